package draw_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/draw"
	"arbiter/scoring"
)

// builtin returns a built-in rule set or fails the test.
func builtin(tb testing.TB, name string) *scoring.RuleSet {
	tb.Helper()
	rs, ok := scoring.Builtin(name)
	if !ok {
		tb.Fatalf("no built-in rule set %q", name)
	}
	return rs
}

// tiles builds a rack from letters, '?' for a joker.
func tiles(s string) scoring.Rack {
	var r scoring.Rack
	for i := range len(s) {
		r.Add(s[i])
	}
	return r
}

func TestMinimums_RULES_4_2(t *testing.T) {
	rs := builtin(t, "ro")
	for _, tt := range []struct {
		round int
		want  draw.Requirement
	}{
		{1, draw.Requirement{Vowels: 2, Consonants: 2}},
		{15, draw.Requirement{Vowels: 2, Consonants: 2}},
		{16, draw.Requirement{Vowels: 1, Consonants: 1}},
		{40, draw.Requirement{Vowels: 1, Consonants: 1}},
	} {
		if got := draw.Minimums(rs, tt.round); got != tt.want {
			t.Errorf("Minimums(ro, %d) = %+v, want %+v", tt.round, got, tt.want)
		}
	}
}

func TestRequire_RULES_4_2_exception(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rules string
		round int
		left  string
		want  draw.Requirement
	}{
		{"FullBag", "ro", 1, "", draw.Requirement{Vowels: 2, Consonants: 2}},
		{"OneVowelLeft", "ro", 3, "ABCDFGHJLM", draw.Requirement{Vowels: 1, Consonants: 2}},
		{"OneConsonantLeft", "ro", 3, "AEIOUAEB", draw.Requirement{Vowels: 2, Consonants: 1}},
		{"JokerCountsAsVowel", "ro", 3, "A?BCDFGH", draw.Requirement{Vowels: 2, Consonants: 2}},
		{"JokerNeverTwice", "ro", 1, "AB?", draw.Requirement{Vowels: 2, Consonants: 1}},
		{"FromRound16", "ro", 16, "AB", draw.Requirement{Vowels: 1, Consonants: 1}},
		{"FrenchYIsEither", "fr", 1, "YBCDFGHJ", draw.Requirement{Vowels: 1, Consonants: 2}},
		{"ItalianNoJoker", "it", 2, "ABCDFGHL", draw.Requirement{Vowels: 1, Consonants: 2}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rs := builtin(t, tt.rules)
			left := tiles(tt.left)
			if tt.left == "" {
				left = rs.FullBag()
			}
			if got := draw.Require(rs, tt.round, left); got != tt.want {
				t.Errorf("Require(%s, %d, %s) = %+v, want %+v", tt.rules, tt.round, left, got, tt.want)
			}
		})
	}
}

func TestDraw(t *testing.T) {
	rs := builtin(t, "ro")
	full := rs.FullBag()
	noA := func(r scoring.Rack) bool { return r.Count('A') == 0 }
	never := func(scoring.Rack) bool { return false }
	for _, tt := range []struct {
		name      string
		round     int
		bag, kept scoring.Rack
		opts      draw.Options
		check     func(t *testing.T, res draw.Result)
	}{
		{name: "FirstRack", round: 1, bag: full, check: func(t *testing.T, res draw.Result) {
			if res.Rack.Len() != 7 || res.Remainder.Len() != 0 || res.New != res.Rack || res.Bag.Plus(res.Rack) != full {
				t.Errorf("rack %s + bag %s", res.Rack, res.Bag)
			}
		}},
		{name: "RemainderKept", round: 2, bag: full.Minus(tiles("AEIBRS")), kept: tiles("AEIBR"), check: func(t *testing.T, res draw.Result) {
			if res.Remainder != tiles("AEIBR") || res.New.Len() != 2 || len(res.Rejected) != 0 {
				t.Errorf("rack %s = %s + %s, %d rejected", res.Rack, res.Remainder, res.New, len(res.Rejected))
			}
		}},
		{name: "FailedRemainderGoesBack", round: 2, bag: full.Minus(tiles("BCDFGH")), kept: tiles("BCDFGH"), check: func(t *testing.T, res draw.Result) {
			if len(res.Rejected) == 0 || res.Rejected[0].Reason != draw.Minimum || res.Rejected[0].Remainder != tiles("BCDFGH") {
				t.Fatalf("rejected %+v, want the remainder BCDFGH rejected for the minimum", res.Rejected)
			}
			if res.Remainder.Len() != 0 || res.Rack.Len() != 7 {
				t.Errorf("rack %s = %s + %s, want 7 new tiles", res.Rack, res.Remainder, res.New)
			}
		}},
		{name: "AllPlayed", round: 20, check: func(t *testing.T, res draw.Result) {
			if res.End != draw.AllPlayed || res.Rack.Len() != 0 {
				t.Errorf("end %q, rack %s", res.End, res.Rack)
			}
		}},
		{name: "NoVowelLeft", round: 20, bag: tiles("BC"), kept: tiles("D"), check: func(t *testing.T, res draw.Result) {
			if res.End != draw.NoVowel {
				t.Errorf("end %q, want %q", res.End, draw.NoVowel)
			}
		}},
		{name: "NoConsonantLeft", round: 20, bag: tiles("AE"), check: func(t *testing.T, res draw.Result) {
			if res.End != draw.NoConsonant {
				t.Errorf("end %q, want %q", res.End, draw.NoConsonant)
			}
		}},
		{name: "JokersPlayOn", round: 20, bag: tiles("??"), check: func(t *testing.T, res draw.Result) {
			if res.End != draw.Playing || res.Rack != tiles("??") {
				t.Errorf("end %q, rack %s", res.End, res.Rack)
			}
		}},
		{name: "NoMoveWithLastTiles", round: 20, bag: tiles("AB"), kept: tiles("C"), opts: draw.Options{MoveExists: never}, check: func(t *testing.T, res draw.Result) {
			if res.End != draw.NoMoveLeft || len(res.Rejected) != 1 || res.Rejected[0].Rack != tiles("ABC") {
				t.Errorf("end %q, rejected %+v", res.End, res.Rejected)
			}
		}},
		{name: "NoMoveWithAnyCombination", round: 20, bag: tiles("AEBCDFGHJ"), opts: draw.Options{MoveExists: never}, check: func(t *testing.T, res draw.Result) {
			if res.End != draw.NoMoveLeft || len(res.Rejected) != 1 {
				t.Errorf("end %q, %d rejected", res.End, len(res.Rejected))
			}
		}},
		{name: "MinimumWaivedWhenNoRackMeetingItPlays", round: 1, bag: tiles("AEBCDFGH"), opts: draw.Options{MoveExists: noA}, check: func(t *testing.T, res draw.Result) {
			if res.Rack != tiles("EBCDFGH") || !cmp.Equal(res.Waived, []draw.Reason{draw.Minimum}) {
				t.Errorf("rack %s, waived %v; want EBCDFGH with the minimum waived", res.Rack, res.Waived)
			}
		}},
		{name: "TriplesRejected", round: 1, bag: tiles("AAAEBBCDFGHL"), opts: draw.Options{RejectTriples: true}, check: func(t *testing.T, res draw.Result) {
			if res.Rack.Count('A') > 2 {
				t.Errorf("rack %s has a triple", res.Rack)
			}
		}},
		{name: "TriplesKeptWhenUnavoidable", round: 1, bag: tiles("AAAABBBB"), opts: draw.Options{RejectTriples: true}, check: func(t *testing.T, res draw.Result) {
			if res.Rack.Len() != 7 || len(res.Rejected) != 0 {
				t.Errorf("rack %s, %d rejected", res.Rack, len(res.Rejected))
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := draw.Draw(rs, 1, tt.round, tt.bag, tt.kept, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := draw.Draw(rs, 1, tt.round, tt.bag, tt.kept, tt.opts)
			if diff := cmp.Diff(res, again); diff != "" {
				t.Errorf("the same draw twice differs (-first +second):\n%s", diff)
			}
			if res.End == draw.Playing && res.Bag.Plus(res.Rack) != tt.bag.Plus(tt.kept) {
				t.Errorf("tiles not conserved: bag %s + rack %s", res.Bag, res.Rack)
			}
			tt.check(t, res)
		})
	}
}

func TestDraw_SeedAndRoundChangeTheRack(t *testing.T) {
	rs := builtin(t, "ro")
	seen := map[scoring.Rack]bool{}
	for seed := range uint64(10) {
		for round := 1; round <= 10; round++ {
			res, err := draw.Draw(rs, seed, round, rs.FullBag(), scoring.Rack{}, draw.Options{})
			if err != nil {
				t.Fatal(err)
			}
			seen[res.Rack] = true
		}
	}
	if len(seen) < 95 {
		t.Errorf("100 (seed, round) pairs gave only %d distinct racks", len(seen))
	}
}

func TestDraw_Errors(t *testing.T) {
	rs := builtin(t, "ro")
	for _, tt := range []struct {
		name  string
		round int
		kept  scoring.Rack
		want  string
	}{
		{"RoundZero", 0, scoring.Rack{}, `round 0: rack "": rounds are numbered from 1`},
		{"RemainderTooLong", 3, tiles("AAAAEEEE"), `round 3: rack "AAAAEEEE": the remainder holds 8 tiles, more than a rack of 7`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := draw.Draw(rs, 1, tt.round, rs.FullBag(), tt.kept, draw.Options{})
			e, ok := errors.AsType[*draw.Error](err)
			if !ok || e.Reason != draw.RackSize || err.Error() != tt.want {
				t.Errorf("Draw() error:\ngot  %v\nwant %s", err, tt.want)
			}
		})
	}
}

// TestDraw_Uniform checks with a chi-square test that the tiles of racks
// drawn without any minimum are uniform over the bag's tiles. The seed is
// fixed, so the test cannot flake; the bound is the 0.999 quantile.
func TestDraw_Uniform(t *testing.T) {
	rs := *builtin(t, "ro")
	rs.DrawMinimums = nil
	full := rs.FullBag()
	var got [27]float64
	const rounds = 20000
	for round := 1; round <= rounds; round++ {
		res, err := draw.Draw(&rs, 20261129, round, full, scoring.Rack{}, draw.Options{})
		if err != nil || len(res.Rejected) > 0 {
			t.Fatalf("round %d: %v, %d rejected", round, err, len(res.Rejected))
		}
		for i, c := range res.Rack {
			got[i] += float64(c)
		}
	}
	chi2, categories := 0.0, 0
	for i, c := range full {
		if c == 0 {
			if got[i] != 0 {
				t.Errorf("drew %v tiles of index %d, which the bag lacks", got[i], i)
			}
			continue
		}
		want := float64(rounds*rs.RackSize) * float64(c) / float64(full.Len())
		chi2 += (got[i] - want) * (got[i] - want) / want
		categories++
	}
	// 23 categories (22 letters and the joker): 22 degrees of freedom.
	if categories != 23 {
		t.Fatalf("%d categories, want 23", categories)
	}
	const bound = 48.27
	if chi2 > bound {
		t.Errorf("chi-square %.2f > %.2f: draws are not uniform", chi2, bound)
	}
	t.Logf("chi-square %.2f with 22 degrees of freedom", chi2)
}

// FuzzDraw checks that any bag and remainder give a draw that conserves the
// tiles, takes a full rack and meets the round's requirement unless waived.
func FuzzDraw(f *testing.F) {
	f.Add(uint64(1), uint8(1), "AEIBCDFGH", "", false)
	f.Add(uint64(2), uint8(16), "BCD", "A", true)
	f.Add(uint64(3), uint8(3), "AAAABBBB??", "EE", true)
	f.Add(uint64(4), uint8(20), "", "", false)
	rs := builtin(f, "ro")
	f.Fuzz(func(t *testing.T, seed uint64, round uint8, bagText, keptText string, triples bool) {
		bag, err := rs.ParseRack(bagText)
		if err != nil {
			return
		}
		kept, err := rs.ParseRack(keptText)
		if err != nil {
			return
		}
		exists := fakeExists(seed)
		var board scoring.Board
		opts := draw.Options{RejectTriples: triples, MoveExists: func(r scoring.Rack) bool { return exists(&board, r) }}
		res, err := draw.Draw(rs, seed, int(round), bag, kept, opts)
		if err != nil {
			if _, ok := errors.AsType[*draw.Error](err); !ok || (round >= 1 && kept.Len() <= rs.RackSize) {
				t.Fatalf("Draw(%s, %s, round %d): %v", bag, kept, round, err)
			}
			return
		}
		left := bag.Plus(kept)
		if res.End != draw.Playing {
			if res.End == draw.GaveUp || res.Rack.Len() != 0 {
				t.Fatalf("Draw(%s, %s, round %d) ended %s with rack %s", bag, kept, round, res.End, res.Rack)
			}
			return
		}
		if res.Bag.Plus(res.Rack) != left || res.Rack != res.Remainder.Plus(res.New) || res.Rack.Len() != min(rs.RackSize, left.Len()) {
			t.Fatalf("Draw(%s, %s, round %d): rack %s = %s + %s, bag %s", bag, kept, round, res.Rack, res.Remainder, res.New, res.Bag)
		}
		v, c, e := counts(rs, res.Rack)
		if len(res.Waived) == 0 && !satisfies(v, c, e, res.Requirement) {
			t.Fatalf("Draw(%s, %s, round %d): rack %s misses %+v", bag, kept, round, res.Rack, res.Requirement)
		}
		if !opts.MoveExists(res.Rack) {
			t.Fatalf("Draw(%s, %s, round %d): rack %s has no move", bag, kept, round, res.Rack)
		}
	})
}

// TestCount_RULES_2 counts racks by kind: vowels, consonants, the French
// Y that counts as either, and jokers.
func TestCount_RULES_2(t *testing.T) {
	for _, tt := range []struct {
		rules, rack string
		want        draw.Kinds
	}{
		{"ro", "ACLMNOU", draw.Kinds{Vowels: 3, Consonants: 4}},
		{"ro", "AEIOU??", draw.Kinds{Vowels: 5, Jokers: 2}},
		{"fr", "AEYY?BC", draw.Kinds{Vowels: 2, Consonants: 2, Either: 2, Jokers: 1}},
		{"ro", "", draw.Kinds{}},
	} {
		if got := draw.Count(builtin(t, tt.rules), tiles(tt.rack)); got != tt.want {
			t.Errorf("Count(%s, %q) = %+v, want %+v", tt.rules, tt.rack, got, tt.want)
		}
	}
}
