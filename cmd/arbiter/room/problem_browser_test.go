package room

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/reports/browsertest"
)

// problemRoom is a room whose tournament plays an Integral partial problem
// of 60 minutes started at testNow (RULES §9.3).
func problemRoom(t *testing.T) *testRoom {
	t.Helper()
	evs := append(opening()[:4], arbiter.ProblemStarted{Game: 1, Statement: problem.Statement{Kind: problem.Partial,
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
	tr.run(arbiter.CloseProblem{})
	d = Display{}
	tr.guest().getJSON("/api/display", &d)
	if d.Phase != "standings" || d.Problem != nil || len(d.Standings) != 3 {
		t.Errorf("the display of the problem closed: %+v", d)
	}
}

// TestProblemInBrowser: the projector shows the open problem and its
// countdown at 1920×1080 and 1024×768; on the solution page a solution is
// sent with Enter in the table's field (it needed the button), and the
// console links to the page.
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
	within(t, page, 2*time.Second, "the problem shown", `document.getElementById("problem").textContent.includes("partial")`)
	sheet := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`
	if err := chromedp.Do(page, chromedp.SetValue(chromedp.CSS("#sheet"), sheet), chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("2\r")); err != nil {
		t.Fatal(err)
	}
	within(t, page, 2*time.Second, "the verdict after Enter", `document.getElementById("verdict").textContent.includes("masa 2")`)
	browsertest.Screenshot(t, page, "solution-1366x768")

	console := browsertest.New(t, 1366, 768)
	loginTab(t, console, tr.http.URL, "/referee", testRefereeCode, "Ion")
	within(t, console, 2*time.Second, "the console's link to the solutions", `document.getElementById("solution-link").getAttribute("href") === "/solution"`)
}
