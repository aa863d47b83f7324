package arbiter_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/internal/kindtest"
)

// slip is a valid slip of table in round 1 credited with points.
func slip(table, points int) arbiter.Event {
	return arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: table, Position: "H8", Word: "COLUMNA", Score: "78",
		Verdict: arbiter.Verdict{Valid: points > 0, Real: points, Credited: points}}}
}

// twoGames is a tournament of three players in two one-round games where
// tables 1 and 2 end equal on total: table 1 scored in game 1, table 2 in
// game 2 (the last), table 3 below both. tieBreak is the tournament setting.
func twoGames(t *testing.T, tieBreak string) *arbiter.State {
	t.Helper()
	s, err := duplicatetest.Replay(twoGamesLog(t, tieBreak))
	if err != nil {
		t.Fatal(err)
	}
	return &s
}

// twoGamesLog is the log of [twoGames].
func twoGamesLog(t *testing.T, tieBreak string) []arbiter.Event {
	t.Helper()
	columna := duplicatetest.Move(t, "H8 COLUMNA")
	game := func(n int, scores ...int) []arbiter.Event {
		evs := []arbiter.Event{arbiter.GameStarted{Game: n, Seed: 1}, arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true},
			arbiter.TopChosen{Round: 1, Move: columna, Choice: 1}}
		for i, s := range scores {
			evs = append(evs, slip(i+1, s))
		}
		return append(evs, arbiter.RoundClosed{Round: 1}, arbiter.GameEnded{Reason: "referee", Text: "one round"})
	}
	evs := []arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro", TieBreak: tieBreak},
		arbiter.PlayerRegistered{Table: 1, Name: "A", Category: "seniori", Series: "A"},
		arbiter.PlayerRegistered{Table: 2, Name: "B", Category: "juniori", Series: "A"},
		arbiter.PlayerRegistered{Table: 3, Name: "C", Category: "seniori"},
	}
	evs = append(evs, game(1, 78, 0, 20)...)
	return append(evs, game(2, 0, 78, 20)...)
}

// ranks returns the table and rank of each row, in order.
func ranks(st arbiter.Standings) [][3]int {
	out := make([][3]int, len(st.Rows))
	for i, r := range st.Rows {
		out[i] = [3]int{r.Table, r.Rank, r.Overall}
	}
	return out
}

// TestStandings_TieBreak checks the tie-breaks of a tournament of several
// games: shared ranks by default (RULES §6), the better last game first with
// last-game.
func TestStandings_TieBreak(t *testing.T) {
	for _, tt := range []struct {
		tieBreak string
		want     [][3]int
	}{
		{"", [][3]int{{1, 1, 1}, {2, 1, 1}, {3, 3, 3}}},
		{arbiter.TieShared, [][3]int{{1, 1, 1}, {2, 1, 1}, {3, 3, 3}}},
		{arbiter.TieLastGame, [][3]int{{2, 1, 1}, {1, 2, 2}, {3, 3, 3}}},
	} {
		t.Run("TieBreak="+tt.tieBreak, func(t *testing.T) {
			st, err := twoGames(t, tt.tieBreak).Standings(0, arbiter.ByTotal)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, ranks(st)); diff != "" {
				t.Errorf("table, rank, overall (-want +got):\n%s", diff)
			}
		})
	}
}

// TestStandings_Sections checks the ranking split by category and series:
// ranks within each section, the overall rank kept, players without one last.
func TestStandings_Sections(t *testing.T) {
	st, err := twoGames(t, arbiter.TieLastGame).Standings(0, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		by    arbiter.Division
		names []string
		want  [][][3]int
	}{
		{arbiter.ByCategory, []string{"juniori", "seniori"}, [][][3]int{{{2, 1, 1}}, {{1, 1, 2}, {3, 2, 3}}}},
		{arbiter.BySeries, []string{"A", ""}, [][][3]int{{{2, 1, 1}, {1, 2, 2}}, {{3, 1, 3}}}},
	} {
		t.Run(string(tt.by), func(t *testing.T) {
			secs, err := st.Sections(tt.by)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			var got [][][3]int
			for _, s := range secs {
				names = append(names, s.Section)
				got = append(got, ranks(s))
			}
			if diff := cmp.Diff(tt.names, names); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("table, rank, overall (-want +got):\n%s", diff)
			}
		})
	}
	if _, err := st.Sections("club"); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("Sections(club) = %v, want invalid_input", err)
	}
}

// TestStandings_SolosByCentre checks the solo setting of a merged
// simultaneous on one round (RULES §6, bonus ⌈N/2⌉): over the whole field of
// 7 only table 4 (78) is alone on the best score, worth ⌈7/2⌉ = 4; within
// the centres table 1 is alone best of Iasi's 3 (⌈3/2⌉ = 2) and table 4 of
// Cluj's 2 (⌈2/2⌉ = 1), while Timisoara's two equal bests earn nothing.
func TestStandings_SolosByCentre(t *testing.T) {
	columna := duplicatetest.Move(t, "H8 COLUMNA")
	centres := []string{"Iasi", "Iasi", "Iasi", "Cluj", "Cluj", "Timisoara", "Timisoara"}
	scores := []int{60, 50, 50, 78, 20, 30, 30}
	for _, tt := range []struct {
		solos string
		want  map[int][2]int // table: total, solo bonus
	}{
		{"", map[int][2]int{1: {60, 0}, 2: {50, 0}, 3: {50, 0}, 4: {82, 4}, 5: {20, 0}, 6: {30, 0}, 7: {30, 0}}},
		{arbiter.SolosNational, map[int][2]int{1: {60, 0}, 2: {50, 0}, 3: {50, 0}, 4: {82, 4}, 5: {20, 0}, 6: {30, 0}, 7: {30, 0}}},
		{arbiter.SolosByCentre, map[int][2]int{1: {62, 2}, 2: {50, 0}, 3: {50, 0}, 4: {79, 1}, 5: {20, 0}, 6: {30, 0}, 7: {30, 0}}},
	} {
		t.Run("Solos="+tt.solos, func(t *testing.T) {
			evs := []arbiter.Event{arbiter.TournamentCreated{Name: "Simultan", RuleSet: "ro", Solos: tt.solos}}
			for i, c := range centres {
				evs = append(evs, arbiter.PlayerRegistered{Table: i + 1, Name: "P", Centre: c})
			}
			evs = append(evs, arbiter.GameStarted{Game: 1, Seed: 1}, arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true},
				arbiter.TopChosen{Round: 1, Move: columna, Choice: 1})
			for i, s := range scores {
				evs = append(evs, slip(i+1, s))
			}
			evs = append(evs, arbiter.RoundClosed{Round: 1})
			s, err := duplicatetest.Replay(evs)
			if err != nil {
				t.Fatal(err)
			}
			st, err := s.Standings(0, arbiter.ByTotal)
			if err != nil {
				t.Fatal(err)
			}
			got := map[int][2]int{}
			for _, r := range st.Rows {
				got[r.Table] = [2]int{r.Total, r.SoloBonus}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("table: total, solo bonus (-want +got):\n%s", diff)
			}
		})
	}
	_, err := duplicatetest.Replay([]arbiter.Event{arbiter.TournamentCreated{Name: "Simultan", RuleSet: "ro", Solos: "club"}})
	if err == nil || !strings.Contains(err.Error(), `unknown solo setting "club"`) {
		t.Errorf("a tournament with solos %q: %v, want refused", "club", err)
	}
}

// TestChangeTieBreak changes the tie-break of twoGames after both games
// (RULES §6): the standings fold the new one, those folded before the
// change keep the old one, replaying the log through the codec gives the
// same bytes, and a change back restores the shared rank.
func TestChangeTieBreak(t *testing.T) {
	s := twoGames(t, "")
	var log []arbiter.Event
	decide := func(c arbiter.ChangeTieBreak) ([]arbiter.Event, error) {
		evs, err := arbiter.Decide(*s, c, arbiter.Deps{})
		for _, e := range evs {
			if *s, err = arbiter.Apply(*s, e); err != nil {
				t.Fatal(err)
			}
			log = append(log, e)
		}
		return evs, err
	}
	standings := func(s arbiter.State) [][3]int {
		st, err := s.Standings(0, arbiter.ByTotal)
		if err != nil {
			t.Fatal(err)
		}
		return ranks(st)
	}
	shared, lastGame := [][3]int{{1, 1, 1}, {2, 1, 1}, {3, 3, 3}}, [][3]int{{2, 1, 1}, {1, 2, 2}, {3, 3, 3}}
	before := *s

	for _, tt := range []struct {
		name string
		c    arbiter.ChangeTieBreak
		code arbiter.Code
		want []arbiter.Event
	}{
		{"Unknown", arbiter.ChangeTieBreak{TieBreak: "coin", Reason: "r"}, arbiter.EInvalidInput, nil},
		{"Blank", arbiter.ChangeTieBreak{Reason: "r"}, arbiter.EInvalidInput, nil},
		{"AlreadyShared", arbiter.ChangeTieBreak{TieBreak: arbiter.TieShared, Reason: "r"}, "", nil},
		{"NoReason", arbiter.ChangeTieBreak{TieBreak: arbiter.TieLastGame, Reason: " "}, arbiter.EInvalidInput, nil},
		{"LastGame", arbiter.ChangeTieBreak{TieBreak: arbiter.TieLastGame, Reason: "two games: FISF rule"}, "",
			[]arbiter.Event{arbiter.TieBreakChanged{TieBreak: arbiter.TieLastGame, Reason: "two games: FISF rule"}}},
		{"AlreadyLastGame", arbiter.ChangeTieBreak{TieBreak: arbiter.TieLastGame, Reason: "again"}, "", nil},
	} {
		evs, err := decide(tt.c)
		if got := arbiter.ErrorCode(err); got != tt.code && !(tt.code == "" && err == nil) {
			t.Errorf("%s: error %v, want code %q", tt.name, err, tt.code)
		}
		if diff := cmp.Diff(tt.want, evs); diff != "" {
			t.Errorf("%s: events (-want +got):\n%s", tt.name, diff)
		}
	}
	if diff := cmp.Diff(lastGame, standings(*s)); diff != "" {
		t.Errorf("after the change (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(shared, standings(before)); diff != "" {
		t.Errorf("before the change (-want +got):\n%s", diff)
	}
	if s.StreamFor(log[0]) != arbiter.TournamentStream {
		t.Errorf("tie_break_changed goes to %s", s.StreamFor(log[0]))
	}

	// The whole log, replayed through the codec, ranks byte for byte alike.
	created := twoGamesLog(t, "")
	replayed, err := duplicatetest.Replay(kindtest.RoundTrip(t, duplicatetest.Kinds, append(created, log...)))
	if err != nil {
		t.Fatal(err)
	}
	live, _ := s.Standings(0, arbiter.ByTotal)
	again, _ := replayed.Standings(0, arbiter.ByTotal)
	if a, b := kindtest.Everything(t, s), kindtest.Everything(t, &replayed); string(a) != string(b) || !cmp.Equal(live, again) {
		t.Errorf("replay differs from the live state")
	}

	if _, err := decide(arbiter.ChangeTieBreak{TieBreak: arbiter.TieShared, Reason: "back to the seed's rule"}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(shared, standings(*s)); diff != "" {
		t.Errorf("after changing back (-want +got):\n%s", diff)
	}
}
