package main

import (
	"context"

	"arbiter/arbiter"
	"arbiter/reports"
)

// The sheets' values of a tournament: the service reads the rules' own,
// reports lays them out.

// header returns the header every sheet and export of t carries.
func (t *tournament) header() reports.Header {
	return reports.HeaderOf(t.Tournament())
}

// cards returns the card of the player at table in game, or of every
// registered player in table order when table is 0.
func (t *tournament) cards(ctx context.Context, game, table int) ([]reports.PlayerCard, error) {
	g, cards, ranking, err := t.PlayerCards(ctx, game, table)
	if err != nil {
		return nil, err
	}
	return reports.PlayerCardsOf(&g, cards, ranking), nil
}

// bulletin returns round n of game as the bulletin shows it.
func (t *tournament) bulletin(ctx context.Context, game, n int) (reports.Round, error) {
	rec, err := t.RoundRecord(ctx, game, n)
	if err != nil {
		return reports.Round{}, err
	}
	return reports.RoundOf(t.RuleSet(), &rec.Game, rec.Summary, rec.Standings), nil
}

// site returns what the results site shows: the tournament's ranking,
// whole and split by by when it is set, as `report ranking` lays it out
// for the kind of game it ranks ([referee.Service.RankedKind]), and every
// game's rounds (those with a top) and player cards.
func (t *tournament) site(ctx context.Context, by arbiter.Division) (reports.Site, error) {
	site := reports.Site{Header: t.header(), By: string(by)}
	var err error
	if site.Ranking, err = t.rankingOf(ctx, arbiter.RankingQuery{}, t.Ranking); err != nil {
		return site, err
	}
	if by != "" {
		if site.Split, err = t.rankingOf(ctx, arbiter.RankingQuery{By: by}, t.Ranking); err != nil {
			return site, err
		}
	}
	state, err := t.State(ctx)
	if err != nil {
		return site, err
	}
	for n := 1; n <= len(state.Games); n++ {
		g, err := t.siteGame(ctx, n, len(state.Players) > 0)
		if err != nil {
			return site, err
		}
		site.Games = append(site.Games, g)
	}
	return site, nil
}

// siteGame returns game n as the site shows it: its rounds with a top,
// and its players' cards when withCards.
func (t *tournament) siteGame(ctx context.Context, n int, withCards bool) (reports.SiteGame, error) {
	g := reports.SiteGame{Number: n}
	own, err := t.OwnSite(ctx, n)
	if err != nil {
		return g, err
	}
	if own != nil {
		g.Own, err = reports.OwnSitePages(own)
		return g, err
	}
	sums, err := t.RoundSummaries(ctx, n)
	if err != nil {
		return g, err
	}
	for _, sum := range sums {
		r, err := t.bulletin(ctx, n, sum.Round)
		if arbiter.ErrorCode(err) == arbiter.EInvalidInput {
			continue // a round without a rack or a top yet
		}
		if err != nil {
			return g, err
		}
		g.Rounds = append(g.Rounds, r)
	}
	if withCards {
		if g.Cards, err = t.cards(ctx, n, 0); err != nil {
			return g, err
		}
	}
	return g, nil
}
