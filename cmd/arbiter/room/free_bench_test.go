package room

import (
	"fmt"
	"net/http"
	"testing"

	"arbiter/arbiter/free"
)

// freePlayers is the field of the polled free-game event: the issue's
// largest (400 players, RULES §10.2).
const freePlayers = 400

// BenchmarkFreePolledPages answers what the pages poll in round 3 of a
// free-game event of freePlayers players, two rounds played and half of
// round 3's boards in: the projector's display, a phone's results, the
// entry state of the console and a result sent again (recording nothing).
func BenchmarkFreePolledPages(b *testing.B) {
	svc, must := freeService(b, freePlayers)
	var again string
	for round := 1; round <= 3; round++ {
		paired := must(free.Act{Command: free.PairRound{Seed: 9}})[0].(free.RoundPaired)
		for i, bd := range paired.Boards {
			if round == 3 && i%2 == 1 {
				continue
			}
			must(free.Act{Command: free.RecordResult{A: bd.Start, ScoreA: 300 + (bd.Start*7+round)%200, B: bd.Reply, ScoreB: 300 + (bd.Reply*11+round)%200}})
			if round == 3 && i == 0 {
				again = fmt.Sprintf(`{"action":"free_result","fields":{"a":"%d","score_a":"%d","b":"%d","score_b":"%d"}}`,
					bd.Start, 300+(bd.Start*7+round)%200, bd.Reply, 300+(bd.Reply*11+round)%200)
			}
		}
	}
	srv, err := New(Config{Referee: svc, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		b.Fatal(err)
	}
	benchPolled(b, srv, []polled{
		{"display", http.MethodGet, "/api/display", "", srv.display},
		{"results", http.MethodGet, "/api/results?table=7", "", srv.results},
		{"entry", http.MethodGet, "/api/entry", "", srv.entryStatus},
		{"result-again", http.MethodPost, "/api/act", again, srv.act},
	})
}
