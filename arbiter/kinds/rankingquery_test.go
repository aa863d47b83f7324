package kinds_test

import (
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/free"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/problem"
)

// TestCheckRanking: what each kind's ranking refuses, asked of its game
// and of a tournament whose only game it is: the Top variant (RULES §7)
// only ranks duplicate games, a ranking after a round only a free-game
// event (§10.2), the duplicate game's files (latin1, SIGLES) need its
// columns, and a problem takes no split (§9).
func TestCheckRanking(t *testing.T) {
	queries := map[string]arbiter.RankingQuery{
		"tops":          {Game: 1, Tops: true},
		"split":         {Game: 1, By: arbiter.ByCategory},
		"after":         {Game: 1, After: 1},
		"latin1":        {Game: 1, Columns: "latin1"},
		"sigles":        {Game: 1, Columns: "sigles"},
		"whole tops":    {Tops: true},
		"whole split":   {By: arbiter.ByCategory},
		"whole latin1":  {Columns: "latin1"},
		"whole after":   {After: 2},
		"missing after": {Game: 7, After: 2},
	}
	// refused lists, for each kind, the queries it refuses and a part of
	// the refusal; every other query is taken.
	refused := map[arbiter.Kind]map[string]string{
		arbiter.KindDuplicate: {
			"after":         "--round 1: only a free-game event ranks after a round, and game 1 is not one",
			"whole after":   "--round 2: only a free-game event ranks after a round, and game 1 is not one",
			"missing after": "and there is no game 7",
		},
		anticipation.Kind: {
			"tops":          "game 1 is an Anticipation game (RULES §8.7): it has no top",
			"whole tops":    "game 1 is an Anticipation game (RULES §8.7): it has no top",
			"after":         "game 1 is not one",
			"whole after":   "game 1 is not one",
			"missing after": "there is no game 7",
			"latin1":        "the latin1 file has the duplicate game's columns",
			"whole latin1":  "the latin1 file has the duplicate game's columns",
			"sigles":        "game 1 is an Anticipation game (RULES §8): SIGLES records duplicate games",
		},
		problem.Composition: {
			"tops":          "game 1 is a composition problem (RULES §9): it has no top and ranks by its own rules",
			"whole tops":    "game 1 is a composition problem (RULES §9): it has no top",
			"split":         "game 1 is a composition problem: it is ranked by its own rules, without --by",
			"after":         "game 1 is not one",
			"whole after":   "game 1 is not one",
			"missing after": "there is no game 7",
			"latin1":        "game 1 is a composition problem (RULES §9): its ranking exports as csv or json",
			"sigles":        "a problem has no top and ranks by its own rules",
		},
		free.Kind: {
			"tops":          "game 1 is a free-game event (RULES §10.2): it has no top and ranks by wins",
			"whole tops":    "game 1 is a free-game event (RULES §10.2): it has no top",
			"missing after": "there is no game 7",
			"sigles":        "game 1 is a free-game event (RULES §10): SIGLES records duplicate games",
		},
	}
	reg := kinds.All()
	for _, k := range reg.Kinds() {
		s := arbiter.State{Kinds: reg, Games: []arbiter.Game{{Number: 1, Play: &arbiter.Play{Kind: k}}}}
		for name, q := range queries {
			err := s.CheckRanking(q)
			want, ok := refused[k][name]
			switch {
			case !ok && err != nil:
				t.Errorf("%s, %s: refused: %v", k, name, err)
			case ok && err == nil:
				t.Errorf("%s, %s: taken, want refused with %q", k, name, want)
			case ok && (!strings.Contains(err.Error(), want) || arbiter.ErrorCode(err) != arbiter.EInvalidInput):
				t.Errorf("%s, %s: %v (%s), want %q, invalid input", k, name, err, arbiter.ErrorCode(err), want)
			}
		}
	}
	two := arbiter.State{Kinds: reg, Games: []arbiter.Game{{Number: 1}, {Number: 2, Play: &arbiter.Play{Kind: anticipation.Kind}}}}
	if err := two.CheckRanking(arbiter.RankingQuery{Tops: true}); err != nil {
		t.Errorf("a tournament of two games ranked by tops: %v, want taken (its games add up)", err)
	}
	if err := two.CheckRanking(arbiter.RankingQuery{After: 1}); err == nil || !strings.Contains(err.Error(), "the tournament is ranked as its games add up") {
		t.Errorf("a tournament of two games ranked after a round: %v, want refused", err)
	}
}
