package free

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter/free/pairing"
)

func mustJSON(tb testing.TB, v any) []byte {
	tb.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// TestReplay_Bytes replays the log of whole events, every event encoded
// and decoded on the way, and gets the state folded as it went, byte for
// byte.
func TestReplay_Bytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 2))
	for _, set := range []Settings{{}, {Gibson: true, GibsonSpread: 100}, {Ranking: ByCoefficient, SpreadCap: 250}, {First: pairing.RoundRobin, Then: pairing.RoundRobin, Rounds: 5}} {
		r := simulate(t, rng, 11, set, true)
		var decoded []Event
		for _, e := range r.evs {
			name, payload, err := Encode(e)
			if err != nil {
				t.Fatal(err)
			}
			d, err := Decode(name, payload)
			if err != nil {
				t.Fatal(err)
			}
			decoded = append(decoded, d)
		}
		got, err := Replay(decoded)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(mustJSON(t, got), mustJSON(t, r.s)) {
			t.Errorf("settings %+v: replay differs:\n%s", set, cmp.Diff(r.s, got))
		}
		if g, w := mustJSON(t, Standings(got, 99)), mustJSON(t, Standings(r.s, 99)); !bytes.Equal(g, w) {
			t.Errorf("standings after replay differ")
		}
	}
}

// TestEvents_Names checks that every stored name is distinct and decodes
// to its own type.
func TestEvents_Names(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Events() {
		if seen[c.Name] {
			t.Errorf("stored name %q twice", c.Name)
		}
		seen[c.Name] = true
		e, err := c.Decode([]byte("{}"))
		if err != nil {
			t.Fatal(err)
		}
		if e.EventType() != c.Name {
			t.Errorf("%q decodes to %T named %q", c.Name, e, e.EventType())
		}
	}
	if _, err := Decode("free_unknown", []byte("{}")); err == nil {
		t.Error("an unknown event decoded")
	}
}

// slowStandings recomputes the standings from the log alone, without the
// fold: the boards of the last pairing of each round, their last result,
// and the readings of RULES §10.2 written out once more.
func slowStandings(evs []Event) (order []int, points2, spread, coef map[int]int) {
	type game struct {
		start, reply, ss, rs int
		done                 bool
		absent               []int
	}
	var set Settings
	from := map[int]int{}
	rounds := map[int]map[int]*game{} // round → board → game
	for _, e := range evs {
		switch e := e.(type) {
		case Started:
			set = e.Settings
			for _, p := range e.Players {
				from[p.Player] = 1
			}
		case PlayerEntered:
			from[e.Player] = e.From
		case RoundPaired:
			rounds[e.Round] = map[int]*game{}
			for _, b := range e.Boards {
				key := b.Board
				if b.Reply == 0 {
					key = -b.Start
				}
				rounds[e.Round][key] = &game{start: b.Start, reply: b.Reply}
			}
		case PlayersSwapped:
			for _, g := range rounds[e.Round] {
				for _, p := range []*int{&g.start, &g.reply} {
					switch *p {
					case e.A:
						*p = e.B
					case e.B:
						*p = e.A
					}
				}
			}
		case ResultRecorded:
			g := rounds[e.Round][e.Board]
			g.ss, g.rs, g.done, g.absent = e.StartScore, e.ReplyScore, true, nil
		case ResultCorrected:
			g := rounds[e.Round][e.Board]
			g.ss, g.rs, g.done, g.absent = e.StartScore, e.ReplyScore, true, nil
		case ForfeitRecorded:
			g := rounds[e.Round][e.Board]
			g.done, g.absent = true, e.Absent
		}
	}
	clamp := func(d int) int {
		if set.SpreadCap > 0 && d > set.SpreadCap {
			return set.SpreadCap
		}
		if set.SpreadCap > 0 && d < -set.SpreadCap {
			return -set.SpreadCap
		}
		return d
	}
	points2, spread, coef = map[int]int{}, map[int]int{}, map[int]int{}
	pf := map[int]int{}
	add := func(p, pts, sp, c, f int) { points2[p] += pts; spread[p] += sp; coef[p] += c; pf[p] += f }
	for p := range from {
		add(p, 0, 0, 0, 0)
	}
	for _, games := range rounds {
		for _, g := range games {
			switch {
			case g.reply == 0:
				add(g.start, 2, clamp(set.ByeSpread), 1000, 0)
			case !g.done:
			case len(g.absent) > 0:
				for _, p := range []int{g.start, g.reply} {
					gone := false
					for _, a := range g.absent {
						gone = gone || a == p
					}
					if gone {
						add(p, 0, -clamp(set.ByeSpread), 0, 0)
					} else {
						add(p, 2, clamp(set.ByeSpread), 1000, 0)
					}
				}
			default:
				for _, side := range [][3]int{{g.start, g.ss, g.rs}, {g.reply, g.rs, g.ss}} {
					p, side := side[0], side[1:]
					pts := 0
					if side[0] > side[1] {
						pts = 2
					} else if side[0] == side[1] {
						pts = 1
					}
					opp := side[1]
					if opp == 0 {
						opp = 1
					}
					c := int(float64(side[0])/float64(opp)*1000 + 0.5)
					if side[0] == 0 && side[1] == 0 {
						c = 1000
					}
					add(p, pts, clamp(side[0]-side[1]), c, side[0])
				}
			}
		}
	}
	for p := range from {
		order = append(order, p)
	}
	sort.Slice(order, func(i, j int) bool {
		a, b := order[i], order[j]
		keys := [][2]int{{points2[a], points2[b]}, {spread[a], spread[b]}, {pf[a], pf[b]}, {b, a}}
		if set.Ranking == ByCoefficient {
			keys = append([][2]int{{coef[a], coef[b]}}, keys...)
		}
		for _, k := range keys {
			if k[0] != k[1] {
				return k[0] > k[1]
			}
		}
		return false
	})
	return order, points2, spread, coef
}

// TestStandings_Slow compares the standings of simulated events, with
// byes, draws, a forfeit, a correction, a late entry and a withdrawal,
// against the slow recomputation from the log.
func TestStandings_Slow(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for trial := range 30 {
		set := Settings{SpreadCap: []int{0, 150}[trial%2], Ranking: []Ranking{ByWins, ByCoefficient}[trial/2%2], Gibson: trial%3 == 0}
		n := 4 + rng.IntN(14)
		r := simulate(t, rng, n, set, trial%4 != 3)
		order, points2, spread, coef := slowStandings(r.evs)
		got := Standings(r.s, 99)
		var gotOrder []int
		for _, st := range got {
			gotOrder = append(gotOrder, st.Player)
			if st.Points2 != points2[st.Player] || st.Spread != spread[st.Player] || st.Coefficient != coef[st.Player] {
				t.Fatalf("trial %d: player %d: %+v, slow points2 %d spread %d coefficient %d", trial, st.Player, st, points2[st.Player], spread[st.Player], coef[st.Player])
			}
		}
		if d := cmp.Diff(order, gotOrder); d != "" {
			t.Fatalf("trial %d: order (-slow +got):\n%s", trial, d)
		}
	}
}

// TestCrosstable lists each player's opponents, starts and results.
func TestCrosstable(t *testing.T) {
	r := four(t)
	r.do(RecordResult{Round: 1, A: 1, ScoreA: 400, B: 2, ScoreB: 300})
	r.do(RecordResult{Round: 1, A: 3, ScoreA: 350, B: 4, ScoreB: 360})
	got := Crosstable(r.s, 1)
	want := Line{Player: 2, Name: "P02", Cells: []Cell{{Round: 1, Opponent: 1, Played: true, For: 300, Against: 400, Spread: -100, Coefficient: 750}}}
	if d := cmp.Diff(want, got[1]); d != "" {
		t.Errorf("line of player 2 (-want +got):\n%s", d)
	}
	if !got[0].Cells[0].Started || got[0].Cells[0].Points2 != 2 {
		t.Errorf("player 1 = %+v, want a win as starter", got[0].Cells[0])
	}
}
