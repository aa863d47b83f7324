package room

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
	"arbiter/scoring"
)

// TestDisplayRound follows the projector through a round: the rack with
// its announcement names (RULES §4.4), the countdown started, paused and
// run out (seed 004: Start!, Stop!), then the top on the board.
func TestDisplayRound(t *testing.T) {
	tr := newTestRoom(t, false)
	guest, ref := tr.guest(), tr.operator("Referee")
	var d Display
	guest.getJSON("/api/display", &d)
	if d.Phase != "rack" || d.Rack != "ACLMNOU" || len(d.Spelled) != 7 || d.Spelled[0] != "Ana" || d.Spelled[6] != "Udrea" ||
		d.Labels.Warning != "30 de secunde!" || d.Timer.Started || d.Timer.Left != 180000 || d.AnnounceMs != 2500 {
		t.Fatalf("display of a new rack: %+v", d)
	}
	seen := d.RackSeen
	tr.clock.add(10 * time.Second)
	if guest.getJSON("/api/display", &d); d.RackSeen != seen {
		t.Errorf("the rack's announcement restarted at %d, first seen at %d", d.RackSeen, seen)
	}
	if st := ref.post("/api/timer", TimerForm{Action: "start", Seconds: 360}, nil); st != http.StatusOK {
		t.Fatalf("timer start: %d", st)
	}
	start := tr.clock.now()
	tr.clock.add(time.Minute)
	guest.getJSON("/api/display", &d)
	if !d.Timer.Running || d.Timer.Left != 300000 || d.Timer.Stop != start.Add(6*time.Minute).UnixMilli() {
		t.Errorf("a minute into 6: %+v", d.Timer)
	}
	ref.post("/api/timer", TimerForm{Action: "pause"}, nil)
	tr.clock.add(time.Hour)
	d = Display{}
	guest.getJSON("/api/display", &d)
	if d.Timer.Running || d.Timer.Left != 300000 || d.Timer.Stop != 0 {
		t.Errorf("paused: %+v", d.Timer)
	}
	var e apiErr
	if st := ref.post("/api/timer", TimerForm{Action: "pause"}, &e); st != http.StatusConflict || e.Error.Code != "conflict" {
		t.Errorf("pause twice: %d %+v", st, e)
	}
	if st := ref.post("/api/timer", TimerForm{Action: "explode"}, &e); st != http.StatusBadRequest {
		t.Errorf("unknown action: %d", st)
	}
	ref.post("/api/timer", TimerForm{Action: "resume"}, nil)
	tr.clock.add(6 * time.Minute)
	guest.getJSON("/api/display", &d)
	if !d.Timer.Running || d.Timer.Left != 0 {
		t.Errorf("after the time ran out: %+v, want 0 left (Stop!)", d.Timer)
	}
	ref.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "3", Position: "H8", Word: "COLUMNA", Score: "78"}}, nil)
	if _, err := tr.ref.Run(t.Context(), arbiter.ChooseTop{}); err != nil {
		t.Fatal(err)
	}
	guest.getJSON("/api/display", &d)
	if d.Phase != "top" || d.Top == nil || d.Top.Word != "COLUMNA" || d.Top.Score != 78 || d.Top.Position != "H8" ||
		d.Top.Best != 78 || d.Top.SoloTable != 3 || d.Top.SoloName != "ȘTEFAN <b>Ana</b>" || len(d.Top.Equivalent) != 1 {
		t.Fatalf("display of the top: %+v %+v", d.Phase, d.Top)
	}
	if h := d.Board[7]; len(d.Board) != scoring.Size || h[7].Letter != "C" || !h[7].New || h[7].Premium != "dw" ||
		h[10].Letter != "U" || h[14].Letter != "" || h[14].Premium != "tw" || h[6].New || d.Board[8][8].New {
		t.Errorf("board row H: %+v", d.Board[7])
	}
	if _, err := tr.ref.Run(t.Context(), arbiter.CloseRound{}); err != nil {
		t.Fatal(err)
	}
	guest.getJSON("/api/display", &d)
	if d.Phase != "standings" || len(d.Standings) != 3 || d.Standings[0].Table != 3 || d.Standings[0].Total != 78+2 {
		t.Errorf("standings after the round: %s %+v", d.Phase, d.Standings)
	}
}

// TestDisplayJoker checks that a joker placed by the top is marked.
func TestDisplayJoker(t *testing.T) {
	var b scoring.Board
	m := mustMove(t, "H8 COLUMnA")
	board := boardView(&b, m)
	if sq := board[7][12]; sq.Letter != "N" || !sq.Joker || !sq.New {
		t.Errorf("joker square %+v, want N marked as a joker and new", sq)
	}
}

// TestResults checks the players' results: standings and each round's top.
func TestResults(t *testing.T) {
	tr := newTestRoom(t, false)
	ana := tr.operator("Ana")
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"}}, nil)
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H4", Word: "CALM", Score: "10"}}, nil)
	var r Results
	tr.guest().getJSON("/api/results", &r)
	if r.Tournament != "Cupa" || r.Game != 1 || len(r.Rounds) != 0 || len(r.Standings) != 3 {
		t.Errorf("results before the top: %+v", r)
	}
	tr.ref.Run(t.Context(), arbiter.ChooseTop{})
	tr.guest().getJSON("/api/results", &r)
	if len(r.Rounds) != 1 || r.Rounds[0].Word != "COLUMNA" || r.Rounds[0].Best != 78 ||
		r.Standings[0].Table != 1 || r.Standings[0].Rank != 1 || r.Standings[0].Total != 78+2 {
		t.Errorf("results after the top: %+v", r)
	}
	var v struct{ Version string }
	tr.guest().getJSON("/api/version", &v)
	if v.Version != r.Version {
		t.Errorf("version %q, results at %q", v.Version, r.Version)
	}
}

// TestDisplayRemainderFirst checks that the letters kept from the last
// round are shown and spelled first (seed 004: "se vor anunta intai
// acestea"), then the new ones, each in alphabetical order (RULES §4.2).
func TestDisplayRemainderFirst(t *testing.T) {
	calm := arbiter.TopChosen{Round: 1, Move: mustMove(t, "H8 CALM"), Choice: 1}
	tr := newTestRoom(t, false, append(opening(), calm, arbiter.RoundClosed{Round: 1},
		arbiter.RackDrawn{Round: 2, Remainder: "NOU", New: "AHLV", Manual: true})...)
	var d Display
	tr.guest().getJSON("/api/display", &d)
	want := []string{"Nicolae", "Ovidiu", "Udrea", "Ana", "Haralambie", "Lazăr", "Vasile"}
	if d.Rack != "NOU + AHLV" || fmt.Sprint(d.Spelled) != fmt.Sprint(want) {
		t.Errorf("rack %q spelled %v, want NOU + AHLV spelled %v", d.Rack, d.Spelled, want)
	}
}

// mustMove scores the move text on an empty board, without a rack.
func mustMove(t *testing.T, text string) scoring.Move {
	t.Helper()
	rs, _ := scoring.Builtin("ro")
	play, err := rs.ParsePlay(text)
	if err != nil {
		t.Fatal(err)
	}
	var b scoring.Board
	m, err := scoring.Check(rs, nil, &b, nil, play)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
