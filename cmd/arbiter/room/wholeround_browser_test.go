package room

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/problem"
	"arbiter/reports/browsertest"
)

// TestWholeRoundInBrowser runs a referee's round from six browsers and no
// command: the projector at 1920×1080, the console and two assistants'
// laptops at 1366×768, a phone at 390×844. The console draws the rack by
// hand and starts the clock; the laptops type five slips at once while it
// runs; at Stop! the console shows the program's top and closes the round,
// which names table 6 without a slip; an assistant corrects a slip of the
// closed round by typing its number and confirming; the referee warns a
// player and draws round 2, then cancels it, confirmed, and plays on with
// the next game of each kind. The display and the phone follow each step.
func TestWholeRoundInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoomAfter(t, 6, false, duplicate.StartGame{Seed: 7})
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
	within(t, ref, live, "the close offered on the console", `!document.getElementById("close").disabled`)
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
	nextGameOfEachKind(t, room, ref, display)
}

// nextGameOfEachKind plays on from the console's page alone after a
// cancelled current round, which once left every button disabled: the
// duplicate game ended with a reason, an oarba Anticipation game started
// and ended, a composition problem started and closed, and a
// free-game event started and paired, its pairings on the projector.
func nextGameOfEachKind(t *testing.T, room *liveRoom, ref, display context.Context) {
	t.Helper()
	playing := func() arbiter.Kind {
		st := room.state(t)
		if g := st.CurrentGame(); g != nil && !g.Ended {
			return g.Kind()
		}
		return ""
	}
	steps := []struct {
		what, button, actions string
		want                  arbiter.Kind
	}{
		{"the duplicate game ended", "end-game", `document.getElementById("end-reason").value = "se închide sala"; document.getElementById("end-game").click()`, ""},
		{"an oarba game started", "next-game", `document.getElementById("next-kind").value = "anticipation/oarba"; document.getElementById("next-game").click()`, anticipation.Kind},
		{"the oarba game ended", "end-game", `document.getElementById("end-reason").value = "se închide sala"; document.getElementById("end-game").click()`, ""},
		{"a problem started", "next-game", `document.getElementById("next-kind").value = "problem/partial"; document.getElementById("next-game").click()`, problem.Composition},
		{"the problem closed", "close", `document.getElementById("close").click()`, ""},
	}
	for _, s := range steps {
		within(t, ref, 5*time.Second, s.what+": its button on", `!document.getElementById("`+s.button+`").disabled`)
		if _, err := chromedp.Run(ref, chromedp.Evaluate[bool](`document.getElementById("result").textContent = ""; `+s.actions+`; true`)); err != nil {
			t.Fatal(err)
		}
		within(t, ref, 5*time.Second, s.what+": answered", `document.getElementById("result").textContent !== ""`)
		deadline := time.Now().Add(5 * time.Second)
		for playing() != s.want && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		if got := playing(); got != s.want {
			t.Fatalf("%s: the game being played is of kind %q, want %q", s.what, got, s.want)
		}
	}
	st := room.state(t)
	if g := st.CurrentGame(); g.Kind() != problem.Composition || g.EndReason != "problem_closed" {
		t.Errorf("the last game is not a closed problem: ended %q", g.EndReason)
	}
	if answer := sendKindForm(t, ref, "free_start", map[string]string{"rounds": "2", "first": "lot"}); answer == "" {
		t.Fatal("the free-game event's start not answered")
	}
	if answer := sendKindForm(t, ref, "free_pair", nil); !strings.Contains(answer, "turul 1 împerecheat (lot): 3 mese") {
		t.Errorf("the free game's pairing answered %q", answer)
	}
	within(t, display, 5*time.Second, "the free game's pairings on the projector", `document.querySelectorAll("#screen-sections .kind-pairings tbody tr").length === 3`)
	browsertest.Screenshot(t, display, "whole-round-display-free-pairings")
	if fs := freeState(t, room); len(fs.Rounds) != 1 || len(fs.Rounds[0].Boards) != 3 {
		t.Errorf("the free game after its first pairing: %+v", fs.Rounds)
	}
}
