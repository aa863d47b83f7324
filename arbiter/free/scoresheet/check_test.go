package scoresheet_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/free/gcg"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// Ana's and Dan's racks in the mini set (see miniSet): together its 14
// tiles, twoRacks.
const (
	anaRack = "ACASTO?"
	danRack = "ASTORE?"
)

var twoRacks = map[string]int{"A": 3, "C": 1, "E": 1, "O": 2, "R": 1, "S": 2, "T": 2}

// graph returns the graph of testdata/words.txt (a few milliseconds to
// build), failing tb when it cannot be read.
func graph(tb testing.TB) *lexicon.Graph {
	tb.Helper()
	data, err := os.ReadFile("testdata/words.txt")
	if err != nil {
		tb.Fatal(err)
	}
	g, err := lexicon.Build(strings.Fields(string(data)))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// miniSet is a set of 14 tiles (A×3 C S×2 T×2 O×2 R E, 2 jokers; C 5, S
// 2, R 3, the others 1): two racks empty the bag at once, so the endings
// come in a few turns.
func miniSet(tb testing.TB, counts map[string]int) *scoring.RuleSet {
	tb.Helper()
	values := map[string]int{"A": 1, "C": 5, "E": 1, "O": 1, "R": 3, "S": 2, "T": 1}
	var letters []string
	for _, l := range []string{"A", "C", "E", "O", "R", "S", "T"} {
		letters = append(letters, fmt.Sprintf(`{"letter": %q, "count": %d, "value": %d}`, l, counts[l], values[l]))
	}
	js := `{"name": "mini", "language": "ro", "labelling": "letter-rows", "letters": [` + strings.Join(letters, ",") + `],
		"jokers": 2, "joker_letters": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "vowels": "AEIOU", "rack_size": 7,
		"bingo": {"bonus": 50, "tiles": [7]}, "draw_minimums": [{"from_round": 1, "vowels": 1, "consonants": 1}],
		"solo": {"half_field": true, "cap": 25, "min_players": 2},
		"warnings": {"penalty_from": 4, "penalty": 5, "disciplinary_weight": 4, "cap_at_round_score": true}}`
	rs, err := scoring.ReadRuleSet(strings.NewReader(js))
	if err != nil {
		tb.Fatal(err)
	}
	return rs
}

func rules(tb testing.TB, name string) scoresheet.Rules {
	tb.Helper()
	r, ok := scoresheet.RulesFor(name)
	if !ok {
		tb.Fatalf("no rules %q", name)
	}
	return r
}

// play is a turn placing word at pos (rule set rs's notation), with the score written.
func play(tb testing.TB, rs *scoring.RuleSet, player int, rack, pos, word string, score int) scoresheet.Turn {
	tb.Helper()
	p, err := rs.ParsePosition(pos)
	if err != nil {
		tb.Fatal(err)
	}
	return scoresheet.Turn{Player: player, Kind: scoresheet.Play, Rack: rack, Pos: p, Word: word, Score: score, Scored: true}
}

func pass(player int, rack string) scoresheet.Turn {
	return scoresheet.Turn{Player: player, Kind: scoresheet.Pass, Rack: rack}
}

func off(t scoresheet.Turn) scoresheet.Turn {
	t.Challenge = scoresheet.Off
	return t
}

func check(tb testing.TB, rs *scoring.RuleSet, r scoresheet.Rules, players []string, turns ...scoresheet.Turn) *scoresheet.Sheet {
	tb.Helper()
	sheet, err := scoresheet.Check(rs, r, nil, &scoresheet.Record{Players: players, Turns: turns})
	if err != nil {
		tb.Fatalf("Check(): %v", err)
	}
	return sheet
}

// TestCheck_Seed002 is seed 002's worked example (RULES §3): H8 COLUMNA
// 78, then I7 VAH 60, written 58 on the scoresheet: the score is flagged
// with the right one and the totals are corrected.
func TestCheck_Seed002(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	sheet := check(t, rs, rules(t, "ro"), []string{"Ana", "Dan"},
		play(t, rs, 0, "ACLMNOU", "H8", "COLUMNA", 78),
		play(t, rs, 1, "AHLMUVX", "I7", "VAH", 58))
	want := []scoresheet.Finding{{Line: 2, Player: 1, Code: scoresheet.WrongScore, Written: 58, Right: 60,
		Message: "line 2 (Dan): I7 VAH: 58 written, the right score is 60 (VAH 37 + CA 2 + OH 21 = 60)"}}
	if diff := cmp.Diff(want, sheet.Findings); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
	if got, want := sheet.Result.Scores, []int{78, 60}; !cmp.Equal(got, want) {
		t.Errorf("scores = %v, want %v", got, want)
	}
	if got := sheet.Result.Ending; got != scoresheet.Unfinished {
		t.Errorf("ending = %v, want not finished", got)
	}
}

// The endings of seed 004, each a known answer in the mini set.
func TestCheck_Endings(t *testing.T) {
	rs := miniSet(t, twoRacks)
	ro, it := rules(t, "ro"), rules(t, "it")
	players := []string{"Ana", "Dan"}
	casa := play(t, rs, 0, anaRack, "H8", "CASA", 18) // (C5 + A1 + S2 + A1) × 2 on the centre
	stoc := play(t, rs, 0, "OT?", "8E", "sTOC", 7)    // s 0 + T 1 + O 1 + C 5 down column 8
	rost := play(t, rs, 1, danRack, "H8", "ROST", 14) // (R3 + O1 + S2 + T1) × 2
	tao := play(t, rs, 0, anaRack, "9F", "TAO", 4)    // through the O of ROST
	te := play(t, rs, 1, "AE?", "11H", "TE", 2)       // through the T of ROST
	tests := []struct {
		name  string
		rules scoresheet.Rules
		turns []scoresheet.Turn
		want  scoresheet.Result
	}{{
		// "La punctajul jucatorului care a terminat primul literele de pe
		// suport se adauga valoarea literelor ramase pe suportul celuilalt
		// jucator, iar acestuia i se scade valoarea literelor nedepuse."
		name: "WentOut", rules: ro, turns: []scoresheet.Turn{casa, pass(1, danRack), stoc},
		want: scoresheet.Result{Ending: scoresheet.WentOut, Line: 3, Player: 0, Before: []int{25, 0},
			Left: racks(t, rs, "", danRack), Racks: []int{0, 9}, Scores: []int{34, -9}, Winner: 0, Places: []int{1, 2}, Spread: []int{43, -43}},
	}, {
		// "In cazul in care cei doi jucatori spun "pas" consecutiv, ambilor
		// li se scade din punctajul total valoarea literelor ramase pe
		// suport, partida fiind, de asemenea, incheiata."
		name: "TwoPasses", rules: ro, turns: []scoresheet.Turn{casa, pass(1, danRack), pass(0, "OT?")},
		want: scoresheet.Result{Ending: scoresheet.Passes, Line: 3, Player: 0, Before: []int{18, 0},
			Left: racks(t, rs, "OT?", danRack), Racks: []int{2, 9}, Scores: []int{16, -9}, Winner: 0, Places: []int{1, 2}, Spread: []int{25, -25}},
	}, {
		// Seed 001: "Se un giocatore passa due turni consecutivi, la partita
		// è finita": the same passes leave the Italian game running until
		// Dan passes twice.
		name: "ItalianOwnPasses", rules: it, turns: []scoresheet.Turn{casa, pass(1, danRack), pass(0, "OT?"), pass(1, danRack)},
		want: scoresheet.Result{Ending: scoresheet.OwnPasses, Line: 4, Player: 1, Before: []int{18, 0},
			Left: racks(t, rs, "OT?", danRack), Racks: []int{2, 9}, Scores: []int{16, -9}, Winner: 0, Places: []int{1, 2}, Spread: []int{25, -25}},
	}, {
		// "Daca un jucator face de 3 ori consecutiv depuneri gresite,
		// contestate de partener, pierde partida."
		name: "ThreeWrongPlays", rules: ro, turns: []scoresheet.Turn{off(casa), rost, off(tao), te, off(tao)},
		want: scoresheet.Result{Ending: scoresheet.WrongPlays, Line: 5, Player: 0, Before: []int{0, 16},
			Racks: []int{0, 0}, Scores: []int{0, 16}, Winner: 1, Places: []int{2, 1}, Spread: []int{-16, 16}},
	}, {
		// "Daca in trei tururi consecutive, un jucator face doua depuneri
		// gresite si o data anunta "pas", aceasta se considera depunere
		// gresita."
		name: "TwoWrongPlaysAndAPass", rules: ro, turns: []scoresheet.Turn{off(casa), rost, pass(0, anaRack), te, off(tao)},
		want: scoresheet.Result{Ending: scoresheet.WrongPlays, Line: 5, Player: 0, Before: []int{0, 16},
			Racks: []int{0, 0}, Scores: []int{0, 16}, Winner: 1, Places: []int{2, 1}, Spread: []int{-16, 16}},
	}, {
		// "Cu exceptia de mai sus si cu exceptia schimbarii literelor, daca
		// in trei tururi consecutive nu se depune nimic corect pe tabla,
		// partida se incheie la egalitate."
		name: "ThreeScorelessTurns", rules: ro, turns: []scoresheet.Turn{off(casa), off(rost), off(casa)},
		want: scoresheet.Result{Ending: scoresheet.Scoreless, Line: 3, Player: 0, Before: []int{0, 0},
			Racks: []int{0, 0}, Scores: []int{0, 0}, Winner: -1, Places: []int{1, 1}, Spread: []int{0, 0}},
	}, {
		// The ambiguous-dictionary withdrawal is not a wrong play (seed 004:
		// "fara ca aceasta sa fie considerata depunere gresita"): three of
		// Ana's do not lose; with Dan's plays between, the game goes on.
		name: "AmbiguousIsNotWrong", rules: ro, turns: []scoresheet.Turn{ambiguous(casa), rost, ambiguous(tao), te, ambiguous(tao)},
		want: scoresheet.Result{Ending: scoresheet.Unfinished, Player: -1, Before: []int{0, 16},
			Racks: []int{0, 0}, Scores: []int{0, 16}, Winner: 1, Places: []int{2, 1}, Spread: []int{-16, 16}},
	}, {
		// Seed 001: "Se la parola sfidata è accettabile, il giocatore che
		// l'ha sfidata perde il suo turno successivo": Dan challenged CASA
		// and lost, so Ana plays again.
		name: "ItalianChallengeCostsTurn", rules: it, turns: []scoresheet.Turn{upheld(casa), stoc},
		want: scoresheet.Result{Ending: scoresheet.WentOut, Line: 2, Player: 0, Before: []int{25, 0},
			Left: racks(t, rs, "", danRack), Racks: []int{0, 9}, Scores: []int{34, -9}, Winner: 0, Places: []int{1, 2}, Spread: []int{43, -43}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sheet := check(t, rs, tt.rules, players, tt.turns...)
			if diff := cmp.Diff(tt.want, sheet.Result); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
		})
	}
}

func ambiguous(t scoresheet.Turn) scoresheet.Turn {
	t.Challenge = scoresheet.Ambiguous
	return t
}

func upheld(t scoresheet.Turn) scoresheet.Turn {
	t.Challenge = scoresheet.Upheld
	return t
}

// racks reads racks of rs; the tests write only racks that read.
func racks(tb testing.TB, rs *scoring.RuleSet, rr ...string) []scoring.Rack {
	tb.Helper()
	var out []scoring.Rack
	for _, s := range rr {
		r, err := rs.ParseRack(s)
		out = append(out, r)
		if err != nil {
			tb.Fatal(err)
		}
	}
	return out
}

// TestCheck_FourPlayers is the classic game's end for several opponents
// (seed 000, rule 18): "Nel caso che un concorrente le avesse giocate
// tutte, il suo punteggio totale verrà allora aumentato della somma di
// tutti i punti rimasti in mano agli avversari", each of whom loses their
// own ("il punteggio totale di ogni giocatore viene ridotto della somma
// delle lettere ancora in suo possesso").
func TestCheck_FourPlayers(t *testing.T) {
	rs := miniSet(t, map[string]int{"A": 3, "C": 1, "E": 4, "O": 5, "R": 5, "S": 2, "T": 6})
	sheet := check(t, rs, rules(t, "it"), []string{"Ana", "Dan", "Eva", "Ion"},
		play(t, rs, 0, anaRack, "H8", "CASA", 18),
		pass(1, danRack), pass(2, "RRRREEE"), pass(3, "TTTTOOO"),
		play(t, rs, 0, "OT?", "8E", "sTOC", 7))
	want := scoresheet.Result{Ending: scoresheet.WentOut, Line: 5, Player: 0, Before: []int{25, 0, 0, 0},
		Left: racks(t, rs, "", danRack, "RRRREEE", "TTTTOOO"), Racks: []int{0, 9, 15, 7},
		Scores: []int{56, -9, -15, -7}, Winner: 0, Places: []int{1, 3, 4, 2}, Spread: []int{63, -65, -71, -63}}
	if diff := cmp.Diff(want, sheet.Result); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

// TestCheck_Refused: a record that cannot be played is refused with the
// line, the player and the reason.
func TestCheck_Refused(t *testing.T) {
	ro, _ := scoring.Builtin("ro")
	mini := miniSet(t, twoRacks)
	players := []string{"Ana", "Dan"}
	columna := play(t, ro, 0, "ACLMNOU", "H8", "COLUMNA", 78)
	tests := []struct {
		name  string
		rs    *scoring.RuleSet
		rules string
		turns []scoresheet.Turn
		code  arbiter.Code
		msg   string
	}{
		{"OffTheBoard", ro, "ro", []scoresheet.Turn{play(t, ro, 0, "ACLMNOU", "H11", "COLUMNA", 78)}, arbiter.EInvalidMove,
			`line 1 (Ana): H11 COLUMNA: "COLUMNA" at H11 runs off the board: 7 letters from there reach past the edge`},
		{"ThroughAnOccupiedSquare", ro, "ro", []scoresheet.Turn{columna, play(t, ro, 1, "AHLMUVX", "8G", "VAH", 20)}, arbiter.EInvalidMove,
			`line 2 (Dan): 8G VAH: "VAH" at 8G: square H8 holds C, the word has A there`},
		{"DotOnAnEmptySquare", ro, "ro", []scoresheet.Turn{columna, play(t, ro, 1, "AHLMUVX", "I7", "VA.", 20)}, arbiter.EInvalidInput,
			`line 2 (Dan): I7 VA.: '.' stands for a tile on the board, but I9 is empty`},
		{"RackTheSetCannotHold", ro, "ro", []scoresheet.Turn{play(t, ro, 0, "ZZABCDE", "H8", "AB", 10)}, arbiter.EInvalidInput,
			`line 1 (Ana): rack "ZZABCDE": 2 × Z, but the ro set holds 1`},
		{"RackTheBagCannotHold", ro, "ro", []scoresheet.Turn{play(t, ro, 0, "AHLMNOU", "H8", "HA", 20), play(t, ro, 1, "AHLMUVX", "I7", "VAH", 20)}, arbiter.ERackMismatch,
			`line 2 (Dan): rack AHLMUVX: the bag cannot hold it: 1 × H, but only 0 left off the board`},
		{"RackTooLarge", ro, "ro", []scoresheet.Turn{play(t, ro, 0, "ACLMNOUE", "H8", "COLUMNA", 78)}, arbiter.ERackMismatch,
			"line 1 (Ana): rack ACLMNOUE has 8 tiles, but Ana holds 7 here"},
		{"TilesNotOnTheRack", ro, "ro", []scoresheet.Turn{play(t, ro, 0, "ACLMNOE", "H8", "COLUMNA", 78)}, arbiter.EInvalidMove,
			`line 1 (Ana): H8 COLUMNA: "COLUMNA" at H8: the rack ACELMNO lacks U (1 tiles) and holds 0 jokers to stand for them`},
		{"OutOfTurn", ro, "ro", []scoresheet.Turn{columna, play(t, ro, 0, "ACLMNOU", "I7", "VAH", 20)}, arbiter.EInvalidInput,
			"line 2 (Ana): it is Dan's turn, not Ana's"},
		{"ChallengeCostsNothingInRo", mini, "ro", []scoresheet.Turn{upheld(play(t, mini, 0, anaRack, "H8", "CASA", 18)), play(t, mini, 0, "OT?", "8E", "sTOC", 7)}, arbiter.EInvalidInput,
			"line 2 (Ana): it is Dan's turn, not Ana's"},
		{"ExchangeWithTheBagEmpty", mini, "ro", []scoresheet.Turn{{Player: 0, Kind: scoresheet.Exchange, Tiles: "CA"}}, scoresheet.EExchangeRefused,
			"line 1 (Ana): no exchange: the bag holds 0 tiles, an exchange needs at least 7 (RULES §10.1)"},
		{"NoSuchPlayer", ro, "ro", []scoresheet.Turn{pass(2, "")}, arbiter.EInvalidInput, "line 1: the record has no player 3"},
		{"ChallengedByHimself", mini, "ro", []scoresheet.Turn{{Player: 0, Kind: scoresheet.Play, Challenger: 1}}, arbiter.EInvalidInput,
			"line 1 (Ana): challenger 1: a challenge is by another of the 2 players"},
		{"EndRackUnknown", ro, "ro", []scoresheet.Turn{columna, pass(1, ""), pass(0, "")}, arbiter.EGameOver,
			"the game ended at line 3 (consecutive passes): write the rack Ana held at the end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scoresheet.Check(tt.rs, rules(t, tt.rules), nil, &scoresheet.Record{Players: players, Turns: tt.turns})
			if got := arbiter.ErrorCode(err); got != tt.code {
				t.Errorf("code = %q, want %q (%v)", got, tt.code, err)
			}
			if got := arbiter.ErrorMessage(err); got != tt.msg {
				t.Errorf("message:\ngot  %s\nwant %s", got, tt.msg)
			}
		})
	}
}

// TestCheck_UnmarkedJoker: a play that needs the rack's joker without
// marking it is read with the joker where it scores least (RULES §5) and
// flagged.
func TestCheck_UnmarkedJoker(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	sheet := check(t, rs, rules(t, "ro"), []string{"Ana", "Dan"}, play(t, rs, 0, "ACLMNO?", "H8", "COLUMNA", 76))
	want := []scoresheet.Finding{{Line: 1, Player: 0, Code: scoresheet.UnmarkedJoker,
		Message: "line 1 (Ana): H8 COLUMNA needs the joker of rack ACLMNO? but does not mark it: read as H8 COLuMNA, the joker where it scores least (RULES §5)"}}
	if diff := cmp.Diff(want, sheet.Findings); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
	if got := sheet.Result.Scores[0]; got != 76 { // (1 + 1 + 1 + 0 + 4·2 + 1 + 1) × 2 + 50
		t.Errorf("score %d, want 76", got)
	}
}

// TestCheck_EndRacks: the racks written at the end count where the record
// does not show them; one of the wrong size is refused; the turns after
// the end are flagged and do not count.
func TestCheck_EndRacks(t *testing.T) {
	ro, _ := scoring.Builtin("ro")
	columna := play(t, ro, 0, "ACLMNOU", "H8", "COLUMNA", 78)
	rec := &scoresheet.Record{Players: []string{"Ana", "Dan"}, EndRacks: []string{"ABCDEFG", "ZXJ?AEI"},
		Turns: []scoresheet.Turn{columna, pass(1, ""), pass(0, ""), play(t, ro, 1, "", "I7", "VAH", 60), pass(0, "")}}
	sheet, err := scoresheet.Check(ro, rules(t, "ro"), nil, rec)
	if err != nil {
		t.Fatal(err)
	}
	// ABCDEFG: 1 + 9 + 1 + 2 + 1 + 8 + 9 = 31; Z X J ? A E I: 30 + 0 + 3 = 33.
	if got := sheet.Result; !cmp.Equal(got.Racks, []int{31, 33}) || !cmp.Equal(got.Scores, []int{47, -33}) || got.Line != 3 {
		t.Errorf("result %+v, want racks 31 and 33, scores 47 and -33, the end at line 3", got)
	}
	want := []scoresheet.Finding{{Line: 4, Player: 1, Code: scoresheet.AfterEnd,
		Message: "line 4 (Dan): the game ended at line 3 (consecutive passes): the turns from here do not count"}}
	if diff := cmp.Diff(want, sheet.Findings); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
	if after := sheet.Turns[3]; !after.After || after.Points != 0 {
		t.Errorf("the turn after the end: %+v, want it not counted", after)
	}
	rec.EndRacks[1] = "ZXJ"
	_, err = scoresheet.Check(ro, rules(t, "ro"), nil, rec)
	if got, want := arbiter.ErrorMessage(err), "Dan's rack at the end, JXZ, has 3 tiles, but Dan holds 7"; got != want {
		t.Errorf("an end rack of the wrong size: %q, want %q", got, want)
	}
}

// TestCheck_Exchange: seed 004, "Schimbarea literelor este permisa numai
// daca in stoc mai sunt cel putin 7 litere": with the ro set's 86 tiles in
// the bag an exchange is taken, the rack kept unknown until written.
func TestCheck_Exchange(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	sheet := check(t, rs, rules(t, "ro"), []string{"Ana", "Dan"},
		scoresheet.Turn{Player: 0, Kind: scoresheet.Exchange, Rack: "ACLMNOU", Tiles: "MN"},
		play(t, rs, 1, "", "H8", "COLUMNA", 78))
	if got, want := sheet.Result.Scores, []int{0, 78}; !cmp.Equal(got, want) {
		t.Errorf("scores = %v, want %v", got, want)
	}
	_, err := scoresheet.Check(rs, rules(t, "ro"), nil, &scoresheet.Record{Players: []string{"Ana", "Dan"}, Turns: []scoresheet.Turn{
		{Player: 0, Kind: scoresheet.Exchange, Rack: "ACLMNOU", Tiles: "XZ"}}})
	if got, want := arbiter.ErrorMessage(err), "line 1 (Ana): exchange of XZ: the rack ACLMNOU lacks XZ"; got != want {
		t.Errorf("exchange of tiles not on the rack:\ngot  %s\nwant %s", got, want)
	}
}

// TestCheck_PartialRack: a rack of fewer tiles than the player holds is
// the part that was seen (a GCG of one side's game writes the opponent's
// so): the play may take the others, and a part the bag cannot hold is
// still refused.
func TestCheck_PartialRack(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	sheet := check(t, rs, rules(t, "ro"), []string{"Ana", "Dan"}, play(t, rs, 0, "CLMNO", "H8", "COLUMNA", 78))
	if got, want := sheet.Result.Scores, []int{78, 0}; !cmp.Equal(got, want) {
		t.Errorf("scores = %v, want %v", got, want)
	}
	_, err := scoresheet.Check(rs, rules(t, "ro"), nil, &scoresheet.Record{Players: []string{"Ana", "Dan"},
		Turns: []scoresheet.Turn{play(t, rs, 0, "CLMNO", "H8", "COLUMNA", 78), play(t, rs, 1, "CCCCCX", "I7", "VAH", 60)}})
	if got, want := arbiter.ErrorMessage(err), "line 2 (Dan): rack CCCCCX: the bag cannot hold it: 5 × C, but only 4 left off the board"; got != want {
		t.Errorf("a part the bag cannot hold:\ngot  %s\nwant %s", got, want)
	}
}

// TestCheck_Findings: a total that does not add up, a phony left on the
// board, a challenge decided against the list, end points written wrong.
func TestCheck_Findings(t *testing.T) {
	rs := miniSet(t, twoRacks)
	casa := play(t, rs, 0, anaRack, "H8", "CASA", 18)
	casa.Total, casa.Totalled = 20, true
	phony := play(t, rs, 1, danRack, "11F", "ETA", 3) // ETA is not in the list; unchallenged, it stays
	taken := off(play(t, rs, 0, "OT?", "8F", "TOC", 7))
	rec := &scoresheet.Record{Players: []string{"Ana", "Dan"}, Turns: []scoresheet.Turn{casa, phony, taken},
		Counted: []scoresheet.Counted{{Line: 9, Player: 1, Points: -3}}}
	sheet, err := scoresheet.Check(rs, rules(t, "ro"), graph(t), rec)
	if err != nil {
		t.Fatal(err)
	}
	want := []scoresheet.Finding{
		{Line: 1, Player: 0, Code: scoresheet.WrongTotal, Written: 20, Right: 18, Message: "line 1 (Ana): total 20 written, but 0 + 18 = 18"},
		{Line: 2, Player: 1, Code: scoresheet.PhonyStands, Message: "line 2 (Dan): 11F ETA would not stand if challenged; unchallenged, it stays (seed 004)"},
		{Line: 3, Player: 0, Code: scoresheet.JudgedWrong, Message: "line 3 (Ana): 8F TOC was taken off, but the list confirms it"},
		{Line: 9, Player: 1, Code: scoresheet.WrongEndPoints, Written: -3, Message: "line 9 (Dan): end points -3 written, the right ones are +0 (not finished)"},
	}
	if diff := cmp.Diff(want, sheet.Findings); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
}

// TestReadTyped reads a Romanian scorekeeper's sheet: names and letters
// with diacritics in both forms, a rack, a play taken off, Romanian words.
func TestReadTyped(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	f, err := os.Open("testdata/typed_ro.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := scoresheet.ReadTyped(rs, f)
	if err != nil {
		t.Fatal(err)
	}
	across := func(row, col int) scoring.Position { return scoring.Position{Row: row, Col: col} }
	want := &scoresheet.Record{
		Players: []string{"Ana Știrbu", "Dan Ţepeş"},
		Turns: []scoresheet.Turn{
			{Line: 3, Player: 0, Kind: scoresheet.Play, Rack: "ACLMNOU", Pos: across(7, 7), Word: "COLUMNA", Score: 78, Scored: true},
			{Line: 4, Player: 1, Kind: scoresheet.Play, Rack: "AHLMUVX", Pos: across(8, 6), Word: "VAH", Score: 58, Scored: true},
			{Line: 5, Player: 0, Kind: scoresheet.Exchange, Tiles: "ST"},
			{Line: 6, Player: 1, Kind: scoresheet.Play, Pos: scoring.Position{Row: 7, Col: 9, Dir: scoring.Down}, Word: "HA", Challenge: scoresheet.Off},
			{Line: 7, Player: 0, Kind: scoresheet.Pass},
			{Line: 8, Player: 1, Kind: scoresheet.TimePenalty, Points: 10},
		},
		EndRacks: []string{"", "AEI"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ReadTyped() (-want +got):\n%s", diff)
	}
}

// TestReadTyped_Errors: each malformed line is refused with its number.
func TestReadTyped_Errors(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	const head = "players Ana, Dan\n"
	tests := []struct{ name, input, msg string }{
		{"NoPlayers", "# nothing\n", `typed record: no players line: write first "players Ana, Dan"`},
		{"TurnFirst", "Ana: pass\n", `typed record, line 1: a turn before the players line: write first "players Ana, Dan"`},
		{"OnePlayer", "players Ana\n", "typed record, line 1: 1 players: a free game has 2 to 4"},
		{"SameName", "players Ana, Ana\n", `typed record, line 1: players "Ana, Ana": each player once, the names separated by commas, without ':', '[' or ']'`},
		{"NoColon", head + "Ana H8 CASA\n", `typed record, line 2: "Ana H8 CASA": write the player, ':' and the turn, as in "Ana: H8 COLUMNA 78"`},
		{"UnknownPlayer", head + "Eva: pass\n", `typed record, line 2: "Eva" is not a player of the players line`},
		{"OffBoard", head + "Ana: H16 CASA\n", `typed record, line 2: position "H16": column 16 is off the board (1–15)`},
		{"BadRack", head + "Ana [ZZ]: pass\n", `typed record, line 2: rack "ZZ": 2 × Z, but the ro set holds 1`},
		{"OpenRack", head + "Ana [ABC: pass\n", "typed record, line 2: rack [ABC: close it with ]"},
		{"Trailing", head + "Ana: H8 CASA 12 maybe\n", `typed record, line 2: "maybe" after the word: write the score, then off, upheld or withdrawn`},
		{"Empty", head + "Ana:\n", "typed record, line 2: Ana's turn is empty: write a play, pass, exchange TILES, time POINTS or end RACK"},
		{"TooLarge", head + "#" + strings.Repeat("x", scoresheet.MaxTyped) + "\n", "typed record: over 1048576 bytes, more than any game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scoresheet.ReadTyped(rs, strings.NewReader(tt.input))
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput || arbiter.ErrorMessage(err) != tt.msg {
				t.Errorf("ReadTyped() = %v (%s)\nwant %s", err, arbiter.ErrorCode(err), tt.msg)
			}
		})
	}
}

// FuzzReadTyped reads any text: what reads is written back by
// FormatTyped and read again to the same record, lines aside, and its
// check refuses or passes without a panic.
func FuzzReadTyped(f *testing.F) {
	data, err := os.ReadFile("testdata/typed_ro.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(data))
	f.Add("players A, B, C\nA: 8H CASA 18 upheld\nB: exchange 3\nC [CASA?]: H7 sCASA retras\n")
	rs, _ := scoring.Builtin("ro")
	ro, _ := scoresheet.RulesFor("ro")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := scoresheet.ReadTyped(rs, strings.NewReader(text))
		if err != nil {
			return
		}
		written := scoresheet.FormatTyped(rs, rec)
		back, err := scoresheet.ReadTyped(rs, strings.NewReader(written))
		if err != nil {
			t.Fatalf("ReadTyped(FormatTyped()): %v\n%s", err, written)
		}
		if diff := cmp.Diff(withoutLines(rec), withoutLines(back)); diff != "" {
			t.Fatalf("read back (-want +got):\n%s\nwritten:\n%s", diff, written)
		}
		if _, err := scoresheet.Check(rs, ro, nil, rec); err != nil && arbiter.ErrorCode(err) == arbiter.EInternal {
			t.Fatalf("Check(): an error without a code: %v", err)
		}
	})
}

// withoutLines returns rec with its turns' line numbers cleared.
func withoutLines(rec *scoresheet.Record) *scoresheet.Record {
	c := *rec
	c.Turns = make([]scoresheet.Turn, 0, len(rec.Turns))
	for _, t := range rec.Turns {
		t.Line = 0
		c.Turns = append(c.Turns, t)
	}
	return &c
}

// readGCG reads a GCG text into a record.
func readGCG(tb testing.TB, text string) *scoresheet.Record {
	tb.Helper()
	g, err := gcg.Read(strings.NewReader(text))
	if err != nil {
		tb.Fatal(err)
	}
	rec, err := scoresheet.FromGCG(g)
	if err != nil {
		tb.Fatal(err)
	}
	return rec
}

// TestFromGCG_Romanian checks a Romanian GCG: diacritics in both forms and
// jokers on the racks and in the words, a score written wrong, a phony
// withdrawn, an exchange, the two passes of seed 004 and the racks taken
// off at the end as written.
func TestFromGCG_Romanian(t *testing.T) {
	data, err := os.ReadFile("testdata/ro_game.gcg")
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := scoring.Builtin("ro")
	sheet, err := scoresheet.Check(rs, rules(t, "ro"), nil, readGCG(t, string(data)))
	if err != nil {
		t.Fatal(err)
	}
	want := []scoresheet.Finding{
		{Line: 6, Player: 1, Code: scoresheet.WrongScore, Written: 58, Right: 60,
			Message: "line 6 (Dan Ţepeş): I7 VAH: 58 written, the right score is 60 (VAH 37 + CA 2 + OH 21 = 60)"},
		{Line: 8, Player: 0, Code: scoresheet.WrongScore, Written: 10, Right: 15,
			Message: "line 8 (Ana Știrbu): G10 StIR: 10 written, the right score is 15 (StIR 4 + SL 2 + tU 1 + IM 5 + RN 3 = 15)"},
	}
	if diff := cmp.Diff(want, sheet.Findings); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
	res := sheet.Result
	if res.Ending != scoresheet.Passes || res.Line != 12 || !cmp.Equal(res.Racks, []int{5, 20}) ||
		!cmp.Equal(res.Scores, []int{73, 40}) || res.Winner != 0 || !cmp.Equal(res.Spread, []int{33, -33}) {
		t.Errorf("result %+v, want two passes at line 12, racks 5 and 20, scores 73 and 40, Ana winning by 33", res)
	}
	if c := sheet.Turns[2]; c.Turn.Challenge != scoresheet.Off || c.Points != 0 || c.Total != 78 {
		t.Errorf("the withdrawn play counts %d (total %d, %v), want 0, 78, taken off", c.Points, c.Total, c.Turn.Challenge)
	}
}

// TestFromGCG_ChallengeBonus: a "(challenge)" line is the play upheld and
// its bonus; under the Italian rules the challenger lost the next turn, so
// the same player plays again, which the Romanian rules refuse.
func TestFromGCG_ChallengeBonus(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	rec := readGCG(t, `#player1 ana
#player2 dan
>ana: ACLMNOU 8H COLUMNA +78 78
>ana: ACLMNOU (challenge) +5 83
>ana: AHLMUVX 9G VAH +60 143
`)
	sheet, err := scoresheet.Check(rs, rules(t, "it"), nil, rec)
	if err != nil {
		t.Fatal(err)
	}
	if got := sheet.Result.Scores; !cmp.Equal(got, []int{143, 0}) || len(sheet.Findings) != 0 {
		t.Errorf("scores %v, findings %v; want 143 and 0, nothing found", got, sheet.Findings)
	}
	_, err = scoresheet.Check(rs, rules(t, "ro"), nil, rec)
	if got, want := arbiter.ErrorMessage(err), "line 5 (ana): it is dan's turn, not ana's"; got != want {
		t.Errorf("under ro: %q, want %q", got, want)
	}
	g, err := gcg.Read(strings.NewReader("#player1 ana\n#player2 dan\n>ana: ACLMNOU 8H COLUMNA +78 78\n>dan: AB (challenge) +5 5\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := scoresheet.FromGCG(g); arbiter.ErrorMessage(err) != "line 4: a challenge bonus follows no play of the same player" {
		t.Errorf("a bonus after the other's play: %v", err)
	}
}

// TestRules_Overtime: WESPA charges 10 points a started minute over; the
// Romanian rules charge none (seed 004 states none).
func TestRules_Overtime(t *testing.T) {
	en, ro := rules(t, "en"), rules(t, "ro")
	for _, tt := range []struct{ seconds, en int }{{-5, 0}, {0, 0}, {1, 10}, {60, 10}, {61, 20}, {600, 100}} {
		if got := en.Overtime(tt.seconds); got != tt.en {
			t.Errorf("en: %d s over = %d points, want %d", tt.seconds, got, tt.en)
		}
		if got := ro.Overtime(tt.seconds); got != 0 {
			t.Errorf("ro: %d s over = %d points, want 0", tt.seconds, got)
		}
	}
	if got, want := ro.ThinkingMinutes, 25; got != want {
		t.Errorf("ro thinking time %d minutes, want %d (seed 004: \"timpul total de gandire este de 25 de minute pentru fiecare jucator\")", got, want)
	}
}

// TestCheck_TimePenalty: a time penalty counts under rules that charge
// one (en, 10 a minute) and is flagged, not counted, under those that do
// not (ro: seed 004 states none).
func TestCheck_TimePenalty(t *testing.T) {
	rs, _ := scoring.Builtin("en")
	rec := readGCG(t, `#player1 ana
#player2 dan
>ana: ACLMNOU 8H COLUMNA +78 78
>dan: (time) -10 -10
`)
	tests := []struct {
		rules    string
		scores   []int
		findings []scoresheet.Finding
	}{
		{"en", []int{78, -10}, nil},
		{"ro", []int{78, 0}, []scoresheet.Finding{{Line: 4, Player: 1, Code: scoresheet.NoOvertime, Written: 10,
			Message: "line 4 (dan): a time penalty of 10, but the ro rules charge none: not counted"}}},
	}
	for _, tt := range tests {
		sheet, err := scoresheet.Check(rs, rules(t, tt.rules), nil, rec)
		if err != nil {
			t.Fatal(err)
		}
		if !cmp.Equal(sheet.Result.Scores, tt.scores) {
			t.Errorf("%s: scores %v, want %v", tt.rules, sheet.Result.Scores, tt.scores)
		}
		if diff := cmp.Diff(tt.findings, sheet.Findings); diff != "" {
			t.Errorf("%s: findings (-want +got):\n%s", tt.rules, diff)
		}
	}
}
