package room

import (
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"arbiter/draw"
	"arbiter/reports/browsertest"
	"arbiter/scoring"
)

// TestVoiceClips checks the letters' names spoken: every letter a rack of
// a built-in rule set can hold, and the joker, has its clip (an Ogg file of
// a few KB); the display lists the clips of the rack in the order it
// spells it (RULES §4.4), and none for a name the rule set changed.
func TestVoiceClips(t *testing.T) {
	for _, name := range scoring.BuiltinNames() {
		rs, _ := scoring.Builtin(name)
		if draw.DefaultName(rs.Language, "A") == "" {
			continue
		}
		full := rs.FullBag()
		full.Add('?')
		for _, key := range slices.Compact(draw.SpellKeys(full)) {
			data, err := fs.ReadFile(assets, path.Join(voiceDir, rs.Language, ClipFile(key)))
			if err != nil || !strings.HasPrefix(string(data), "OggS") || len(data) > 8<<10 {
				t.Errorf("%s: the clip of %s (%s): %d bytes, %v", name, key, draw.DefaultName(rs.Language, key), len(data), err)
			}
		}
	}
	tr := newTestRoom(t, false)
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if got := strings.Join(d.Voice, " "); got != "/static/voice/ro/A.ogg /static/voice/ro/C.ogg /static/voice/ro/L.ogg /static/voice/ro/M.ogg /static/voice/ro/N.ogg /static/voice/ro/O.ogg /static/voice/ro/U.ogg" {
		t.Errorf("clips of ACLMNOU: %s", got)
	}
	if status, body := tr.guest().get(d.Voice[3]); status != http.StatusOK || !strings.HasPrefix(body, "OggS") {
		t.Errorf("GET %s: %d %.4q", d.Voice[3], status, body)
	}
	if got := voiceClips("ro", []string{"Ana", "Bogdan", "joker"}, []string{"A", "B", "?"}); fmt.Sprint(got) != "[/static/voice/ro/A.ogg  /static/voice/ro/joker.ogg]" {
		t.Errorf("a rule set naming B Bogdan: %q, want no clip for it", got)
	}
	if got := voiceClips("xx", []string{"A"}, []string{"A"}); got != nil {
		t.Errorf("a language without clips: %q", got)
	}
}

// TestDisplayVoice follows the letters' names spoken on the display: with
// the switch on, each name as its letter appears (one every 2.5 s, seed
// 004), in the browser's own decoder a real recording.
func TestDisplayVoice(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false)
	tab := browsertest.New(t, 1280, 720)
	spoken := `window.spoken = []; window.Audio = class { constructor(src) { spoken.push(src); } play() { return Promise.resolve(); } };
localStorage.setItem("arbiter.voice", "on");`
	if _, err := chromedp.Call(tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: spoken}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(tr.http.URL+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "the first name spoken", `spoken.join() === "/static/voice/ro/A.ogg" && document.getElementById("voice").getAttribute("aria-pressed") === "true"`)
	within(t, tab, 4*time.Second, "the second name spoken", `spoken.join() === "/static/voice/ro/A.ogg,/static/voice/ro/C.ogg"`)
	const decode = `new Promise((ok) => {
  const a = document.createElement("audio");
  a.onloadedmetadata = () => ok(a.duration);
  a.onerror = () => ok(-1);
  a.src = "/static/voice/ro/H.ogg";
})`
	seconds, err := chromedp.Run(tab, chromedp.Evaluate[float64](decode, chromedp.EvalAwaitPromise))
	if err != nil || seconds < 0.3 || seconds > 2.5 {
		t.Errorf("Haralambie spoken lasts %.2f s (%v), want a name's length, under the 2.5 s between letters", seconds, err)
	}
}
