package room

import (
	"testing"

	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// TestDisplayInvalidTopInBrowser shows on the projector, 1920×1080 and
// 1024×768, a top the referee found to hold an invalid word (RULES §4.5):
// its score and word struck out and dimmed, "Top invalidat" and the
// reason large, everything inside the window.
func TestDisplayInvalidTopInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	room.run(t, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"})
	room.run(t, duplicate.ChooseTop{})
	room.run(t, duplicate.InvalidateTop{Round: 1, Reason: "COLUMNA nu este în lexic"})
	tab := browsertest.New(t, 1920, 1080)
	ready := `!document.getElementById("top").hidden && document.getElementById("top").classList.contains("void") &&
		getComputedStyle(document.getElementById("top-score").parentElement).textDecorationLine === "line-through" &&
		getComputedStyle(document.getElementById("top-word").parentElement).textDecorationLine === "line-through" &&
		document.getElementById("top-invalid").textContent === "Top invalidat: COLUMNA nu este în lexic" &&
		getComputedStyle(document.getElementById("top-invalid")).backgroundColor === "rgb(183, 28, 28)"`
	onEverySize(t, tab, room.url+"/display", ready, "display-invalid-top", projectors[0], projectors[3])
}
