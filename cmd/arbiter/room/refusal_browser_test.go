package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/reports/browsertest"
)

// TestConsoleRefusalsInBrowser has the console refuse as the command line
// does, in Romanian, beside the form and with the cursor in the field at
// fault: a second technical warning in a round names the one the player
// has (RULES §5); a rack rejected without a reason asks for the reason,
// the cursor in its field. An anticipation game's console offers no
// elimination (RULES §8.4).
func TestConsoleRefusalsInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	room.run(t, arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "poziție lipsă"})
	ref := consoleTab(t, room.url)
	within(t, ref, live, "a duplicate game's sections and every warning", `document.getElementById("draw-group").closest("section").hidden &&
		!document.getElementById("draw").closest("section").hidden && !document.querySelector('#warn-kind [value="elimination"]').hidden`)
	clickOn(t, ref, "#reject")
	within(t, ref, live, "the reason asked for, the cursor in its field", answerOf("#reject")+`?.textContent === "scrieți motivul: acțiunea are nevoie de el" &&
		document.activeElement.id === "reject-reason"`)
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#warn-table"), "2"), chromedp.SetValue(chromedp.CSS("#warn-reason"), "scor greșit")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#warn")
	within(t, ref, live, "the second technical warning refused, naming the first", answerOf("#warn")+
		`?.textContent === "runda 1, masa 2 are deja un avertisment tehnic (poziție lipsă): unul pe rundă (RULES §5)"`)
	browsertest.Screenshot(t, ref, "console-refusals")

	tr := anticipationRoom(t, anticipation.Classic)
	loginTab(t, ref, tr.http.URL, "/referee", testRefereeCode, "Arbitru")
	within(t, ref, live, "no elimination in an anticipation game", `!document.getElementById("draw-group").closest("section").hidden &&
		document.querySelector('#warn-kind [value="elimination"]').hidden`)
	// "Anulez turul 1" on round 1's own slip: refused, the cursor back in
	// the field of the rounds a slip cancels, its value kept.
	tr.run(anticipation.DrawGroup{Group: 2})
	within(t, ref, live, "round 1's form", `!document.getElementById("anticipation").hidden`)
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#slip #cancel"), "1"), chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("1\tPAS"), enter()); err != nil {
		t.Fatal(err)
	}
	within(t, ref, live, "the cancel refused at its field", `document.getElementById("verdict").className.includes("bad") &&
		document.activeElement.id === "cancel" && document.getElementById("cancel").value === "1"`)
}
