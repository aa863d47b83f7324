package arbiter_test

import (
	"bytes"
	"reflect"
	"strconv"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/snapshot"
)

// BenchmarkSnapshotGame encodes and decodes the snapshot of a game of 20
// rounds of 400 slips: what a referee command late in a big tournament
// pays to read and write the current game.
func BenchmarkSnapshotGame(b *testing.B) {
	tc := arbiter.TournamentCreated{Name: "Bench", RuleSet: "ro"}
	rs, err := arbiter.RuleSetOf(tc)
	if err != nil {
		b.Fatal(err)
	}
	s := arbiter.State{Tournament: tc, RuleSet: rs, Games: []arbiter.Game{arbiter.BenchGame(20, 400)}}
	data, err := snapshot.Encode(s)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("encode", func(b *testing.B) {
		b.ReportAllocs()
		var out []byte
		for b.Loop() {
			if out, err = snapshot.Encode(s); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(out)), "bytes")
	})
	b.Run("decode", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, err := snapshot.DecodeCurrent(data); err != nil {
				b.Fatal(err)
			}
		}
	})
	got, err := snapshot.Decode(data)
	if err != nil || len(got.Games[0].Rounds) != 20 {
		b.Fatalf("the game does not decode (%v)", err)
	}
	for i := range got.Games[0].Rounds {
		got.Games[0].Rounds[i].Encoded = nil // encoded anew, not copied
	}
	if again, err := snapshot.Encode(got); err != nil || !bytes.Equal(again, data) {
		b.Fatalf("the game does not round-trip (%v)", err)
	}
}

// BenchmarkTournamentStandings ranks the tournament late in its third game
// of 20 rounds of 400 slips, read from a snapshot as a command reads it:
// the two finished games from the totals their lines kept, the current
// game from its rounds' tallies but the last round's slips.
func BenchmarkTournamentStandings(b *testing.B) {
	tc := arbiter.TournamentCreated{Name: "Bench", RuleSet: "ro"}
	rs, err := arbiter.RuleSetOf(tc)
	if err != nil {
		b.Fatal(err)
	}
	full := arbiter.State{Tournament: tc, RuleSet: rs}
	for t := 1; t <= 400; t++ {
		full.Players = append(full.Players, arbiter.Player{Table: t, Name: "PLAYER " + strconv.Itoa(t)})
	}
	for n := 1; n <= 3; n++ {
		g := arbiter.BenchGame(20, 400)
		g.Number = n
		full.Games = append(full.Games, g)
	}
	data, err := snapshot.Encode(full)
	if err != nil {
		b.Fatal(err)
	}
	s, _, err := snapshot.DecodeLast(data)
	if err != nil || !s.Ranks() {
		b.Fatalf("the snapshot does not rank the tournament (%v)", err)
	}
	want, err := full.Standings(0, arbiter.ByTotal)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if st, err := s.Standings(0, arbiter.ByTotal); err != nil || len(st.Rows) != 400 || !reflect.DeepEqual(st, want) {
			b.Fatalf("%d rows (%v)", len(st.Rows), err)
		}
	}
}
