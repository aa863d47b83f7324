package room

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/reports/browsertest"
)

// TestWholeRoundInBrowser runs a referee's round from six browsers and no
// command: the projector at 1920×1080, the console and two assistants'
// laptops at 1366×768, a phone at 390×844. The console draws the rack by
// hand and starts the clock; the laptops type five slips at once while it
// runs; at Stop! the console shows the program's top and closes the round,
// which names table 6 without a slip; an assistant corrects a slip of the
// closed round by typing its number and confirming; the referee warns a
// player and draws round 2, then cancels it, confirmed. The display and
// the phone follow each step.
func TestWholeRoundInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoomAfter(t, 6, false, arbiter.StartGame{Seed: 7})
	display := browsertest.New(t, 1920, 1080)
	ref, ana, ioan, phone := browsertest.Isolated(t, display), browsertest.Isolated(t, display), browsertest.Isolated(t, display), browsertest.Isolated(t, display)
	for _, tab := range []context.Context{ref, ana, ioan} {
		if err := chromedp.Do(tab, chromedp.EmulateViewport(1366, 768)); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Do(phone, chromedp.EmulateViewport(390, 844), chromedp.Navigate(room.url+"/results")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(display, chromedp.Navigate(room.url+"/display")); err != nil {
		t.Fatal(err)
	}
	loginTab(t, ref, room.url, "/referee", testRefereeCode, "Arbitru")
	loginTab(t, ana, room.url, "/entry", testCode, "Ana")
	loginTab(t, ioan, room.url, "/entry", testCode, "Ioan")
	set := func(tab context.Context, sel, value string) {
		t.Helper()
		if err := chromedp.Do(tab, chromedp.SetValue(chromedp.CSS(sel), value)); err != nil {
			t.Fatal(err)
		}
	}

	// The rack, drawn by hand, and the clock.
	set(ref, "#manual", "ACLMNOU")
	clickOn(t, ref, "#draw-manual")
	within(t, display, live, "the rack on the projector", `!document.getElementById("rack").hidden && document.querySelectorAll("#tiles .letter").length === 7`)
	within(t, ref, live, "the clock ready on the console", `!document.querySelector('[data-timer="start"]').disabled`)
	set(ref, "#seconds", "6")
	clickOn(t, ref, `[data-timer="start"]`)
	within(t, ref, live, "the countdown on the console", `/Stop! la \d\d:\d\d:\d\d/.test(document.getElementById("timer-state").textContent)`)

	// Tables 1–3 on Ana's laptop, 4–5 on Ioan's, at once, while the clock runs.
	typeAtOnce(t, []context.Context{ana, ioan}, [][]int{{1, 2, 3}, {4, 5}}, func(table int) []string {
		if table == 5 {
			return []string{"5", "H8", "COLUMNA", "78"}
		}
		return []string{fmt.Sprint(table), "H8", "CALM", fmt.Sprint(10 + table)}
	})

	// Stop!, the top, the close.
	within(t, ref, 6*live, "Stop!", `document.getElementById("timer-state").textContent === "Stop!"`)
	clickOn(t, ref, "#program-top")
	within(t, display, live, "the top on the projector", `!document.getElementById("top").hidden && document.getElementById("top-word").textContent === "COLUMNA"`)
	browsertest.Screenshot(t, display, "whole-round-display-top")
	clickOn(t, ref, "#close")
	within(t, ref, live, "the close naming table 6 and the solo", `document.getElementById("result").textContent.includes("Mese lipsă: 6") &&
		document.getElementById("result").textContent.includes("Solo: masa 5 JUCĂTOR0005 Ion, +3")`)
	within(t, phone, live, "the standings on the phone", `document.querySelectorAll("#standings-rows tr").length === 6 && document.getElementById("standings-rows").textContent.includes("81")`)
	browsertest.Screenshot(t, ref, "whole-round-console-closed")

	// A correction of the closed round, typed with its number.
	if err := typeSlip(ana, "1", "1", "H8", "COLUMNA", "78"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "the question before the correction", `!document.getElementById("confirm").hidden && document.activeElement.id === "confirm-no"`)
	clickOn(t, ana, "#confirm-yes")
	within(t, ana, live, "table 1 corrected", `document.getElementById("verdict").textContent.includes("Runda 1, masa 1: corectat")`)
	within(t, phone, live, "the solo gone on the phone", `document.getElementById("standings-rows").textContent.includes("78") && !document.getElementById("standings-rows").textContent.includes("81")`)
	browsertest.Screenshot(t, phone, "whole-round-phone")

	// A warning, round 2, and its cancel.
	set(ref, "#warn-table", "3")
	set(ref, "#warn-kind", "disciplinary")
	set(ref, "#warn-reason", "vorbește")
	clickOn(t, ref, "#warn")
	within(t, ref, live, "the warning", `document.getElementById("result").textContent.includes("masa 3: avertisment disciplinar")`)
	clickOn(t, ref, "#draw")
	within(t, display, live, "round 2 on the projector", `document.getElementById("where").textContent.includes("Runda 2")`)
	within(t, ref, live, "round 2 on the console", `document.getElementById("where").textContent.includes("Runda 2") && !document.getElementById("cancel-round-button").disabled`)
	set(ref, "#cancel-reason", "sac neamestecat")
	clickOn(t, ref, "#cancel-round-button")
	within(t, ref, live, "the question before the cancel", `document.getElementById("ask-text").textContent.startsWith("Anulați runda 2?")`)
	clickOn(t, ref, "#ask-yes")
	within(t, ref, live, "round 2 cancelled", `document.getElementById("result").textContent.includes("runda 2 anulat")`)

	st, err := room.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	g := st.CurrentGame()
	if r := g.Round(1); !r.Closed || len(r.Slips) != 5 || len(r.Slips[1]) != 2 {
		t.Errorf("round 1: closed %v, %d tables with slips, table 1 %+v; want closed, 5, a correction", r.Closed, len(r.Slips), r.Slips[1])
	}
	if r := g.Round(2); !r.Cancelled {
		t.Errorf("round 2 not cancelled")
	}
	if len(g.Warnings) != 1 || g.Warnings[0].Table != 3 {
		t.Errorf("warnings %+v, want table 3's", g.Warnings)
	}
}
