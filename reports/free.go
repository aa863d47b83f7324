package reports

import (
	"encoding/json"
	"io"
	"strconv"

	"arbiter/arbiter/free"
)

// FreeRanking is the ranking of a free-game event (RULES §10.2) in its own
// columns: wins (a draw a half), games won, drawn and lost, points for and
// against, spread and, under the FRS ranking, the coefficient.
type FreeRanking struct {
	Ranking free.Ranking
	Rows    []free.Standing
}

// freeText is the words of a free-game ranking's columns in one language.
type freeText struct {
	rank, player, name, wins, won, drawn, lost, pointsFor, against, spread, coefficient, withdrawn string
}

// freeTextFor returns the ranking's words in language (ro, it, fr, en).
func freeTextFor(language string) freeText {
	switch language {
	case "ro":
		return freeText{"Loc", "Nr.", "Nume", "Victorii", "V", "E", "Î", "Puncte", "Primite", "Dif.", "Coef.", "retras"}
	case "it":
		return freeText{"Pos.", "N.", "Nome", "Vittorie", "V", "P", "S", "Punti", "Subiti", "Diff.", "Coeff.", "ritirato"}
	case "fr":
		return freeText{"Rang", "N°", "Nom", "Victoires", "G", "N", "P", "Points", "Contre", "Écart", "Coeff.", "retiré"}
	}
	return freeText{"Rank", "No.", "Name", "Wins", "W", "D", "L", "For", "Against", "Spread", "Coef.", "withdrawn"}
}

// columns are the ranking's columns in t's words.
func (r FreeRanking) columns(t freeText) []column {
	cols := []column{{t.rank, true}, {t.player, true}, {t.name, false}, {t.wins, true}, {t.won, true}, {t.drawn, true},
		{t.lost, true}, {t.pointsFor, true}, {t.against, true}, {t.spread, true}}
	if r.Ranking == free.ByCoefficient {
		cols = append(cols, column{t.coefficient, true})
	}
	return cols
}

// cells returns each row's cells, shared ranks marked "=" when marked.
func (r FreeRanking) cells(t freeText, marked bool) [][]string {
	out := make([][]string, len(r.Rows))
	for i, s := range r.Rows {
		rank := strconv.Itoa(s.Rank)
		if marked {
			rank = markShared(r.Rows, i, func(s free.Standing) int { return s.Rank })
		}
		name := s.Name
		if s.Withdrawn {
			name += " (" + t.withdrawn + ")"
		}
		row := []string{rank, strconv.Itoa(s.Player), name, halves(s.Points2), strconv.Itoa(s.Won), strconv.Itoa(s.Drawn),
			strconv.Itoa(s.Lost), strconv.Itoa(s.For), strconv.Itoa(s.Against), strconv.FormatInt(int64(s.Spread), 10)}
		if r.Ranking == free.ByCoefficient {
			row = append(row, strconv.FormatFloat(float64(s.Coefficient)/1000, 'f', 3, 64))
		}
		out[i] = row
	}
	return out
}

// halves writes a number of halves: "3", "3.5".
func halves(n int) string {
	s := strconv.Itoa(n / 2)
	if n%2 != 0 {
		s += ".5"
	}
	return s
}

// Table prints the ranking, in English: the terminal's language.
func (r FreeRanking) Table(w io.Writer, tty bool) error {
	t := freeTextFor("en")
	return writeTable(w, tty, r.columns(t), r.cells(t, tty))
}

// CSV writes the ranking as UTF-8 CSV with a heading line, the table's
// columns.
func (r FreeRanking) CSV(w io.Writer) error {
	t := freeTextFor("en")
	return writeCSV(w, r.columns(t), r.cells(t, false))
}

// JSON writes the ranking as one JSON object: the header's fields,
// "discipline", "ranking" and "standings".
func (r FreeRanking) JSON(w io.Writer, h Header) error {
	rows := r.Rows
	if rows == nil {
		rows = []free.Standing{}
	}
	doc := struct {
		Header
		Discipline string          `json:"discipline"`
		Ranking    free.Ranking    `json:"ranking"`
		Standings  []free.Standing `json:"standings"`
	}{h, "liber", r.Ranking, rows}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// PDF adds the ranking in the tournament's language.
func (r FreeRanking) PDF(e *PDFEncoder) error {
	t := freeTextFor(e.rs.Language)
	title := e.l.ranking
	e.rankingHead(title)
	var cols []pdfCol
	for i, c := range r.columns(t) {
		width, align := 14.0, "R"
		if i == 2 {
			width, align = 56, "L"
		}
		cols = append(cols, pdfCol{c.name, width, align, i < 4, i == 2})
	}
	e.grid("P", title, cols, r.cells(t, true), 10)
	return e.err("ranking of the free-game event")
}
