package reports

import (
	"fmt"
	"strconv"

	"arbiter/arbiter/problem"
)

// partidaText is what a Partida de Superscrabble's sheets add to a
// problem's wording in one language.
type partidaText struct {
	round, rounds, placed, points string
}

// partidaWords are partidaText by language; English for any other.
var partidaWords = map[string]partidaText{
	"ro": {round: "Turul", rounds: "Tururi", placed: "Scrabble-ul depus de arbitru", points: "puncte"},
	"en": {round: "Round", rounds: "Rounds", placed: "The scrabble the referee placed", points: "points"},
	"fr": {round: "Tour", rounds: "Tours", placed: "Le scrabble posé par l'arbitre", points: "points"},
	"it": {round: "Turno", rounds: "Turni", placed: "Lo scrabble posato dall'arbitro", points: "punti"},
}

// partidaTextFor returns the Partida's words in language.
func partidaTextFor(language string) partidaText {
	if w, ok := partidaWords[language]; ok {
		return w
	}
	return partidaWords["en"]
}

// EncodePartida adds the sheets of a Partida de Superscrabble (RULES §9.8):
// its statement (the rounds announced, each round's time, the starting
// board), then each round's board and group and the scrabble placed to end
// it; with results, each round's count for every player who handed in, the
// ranking over the game and each player's claims round by round. rows are
// the game's ranking ([arbiter.State.ProblemRanking]).
func (e *PDFEncoder) EncodePartida(p *problem.Game, rows []problem.Row, results bool) error {
	st := p.Statement
	w := partidaTextFor(e.rs.Language)
	if err := e.EncodeProblemStatement(st); err != nil {
		return err
	}
	e.pdf.SetFont(fontFamily, "B", 13)
	e.pdf.CellFormat(0, 7, fmt.Sprintf("%s: %d", w.rounds, st.Rounds), "", 1, "L", false, 0, "")
	for i := range p.Rounds {
		if err := e.encodePartidaRound(i+1, &p.Rounds[i], rows, results); err != nil {
			return err
		}
	}
	if !results {
		return nil
	}
	if err := e.EncodeProblemResults(st, rows); err != nil {
		return err
	}
	for _, r := range rows {
		if err := e.encodePartidaSolution(p, r); err != nil {
			return err
		}
	}
	return nil
}

// encodePartidaRound adds round k's page: its statement and the scrabble
// placed to end it; with results, a page of each player's count in it.
func (e *PDFEncoder) encodePartidaRound(k int, r *problem.Round, rows []problem.Row, results bool) error {
	t, w := problemTextFor(e.rs.Language), partidaTextFor(e.rs.Language)
	st := r.Statement
	st.Kind = problem.Superscrabble // the round is a Superscrabble problem (RULES §9.8)
	title := fmt.Sprintf("%s %d — %s", w.round, k, problemNames[problem.PartidaSuperscrabble])
	if err := e.encodeStatement(title, st); err != nil {
		return err
	}
	p := e.pdf
	if r.Placed != "" {
		p.SetFont(fontFamily, "", 12)
		p.CellFormat(0, 7, fmt.Sprintf("%s: %s (%d %s)", w.placed, r.Placed, r.PlacedScore, w.points), "", 1, "L", false, 0, "")
	}
	if !results {
		return e.err("round %d of the partida", k)
	}
	var cells [][]string
	for _, row := range rows {
		sol, ok := r.Solutions[row.Table]
		if !ok {
			continue
		}
		v := sol.Verdict
		cells = append(cells, []string{strconv.Itoa(row.Table), row.Name, strconv.Itoa(v.Found), strconv.Itoa(v.Technical), problem.FormatHandedIn(sol.HandedIn)})
	}
	title = fmt.Sprintf("%s %d — %s", w.round, k, t.results)
	e.newPage("P", title)
	e.grid("P", title, []pdfCol{{e.l.table, 15, "R", false, false}, {e.l.name, 60, "L", true, true},
		{t.found, 25, "R", true, false}, {t.warnShort, 20, "R", false, false}, {t.handedIn, 30, "R", false, false}}, cells, 10)
	return e.err("round %d of the partida", k)
}

// encodePartidaSolution adds one player's claims of every round as
// checked, then the figures the game ranks by.
func (e *PDFEncoder) encodePartidaSolution(p *problem.Game, row problem.Row) error {
	t, w := problemTextFor(e.rs.Language), partidaTextFor(e.rs.Language)
	pdf := e.pdf
	title := e.solutionPage(problem.PartidaSuperscrabble, &row)
	if !row.Handed {
		return e.err("solution of table %d", row.Table)
	}
	for k, r := range p.Rounds {
		sol, ok := r.Solutions[row.Table]
		heading := fmt.Sprintf("%s %d — %s", w.round, k+1, t.noSolution)
		if ok {
			heading = fmt.Sprintf("%s %d — %s %s", w.round, k+1, t.handedIn, problem.FormatHandedIn(sol.HandedIn))
		}
		pdf.SetFont(fontFamily, "B", 11)
		pdf.CellFormat(0, 7, heading, "", 1, "L", false, 0, "")
		if ok && len(sol.Verdict.Claims) > 0 {
			e.grid("P", title, t.moveCols(), t.moveRows(sol.Verdict.Claims, 1, true), 9)
		}
		pdf.Ln(2)
	}
	pdf.Ln(2)
	pdf.SetFont(fontFamily, "B", 12)
	pdf.MultiCell(0, 6, t.figures(&row.Verdict, 0), "", "L", false)
	return e.err("solution of table %d", row.Table)
}
