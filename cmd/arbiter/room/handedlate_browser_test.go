package room

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// TestHandedInLateInBrowser types a round's slips after its Stop!, as a
// room collects them at Stop! and types them after (RULES §5): they are
// on time, a correction of one of them too; only the slip the assistant
// marks handed in after Stop! is late, and the console lists it alone.
func TestHandedInLateInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	ref := consoleTab(t, room.url)
	ana := browsertest.Isolated(t, ref)
	loginTab(t, ana, room.url, "/entry", testCode, "Ana")
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#seconds"), "1")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, `[data-timer="start"]`)
	within(t, ref, 3*time.Second, "Stop!", `document.getElementById("timer-state").textContent === "Stop!"`)

	if err := typeSlip(ana, "", "1", "H8", "CALM", "11"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "table 1 on time", `document.getElementById("verdict").textContent.includes("masa 1:") && !document.querySelector("#verdict .late")`)
	if err := typeSlip(ana, "", "1", "H8", "COLUMNA", "78"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "the question", `!document.getElementById("confirm").hidden`)
	clickOn(t, ana, "#confirm-yes")
	within(t, ana, live, "table 1 corrected, on time", `document.getElementById("verdict").textContent.includes("corectat") && !document.querySelector("#verdict .late")`)
	clickOn(t, ana, "#handed-late")
	if err := typeSlip(ana, "", "2", "H8", "CALM", "12"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "table 2 late, the box unticked", `document.getElementById("verdict").textContent.includes("masa 2:") && document.querySelector("#verdict .late") !== null &&
		!document.getElementById("handed-late").checked`)
	browsertest.Screenshot(t, ana, "entry-handed-late")
	within(t, ref, live, "the console lists table 2 alone", `document.getElementById("late-count").textContent === "(1)" && document.getElementById("late").textContent.includes("Masa 2")`)
	st, err := room.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	r := st.CurrentGame().Round(1)
	if s, _ := r.Slip(1); s.Late {
		t.Errorf("table 1: %+v, want on time", s)
	}
	if s, _ := r.Slip(2); !s.Late {
		t.Errorf("table 2: %+v, want late", s)
	}
}
