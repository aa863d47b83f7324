package room

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/internal/kindtest"
	"arbiter/reports/browsertest"
)

// problemRoom is a room whose tournament plays an Integral partial problem
// of 60 minutes started at testNow (RULES §9.3).
func problemRoom(t *testing.T) *testRoom {
	t.Helper()
	evs := append(opening()[:4], problem.Started{Game: 1, Statement: problem.Statement{Kind: problem.Partial,
		Letters: "AAAAACCEHILLLMNNOOUUV", Minutes: 60}, Typed: true, Start: testNow})
	return newTestRoom(t, false, evs...)
}

// TestDisplay_Problem: while a composition problem takes solutions the
// projector shows it, its kind and its time (it said "waiting for the
// letters" throughout); once it is closed, its standings.
func TestDisplay_Problem(t *testing.T) {
	tr := problemRoom(t)
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if d.Phase != "problem" || d.Problem == nil || d.Problem.Title != "Problemă de compunere · partial" || d.Problem.Minutes != 60 ||
		d.Problem.Ends != testNow.Add(time.Hour).UnixMilli() {
		t.Fatalf("the display of an open problem: %+v %+v", d, d.Problem)
	}
	tr.run(problem.Close{})
	d = Display{}
	tr.guest().getJSON("/api/display", &d)
	if d.Phase != "standings" || d.Problem != nil || len(d.Standings) != 3 {
		t.Errorf("the display of the problem closed: %+v", d)
	}
}

// TestProblemInBrowser: the projector shows the open problem and its
// countdown at 1920×1080 and 1024×768; on the solution page a solution's
// moves are typed one a line (it took JSON only), a line typed wrong is
// named at the moves' field, a solution is sent with Enter in the table's
// field (it needed the button), and the console links to the page.
func TestProblemInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := problemRoom(t)
	tab := browsertest.New(t, 1920, 1080)
	ready := `!document.getElementById("problem").hidden && document.getElementById("problem-title").textContent === "Problemă de compunere · partial" &&
		/^[0-9]+:[0-5][0-9]$/.test(document.getElementById("problem-countdown").textContent)`
	onEverySize(t, tab, tr.http.URL+"/display", ready, "display-problem", projectors[0], projectors[3])

	page := browsertest.New(t, 1366, 768)
	loginTab(t, page, tr.http.URL, "/entry", testCode, "Ana")
	if err := chromedp.Do(page, chromedp.Navigate(tr.http.URL+"/solution"), chromedp.WaitVisible(chromedp.CSS("body[data-ready]"))); err != nil {
		t.Fatal(err)
	}
	within(t, page, 2*time.Second, "the problem shown, and how to write its moves", `document.getElementById("problem").textContent.includes("partial") &&
		document.getElementById("sheet-hint").textContent.startsWith("POZIȚIA CUVÂNTUL PUNCTE")`)
	if err := chromedp.Do(page, chromedp.SetValue(chromedp.CSS("#sheet"), "H8 COLUMNA 78\nVAH"), chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("3\r")); err != nil {
		t.Fatal(err)
	}
	within(t, page, 2*time.Second, "a line typed wrong named, in Romanian, at the moves' field", `document.getElementById("verdict").textContent === "rândul 2: „VAH” nu e o mutare: POZIȚIA CUVÂNTUL [PUNCTE]" &&
		document.activeElement.id === "sheet" && document.getElementById("verdict").className.includes("bad")`)
	browsertest.Screenshot(t, page, "solution-refused-1366x768")
	if err := chromedp.Do(page, chromedp.SetValue(chromedp.CSS("#sheet"), "H8 COLUMNA 78\n"), chromedp.SetValue(chromedp.CSS("#table"), "2"),
		chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	within(t, page, 2*time.Second, "the verdict after Enter", `document.getElementById("verdict").textContent.includes("masa 2") &&
		document.getElementById("sheet").value === ""`)
	browsertest.Screenshot(t, page, "solution-1366x768")
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if got := kindtest.Problem(t, st.CurrentGame()).Solutions; len(got) != 1 || got[2].Verdict.Total != 78 {
		t.Errorf("the solutions recorded: %+v", got)
	}

	console := browsertest.New(t, 1366, 768)
	loginTab(t, console, tr.http.URL, "/referee", testRefereeCode, "Ion")
	within(t, console, 2*time.Second, "the console's link to the solutions", `document.getElementById("solution-link").getAttribute("href") === "/solution"`)
}

// TestResultsKindsOnPhone: at 390×844, the phones' results of a
// composition problem rank it as its kind ranks, with no difference to a
// top it has not (RULES §6, §9.3), and an Anticipation player's card shows
// the sheet's rounds as adjudicated (RULES §8). They read everyone 1st on
// 0, a "Dif." equal to the total, and "0, not handed in".
func TestResultsKindsOnPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := problemRoom(t)
	tr.clock.add(10 * time.Minute)
	for table, sheet := range map[int]string{
		1: `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`,
		2: `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}]}]}`,
	} {
		tr.run(problem.HandInSolution{Table: table, At: tr.clock.now(), Sheet: []byte(sheet)})
	}
	tab := browsertest.New(t, phone.w, phone.h)
	if err := chromedp.Do(tab, chromedp.Navigate(tr.http.URL+"/results")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "the problem's standings", `[...document.querySelectorAll("#standings-rows tr")].map((r) => [...r.cells].map((c, i) => i === 2 ? "" : c.textContent).join(" ")).join("|") ===
		"1 2  138 |2 1  78 |3 3  0 "`)
	browsertest.Screenshot(t, tab, "results-problem-390x844")

	ant := anticipationRoom(t, anticipation.Classic)
	ant.run(anticipation.DrawGroup{Group: 2}, anticipation.EnterSheetSlip{Table: 1, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{
		{Position: "H8", Word: "AL", Score: ptr(4)}, {Position: "8G", Word: "BAR", Score: ptr(11)}}, Total: ptr(15)}})
	card := browsertest.New(t, phone.w, phone.h)
	if err := chromedp.Do(card, chromedp.Navigate(ant.http.URL+"/results#t1")); err != nil {
		t.Fatal(err)
	}
	within(t, card, 2*time.Second, "table 1's card", `!document.getElementById("card").hidden && document.getElementById("card-rounds").innerText.includes("H8 AL; 8G BAR") &&
		document.getElementById("card-sum").textContent === "Puncte 15 + Solo 0 − Penalizări 0 = Total 15"`)
	browsertest.Screenshot(t, card, "results-anticipation-card-390x844")
}

func ptr(n int) *int { return &n }
