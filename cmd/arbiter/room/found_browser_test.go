package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// TestFoundAndNoSlipInBrowser shows on a 4:3 projector (1024×768) the
// players who found the top, each name whole on its line, never broken
// between two lines; and types an anticipation game's "no slip" on
// /entry, answered in red as the duplicate game's no slip is.
func TestFoundAndNoSlipInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	setup := []arbiter.Command{duplicate.StartGame{Seed: 7}, duplicate.DrawRack{Letters: "ACLMNOU"}}
	for table := range 8 {
		setup = append(setup, duplicate.EnterSlip{Table: table + 1, Position: "H8", Word: "COLUMNA", Score: "78"})
	}
	room := newLiveRoomAfter(t, 8, false, append(setup, duplicate.ChooseTop{})...)
	display := browsertest.New(t, 1024, 768)
	if err := chromedp.Do(display, chromedp.Navigate(room.url+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, display, 2*live, "every name whole", `document.querySelectorAll("#found .name").length >= 3 &&
		[...document.querySelectorAll("#found .name")].every((n) => n.getClientRects().length === 1)`)
	browsertest.Screenshot(t, display, "display-found-1024x768")

	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	entry := browsertest.Isolated(t, display)
	loginTab(t, entry, tr.http.URL, "/entry", testCode, "Ana")
	if err := typeSlip(entry, "", "1", "-"); err != nil {
		t.Fatal(err)
	}
	within(t, entry, live, "no slip, in red", `document.getElementById("verdict").textContent.includes("masa 1:") && document.getElementById("verdict").className.includes("bad")`)
}
