package arbiter_test

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/scoring"
)

// ExampleReplay referees one round of RULES §3's worked example: each
// command is decided, its events applied and kept; replaying the kept log
// gives the same standings.
func ExampleReplay() {
	lex, _ := scoring.ReadWordList(strings.NewReader("COLUMNA\nCALM\n"))
	deps := arbiter.Deps{Lexicon: lex}
	reg := kinds.All() // every kind of game, as the program registers them
	s := arbiter.State{Kinds: reg}
	var log []arbiter.Event
	for _, c := range []arbiter.Command{
		arbiter.CreateTournament{Name: "Cupa Bucureștiului", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "POPESCU Ion"},
		arbiter.RegisterPlayer{Table: 2, Name: "IONESCU Maria"},
		arbiter.RegisterPlayer{Table: 3, Name: "GEORGESCU Dan"},
		duplicate.StartGame{Seed: 1},
		duplicate.DrawRack{Letters: "ACLMNOU"},
		duplicate.ChooseTop{Play: "H8 COLUMNA"},
		duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
		duplicate.EnterSlip{Table: 2, Position: "H8", Word: "CALM", Score: "15"},
		duplicate.EnterSlip{Table: 3, None: true},
		arbiter.CloseRound{},
	} {
		evs, err := arbiter.Decide(s, c, deps)
		if err != nil {
			fmt.Println(arbiter.ErrorCode(err), err)
			return
		}
		for _, e := range evs {
			s, _ = arbiter.Apply(s, e)
		}
		log = append(log, evs...)
	}
	replayed, err := arbiter.ReplayWith(reg, log)
	if err != nil {
		fmt.Println(err)
		return
	}
	st, _ := replayed.Standings(1, arbiter.ByTotal)
	for _, r := range st.Rows {
		fmt.Printf("%d. %-14s %3d  solos %d  warnings %d\n", r.Rank, r.Name, r.Total, r.Solos, r.Warnings)
	}
	// Output:
	// 1. POPESCU Ion     80  solos 1  warnings 0
	// 2. IONESCU Maria   14  solos 0  warnings 1
	// 3. GEORGESCU Dan    0  solos 0  warnings 0
}
