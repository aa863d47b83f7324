package room

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/reports/browsertest"
)

// TestRoundFromConsole plays a round from the browser alone, the referee
// on /referee and two assistants on /entry at once: the top, the timer
// counting down to Stop! in the room's 24-hour time, slips typed on both
// laptops, a slip that would replace another confirmed first, a caps-lock
// word refused with the cursor back on the word, the round closed with
// its missing table listed, the next rack drawn, the missing slip typed
// into the previous round, typed, marked late, and
// withdrawn by the referee. Every page is in Romanian.
func TestRoundFromConsole(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	room := newLiveRoom(t, 6, false)
	base := room.url
	ref := consoleTab(t, base)
	ana, ioan := browsertest.Isolated(t, ref), browsertest.Isolated(t, ref)
	loginTab(t, ana, base, "/entry", testCode, "Ana")
	loginTab(t, ioan, base, "/entry", testCode, "Ioan")
	if lang, _ := chromedp.Run(ana, chromedp.Evaluate[string](`document.documentElement.lang`)); lang != "ro" {
		t.Errorf("the entry page's language: %q, want ro", lang)
	}
	click := func(tab context.Context, sel string) {
		t.Helper()
		if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS(sel))); err != nil {
			t.Fatalf("click %s: %v", sel, err)
		}
	}
	within(t, ref, live, "the console allows the top, not the close", `!document.getElementById("program-top").disabled && document.getElementById("close").disabled`)
	click(ref, "#program-top")
	within(t, ref, live, "the top", `document.querySelector("#tops li.chosen") && document.querySelector("#tops li.chosen").textContent.startsWith("H8 COLUMNA")`)

	// Tables 1–3 on Ana's laptop, 4–5 on Ioan's, at the same time.
	typeAtOnce(t, []context.Context{ana, ioan}, [][]int{{1, 2, 3}, {4, 5}}, func(table int) []string {
		return []string{fmt.Sprint(table), "H8", "CALM", fmt.Sprint(10 + table)}
	})
	// Table 1 again, otherwise: asked before anything is replaced.
	if err := typeSlip(ana, "", "1", "H8", "COLUMNA", "78"); err != nil {
		t.Fatal(err)
	}
	within(t, ana, live, "the question before replacing", `!document.getElementById("confirm").hidden && document.getElementById("confirm-text").textContent.includes("H8 CALM 11")`)
	click(ana, "#confirm-yes")
	within(t, ana, live, "the correction", `document.getElementById("verdict").textContent.includes("corectat: depunere validă, 78 puncte")`)
	if err := typeSlip(ioan, "", "6", "H8", "columna", "78"); err != nil {
		t.Fatal(err)
	}
	within(t, ioan, live, "a caps-lock word refused, the cursor on the word", `document.getElementById("verdict").className.includes("bad") && document.activeElement.id === "word" && document.getElementById("word").value === "columna"`)
	if err := chromedp.Do(ioan, chromedp.KeyEvent("\x1b")); err != nil {
		t.Fatal(err)
	}

	// The timer: 2 seconds, counted down to Stop!.
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#seconds"), "2")); err != nil {
		t.Fatal(err)
	}
	click(ref, `[data-timer="start"]`)
	within(t, ref, live, "the countdown and the time of Stop!", `/Stop! la \d\d:\d\d:\d\d/.test(document.getElementById("timer-state").textContent) && !document.querySelector('[data-timer="pause"]').disabled && document.querySelector('[data-timer="start"]').disabled`)
	within(t, ref, 3*time.Second, "Stop!", `document.getElementById("timer-state").textContent === "Stop!"`)
	click(ref, "#close")
	within(t, ref, live, "the round closed, table 6 missing", `document.getElementById("open").textContent.includes("Runda 1 ✓: 6") && document.getElementById("close").disabled`)
	click(ref, "#draw")
	within(t, ref, live, "the next rack", `document.getElementById("where").textContent.includes("Runda 2")`)

	// Ioan types table 6 into round 1, closed, which misses it: the page
	// proposes round 2, a closed round taking a slip only when typed.
	within(t, ioan, live, "the current round proposed", `document.getElementById("round").value === "2" && !document.getElementById("goes-to").className.includes("previous")`)
	if err := chromedp.Do(ioan, chromedp.Click(chromedp.CSS("#handed-late"))); err != nil { // handed in after Stop!
		t.Fatal(err)
	}
	if err := typeSlip(ioan, "1", "6", "H8", "CALM", "16"); err != nil {
		t.Fatal(err)
	}
	within(t, ioan, live, "the slip of round 1, late", `document.getElementById("verdict").textContent.includes("Runda 1, masa 6") && document.querySelector("#verdict .late")`)
	within(t, ref, live, "the late slip listed", `document.getElementById("late").textContent.includes("H8 CALM 16")`)
	browsertest.Screenshot(t, ref, "referee")
	browsertest.Screenshot(t, ioan, "entry-late")
	click(ref, "#late button")
	within(t, ref, live, "the late slip withdrawn", `document.getElementById("late").textContent === ""`)

	st := room.state(t)
	g := st.CurrentGame()
	round1, round2 := g.Rounds[0], g.Rounds[1]
	if s, _ := round1.Slip(1); s.Word != "COLUMNA" || len(round1.Slips[1]) != 2 {
		t.Errorf("round 1, table 1: %+v, want COLUMNA replacing CALM", round1.Slips[1])
	}
	if h := round1.Slips[6]; len(h) != 2 || !h[0].Late || h[1].Verdict.Reason != arbiter.ReasonWithdrawn {
		t.Errorf("round 1, table 6: %+v, want a late slip withdrawn", h)
	}
	if len(round2.Slips) != 0 || !round2.HasRack {
		t.Errorf("round 2: %d slips, rack %v; want the rack alone", len(round2.Slips), round2.HasRack)
	}
	if strings.Contains(fmt.Sprint(round1.Slips[6]), "columna") {
		t.Error("the caps-lock word was recorded")
	}
}
