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
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/arbiter/snapshot"
	"arbiter/internal/kindtest"
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
		evs := kindtest.RoundTrip(t, duplicatetest.Kinds, ss.log.All)
		want, err := duplicatetest.Replay(evs)
		if err != nil {
			t.Fatal(err)
		}
		s := arbiter.State{Kinds: duplicatetest.Kinds}
		for k := 0; k <= len(evs); k++ {
			data, err := snapshot.Encode(s)
			if err != nil {
				t.Fatalf("after %d events: Encode: %v", k, err)
			}
			got, err := snapshot.Decode(data)
			if err != nil {
				t.Fatalf("after %d events: Decode: %v", k, err)
			}
			got.Kinds = duplicatetest.Kinds
			if !reflect.DeepEqual(snapshot.Plain(got), s) {
				t.Fatalf("after %d events: the decoded snapshot differs: %s", k, cmp.Diff(s, snapshot.Plain(got), cmp.Exporter(func(reflect.Type) bool { return true })))
			}
			again, _ := snapshot.Encode(snapshot.Plain(got))
			if !bytes.Equal(again, data) {
				t.Fatalf("after %d events: encoding the decoded snapshot gives other bytes", k)
			}
			checkCurrentGame(t, k, data, s)
			for _, e := range evs[k:] {
				if got, err = arbiter.Apply(got, e); err != nil {
					t.Fatalf("after %d events: tail: %v", k, err)
				}
			}
			if !reflect.DeepEqual(snapshot.Plain(got), want) {
				t.Fatalf("snapshot after %d events + tail differs from the whole fold", k)
			}
			if k < len(evs) {
				if s, err = arbiter.Apply(s, evs[k]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if diff := cmp.Diff(string(kindtest.Everything(t, &want)), string(kindtest.Everything(t, &ss.s))); diff != "" {
			t.Errorf("replay differs (-replayed +live):\n%s", diff)
		}
	})
}

// checkCurrentGame checks that data, the snapshot of s after k events,
// read for the current game alone holds s but for the earlier games, left
// empty of their number; that it ranks the tournament as s does from the
// totals kept of them; that it encodes back to data reusing their pieces;
// and that those pieces decoded make s whole.
func checkCurrentGame(t *testing.T, k int, data []byte, s arbiter.State) {
	t.Helper()
	cur, games, err := snapshot.DecodeCurrent(data)
	if err != nil {
		t.Fatalf("after %d events: DecodeCurrent: %v", k, err)
	}
	cur.Kinds = duplicatetest.Kinds
	if len(s.Games) > 0 && len(games) != len(s.Games)-1 {
		t.Fatalf("after %d events: %d games, %d earlier pieces", k, len(s.Games), len(games))
	}
	if earlier, err := snapshot.EarlierGames(data); err != nil || !reflect.DeepEqual(earlier, games) {
		t.Fatalf("after %d events: EarlierGames = %q (%v), want the pieces %q", k, earlier, err, games)
	}
	for i, g := range cur.Games {
		if i < len(games) && (g.Number != i+1 || g.Seed != 0 || len(g.Rounds) > 0 || len(g.Warnings) > 0) {
			t.Fatalf("after %d events: earlier game %d is decoded", k, i+1)
		}
		if i == len(cur.Games)-1 && !reflect.DeepEqual(snapshot.Plain(cur).Games[i], s.Games[i]) {
			t.Fatalf("after %d events: the current game differs", k)
		}
	}
	// A reader of the current game's last round leaves unread the earlier
	// games' rounds and the slips of the current game's rounds but the
	// last (LeftUnread): with each of those lines a reference, the snapshot
	// decodes to the same state once its rounds are read, their lines
	// asked for by their digests, and not without them.
	lines := bytes.Split(data, []byte{'\n'})
	kept := map[string][]byte{}
	leave, left, unread := snapshot.LeftUnread(lines[0]), 0, 0
	for i := range lines {
		if leave(i) {
			d := arbiter.LineDigest(lines[i])
			kept[d], lines[i] = lines[i], append([]byte{arbiter.LineRef}, d...)
			left++
		}
	}
	for i, g := range s.Games {
		if i < len(s.Games)-1 {
			unread += 2 * len(g.Rounds)
		} else {
			unread += max(len(g.Rounds)-1, 0)
		}
	}
	partial := bytes.Join(lines, []byte{'\n'})
	part, _, err := snapshot.DecodeLast(partial)
	part.Kinds = duplicatetest.Kinds
	if err == nil {
		err = snapshot.ReadRounds(&part, func([]string) (map[string][]byte, error) { return kept, nil })
	}
	if err != nil || left != unread || !reflect.DeepEqual(snapshot.Plain(part), snapshot.Plain(cur)) {
		t.Fatalf("after %d events: %d lines left unread, want %d: the state decodes otherwise (%v)", k, left, unread, err)
	}
	none := len(s.Games) == 0 || len(s.Games[len(s.Games)-1].Rounds) < 2 // no slips' line left unread
	if part, _, err := snapshot.DecodeLast(partial); err != nil || (snapshot.ReadRounds(&part, nil) == nil) != none {
		t.Fatalf("after %d events: the rounds left unread read without their lines (%v)", k, err)
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
	reused, err := snapshot.EncodeReusing(cur, games)
	if err != nil || !bytes.Equal(reused, data) {
		t.Fatalf("after %d events: encoding reusing the earlier games gives other bytes (%v)", k, err)
	}
	if err := snapshot.DecodeGames(&cur, games); err != nil || !reflect.DeepEqual(snapshot.Plain(cur), s) {
		t.Fatalf("after %d events: the state with its earlier games decoded differs (%v)", k, err)
	}
}

// TestSnapshot_KeptLines: a round read from a snapshot is written again as
// the line it was read from, and only until an event changes it; a round
// left unread is read before an event needs it ([arbiter.FoldsRound] says
// which one an event needs alone). For every pair of points j < k of every scenario's
// log, the snapshot of the state after j events, read as a command reads
// it (the current game decoded, the earlier games' lines kept aside; or of
// the current game its last round alone, as a round's close and a top's
// choice read it) and folded on with the events up to k, encodes to the
// very bytes of the state folded from the start to k, even after a clone
// of it folded the next event apart; it decides a round's close and a
// top's choice (the program's, another announced, typed, a prepared
// game's: RULES §4.3, §7) and shows the current top, round's best and
// standings (RULES §6) as that state does, and read whole it decides and
// shows all that state does.
func TestSnapshot_KeptLines(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		evs := kindtest.RoundTrip(t, duplicatetest.Kinds, ss.log.All)
		deps := memoDeps(ss.deps)
		// want[k] is the snapshot of the first k events folded from the
		// start, decides[k] and shows[k] what that state decides and shows.
		want, decides, shows := make([][]byte, len(evs)+1), make([]string, len(evs)+1), make([]string, len(evs)+1)
		s := arbiter.State{Kinds: duplicatetest.Kinds}
		for k := range want {
			if k > 0 {
				s = apply(t, s, evs[k-1])
			}
			var err error
			if want[k], err = snapshot.Encode(s); err != nil {
				t.Fatalf("after %d events: Encode: %v", k, err)
			}
			decides[k], shows[k] = lastRound(&s, deps, false)
		}
		for _, last := range []bool{false, true} {
			for j := range evs {
				s, games, err := decodeFor(want[j], last)
				if err != nil {
					t.Fatalf("after %d events: %v", j, err)
				}
				for k := j + 1; k <= len(evs); k++ {
					foldOn(t, &s, evs[k-1])
					what := fmt.Sprintf("read after %d events, folded on to %d", j, k)
					sameSnapshot(t, s, games, want[k], what)
					if k < len(evs) {
						c := s.Clone()
						foldOn(t, &c, evs[k])
						sameSnapshot(t, s, games, want[k], what+", a clone of it to "+strconv.Itoa(k+1))
					}
					if got, _ := lastRound(&s, deps, unread(&s)); got != decides[k] {
						t.Fatalf("%s: decides\n%s\nwhere the state folded from the start decides\n%s", what, got, decides[k])
					}
					whole := s.Clone()
					if err := snapshot.ReadRounds(&whole, nil); err != nil {
						t.Fatalf("%s: ReadRounds: %v", what, err)
					}
					if got, shown := lastRound(&whole, deps, false); got != decides[k] || shown != shows[k] {
						t.Fatalf("%s: read whole, it decides and shows\n%s%s\nwhere the state folded from the start decides and shows\n%s%s", what, got, shown, decides[k], shows[k])
					}
					sameSnapshot(t, snapshot.Plain(whole), games, want[k], what+", read whole")
				}
			}
		}
	})
}

// decodeFor reads data as a command reads it: for the current game
// ([snapshot.DecodeCurrent]), or of its rounds the last one alone if last
// is set ([snapshot.DecodeLast]), leaving unread rounds.
func decodeFor(data []byte, last bool) (arbiter.State, [][]byte, error) {
	decode := snapshot.DecodeCurrent
	if last {
		decode = snapshot.DecodeLast
	}
	s, games, err := decode(data)
	s.Kinds = duplicatetest.Kinds
	return s, games, err
}

// foldOn folds e into *s, whose current game's rounds may be left unread,
// as the referee service does: reading first the round the fold needs
// alone ([arbiter.FoldsRound]), or every round.
func foldOn(t *testing.T, s *arbiter.State, e arbiter.Event) {
	t.Helper()
	n, ok := arbiter.FoldsRound(s, e)
	read := func() error { return snapshot.ReadRound(s, n, nil) }
	if !ok {
		read = func() error { return snapshot.ReadRounds(s, nil) }
	}
	if err := read(); err != nil {
		t.Fatalf("reading rounds before %T: %v", e, err)
	}
	*s = apply(t, *s, e)
}

// unread reports whether a round of the current game of s is left unread.
func unread(s *arbiter.State) bool {
	g := s.CurrentGame()
	return g != nil && slices.ContainsFunc(g.Rounds, func(r arbiter.Round) bool { return r.Unread() })
}

// lastRound is what s decides of a round's close and of a top's choice
// (the program's, the second announced, the top typed, and the prepared
// game's top in a game prepared with it), and shows of the current top
// and round's best, and the game's standings; then, unless rounds of its
// current game are left unread, what it shows of its game's rounds and
// decides of the game's end, as JSON.
func lastRound(s *arbiter.State, deps arbiter.Deps, unread bool) (decides, shows string) {
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
	evs, err = arbiter.Decide(*s, duplicate.ChooseTop{}, deps)
	show("top", evs, err)
	again, err := arbiter.Decide(*s, duplicate.ChooseTop{Choice: 2, Reason: "the second"}, deps)
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
			typed := duplicate.ChooseTop{Play: s.RuleSet.FormatMove(top.Move), Reason: "typed"}
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
			evs, err = arbiter.Decide(p, duplicate.ChooseTop{}, deps)
			show("prepared top", evs, err)
		}
	}
	rb, err := s.RoomBest(g.Number, len(g.Rounds))
	show("room's best", rb, err)
	st, err := s.Standings(g.Number, arbiter.ByTotal) // from the tallies of the rounds unread
	show("standings", st, err)
	if unread {
		return b.String(), ""
	}
	var more strings.Builder
	sums, err := s.Rounds(g.Number)
	data, _ := json.Marshal(sums)
	fmt.Fprintf(&more, "rounds: %s %v\n", data, err)
	evs, err = arbiter.Decide(*s, arbiter.EndGame{Reason: "end"}, arbiter.Deps{})
	data, _ = json.Marshal(evs)
	fmt.Fprintf(&more, "end: %s %v\n", data, err)
	return b.String(), more.String()
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
	got, err := snapshot.EncodeReusing(s, games)
	if err != nil {
		t.Fatalf("%s: EncodeReusing: %v", what, err)
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
