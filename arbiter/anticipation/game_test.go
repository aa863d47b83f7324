package anticipation_test

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/actionstest"
	"arbiter/arbiter/snapshot"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// anticipationWords are the words of the sheets below (RULES §8.5's
// worked example and Rezistenta's scrabbles).
var anticipationWords = []string{"AL", "LA", "AT", "BAR", "ARAB", "LEU", "RE", "ARE", "GENERAL", "GENERALA", "LAC", "ARGINTE"}

// anticipationDeps returns Decide's dependencies over anticipationWords.
func anticipationDeps(tb testing.TB, rs *scoring.RuleSet) arbiter.Deps {
	tb.Helper()
	g, err := lexicon.Build(slices.Sorted(slices.Values(anticipationWords)))
	if err != nil {
		tb.Fatal(err)
	}
	return arbiter.Deps{Lexicon: g, Scrabble: anticipation.LexiconScrabbler(rs, g)}
}

// typedGroups returns 15 groups for the typed-groups games: first the
// given ones, then the rest of the ro bag in groups of 7 in alphabetical
// order.
func typedGroups(tb testing.TB, rs *scoring.RuleSet, first ...string) string {
	tb.Helper()
	bag := rs.FullBag()
	for _, g := range first {
		r, err := rs.ParseRack(g)
		if err != nil || !bag.Contains(r) {
			tb.Fatalf("group %s: %v", g, err)
		}
		bag = bag.Minus(r)
	}
	rest := bag.String()
	out := slices.Clone(first)
	for len(rest) >= anticipation.GroupLen && len(out) < anticipation.NumGroups {
		out, rest = append(out, rest[:anticipation.GroupLen]), rest[anticipation.GroupLen:]
	}
	return strings.Join(out, " ")
}

// antKinds registers the Anticipation game alone, whose actions a game of
// it offers: no other kind's start.
func antKinds() *arbiter.Registry {
	r, err := arbiter.NewRegistry(anticipation.Discipline())
	if err != nil {
		panic(err)
	}
	return r
}

// antSession is a tournament played through Decide and Apply, its log
// kept by stream.
type antSession struct {
	tb   testing.TB
	s    arbiter.State
	deps arbiter.Deps
	log  kindtest.Log
}

// do decides c and applies its events.
func (ss *antSession) do(c arbiter.Command) error { return ss.log.Decide(ss.tb, &ss.s, c, ss.deps) }

// anticipationSession starts a tournament of two players and a game of
// form with the groups typed (none for oarba); scrabble, when not nil,
// stands for the word list's in Rezistenta's groups.
func anticipationSession(t *testing.T, form anticipation.Form, groups string, scrabble func(scoring.Rack) bool) *antSession {
	t.Helper()
	rs, _ := scoring.Builtin("ro")
	ss := &antSession{tb: t, s: arbiter.State{Kinds: antKinds()}, deps: anticipationDeps(t, rs), log: kindtest.NewLog()}
	ss.must(arbiter.CreateTournament{Name: "Anticipatie", RuleSet: "ro"})
	ss.must(arbiter.RegisterPlayer{Table: 1, Name: "Ana"})
	ss.must(arbiter.RegisterPlayer{Table: 2, Name: "Ion"})
	if scrabble != nil {
		ss.deps.Scrabble = scrabble
	}
	ss.must(anticipation.Start{Seed: 7, Form: form, Groups: groups})
	return ss
}

// must does c and fails the test on a refusal.
func (ss *antSession) must(c arbiter.Command) {
	ss.tb.Helper()
	if err := ss.do(c); err != nil {
		ss.tb.Fatalf("%#v: %v", c, err)
	}
}

// refused does c and wants a refusal of code naming want.
func (ss *antSession) refused(c arbiter.Command, code arbiter.Code, want string) {
	ss.tb.Helper()
	before := len(ss.log.All)
	err := ss.do(c)
	if arbiter.ErrorCode(err) != code || !strings.Contains(arbiter.ErrorMessage(err), want) {
		ss.tb.Errorf("%#v: %v, want %s naming %q", c, err, code, want)
	}
	if len(ss.log.All) != before {
		ss.tb.Errorf("%#v recorded %d events though refused", c, len(ss.log.All)-before)
	}
}

// sm is a move of a slip with its declared score.
func sm(pos, word string, score int) anticipation.SheetMove {
	return anticipation.SheetMove{Position: pos, Word: word, Score: fig(score)}
}

// playRound draws group, enters slips and closes the round.
func (ss *antSession) playRound(group int, slips map[int]anticipation.SheetSlip) {
	ss.tb.Helper()
	ss.must(anticipation.DrawGroup{Group: group})
	for table, s := range slips {
		ss.must(anticipation.EnterSheetSlip{Table: table, Slip: s})
	}
	ss.must(arbiter.CloseRound{})
}

// RULES §8.5's worked example played through the tournament: the slips of
// table 1 are adjudicated as a whole at each entry (the cancellation in
// round 4 brings down ARAB and rescores LEU), the log replays to the same
// sheets, and the snapshot reads back byte for byte.
func TestAnticipationGame_CascadeThroughTheLog(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Classic, typedGroups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP", "AEGINRT"), nil)
	ss.playRound(2, map[int]anticipation.SheetSlip{
		1: {Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("8G", "BAR", 11)}, Total: fig(15)},
		2: {Moves: []anticipation.SheetMove{sm("H8", "LA", 4)}},
	})
	ss.playRound(3, map[int]anticipation.SheetSlip{1: {Moves: []anticipation.SheetMove{sm("G5", "ARAB", 13)}}})
	ss.playRound(4, map[int]anticipation.SheetSlip{1: {Moves: []anticipation.SheetMove{sm("9H", "LEU", 7)}}})
	g := ss.s.CurrentGame()
	if got := kindtest.Anticipation(t, g).Sheet(1).Result.Total; got != 4+11+13+7 {
		t.Errorf("before the cancellation table 1 has %d, want 35", got)
	}
	ss.must(anticipation.DrawGroup{Group: 5})
	ss.must(anticipation.EnterSheetSlip{Table: 1, Slip: anticipation.SheetSlip{Cancel: []int{1}, Pass: true}})
	ss.must(arbiter.CloseRound{})
	g = ss.s.CurrentGame()
	res := kindtest.Anticipation(t, g).Sheet(1).Result
	if res.Total != 8 || res.Rounds[1].Moves[0].Status != anticipation.StatusCancelled || res.Rounds[2].Moves[0].Score != 4 {
		t.Errorf("after Anulez turul 1: total %d, ARAB %s, LEU counts %d; want 8, cancelled, 4", res.Total, res.Rounds[1].Moves[0].Status, res.Rounds[2].Moves[0].Score)
	}
	if b := kindtest.Anticipation(t, g).Sheet(1).Board(); b.At(7, 8) != scoring.Tile('L') || b.At(8, 8) != scoring.Tile('E') || b.At(7, 6) != scoring.Empty {
		t.Errorf("table 1's board is not AL and LEU alone:\n%v", b)
	}
	st, err := ss.s.Standings(1, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows[0].Table != 1 || st.Rows[0].Total != 8 || st.Rows[1].Total != 4 {
		t.Errorf("standings %+v: want table 1 with 8 before table 2 with 4", st.Rows)
	}
	checkAnticipationReplay(t, ss)
	ss.must(arbiter.EndGame{Reason: "time is short"})
	actionstest.Check(t, antKinds(), ss.log.All, ss.deps, nil)
}

// checkAnticipationReplay wants every sheet's event of the session's log
// to read back from its encoding as decided, replays the log by streams, and
// wants the same standings and sheets, and a snapshot that reads back to
// the same bytes.
func checkAnticipationReplay(t *testing.T, ss *antSession) {
	t.Helper()
	// The sheets folded as decided are the sheets folded from the log:
	// each event's adjudication reads back as it is.
	for i, back := range kindtest.RoundTrip(t, antKinds(), ss.log.All) {
		switch back.(type) {
		case anticipation.SheetSlipRecorded, anticipation.ControlGridNoted, anticipation.SheetSettled, arbiter.WarningGiven:
			if !reflect.DeepEqual(back, ss.log.All[i]) {
				t.Fatalf("event %d does not read back as decided:\n%#v\n%#v", i+1, ss.log.All[i], back)
			}
		}
	}
	var games [][]arbiter.Event
	for n := 1; n <= len(ss.s.Games); n++ {
		games = append(games, kindtest.RoundTrip(t, antKinds(), ss.log.Streams[arbiter.GameStream(n)]))
	}
	replayed, err := arbiter.ReplayTournamentWith(antKinds(), kindtest.RoundTrip(t, antKinds(), ss.log.Streams[arbiter.TournamentStream]), games)
	if err != nil {
		t.Fatal(err)
	}
	snap, err := snapshot.Encode(ss.s)
	if err != nil {
		t.Fatal(err)
	}
	again, err := snapshot.Encode(replayed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snap, again) {
		t.Errorf("the replayed log's snapshot differs:\n%s\n%s", snap, again)
	}
	decoded, err := snapshot.Decode(snap)
	if err != nil {
		t.Fatal(err)
	}
	decoded.Kinds = antKinds()
	if back, err := snapshot.Encode(decoded); err != nil || !bytes.Equal(back, snap) {
		t.Errorf("the snapshot does not read back byte for byte (%v)", err)
	}
	if a, b := kindtest.Everything(t, &ss.s), kindtest.Everything(t, &decoded); !bytes.Equal(a, b) {
		t.Errorf("standings after the snapshot differ:\n%s\n%s", a, b)
	}
}

// Careless and hostile input (RULES §8.1–§8.3, §8.10): each refusal names
// the culprit and records nothing.
func TestAnticipationGame_Refusals(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Classic, typedGroups(t, rs, "AL"), nil)
	ss.refused(anticipation.EnterSheetSlip{Table: 1, Slip: anticipation.SheetSlip{Pass: true}}, arbiter.ERoundClosed, "round 1 is not drawn")
	ss.refused(duplicate.DrawRack{}, arbiter.EInvalidInput, "Anticipation game")
	ss.refused(anticipation.RegisterGroups{Table: 1, Groups: typedGroups(t, rs, "AL")}, arbiter.EInvalidInput, "only in oarba")
	ss.refused(anticipation.DrawGroup{Group: 1}, arbiter.EInvalidInput, "groups 2 to 15")
	ss.must(anticipation.DrawGroup{Group: 9})
	ss.refused(anticipation.DrawGroup{}, arbiter.ERoundOpen, "round 1 is still open")
	ss.refused(anticipation.EnterSheetSlip{Table: 5, Slip: anticipation.SheetSlip{Pass: true}}, arbiter.ENotFound, "no player at table 5")
	ss.refused(anticipation.EnterSheetSlip{Table: 1, Round: 2, Slip: anticipation.SheetSlip{Pass: true}}, arbiter.ERoundClosed, "round 2 is not drawn")
	ss.refused(anticipation.EnterSheetSlip{Table: 1, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("H8", "AL", 4), sm("H8", "AL", 4)}}},
		arbiter.EInvalidInput, "round 1: moves")
	ss.must(arbiter.CloseRound{})
	ss.refused(anticipation.DrawGroup{Group: 9}, arbiter.EInvalidInput, "group 9 was already played in round 1")
	ss.must(anticipation.DrawGroup{})
	if p := kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Played; len(p) != 2 || !p[1].ByLot || p[1].Group == 9 {
		t.Errorf("the group drawn by lot: %+v", p)
	}
	ss.refused(arbiter.EndGame{}, arbiter.ERoundOpen, "still open")
	ss.must(arbiter.CloseRound{})
	ss.refused(arbiter.EndGame{}, arbiter.EInvalidInput, "needs a reason")
}

// RULES §8.10: in oarba each player registers their own groups, checked,
// before round 1; a player without groups hands in no slip.
func TestAnticipationGame_BlindGroups(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	ss := anticipationSession(t, anticipation.Blind, "", nil)
	ss.refused(anticipation.DrawGroup{}, arbiter.EConflict, "no player has registered")
	ss.refused(anticipation.RegisterGroups{Table: 1, Groups: "AL BRDEIOS"}, arbiter.EInvalidInput, "holds 2 groups")
	ss.refused(anticipation.RegisterGroups{Table: 1, Groups: strings.Replace(typedGroups(t, rs, "AL"), "AL", "AB", 1)}, arbiter.EInvalidInput, "group 1")
	ss.refused(anticipation.RegisterGroups{Table: 1, Groups: "AL " + strings.Repeat("AEEEEEE ", 14)}, arbiter.EInvalidInput, "more tiles than the ro set")
	ss.must(anticipation.RegisterGroups{Table: 1, Groups: typedGroups(t, rs, "LA", "BRDEIOS")})
	ss.must(anticipation.DrawGroup{Group: 2})
	ss.refused(anticipation.RegisterGroups{Table: 2, Groups: typedGroups(t, rs, "AL")}, arbiter.EConflict, "round 1 is drawn")
	ss.refused(anticipation.EnterSheetSlip{Table: 2, Slip: anticipation.SheetSlip{Pass: true}}, arbiter.ENotFound, "registered no groups")
	ss.must(anticipation.EnterSheetSlip{Table: 1, Slip: anticipation.SheetSlip{Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("8G", "BAR", 11)}, Total: fig(15)}})
	if res := kindtest.Anticipation(ss.tb, ss.s.CurrentGame()).Sheet(1).Result; res.Total != 15 {
		t.Errorf("table 1 played its own groups for %d, want 15", res.Total)
	}
	checkAnticipationReplay(t, ss)
}

// RULES §8.9: Rezistenta ranks in reverse order of abandonment, and the
// game's end adjudicates every sheet over all the rounds (a player who
// hands in nothing more abandons in the round after their last slip).
func TestAnticipationGame_RezistentaRanksByAbandonment(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	// Every group of Rezistenta must make a 7-letter word (RULES §8.9):
	// the groups after the second are the rest of the bag, which the
	// short word list cannot make words of, so any group passes here.
	ss := anticipationSession(t, anticipation.Rezistenta, typedGroups(t, rs, "AL", "AEEGLNR"), func(scoring.Rack) bool { return true })
	ss.refused(arbiter.StartTimer{At: time.Unix(0, 0)}, arbiter.ERoundClosed, "")
	ss.playRound(2, map[int]anticipation.SheetSlip{
		1: {Moves: []anticipation.SheetMove{sm("H8", "AL", 4)}, Total: fig(4)},
		2: {Moves: []anticipation.SheetMove{sm("H8", "AL", 4), sm("I2", "GENERAL", 69)}, Total: fig(73)},
	})
	ss.must(anticipation.DrawGroup{Group: 3})
	ss.must(arbiter.StartTimer{At: time.Unix(100, 0)})
	if d := ss.s.CurrentGame().Current().Timer.Duration; d != 8*time.Minute {
		t.Errorf("round 2's clock runs %s, want 8m (RULES §8.6)", d)
	}
	ss.must(arbiter.CloseRound{})
	ss.must(arbiter.EndGame{Reason: "test"})
	st, err := ss.s.Standings(1, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows[0].Table != 2 || st.Rows[0].Abandoned != 2 || st.Rows[1].Abandoned != 1 || st.Rows[1].Rank != 2 {
		t.Errorf("rezistenta standings %+v: want table 2 (abandoned in round 2) before table 1 (round 1)", st.Rows)
	}
	checkAnticipationReplay(t, ss)
}

// fig returns a figure written on a slip.
func fig(v int) *int { return &v }
