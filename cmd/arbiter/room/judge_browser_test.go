package room

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter/free"
	"arbiter/reports/browsertest"
)

// judgeScreens are the judging page's screens: a tablet in landscape on
// the judging table, and a phone.
var judgeScreens = []screenSize{{1280, 800}, phone}

// fitsWindow is the check, run in the page, that every element shown
// lies inside the window and that the page is no wider than it; it
// returns what does not, or "".
const fitsWindow = `(() => {
  const W = innerWidth, H = innerHeight, bad = [];
  for (const e of document.body.querySelectorAll("*")) {
    if (!e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    if (r.width && (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1))
      bad.push((e.id || e.className || e.tagName) + " at " + [r.left, r.top, r.right, r.bottom].map(Math.round));
  }
  if (document.documentElement.scrollWidth > W) bad.push("the page is " + document.documentElement.scrollWidth + " px wide");
  return bad.join("; ");
})()`

// fits fails the test when what tab shows does not fit its window.
func fits(t *testing.T, tab context.Context, what string) {
	t.Helper()
	bad, err := chromedp.Run(tab, chromedp.Evaluate[string](fitsWindow))
	if err != nil {
		t.Fatal(err)
	}
	if bad != "" {
		t.Errorf("%s: %s", what, bad)
	}
}

// challenge types board and words on the judging page with the
// keyboard, Enter at the end, as the players do.
func challenge(t *testing.T, tab context.Context, board, words string) {
	t.Helper()
	if err := chromedp.Do(tab, chromedp.Focus(chromedp.CSS("#board")), chromedp.KeyEvent(board+"\r"), chromedp.KeyEvent(words+"\r")); err != nil {
		t.Fatal(err)
	}
}

// TestJudgeInBrowser: on a tablet (1280×800) and a phone (390×844) logged
// in with the judging table's code, the players type a challenged play;
// a board not paired is refused under its field in Romanian; the verdict
// fills the screen in large type ("Depunere valabilă", "Depunere
// greșită"), and the screen clears itself after a few seconds, or at a
// tap, for the next challenge. The page links nowhere. The referee's
// review lists the challenges and records an ambiguous decision.
// Screenshots of each go to artefacts/.
func TestJudgeInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	room := newLiveRoomAfter(t, 5, false, free.Act{Command: free.Start{}}, free.Act{Command: free.PairRound{Seed: 3}})
	for i, size := range judgeScreens {
		tab := browsertest.New(t, size.w, size.h)
		loginTab(t, tab, room.url, "/judge", room.srv.JudgeCode(), fmt.Sprintf("Masa de arbitraj %d", i+1))
		if links, _ := chromedp.Run(tab, chromedp.Evaluate[int](`document.querySelectorAll("a, form").length`)); links != 0 {
			t.Errorf("%s: the judging page has %d links or forms", size, links)
		}
		fits(t, tab, "the empty form at "+size.String())
		browsertest.Screenshot(t, tab, "judge-form-"+size.String())

		challenge(t, tab, "9", "cal")
		within(t, tab, 2*time.Second, "the refusal at the board", `document.getElementById("board-error").textContent === "turul 1 nu are masa 9" && document.activeElement.id === "board" && document.getElementById("board").getAttribute("aria-invalid") === "true"`)
		fits(t, tab, "the refusal at "+size.String())
		browsertest.Screenshot(t, tab, "judge-refused-"+size.String())

		if _, err := chromedp.Run(tab, chromedp.Evaluate[string](`document.getElementById("board").value = document.getElementById("words").value = ""`)); err != nil {
			t.Fatal(err)
		}
		challenge(t, tab, "1", "columna Vah")
		within(t, tab, 2*time.Second, "the verdict", `!document.getElementById("verdict").hidden && document.getElementById("verdict-text").textContent === "Depunere valabilă" && document.getElementById("judging").hidden`)
		shown := time.Now()
		px, err := chromedp.Run(tab, chromedp.Evaluate[float64](`parseFloat(getComputedStyle(document.getElementById("verdict-text")).fontSize)`))
		if err != nil || px < 48 {
			t.Errorf("%s: the verdict in %.0f px type, want at least 48 (%v)", size, px, err)
		}
		said, _ := chromedp.Run(tab, chromedp.Evaluate[string](`document.getElementById("verdict").innerText`))
		if !strings.Contains(said, "Masa 1 · COLUMNA VAH") || !strings.Contains(said, "depunerea rămâne pe tablă") {
			t.Errorf("%s: the verdict says %q", size, said)
		}
		fits(t, tab, "the verdict at "+size.String())
		browsertest.Screenshot(t, tab, "judge-stands-"+size.String())
		within(t, tab, 8*time.Second/slack*2, "the screen cleared", `document.getElementById("verdict").hidden && !document.getElementById("judging").hidden && document.getElementById("words").value === "" && document.getElementById("board").value === ""`)
		if took := time.Since(shown); took < 5*time.Second {
			t.Errorf("%s: the verdict cleared after %s, want a few seconds to read it", size, took.Round(time.Millisecond))
		}

		challenge(t, tab, "2", "lună qqq")
		within(t, tab, 2*time.Second, "the verdict against", `!document.getElementById("verdict").hidden && document.getElementById("verdict-text").textContent === "Depunere greșită"`)
		browsertest.Screenshot(t, tab, "judge-falls-"+size.String())
		if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS("#verdict"))); err != nil {
			t.Fatal(err)
		}
		within(t, tab, time.Second, "the screen cleared at a tap", `document.getElementById("verdict").hidden && document.activeElement.id === "board"`)
	}
	if n := eventsNamed(t, room, "free_judged"); n != 2*len(judgeScreens) {
		t.Errorf("%d judgements recorded, want %d", n, 2*len(judgeScreens))
	}

	review := consoleTab(t, room.url)
	link, err := chromedp.Run(review, chromedp.Evaluate[string](`document.getElementById("judgements-link").getAttribute("href")`))
	if err != nil || link != "/judgements" {
		t.Fatalf("the console's link to the review: %q, %v", link, err)
	}
	if err := chromedp.Do(review, chromedp.Navigate(room.url+link)); err != nil {
		t.Fatal(err)
	}
	within(t, review, 2*time.Second, "the review", `document.querySelectorAll("#judgements tr").length === 4`)
	if err := chromedp.Do(review,
		chromedp.SetValue(chromedp.CSS("#ambiguous-board"), "2"), chromedp.SetValue(chromedp.CSS("#ambiguous-words"), "depuneri"),
		chromedp.SetValue(chromedp.CSS("#ambiguous-reason"), "LOC 5 și erata lui nu se potrivesc"), chromedp.Click(chromedp.CSS("#ambiguous"))); err != nil {
		t.Fatal(err)
	}
	within(t, review, live, "the ambiguous decision listed", `document.querySelectorAll("#judgements tr").length === 5 && document.getElementById("judgements").lastElementChild.textContent.includes("Depunere retrasă")`)
	browsertest.Screenshot(t, review, "judge-review")
}
