package main

import (
	"bytes"
	"context"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// exportCards writes the cards of game opts.Game, an anticipation game,
// to b as CSV or JSON, the players in the ranking's order.
func exportCards(ctx context.Context, b *bytes.Buffer, t *tournament, opts *exportOptions) error {
	if _, err := referee.Read(ctx, t.Service, opts.Game, anticipation.OverviewOf); err != nil { // refuses a game of another kind by its kind
		return err
	}
	own, err := t.OwnSheet(ctx, arbiter.SheetQuery{Game: opts.Game, Sheet: arbiter.CardSheet})
	if err != nil {
		return err
	}
	cards, ok := own.(anticipation.Cards)
	if !ok {
		return arbiter.Errorf(arbiter.EInternal, "game %d: its cards are a %T", opts.Game, own)
	}
	if opts.Format == "json" {
		return reports.AnticipationCardsJSON(b, t.header(), t.RuleSet(), cards.Form, cards.Sheets)
	}
	return reports.AnticipationCardsCSV(b, t.RuleSet(), reports.AnticipationSheetsOf(cards))
}
