package room

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/slipinput"
	"arbiter/draw"
	"arbiter/scoring"
)

// TestDisplayRound follows the projector through a round: the rack with
// its announcement names (RULES §4.4), the countdown started, paused and
// run out (seed 004: Start!, Stop!), then the top on the board.
func TestDisplayRound(t *testing.T) {
	tr := newTestRoom(t, false)
	guest, ref := tr.guest(), tr.referee("Referee")
	var d Display
	guest.getJSON("/api/display", &d)
	if d.Phase != "rack" || d.Rack != "ACLMNOU" || len(d.Spelled) != 7 || d.Spelled[0] != "Ana" || d.Spelled[6] != "Udrea" ||
		d.Labels.Warning != "30 de secunde!" || d.CallMs != 30000 || d.Timer.Started || d.Timer.Left != 180000 || d.AnnounceMs != 2500 {
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
	if _, err := tr.ref.Run(t.Context(), duplicate.ChooseTop{}); err != nil {
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
	tr.ref.Run(t.Context(), duplicate.ChooseTop{})
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

// TestDisplayBagFoundFinal checks what the display adds to a round: the
// bag's tiles by kind while the round is played (RULES §2: the Romanian
// bag holds 41 vowels, 57 consonants and 2 jokers, less the rack
// ACLMNOU's 3 vowels and 4 consonants), the players who found the top,
// and the standings marked final once the game is over.
func TestDisplayBagFoundFinal(t *testing.T) {
	tr := newTestRoom(t, false)
	guest, ana := tr.guest(), tr.operator("Ana")
	var d Display
	guest.getJSON("/api/display", &d)
	if d.Bag == nil || *d.Bag != (draw.Kinds{Vowels: 38, Consonants: 53, Jokers: 2}) || d.Rounds != 0 {
		t.Fatalf("bag of round 1: %+v, %d rounds, want 38 vowels, 53 consonants, 2 jokers and no known end", d.Bag, d.Rounds)
	}
	for _, s := range []slipinput.Form{{Table: "1", Position: "H8", Word: "COLUMNA", Score: "78"},
		{Table: "2", Position: "8H", Word: "COLUMNA", Score: "78"}, {Table: "3", Position: "H4", Word: "CALM", Score: "10"}} {
		ana.post("/api/slips", SlipForm{Form: s}, nil)
	}
	if _, err := tr.ref.Run(t.Context(), duplicate.ChooseTop{}); err != nil {
		t.Fatal(err)
	}
	guest.getJSON("/api/display", &d)
	want := []PlayerRef{{1, "POPESCU Ion"}, {2, "IONESCU Maria"}}
	if d.Phase != "top" || fmt.Sprint(d.Top.Found) != fmt.Sprint(want) || d.Bag == nil || d.Bag.Vowels != 38 {
		t.Errorf("top shown: phase %s, found %+v, bag %+v; want the tables 1 and 2 and the bag", d.Phase, d.Top.Found, d.Bag)
	}
	var r Results
	guest.getJSON("/api/results", &r)
	if len(r.Rounds) != 1 || r.Rounds[0].Found != nil {
		t.Errorf("results' rounds carry who found the top: %+v", r.Rounds)
	}
	if _, err := tr.ref.Run(t.Context(), arbiter.CloseRound{}); err != nil {
		t.Fatal(err)
	}
	d = Display{}
	guest.getJSON("/api/display", &d)
	if d.Phase != "standings" || d.Bag != nil || d.Ended {
		t.Errorf("after the round: phase %s, bag %+v, ended %v; want standings, no bag, not final", d.Phase, d.Bag, d.Ended)
	}
	if _, err := tr.ref.Run(t.Context(), arbiter.EndGame{Reason: "time"}); err != nil {
		t.Fatal(err)
	}
	guest.getJSON("/api/display", &d)
	if !d.Ended || d.Labels.Final != "Clasament final" || len(d.Standings) != 3 {
		t.Errorf("after the game: ended %v, %q, %d rows; want the final standings", d.Ended, d.Labels.Final, len(d.Standings))
	}
	if guest.getJSON("/api/results", &r); !r.Ended || r.Labels.Standings != "Clasament" {
		t.Errorf("results after the game: ended %v, labels %+v", r.Ended, r.Labels)
	}
}

// TestDisplayRoundsOfPreparedGame: a prepared game says how many rounds
// it has, which the display shows as "Runda x / y".
func TestDisplayRoundsOfPreparedGame(t *testing.T) {
	evs := opening()
	evs[4] = arbiter.GameStarted{Game: 1, Seed: 42, Prepared: &arbiter.Prepared{SHA256: "ab",
		Racks: []string{"ACLMNOU", "EIRST", "AB"}, Tops: []string{"H8 COLUMNA", "I9 X", "J1 Y"}}}
	tr := newTestRoom(t, false, evs...)
	var d Display
	tr.guest().getJSON("/api/display", &d)
	if d.Round != 1 || d.Rounds != 3 {
		t.Errorf("round %d of %d, want 1 of 3", d.Round, d.Rounds)
	}
}

// TestResultsCard checks a player's card on the phones: each round's
// slip as written, its verdict as the sheets say it (RULES §5) and the
// top; an unknown table is not found, and a table that is no number a
// bad request.
func TestResultsCard(t *testing.T) {
	tr := newTestRoom(t, false)
	ana := tr.operator("Ana")
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "COLUMNA", Score: "80"}}, nil)
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMAN", Score: "78"}}, nil)
	if _, err := tr.ref.Run(t.Context(), duplicate.ChooseTop{}); err != nil {
		t.Fatal(err)
	}
	guest := tr.guest()
	var r Results
	guest.getJSON("/api/results", &r)
	if r.Card != nil || r.Labels.Card != "Fișa jucătorului" {
		t.Errorf("results without a table: card %+v, label %q", r.Card, r.Labels.Card)
	}
	guest.getJSON("/api/results?table=1", &r)
	want := CardLine{Round: 1, Position: "H8", Word: "COLUMNA", Declared: "80", Score: 78,
		Verdict: "greșeală de calcul: declarat 80, punctajul real 78", Warning: true, Top: true, Solo: true,
		TopMove: "H8 COLUMNA", TopScore: 78}
	if r.Card == nil || r.Card.Player.Table != 1 || r.Card.Player.Name != "POPESCU Ion" || len(r.Card.Rounds) != 1 || r.Card.Rounds[0] != want {
		t.Fatalf("card of table 1: %+v, want %+v", r.Card, want)
	}
	guest.getJSON("/api/results?table=2", &r)
	if l := r.Card.Rounds[0]; !l.Refused || l.Score != 0 || l.Verdict != "COLUMAN nu este admis (nu este în lexic)" {
		t.Errorf("card of table 2: %+v", l)
	}
	guest.getJSON("/api/results?table=3", &r)
	if l := r.Card.Rounds[0]; l.Position != "" || l.Verdict != "fluturaș nepredat" {
		t.Errorf("card of table 3, no slip: %+v", l)
	}
	var e apiErr
	for q, st := range map[string]int{"9": http.StatusNotFound, "x": http.StatusBadRequest, "-1": http.StatusBadRequest} {
		status, body := guest.get("/api/results?table=" + q)
		if json.Unmarshal([]byte(body), &e); status != st || e.Error.Message == "" {
			t.Errorf("table %s: status %d %s, want %d with a message", q, status, body, st)
		}
	}
}
