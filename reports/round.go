package reports

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// Round is one closed round as the referee announces it (RULES §4.4) and
// the bulletin shows it.
type Round struct {
	Number int
	Rack   Rack
	// Board is the position after the round, the top move placed.
	Board scoring.Board
	// Top is the move chosen as top; its Words list the main word first,
	// then the cross words. TopVariant is what a variant's top adds to it
	// (RULES §7): Tactic's second move, the letters taken from the stock.
	Top        scoring.Move
	TopVariant VariantTop
	// EquivalentTops are the other moves of the top's score (RULES §4.3);
	// only their position and main word are shown. In a variant game they
	// are in VariantEquivalents instead, as announced ("H8 MONAH [H]").
	EquivalentTops     []scoring.Move
	VariantEquivalents []string
	// BestRoomScore is the best score found in the room this round.
	BestRoomScore int
	// SoloTable and SoloName name the player who alone made the best score
	// (RULES §6); SoloTable is 0 when there is no solo.
	SoloTable int
	SoloName  string
	// Solos are every solo of the round, by table: more than one only in a
	// tournament merged with solos by centre (one a centre at most).
	Solos []arbiter.Solo
	// Slips are the round's slips and their verdicts (RULES §5), by table.
	Slips []SlipLine
	// Standings is the ranking after the round; the bulletin shows its top 10.
	Standings []StandingRow
	// Cancelled says the round was cancelled (RULES §4): the bulletin
	// says so under its title.
	Cancelled bool
}

// SlipLine is a slip as the player wrote it and its verdict (RULES §5).
type SlipLine struct {
	Table int
	Name  string
	// Position, Word and Declared are as written; all empty for no slip.
	Position, Word, Declared string
	// Verdict says in English why the slip scores what it does ("valid",
	// "valid, warning: wrong score", a refusal's message, "no slip", …), as
	// the terminal and the exports print it.
	Verdict string
	// Findings are the same verdict as structured values, which the
	// printed sheets and the results site say in the rule set's language.
	Findings []arbiter.Finding
	// Score is the score credited.
	Score int
	// Warning is set when the slip earned a technical warning.
	Warning bool
	// Refused is set when the written move is not legal (RULES §5: 0 points).
	Refused bool
}

// moveText returns "POS WORD" for m in rs's labelling.
func moveText(rs *scoring.RuleSet, m scoring.Move) string {
	return rs.FormatPosition(m.Pos) + " " + m.Word
}

// wordsText lists the move's words with their scores ("VAH 37, CA 2"),
// followed by the bingo bonus if any.
func wordsText(rs *scoring.RuleSet, m scoring.Move, bingo string) string {
	parts := make([]string, 0, len(m.Words)+1)
	for _, w := range m.Words {
		parts = append(parts, w.Word+" "+strconv.Itoa(w.Score))
	}
	if m.Bingo {
		parts = append(parts, bingo+" "+strconv.Itoa(rs.Bingo.Bonus))
	}
	return strings.Join(parts, ", ")
}

// equivalents lists at most n (all for n < 0) of the round's equivalent
// tops as "POS WORD", comma-separated, followed by how many more there are
// ("(+3)").
func (r Round) equivalents(rs *scoring.RuleSet, n int) string {
	parts := r.VariantEquivalents
	if len(parts) == 0 {
		parts = make([]string, len(r.EquivalentTops))
		for i, m := range r.EquivalentTops {
			parts[i] = moveText(rs, m)
		}
	}
	if n < 0 || n >= len(parts) {
		return strings.Join(parts, ", ")
	}
	return strings.Join(parts[:n], ", ") + fmt.Sprintf(" (+%d)", len(parts)-n)
}

// hasEquivalents reports whether the round has equivalent tops.
func (r Round) hasEquivalents() bool { return len(r.EquivalentTops)+len(r.VariantEquivalents) > 0 }

// topText returns the top as announced: "POS WORD", in Tactic both moves
// joined by " + ", the letters taken from the stock in brackets, then the
// score (in Tactic the sum of both moves).
func (r Round) topText(rs *scoring.RuleSet, sep string) string {
	s := moveText(rs, r.Top)
	if m := r.TopVariant.Second; m != nil {
		s += " + " + moveText(rs, *m)
	}
	return s + r.TopVariant.ChosenText() + sep + strconv.Itoa(topScore(r.Top, r.TopVariant))
}

// topWords lists the words of the top's moves with their scores (see
// [wordsText]), Tactic's two moves joined by " / ".
func (r Round) topWords(rs *scoring.RuleSet, bingo string) string {
	s := wordsText(rs, r.Top, bingo)
	if m := r.TopVariant.Second; m != nil {
		s += " / " + wordsText(rs, *m, bingo)
	}
	return s
}

// fresh returns the top's placed tiles as one move, both of Tactic's.
func (r Round) fresh() scoring.Move {
	m := r.Top
	if s := r.TopVariant.Second; s != nil {
		m.Placed = append(slices.Clone(m.Placed), s.Placed...)
	}
	return m
}

// soloText names the round's solo player ("101 POPESCU Ion"), or each of
// them with its centre when there are several ("101 POPESCU Ion (Iași),
// 201 STAN Radu (Cluj)"), or none.
func (r Round) soloText(none string) string {
	if len(r.Solos) > 1 {
		names := make([]string, len(r.Solos))
		for i, s := range r.Solos {
			names[i] = strconv.Itoa(s.Table) + " " + s.Name
			if s.Centre != "" {
				names[i] += " (" + s.Centre + ")"
			}
		}
		return strings.Join(names, ", ")
	}
	if r.SoloTable != 0 {
		return strconv.Itoa(r.SoloTable) + " " + r.SoloName
	}
	return none
}

// RoundSummary prints a round for the referee: the rack, the top with its
// words and score, the equivalent tops, the best score in the room, the solo,
// then every slip with its verdict. On a terminal (tty) the facts are aligned
// "name: value" lines and the slips an aligned table; otherwise everything is
// tab-separated, a blank line between facts and slips.
func RoundSummary(w io.Writer, rs *scoring.RuleSet, r Round, tty bool) error {
	solo := r.soloText("")
	facts := [][2]string{
		{"round", strconv.Itoa(r.Number)},
		{"rack", r.Rack.String()},
		{"top", r.topText(rs, " ")},
		{"words", r.topWords(rs, "bingo")},
		{"equivalent tops", r.equivalents(rs, -1)},
		{"best in room", strconv.Itoa(r.BestRoomScore)},
		{"solo", solo},
	}
	for _, f := range facts {
		line := f[0] + "\t" + f[1] + "\n"
		if tty {
			line = fmt.Sprintf("%-16s %s\n", f[0]+":", f[1])
		}
		if _, err := io.WriteString(w, line); err != nil {
			return err
		}
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	cols := []column{{"table", true}, {"name", false}, {"position", false}, {"word", false},
		{"declared", true}, {"verdict", false}, {"score", true}, {"warning", false}}
	rows := make([][]string, len(r.Slips))
	for i, s := range r.Slips {
		warn := ""
		if s.Warning {
			warn = "A"
		}
		rows[i] = []string{strconv.Itoa(s.Table), s.Name, s.Position, s.Word, s.Declared, s.Verdict,
			strconv.Itoa(s.Score), warn}
	}
	return writeTable(w, tty, cols, rows)
}

// maxEquivalents is how many equivalent tops the bulletin lists by name;
// the rest are counted.
const maxEquivalents = 6

// EncodeBulletin adds the round bulletin, a landscape page for the
// projector and the notice board: on the left the board after the round
// (coordinates, shaded premium squares, the round's move reversed, jokers
// circled); on the right the rack, the top with its words and score, the
// equivalent tops, the best score in the room and the solo, and the top 10
// of the standings.
func (e *PDFEncoder) EncodeBulletin(r Round) error {
	p := e.pdf
	l := e.l
	p.AddPageFormat("L", p.GetPageSizeStr("A4"))
	top := p.GetY() + 6
	const sq = 10.6
	e.drawBoard(margin+7, top, sq, &r.Board, r.fresh())

	x := margin + 7 + 15*sq + 6
	pageW, _ := p.GetPageSize()
	width := pageW - margin - x
	line := func(style string, size float64, text string) {
		p.SetFont(fontFamily, style, size)
		for _, s := range p.SplitText(text, width) {
			p.SetX(x)
			p.CellFormat(width, size*ptToMM*lineGap, s, "", 1, "L", false, 0, "")
		}
	}
	p.SetXY(x, top-6)
	line("B", 18, fmt.Sprintf(l.bulletin, r.Number))
	if r.Cancelled {
		line("B", 13, l.cancelled)
	}
	line("", 13, l.rack+": "+r.Rack.text(l))
	p.Ln(2)
	line("B", 13, l.top)
	line("B", 22, r.topText(e.rs, "  "))
	line("", 11, l.crossWords+": "+r.topWords(e.rs, l.bingo))
	p.Ln(2)
	if r.hasEquivalents() {
		line("B", 11, l.equivalentTops)
		line("", 11, r.equivalents(e.rs, maxEquivalents))
		p.Ln(2)
	}
	line("", 12, l.bestRoom+": "+strconv.Itoa(r.BestRoomScore))
	line("", 12, l.solo+": "+r.soloText(l.none))
	if len(r.Standings) == 0 {
		return e.err("bulletin of round %d", r.Number)
	}
	p.Ln(4)
	line("B", 13, l.standingsTop)
	p.Ln(1)
	standings := r.Standings[:min(len(r.Standings), 10)]
	rows := make([][]string, len(standings))
	for i, s := range standings {
		rows[i] = []string{shownRank(r.Standings, i), s.Name, strconv.Itoa(s.Total)}
	}
	p.SetX(x)
	cols := []pdfCol{{l.rank, 13, "R", true, false}, {l.name, width - 13 - 20, "L", false, true}, {l.total, 20, "R", true, false}}
	e.grid("L", fmt.Sprintf(l.bulletin, r.Number), cols, rows, 11)
	return e.err("bulletin of round %d", r.Number)
}

// RoundOf lays out the round of game g that sum summarises, played under
// rs, for the bulletin: the board with its top placed, the slips, and
// after, the game's standings as they stood when the round closed. The
// round has a rack and a top.
func RoundOf(rs *scoring.RuleSet, g *arbiter.Game, sum arbiter.RoundSummary, after arbiter.Standings) Round {
	r := g.Round(sum.Round)
	out := Round{Number: sum.Round, Rack: RackOf(g, r), Board: r.Board,
		Top: r.Top.Move, TopVariant: VariantTopOf(r.Top), EquivalentTops: r.Top.Alternatives, BestRoomScore: max(sum.BestScore, 0),
		SoloTable: sum.SoloTable, Solos: sum.Solos, Cancelled: r.Cancelled}
	for _, t := range r.Top.VariantAlternatives {
		out.VariantEquivalents = append(out.VariantEquivalents, t.Format(rs))
	}
	out.Board.Apply(r.Top.Move)
	if r.Top.Second != nil {
		out.Board.Apply(*r.Top.Second)
	}
	for _, l := range sum.Slips {
		if l.Table == sum.SoloTable {
			out.SoloName = l.Name
		}
		line := SlipLineOf(l.CardRound)
		line.Table, line.Name, line.Warning = l.Table, l.Name, l.Slip.Verdict.Warning != ""
		out.Slips = append(out.Slips, line)
	}
	out.Standings = RowsOf(after)
	return out
}
