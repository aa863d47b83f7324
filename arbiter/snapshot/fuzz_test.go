package snapshot_test

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/snapshot"
	"arbiter/scoring"
)

// FuzzDecode feeds Decode any bytes: it must not panic, and what it
// accepts must encode to a snapshot that decodes to the same state; read
// for a close (DecodeLast), then whole, it is read as for the current game
// (DecodeCurrent), and its standings before its rounds are read, from
// their tallies, are those read from their slips.
func FuzzDecode(f *testing.F) {
	s, err := arbiter.Replay([]arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "ANA"},
	})
	if err != nil {
		f.Fatal(err)
	}
	// Two rounds, the first one a close leaves unread.
	rounds, err := arbiter.ReplayWith(kinds.All(), []arbiter.Event{
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
		data, err := snapshot.Encode(st)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	empty := strings.Repeat("00", scoring.Size*scoring.Size)
	f.Add([]byte(`{"format":6,"state":{},"rounds":[1]}` + "\n" + `{"game":{"Number":1},"board":"00"}` + "\n0,0\n" + `  {"round":{"Number":1}}`))
	f.Add([]byte(`{"format":6,"state":{"Tournament":{"name":"Cupa","rule_set":"ro"}},"rounds":[1]}` + "\n" +
		`{"game":{"Number":1},"board":"` + empty + `"}` + "\n" +
		"0,0;1,1,8,0;1,1,0,0\n" +
		`1,0,0,1,2,3,0,0,0,0,2,0,0,0,8,8,0,0,0,1,0,0;` +
		`1,0,0,1,2,4,0,0,0,0,2,0,0,0,8,8,5,0,0,1,0,1,5;` +
		`0,0,0,0,0,0,0,0,0,0,1,6,0,0,0,0,0,0,0,0,0,0` +
		` 7,7,0,2,8,0,2,7,7,65,7,8,77,1,2,8` +
		` {"round":{"Number":1,"Slips":{}},"board":"` + empty + `",` +
		`"strings":["H4","AM","8","9","wrong_score","no_slip"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		earlier, eerr := snapshot.EarlierGames(data) // on any bytes, without a panic
		// Read as a round's close reads it, then whole, the snapshot is what
		// a command reads of the current game.
		last, _, lerr := snapshot.DecodeLast(data)
		var early arbiter.Standings
		var eserr error
		if lerr == nil {
			early, eserr = last.Standings(0, arbiter.ByTotal) // from the tallies of the rounds unread
			lerr = snapshot.ReadRounds(&last, nil)
		}
		cur, _, cerr := snapshot.DecodeCurrent(data)
		if (lerr == nil) != (cerr == nil) || cerr == nil && !reflect.DeepEqual(snapshot.Plain(last), snapshot.Plain(cur)) {
			t.Fatalf("read for a close then whole: %v; read for the current game: %v", lerr, cerr)
		}
		if cerr == nil {
			if st, err := cur.Standings(0, arbiter.ByTotal); (err == nil) != (eserr == nil) || !reflect.DeepEqual(st, early) {
				t.Fatalf("standings from the rounds' tallies %+v (%v), from their slips %+v (%v)", early, eserr, st, err)
			}
		}
		s, err := snapshot.Decode(data)
		if err != nil {
			return
		}
		if _, games, _ := snapshot.DecodeCurrent(data); eerr != nil || !reflect.DeepEqual(earlier, games) {
			t.Fatalf("EarlierGames of a snapshot that decodes = %q (%v), want %q", earlier, eerr, games)
		}
		again, err := snapshot.Encode(snapshot.Plain(s))
		if err != nil {
			t.Fatalf("Encode of a decoded snapshot: %v", err)
		}
		back, err := snapshot.Decode(again)
		if err != nil {
			t.Fatalf("Decode of a snapshot just encoded: %v", err)
		}
		if !reflect.DeepEqual(snapshot.Plain(back), snapshot.Plain(s)) {
			t.Fatalf("the snapshot does not round-trip")
		}
	})
}
