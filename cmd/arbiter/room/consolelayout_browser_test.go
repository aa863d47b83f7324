package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// roundActions are the console's buttons that run a round: they must
// all be on the first screen at 1366×768.
const roundActions = `["[data-timer=start]", "[data-timer=pause]", "#draw", "#draw-manual", "#reject", "#program-top", "#close", "#cancel-round-button", "#invalidate"]`

// TestConsoleLayoutInBrowser opens the console at 1366×768, the laptop
// of a referee: every action of the round (timer, rack, top, close,
// cancel, invalidate) is on the first screen, unscrolled, the tops
// listed too; the double entry's table shows only under double entry;
// the entry page links back to the console for the referee.
func TestConsoleLayoutInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	for _, double := range []bool{false, true} {
		room := newLiveRoom(t, 8, double)
		ref := browsertest.New(t, 1366, 768)
		loginTab(t, ref, room.url, "/referee", testRefereeCode, "Arbitru")
		clickOn(t, ref, "#program-top")
		within(t, ref, live, "the tops listed", `document.querySelectorAll("#tops li").length >= 2`)
		if _, err := chromedp.Run(ref, chromedp.Evaluate[bool](`window.scrollTo(0, 0) === undefined`)); err != nil {
			t.Fatal(err)
		}
		off, err := chromedp.Run(ref, chromedp.Evaluate[[]string](roundActions+`.filter((s) => { const r = document.querySelector(s).getBoundingClientRect(); return r.bottom > innerHeight || r.right > innerWidth || r.height === 0; })`))
		if err != nil || len(off) > 0 {
			t.Errorf("double entry %v: off the first screen at 1366×768: %q (%v)", double, off, err)
		}
		if v, _ := chromedp.Run(ref, chromedp.Evaluate[string](`document.querySelector("#next-kind option").textContent`)); v != "clasic" {
			t.Errorf("the classic game offered as %q, want clasic", v)
		}
		if n, _ := chromedp.Run(ref, chromedp.Evaluate[int](`document.querySelectorAll("#mismatches").length`)); (n == 1) != double {
			t.Errorf("double entry %v: %d tables of typings to settle", double, n)
		}
		name := "console-1366x768"
		if double {
			name = "console-double-1366x768"
		}
		browsertest.Screenshot(t, ref, name)
		if err := chromedp.Do(ref, chromedp.Navigate(room.url+"/entry")); err != nil {
			t.Fatal(err)
		}
		within(t, ref, live, "the entry page's link to the console", `document.querySelector('.entrybar a[href="/referee"]') !== null`)
	}
}
