package room

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/internal/kindtest"
	"arbiter/reports/browsertest"
)

// TestDisplayAnticipationInBrowser shows round 1 of an Avocalica game on
// the projector, 1920×1080 and 1024×768 (RULES §8.2, §8.8): the group's
// number, group 1's consonant L and group 7's consonants DGMRR as tiles,
// their names, and the round's 8 minutes counting down; nothing of it
// outside the window.
func TestDisplayAnticipationInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := anticipationRoom(t, anticipation.Avocalica)
	tr.run(anticipation.DrawGroup{Group: 7}, arbiter.StartTimer{At: tr.clock.now()})
	tab := browsertest.New(t, 1920, 1080)
	ready := `document.getElementById("group").textContent === "Grupa 1 + 7" && !document.getElementById("rack").hidden &&
		[...document.querySelectorAll("#tiles .tile")].map((t) => t.textContent).join("") === "L|DGMRR" &&
		document.querySelectorAll("#spelled li:not(.later)").length === 6 && /^[78]:[0-5][0-9]$/.test(document.getElementById("countdown").textContent)`
	onEverySize(t, tab, tr.http.URL+"/display", ready, "display-avocalica", projectors[0], projectors[3])
	names, err := chromedp.Run(tab, chromedp.Evaluate[string](`[...document.querySelectorAll("#spelled li")].map((l) => l.textContent).join(", ")`))
	if err != nil || names != "Lazăr, Dumitru, Gheorghe, Maria, Radu, Radu" {
		t.Errorf("the names read out: %q (%v)", names, err)
	}
}

// TestEntryAnticipationInBrowser types round 1's slip of an anticipation
// game on /entry with the keyboard alone (RULES §8.2): the opening, the
// second move and the total, Tab between the fields, Enter at the end;
// then round 2's slip, PAS and "Anulez turul 1" (§8.5), which cancels
// BAR. The verdicts come back on the page in Romanian. Screenshots at
// 1920×1080 and 1024×768.
func TestEntryAnticipationInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	tab := browsertest.New(t, 1920, 1080)
	loginTab(t, tab, tr.http.URL, "/entry", testCode, "Ana")
	within(t, tab, 2*time.Second, "the form of round 1", `!document.getElementById("tactic").hidden && !document.getElementById("anticipation").hidden &&
		document.getElementById("where").textContent.includes("Grupa 1 + 2")`)
	if err := typeSlip(tab, "", "1", "H8", "AL", "4", "8G", "BAR", "11", "15"); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "round 1's verdict", `document.getElementById("verdict").textContent.includes("H8 AL (validă); 8G BAR (validă), 15 puncte")`)
	browsertest.Screenshot(t, tab, "entry-anticipation-1920x1080")

	tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: 3})
	within(t, tab, 2*time.Second, "the form of round 2", `document.getElementById("tactic").hidden && document.getElementById("where").textContent.includes("Grupa 3")`)
	if err := chromedp.Do(tab, chromedp.EmulateViewport(1024, 768), chromedp.SetValue(chromedp.CSS("#cancel"), "1"),
		chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("1\tPAS"), enter()); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "round 2's verdict", `document.getElementById("verdict").textContent.includes("masa 1: PAS; anulează turul 1, 0 puncte")`)
	within(t, tab, live, "table 1 no longer missing", `document.getElementById("open").textContent.includes("Runda 2: 2 3 (2/3)")`)
	browsertest.Screenshot(t, tab, "entry-anticipation-1024x768")
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if bar := kindtest.Anticipation(t, st.CurrentGame()).Sheet(1).Result.Rounds[0].Moves[1]; bar.Status != anticipation.StatusCancelled {
		t.Errorf("BAR after Anulez turul 1 typed on the page: %s, want cancelled", bar.Status)
	}
}

// TestConsoleGroupInBrowser opens the rounds of an anticipation game from
// the referee's console (RULES §8.2–§8.3), in Romanian: the group's
// section shown and the rack's and top's hidden, round 1's group drawn by
// lot with a click, announced on /display; round 2's group named as drawn
// by hand. Screenshots of the console at 1366×768.
func TestConsoleGroupInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := anticipationRoom(t, anticipation.Classic)
	ref := consoleTab(t, tr.http.URL)
	display := browsertest.Isolated(t, ref)
	if err := chromedp.Do(display, chromedp.Navigate(tr.http.URL+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, ref, live, "the group's section, ready", `!document.getElementById("draw-group").closest("section").hidden &&
		document.getElementById("group-drawn").textContent === "Grupa" &&
		["draw", "program-top"].every((id) => document.getElementById(id).closest("section").hidden) &&
		!document.getElementById("draw-group").disabled && document.getElementById("draw-group").textContent === "Trage grupa următoare"`)
	browsertest.Screenshot(t, ref, "console-group-before")
	if err := chromedp.Do(ref, chromedp.Click(chromedp.CSS("#draw-group"))); err != nil {
		t.Fatal(err)
	}
	within(t, ref, live, "round 1's group drawn", `document.getElementById("result").textContent.includes("trasă la sorți") &&
		document.getElementById("group-drawn").textContent.startsWith("Grupa 1 + ") && document.getElementById("draw-group").disabled`)
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	first := kindtest.Anticipation(t, st.CurrentGame()).Played[0].Group
	within(t, display, live, "round 1's group on the display", fmt.Sprintf(`document.getElementById("group").textContent === "Grupa 1 + %d"`, first))
	browsertest.Screenshot(t, ref, "console-group-drawn")

	tr.run(arbiter.CloseRound{})
	named := 9
	if first == named {
		named = 10
	}
	within(t, ref, live, "the next group allowed", `!document.getElementById("name-group").disabled`)
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#group-number"), fmt.Sprint(named)), chromedp.Click(chromedp.CSS("#name-group"))); err != nil {
		t.Fatal(err)
	}
	within(t, ref, live, "round 2's group named", fmt.Sprintf(`document.getElementById("result").textContent.includes("runda 2: grupa %d, numită de arbitru")`, named))
	within(t, display, 10*live, "round 2's group on the display, its 7 letters read out", fmt.Sprintf(`document.getElementById("group").textContent === "Grupa %d" &&
		document.querySelectorAll("#tiles .tile").length === 7 && document.querySelectorAll("#spelled li:not(.later)").length === 7`, named))
	browsertest.Screenshot(t, ref, "console-group-named")
	browsertest.Screenshot(t, display, "display-group-named")
}
