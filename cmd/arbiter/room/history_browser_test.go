package room

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// TestHistoryFollowsInBrowser keeps the entry page's history ("Introduse
// aici") true to the log: Ana types tables 1 and 2; the referee replaces
// table 1's slip on the console, and Ana's line of it says what stands
// now; the referee cancels the round, and both lines say so. The log
// says who typed each slip, in single entry too.
func TestHistoryFollowsInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	ref := browsertest.New(t, 1366, 768)
	ana := browsertest.Isolated(t, ref)
	loginTab(t, ana, room.url, "/entry", testCode, "Ana")
	loginTab(t, ref, room.url, "/referee", testRefereeCode, "Arbitru")
	for _, slip := range [][]string{{"1", "H8", "CALM", "11"}, {"2", "H8", "CALM", "12"}} {
		if err := typeSlip(ana, "", slip...); err != nil {
			t.Fatal(err)
		}
		within(t, ana, live, "table "+slip[0]+"'s verdict", `document.getElementById("verdict").textContent.includes("masa `+slip[0]+`:")`)
	}
	if err := typeSlip(ref, "", "1", "H8", "COLUMNA", "78"); err != nil {
		t.Fatal(err)
	}
	within(t, ref, live, "the console's question", `!document.getElementById("confirm").hidden`)
	clickOn(t, ref, "#confirm-yes")
	within(t, ana, 2*live, "Ana's line of table 1 replaced", `(() => { const lines = [...document.querySelectorAll("#history li")];
		return lines.length === 2 && lines[1].querySelector(".stale")?.textContent === "înlocuit între timp: H8 COLUMNA 78" && !lines[0].querySelector(".stale"); })()`)
	browsertest.Screenshot(t, ana, "entry-history-replaced")

	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#cancel-reason"), "cronometru defect")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#cancel-round-button")
	clickOn(t, ref, "#ask-yes")
	within(t, ana, 2*live, "both lines of the round cancelled", `[...document.querySelectorAll("#history li .stale")].map((s) => s.textContent).join("|") ===
		"runda a fost anulată între timp|runda a fost anulată între timp"`)

	log, err := room.server.Log(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, e := range log {
		if s := e.Sentence; strings.Contains(s, "table 2") && strings.Contains(s, "CALM") {
			said = append(said, s)
		}
	}
	if len(said) != 1 || !strings.HasSuffix(said[0], "(typed by Ana)") {
		t.Errorf("the log of table 2's slip: %q, want it typed by Ana", said)
	}
}
