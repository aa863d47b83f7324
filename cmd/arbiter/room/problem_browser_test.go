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

// TestConsoleEveryKindInBrowser runs a tournament's games from the
// console's page alone, at 1366×768: the duplicate game ended with a
// reason, an oarba Anticipation game chosen among the kinds and started,
// ended, then a composition problem started and closed.
func TestConsoleEveryKindInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false)
	tr.run(arbiter.CancelRound{Reason: "the rack was announced wrongly"})
	tab := browsertest.New(t, 1366, 768)
	loginTab(t, tab, tr.http.URL, "/referee", testRefereeCode, "Ion")
	kindOf := func() arbiter.Kind {
		st, err := tr.ref.State(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		if g := st.CurrentGame(); !g.Ended {
			return g.Kind()
		}
		return ""
	}
	steps := []struct {
		what, actions string
		want          arbiter.Kind
	}{
		{"the duplicate game ended", `document.getElementById("end-reason").value = "time is short"; document.getElementById("end-game").click()`, ""},
		{"an oarba game started", `document.getElementById("next-kind").value = "anticipation/oarba"; document.getElementById("next-game").click()`, arbiter.KindAnticipation},
		{"the oarba game ended", `document.getElementById("end-reason").value = "the hall closes"; document.getElementById("end-game").click()`, ""},
		{"a problem started", `document.getElementById("next-kind").value = "problem/partial"; document.getElementById("next-game").click()`, arbiter.KindProblem},
	}
	for _, s := range steps {
		button := map[bool]string{true: "end-game", false: "next-game"}[s.want == ""]
		within(t, tab, 5*time.Second, s.what+": its button on", `!document.getElementById("`+button+`").disabled`)
		if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](s.actions+`; true`)); err != nil {
			t.Fatal(err)
		}
		within(t, tab, 5*time.Second, s.what+": answered", `document.getElementById("result").textContent !== ""`)
		deadline := time.Now().Add(5 * time.Second)
		for kindOf() != s.want && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		if got := kindOf(); got != s.want {
			t.Fatalf("%s: the game being played is of kind %q, want %q", s.what, got, s.want)
		}
	}
	browsertest.Screenshot(t, tab, "console-problem-1366x768")
}
