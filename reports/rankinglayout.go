package reports

import (
	"fmt"
	"io"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/free"
	"arbiter/arbiter/problem"
)

// RankingLayout is a ranking laid out for each format it is written in, so
// that a front end chooses the format in one place, whatever kind of game
// is ranked and however the ranking is split.
type RankingLayout interface {
	// Table prints the ranking as a table: aligned, shared ranks marked
	// "=", on a terminal (tty); tab-separated with plain ranks otherwise.
	Table(w io.Writer, tty bool) error
	// CSV writes it as UTF-8 CSV with a heading line, the table's columns.
	CSV(w io.Writer) error
	// JSON writes it as one JSON object after the header's fields.
	JSON(w io.Writer, h Header) error
	// PDF adds it to e as the final ranking's sheet.
	PDF(e *PDFEncoder) error
}

// DuplicateRanking is the ranking of duplicate games (RULES §6): the
// tournament's or one game's, in the columns of [Standings].
type DuplicateRanking struct{ Rows []StandingRow }

// Table prints the ranking as [Standings] does.
func (r DuplicateRanking) Table(w io.Writer, tty bool) error { return Standings(w, r.Rows, tty) }

// CSV writes the ranking as [RankingCSV] does.
func (r DuplicateRanking) CSV(w io.Writer) error { return RankingCSV(w, r.Rows) }

// JSON writes the ranking as [RankingJSON] does.
func (r DuplicateRanking) JSON(w io.Writer, h Header) error { return RankingJSON(w, h, r.Rows) }

// PDF adds the ranking as [PDFEncoder.EncodeRanking] does.
func (r DuplicateRanking) PDF(e *PDFEncoder) error { return e.EncodeRanking(r.Rows) }

// siteTables returns the ranking as one table titled title("").
func (r DuplicateRanking) siteTables(w *siteWriter, title func(string) string) []htmlTable {
	return []htmlTable{w.rankingTable(title(""), r.Rows, false)}
}

// SplitRanking is a ranking of duplicate games split by division By
// ("category" or "series").
type SplitRanking struct {
	By       string
	Sections []Section
}

// Table prints the ranking as [SectionsTable] does.
func (r SplitRanking) Table(w io.Writer, tty bool) error {
	return SectionsTable(w, r.By, r.Sections, tty)
}

// CSV writes the ranking as [SectionsCSV] does.
func (r SplitRanking) CSV(w io.Writer) error { return SectionsCSV(w, r.By, r.Sections) }

// JSON writes the ranking as [SectionsJSON] does.
func (r SplitRanking) JSON(w io.Writer, h Header) error {
	return SectionsJSON(w, h, r.By, r.Sections)
}

// PDF adds the ranking as [PDFEncoder.EncodeRankingSections] does.
func (r SplitRanking) PDF(e *PDFEncoder) error { return e.EncodeRankingSections(r.By, r.Sections) }

// siteTables returns one table per section, titled title of its name,
// the overall rank beside each row's.
func (r SplitRanking) siteTables(w *siteWriter, title func(string) string) []htmlTable {
	var out []htmlTable
	for _, sec := range r.Sections {
		out = append(out, w.rankingTable(title(sec.Name), sec.Rows, true))
	}
	return out
}

// OwnRankingLayout lays out a ranking in the columns of its kind, as the
// kind ranks it ([arbiter.OwnRanker]).
func OwnRankingLayout(ranked any) (RankingLayout, error) {
	switch r := ranked.(type) {
	case anticipation.Ranked:
		if r.By != "" {
			return AnticipationSplitRanking{Form: r.Form, By: string(r.By), Sections: AnticipationSectionsOf(r.Form, r.Sections)}, nil
		}
		return AnticipationRanking{Form: r.Form, Rows: AnticipationRowsOf(r.Form, r.Standings)}, nil
	case free.Ranked:
		if r.By != "" {
			return FreeSplitRanking{Ranking: r.Ranking, By: string(r.By), Sections: r.Sections}, nil
		}
		return FreeRanking{Ranking: r.Ranking, After: r.After, Rows: r.Rows}, nil
	case problem.Ranked:
		return ProblemRanking{Statement: r.Statement, Rows: r.Rows}, nil
	}
	return nil, fmt.Errorf("no layout of a ranking of %T", ranked)
}
