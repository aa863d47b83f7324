package room

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// screenSize is a screen the room's pages are tried on.
type screenSize struct{ w, h int }

func (s screenSize) String() string { return fmt.Sprintf("%dx%d", s.w, s.h) }

// projectors are the display's screens, 16:9 and 4:3; phone is a phone's.
var (
	projectors = []screenSize{{1920, 1080}, {1366, 768}, {1280, 720}, {1024, 768}}
	phone      = screenSize{390, 844}
)

// playedRound is a Romanian tournament of n players whose round 1
// (ACLMNOU) has a slip from every table: the first found of them play the
// top, H8 COLUMNA 78, with 21 equivalent tops announced, the others H5
// CALM 14.
func playedRound(t *testing.T, n, found int) []arbiter.Event {
	t.Helper()
	evs := []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa României de Scrabble Duplicat", RuleSet: "ro"}}
	for table := 1; table <= n; table++ {
		evs = append(evs, arbiter.PlayerRegistered{Table: table, Name: fmt.Sprintf("POPESCU-IONESCU%03d Ștefan-Alexandru", table)})
	}
	evs = append(evs, arbiter.GameStarted{Game: 1, Seed: 42}, arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true})
	ref := newMemReferee(t, evs...)
	for table := 1; table <= n; table++ {
		slip := duplicate.EnterSlip{Table: table, Position: "H5", Word: "CALM", Score: "14"}
		if table <= found {
			slip = duplicate.EnterSlip{Table: table, Position: "H8", Word: "COLUMNA", Score: "78"}
		}
		if _, err := ref.Run(t.Context(), slip); err != nil {
			t.Fatal(err)
		}
	}
	top := arbiter.TopChosen{Round: 1, Move: mustMove(t, "H8 COLUMNA"), Choice: 1}
	for i := range 7 { // down column 8 from rows B to H, across row H from columns 2 to 7
		top.Alternatives = append(top.Alternatives, mustMove(t, fmt.Sprintf("8%c COLUMNA", 'B'+i)))
		if i < 6 {
			top.Alternatives = append(top.Alternatives, mustMove(t, fmt.Sprintf("H%d COLUMNA", 2+i)))
		}
	}
	for i := range 4 {
		top.Alternatives = append(top.Alternatives, mustMove(t, fmt.Sprintf("H%d CALM", 5+i)), mustMove(t, fmt.Sprintf("8%c CALM", 'E'+i)))
	}
	if len(top.Alternatives) != 21 {
		t.Fatalf("%d equivalent tops, want 21", len(top.Alternatives))
	}
	return append(ref.evs, top)
}

// showsWithin is the check, run in the page, that every element of the
// screen shown lies inside the window, that the page is no wider than the
// window, and that the call under the countdown holds on one line; it
// returns what does not, or "".
const showsWithin = `(() => {
  const W = innerWidth, H = innerHeight, bad = [];
  const screen = [...document.querySelectorAll(".screen")].find((s) => !s.hidden);
  for (const e of [document.querySelector(".bar"), ...screen.querySelectorAll("*"), ...document.querySelectorAll("#links *")]) {
    if (e.closest(".scroller") || !e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    if (r.width && (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1))
      bad.push((e.id || e.className || e.tagName) + " at " + [r.left, r.top, r.right, r.bottom].map(Math.round));
  }
  if (document.documentElement.scrollWidth > W) bad.push("the page is " + document.documentElement.scrollWidth + " px wide");
  const call = document.getElementById("call");
  if (screen.id === "rack" && call.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(call).fontSize))
    bad.push("the call wraps: " + call.textContent);
  return bad.join("; ");
})()`

// onEverySize shows path at each size in tab, waits until ready is true,
// checks that the screen shown fits, and saves a screenshot as
// name-WxH.png.
func onEverySize(t *testing.T, tab context.Context, url, ready, name string, sizes ...screenSize) {
	t.Helper()
	for _, s := range sizes {
		if err := chromedp.Do(tab, chromedp.EmulateViewport(int64(s.w), int64(s.h)), chromedp.Navigate(url)); err != nil {
			t.Fatal(err)
		}
		within(t, tab, 2*time.Second, name+" at "+s.String(), ready)
		time.Sleep(300 * time.Millisecond) // a tick of the countdown
		bad, err := chromedp.Run(tab, chromedp.Evaluate[string](showsWithin))
		if err != nil {
			t.Fatal(err)
		}
		if bad != "" {
			t.Errorf("%s at %s: %s", name, s, bad)
		}
		browsertest.Screenshot(t, tab, fmt.Sprintf("%s-%s", name, s))
	}
}

// TestDisplayFitsEveryProjector shows the display's screens on 16:9 and
// 4:3 projectors, 1024×768 through 1920×1080: the countdown and the call
// of the last 30 seconds ("30 de secunde!", seed 004) on one line inside
// the window; the top with 21 equivalent tops folded, so that the room's
// best score, the solo and who found the top stay on the screen; the bag
// under the rack.
func TestDisplayFitsEveryProjector(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tab := browsertest.New(t, 1920, 1080)
	for _, tc := range []struct {
		name, ready string
		started     time.Duration
	}{
		{"display-30s", `document.getElementById("call").textContent === "30 de secunde!"`, 160 * time.Second},
		{"display-stop", `document.getElementById("call").textContent === "Stop!"`, 200 * time.Second},
	} {
		tr := newTestRoom(t, false, append(opening(), arbiter.TimerStarted{Round: 1, At: testNow.Add(-tc.started), Seconds: 180})...)
		onEverySize(t, tab, tr.http.URL+"/display", tc.ready+` && !document.getElementById("bag").hidden`, tc.name, projectors...)
	}
	tr := newTestRoom(t, false, playedRound(t, 40, 12)...)
	onEverySize(t, tab, tr.http.URL+"/display", `document.getElementById("equivalent-more").textContent === "+ încă 18"`, "display-top", projectors...)
	texts, err := chromedp.Run(tab, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#equivalent li, #best, #found, #found-more, #bag")].map((e) => e.textContent)`))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"8B COLUMNA", "H2 COLUMNA", "8C COLUMNA", "78",
		"POPESCU-IONESCU001 Ștefan-Alexandru (1), POPESCU-IONESCU002 Ștefan-Alexandru (2), POPESCU-IONESCU003 Ștefan-Alexandru (3), POPESCU-IONESCU004 Ștefan-Alexandru (4)", "+ încă 8",
		"În sac: 38 vocale · 53 consoane · 2 jokeri"}; fmt.Sprint(texts) != fmt.Sprint(want) {
		t.Errorf("the top's screen shows %q, want %q", texts, want)
	}
}

// TestDisplayFinalStandings shows the standings of 400 players after the
// game: marked final, the room's addresses and their QR codes beside them
// for the phones, and scrolled fast enough to show every player in a few
// minutes (at most 4), slowly enough to read (at least 1).
func TestDisplayFinalStandings(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	evs := append(playedRound(t, 400, 50), arbiter.RoundClosed{Round: 1}, arbiter.GameEnded{Reason: "referee", Text: "time"})
	tr := newTestRoom(t, false, evs...)
	var d Display
	tr.guest().getJSON("/api/display", &d)
	tab := browsertest.New(t, 1920, 1080)
	ready := `document.querySelectorAll("#standings-rows tr").length === 400 && document.getElementById("standings-label").textContent === "Clasament final · Runda 1" &&
		[...document.querySelectorAll("#links img")].every((i) => i.complete && i.naturalWidth > 0)`
	onEverySize(t, tab, tr.http.URL+"/display", ready, "display-final", append(projectors[1:], projectors[0])...)
	urls, err := chromedp.Run(tab, chromedp.Evaluate[[]string](`[document.getElementById("entry-url").textContent, document.getElementById("results-url").textContent]`))
	if err != nil || len(urls) != 2 || "http://"+urls[0] != d.Links.Entry || "http://"+urls[1] != d.Links.Results {
		t.Errorf("addresses shown %q (%v), want %s and %s", urls, err, d.Links.Entry, d.Links.Results)
	}
	time.Sleep(4500 * time.Millisecond) // the pause at the top
	const at = `[document.getElementById("scroller").scrollTop, document.getElementById("scroller").scrollHeight - document.getElementById("scroller").clientHeight]`
	first, err := chromedp.Run(tab, chromedp.Evaluate[[]float64](at))
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Second)
	second, err := chromedp.Run(tab, chromedp.Evaluate[[]float64](at))
	if err != nil {
		t.Fatal(err)
	}
	speed := (second[0] - first[0]) / 2
	if speed <= 0 {
		t.Fatalf("the standings do not scroll: scrollTop %v then %v", first, second)
	}
	whole := time.Duration(second[1] / speed * float64(time.Second))
	t.Logf("400 players scroll by in %s (%.0f px/s)", whole.Round(time.Second), speed)
	if whole > 4*time.Minute || whole < time.Minute {
		t.Errorf("400 players scroll by in %s, want between 1 and 4 minutes", whole.Round(time.Second))
	}
}

// TestRoomAddresses shows, before the first rack, the room's addresses
// and their QR codes: on the display on every projector, and on the index
// page on a laptop and on a phone, none of it wider than the screen.
func TestRoomAddresses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false, opening()[:4]...)
	tab := browsertest.New(t, 1920, 1080)
	qrs := `[...document.querySelectorAll("img[src^='/qr/']")].filter((i) => i.complete && i.naturalWidth > 0 && i.getClientRects().length).length === 2`
	onEverySize(t, tab, tr.http.URL+"/display", `document.getElementById("waiting").textContent === "Așteptăm literele" && `+qrs, "display-idle", projectors...)
	for _, s := range []screenSize{{1280, 720}, phone} {
		if err := chromedp.Do(tab, chromedp.EmulateViewport(int64(s.w), int64(s.h)), chromedp.Navigate(tr.http.URL+"/")); err != nil {
			t.Fatal(err)
		}
		within(t, tab, 2*time.Second, "the index page at "+s.String(), `document.querySelector("h1").textContent === "Sala de joc" && `+qrs)
		if bad, err := chromedp.Run(tab, chromedp.Evaluate[string](noSideways)); err != nil || bad != "" {
			t.Errorf("the index page at %s: %s %v", s, bad, err)
		}
		browsertest.Screenshot(t, tab, "index-"+s.String())
	}
}
