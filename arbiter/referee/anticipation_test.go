package referee_test

import (
	"context"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/scoring"
	"arbiter/store"
)

// anticipationGroups are the groups of RULES §8.5's worked example, then
// the rest of the ro bag.
const anticipationGroups = "AL BRDEIOS AARNOST EUIMNOP AEGINRT AAAAAAA BCCCCCD DDEEEEE EFFGHII IIIIIJL LLMMNNN OOPPPRR RRSSSTT TTTUUUU UVVXZ??"

// anticipationService opens a service over st deciding with the words of
// RULES §8.5's example.
func anticipationService(tb testing.TB, st arbiter.Store) *referee.Service {
	tb.Helper()
	lex, err := scoring.ReadWordList(strings.NewReader("AL\nLA\nBAR\nARAB\nLEU\nRE\n"))
	if err != nil {
		tb.Fatal(err)
	}
	opts := options(tb)
	opts.Deps = func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
		return arbiter.Deps{Lexicon: lex}, nil
	}
	svc, err := referee.Open(context.Background(), st, opts)
	if err != nil {
		tb.Fatal(err)
	}
	return svc
}

// TestService_AnticipationGame plays RULES §8.5's example through the
// service: the reads give the rounds, the groups, each sheet round by round
// with the board that stands, and the standings; a service opened on the
// snapshot folds to the same state as one folding the whole log.
func TestService_AnticipationGame(t *testing.T) {
	db, _ := openFile(t)
	svc := anticipationService(t, db)
	mustRun(t, svc, arbiter.CreateTournament{Name: "Anticipatie", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "Ana"}, arbiter.RegisterPlayer{Table: 2, Name: "Ion"},
		anticipation.Start{Seed: 3, Form: anticipation.Classic, Groups: anticipationGroups})
	score := func(v int) *int { return &v }
	slips := []anticipation.SheetSlip{
		{Moves: []anticipation.SheetMove{{Position: "H8", Word: "AL", Score: score(4)}, {Position: "8G", Word: "BAR", Score: score(11)}}, Total: score(15)},
		{Moves: []anticipation.SheetMove{{Position: "G5", Word: "ARAB", Score: score(13)}}},
		{Moves: []anticipation.SheetMove{{Position: "9H", Word: "LEU", Score: score(7)}}},
		{Cancel: []int{1}, Pass: true},
	}
	for i, s := range slips {
		mustRun(t, svc, anticipation.DrawGroup{Group: i + 2}, anticipation.EnterSheetSlip{Table: 1, Slip: s}, arbiter.CloseRound{})
	}
	g, err := referee.Read(t.Context(), svc, 0, anticipation.OverviewOf)
	if err != nil {
		t.Fatal(err)
	}
	if cur, ok := g.Current(); !ok || cur.Number != 4 || cur.Group != 5 || !cur.Closed || len(g.Schedule) != 14 || g.Schedule[3] != 7*60e9 {
		t.Errorf("game %+v: want round 4 on group 5, closed, and 7 minutes for it", g)
	}
	sheets, err := referee.Read(t.Context(), svc, 0, anticipation.TableSheets)
	if err != nil {
		t.Fatal(err)
	}
	ana := sheets[0].Result
	if len(sheets) != 2 || ana.Total != 8 || len(ana.Rounds) != 4 || ana.Rounds[2].Moves[0].Score != 4 || ana.Board.At(8, 8) != scoring.Tile('E') {
		t.Errorf("Ana's sheet: total %d over %d rounds: want 8 over 4, LEU counting 4 on her board", ana.Total, len(ana.Rounds))
	}
	if ion := sheets[1]; len(ion.Slips) != 0 || ion.Result.Total != 0 {
		t.Errorf("Ion handed in nothing, and has %+v", ion)
	}
	st, err := svc.Standings(t.Context(), 1, arbiter.ByTotal)
	if err != nil || st.Rows[0].Name != "Ana" || st.Rows[0].Total != 8 {
		t.Errorf("standings %+v, %v: want Ana first with 8", st.Rows, err)
	}
	sameFold(t, mustOpen(t, db), fromStart(t, db))
	// A service started from the snapshot reads the game's sheets once,
	// not at each command and page.
	again := stateOf(t, mustOpen(t, db))
	if _, read := again.CurrentGame().Play.State.(*anticipation.Game); !read {
		t.Error("the service started from the snapshot left the Anticipation game's state undecoded")
	}
}

// TestService_AnticipationRead_DuplicateGame: the reads of an Anticipation
// game refuse a duplicate game by its kind.
func TestService_AnticipationRead_DuplicateGame(t *testing.T) {
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 2)
	if _, err := referee.Read(t.Context(), svc, 1, anticipation.OverviewOf); err == nil || !strings.Contains(err.Error(), "game 1 is a game of kind duplicate, not an Anticipation game") {
		t.Errorf("the overview of a duplicate game: %v", err)
	}
}

// TestService_Kind: one read says what kind of game a game is, a duplicate
// game or an Anticipation game of its form (RULES §8), the current game
// for 0; a game that does not exist is the zero kind.
func TestService_Kind(t *testing.T) {
	svc := anticipationService(t, store.NewMemory())
	mustRun(t, svc, arbiter.CreateTournament{Name: "Anticipatie", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "Ana"},
		duplicate.StartGame{Seed: 3}, arbiter.EndGame{Reason: "the duplicate game first"},
		anticipation.Start{Seed: 3, Form: anticipation.Fond, Groups: anticipationGroups})
	fond := referee.GameKind{Game: 2, Kind: anticipation.Kind}
	duplicate := referee.GameKind{Game: 1, Kind: arbiter.KindDuplicate}
	for _, c := range []struct {
		game int
		want referee.GameKind
	}{{1, duplicate}, {2, fond}, {0, fond}, {3, referee.GameKind{}}} {
		got, err := svc.Kind(t.Context(), c.game)
		if err != nil || got != c.want {
			t.Errorf("Kind(%d) = %+v, %v: want %+v", c.game, got, err, c.want)
		}
	}
}
