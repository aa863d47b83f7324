package arbiter_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// TestSnapshot_TailFold cuts the log of every scenario at every event:
// the state there, encoded as a snapshot, decoded and folded on with the
// rest of the log, must equal the state of the whole log (deeply, and in
// byte-identical standings and round summaries), and encoding it again
// must give the same bytes.
func TestSnapshot_TailFold(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		evs := roundTrip(t, ss.log.all)
		want, err := arbiter.Replay(evs)
		if err != nil {
			t.Fatal(err)
		}
		var s arbiter.State
		for k := 0; k <= len(evs); k++ {
			data, err := arbiter.EncodeSnapshot(s)
			if err != nil {
				t.Fatalf("after %d events: EncodeSnapshot: %v", k, err)
			}
			got, err := arbiter.DecodeSnapshot(data)
			if err != nil {
				t.Fatalf("after %d events: DecodeSnapshot: %v", k, err)
			}
			if !reflect.DeepEqual(folded(got), s) {
				t.Fatalf("after %d events: the decoded snapshot differs: %s", k, cmp.Diff(s, folded(got), cmp.Exporter(func(reflect.Type) bool { return true })))
			}
			again, _ := arbiter.EncodeSnapshot(folded(got))
			if !bytes.Equal(again, data) {
				t.Fatalf("after %d events: encoding the decoded snapshot gives other bytes", k)
			}
			checkCurrentGame(t, k, data, s)
			for _, e := range evs[k:] {
				if got, err = arbiter.Apply(got, e); err != nil {
					t.Fatalf("after %d events: tail: %v", k, err)
				}
			}
			if !reflect.DeepEqual(folded(got), want) {
				t.Fatalf("snapshot after %d events + tail differs from the whole fold", k)
			}
			if k < len(evs) {
				if s, err = arbiter.Apply(s, evs[k]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if diff := cmp.Diff(string(everything(t, &want)), string(everything(t, &ss.s))); diff != "" {
			t.Errorf("replay differs (-replayed +live):\n%s", diff)
		}
	})
}

// folded is s, read from a snapshot, as a fold of the log has it: without
// the lines its rounds were read from, which a clone does not keep.
func folded(s arbiter.State) arbiter.State { return s.Clone() }

// checkCurrentGame checks that data, the snapshot of s after k events,
// read for the current game alone holds s but for the earlier games, left
// empty of their number; that it ranks the tournament as s does from the
// totals kept of them; that it encodes back to data reusing their pieces;
// and that those pieces decoded make s whole.
func checkCurrentGame(t *testing.T, k int, data []byte, s arbiter.State) {
	t.Helper()
	cur, games, err := arbiter.DecodeSnapshotCurrent(data)
	if err != nil {
		t.Fatalf("after %d events: DecodeSnapshotCurrent: %v", k, err)
	}
	if len(s.Games) > 0 && len(games) != len(s.Games)-1 {
		t.Fatalf("after %d events: %d games, %d earlier pieces", k, len(s.Games), len(games))
	}
	if earlier, err := arbiter.EarlierGames(data); err != nil || !reflect.DeepEqual(earlier, games) {
		t.Fatalf("after %d events: EarlierGames = %q (%v), want the pieces %q", k, earlier, err, games)
	}
	for i, g := range cur.Games {
		if i < len(games) && (g.Number != i+1 || g.Seed != 0 || len(g.Rounds) > 0 || len(g.Warnings) > 0) {
			t.Fatalf("after %d events: earlier game %d is decoded", k, i+1)
		}
		if i == len(cur.Games)-1 && !reflect.DeepEqual(folded(cur).Games[i], s.Games[i]) {
			t.Fatalf("after %d events: the current game differs", k)
		}
	}
	// A reader of the current game leaves the earlier games' rounds unread
	// (EarlierRounds): with each of those lines a reference, the snapshot
	// decodes the same.
	lines := bytes.Split(data, []byte{'\n'})
	leave, left, earlier := arbiter.EarlierRounds(lines[0]), 0, 0
	for i := range lines {
		if leave(i) {
			lines[i] = []byte{arbiter.LineRef}
			left++
		}
	}
	for i := range max(len(s.Games)-1, 0) {
		earlier += len(s.Games[i].Rounds)
	}
	part, _, err := arbiter.DecodeSnapshotCurrent(bytes.Join(lines, []byte{'\n'}))
	if err != nil || left != earlier || !reflect.DeepEqual(part, cur) {
		t.Fatalf("after %d events: %d lines left unread of %d earlier rounds: the state decodes otherwise (%v)", k, left, earlier, err)
	}
	// The tournament's standings hold without the earlier games' rounds,
	// from the totals the snapshot kept of them.
	if !cur.Ranks() {
		t.Fatalf("after %d events: the earlier games kept no totals", k)
	}
	for _, by := range []arbiter.Ranking{arbiter.ByTotal, arbiter.ByTops} {
		got, gerr := cur.Standings(0, by)
		want, werr := s.Standings(0, by)
		if !reflect.DeepEqual(got, want) || (gerr == nil) != (werr == nil) {
			t.Fatalf("after %d events: standings by %s from the kept totals differ: %s", k, by, cmp.Diff(want, got))
		}
	}
	reused, err := arbiter.EncodeSnapshotReusing(cur, games)
	if err != nil || !bytes.Equal(reused, data) {
		t.Fatalf("after %d events: encoding reusing the earlier games gives other bytes (%v)", k, err)
	}
	if err := arbiter.DecodeSnapshotGames(&cur, games); err != nil || !reflect.DeepEqual(folded(cur), s) {
		t.Fatalf("after %d events: the state with its earlier games decoded differs (%v)", k, err)
	}
}

// FuzzDecodeSnapshot feeds DecodeSnapshot any bytes: it must not panic, and
// what it accepts must encode to a snapshot that decodes to the same state;
// read for a close (DecodeSnapshotLast), then whole, it is read as for the
// current game (DecodeSnapshotCurrent).
func FuzzDecodeSnapshot(f *testing.F) {
	s, err := arbiter.Replay([]arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "ANA"},
	})
	if err != nil {
		f.Fatal(err)
	}
	// Two rounds, the first one a close leaves unread.
	rounds, err := arbiter.Replay([]arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "ANA"},
		arbiter.GameStarted{Game: 1},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU"},
		arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, None: true}},
		arbiter.RoundCancelled{Round: 1, Reason: "the wrong rack announced"},
		arbiter.RackDrawn{Round: 2, New: "ACLMNOU"},
	})
	if err != nil {
		f.Fatal(err)
	}
	for _, st := range []arbiter.State{{}, s, rounds} {
		data, err := arbiter.EncodeSnapshot(st)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	empty := strings.Repeat("00", scoring.Size*scoring.Size)
	f.Add([]byte(`{"format":5,"state":{},"rounds":[1]}` + "\n" + `{"game":{"Number":1},"board":"00"}` + "\n" + `  {"round":{"Number":1}}`))
	f.Add([]byte(`{"format":5,"state":{"Tournament":{"name":"Cupa","rule_set":"ro"}},"rounds":[1]}` + "\n" +
		`{"game":{"Number":1},"board":"` + empty + `"}` + "\n" +
		`1,0,0,1,2,3,0,0,0,0,2,0,0,0,8,8,0,0,0,1,0,0;` +
		`1,0,0,1,2,4,0,0,0,0,2,0,0,0,8,8,5,0,0,1,0,1,5;` +
		`0,0,0,0,0,0,0,0,0,0,1,6,0,0,0,0,0,0,0,0,0,0` +
		` 7,7,0,2,8,0,2,7,7,65,7,8,77,1,2,8` +
		` {"round":{"Number":1,"Slips":{}},"board":"` + empty + `",` +
		`"strings":["H4","AM","8","9","wrong_score","no_slip"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		earlier, eerr := arbiter.EarlierGames(data) // on any bytes, without a panic
		// Read as a round's close reads it, then whole, the snapshot is what
		// a command reads of the current game.
		last, _, lerr := arbiter.DecodeSnapshotLast(data)
		if lerr == nil {
			lerr = arbiter.ReadRounds(&last)
		}
		cur, _, cerr := arbiter.DecodeSnapshotCurrent(data)
		if (lerr == nil) != (cerr == nil) || cerr == nil && !reflect.DeepEqual(folded(last), folded(cur)) {
			t.Fatalf("read for a close then whole: %v; read for the current game: %v", lerr, cerr)
		}
		s, err := arbiter.DecodeSnapshot(data)
		if err != nil {
			return
		}
		if _, games, _ := arbiter.DecodeSnapshotCurrent(data); eerr != nil || !reflect.DeepEqual(earlier, games) {
			t.Fatalf("EarlierGames of a snapshot that decodes = %q (%v), want %q", earlier, eerr, games)
		}
		again, err := arbiter.EncodeSnapshot(folded(s))
		if err != nil {
			t.Fatalf("EncodeSnapshot of a decoded snapshot: %v", err)
		}
		back, err := arbiter.DecodeSnapshot(again)
		if err != nil {
			t.Fatalf("DecodeSnapshot of a snapshot just encoded: %v", err)
		}
		if !reflect.DeepEqual(folded(back), folded(s)) {
			t.Fatalf("the snapshot does not round-trip")
		}
	})
}

// TestSnapshot_KeptLines: a round read from a snapshot is written again as
// the line it was read from, and only until an event changes it; a round
// left unread is read when an event or a command needs it, and never
// decides or shows anything unread. For every pair of points j < k of
// every scenario's log, the snapshot of the state after j events, read as
// a command reads it (the current game decoded, the earlier games' lines
// kept aside; or of the current game its last round alone, as a round's
// close and a top's choice read it) and folded on with the events up to
// k, encodes to the very bytes of the state folded from the start to k,
// even after a clone of it folded the next event apart; it decides a
// round's close and a top's choice (the program's, another announced,
// typed, a prepared game's: RULES §4.3, §7) and shows the current top and
// round's best as that state does, refuses what needs a round left unread,
// and read whole is that state.
func TestSnapshot_KeptLines(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		evs := roundTrip(t, ss.log.all)
		deps := memoDeps(ss.deps)
		// want[k] is the snapshot of the first k events folded from the
		// start, decides[k] and shows[k] what that state decides and shows.
		want, decides, shows := make([][]byte, len(evs)+1), make([]string, len(evs)+1), make([]string, len(evs)+1)
		var s arbiter.State
		for k := range want {
			if k > 0 {
				s = apply(t, s, evs[k-1])
			}
			var err error
			if want[k], err = arbiter.EncodeSnapshot(s); err != nil {
				t.Fatalf("after %d events: EncodeSnapshot: %v", k, err)
			}
			decides[k], shows[k] = lastRound(&s, deps)
		}
		for _, decode := range []func([]byte) (arbiter.State, [][]byte, error){arbiter.DecodeSnapshotCurrent, arbiter.DecodeSnapshotLast} {
			for j := range evs {
				s, games, err := decode(want[j])
				if err != nil {
					t.Fatalf("after %d events: %v", j, err)
				}
				for k := j + 1; k <= len(evs); k++ {
					s = apply(t, s, evs[k-1])
					what := fmt.Sprintf("read after %d events, folded on to %d", j, k)
					sameSnapshot(t, s, games, want[k], what)
					if k < len(evs) {
						apply(t, s.Clone(), evs[k])
						sameSnapshot(t, s, games, want[k], what+", a clone of it to "+strconv.Itoa(k+1))
					}
					decides, shows := decides[k], shows[k]
					if got, shown := lastRound(&s, deps); got != decides || shown != "" && shown != shows {
						t.Fatalf("%s: decides and shows\n%s%s\nwhere the state folded from the start decides and shows\n%s%s", what, got, shown, decides, shows)
					}
					whole := s.Clone()
					if err := arbiter.ReadRounds(&whole); err != nil {
						t.Fatalf("%s: ReadRounds: %v", what, err)
					}
					if _, err := arbiter.Decide(whole, arbiter.EndGame{Reason: "end"}, arbiter.Deps{}); arbiter.ErrorCode(err) == arbiter.EInternal {
						t.Fatalf("%s: read whole, it still refuses: %v", what, err)
					}
					sameSnapshot(t, folded(whole), games, want[k], what+", read whole")
				}
			}
		}
	})
}

// lastRound is what s decides of a round's close and of a top's choice
// (the program's, the second announced, the top typed, and the prepared
// game's top in a game prepared with it), and shows of the current top
// and round's best, then what it shows of its game's rounds, as JSON: ""
// when it refuses to, some of them being left unread
// ([arbiter.DecodeSnapshotLast]), as it refuses then any other command
// and the standings.
func lastRound(s *arbiter.State, deps arbiter.Deps) (decides, shows string) {
	var b strings.Builder
	show := func(what string, v any, err error) {
		data, _ := json.Marshal(v)
		fmt.Fprintf(&b, "%s: %s %v\n", what, data, err)
	}
	evs, err := arbiter.Decide(*s, arbiter.CloseRound{}, arbiter.Deps{})
	show("close", evs, err)
	g := s.CurrentGame()
	if g == nil {
		return b.String(), ""
	}
	evs, err = arbiter.Decide(*s, arbiter.ChooseTop{}, deps)
	show("top", evs, err)
	again, err := arbiter.Decide(*s, arbiter.ChooseTop{Choice: 2, Reason: "the second"}, deps)
	show("top 2", again, err)
	if cur := g.Current(); cur != nil {
		show("current top", cur.Top, nil)
		top, ok := cur.Top, cur.Top != nil
		if !ok && len(evs) == 1 {
			var chosen arbiter.TopChosen
			chosen, ok = evs[0].(arbiter.TopChosen)
			top = &chosen
		}
		if ok {
			typed := arbiter.ChooseTop{Play: s.RuleSet.FormatMove(top.Move), Reason: "typed"}
			prepared := arbiter.PreparedTop{Chosen: top.Chosen, Returned: top.Returned, Rack2First: top.Rack2First}
			if top.Second != nil {
				typed.Play2 = s.RuleSet.FormatMove(*top.Second)
				prepared.Play2 = typed.Play2
			}
			evs, err := arbiter.Decide(*s, typed, deps)
			show("typed top", evs, err)
			p := s.Clone()
			pg := p.CurrentGame()
			pg.Prepared = &arbiter.Prepared{SHA256: "prepared", Racks: make([]string, cur.Number), Tops: make([]string, cur.Number)}
			pg.Prepared.Tops[cur.Number-1] = typed.Play
			if g.Variant != scoring.Classic {
				pg.Prepared.VariantTops = make([]arbiter.PreparedTop, cur.Number)
				pg.Prepared.VariantTops[cur.Number-1] = prepared
			}
			evs, err = arbiter.Decide(p, arbiter.ChooseTop{}, deps)
			show("prepared top", evs, err)
		}
	}
	rb, err := s.RoomBest(g.Number, len(g.Rounds))
	show("room's best", rb, err)
	sums, err := s.Rounds(g.Number)
	_, derr := arbiter.Decide(*s, arbiter.EndGame{Reason: "end"}, arbiter.Deps{})
	_, serr := s.Standings(0, arbiter.ByTotal)
	if arbiter.ErrorCode(err) != arbiter.EInternal {
		data, _ := json.Marshal(sums)
		return b.String(), fmt.Sprintf("rounds: %s %v\n", data, err)
	}
	if arbiter.ErrorCode(derr) != arbiter.EInternal || arbiter.ErrorCode(serr) != arbiter.EInternal {
		b.WriteString("rounds left unread, yet a command other than a close or a top is decided or the standings shown\n")
	}
	return b.String(), ""
}

// memoDeps is deps remembering the tops it found for each board and rack
// or offer: a scenario's tops are asked again at every point of its log.
func memoDeps(deps arbiter.Deps) arbiter.Deps {
	type rackKey struct {
		board scoring.Board
		rack  scoring.Rack
	}
	type offerKey struct {
		board scoring.Board
		offer scoring.Offer
	}
	tops, variantTops := map[rackKey][]scoring.Move{}, map[offerKey][]scoring.VariantMove{}
	top, topVariant := deps.Top, deps.TopVariant
	deps.Top = func(b *scoring.Board, rack scoring.Rack) []scoring.Move {
		k := rackKey{*b, rack}
		if _, ok := tops[k]; !ok {
			tops[k] = top(b, rack)
		}
		return slices.Clone(tops[k])
	}
	deps.TopVariant = func(b *scoring.Board, o scoring.Offer) []scoring.VariantMove {
		k := offerKey{*b, o}
		if _, ok := variantTops[k]; !ok {
			variantTops[k] = topVariant(b, o)
		}
		return slices.Clone(variantTops[k])
	}
	return deps
}

// apply is arbiter.Apply failing t on an error.
func apply(t *testing.T, s arbiter.State, e arbiter.Event) arbiter.State {
	t.Helper()
	s, err := arbiter.Apply(s, e)
	if err != nil {
		t.Fatalf("Apply(%T): %v", e, err)
	}
	return s
}

// sameSnapshot checks that s, encoded reusing the lines of the earlier
// games games and those its rounds were read from, gives want.
func sameSnapshot(t *testing.T, s arbiter.State, games [][]byte, want []byte, what string) {
	t.Helper()
	got, err := arbiter.EncodeSnapshotReusing(s, games)
	if err != nil {
		t.Fatalf("%s: EncodeSnapshotReusing: %v", what, err)
	}
	if bytes.Equal(got, want) {
		return
	}
	g, w := bytes.Split(got, []byte{'\n'}), bytes.Split(want, []byte{'\n'})
	i := 0
	for i < min(len(g), len(w)) && bytes.Equal(g[i], w[i]) {
		i++
	}
	t.Fatalf("%s: the snapshot differs from the state's folded from the start at line %d of %d", what, i+1, len(w))
}
