package main

import "testing"

func TestStandings(t *testing.T) {
	r := scoredRoom(t)
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
