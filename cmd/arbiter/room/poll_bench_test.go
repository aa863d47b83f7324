package room

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/store"
)

// Sizes of the polled room: players, and rounds closed before the one
// being played.
const (
	pollPlayers = 300
	pollClosed  = 5
)

// polledRoom is a room over the real referee service whose game 1 has
// pollClosed rounds closed, every table's slip in, and the next round
// drawn, its top chosen and half its slips in: what the pages poll in
// the middle of a game.
func polledRoom(b *testing.B) *Server {
	b.Helper()
	ctx := context.Background()
	svc := serviceOver(b, store.NewMemory(), "memory")
	must := func(c arbiter.Command) {
		if _, err := svc.Run(ctx, c); err != nil {
			b.Fatalf("%T: %v", c, err)
		}
	}
	must(arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"})
	var regs []arbiter.RegisterPlayer
	for table := 1; table <= pollPlayers; table++ {
		regs = append(regs, arbiter.RegisterPlayer{Table: table, Name: "JUCĂTOR " + strconv.Itoa(table)})
	}
	if _, err := svc.RegisterPlayers(ctx, regs); err != nil {
		b.Fatal(err)
	}
	must(duplicate.StartGame{Seed: 7})
	for round := 1; round <= pollClosed+1; round++ {
		letters := ""
		if round == 1 {
			letters = "ACLMNOU"
		}
		must(duplicate.DrawRack{Letters: letters})
		must(duplicate.ChooseTop{})
		top := svc.Current().Top.Move
		pos, word, _ := strings.Cut(svc.RuleSet().FormatMove(top), " ")
		for table := 1; table <= pollPlayers; table++ {
			switch {
			case round > pollClosed && table%2 == 0:
			case table%3 == 0:
				must(duplicate.EnterSlip{Table: table, None: true})
			default:
				must(duplicate.EnterSlip{Table: table, Position: pos, Word: word, Score: strconv.Itoa(top.Score)})
			}
		}
		if round <= pollClosed {
			must(arbiter.CloseRound{})
		}
	}
	srv, err := New(Config{Referee: svc, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		b.Fatal(err)
	}
	return srv
}

// BenchmarkPolledPages answers, in the middle of a game of pollPlayers
// players, what the pages poll and what a laptop sends most: the
// projector's display, a phone's results with its card, the entry state,
// and a slip sent again (which records nothing).
func BenchmarkPolledPages(b *testing.B) {
	srv := polledRoom(b)
	benchPolled(b, srv, []polled{
		{"display", http.MethodGet, "/api/display", "", srv.display},
		{"results-card", http.MethodGet, "/api/results?table=7", "", srv.results},
		{"entry", http.MethodGet, "/api/entry", "", srv.entryStatus},
		{"slip-again", http.MethodPost, "/api/slips", `{"table":"3","position":"-"}`, srv.enterSlip},
	})
}

// polled is a request a page sends, and its handler.
type polled struct {
	name, method, path, body string
	h                        func(*http.Request) (any, error)
}

// benchPolled answers each request of cases from an assistant's session,
// a sub-benchmark each.
func benchPolled(b *testing.B, srv *Server, cases []polled) {
	asAssistant := func(r *http.Request) *http.Request {
		return r.WithContext(context.WithValue(r.Context(), sessionKey{}, &session{operator: "ana", role: assistant}))
	}
	for _, bc := range cases {
		b.Run(bc.name, func(b *testing.B) {
			h := srv.api(bc.h)
			b.ReportAllocs()
			for b.Loop() {
				w := httptest.NewRecorder()
				h(w, asAssistant(httptest.NewRequest(bc.method, bc.path, strings.NewReader(bc.body))))
				if w.Code != http.StatusOK {
					b.Fatalf("%s: status %d: %s", bc.path, w.Code, w.Body)
				}
			}
		})
	}
}
