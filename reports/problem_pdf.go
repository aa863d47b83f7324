package reports

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/arbiter/problem"
	"arbiter/scoring"
)

// EncodeProblemStatement adds the statement the players of a composition
// problem get (RULES §9): its name, what it asks, its time, and its
// letters (sir's in the order drawn), groups, or board and group.
func (e *PDFEncoder) EncodeProblemStatement(st problem.Statement) error {
	return e.encodeStatement(problemTextFor(e.rs.Language).statement+" — "+problemNames[st.Kind], st)
}

// encodeStatement adds the statement st on a page of its own titled title.
func (e *PDFEncoder) encodeStatement(title string, st problem.Statement) error {
	t := problemTextFor(e.rs.Language)
	p := e.pdf
	e.newPage("P", title)
	p.SetFont(fontFamily, "", 12)
	p.MultiCell(0, 6, t.asks[st.Kind], "", "L", false)
	if st.Consonants {
		p.MultiCell(0, 6, t.consonants, "", "L", false)
	}
	p.Ln(2)
	p.SetFont(fontFamily, "B", 13)
	p.CellFormat(0, 7, fmt.Sprintf("%d %s", st.Minutes, t.minutes), "", 1, "L", false, 0, "")
	p.Ln(3)
	line := func(label, text string) {
		p.SetFont(fontFamily, "", 12)
		p.CellFormat(0, 7, label, "", 1, "L", false, 0, "")
		p.SetFont(fontFamily, "B", 20)
		p.MultiCell(0, 10, text, "", "L", false)
		p.Ln(2)
	}
	switch {
	case st.Letters != "":
		line(fmt.Sprintf("%s (%d)", t.letters, len(st.Letters)), spaced(st.Letters))
	case len(st.Groups) > 0:
		announced := st.Announced(e.rs)
		rows := make([][]string, len(announced))
		for i, g := range announced {
			rows[i] = []string{strconv.Itoa(i + 1), spaced(g)}
		}
		e.grid("P", t.groups, []pdfCol{{t.group, 25, "C", true, false}, {t.letters, 80, "L", true, false}}, rows, 16)
	}
	if len(st.Board) > 0 {
		b, err := scoring.ReadBoard(strings.NewReader(strings.Join(st.Board, "\n") + "\n"))
		if err != nil {
			return fmt.Errorf("reports: the problem's board: %w", err)
		}
		top := p.GetY() + 8
		e.drawBoard(margin+7, top, 11, &b, scoring.Move{})
		p.SetXY(margin, top+15*11+4)
	}
	if st.Rack != "" {
		line(t.group, spaced(st.Rack))
	}
	return e.err("statement of the %s problem", st.Kind)
}

// spaced writes letters with a space between each, '?' a joker.
func spaced(letters string) string {
	return strings.Join(strings.Split(letters, ""), " ")
}

// EncodeProblemResults adds the ranking of a problem (RULES §9): each
// player's rank, the figures the kind ranks by and the hand-in time; the
// players without a solution last.
func (e *PDFEncoder) EncodeProblemResults(st problem.Statement, rows []problem.Row) error {
	t := problemTextFor(e.rs.Language)
	title := t.results + " — " + problemNames[st.Kind]
	headings := map[string]string{"rank": e.l.rank, "table": e.l.table, "name": e.l.name, "club": e.l.club,
		"total": t.total, "score": t.score, "warnings": t.warnShort, "penalty": t.penalty, "ranking_points": t.rankingPoints,
		"scores": t.score, "ranking_penalty": t.penalty, "solutions": t.solutions, "found": t.found,
		"deducted": t.deducted, "letters_used": t.lettersUsed, "handed_in": t.handedIn, "rounds": partidaTextFor(e.rs.Language).rounds}
	var cols []pdfCol
	rest := 210 - 2*margin // what the columns but name and club leave them, on A4
	for _, c := range problemColumns(st.Kind) {
		col := pdfCol{headings[c.name], 17, "R", false, false}
		switch c.name {
		case "name", "club":
			col = pdfCol{headings[c.name], 0, "L", c.name == "name", true}
		case "scores":
			col = pdfCol{headings[c.name], 40, "L", false, true}
		case "rank", "table":
			col.width = 11
		}
		rest -= col.width
		cols = append(cols, col)
	}
	for i := range cols {
		if cols[i].width == 0 {
			cols[i].width = min(40, rest/2)
		}
	}
	cells := problemTable(st.Kind, rows)
	for _, r := range cells {
		for i, c := range r {
			if c == "no solution" {
				r[i] = t.noSolution
			}
		}
	}
	e.newPage("P", title)
	e.grid("P", title, cols, cells, 9)
	return e.err("ranking of the %s problem", st.Kind)
}

// EncodeProblemSolution adds one player's solution as checked (RULES §9):
// every move and claimed scrabble with its verdict, score and reasons in
// the sheet's language, then the figures the kind ranks by.
func (e *PDFEncoder) EncodeProblemSolution(st problem.Statement, row problem.Row) error {
	t := problemTextFor(e.rs.Language)
	p := e.pdf
	title := e.solutionPage(st.Kind, &row)
	if !row.Handed {
		return e.err("solution of table %d", row.Table)
	}
	p.CellFormat(0, 7, fmt.Sprintf("%s %s", t.handedIn, problem.FormatHandedIn(row.HandedIn)), "", 1, "L", false, 0, "")
	p.Ln(2)
	v := &row.Verdict
	var rows [][]string
	for _, r := range v.Rounds {
		rows = append(rows, t.moveRows(r, len(rows)+1, false)...)
	}
	rows = append(rows, t.moveRows(v.Moves, len(rows)+1, false)...)
	rows = append(rows, t.moveRows(v.Claims, len(rows)+1, true)...)
	e.grid("P", title, t.moveCols(), rows, 9)
	p.Ln(4)
	p.SetFont(fontFamily, "B", 12)
	p.MultiCell(0, 6, t.figures(v, row.RankingPoints), "", "L", false)
	return e.err("solution of table %d", row.Table)
}

// solutionPage starts the page of row's solution of a problem of kind,
// which says so when the player handed in nothing, and returns its title.
func (e *PDFEncoder) solutionPage(kind problem.Kind, row *problem.Row) string {
	t := problemTextFor(e.rs.Language)
	title := fmt.Sprintf("%s — %s — %d %s", t.solution, problemNames[kind], row.Table, row.Name)
	e.newPage("P", title)
	e.pdf.SetFont(fontFamily, "", 11)
	if !row.Handed {
		e.pdf.CellFormat(0, 7, t.noSolution, "", 1, "L", false, 0, "")
	}
	return title
}

// moveCols are the columns of a solution's moves and claimed scrabbles.
func (t *problemText) moveCols() []pdfCol {
	return []pdfCol{{t.move, 12, "R", false, false}, {t.position, 20, "L", true, false}, {t.word, 40, "L", true, false},
		{t.verdict, 24, "L", false, false}, {t.score, 16, "R", true, false}, {t.why, 68, "L", false, true}}
}

// moveRows returns the rows of moves under moveCols, numbered from first
// (a grouped move by its group); claimed scrabbles show no score.
func (t *problemText) moveRows(moves []problem.MoveVerdict, first int, claims bool) [][]string {
	rows := make([][]string, len(moves))
	for i, mv := range moves {
		n := strconv.Itoa(first + i)
		if mv.Move.Group != 0 {
			n = fmt.Sprintf("%s %d", t.group, mv.Move.Group)
		}
		score := strconv.Itoa(mv.Score)
		if claims {
			score = ""
		}
		rows[i] = []string{n, mv.Move.Position, mv.Move.Word, t.status(mv.Status), score, t.reason(&mv)}
	}
	return rows
}

// figures words what a verdict counts for its kind's ranking.
func (t *problemText) figures(v *problem.Verdict, rankingPoints int) string {
	switch v.Kind.Measure() {
	case problem.BySolutions:
		s := fmt.Sprintf("%s: %d (%s %d, %s %d); %s: %d", t.solutions, v.Solutions, t.found, v.Found, t.deducted, v.Deducted, t.warnings, v.Warnings())
		if v.Kind.CountsLetters() {
			s += fmt.Sprintf("; %s: %d", t.lettersUsed, v.LettersUsed)
		}
		return s
	case problem.ByRankingPoints:
		return fmt.Sprintf("%s: %v; %s: %d; %s: %d (−%d)", t.score, v.Scores, t.warnings, v.Technical, t.rankingPoints, rankingPoints, v.RankingPenalty)
	case problem.ByTotal:
	}
	return fmt.Sprintf("%s: %d (%s %d − %s %d); %s: %d", t.total, v.Total, t.score, v.Score, t.penalty, v.Penalty, t.warnings, v.Warnings())
}
