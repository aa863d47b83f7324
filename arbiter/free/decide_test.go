package free

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/free/pairing"
)

// four returns an event of four players, round 1 paired by King of the
// Hill (1–2 on board 1, 3–4 on board 2), so that tests know the boards.
func four(tb testing.TB) *recorder {
	tb.Helper()
	r := &recorder{tb: tb}
	r.do(Start{Settings: Settings{First: pairing.KingOfTheHill, Rounds: 3}, Players: entries(4)})
	r.do(PairRound{Round: 1})
	return r
}

func spread(n int) *int { return &n }

// TestDecide_Result follows the result's refusals one by one: each is
// refused with its code and message and records nothing.
func TestDecide_Result(t *testing.T) {
	decideCases(t, []decideCase{
		{name: "OK", when: RecordResult{Round: 1, A: 2, ScoreA: 385, B: 1, ScoreB: 412},
			want: []Event{ResultRecorded{Round: 1, Board: 1, StartScore: 412, ReplyScore: 385}}},
		{name: "Checksum", when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385, Spread: spread(27)},
			want: []Event{ResultRecorded{Round: 1, Board: 1, StartScore: 412, ReplyScore: 385}}},
		{name: "ChecksumWrong", when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385, Spread: spread(37)},
			code: EChecksum, msg: "round 1, board 1: 412–385 is a spread of +27, not +37 as typed"},
		{name: "NotPaired", when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 3, ScoreB: 385},
			code: ENotPaired, msg: "round 1: players 1 (P01) and 3 (P03) were not paired (1 (P01) plays 2 (P02) on board 1)"},
		{name: "RoundNotPaired", when: RecordResult{Round: 2, A: 1, ScoreA: 412, B: 2, ScoreB: 385},
			code: ERoundNotPaired, msg: "round 2 is not paired yet"},
		{name: "NoSuchPlayer", when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 9, ScoreB: 385},
			code: arbiter.ENotFound, msg: "round 1: no player 9 in the event"},
		{name: "Negative", when: RecordResult{Round: 1, A: 1, ScoreA: -4, B: 2, ScoreB: 385},
			code: EScoreRange, msg: "round 1, board 1: score -4 of player 1 (P01) is not from 0 to 1000"},
		{name: "Absurd", when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 3850},
			code: EScoreRange, msg: "round 1, board 1: score 3850 of player 2 (P02) is not from 0 to 1000"},
		{name: "SameAgain", given: func(r *recorder) { r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385}) },
			when: RecordResult{Round: 1, A: 2, ScoreA: 385, B: 1, ScoreB: 412}},
		{name: "DifferentWithoutReason", given: func(r *recorder) { r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385}) },
			when: RecordResult{Round: 1, A: 1, ScoreA: 421, B: 2, ScoreB: 385},
			code: EResultExists, msg: "round 1, board 1 already has 1 (P01) 412 – 2 (P02) 385; a different result is a correction and needs a reason"},
		{name: "Correction", given: func(r *recorder) {
			r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385})
			r.do(RecordResult{Round: 1, A: 3, ScoreA: 300, B: 4, ScoreB: 400})
			r.do(PairRound{Round: 2})
		},
			when: RecordResult{Round: 1, A: 1, ScoreA: 380, B: 2, ScoreB: 385, Reason: "sheet misread"},
			want: []Event{ResultCorrected{Round: 1, Board: 1, StartScore: 380, ReplyScore: 385, Reason: "sheet misread", Stale: []int{2}}}},
		{name: "ForfeitThenResult", given: func(r *recorder) { r.do(Forfeit{Round: 1, Absent: []int{2}}) },
			when: RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385},
			code: EResultExists, msg: "round 1, board 1 already has a forfeit by 2 (P02); a different result is a correction and needs a reason"},
		{name: "ResultThenForfeit", given: func(r *recorder) { r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385}) },
			when: Forfeit{Round: 1, Absent: []int{2}},
			code: EResultExists, msg: "round 1, board 1 already has 1 (P01) 412 – 2 (P02) 385; a forfeit instead is a correction and needs a reason"},
		{name: "ForfeitCorrection", given: func(r *recorder) {
			r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385})
			r.do(RecordResult{Round: 1, A: 3, ScoreA: 300, B: 4, ScoreB: 400})
			r.do(PairRound{Round: 2})
		},
			when: Forfeit{Round: 1, Absent: []int{2}, Reason: "2 never sat down; the sheet was 1's own"},
			want: []Event{ForfeitRecorded{Round: 1, Board: 1, Absent: []int{2}, Reason: "2 never sat down; the sheet was 1's own", Stale: []int{2}}}},
		{name: "ForfeitAgain", given: func(r *recorder) { r.do(Forfeit{Round: 1, Absent: []int{2}}) },
			when: Forfeit{Round: 1, Absent: []int{2}}},
		{name: "ForfeitNotPaired", when: Forfeit{Round: 1, Absent: []int{9}},
			code: ENotPaired, msg: "round 1: player 9 has no game to forfeit"},
	})
}

// decideCase is a command tried on the four-player event of four after
// given: the events it records, or its refusal's code and message.
type decideCase struct {
	name  string
	given func(*recorder)
	when  Command
	want  []Event
	code  arbiter.Code
	msg   string
}

// decideCases tries each case on a fresh event; a refusal records nothing.
func decideCases(t *testing.T, cases []decideCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := four(t)
			if tt.given != nil {
				tt.given(r)
			}
			before := len(r.evs)
			got, err := r.try(tt.when)
			if arbiter.ErrorCode(err) != tt.code || arbiter.ErrorMessage(err) != tt.msg {
				t.Fatalf("error = %q (%s), want %q (%s)", arbiter.ErrorMessage(err), arbiter.ErrorCode(err), tt.msg, tt.code)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("events (-want +got):\n%s", d)
			}
			if err != nil && len(r.evs) != before {
				t.Error("a refusal recorded events")
			}
		})
	}
}

// TestDecide_Pairing covers the refusals of pairing and the manual
// pairing and swap.
func TestDecide_Pairing(t *testing.T) {
	decideCases(t, []decideCase{
		{name: "Incomplete", given: func(r *recorder) { r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385}) },
			when: PairRound{Round: 2}, code: ERoundIncomplete, msg: "round 2 cannot be paired: round 1 has board 2 without a result"},
		{name: "NotNext", when: PairRound{Round: 3}, code: EWrongRound, msg: "round 3 cannot be paired: the next round is 2"},
		{name: "AgainWithResult", given: func(r *recorder) { r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385}) },
			when: PairRound{Round: 1, Again: true, Reason: "late arrival"}, code: ERoundHasResults, msg: "round 1 cannot be paired again: board 1 has a result"},
		{name: "AgainWithoutReason", when: PairRound{Round: 1, Again: true}, code: EReasonMissing, msg: "pairing round 1 again needs a reason"},
		{name: "Again", when: PairRound{Round: 1, Again: true, Reason: "wrong system"},
			want: []Event{RoundPaired{Round: 1, System: pairing.KingOfTheHill, Again: true, Reason: "wrong system", Boards: []Board{
				{Board: 1, Start: 1, Reply: 2, Why: pairing.Why{StartRank: 1, ReplyRank: 2}},
				{Board: 2, Start: 3, Reply: 4, Why: pairing.Why{StartRank: 3, ReplyRank: 4}},
			}}}},
		{name: "Manual", when: SetPairing{Round: 1, Pairs: [][2]int{{4, 1}, {2, 3}}, Reason: "organiser's seeding"},
			want: []Event{RoundPaired{Round: 1, System: Manual, Again: true, Reason: "organiser's seeding", Boards: []Board{
				{Board: 1, Start: 4, Reply: 1, Why: pairing.Why{StartRank: 4, ReplyRank: 1}},
				{Board: 2, Start: 2, Reply: 3, Why: pairing.Why{StartRank: 2, ReplyRank: 3}},
			}}}},
		{name: "ManualMissing", when: SetPairing{Round: 1, Pairs: [][2]int{{4, 1}}, Reason: "x"},
			code: arbiter.EInvalidInput, msg: "round 1: player 2 (P02) is not paired"},
		{name: "ManualTwice", when: SetPairing{Round: 1, Pairs: [][2]int{{4, 1}, {1, 3}}, Reason: "x"},
			code: arbiter.EInvalidInput, msg: "round 1: player 1 (P01) is paired twice"},
		{name: "Swap", when: Swap{Round: 1, A: 2, B: 3, Reason: "table too small"},
			want: []Event{PlayersSwapped{Round: 1, A: 2, B: 3, Reason: "table too small"}}},
		{name: "SwapWithResult", given: func(r *recorder) { r.do(RecordResult{Round: 1, A: 1, ScoreA: 412, B: 2, ScoreB: 385}) },
			when: Swap{Round: 1, A: 2, B: 3, Reason: "x"}, code: ERoundHasResults, msg: "round 1: board 1 of player 2 (P02) has a result"},
		{name: "SwapWithoutReason", when: Swap{Round: 1, A: 2, B: 3}, code: EReasonMissing, msg: "a swap in round 1 needs a reason"},
		{name: "WithdrawTwice", given: func(r *recorder) { r.do(Withdraw{Player: 3, Reason: "ill"}) },
			when: Withdraw{Player: 3, Reason: "ill"}, code: EWithdrawn, msg: "player 3 (P03) withdrew from round 1 on already"},
		{name: "WithdrawThenAgain", given: func(r *recorder) { r.do(Withdraw{Player: 4, Reason: "ill"}) },
			when: PairRound{Round: 1, Again: true, Reason: "4 withdrew"},
			want: []Event{RoundPaired{Round: 1, System: pairing.KingOfTheHill, Again: true, Reason: "4 withdrew", Boards: []Board{
				{Board: 1, Start: 1, Reply: 2, Why: pairing.Why{StartRank: 1, ReplyRank: 2}},
				{Start: 3, Why: pairing.Why{StartRank: 3, Bye: true}},
			}}}},
		{name: "EnterTaken", when: Enter{Entry{Player: 2, Name: "X"}}, code: arbiter.EConflict, msg: "player 2 (P02) is in the event already"},
	})
}

// TestSwap_Applied moves player 2 to board 2 and player 3 to board 1.
func TestSwap_Applied(t *testing.T) {
	r := four(t)
	r.do(Swap{Round: 1, A: 2, B: 3, Reason: "table"})
	var got [][2]int
	for _, g := range r.s.Rounds[0].Boards {
		got = append(got, [2]int{g.Start, g.Reply})
	}
	if d := cmp.Diff([][2]int{{1, 3}, {2, 4}}, got); d != "" {
		t.Errorf("boards (-want +got):\n%s", d)
	}
}

// TestSettings_Defaults follows RULES §10.2: "up to 16 players 5 rounds,
// 17–32 6, 33–64 7, over 64 8"; round 1 by lot, then Swiss; a bye's +50.
func TestSettings_Defaults(t *testing.T) {
	for n, want := range map[int]int{2: 5, 16: 5, 17: 6, 32: 6, 33: 7, 64: 7, 65: 8, 400: 8} {
		if got := DefaultRounds(n); got != want {
			t.Errorf("DefaultRounds(%d) = %d, want %d", n, got, want)
		}
	}
	got := Settings{}.WithDefaults(24)
	want := Settings{Rounds: 6, First: pairing.Lot, Then: pairing.Swiss, Ranking: ByWins, ByeSpread: 50, MaxScore: 1000}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("defaults (-want +got):\n%s", d)
	}
}

func TestSettings_Validate(t *testing.T) {
	base := Settings{}.WithDefaults(10)
	for _, tt := range []struct {
		name string
		edit func(*Settings)
		msg  string
	}{
		{"Rounds", func(s *Settings) { s.Rounds = 99 }, "rounds: 99, want 1 to 64"},
		{"System", func(s *Settings) { s.Then = "dutch" }, `pairing after round 1: unknown system "dutch" (lot, swiss, roundrobin, koth)`},
		{"KingOfTheHill", func(s *Settings) { s.KingOfTheHill = 5 }, "King of the Hill rounds: 5, want 0 to 4 (not round 1)"},
		{"Ranking", func(s *Settings) { s.Ranking = "elo" }, `ranking: unknown order "elo" (wins, frs)`},
		{"Cap", func(s *Settings) { s.SpreadCap = -1 }, "spread cap: -1, want 0 (none) to 10000"},
		{"Bye", func(s *Settings) { s.ByeSpread = -50 }, "bye spread: -50, want 0 to 10000"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := base
			tt.edit(&s)
			err := s.Validate()
			if arbiter.ErrorCode(err) != EInvalidSettings || arbiter.ErrorMessage(err) != tt.msg {
				t.Errorf("error = %q (%s), want %q", arbiter.ErrorMessage(err), arbiter.ErrorCode(err), tt.msg)
			}
		})
	}
	if err := base.Validate(); err != nil {
		t.Errorf("defaults refused: %v", err)
	}
}

// TestLateEntryAndWithdrawal: a late entrant's missed rounds count as
// losses 0–0 and they are paired from their round on; a withdrawn player
// is no longer paired and their games stand (RULES §10.2, readings).
func TestLateEntryAndWithdrawal(t *testing.T) {
	r := four(t)
	r.do(RecordResult{Round: 1, A: 1, ScoreA: 400, B: 2, ScoreB: 300})
	r.do(RecordResult{Round: 1, A: 3, ScoreA: 350, B: 4, ScoreB: 350})
	r.do(Enter{Entry{Player: 5, Name: "LATE"}})
	r.do(Withdraw{Player: 1, Reason: "called away"})
	r.do(PairRound{Round: 2})
	for _, g := range r.s.Rounds[1].Boards {
		if g.Start == 1 || g.Reply == 1 {
			t.Errorf("withdrawn player 1 paired in round 2: %+v", g)
		}
	}
	if len(r.s.Rounds[1].Boards) != 2 {
		t.Fatalf("round 2 has %d boards, want one game and the bye", len(r.s.Rounds[1].Boards))
	}
	st := Standings(r.s, 1)
	want := []Standing{
		{Rank: 1, Player: 1, Name: "P01", Points2: 2, Games: 1, Won: 1, For: 400, Against: 300, Spread: 100, Coefficient: 1333, Withdrawn: true},
		{Rank: 2, Player: 3, Name: "P03", Points2: 1, Games: 1, Drawn: 1, For: 350, Against: 350, Coefficient: 1000},
		{Rank: 2, Player: 4, Name: "P04", Points2: 1, Games: 1, Drawn: 1, For: 350, Against: 350, Coefficient: 1000},
		{Rank: 4, Player: 5, Name: "LATE", Games: 1, Lost: 1},
		{Rank: 5, Player: 2, Name: "P02", Games: 1, Lost: 1, For: 300, Against: 400, Spread: -100, Coefficient: 750},
	}
	if d := cmp.Diff(want, st); d != "" {
		t.Errorf("standings after round 1 (-want +got):\n%s", d)
	}
}

// TestByeAndForfeit: the bye counts a win with +50 internationally and a
// coefficient of 1.000 (RULES §10.2); a forfeit counts as a bye for the
// player present and a loss by 50 for the absent.
func TestByeAndForfeit(t *testing.T) {
	r := &recorder{tb: t}
	r.do(Start{Settings: Settings{First: pairing.KingOfTheHill, Ranking: ByCoefficient}, Players: entries(5)})
	r.do(PairRound{Round: 1})
	r.do(Forfeit{Round: 1, Absent: []int{2}, Reason: "no show"})
	r.do(RecordResult{Round: 1, A: 3, ScoreA: 300, B: 4, ScoreB: 450})
	got := Standings(r.s, 1)
	want := []Standing{
		{Rank: 1, Player: 4, Name: "P04", Points2: 2, Games: 1, Won: 1, For: 450, Against: 300, Spread: 150, Coefficient: 1500},
		{Rank: 2, Player: 1, Name: "P01", Points2: 2, Games: 1, Won: 1, Spread: 50, Coefficient: 1000},
		{Rank: 2, Player: 5, Name: "P05", Points2: 2, Games: 1, Won: 1, Byes: 1, Spread: 50, Coefficient: 1000},
		{Rank: 4, Player: 3, Name: "P03", Games: 1, Lost: 1, For: 300, Against: 450, Spread: -150, Coefficient: 667},
		{Rank: 5, Player: 2, Name: "P02", Games: 1, Lost: 1, Spread: -50},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("standings (-want +got):\n%s", d)
	}
}

// TestSpreadCap counts at most the cap of a game's spread.
func TestSpreadCap(t *testing.T) {
	r := &recorder{tb: t}
	r.do(Start{Settings: Settings{First: pairing.KingOfTheHill, SpreadCap: 200}, Players: entries(2)})
	r.do(PairRound{Round: 1})
	r.do(RecordResult{Round: 1, A: 1, ScoreA: 600, B: 2, ScoreB: 200})
	got := Standings(r.s, 1)
	if got[0].Spread != 200 || got[1].Spread != -200 || got[0].For != 600 {
		t.Errorf("capped standings = %+v, want spreads ±200 and points for kept", got)
	}
}

func TestMissing(t *testing.T) {
	r := four(t)
	r.do(RecordResult{Round: 1, A: 3, ScoreA: 300, B: 4, ScoreB: 301})
	got := Missing(r.s, 1)
	if len(got) != 1 || got[0].Board.Board != 1 {
		t.Errorf("missing = %+v, want board 1", got)
	}
}

// TestEvent_NoRepeats plays an event like the demo's, 24 players over 8 rounds
// with a withdrawal and a late entry: the Swiss rounds never pair two
// players twice, and nobody ends with starts two beyond replies or more
// (two players who are both due to start may meet: one of them replies
// once more, RULES §10.2 reading on starts).
func TestEvent_NoRepeats(t *testing.T) {
	r := simulate(t, rand.New(rand.NewPCG(24, 8)), 24, Settings{Rounds: 8}, true)
	for _, l := range Crosstable(r.s, 8) {
		met := map[int]int{}
		balance := 0
		for _, c := range l.Cells {
			if c.Opponent != 0 {
				met[c.Opponent]++
				if met[c.Opponent] > 1 {
					t.Errorf("player %d met %d twice", l.Player, c.Opponent)
				}
			}
			if c.Played && c.Opponent != 0 && !c.Forfeit {
				if c.Started {
					balance++
				} else {
					balance--
				}
			}
		}
		if balance < -2 || balance > 2 {
			t.Errorf("player %d: starts minus replies %d", l.Player, balance)
		}
	}
}

// TestGibson_Wired: with one round left, a leader two wins clear by a
// spread no game of 50 can bridge is Gibsonized (RULES §10.2, reading)
// and plays a non-contender, one who can no longer catch second place,
// rather than the runner-up.
func TestGibson_Wired(t *testing.T) {
	r := &recorder{tb: t}
	r.do(Start{Settings: Settings{Rounds: 3, First: pairing.KingOfTheHill, Gibson: true, GibsonSpread: 50}, Players: entries(8)})
	r.do(PairRound{Round: 1})
	r.do(RecordResult{Round: 1, A: 1, ScoreA: 600, B: 2, ScoreB: 300})
	r.do(RecordResult{Round: 1, A: 3, ScoreA: 400, B: 4, ScoreB: 380})
	r.do(RecordResult{Round: 1, A: 5, ScoreA: 400, B: 6, ScoreB: 390})
	r.do(RecordResult{Round: 1, A: 8, ScoreA: 500, B: 7, ScoreB: 300})
	// Round 2 by hand, each winner of round 1 but the leader against a
	// loser who wins; player 7 loses by 200 again.
	r.do(SetPairing{Round: 2, Pairs: [][2]int{{1, 3}, {5, 2}, {8, 4}, {6, 7}}, Reason: "test"})
	r.do(RecordResult{Round: 2, A: 1, ScoreA: 400, B: 3, ScoreB: 300})
	r.do(RecordResult{Round: 2, A: 5, ScoreA: 350, B: 2, ScoreB: 360})
	r.do(RecordResult{Round: 2, A: 8, ScoreA: 350, B: 4, ScoreB: 370})
	r.do(RecordResult{Round: 2, A: 6, ScoreA: 500, B: 7, ScoreB: 300})
	st := Standings(r.s, 2)
	var scores []pairing.Score
	for _, s := range st {
		scores = append(scores, pairing.Score{Player: s.Player, Points2: s.Points2, Spread: s.Spread})
	}
	if st[0].Player != 1 || st[0].Points2 != 4 || st[1].Points2 != 2 {
		t.Fatalf("standings %+v: player 1 is not alone at two wins", st)
	}
	met := map[int]bool{}
	for _, c := range Crosstable(r.s, 2)[0].Cells {
		met[c.Opponent] = true
	}
	want := 0 // the highest-ranked non-contender the leader has not met
	for i := len(st) - 1; i >= 2; i-- {
		if !pairing.Catches(scores[i], scores[1], 1, 50) && !met[st[i].Player] {
			want = st[i].Player
		}
	}
	if want == 0 {
		t.Fatalf("standings %+v: no non-contender the leader has not met; the test does not test", st)
	}
	r.do(PairRound{Round: 3})
	top := r.s.Rounds[2].Boards[0]
	if top.Start != 1 && top.Reply != 1 {
		t.Fatalf("board 1 of round 3 = %+v, want the leader", top)
	}
	if !top.Why.Gibson {
		t.Error("the leader's board is not explained as Gibson")
	}
	if opp := top.Start + top.Reply - 1; opp != want {
		t.Errorf("the leader plays %d, want %d, the highest-ranked non-contender: %+v", opp, want, st)
	}
}
