package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/reports"
	"arbiter/scoring"
)

// reportAnticipation prints a sheet of game opts.Game, an anticipation
// game of form (RULES §8), as PDF to opts.Out or as a table: the
// announcement of the groups, a round's bulletin, the players' control
// grids and cards. Its ranking is the tournament's (reportRun); the
// duplicate game's racks and warning forms it has none of.
func reportAnticipation(ctx context.Context, opts *reportOptions, t *tournament) error {
	game, err := t.AnticipationGame(ctx, opts.Game)
	if err != nil {
		return err
	}
	form := game.Form
	sheets, err := t.AnticipationSheets(ctx, opts.Game)
	if err != nil {
		return err
	}
	rs, h := t.RuleSet(), t.header()
	switch opts.Sheet {
	case "groups":
		announce := groupsAnnounced(game, sheets)
		if opts.Out == "" {
			return writeGroupsTables(opts.IO.Out, rs, form, announce)
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error {
			for _, a := range announce {
				if err := e.EncodeGroupsAnnouncement(form, a.player, a.groups); err != nil {
					return err
				}
			}
			return nil
		})
	case "bulletin":
		ranked, err := t.rankSheets(ctx, game.Game, sheets)
		if err != nil {
			return err
		}
		b, err := anticipationBulletin(game, ranked, opts.Round)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return reports.WriteAnticipationBulletin(opts.IO.Out, rs, b)
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeAnticipationBulletin(b) })
	case "card":
		ranked, err := t.rankSheets(ctx, game.Game, sheets)
		if err != nil {
			return err
		}
		cards, err := anticipationCards(ranked, opts.Table)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			for i, c := range cards {
				if _, err := fmt.Fprintf(opts.IO.Out, "%s%s\n\n", map[bool]string{true: "\n"}[i > 0], c.Player); err != nil {
					return err
				}
				if err := reports.WriteAnticipationCard(opts.IO.Out, rs, c.Result); err != nil {
					return err
				}
			}
			return nil
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error {
			for _, c := range cards {
				if err := e.EncodeAnticipationSheet(c); err != nil {
					return err
				}
			}
			return nil
		})
	}
	return unknownSheet(opts.Sheet)
}

// announcedGroups are the groups one announcement sheet gives: the
// game's, or in oarba one player's (RULES §8.10).
type announcedGroups struct {
	player string
	groups anticipation.Groups
}

// groupsAnnounced returns the announcement sheets of game: one, or in
// oarba one per player who registered their groups.
func groupsAnnounced(game referee.AnticipationGame, sheets []referee.PlayerSheet) []announcedGroups {
	if game.Form != anticipation.Blind {
		return []announcedGroups{{groups: game.Groups}}
	}
	var out []announcedGroups
	for _, s := range sheets {
		if s.HasGroups {
			out = append(out, announcedGroups{playerName(s), s.Groups})
		}
	}
	return out
}

// writeGroupsTables prints every announcement of announce as a table,
// in oarba each player's name above their own groups.
func writeGroupsTables(w io.Writer, rs *scoring.RuleSet, form anticipation.Form, announce []announcedGroups) error {
	if len(announce) == 0 {
		_, err := fmt.Fprintln(w, "no player has registered their groups yet (RULES §8.10)")
		return err
	}
	for i, a := range announce {
		if i > 0 {
			if _, err := fmt.Fprintln(w); err != nil {
				return err
			}
		}
		if a.player != "" {
			if _, err := fmt.Fprintln(w, a.player); err != nil {
				return err
			}
		}
		if err := reports.WriteGroupsAnnouncement(w, rs, form, a.groups); err != nil {
			return err
		}
	}
	return nil
}

// anticipationBulletin returns the bulletin of round n of game: the group
// it played (its letters but in oarba) and the players ranked as their
// sheets stand ([tournament.rankSheets]).
func anticipationBulletin(game referee.AnticipationGame, ranked []anticipation.Standing, n int) (reports.AnticipationBulletin, error) {
	if n > len(game.Rounds) {
		return reports.AnticipationBulletin{}, usageErrorf("no round %d in game %d: it has %d round(s)", n, game.Game, len(game.Rounds))
	}
	r := game.Rounds[n-1]
	b := reports.AnticipationBulletin{Form: game.Form, Round: n, Group: r.Group, Standings: ranked}
	if game.Form != anticipation.Blind {
		b.Letters = game.Groups.Group(r.Group)
	}
	return b, nil
}

// anticipationCards returns the sheets of the player at table (every
// player's for 0) of ranked, in the ranking's order, as printed.
func anticipationCards(ranked []anticipation.Standing, table int) ([]reports.AnticipationSheet, error) {
	var out []reports.AnticipationSheet
	for _, s := range ranked {
		if table == 0 || s.Table == table {
			out = append(out, reports.AnticipationSheet{Player: s.Player, Result: s.Result})
		}
	}
	if len(out) == 0 {
		return nil, arbiter.Errorf(arbiter.ENotFound, "no player at table %d", table)
	}
	return out, nil
}

// rankSheets returns the players' sheets of game n in the order and with
// the ranks of its standings (RULES §8.7, §8.9; ties in the standings'
// order), each named by playerName.
func (t *tournament) rankSheets(ctx context.Context, n int, sheets []referee.PlayerSheet) ([]anticipation.Standing, error) {
	st, err := t.Ranking(ctx, n, arbiter.ByTotal)
	if err != nil {
		return nil, err
	}
	byTable := make(map[int]referee.PlayerSheet, len(sheets))
	for _, s := range sheets {
		byTable[s.Player.Table] = s
	}
	var out []anticipation.Standing
	for _, r := range st.Rows {
		if s, ok := byTable[r.Table]; ok {
			out = append(out, anticipation.Standing{Rank: r.Rank, Entry: anticipation.Entry{Player: playerName(s), Table: r.Table, Result: s.Result}})
		}
	}
	return out, nil
}

// playerName names a sheet's player with their table: "ȘERBAN Ana (12)".
func playerName(s referee.PlayerSheet) string {
	return s.Player.Name + " (" + strconv.Itoa(s.Player.Table) + ")"
}

// exportCards writes the cards of game opts.Game, an anticipation game,
// to b as CSV or JSON, the players in the ranking's order.
func exportCards(ctx context.Context, b *bytes.Buffer, t *tournament, opts *exportOptions) error {
	sheets, err := t.AnticipationSheets(ctx, opts.Game) // refuses a duplicate game by name
	if err != nil {
		return err
	}
	game, err := t.AnticipationGame(ctx, opts.Game)
	if err != nil {
		return err
	}
	form := game.Form
	standings, err := t.rankSheets(ctx, game.Game, sheets)
	if err != nil {
		return err
	}
	if opts.Format == "json" {
		return reports.AnticipationCardsJSON(b, t.header(), t.RuleSet(), form, standings)
	}
	cards := make([]reports.AnticipationSheet, len(standings))
	for i, s := range standings {
		cards[i] = reports.AnticipationSheet{Player: s.Player, Result: s.Result}
	}
	return reports.AnticipationCardsCSV(b, t.RuleSet(), cards)
}
