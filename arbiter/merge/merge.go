// Package merge combines the logs of the centres of a simultaneous
// tournament into one national tournament. Each centre is a tournament of
// its own that played the same prepared games (arbiter.Prepared) with the
// same rules and word list, each with its own tables; the national
// tournament holds every centre's players, each labelled with its centre,
// and every slip and warning, on the prepared games' rounds. Its standings
// rank the whole field; the organiser's setting, recorded in the national
// tournament, says whether a round's solo (RULES §6) is computed over the
// whole field, as if everyone had played in one room, or within each
// centre (arbiter.SolosNational, arbiter.SolosByCentre).
//
// The package does no I/O: it takes and returns records.
package merge

import (
	"bytes"
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// Centre is the log of one centre: its label and its streams.
type Centre struct {
	Label      string
	Tournament []arbiter.Record
	// Games[i] is the stream of game i+1.
	Games [][]arbiter.Record
	// Kinds are the kinds of game its log is read with, so that a game of
	// a kind other than the duplicate game is named and refused as no
	// prepared game.
	Kinds *arbiter.Registry
}

// centre is a Centre decoded and folded.
type centre struct {
	Centre
	tournament []arbiter.Event
	games      [][]arbiter.Event
	state      arbiter.State
}

// Merge returns the streams of the national tournament named name, its
// solos computed as solos says (arbiter.SoloFields; "" is the default): the
// tournament stream and each game's, as records to append (types, payloads
// and the centres' times; no stream, sequence or hash). The first centre
// gives the tournament's settings and each round's rack and top; the
// others must agree with it. The error names the centre, and the round or
// table, that does not fit.
func Merge(name, solos string, centres []Centre) (tournament []arbiter.Record, games [][]arbiter.Record, err error) {
	if len(centres) == 0 {
		return nil, nil, arbiter.Errorf(arbiter.EInvalidInput, "no centre to merge")
	}
	if err := arbiter.CheckSolos(solos); err != nil {
		return nil, nil, err
	}
	if solos == "" {
		solos = arbiter.SolosNational
	}
	cs := make([]*centre, len(centres))
	labels := map[string]bool{}
	for i, c := range centres {
		if c.Label == "" || labels[c.Label] {
			return nil, nil, arbiter.Errorf(arbiter.EInvalidInput, "centre %d: label %q is empty or already used", i+1, c.Label)
		}
		labels[c.Label] = true
		if cs[i], err = fold(c); err != nil {
			return nil, nil, err
		}
	}
	ref := cs[0]
	for _, c := range cs[1:] {
		if err := sameGame(ref, c); err != nil {
			return nil, nil, err
		}
	}
	if err := distinctPlayers(cs); err != nil {
		return nil, nil, err
	}
	if tournament, err = mergeTournament(name, solos, cs); err != nil {
		return nil, nil, err
	}
	for g := range ref.games {
		games = append(games, mergeGame(cs, g))
	}
	if _, err := replay(centres[0].Kinds, tournament, games); err != nil {
		return nil, nil, arbiter.Errorf(arbiter.ErrorCode(err), "the merged tournament does not fold: %s", arbiter.ErrorMessage(err))
	}
	return tournament, games, nil
}

// fold decodes and folds a centre's log.
func fold(c Centre) (*centre, error) {
	out := &centre{Centre: c}
	var err error
	if out.tournament, err = c.Kinds.DecodeRecords(c.Tournament); err != nil {
		return nil, centreError(c.Label, err)
	}
	for _, recs := range c.Games {
		evs, err := c.Kinds.DecodeRecords(recs)
		if err != nil {
			return nil, centreError(c.Label, err)
		}
		out.games = append(out.games, evs)
	}
	if out.state, err = arbiter.ReplayTournamentWith(c.Kinds, out.tournament, out.games); err != nil {
		return nil, centreError(c.Label, err)
	}
	if out.state.RuleSet == nil {
		return nil, arbiter.Errorf(arbiter.ENotFound, "centre %s: no tournament", c.Label)
	}
	return out, nil
}

func centreError(label string, err error) error {
	return arbiter.Errorf(arbiter.ErrorCode(err), "centre %s: %s", label, arbiter.ErrorMessage(err))
}

// sameGame checks that centre c played ref's prepared games, round by
// round, with the same rules and word list.
func sameGame(ref, c *centre) error {
	fail := func(format string, args ...any) error {
		return arbiter.Errorf(arbiter.EConflict, "centre %s: "+format+" (centre %s)", append(append([]any{c.Label}, args...), ref.Label)...)
	}
	a, b := ref.state.Tournament, c.state.Tournament
	switch {
	case a.RuleSet != b.RuleSet || !bytes.Equal(a.RuleSetJSON, b.RuleSetJSON):
		return fail("plays the rules %s, not those of the first centre", b.RuleSet)
	case digest(a.Lexicon) != digest(b.Lexicon):
		return fail("plays another word list (%s) than the first centre", b.Lexicon)
	case a.TieBreak != b.TieBreak:
		return fail("breaks ties by %q, not %q as the first centre", b.TieBreak, a.TieBreak)
	case len(c.state.Games) != len(ref.state.Games):
		return fail("played %d games, not %d as the first centre", len(c.state.Games), len(ref.state.Games))
	}
	for i := range ref.state.Games {
		ga, gb := &ref.state.Games[i], &c.state.Games[i]
		switch {
		case ga.Prepared == nil:
			return arbiter.Errorf(arbiter.EConflict, "centre %s: game %d was not played from a prepared game", ref.Label, ga.Number)
		case gb.Prepared == nil || gb.Prepared.SHA256 != ga.Prepared.SHA256:
			return fail("game %d is not the prepared game of the first centre", ga.Number)
		case len(ga.Rounds) != len(gb.Rounds):
			return fail("game %d has %d rounds, not %d as the first centre", ga.Number, len(gb.Rounds), len(ga.Rounds))
		}
		for r := range ga.Rounds {
			if x, y := roundText(&ga.Rounds[r]), roundText(&gb.Rounds[r]); x != y {
				return fail("game %d round %d is %s, not %s as the first centre", ga.Number, r+1, y, x)
			}
		}
	}
	return nil
}

// digest is the SHA-256 of a word list's fingerprint ("ro.txt sha256:…").
func digest(fingerprint string) string {
	_, d, _ := strings.Cut(fingerprint, " sha256:")
	return d
}

// roundText is what every centre's round must share: its rack (Tactic's
// groups), top (with what a variant top adds to its move: RULES §7) and
// whether it counted.
func roundText(r *arbiter.Round) string {
	s := fmt.Sprintf("rack %s+%s", r.Remainder, r.New)
	if r.Rack2().Len() > 0 {
		s += fmt.Sprintf(" / %s+%s", r.Remainder2, r.New2)
	}
	if t := r.Top; t != nil {
		s += fmt.Sprintf(", top %v %s %d", t.Move.Pos, t.Move.Word, t.Move.Score)
		if t.Second != nil {
			s += fmt.Sprintf(" then %v %s %d", t.Second.Pos, t.Second.Word, t.Second.Score)
		}
		if t.Rack2First {
			s += " (second group first)"
		}
		switch {
		case t.Returned != "":
			s += fmt.Sprintf(" [%s for %s]", t.Chosen, t.Returned)
		case t.Chosen != "":
			s += fmt.Sprintf(" [%s]", t.Chosen)
		}
	}
	if r.TopInvalid != "" {
		s += ", top invalid"
	}
	if r.Cancelled {
		s += ", cancelled"
	}
	return s
}

// distinctPlayers checks that no table or federation id is in two centres.
func distinctPlayers(cs []*centre) error {
	tables := map[int]string{}
	ids := map[string]string{}
	for _, c := range cs {
		for _, p := range c.state.Players {
			if other, ok := tables[p.Table]; ok {
				return arbiter.Errorf(arbiter.EConflict, "table %d is used in centres %s and %s: give each centre its own tables", p.Table, other, c.Label)
			}
			tables[p.Table] = c.Label
			if p.FederationID == "" {
				continue
			}
			if other, ok := ids[p.FederationID]; ok {
				return arbiter.Errorf(arbiter.EConflict, "player %s (%s) is registered in centres %s and %s", p.FederationID, p.Name, other, c.Label)
			}
			ids[p.FederationID] = c.Label
		}
	}
	return nil
}

// mergeTournament is the national tournament stream: the first centre's,
// renamed and with its solo setting, then the players of every other centre, each registration
// labelled with its centre.
func mergeTournament(name, solos string, cs []*centre) ([]arbiter.Record, error) {
	var out []arbiter.Record
	for i, c := range cs {
		for j, e := range c.tournament {
			switch e := e.(type) {
			case arbiter.TournamentCreated:
				if i > 0 {
					continue
				}
				if name != "" {
					e.Name = name
				}
				e.Solos = solos
				rec, err := encode(e, c.Tournament[j])
				if err != nil {
					return nil, err
				}
				out = append(out, rec)
			case arbiter.PlayerRegistered:
				e.Centre = c.Label
				rec, err := encode(e, c.Tournament[j])
				if err != nil {
					return nil, err
				}
				out = append(out, rec)
			case arbiter.PlayerEdited:
				out = append(out, c.Tournament[j])
			default:
				if i == 0 {
					out = append(out, c.Tournament[j])
				}
			}
		}
	}
	return out, nil
}

// encode is e as a record with the time of the record it replaces.
func encode(e arbiter.Event, was arbiter.Record) (arbiter.Record, error) {
	typ, payload, err := arbiter.Encode(e)
	return arbiter.Record{Type: typ, Payload: payload, Time: was.Time}, err
}

// playerRound is the round of an event about one player's play (a slip or
// a warning), false for the events of the round itself.
func playerRound(e arbiter.Event) (int, bool) {
	switch e := e.(type) {
	case arbiter.SlipRecorded:
		return e.Round, true
	case arbiter.SlipCorrected:
		return e.Round, true
	case arbiter.SlipWithdrawn:
		return e.Round, true
	case arbiter.WarningGiven:
		return e.Round, true
	}
	return 0, false
}

// mergeGame is the national stream of game g: the first centre's events of
// the rounds themselves (racks, tops, closes), and before each round is
// closed every centre's slips and warnings of that round, centre by centre
// in the order they were recorded.
func mergeGame(cs []*centre, g int) []arbiter.Record {
	pending := map[int][]arbiter.Record{}
	last := 0
	for _, c := range cs {
		for j, e := range c.games[g] {
			if r, ok := playerRound(e); ok {
				pending[r] = append(pending[r], c.Games[g][j])
				last = max(last, r)
			}
		}
	}
	var out []arbiter.Record
	flushed := 0 // rounds whose players' events are out
	flush := func(through int) {
		for ; flushed < through; flushed++ {
			out = append(out, pending[flushed+1]...)
		}
	}
	ref := cs[0]
	for j, e := range ref.games[g] {
		switch e := e.(type) {
		case arbiter.RoundClosed:
			flush(e.Round)
		case arbiter.RoundCancelled:
			flush(e.Round)
		case arbiter.RackDrawn:
			flush(e.Round - 1)
		case arbiter.GameEnded:
			flush(last)
		}
		if _, ok := playerRound(e); !ok {
			out = append(out, ref.Games[g][j])
		}
	}
	flush(last)
	return out
}

// replay folds merged streams with kinds, the centres'.
func replay(kinds *arbiter.Registry, tournament []arbiter.Record, games [][]arbiter.Record) (arbiter.State, error) {
	t, err := kinds.DecodeRecords(tournament)
	if err != nil {
		return arbiter.State{}, err
	}
	gs := make([][]arbiter.Event, len(games))
	for i, recs := range games {
		if gs[i], err = kinds.DecodeRecords(recs); err != nil {
			return arbiter.State{}, err
		}
	}
	return arbiter.ReplayTournamentWith(kinds, t, gs)
}
