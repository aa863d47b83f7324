package anticipation

import (
	"strconv"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// Announcement is the sheet announcing the groups of a game of Form
// (RULES §8.4): the game's groups, or in oarba one set per player who
// registered theirs (RULES §8.10).
type Announcement struct {
	Form   Form
	Groups []AnnouncedGroups
}

// AnnouncedGroups are the groups one announcement gives: Player's, named
// with their table, or the game's for "".
type AnnouncedGroups struct {
	Player string
	Groups Groups
}

// Bulletin is the bulletin of Round (RULES §8.7): the group it played,
// its letters but in oarba, and the players ranked as their sheets stand.
type Bulletin struct {
	Form         Form
	Round, Group int
	Letters      scoring.Rack
	Standings    []Standing
}

// Cards are the players' sheets as printed, in the ranking's order.
type Cards struct {
	Form   Form
	Sheets []Standing
}

// Sheet makes sheet q of g: the announcement of the groups, a round's
// bulletin, or the cards of one player (every player's for table 0).
func (discipline) Sheet(s *arbiter.State, g *arbiter.Game, q arbiter.SheetQuery) (any, error) {
	a, ok := GameOf(g)
	if !ok {
		return nil, arbiter.Errorf(arbiter.EInternal, "game %d holds no Anticipation game", g.Number)
	}
	switch q.Sheet {
	case "groups":
		return a.announcement(s.Players), nil
	case "bulletin":
		if q.Round < 1 || q.Round > len(a.Played) {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "no round %d in game %d: it has %d round(s)", q.Round, g.Number, len(a.Played))
		}
		ranked, err := a.ranked(s, g)
		if err != nil {
			return nil, err
		}
		p := a.Played[q.Round-1]
		b := Bulletin{Form: a.Setup.Form, Round: q.Round, Group: p.Group, Standings: ranked}
		if a.Setup.Form != Blind {
			b.Letters = a.Groups.Group(p.Group)
		}
		return b, nil
	case arbiter.CardSheet:
		ranked, err := a.ranked(s, g)
		if err != nil {
			return nil, err
		}
		cards := Cards{Form: a.Setup.Form}
		for _, st := range ranked {
			if q.Table == 0 || st.Table == q.Table {
				cards.Sheets = append(cards.Sheets, st)
			}
		}
		if q.Table != 0 && len(cards.Sheets) == 0 {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "card of table %d: no player at table %d", q.Table, q.Table)
		}
		return cards, nil
	}
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown sheet %q", q.Sheet)
}

// announcement returns the announcement of the groups: the game's, or in
// oarba those of each of players who registered theirs.
func (a *Game) announcement(players []arbiter.Player) Announcement {
	out := Announcement{Form: a.Setup.Form}
	if a.Setup.Form != Blind {
		out.Groups = []AnnouncedGroups{{Groups: a.Groups}}
		return out
	}
	for _, p := range players {
		if groups, ok := a.GroupsOf(p.Table); ok {
			out.Groups = append(out.Groups, AnnouncedGroups{Player: playerName(p), Groups: groups})
		}
	}
	return out
}

// ranked returns the players' sheets of g in the order and with the
// ranks of its standings (RULES §8.7, §8.9; ties in the standings'
// order), each player named with their table.
func (a *Game) ranked(s *arbiter.State, g *arbiter.Game) ([]Standing, error) {
	st, err := s.Standings(g.Number, arbiter.ByTotal)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "ranking: %s", arbiter.ErrorMessage(err))
	}
	var out []Standing
	for _, r := range st.Rows {
		if p, ok := s.Player(r.Table); ok {
			out = append(out, Standing{Rank: r.Rank, Entry: Entry{Player: playerName(p), Table: r.Table, Result: a.ResultOf(r.Table)}})
		}
	}
	return out, nil
}

// playerName names a player with their table: "ȘERBAN Ana (12)".
func playerName(p arbiter.Player) string { return p.Name + " (" + strconv.Itoa(p.Table) + ")" }
