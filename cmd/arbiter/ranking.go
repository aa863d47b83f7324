package main

import (
	"context"
	"io"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// rankRead reads the ranking of game n (the whole tournament for 0) by:
// [referee.Service.Standings] or [referee.Service.Ranking], which refuse a
// game that does not exist in their own words.
type rankRead func(ctx context.Context, n int, by arbiter.Ranking) (arbiter.Standings, error)

// rankingOf returns the ranking q asks for, laid out for kind, the kind of
// game it ranks ([referee.Service.RankedKind]): an Anticipation game's in its
// own order and columns (RULES §8.7, §8.9), a composition problem's named
// by q.Game by its kind's rules (RULES §9), duplicate games' in theirs
// (RULES §6), whole or split; refused first when the game it ranks
// cannot answer q, as its kind says. rank reads a whole ranking.
func (t *tournament) rankingOf(ctx context.Context, kind referee.GameKind, q arbiter.RankingQuery, rank rankRead) (reports.RankingLayout, error) {
	if err := t.CheckRanking(ctx, q); err != nil {
		return nil, err
	}
	if f := fronts()[kind.Kind]; f.rank != nil {
		if r, err := f.rank(ctx, t, kind, q, rank); r != nil || err != nil {
			return r, err
		}
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

// anticipationRanking returns the ranking q asks for of the Anticipation
// game of kind, which has no top to rank by (RULES §8.7).
func (t *tournament) anticipationRanking(ctx context.Context, kind referee.GameKind, q arbiter.RankingQuery, rank rankRead) (reports.RankingLayout, error) {
	game, err := t.AnticipationGame(ctx, kind.Game)
	if err != nil {
		return nil, err
	}
	if q.By != "" {
		secs, err := t.anticipationSections(ctx, game, q.By)
		if err != nil {
			return nil, err
		}
		return reports.AnticipationSplitRanking{Form: game.Form, By: string(q.By), Sections: secs}, nil
	}
	rows, err := anticipationRows(ctx, game, rank)
	if err != nil {
		return nil, err
	}
	return reports.AnticipationRanking{Form: game.Form, Rows: rows}, nil
}

// anticipationRows returns the rows of the whole ranking of game, read
// by rank, in the game's own order and columns (RULES §8.7, §8.9).
func anticipationRows(ctx context.Context, game referee.AnticipationGame, rank rankRead) ([]reports.AnticipationRow, error) {
	st, err := rank(ctx, game.Game, arbiter.ByTotal)
	if err != nil {
		return nil, err
	}
	return reports.AnticipationRowsOf(game.Form, st), nil
}

// anticipationSections returns the ranking of game split by by, each
// section in the game's own order and columns.
func (t *tournament) anticipationSections(ctx context.Context, game referee.AnticipationGame, by arbiter.Division) ([]reports.AnticipationSection, error) {
	secs, err := t.Sections(ctx, game.Game, by)
	if err != nil {
		return nil, err
	}
	return reports.AnticipationSectionsOf(game.Form, secs), nil
}

// problemRanking returns the ranking of the composition problem of game
// q.Game, which ranks by its kind's rules with neither a top nor a split
// (RULES §9).
func (t *tournament) problemRanking(ctx context.Context, q arbiter.RankingQuery) (reports.RankingLayout, error) {
	st, rows, err := t.ProblemRanking(ctx, q.Game)
	if err != nil {
		return nil, err
	}
	return reports.ProblemRanking{Statement: st, Rows: rows}, nil
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
