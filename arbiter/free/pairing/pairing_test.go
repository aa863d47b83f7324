package pairing

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
)

// field returns n entrants numbered 1…n in ranking order, none met.
func field(n int) []Entrant {
	es := make([]Entrant, n)
	for i := range es {
		es[i] = Entrant{Player: i + 1, Met: map[int]int{}}
	}
	return es
}

func meet(es []Entrant, a, b, times int) {
	es[a-1].Met[b] += times
	es[b-1].Met[a] += times
}

// games returns a round's boards as ordered (start, reply) couples.
func games(pairs []Pair) [][2]int {
	var out [][2]int
	for _, p := range pairs {
		if !p.Why.Bye {
			out = append(out, [2]int{p.Start, p.Reply})
		}
	}
	return out
}

// TestSwiss_KnownAnswers follows RULES §10.2: "pair 1 with 2, 3 with 4,
// …, avoiding repeat pairings as far as possible", never stranding the
// last two players who have met.
func TestSwiss_KnownAnswers(t *testing.T) {
	t.Run("OneWithTwo", func(t *testing.T) {
		got, err := Round(Request{System: Swiss, Entrants: field(6)})
		if err != nil {
			t.Fatal(err)
		}
		want := [][2]int{{1, 2}, {3, 4}, {5, 6}}
		if d := cmp.Diff(want, games(got)); d != "" {
			t.Errorf("pairs (-want +got):\n%s", d)
		}
	})
	t.Run("LastTwoMet", func(t *testing.T) {
		// A greedy pass pairs 1–2 and strands 3–4, who have met; the
		// matching pairs 1–3 and 2–4 (distances 2²+2² = 8 against 1–4,
		// 2–3 at 3²+1² = 10).
		es := field(4)
		meet(es, 3, 4, 1)
		got, err := Round(Request{System: Swiss, Entrants: es})
		if err != nil {
			t.Fatal(err)
		}
		want := [][2]int{{1, 3}, {2, 4}}
		if d := cmp.Diff(want, games(got)); d != "" {
			t.Errorf("pairs (-want +got):\n%s", d)
		}
		if d := cmp.Diff([][2]int{{3, 4}}, got[0].Why.Avoided); d != "" {
			t.Errorf("board 1 avoided (-want +got):\n%s", d)
		}
	})
	t.Run("ByeToLowestWithFewestByes", func(t *testing.T) {
		// RULES §10.2: the last of the ranking gets the bye, never twice
		// while another has had none.
		es := field(5)
		es[4].Byes = 1
		got, err := Round(Request{System: Swiss, Entrants: es})
		if err != nil {
			t.Fatal(err)
		}
		bye := got[len(got)-1]
		if !bye.Why.Bye || bye.Start != 4 || bye.Board != 0 {
			t.Errorf("bye = %+v, want player 4 without a board", bye)
		}
		want := [][2]int{{1, 2}, {3, 5}}
		if d := cmp.Diff(want, games(got)); d != "" {
			t.Errorf("pairs (-want +got):\n%s", d)
		}
	})
}

// perfectMatchings calls f with every perfect matching of the players.
func perfectMatchings(players []int, f func([][2]int)) {
	var rec func(rest []int, acc [][2]int)
	rec = func(rest []int, acc [][2]int) {
		if len(rest) == 0 {
			f(acc)
			return
		}
		for k := 1; k < len(rest); k++ {
			others := append(append([]int{}, rest[1:k]...), rest[k+1:]...)
			rec(others, append(acc, [2]int{rest[0], rest[k]}))
		}
	}
	rec(players, nil)
}

// randomField builds a field of n with a random history of games, byes,
// and now and then a Gibsonized leader with contenders.
func randomField(rng *rand.Rand, n int) []Entrant {
	es := field(n)
	games := rng.IntN(n * 2)
	for range games {
		a, b := 1+rng.IntN(n), 1+rng.IntN(n)
		if a != b {
			meet(es, a, b, 1)
		}
	}
	for i := range es {
		es[i].Byes = rng.IntN(2)
		es[i].Starts, es[i].Replies = rng.IntN(3), rng.IntN(3)
	}
	if rng.IntN(3) == 0 && n >= 3 {
		es[0].Gibson = true
		for i := 1; i < n; i++ {
			es[i].Contender = rng.IntN(2) == 0
		}
	}
	return es
}

// TestSwiss_Brute checks the Swiss pairing of random fields of up to 12
// players against every perfect matching: it is repeat-free whenever one
// is, and no matching is cheaper by the documented cost.
func TestSwiss_Brute(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 400 {
		n := 2 + rng.IntN(11)
		es := randomField(rng, n)
		limit := rng.IntN(3)
		got, err := Round(Request{System: Swiss, Entrants: es, RepeatLimit: limit})
		if err != nil {
			t.Fatal(err)
		}
		rest := es
		if n%2 == 1 {
			bye := got[len(got)-1]
			if !bye.Why.Bye {
				t.Fatalf("trial %d: odd field of %d without a bye: %+v", trial, n, got)
			}
			// RULES §10.2: the lowest-ranked among those with the fewest
			// byes, a Gibsonized leader only when nobody else can.
			fewest := es[n-1].Byes
			for _, e := range es[1:] {
				fewest = min(fewest, e.Byes)
			}
			want := 0
			for _, e := range es[1:] {
				if e.Byes == fewest {
					want = e.Player
				}
			}
			if es[0].Byes < fewest || (es[0].Byes == fewest && !es[0].Gibson) {
				if es[0].Byes < fewest || want == 0 {
					want = 1
				}
			}
			if bye.Start != want {
				t.Fatalf("trial %d: bye to %d, want %d: %+v", trial, bye.Start, want, es)
			}
			rest = slices.DeleteFunc(slices.Clone(es), func(e Entrant) bool { return e.Player == bye.Start })
		}
		gotCost := CostOf(rest, games(got), limit)
		var players []int
		for _, e := range rest {
			players = append(players, e.Player)
		}
		var best Cost
		found, repeatFree := false, false
		perfectMatchings(players, func(m [][2]int) {
			c := CostOf(rest, m, limit)
			if !found || c.Less(best) {
				best, found = c, true
			}
			if c.Repeats == 0 {
				repeatFree = true
			}
		})
		if gotCost != best {
			t.Fatalf("trial %d, n=%d: cost %+v, cheapest %+v; pairs %v", trial, n, gotCost, best, games(got))
		}
		if repeatFree && gotCost.Repeats != 0 {
			t.Fatalf("trial %d: a repeat-free pairing exists, got %d repeats", trial, gotCost.Repeats)
		}
		checkBoards(t, es, got)
	}
}

// checkBoards checks that every entrant is paired once and the boards
// are 1…k, distinct, the bye without one.
func checkBoards(tb testing.TB, es []Entrant, pairs []Pair) {
	tb.Helper()
	seen := map[int]int{}
	boards := map[int]bool{}
	for _, p := range pairs {
		seen[p.Start]++
		if p.Why.Bye {
			if p.Board != 0 || p.Reply != 0 {
				tb.Fatalf("bye %+v has a board or an opponent", p)
			}
			continue
		}
		seen[p.Reply]++
		if p.Board <= 0 || boards[p.Board] {
			tb.Fatalf("board %d given twice or not a board: %+v", p.Board, pairs)
		}
		boards[p.Board] = true
	}
	for _, e := range es {
		if seen[e.Player] != 1 {
			tb.Fatalf("player %d paired %d times: %+v", e.Player, seen[e.Player], pairs)
		}
	}
}

// TestRoundRobin_Cycle checks the Berger tables over a whole cycle: every
// pair meets exactly once, each player's starts and replies differ by one
// at most, and in an odd field each player has the bye once.
func TestRoundRobin_Cycle(t *testing.T) {
	for n := 2; n <= 16; n++ {
		es := field(n)
		rounds := n - 1 + n%2
		met := map[[2]int]int{}
		balance := map[int]int{}
		byes := map[int]int{}
		for c := range rounds {
			got, err := Round(Request{System: RoundRobin, Entrants: es, Cycle: c})
			if err != nil {
				t.Fatal(err)
			}
			checkBoards(t, es, got)
			for _, p := range got {
				if p.Why.Bye {
					byes[p.Start]++
					continue
				}
				met[[2]int{min(p.Start, p.Reply), max(p.Start, p.Reply)}]++
				balance[p.Start]++
				balance[p.Reply]--
			}
		}
		for a := 1; a <= n; a++ {
			for b := a + 1; b <= n; b++ {
				if met[[2]int{a, b}] != 1 {
					t.Errorf("n=%d: %d and %d met %d times", n, a, b, met[[2]int{a, b}])
				}
			}
			if balance[a] < -1 || balance[a] > 1 {
				t.Errorf("n=%d: player %d starts minus replies %d", n, a, balance[a])
			}
			if want := n % 2; byes[a] != want {
				t.Errorf("n=%d: player %d had %d byes, want %d", n, a, byes[a], want)
			}
		}
	}
}

// TestRoundRobin_Seats seats the cycle by Seats while the ranks, the
// boards and the explanation follow the standings' order.
func TestRoundRobin_Seats(t *testing.T) {
	es := []Entrant{{Player: 3}, {Player: 1}, {Player: 2}, {Player: 4}}
	got, err := Round(Request{System: RoundRobin, Entrants: es, Seats: []int{1, 2, 3, 4}})
	if err != nil {
		t.Fatal(err)
	}
	want := []Pair{
		{Board: 1, Start: 2, Reply: 3, Why: Why{StartRank: 3, ReplyRank: 1}},
		{Board: 2, Start: 1, Reply: 4, Why: Why{StartRank: 2, ReplyRank: 4}},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("pairs (-want +got):\n%s", d)
	}
	_, err = Round(Request{System: RoundRobin, Entrants: es, Seats: []int{1, 2, 3, 9}})
	if msg := arbiter.ErrorMessage(err); msg != "round robin: seat of player 9 given twice or not an entrant" {
		t.Errorf("error = %q", msg)
	}
}

// TestKingOfTheHill pairs by rank whatever the history.
func TestKingOfTheHill(t *testing.T) {
	es := field(6)
	meet(es, 1, 2, 2)
	got, err := Round(Request{System: KingOfTheHill, Entrants: es})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([][2]int{{1, 2}, {3, 4}, {5, 6}}, games(got)); d != "" {
		t.Errorf("pairs (-want +got):\n%s", d)
	}
	if got[0].Why.Met != 2 {
		t.Errorf("board 1 met %d times, want 2", got[0].Why.Met)
	}
}

// TestLot draws the same pairing from the same seed and another from
// another, every player paired once.
func TestLot(t *testing.T) {
	es := field(9)
	draw := func(seed uint64) []Pair {
		got, err := Round(Request{System: Lot, Entrants: es, Rand: rand.New(rand.NewPCG(seed, 0))})
		if err != nil {
			t.Fatal(err)
		}
		checkBoards(t, es, got)
		return got
	}
	if d := cmp.Diff(draw(1), draw(1)); d != "" {
		t.Errorf("same seed, another pairing:\n%s", d)
	}
	differ := false
	for seed := uint64(2); seed < 6; seed++ {
		differ = differ || !cmp.Equal(draw(1), draw(seed))
	}
	if !differ {
		t.Error("five seeds drew the same pairing")
	}
}

// TestStarts balances starts: the player who started more replies.
func TestStarts(t *testing.T) {
	es := field(4)
	es[0].Starts = 2 // player 1 started twice, replied once
	es[0].Replies = 1
	es[2].Last = 1 // player 3 started last time; 4 never played
	got, err := Round(Request{System: KingOfTheHill, Entrants: es})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([][2]int{{2, 1}, {4, 3}}, games(got)); d != "" {
		t.Errorf("starts (-want +got):\n%s", d)
	}
}

// TestBoards keeps a reserved board for its player and numbers the other
// boards from the top pairing, skipping the reserved ones.
func TestBoards(t *testing.T) {
	es := field(8)
	es[6].Board = 1 // player 7 keeps board 1
	got, err := Round(Request{System: KingOfTheHill, Entrants: es})
	if err != nil {
		t.Fatal(err)
	}
	var boards [][2]int
	for _, p := range got {
		boards = append(boards, [2]int{p.Board, p.Why.StartRank})
	}
	want := [][2]int{{2, 1}, {3, 3}, {4, 5}, {1, 7}}
	if d := cmp.Diff(want, boards); d != "" {
		t.Errorf("(board, rank) (-want +got):\n%s", d)
	}
	if !got[3].Why.Reserved {
		t.Error("board 1 is not marked reserved")
	}
}

func TestRound_Errors(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    Request
		msg  string
	}{
		{"UnknownSystem", Request{System: "dutch"}, `unknown pairing system "dutch": one of lot, swiss, roundrobin, koth`},
		{"Twice", Request{System: Swiss, Entrants: []Entrant{{Player: 3}, {Player: 3}}}, "player 3 listed twice or not a player's number"},
		{"LotWithoutRand", Request{System: Lot}, "a pairing by lot needs a random source"},
		{"TooMany", Request{System: Swiss, Entrants: field(MaxEntrants + 1)}, "1001 players to pair: at most 1000"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Round(tt.r)
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput || arbiter.ErrorMessage(err) != tt.msg {
				t.Errorf("err = %v (%s), want %s", err, arbiter.ErrorCode(err), tt.msg)
			}
		})
	}
}
