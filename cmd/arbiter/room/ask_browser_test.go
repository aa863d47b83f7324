package room

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/slipinput"
	"arbiter/internal/kindtest"
	"arbiter/reports/browsertest"
)

// clickOn clicks the element sel of tab, failing the test if it cannot.
func clickOn(t *testing.T, tab context.Context, sel string) {
	t.Helper()
	if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS(sel))); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// pressKey types key in tab's focused element.
func pressKey(t *testing.T, tab context.Context, key string) {
	t.Helper()
	if err := chromedp.Do(tab, chromedp.KeyEvent(key)); err != nil {
		t.Fatalf("key %q: %v", key, err)
	}
}

// asked waits until tab asks question text, its answer yes labelled yes.
func asked(t *testing.T, tab context.Context, what, text, yes string) {
	t.Helper()
	within(t, tab, live, what, `!document.getElementById("ask").hidden && document.getElementById("ask-text").textContent === `+strconv.Quote(text)+
		` && document.getElementById("ask-yes").textContent === `+strconv.Quote(yes))
}

// TestConsoleAsksBeforeItCosts has the referee show the top and close the
// round while the clock still runs, and cancel a round, from the console
// at 1366×768: each asks first, naming the time left or the round and
// the slips it costs (RULES §4.5), and Enter, on "back", does nothing.
// A round typed for "invalidate the top" is not the round cancelled: the
// two actions have fields of their own, and an empty round is the
// current one.
func TestConsoleAsksBeforeItCosts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 6, false)
	ref := consoleTab(t, room.url)
	room.run(t, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"})
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#seconds"), "90")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, `[data-timer="start"]`)
	within(t, ref, live, "the clock running", `!document.querySelector('[data-timer="pause"]').disabled`)

	clickOn(t, ref, "#program-top")
	within(t, ref, live, "the question before the top", `!document.getElementById("ask").hidden &&
		/^Timpul nu s-a terminat \(mai sunt 1:[23][0-9]\)\. Arătați acum topul pe afișaj\?$/.test(document.getElementById("ask-text").textContent) &&
		document.activeElement.id === "ask-no" && document.getElementById("ask-yes").textContent === "Topul programului"`)
	browsertest.Screenshot(t, ref, "console-ask-top")
	pressKey(t, ref, "\r")
	within(t, ref, live, "the question gone", `document.getElementById("ask").hidden`)
	time.Sleep(500 * time.Millisecond) // what a click would have recorded by now
	if top := room.server.Current().Top; top != nil {
		t.Fatalf("Enter on the question chose the top %+v", top)
	}
	clickOn(t, ref, "#program-top")
	within(t, ref, live, "the question again", `!document.getElementById("ask").hidden`)
	clickOn(t, ref, "#ask-yes")
	within(t, ref, live, "the top, once confirmed", `document.querySelector("#tops li.chosen") !== null && !document.getElementById("close").disabled`)

	clickOn(t, ref, "#close")
	within(t, ref, live, "the question before the close", `!document.getElementById("ask").hidden &&
		/^Timpul nu s-a terminat \(mai sunt 1:[0-9][0-9]\)\. Închideți acum runda 1\?$/.test(document.getElementById("ask-text").textContent)`)
	pressKey(t, ref, "\x1b")
	within(t, ref, live, "Esc answers back", `document.getElementById("ask").hidden`)
	if round := room.server.Current(); round.Round != 1 {
		t.Fatalf("position %+v", round)
	}
	clickOn(t, ref, "#close")
	clickOn(t, ref, "#ask-yes")
	within(t, ref, live, "round 1 closed", `document.getElementById("close").disabled && !document.getElementById("draw").disabled`)
	clickOn(t, ref, "#draw")
	within(t, ref, live, "round 2", `document.getElementById("where").textContent.includes("Runda 2") && document.getElementById("cancel-round").placeholder === "2"`)

	// Round 1 typed to invalidate its top: the cancel, its own round field
	// empty, is round 2's.
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#invalidate-round"), "1"), chromedp.SetValue(chromedp.CSS("#cancel-reason"), "literele căzute")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#cancel-round-button")
	asked(t, ref, "the question naming round 2 and its slips", "Anulați runda 2? Nimeni nu punctează în ea: fluturașii înregistrați în ea (0) nu mai contează.", "Anulează runda 2")
	browsertest.Screenshot(t, ref, "console-ask-cancel")
	pressKey(t, ref, "\r")
	within(t, ref, live, "the question gone", `document.getElementById("ask").hidden`)
	clickOn(t, ref, "#cancel-round-button")
	clickOn(t, ref, "#ask-yes")
	within(t, ref, live, "round 2 cancelled", `document.getElementById("result").textContent.includes("anulat") && document.getElementById("cancel-reason").value === ""`)
	st, err := room.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	g := st.CurrentGame()
	if g.Rounds[0].Cancelled || !g.Rounds[1].Cancelled {
		t.Errorf("round 1 cancelled %v, round 2 cancelled %v; want round 2 alone", g.Rounds[0].Cancelled, g.Rounds[1].Cancelled)
	}
	if len(g.Rounds[0].Slips[1]) != 1 {
		t.Errorf("round 1, table 1: %+v", g.Rounds[0].Slips[1])
	}
}

// TestConsoleSettlesAnticipationCancel settles an anticipation slip with
// "Anulez turul 1" from the referee's console (RULES §8.5): the console's
// form sends the rounds the slip cancels, as the entry page's does.
func TestConsoleSettlesAnticipationCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	opening, err := anticipation.ReadSlip(slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"})
	if err != nil {
		t.Fatal(err)
	}
	tr.run(opening)
	tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: 3})
	ref := consoleTab(t, tr.http.URL)
	within(t, ref, live, "round 2's form", `!document.getElementById("anticipation").hidden && document.getElementById("where").textContent.includes("Grupa 3")`)
	if n, err := chromedp.Run(ref, chromedp.Evaluate[int](`document.querySelectorAll("#cancel").length`)); err != nil || n != 1 {
		t.Errorf("%d elements are #cancel (%v), want the slip's field alone", n, err)
	}
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#slip #cancel"), "1"),
		chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("1\tPAS"), enter()); err != nil {
		t.Fatal(err)
	}
	within(t, ref, 2*time.Second, "round 2's verdict", `document.getElementById("verdict").textContent.includes("masa 1: PAS; anulează turul 1, 0 puncte")`)
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if bar := kindtest.Anticipation(t, st.CurrentGame()).Sheet(1).Result.Rounds[0].Moves[1]; bar.Status != anticipation.StatusCancelled {
		t.Errorf("BAR after Anulez turul 1 settled on the console: %s, want cancelled", bar.Status)
	}
}
