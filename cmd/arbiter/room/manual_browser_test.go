package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// TestConsoleManualRackInBrowser rejects round 1's rack from the console
// and draws the next one by hand (RULES §4.2): the two draws have buttons
// of their own words, and the hint says what to type, the new letters
// while a rack stands, all of them once the rejected rack went back to
// the bag.
func TestConsoleManualRackInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	ref := consoleTab(t, room.url)
	within(t, ref, live, "the new letters hinted, two buttons apart", `document.getElementById("manual-hint").textContent.startsWith("scrieți doar literele noi") &&
		document.getElementById("draw").textContent === "Trage literele" && document.getElementById("draw-manual").textContent === "Trage aceste litere"`)
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#reject-reason"), "prea multe vocale")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#reject")
	within(t, ref, live, "the rack rejected, all letters hinted", `document.getElementById("manual-hint").textContent ===
		"literele au fost respinse și toate s-au întors în sac: scrieți toate literele trase" && !document.getElementById("draw-manual").disabled &&
		document.getElementById("reject-reason").value === ""`)
	browsertest.Screenshot(t, ref, "console-manual-rack")
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#manual"), "ACLMNOU")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#draw-manual")
	within(t, ref, live, "the rack drawn by hand", `document.getElementById("rack").textContent === "ACLMNOU" && document.getElementById("manual-hint").textContent.startsWith("scrieți doar") &&
		document.getElementById("manual").value === ""`)
}
