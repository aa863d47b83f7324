package simulation

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
)

// words is a word list of a few words.
type words []string

func (w words) Contains(word string) bool { return slices.Contains(w, word) }

// sorted returns the letters of s in order.
func sorted(s string) string {
	b := []byte(s)
	slices.Sort(b)
	return string(b)
}

// TestMisspell: the misspelt word is the word's letters swapped, and a word
// the list does not hold; a word of one letter repeated cannot be misspelt.
func TestMisspell(t *testing.T) {
	lex := words{"CASA", "ACAS", "SACA"}
	for seed := range uint64(50) {
		rng := rand.New(rand.NewPCG(seed, 1))
		bad, ok := misspell("casa", lex, rng)
		if !ok || bad == "casa" || lex.Contains(strings.ToUpper(bad)) || sorted(bad) != sorted("casa") {
			t.Errorf("seed %d: misspell(casa) = %q, %v: want a swap of its letters the list does not hold", seed, bad, ok)
		}
	}
	if bad, ok := misspell("aaa", lex, rand.New(rand.NewPCG(1, 1))); ok || bad != "aaa" {
		t.Errorf("misspell(aaa) = %q, %v: want aaa unchanged, false", bad, ok)
	}
}

// TestMiscount: a wrong figure changes one figure of the slip; on a Tactic
// slip (RULES §7.6) a wrong move's score comes with the total of the scores
// as written, so the total is wrong too, or the total alone is wrong or
// missing.
func TestMiscount(t *testing.T) {
	room := NewRoom(1, rand.New(rand.NewPCG(7, 7)))
	classic := duplicate.EnterSlip{Score: "20"}
	for range 20 {
		s := classic
		room.miscount(&s)
		if n, _ := strconv.Atoi(s.Score); n <= 20 || n > 29 {
			t.Errorf("miscounted score %q of 20: want 21 to 29", s.Score)
		}
	}
	tactic := duplicate.EnterSlip{Score: "20", Score2: "12", Total: "32"}
	seen := map[string]bool{}
	for range 200 {
		s := tactic
		room.miscount(&s)
		first, _ := strconv.Atoi(s.Score)
		second, _ := strconv.Atoi(s.Score2)
		switch {
		case s.Score != "20" || s.Score2 != "12":
			seen["score"] = true
			if s.Total != strconv.Itoa(first+second) || s.Score != "20" && s.Score2 != "12" {
				t.Errorf("miscounted %+v: want one score wrong and the total of the scores as written", s)
			}
		case s.Total == "":
			seen["no total"] = true
		case s.Total != "32":
			seen["total"] = true
		default:
			t.Errorf("miscounted %+v: no figure is wrong", s)
		}
	}
	if len(seen) != 3 {
		t.Errorf("mistakes made %v: want a wrong score, a wrong total and a missing total", seen)
	}
}

// TestWarning: the referee warns in rounds 4 and 9 only, the first table
// from the one named (wrapping round the room) whose slip earned no
// technical warning, and nobody when every slip did.
func TestWarning(t *testing.T) {
	room := NewRoom(8, rand.New(rand.NewPCG(1, 1)))
	warned := arbiter.Slip{Verdict: arbiter.Verdict{Warning: "wrong score"}}
	r := &arbiter.Round{Slips: map[int][]arbiter.Slip{7: {warned}, 8: {warned}}}
	for round := 1; round <= 12; round++ {
		w, ok := room.Warning(round, r)
		switch round {
		case 4:
			if !ok || w.Table != 1 || w.Kind != arbiter.Technical {
				t.Errorf("round 4: %+v, %v: want a technical warning to table 1 (7 and 8 warned)", w, ok)
			}
		case 9:
			if !ok || w.Table != 3 || w.Kind != arbiter.Disciplinary {
				t.Errorf("round 9: %+v, %v: want a disciplinary warning to table 3", w, ok)
			}
		default:
			if ok {
				t.Errorf("round %d: warning %+v, want none", round, w)
			}
		}
	}
	small := NewRoom(2, rand.New(rand.NewPCG(1, 1)))
	if w, ok := small.Warning(4, &arbiter.Round{}); !ok || w.Table != 1 {
		t.Errorf("a room of 2, round 4: %+v, %v: want table 7 wrapped to 1", w, ok)
	}
	all := &arbiter.Round{Slips: map[int][]arbiter.Slip{1: {warned}, 2: {warned}}}
	if w, ok := small.Warning(4, all); ok {
		t.Errorf("every slip warned: %+v, want no warning", w)
	}
}

// TestPlayers: a room's players sit at tables 1 to n, each with a name, a
// club and a federation number of its own.
func TestPlayers(t *testing.T) {
	players := Players(30)
	ids := map[string]bool{}
	for i, p := range players {
		if p.Table != i+1 || p.Name == "" || p.Club == "" || ids[p.FederationID] {
			t.Errorf("player %d: %+v", i, p)
		}
		ids[p.FederationID] = true
	}
}
