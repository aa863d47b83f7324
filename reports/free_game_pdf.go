package reports

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
)

// FreeGame is a free game's record as checked, for the sheet a player
// takes home (RULES §10.1): its players, the turns as they count and what
// was written wrong, each play beside the best score of its rack when the
// record gives racks (Analysis nil otherwise), and the lines after which
// the board is drawn (none: the board at the end).
type FreeGame struct {
	Players  []string
	Sheet    *scoresheet.Sheet
	Analysis *scoresheet.Analysis
	Boards   []int
}

// freeGameText is the words of a free game's sheet in one language.
type freeGameText struct {
	title, line, player, move, score, total, best, left, note, boardAfter, finalBoard string
	exchange, pass, time, off, upheld, ambiguous, after, scoresOnly                   string
	// endings say each [scoresheet.Ending]; findings each finding's code,
	// the written and the right figure when it has them.
	endings  map[scoresheet.Ending]string
	findings map[scoresheet.FindingCode]string
}

// freeGameTextFor returns the sheet's words in language (ro, it, fr, en;
// English for any other).
func freeGameTextFor(language string) freeGameText {
	switch language {
	case "ro":
		return freeGameText{title: "Fișa partidei libere", line: "Rând", player: "Jucător", move: "Mutare", score: "Puncte", total: "Total",
			best: "Cel mai bun scor al literelor", left: "Pierdut", note: "Observație", boardAfter: "Tabla după rândul %d", finalBoard: "Tabla la sfârșit",
			exchange: "schimb", pass: "pas", time: "penalizare de timp", off: "contestat, retras", upheld: "contestat, valid",
			ambiguous: "retras: dicționare ambigue", after: "după sfârșit", scoresOnly: "Numai scoruri: cel mai mare scor al literelor pe tabla lor, nu cea mai bună mutare (fără rest, fără strategie).",
			endings: map[scoresheet.Ending]string{scoresheet.Unfinished: "partidă neterminată", scoresheet.WentOut: "un jucător a terminat literele",
				scoresheet.Passes: "pase consecutive", scoresheet.OwnPasses: "un jucător a pasat de două ori la rând",
				scoresheet.WrongPlays: "depuneri greșite", scoresheet.Scoreless: "tururi fără nimic așezat: remiză"},
			findings: map[scoresheet.FindingCode]string{scoresheet.WrongScore: "scris %d, corect %d", scoresheet.WrongTotal: "total scris %d, corect %d",
				scoresheet.WrongEndPoints: "puncte de final scrise %d, corect %d", scoresheet.PhonyStands: "cuvânt greșit necontestat: rămâne",
				scoresheet.JudgedWrong: "contestație judecată contrar listei", scoresheet.AfterEnd: "nu contează: după sfârșit",
				scoresheet.NoOvertime: "penalizare de timp nevalabilă", scoresheet.UnmarkedJoker: "joker nemarcat"}}
	case "it":
		return freeGameText{title: "Foglio della partita libera", line: "Riga", player: "Giocatore", move: "Mossa", score: "Punti", total: "Totale",
			best: "Miglior punteggio del leggio", left: "Persi", note: "Nota", boardAfter: "Il tabellone dopo la riga %d", finalBoard: "Il tabellone alla fine",
			exchange: "cambio", pass: "passo", time: "penalità di tempo", off: "contestata, ritirata", upheld: "contestata, valida",
			ambiguous: "ritirata: dizionari ambigui", after: "dopo la fine", scoresOnly: "Solo punteggi: il punteggio più alto del leggio sul suo tabellone, non la mossa migliore (niente rimanenza, niente strategia).",
			endings: map[scoresheet.Ending]string{scoresheet.Unfinished: "partita non finita", scoresheet.WentOut: "un giocatore ha chiuso",
				scoresheet.Passes: "passi consecutivi", scoresheet.OwnPasses: "un giocatore ha passato due volte di seguito",
				scoresheet.WrongPlays: "mosse sbagliate", scoresheet.Scoreless: "turni senza nulla posato: pareggio"},
			findings: map[scoresheet.FindingCode]string{scoresheet.WrongScore: "scritto %d, giusto %d", scoresheet.WrongTotal: "totale scritto %d, giusto %d",
				scoresheet.WrongEndPoints: "punti finali scritti %d, giusti %d", scoresheet.PhonyStands: "parola sbagliata non contestata: resta",
				scoresheet.JudgedWrong: "contestazione decisa contro la lista", scoresheet.AfterEnd: "non conta: dopo la fine",
				scoresheet.NoOvertime: "penalità di tempo non valida", scoresheet.UnmarkedJoker: "jolly non segnato"}}
	case "fr":
		return freeGameText{title: "Feuille de la partie libre", line: "Ligne", player: "Joueur", move: "Coup", score: "Points", total: "Total",
			best: "Meilleur score du tirage", left: "Perdu", note: "Remarque", boardAfter: "La grille après la ligne %d", finalBoard: "La grille à la fin",
			exchange: "échange", pass: "passe", time: "pénalité de temps", off: "contesté, retiré", upheld: "contesté, valable",
			ambiguous: "retiré : dictionnaires ambigus", after: "après la fin", scoresOnly: "Scores seulement : le meilleur score du tirage sur sa grille, pas le meilleur coup (ni reliquat, ni stratégie).",
			endings: map[scoresheet.Ending]string{scoresheet.Unfinished: "partie inachevée", scoresheet.WentOut: "un joueur a fini ses lettres",
				scoresheet.Passes: "passes consécutives", scoresheet.OwnPasses: "un joueur a passé deux fois de suite",
				scoresheet.WrongPlays: "coups erronés", scoresheet.Scoreless: "tours sans rien poser : partie nulle"},
			findings: map[scoresheet.FindingCode]string{scoresheet.WrongScore: "écrit %d, juste %d", scoresheet.WrongTotal: "total écrit %d, juste %d",
				scoresheet.WrongEndPoints: "points de fin écrits %d, justes %d", scoresheet.PhonyStands: "mot faux non contesté : il reste",
				scoresheet.JudgedWrong: "contestation jugée contre la liste", scoresheet.AfterEnd: "ne compte pas : après la fin",
				scoresheet.NoOvertime: "pénalité de temps non valable", scoresheet.UnmarkedJoker: "joker non marqué"}}
	}
	return freeGameText{title: "Free game sheet", line: "Line", player: "Player", move: "Move", score: "Score", total: "Total",
		best: "Best score of the rack", left: "Left", note: "Note", boardAfter: "The board after line %d", finalBoard: "The board at the end",
		exchange: "exchange", pass: "pass", time: "time penalty", off: "challenged off", upheld: "challenged, stands",
		ambiguous: "withdrawn: the lists disagree", after: "after the end", scoresOnly: "Scores only: the best score of each rack on its board, not the best play (no leave, no strategy).",
		endings: map[scoresheet.Ending]string{scoresheet.Unfinished: "not finished", scoresheet.WentOut: "a player went out",
			scoresheet.Passes: "consecutive passes", scoresheet.OwnPasses: "a player passed twice in a row",
			scoresheet.WrongPlays: "wrong plays", scoresheet.Scoreless: "turns with nothing placed: a draw"},
		findings: map[scoresheet.FindingCode]string{scoresheet.WrongScore: "written %d, right %d", scoresheet.WrongTotal: "total written %d, right %d",
			scoresheet.WrongEndPoints: "end points written %d, right %d", scoresheet.PhonyStands: "unchallenged phony: it stays",
			scoresheet.JudgedWrong: "challenge judged against the list", scoresheet.AfterEnd: "does not count: after the end",
			scoresheet.NoOvertime: "time penalty not valid", scoresheet.UnmarkedJoker: "joker not marked"}}
}

// finding says f in t's words, with its figures when its code has them.
func (t freeGameText) finding(f scoresheet.Finding) string {
	format := t.findings[f.Code]
	if strings.Contains(format, "%d") {
		return fmt.Sprintf(format, f.Written, f.Right)
	}
	return format
}

// EncodeFreeGameSheet adds a free game's sheet: the players with their
// final scores and places and how the game ended, every turn as it counts
// (its move, points and running total, what was written wrong, and the
// best score of its rack and the points left when the record has racks),
// then the board after each line of g.Boards (the fresh tiles reversed),
// or at the end.
func (e *PDFEncoder) EncodeFreeGameSheet(g FreeGame) error {
	t := freeGameTextFor(e.rs.Language)
	p := e.pdf
	e.newPage("P", t.title)
	res := g.Sheet.Result
	p.SetFont(fontFamily, "B", 12)
	for i, name := range g.Players {
		p.CellFormat(0, 6, fmt.Sprintf("%d. %s: %d (%s)", res.Places[i], name, res.Scores[i], signed(res.Spread[i])), "", 1, "L", false, 0, "")
	}
	p.SetFont(fontFamily, "", 11)
	p.CellFormat(0, 6, t.endings[res.Ending], "", 1, "L", false, 0, "")
	p.Ln(2)
	cols := []pdfCol{{t.line, 11, "R", false, false}, {t.player, 30, "L", false, true}, {t.move, 42, "L", true, true},
		{t.score, 14, "R", true, false}, {t.total, 14, "R", false, false}}
	if g.Analysis != nil {
		cols = append(cols, pdfCol{t.best, 36, "L", false, true}, pdfCol{t.left, 12, "R", false, false})
	}
	cols = append(cols, pdfCol{t.note, 0, "L", false, true})
	used := 0.0
	for _, c := range cols {
		used += c.width
	}
	pageW, _ := p.GetPageSize()
	cols[len(cols)-1].width = pageW - 2*margin - used
	e.grid("P", t.title, cols, t.turnRows(e.rs, g), 9)
	if g.Analysis != nil {
		p.Ln(2)
		p.SetFont(fontFamily, "", 9)
		p.MultiCell(0, 4.5, t.scoresOnly, "", "L", false)
	}
	for _, b := range freeGameBoards(g) {
		title := t.finalBoard
		if b.line > 0 {
			title = fmt.Sprintf(t.boardAfter, b.line)
		}
		e.newPage("P", title)
		e.drawBoard(margin+7, p.GetY()+8, 11.6, &b.board, b.fresh)
	}
	return e.err("free game sheet")
}

// turnRows are the sheet's rows: a turn each, in t's words.
func (t freeGameText) turnRows(rs *scoring.RuleSet, g FreeGame) [][]string {
	notes := map[int][]string{}
	for _, f := range g.Sheet.Findings {
		notes[f.Line] = append(notes[f.Line], t.finding(f))
	}
	best := map[int]scoresheet.Missed{}
	if g.Analysis != nil {
		for _, m := range g.Analysis.Plays {
			best[m.Line] = m
		}
	}
	rows := make([][]string, 0, len(g.Sheet.Turns))
	for _, c := range g.Sheet.Turns {
		tn := c.Turn
		row := []string{strconv.Itoa(tn.Line), g.Players[tn.Player], t.moveOf(rs, c), strconv.Itoa(c.Points), strconv.Itoa(c.Total)}
		if g.Analysis != nil {
			m, ok := best[tn.Line]
			switch {
			case !ok:
				row = append(row, "", "")
			case m.Top == 0:
				row = append(row, "—", "0")
			default:
				row = append(row, fmt.Sprintf("%s %d", rs.FormatMove(m.Best), m.Top), strconv.Itoa(m.Left))
			}
		}
		note := notes[tn.Line]
		if c.After {
			note = append([]string{t.after}, note...)
		}
		rows = append(rows, append(row, strings.Join(note, "; ")))
	}
	return rows
}

// moveOf says a turn's move: a play's position and word with what became
// of it when challenged, an exchange's tiles, a pass, a time penalty.
func (t freeGameText) moveOf(rs *scoring.RuleSet, c scoresheet.Checked) string {
	tn := c.Turn
	switch tn.Kind {
	case scoresheet.Exchange:
		if tn.Tiles != "" {
			return t.exchange + " " + tn.Tiles
		}
		return t.exchange + " " + strconv.Itoa(tn.Count)
	case scoresheet.Pass:
		return t.pass
	case scoresheet.TimePenalty:
		return t.time
	}
	move := rs.FormatMove(c.Move)
	if c.Move.Word == "" {
		move = rs.FormatPlay(scoring.Play{Pos: tn.Pos, Word: tn.Word})
	}
	switch tn.Challenge {
	case scoresheet.Off:
		return move + " (" + t.off + ")"
	case scoresheet.Upheld:
		return move + " (" + t.upheld + ")"
	case scoresheet.Ambiguous:
		return move + " (" + t.ambiguous + ")"
	}
	return move
}

// freeGameBoard is a board the sheet draws: after a line (0: at the end)
// and with that line's tiles.
type freeGameBoard struct {
	line  int
	board scoring.Board
	fresh scoring.Move
}

// freeGameBoards returns the boards after g.Boards' lines, in the
// record's order, or the board at the end; a line the record has not is
// left out (the command line refuses it first).
func freeGameBoards(g FreeGame) []freeGameBoard {
	var out []freeGameBoard
	var last scoresheet.Checked
	for _, c := range g.Sheet.Turns {
		if c.After {
			continue
		}
		last = c
		if slices.Contains(g.Boards, c.Turn.Line) {
			out = append(out, freeGameBoard{line: c.Turn.Line, board: boardAfter(c), fresh: freshOf(c)})
		}
	}
	if len(g.Boards) == 0 {
		out = append(out, freeGameBoard{board: boardAfter(last), fresh: freshOf(last)})
	}
	return out
}

// stands reports whether c is a play that stays on the board.
func stands(c scoresheet.Checked) bool {
	return c.Turn.Kind == scoresheet.Play && c.Turn.Challenge.Stands()
}

// boardAfter is the board after turn c: its play's tiles placed when it
// stands.
func boardAfter(c scoresheet.Checked) scoring.Board {
	b := c.Before
	if stands(c) {
		for _, pl := range c.Move.Placed {
			b.Set(pl.Row, pl.Col, pl.Tile)
		}
	}
	return b
}

// freshOf is turn c's play when it stands, drawn reversed on its board.
func freshOf(c scoresheet.Checked) scoring.Move {
	if stands(c) {
		return c.Move
	}
	return scoring.Move{}
}
