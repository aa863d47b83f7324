package main

import (
	"bytes"
	"io"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// partidaRoom is a tournament of three players on testdata's tiny list
// with a Partida de Superscrabble of 2 rounds started on the board of the
// seed's "g2" example, built from its moves (RULES §9.8, §9.6).
func partidaRoom(t *testing.T) *room {
	t.Helper()
	useCache(t)
	r := newRoom(t)
	if code, _, errOut := r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", "testdata/partida_words.txt"); code != exitOK {
		t.Fatalf("new: %s", errOut)
	}
	for i, name := range []string{"Ana", "Ion", "Maria"} {
		r.must("player", "add", string(rune('1'+i)), name)
	}
	out := r.must("problem", "start", "--kind", "partida-superscrabble", "--moves", "8H AU, I3 TABLOU, 3G EST", "--rounds", "2", "--letters", "DEPNRU?")
	for _, want := range []string{"partida-superscrabble started, 2 rounds of 10 minutes; board built from 8H AU, I3 TABLOU, 3G EST",
		"round 1 started: group DENPRU? (typed by the referee), 10 minutes"} {
		if !strings.Contains(out, want) {
			t.Fatalf("start: %s\nwant %q", out, want)
		}
	}
	return r
}

// TestPartida_WholeGame plays a whole Partida de Superscrabble through the
// CLI as a careless referee would (RULES §9.8): round 1 has the seed's two
// scrabbles G2 DEPUNERe and G2 DEPUNERi (RULES §9.6), the program's
// proposal, the top-scoring, is G2 DEPUNERe (both score the same, the
// joker on G9 either way; the first in the word's order); round 2, with
// AIINTTT, has one, 8E INRAUTATIT through RAU of column 8. Every refusal
// exits 2 and records nothing; the ranking sums the rounds.
func TestPartida_WholeGame(t *testing.T) {
	r := partidaRoom(t)
	sheet := func(claims ...string) string {
		var parts []string
		for _, c := range claims {
			pos, word, _ := strings.Cut(c, " ")
			parts = append(parts, `{"position": "`+pos+`", "word": "`+word+`"}`)
		}
		return writeFile(t, "sheet.json", `{"solutions": [`+strings.Join(parts, ", ")+`]}`)
	}
	if out := r.must("problem", "solution", "--table", "1", "--sheet", sheet("G2 DEPUNERe", "G2 DEPUNERi"), "--handed-in", "3:00"); !strings.Contains(out, "round 1, table 1: solution handed in at 3:00, 2 solutions") {
		t.Errorf("solution: %s", out)
	}
	r.must("problem", "solution", "--table", "2", "--sheet", sheet("G2 DEPUNERe", "G2 DEPUNeRE"), "--handed-in", "4:00", "--round", "1")
	r.must("problem", "solution", "--table", "3", "--sheet", sheet("G2 DEPUNERi", "8A DEPUNERi"), "--handed-in", "9:00")
	before := len(r.records())
	for _, tt := range []struct {
		args []string
		want string
		code exitCode
	}{
		{[]string{"problem", "place", "G2", "DEPUNERA"}, "round 1: G2 DEPUNERA is not a scrabble of the group DENPRU?", exitRefused},
		{[]string{"problem", "place", "H2", "CA"}, "not a scrabble of the group", exitRefused},
		{[]string{"problem", "place", "8G", "RAU"}, "8G RAU places 1 of the group's 7 tiles", exitRefused},
		{[]string{"problem", "place", "G2 DEPUNERi", "--letters", "AAAAAAA"}, "round 2: AAAAAAA makes no scrabble on this board", exitUsage},
		{[]string{"problem", "place", "G2 DEPUNERi", "--letters", "AIINTTT", "--minutes", "30"}, "30 minutes", exitUsage},
		{[]string{"problem", "place"}, "POSITION WORD, or --top", exitUsage},
		{[]string{"problem", "place", "--top", "G2", "DEPUNERi"}, "POSITION WORD, or --top", exitUsage},
		{[]string{"problem", "solution", "--table", "2", "--sheet", sheet("G2 DEPUNERi"), "--handed-in", "5:00", "--round", "2"}, "no round 2: round 1 of 2 is being played", exitRefused},
		{[]string{"problem", "solution", "--table", "2", "--sheet", sheet("G2 DEPUNERi"), "--handed-in", "5:00"}, "already", exitRefused},
		{[]string{"problem", "start", "--kind", "superscrabble", "--moves", "8H AU", "--board", "b.txt"}, "none of the others can be", exitUsage},
	} {
		code, _, errOut := r.run("", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want %d, %q", tt.args, code, errOut, tt.code, tt.want)
		}
	}
	if after := len(r.records()); after != before {
		t.Errorf("the refused commands recorded %d events", after-before)
	}
	out := r.must("problem", "place", "--top", "--letters", "AIINTTT", "--minutes", "15")
	for _, want := range []string{"round 1 closed: G2 DEPUNERe placed (", "the top-scoring)", "round 2 started: group AIINTTT (typed by the referee), 15 minutes"} {
		if !strings.Contains(out, want) {
			t.Errorf("place: %s\nwant %q", out, want)
		}
	}
	if code, _, errOut := r.run("", "problem", "solution", "--table", "3", "--sheet", sheet("G2 DEPUNERi"), "--round", "1", "--handed-in", "1:00"); code != exitRefused || !strings.Contains(errOut, "round 1 is closed: its scrabble G2 DEPUNERe is placed") {
		t.Errorf("a solution of round 1 in round 2: exit %d, %s", code, errOut)
	}
	entries := `{"entries": [` +
		`{"table": 1, "handed_in": "2:00", "sheet": {"solutions": [{"position": "8E", "word": "INRAUTATIT"}]}},` +
		`{"table": 3, "handed_in": "14:00", "sheet": {"solutions": [{"position": "8E", "word": "INRAUTATIT"}, {"position": "E8", "word": "INRAUTATIT"}, {"position": "8D", "word": "INRAUTATIT"}, {"position": "8E", "word": "INRAUTATIX"}]}}]}`
	if out := r.must("problem", "import", "--file", writeFile(t, "round2.json", entries)); !strings.Contains(out, "2 solutions recorded") {
		t.Errorf("import: %s", out)
	}
	if code, _, errOut := r.run("", "problem", "place", "8E", "INRAUTATIT"); code != exitRefused || !strings.Contains(errOut, "round 2 is the last of the 2 announced") {
		t.Errorf("a placement in the last round: exit %d, %s", code, errOut)
	}
	r.must("problem", "close")
	// Ana 2 + 1; Ion 1 (his second claim is the same solution) and nothing
	// in round 2, so his time counts round 2's whole 15 minutes; Maria 1 +
	// 1 with 1 + 3 technical warnings: the 4th of the game costs one, and
	// her 1 solution ranks after Ion's, handed in sooner in all (RULES §9.8).
	want := "rank\ttable\tname\tclub\tsolutions\tfound\tdeducted\twarnings\trounds\thanded_in\n" +
		"1\t1\tAna\t\t3\t3\t0\t0\t2 1\t5:00\n" +
		"2\t2\tIon\t\t1\t1\t0\t0\t1 0\t19:00\n" +
		"3\t3\tMaria\t\t1\t2\t1\t4\t1 1\t23:00\n"
	if out := r.must("standings", "--game", "1"); out != want {
		t.Errorf("standings:\n%s\nwant\n%s", out, want)
	}
	r.must("verify")
	pdf := filepath.Join(t.TempDir(), "partida.pdf")
	r.must("problem", "sheets", "--results", "--out", pdf)
	containsAll(t, "partida sheets", pdfFlowingText(t, pdf), "Enunț — Partida de Superscrabble", "Tururi: 2",
		"Turul 1 — Partida de Superscrabble", "Scrabble-ul depus de arbitru: G2 DEPUNERe (63 puncte)", "Grupa DENPRU?",
		"Turul 2 — Partida de Superscrabble", "Grupa AIINTTT", "15 minute",
		"1 Ana 2 0 3:00", "3 Maria 1 3 14:00", "Clasament — Partida de Superscrabble",
		"Soluția — Partida de Superscrabble — 3 Maria", "Turul 2 — predată la 14:00", "8E INRAUTATIX refuzată",
		"Soluții: 1 (Găsite 2, Scăzute 1); Avertismente tehnice: 4", "Turul 2 — fără soluție")
}

// TestDemo_Partida plays the demo of a Partida de Superscrabble (RULES
// §9.8) on the embedded list: verify passes; each round's verdicts are the
// ones the rules give the sheets again; each scrabble placed is a
// top-scoring scrabble of its round (the solver's answer key, RULES §9.6)
// and the next round's board is the round's with it placed; the ranking is
// problem.Rank's of the verdicts summed by problem.PartidaVerdict.
func TestDemo_Partida(t *testing.T) {
	warmEmbedded(t)
	dir := t.TempDir()
	if code, _, errOut := runMain("demo", "--discipline", "partida-superscrabble", "--players", "8", "--seed", "4", "--out", dir); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	r := &room{tb: t, db: filepath.Join(dir, "arbiter.db")}
	r.must("verify", "--db", r.db)
	s := r.state()
	g := s.CurrentGame()
	pg, ok := problem.GameOf(g)
	if !ok || !g.Ended || len(pg.Rounds) != partidaDemoRounds {
		t.Fatalf("the demo's game: %+v", g)
	}
	f := &Factory{IO: &IOStreams{Out: io.Discard, ErrOut: io.Discard}, Getenv: func(string) string { return testCache }}
	graph, err := openLexicon(f, s.RuleSet, "")
	if err != nil {
		t.Fatal(err)
	}
	judge, gen := problem.Judge{RS: s.RuleSet, Lex: graph}, solver.New(s.RuleSet, graph)
	verdicts := map[int][]problem.Verdict{}
	handedIn := map[int]time.Duration{}
	for k, round := range pg.Rounds {
		for table, sol := range round.Solutions {
			sheet, err := problem.ReadAnswer(s.RuleSet, &round.Statement, bytes.NewReader(sol.Sheet))
			if err != nil {
				t.Fatalf("round %d, table %d: %v", k+1, table, err)
			}
			if v := judge.Check(&sheet); !reflect.DeepEqual(v, sol.Verdict) {
				t.Errorf("round %d, table %d: recorded %+v, checked again %+v", k+1, table, sol.Verdict, v)
			}
			if verdicts[table] == nil {
				verdicts[table] = make([]problem.Verdict, len(pg.Rounds))
			}
			verdicts[table][k] = sol.Verdict
		}
		for _, p := range s.Players {
			if sol, ok := round.Solutions[p.Table]; ok {
				handedIn[p.Table] += sol.HandedIn
			} else {
				handedIn[p.Table] += time.Duration(round.Statement.Minutes) * time.Minute
			}
		}
		if k+1 < len(pg.Rounds) {
			checkPlaced(t, s.RuleSet, gen, &round, &pg.Rounds[k+1])
		}
	}
	var entries []problem.Entry
	for table, vs := range verdicts {
		entries = append(entries, problem.Entry{Player: strconv.Itoa(table), Verdict: problem.PartidaVerdict(vs), HandedIn: handedIn[table]})
	}
	checkRanks(t, s, g.Number, entries)
}

// checkPlaced checks that the scrabble placed to end round is a
// top-scoring scrabble of its group on its board, and that next's board
// is round's with it placed.
func checkPlaced(t *testing.T, rs *scoring.RuleSet, gen *solver.Generator, round, next *problem.Round) {
	t.Helper()
	board, err := scoring.ReadBoard(strings.NewReader(strings.Join(round.Statement.Board, "\n") + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	group, _ := rs.ParseRack(round.Statement.Rack)
	best := -1
	var placed *scoring.Move
	for _, m := range gen.All(&board, group) {
		if len(m.Placed) != problem.GroupLen {
			continue
		}
		best = max(best, m.Score)
		if rs.FormatMove(m) == round.Placed {
			placed = &m
		}
	}
	if placed == nil || placed.Score != best || round.PlacedScore != best {
		t.Fatalf("placed %s (%d points): not the top-scoring scrabble, %d points", round.Placed, round.PlacedScore, best)
	}
	board.Apply(*placed)
	if got := problem.Rows(&board); !reflect.DeepEqual(got, next.Statement.Board) {
		t.Errorf("the next round's board %q, want %q", next.Statement.Board, got)
	}
}
