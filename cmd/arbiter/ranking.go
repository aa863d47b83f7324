package main

import (
	"context"
	"io"

	"arbiter/arbiter"
	"arbiter/reports"
)

// rankRead reads the ranking of game n (the whole tournament for 0) by:
// [referee.Service.Standings] or [referee.Service.Ranking], which refuse a
// game that does not exist in their own words.
type rankRead func(ctx context.Context, n int, by arbiter.Ranking) (arbiter.Standings, error)

// rankingOf returns the ranking q asks for, refused first when the game
// it ranks cannot answer it, as its kind says: in the columns of that
// kind when it ranks in its own ([referee.Service.OwnRanking]: an
// Anticipation game, a free-game event, a composition problem named by
// q.Game), else as duplicate games rank (RULES §6), whole or split. rank
// reads a whole ranking of duplicate games.
func (t *tournament) rankingOf(ctx context.Context, q arbiter.RankingQuery, rank rankRead) (reports.RankingLayout, error) {
	if err := t.CheckRanking(ctx, q); err != nil {
		return nil, err
	}
	if own, err := t.OwnRanking(ctx, q); own != nil || err != nil {
		if err != nil {
			return nil, err
		}
		return reports.OwnRankingLayout(own)
	}
	if q.By != "" {
		secs, err := t.Sections(ctx, q.Game, q.By)
		if err != nil {
			return nil, err
		}
		return reports.SplitRanking{By: string(q.By), Sections: reports.SectionsOf(secs)}, nil
	}
	st, err := rank(ctx, q.Game, ranking(q.Tops))
	if err != nil {
		return nil, err
	}
	return reports.DuplicateRanking{Rows: reports.RowsOf(st)}, nil
}

// rankingFormat is a format a ranking is written in.
type rankingFormat int

const (
	// asTable is a table: aligned on a terminal, tab-separated otherwise.
	asTable rankingFormat = iota
	asCSV
	asJSON
	// asPDF is the ranking's sheet in the rule set's language.
	asPDF
)

// writeRanking writes r to w in format f under t's header, a table
// aligned when tty is set: the one place a ranking's format is chosen.
func writeRanking(w io.Writer, t *tournament, r reports.RankingLayout, f rankingFormat, tty bool) error {
	switch f {
	case asCSV:
		return r.CSV(w)
	case asJSON:
		return r.JSON(w, t.header())
	case asPDF:
		data, err := encodePDF(t.RuleSet(), t.header(), r.PDF)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	}
	return r.Table(w, tty)
}
