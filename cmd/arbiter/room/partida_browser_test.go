package room

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/internal/kindtest"
	"arbiter/reports/browsertest"
)

// partidaBoard is a Partida de Superscrabble's board: AU at H8.
func partidaBoard() []string {
	board := make([]string, 15)
	for i := range board {
		board[i] = strings.Repeat(".", 15)
	}
	board[7] = ".......AU......"
	return board
}

// partidaRound is round k of a Partida on [partidaBoard], of 5 + 5k
// minutes from start, its group DENPRU? typed.
func partidaRound(k int, start time.Time) problem.RoundStarted {
	return problem.RoundStarted{Round: k, Statement: problem.Statement{Kind: problem.PartidaSuperscrabble, Board: partidaBoard(), Rack: "DENPRU?", Minutes: 5 + 5*k}, Typed: true, Start: start}
}

// partidaOpening is a tournament of three players playing a Partida of 3
// rounds on [partidaBoard], its round 1 started at testNow.
func partidaOpening() []arbiter.Event {
	return append(opening()[:4], problem.Started{Game: 1, Statement: problem.Statement{Kind: problem.PartidaSuperscrabble, Board: partidaBoard(), Rounds: 3, Minutes: 10}, Typed: true, Start: testNow},
		partidaRound(1, testNow))
}

// append adds evs to the log, as another station's commands would.
func (m *memReferee) append(tb testing.TB, evs ...arbiter.Event) {
	tb.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, e := range evs {
		var err error
		if m.state, err = arbiter.Apply(m.state, e); err != nil {
			tb.Fatal(err)
		}
		m.evs = append(m.evs, e)
	}
}

// TestSolutionPage_PartidaInBrowser: the solution page sends the round it
// shows (RULES §9.8). A sheet typed on the page still showing round 1
// after the referee placed its scrabble and started round 2 is refused as
// round 1's, in Romanian, and records nothing: it was recorded as round
// 2's, and the player's real round-2 sheet then refused as a second one.
// The page, reloaded, shows round 2 and a sheet typed there answers it.
func TestSolutionPage_PartidaInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false, partidaOpening()...)
	page := browsertest.New(t, 1366, 768)
	loginTab(t, page, tr.http.URL, "/entry", testCode, "Ana")
	open := func(round string) {
		t.Helper()
		if err := chromedp.Do(page, chromedp.Navigate(tr.http.URL+"/solution"), chromedp.WaitVisible(chromedp.CSS("body[data-ready]"))); err != nil {
			t.Fatal(err)
		}
		within(t, page, 2*time.Second, "the page showing "+round, `document.getElementById("problem").textContent.includes("`+round+`")`)
	}
	send := func(table string) {
		t.Helper()
		if err := chromedp.Do(page, chromedp.SetValue(chromedp.CSS("#sheet"), "H8 AU\n"), chromedp.SetValue(chromedp.CSS("#table"), table),
			chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent("\r")); err != nil {
			t.Fatal(err)
		}
	}
	open("Turul 1")
	tr.ref.append(t, problem.ScrabblePlaced{Round: 1, Move: "G2 DEPUNERe", Score: 63}, partidaRound(2, testNow.Add(12*time.Minute)))
	tr.clock.add(13 * time.Minute)
	send("3")
	within(t, page, 2*time.Second, "round 1's sheet refused", `document.getElementById("verdict").textContent === "turul 1 s-a încheiat: scrabble-ul său G2 DEPUNERe este așezat și se joacă turul 2"`)
	browsertest.Screenshot(t, page, "solution-partida-round-over-1366x768")
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if got := kindtest.Problem(t, st.CurrentGame()).Rounds[1].Solutions; len(got) != 0 {
		t.Fatalf("the refused sheet recorded round 2's solutions %+v", got)
	}
	open("Turul 2")
	send("3")
	within(t, page, 2*time.Second, "round 2's sheet recorded", `document.getElementById("verdict").textContent.startsWith("Turul 2, masa 3")`)
}
