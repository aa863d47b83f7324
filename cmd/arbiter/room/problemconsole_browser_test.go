package room

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// TestProblemConsoleInBrowser: at 1366×768 the console of a composition
// problem shows no slip entry, late slips or missing tables (a problem
// takes none), and the entry page says so; it shows no clock (the problem
// has its own countdown) and of the round's actions the close alone (it
// showed the clock, the cancel and the invalidation, disabled); it offers the disciplinary
// warning alone, chosen already (the form showed the technical one, which
// a problem refuses), and answers it beside the form by the table, with no
// round (RULES §9.1). The entry page links the solutions' page, where a
// problem's entries go, and names the game and its kind: it linked
// nowhere and said "no round yet".
func TestProblemConsoleInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := problemRoom(t)
	ref := browsertest.New(t, 1366, 768)
	loginTab(t, ref, tr.http.URL, "/referee", testRefereeCode, "Ion")
	within(t, ref, 2*time.Second, "the disciplinary warning alone, chosen", `(() => { const k = document.getElementById("warn-kind");
		return k.value === "disciplinary" && [...k.options].filter((o) => !o.hidden).map((o) => o.value).join() === "disciplinary"; })()`)
	within(t, ref, 2*time.Second, "no slip sections", `[...document.querySelectorAll("[data-slips]")].every((s) => s.hidden) &&
		!document.getElementById("warn-kind").closest("section").hidden`)
	within(t, ref, 2*time.Second, "no clock, and the close alone of the round's actions", `(() => { const shown = (id) => { const r = document.getElementById(id).getBoundingClientRect(); return r.width > 0 && r.height > 0; };
		return !shown("seconds") && shown("close") && !shown("cancel-round-button") && !shown("invalidate") && !shown("cancel-round"); })()`)
	if err := chromedp.Do(ref, chromedp.SetValue(chromedp.CSS("#warn-table"), "1"), chromedp.SetValue(chromedp.CSS("#warn-reason"), "telefon")); err != nil {
		t.Fatal(err)
	}
	clickOn(t, ref, "#warn")
	within(t, ref, 2*time.Second, "the warning answered beside the form", answerOf("#warn")+`?.textContent === "masa 1: avertisment disciplinar (D) (telefon)" && `+inView(answerOf("#warn")))
	browsertest.Screenshot(t, ref, "console-problem-warning-1366x768")
	page := browsertest.New(t, 1366, 768)
	loginTab(t, page, tr.http.URL, "/entry", testCode, "Ana")
	within(t, page, 2*time.Second, "the entry page says the game takes no slips", `!document.getElementById("no-slips").hidden &&
		document.getElementById("no-slips").textContent === "Partida curentă nu primește fluturași." && document.getElementById("slip").closest("[data-slips]").hidden`)
	within(t, page, 2*time.Second, "the game and its kind, no round", `document.getElementById("where").textContent === "Partida 1 · Problemă de compunere"`)
	within(t, page, 2*time.Second, "the link to the solutions' page", `(() => { const a = document.getElementById("solution-link");
		return !a.hidden && a.getAttribute("href") === "/solution" && a.textContent === "Soluții" && a.getBoundingClientRect().width > 0; })()`)
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(st.CurrentGame().Warnings); n != 1 {
		t.Errorf("%d warnings recorded, want 1", n)
	}
}
