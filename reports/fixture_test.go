package reports_test

import (
	"strconv"
	"testing"

	"arbiter/arbiter"
	"arbiter/reports"
	"arbiter/scoring"
)

// game is a short Romanian game (RULES §3's worked examples first), its
// rounds, standings and one card, with names carrying Ș, Ț, Ł and
// Italian and French accents.
type game struct {
	rs        *scoring.RuleSet
	header    reports.Header
	racks     []reports.RackLine
	rounds    []reports.Round
	standings []reports.StandingRow
	card      reports.PlayerCard
	// refusedCard has a refused move (RULES §5) in its last round.
	refusedCard reports.PlayerCard
	// categories is the ranking split by category: ranks within each, the
	// overall rank beside, the players without a category last.
	categories []reports.Section
	// warnings are the warning forms of the last round: its slips that
	// scored zero or earned a technical warning.
	warnings []reports.WarningForm
}

// rack parses letters ('?' a joker) into a rack; the Romanian set is used
// for every rule set so that the same letters serve both.
func rack(tb testing.TB, s string) scoring.Rack {
	tb.Helper()
	if s == "" {
		return scoring.Rack{}
	}
	ro, _ := scoring.Builtin("ro")
	r, err := ro.ParseRack(s)
	if err != nil {
		tb.Fatalf("ParseRack(%q): %v", s, err)
	}
	return r
}

// play checks "POS WORD" on b with rack r in the Romanian rule set and
// returns the scored move.
func play(tb testing.TB, b *scoring.Board, r scoring.Rack, s string) scoring.Move {
	tb.Helper()
	ro, _ := scoring.Builtin("ro")
	p, err := ro.ParsePlay(s)
	if err != nil {
		tb.Fatalf("ParsePlay(%q): %v", s, err)
	}
	m, err := scoring.Check(ro, nil, b, &r, p)
	if err != nil {
		tb.Fatalf("Check(%q): %v", s, err)
	}
	return m
}

// newGame returns the fixture game, played by the Romanian rules, to be
// printed with rule set name ("ro" or "it"): the same squares and scores,
// positions and labels in that rule set's labelling and language.
func newGame(tb testing.TB, name string) game {
	tb.Helper()
	rs, ok := scoring.Builtin(name)
	if !ok {
		tb.Fatalf("no rule set %q", name)
	}
	g := game{rs: rs, header: reports.Header{
		Tournament: "Cupa Țării — Iași 2026", Date: "2026-11-29", RuleSet: name,
		Lexicon: "LOC 5.0", Fingerprint: "5d41402abc4b2a76b9719d911017c592a3f1e0c4d9b8a7f6e5d4c3b2a1908070",
		Referee: "Ștefan Răducanu",
	}}
	type step struct {
		remainder, drawn string
		rejected         bool
		play             string
		equivalent       string
	}
	steps := []step{
		{"", "ACLMNOU", false, "H8 COLUMNA", ""},
		{"", "AHLMUVX", false, "I7 VAH", ""},
		{"LMUX", "UUU", true, "", ""},
		{"", "EILMUX?", false, "14G MAXIm", "14G mAXIM"},
		{"ELU", "ARST", false, "K10 SERUm", ""},
	}
	var b scoring.Board
	for _, s := range steps {
		line := reports.RackLine{Round: len(g.rounds) + 1,
			Rack: reports.Rack{Remainder: rack(tb, s.remainder), New: rack(tb, s.drawn)}, Rejected: s.rejected}
		if s.rejected {
			g.racks = append(g.racks, line)
			continue
		}
		full := line.Rack.Remainder.Plus(line.Rack.New)
		before := b
		line.Top = play(tb, &before, full, s.play)
		b.Apply(line.Top)
		g.racks = append(g.racks, line)
		round := reports.Round{Number: line.Round, Rack: line.Rack, Board: b, Top: line.Top,
			BestRoomScore: line.Top.Score}
		if s.equivalent != "" {
			round.EquivalentTops = []scoring.Move{play(tb, &before, full, s.equivalent)}
		}
		g.rounds = append(g.rounds, round)
	}
	g.standings = []reports.StandingRow{
		{Rank: 1, Table: 7, Name: "ȘERBAN Ana-Maria", Club: "CS Iași", Total: 181, PercentOfTop: 110.37, DiffToTop: 17, Tops: 3, Solos: 1},
		{Rank: 2, Table: 3, Name: "ȚURCANU Mihai", Club: "Club Țara", Total: 150, PercentOfTop: 91.46, DiffToTop: -14, Tops: 2},
		{Rank: 2, Table: 12, Name: "POPESCU Ion", Club: "Steaua", Total: 150, PercentOfTop: 91.46, DiffToTop: -14, Tops: 2, Warnings: 1},
		{Rank: 4, Table: 5, Name: "BELLÈ Niccolò", Club: "Città di Udine", Total: 120, PercentOfTop: 73.17, DiffToTop: -44, Tops: 1},
		{Rank: 5, Table: 9, Name: "ŁASKI Piotr", Club: "", Total: 97, PercentOfTop: 59.15, DiffToTop: -67, Tops: 0, Warnings: 4, Penalties: 5},
		{Rank: 6, Table: 1, Name: "DUPONT Élise", Club: "Bruxelles", Total: 60, PercentOfTop: 36.59, DiffToTop: -104, Tops: 0, Warnings: 1},
	}
	in := func(i, rank int, category string) reports.StandingRow {
		r := g.standings[i]
		r.Overall, r.Rank, r.Category = r.Rank, rank, category
		return r
	}
	g.categories = []reports.Section{
		{Name: "Juniori", Rows: []reports.StandingRow{in(1, 1, "Juniori"), in(5, 2, "Juniori")}},
		{Name: "Seniori", Rows: []reports.StandingRow{in(0, 1, "Seniori"), in(2, 2, "Seniori")}},
		{Name: "Veterani", Rows: []reports.StandingRow{in(3, 1, "Veterani")}},
		{Name: "", Rows: []reports.StandingRow{in(4, 1, "")}},
	}
	last := &g.rounds[len(g.rounds)-1]
	last.BestRoomScore = 22
	last.SoloTable, last.SoloName = 7, "ȘERBAN Ana-Maria"
	last.Standings = g.standings
	serum := rs.FormatPosition(last.Top.Pos)
	last.Slips = []reports.SlipLine{
		{Table: 1, Name: "DUPONT Élise", Verdict: "no slip", Findings: find(arbiter.FindNoSlip)},
		{Table: 3, Name: "ȚURCANU Mihai", Position: serum, Word: "SERUm", Declared: "8", Verdict: "valid", Findings: find(arbiter.FindValid), Score: 8},
		{Table: 5, Name: "BELLÈ Niccolò", Position: serum, Word: "SERUM", Declared: "8", Verdict: "unmarked joker", Score: 8, Warning: true,
			Findings: []arbiter.Finding{{Kind: arbiter.WarnUnmarkedJoker, Word: "SERUm"}}},
		{Table: 7, Name: "ȘERBAN Ana-Maria", Position: "L8", Word: "STRUMA", Declared: "22", Verdict: "valid", Findings: find(arbiter.FindValid), Score: 22},
		{Table: 9, Name: "ŁASKI Piotr", Position: serum, Word: "SERUm", Declared: "10", Verdict: "wrong declared score", Score: 8, Warning: true,
			Findings: []arbiter.Finding{{Kind: arbiter.WarnWrongScore, Written: "10", Real: 8}}},
		{Table: 12, Name: "POPESCU Ion", Position: "K9", Word: "ZSERUm", Declared: "30", Verdict: `not in lexicon: "ZSERUM"`, Refused: true,
			Findings: []arbiter.Finding{{Kind: arbiter.FindingKind(scoring.ErrNotInLexicon), Word: "ZSERUM"}}},
	}
	var lines []reports.CardLine
	for _, r := range g.rounds {
		slip := reports.SlipLine{Position: rs.FormatPosition(r.Top.Pos), Word: r.Top.Word,
			Declared: strconv.Itoa(r.Top.Score), Verdict: "valid", Findings: find(arbiter.FindValid), Score: r.Top.Score}
		lines = append(lines, reports.CardLine{Round: r.Number, Rack: r.Rack, Slip: slip, Top: r.Top})
	}
	lines[3].Slip = last.Slips[3]
	lines[3].Solo = true
	g.card = reports.PlayerCard{Player: g.standings[0], Lines: lines}
	refused := append([]reports.CardLine(nil), lines...)
	refused[2].Slip = reports.SlipLine{Position: "14G", Word: "MAX", Declared: "12", Verdict: "valid", Findings: find(arbiter.FindValid), Score: 12}
	refused[3].Slip, refused[3].Solo = last.Slips[5], false
	g.refusedCard = reports.PlayerCard{Player: g.standings[2], Lines: refused}
	for _, s := range last.Slips {
		if s.Score == 0 || s.Warning {
			g.warnings = append(g.warnings, reports.WarningForm{Round: last.Number, Slip: s, Zero: s.Score == 0, Technical: s.Warning})
		}
	}
	g.warnings[1].Reasons = []string{"scor ilizibil"}
	return g
}

// find is the findings of a verdict of one kind without arguments.
func find(k arbiter.FindingKind) []arbiter.Finding { return []arbiter.Finding{{Kind: k}} }
