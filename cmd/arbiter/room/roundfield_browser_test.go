package room

import (
	"fmt"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// TestRoundFieldInBrowser types slips as assistants do in round 2 and 3
// while round 1, closed, misses table 6's: the round field proposes the
// round played, not the closed one, and says so; a round typed (1, for
// table 6's late slip) holds until the next rack, never carried over to
// round 3; and a slip typed for a closed round whose table has another
// asks first, Enter keeping what is recorded. The console asks the same
// question, with its buttons, and replaces once told so.
func TestRoundFieldInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 6, false)
	for table := 1; table <= 5; table++ {
		room.run(t, duplicate.EnterSlip{Table: table, Position: "H8", Word: "COLUMNA", Score: "78"})
	}
	room.run(t, duplicate.ChooseTop{})
	room.run(t, arbiter.CloseRound{})
	room.run(t, duplicate.DrawRack{Letters: "AEOSTUU"})
	ana := browsertest.New(t, 1366, 768)
	loginTab(t, ana, room.url, "/entry", testCode, "Ana")
	within(t, ana, live, "round 2 proposed, round 1 named only when typed", `document.getElementById("round").value === "2" &&
		document.getElementById("goes-to").textContent === "fluturașii merg la runda 2; o rundă închisă primește un fluturaș doar dacă îi scrieți numărul" &&
		!document.getElementById("goes-to").className.includes("previous")`)
	browsertest.Screenshot(t, ana, "entry-round-field")
	if err := typeSlip(ana, "", "1", "-"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "table 1's slip in round 2", `document.getElementById("verdict").textContent.startsWith("Runda 2, masa 1:")`)
	if err := typeSlip(ana, "1", "6", "H8", "COLUMNA", "78"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "table 6's slip in round 1, typed", `document.getElementById("verdict").textContent.startsWith("Runda 1, masa 6:") &&
		document.getElementById("round").value === "1" && document.getElementById("goes-to").textContent === "fluturașii merg la runda 1"`)

	room.run(t, duplicate.ChooseTop{})
	room.run(t, arbiter.CloseRound{})
	room.run(t, duplicate.DrawRack{})
	within(t, ana, live, "round 3 proposed, round 1 forgotten", `document.getElementById("where").textContent.includes("Runda 3") && document.getElementById("round").value === "3"`)
	if err := typeSlip(ana, "2", "1", "H4", "SAU", "9"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "the question before replacing round 2's slip, keep focused", `!document.getElementById("confirm").hidden &&
		document.getElementById("confirm-text").textContent === "Runda 2, masa 1 are deja -. Îl înlocuiți cu H4 SAU 9?" && document.activeElement.id === "confirm-no"`)
	pressKey(t, ana, "\r")
	within(t, ana, live, "kept", `document.getElementById("confirm").hidden`)
	st, err := room.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := st.CurrentGame().Round(2).Slip(1); !s.None {
		t.Fatalf("round 2, table 1 after Enter on the question: %+v, want no slip kept", s)
	}

	ref := browsertest.Isolated(t, ana)
	loginTab(t, ref, room.url, "/referee", testRefereeCode, "Arbitru")
	if err := typeSlip(ref, "2", "1", "H4", "SAU", "9"); err != nil {
		t.Fatal(err)
	}
	within(t, ref, live, "the console's question, with its buttons", `!document.getElementById("confirm").hidden &&
		document.getElementById("confirm-yes").textContent === "Înlocuiește" && document.getElementById("confirm-no").textContent === "Păstrează"`)
	browsertest.Screenshot(t, ref, "console-replace")
	clickOn(t, ref, "#confirm-yes")
	within(t, ref, live, "replaced from the console", `document.getElementById("verdict").textContent.includes("corectat")`)
	st, err = room.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := st.CurrentGame().Round(2).Slip(1); s.Word != "SAU" {
		t.Errorf("round 2, table 1: %+v, want SAU settled on the console", s)
	}
	if s, _ := st.CurrentGame().Round(1).Slip(6); fmt.Sprint(s.Word) != "COLUMNA" {
		t.Errorf("round 1, table 6: %+v, want COLUMNA", s)
	}
}
