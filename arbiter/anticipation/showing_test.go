package anticipation_test

import (
	"reflect"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// The room shows an Anticipation game's round by the game's rules (RULES
// §8.6): round 1 announces group 1 and the group of 7 drawn, a slip of two
// moves; later rounds the group drawn alone; Avocalica its consonants and
// jokers (§8.8); oarba the group's number alone (§8.10); the standings
// once the round is closed.
func TestShowing_AnnouncesTheGroupsByForm(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	groups := typedGroups(t, rs, "AL", "BRDEIOS", "AARNOST")
	showing := func(ss *antSession) arbiter.Showing {
		t.Helper()
		sh := arbiter.ShowingAt(&ss.s, time.Time{})
		if sh == nil {
			t.Fatal("no showing of an Anticipation game")
		}
		return *sh
	}
	ss := anticipationSession(t, anticipation.Classic, groups, nil)
	if got, want := showing(ss), (arbiter.Showing{Rounds: 14, Slip: arbiter.SlipShowing{Sheet: true}}); !reflect.DeepEqual(got, want) {
		t.Errorf("before a group is drawn: %+v, want %+v", got, want)
	}
	ss.must(anticipation.DrawGroup{Group: 2})
	round1 := arbiter.Showing{Phase: "rack", Round: 1, Rounds: 14, Group: 2, Clock: true,
		Letters: []arbiter.Letters{{Shown: "AL", Spoken: []scoring.Rack{mustRack(t, rs, "AL")}}, {Shown: "BDEIORS", Spoken: []scoring.Rack{mustRack(t, rs, "BRDEIOS")}}},
		Slip:    arbiter.SlipShowing{Round: 1, Default: 1, TwoMoves: true, Groups: []int{1, 2}, Sheet: true}}
	if got := showing(ss); !reflect.DeepEqual(got, round1) {
		t.Errorf("round 1:\n%+v, want\n%+v", got, round1)
	}
	ss.must(arbiter.CloseRound{})
	if got := showing(ss); got.Phase != "standings" || got.StandingsRound != 1 || got.Clock || got.Letters != nil {
		t.Errorf("round 1 closed: %+v, want the standings after round 1 and no letters", got)
	}
	ss.must(anticipation.DrawGroup{Group: 3})
	if got := showing(ss); len(got.Letters) != 1 || got.Letters[0].Shown != "AANORST" || got.StandingsRound != 1 || got.Slip.TwoMoves || !reflect.DeepEqual(got.Slip.Groups, []int{3}) {
		t.Errorf("round 2: %+v, want group 3 alone, one move, the standings after round 1", got)
	}

	avocalica := anticipationSession(t, anticipation.Avocalica, groups, nil)
	avocalica.must(anticipation.DrawGroup{Group: 2})
	if got := showing(avocalica).Letters; len(got) != 2 || got[0].Shown != "L" || got[1].Shown != "BDRS" {
		t.Errorf("Avocalica announces %+v, want the consonants L, then BDRS", got)
	}

	blind := anticipationSession(t, anticipation.Blind, "", nil)
	blind.must(anticipation.RegisterGroups{Table: 1, Groups: groups})
	blind.must(anticipation.DrawGroup{Group: 2})
	if got := showing(blind); got.Phase != "rack" || !got.Clock || got.Group != 2 || got.Letters != nil {
		t.Errorf("oarba shows %+v, want group 2's number and clock, no letters", got)
	}
}

// mustRack reads letters in rs's notation.
func mustRack(t *testing.T, rs *scoring.RuleSet, letters string) scoring.Rack {
	t.Helper()
	r, err := rs.ParseRack(letters)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
