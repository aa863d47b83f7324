package main

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
)

func TestStandings(t *testing.T) {
	r := scoredInMemory(t)
	for _, tt := range []struct {
		golden string
		args   []string
	}{
		{"standings.golden", []string{"standings"}},
		{"standings_game1_tops.golden", []string{"standings", "--game", "1", "--tops"}},
		{"standings.csv.golden", []string{"standings", "--csv"}},
		{"standings.json.golden", []string{"standings", "--json"}},
	} {
		reportGolden(t, tt.golden, r.must(tt.args...))
	}
	r.expect([]string{"standings", "--game", "2"}, exitRefused, "", "arbiter: no game 2 (1 games played)\n")
	r.expect([]string{"standings", "--csv", "--json"}, exitUsage, "",
		`{"error":{"code":"invalid_input","message":"if any flags in the group [json csv] are set none of the others can be; [csv json] were all set"}}`+"\n")
	r.expect([]string{"standings", "--json", "--game", "5"}, exitRefused, "",
		`{"error":{"code":"not_found","message":"no game 5 (1 games played)"}}`+"\n")
}

// TestStandings_Replay: the events of a tournament, decoded and encoded
// again into a fresh store, give byte-identical standings and log.
func TestStandings_Replay(t *testing.T) {
	r := scoredInMemory(t)
	ctx := context.Background()
	replayed := newMemoryRoom(t)
	dst := replayed.mem
	{
		for _, rec := range r.records() {
			i := rec.Seq - 1
			e, err := arbiter.Decode(rec.Type, rec.Payload)
			if err != nil {
				t.Fatal(err)
			}
			typ, payload, err := arbiter.Encode(e)
			if err != nil {
				t.Fatal(err)
			}
			if err := dst.Append(ctx, rec.Stream, i, arbiter.Record{Type: typ, Payload: payload, Time: rec.Time}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, args := range [][]string{{"standings"}, {"standings", "--tops", "--json"}, {"log"}} {
		want := r.must(args...)
		got := replayed.must(args...)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("arbiter %s on the replayed log (-original +replayed):\n%s", strings.Join(args, " "), diff)
		}
	}
}

func TestNewStandingsCmd(t *testing.T) {
	checkFlagCases(t, newStandingsCmdRun, []flagCase[standingsOptions]{
		{name: "Tournament", args: nil, want: standingsOptions{}},
		{name: "GameTops", args: []string{"--game", "2", "--tops", "--json", "--db", "cupa.db"},
			want: standingsOptions{DB: "cupa.db", Game: 2, Tops: true, JSON: true}},
		{name: "ByCategory", args: []string{"--by", "category", "--csv"}, want: standingsOptions{By: "category", CSV: true}},
		{name: "JSONAndCSV", args: []string{"--json", "--csv"},
			wantErr: "if any flags in the group [json csv] are set none of the others can be; [csv json] were all set"},
		{name: "NoArgument", args: []string{"2"}, wantErr: `unknown command "2" for "standings"`},
	})
}
