package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// answerOf is the JavaScript of the answer shown in the console's section
// of the button sel.
func answerOf(sel string) string {
	return `document.querySelector("` + sel + `").closest("section").querySelector(".act-out")`
}

// inView is a JavaScript test that the element of expression el is on
// screen.
func inView(el string) string {
	return `(() => { const r = ` + el + `?.getBoundingClientRect(); return r && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; })()`
}

// TestConsoleWarningsInBrowser gives, repeats and withdraws a disciplinary
// warning from the console at 1366×768
// (RULES §6): the answer shows beside the form, on screen, the form is
// cleared, the same warning again is asked about (Enter answering no) and
// given only on purpose, and the withdrawal leaves one warning standing.
// Then the round is closed: its answer, beside the button, names the
// tables without a slip, the best score in the room and the solo, as
// `arbiter round close` does.
func TestConsoleWarningsInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 6, false)
	room.run(t, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"})
	for table := 2; table <= 5; table++ {
		room.run(t, duplicate.EnterSlip{Table: table, None: true})
	}
	room.run(t, duplicate.ChooseTop{})
	ref := consoleTab(t, room.url)
	within(t, ref, live, "the top", `document.querySelector("#tops li.chosen") !== null`)
	give := func() {
		t.Helper()
		if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#warn-table"), "2"), chromedp.SetValue(chromedp.CSS("#warn-kind"), "disciplinary"),
			chromedp.SetValue(chromedp.CSS("#warn-reason"), "vorbește")); err != nil {
			t.Fatal(err)
		}
		clickOn(t, ref, "#warn")
	}
	warnings := func() int {
		t.Helper()
		st, err := room.server.State(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		return len(st.CurrentGame().Warnings)
	}
	give()
	within(t, ref, live, "the warning, answered beside the form, on screen",
		answerOf("#warn")+`?.textContent === "runda 1, masa 2: avertisment disciplinar (D) (vorbește)" &&
		`+inView(answerOf("#warn"))+` && document.getElementById("warn-table").value === "" && document.getElementById("warn-reason").value === ""`)
	browsertest.Screenshot(t, ref, "console-warning")
	give()
	asked(t, ref, "the same warning asked about", "Runda 1, masa 2 are deja acest avertisment (disciplinar (D), „vorbește”). Îl dați din nou?", "Dă-l din nou")
	browsertest.Screenshot(t, ref, "console-warning-again")
	pressKey(t, ref, "\r")
	within(t, ref, live, "the question answered no", `document.getElementById("ask").hidden`)
	if n := warnings(); n != 1 {
		t.Fatalf("%d warnings after no, want 1", n)
	}
	give()
	clickOn(t, ref, "#ask-yes")
	within(t, ref, live, "the warning given again", `document.getElementById("warn-reason").value === ""`)
	if n := warnings(); n != 2 {
		t.Fatalf("%d warnings given on purpose, want 2", n)
	}
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#warn-table"), "2"), chromedp.SetValue(chromedp.CSS("#warn-kind"), "disciplinary"),
		chromedp.SetValue(chromedp.CSS("#warn-reason"), "dat de două ori")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#withdraw-warning")
	within(t, ref, live, "the warning withdrawn", answerOf("#warn")+`?.textContent === "runda 1, masa 2: avertisment disciplinar (D) retras (dat de două ori)"`)
	if n := warnings(); n != 1 {
		t.Fatalf("%d warnings after the withdrawal, want 1", n)
	}

	clickOn(t, ref, "#close")
	within(t, ref, live, "the close, answered beside its button", `(() => {
		const out = `+answerOf("#close")+`;
		return out && [...out.querySelectorAll(".summary")].map((s) => s.textContent).join(" | ") ===
			"Mese lipsă: 6 | Cel mai bun punctaj din sală: 78 | Solo: masa 1 JUCĂTOR0001 Ion, +3"; })()`)
	browsertest.Screenshot(t, ref, "console-closed")
}

// TestConsoleCloseTypedOnce closes a round under double entry with a slip
// typed once: the close says which tables' slips do not count yet.
func TestConsoleCloseTypedOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 3, true)
	room.run(t, duplicate.ChooseTop{})
	room.run(t, duplicate.TypeSlip{EnterSlip: duplicate.EnterSlip{Table: 3, Position: "H8", Word: "COLUMNA", Score: "78"}, Operator: "Ana"})
	ref := consoleTab(t, room.url)
	within(t, ref, live, "the close allowed", `!document.getElementById("close").disabled`)
	clickOn(t, ref, "#close")
	within(t, ref, live, "the close naming the slip typed once", `document.getElementById("result").textContent.includes("Introduse o dată, așteaptă al doilea operator: 3")`)
}
