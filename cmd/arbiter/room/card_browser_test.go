package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// TestCardPenaltyInBrowser opens on a phone (390×844) the card of a
// player given a disciplinary warning (RULES §6: it counts as 4
// technical ones, the 4th costing 5 points): the round says the warning
// and its penalty, and the card adds its total up, 78 + 0 − 5 = 73.
func TestCardPenaltyInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	for _, c := range []arbiter.Command{duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.EnterSlip{Table: 2, Position: "H8", Word: "COLUMNA", Score: "78"}, duplicate.ChooseTop{},
		arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "telefon"}, arbiter.CloseRound{}} {
		room.run(t, c)
	}
	tab := browsertest.New(t, 390, 844)
	if err := chromedp.Do(tab, chromedp.Navigate(room.url+"/results#t2")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*live, "the card's penalty and sum", `!document.getElementById("card").hidden &&
		document.querySelector("#card-rounds .penalty")?.textContent === "disciplinar (D) · penalizare −5" &&
		document.getElementById("card-sum").textContent === "Puncte 78 + Solo 0 − Penalizări 5 = Total 73"`)
	if err := chromedp.Do(tab, chromedp.ScrollIntoView(chromedp.CSS("#card-sum"))); err != nil {
		t.Fatal(err)
	}
	browsertest.Screenshot(t, tab, "results-card-penalty-phone")
	// At 390 px the tables break lines between words, never inside one.
	broken, err := chromedp.Run(tab, chromedp.Evaluate[string](`[...document.querySelectorAll(".results .table td, .results .table th")].filter((c) => {
		const words = c.textContent.split(/\s+/).filter(Boolean).length;
		const range = document.createRange();
		range.selectNodeContents(c);
		return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > Math.max(words, 1);
	}).map((c) => c.textContent).join(" | ")`))
	if err != nil || broken != "" {
		t.Errorf("cells broken inside a word at 390 px: %q (%v)", broken, err)
	}
	if w, _ := chromedp.Run(tab, chromedp.Evaluate[int](`document.documentElement.scrollWidth`)); w > 390 {
		t.Errorf("the page is %d px wide on a 390 px phone", w)
	}
	if err := chromedp.Do(tab, chromedp.ScrollIntoView(chromedp.CSS("#tops-section"))); err != nil {
		t.Fatal(err)
	}
	browsertest.Screenshot(t, tab, "results-tops-phone")
}
