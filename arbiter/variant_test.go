package arbiter_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// TestVariantGames plays whole games of every variant (RULES §7) through
// Decide and Apply with program draws, the brute-force variant top and the
// test word list: the first player hands in the top, the second a slip
// written from the top with a wrong score, the third none. Every game must
// end by the rules of the draw, keep every tile, credit the top to the first
// player in every round, and replay to byte-identical standings; the
// solver's top must score what a brute force finds.
func TestVariantGames(t *testing.T) {
	for _, v := range scoring.Variants {
		t.Run(v.String(), func(t *testing.T) {
			seeds := uint64(2)
			if testing.Short() {
				seeds = 1
			}
			for seed := range seeds {
				ss := &session{tb: t, s: arbiter.State{Kinds: duplicatetest.Kinds}, log: kindtest.NewLog()}
				must := func(c arbiter.Command) {
					t.Helper()
					if err := ss.do(c); err != nil {
						t.Fatalf("seed %d: %#v: %v", seed, c, err)
					}
				}
				must(arbiter.CreateTournament{Name: "Variante", RuleSet: "ro"})
				for table, name := range []string{"POPESCU Ion", "IONESCU Maria", "STAN Radu"} {
					must(arbiter.RegisterPlayer{Table: table + 1, Name: name})
				}
				must(duplicate.StartGame{Seed: seed + 1, Variant: v, FixedOrder: v == scoring.Tactic && seed%2 == 0})
				rounds := 0
				for !ss.s.CurrentGame().Ended {
					must(duplicate.DrawRack{})
					g := ss.s.CurrentGame()
					if g.Ended {
						break
					}
					rounds++
					must(duplicate.ChooseTop{})
					top := g.Current().Top
					if v != scoring.Classic {
						b := g.Current().Board
						brute := bruteTopVariant(solver.New(ss.s.RuleSet, ss.deps.Lexicon.(*lexicon.Graph)))(&b, g.Offer(g.Current()))
						if len(brute) == 0 || brute[0].Score != top.Score() {
							t.Fatalf("seed %d, round %d: the solver's top scores %d, the brute force's %v", seed, g.Current().Number, top.Score(), brute)
						}
					}
					slip := duplicate.EnterSlip{Table: 1, Position: ss.s.RuleSet.FormatPosition(top.Move.Pos), Word: top.Move.Word}
					if top.Second != nil {
						slip.Position2, slip.Word2 = ss.s.RuleSet.FormatPosition(top.Second.Pos), top.Second.Word
					}
					wrong := slip
					slip.Score, wrong.Score = itoa(top.Move.Score), itoa(top.Move.Score+1)
					if top.Second != nil {
						slip.Score2, slip.Total = itoa(top.Second.Score), itoa(top.Score())
						wrong.Score2, wrong.Total = slip.Score2, slip.Total
					}
					wrong.Table = 2
					must(slip)
					must(wrong)
					must(arbiter.CloseRound{})
					r := g.Current()
					first, _ := r.Slip(1)
					if first.Verdict.Credited != top.Score() || first.Verdict.Warning != "" {
						t.Fatalf("seed %d, round %d: the top %s %s scores %d, the slip written from it %+v", seed, r.Number, top.Move.Word, top.Chosen, top.Score(), first.Verdict)
					}
					if second, _ := r.Slip(2); second.Verdict.Warning != arbiter.WarnWrongScore {
						t.Fatalf("seed %d, round %d: a wrong first score earns %q", seed, r.Number, second.Verdict.Warning)
					}
				}
				conserved(t, &ss.s)
				st, err := ss.s.Standings(1, arbiter.ByTotal)
				if err != nil {
					t.Fatal(err)
				}
				if rounds > 0 && (st.Rows[0].Table != 1 || st.Rows[0].Total != st.TopTotal+st.Rows[0].SoloBonus) {
					t.Errorf("seed %d: standings %+v, top %d", seed, st.Rows[0], st.TopTotal)
				}
				replayed, err := duplicatetest.Replay(kindtest.RoundTrip(t, duplicatetest.Kinds, ss.log.All))
				if err != nil {
					t.Fatalf("seed %d: Replay: %v", seed, err)
				}
				if diff := cmp.Diff(string(kindtest.Everything(t, &ss.s)), string(kindtest.Everything(t, &replayed))); diff != "" {
					t.Errorf("seed %d: replay differs:\n%s", seed, diff)
				}
				t.Logf("seed %d: %d rounds, ended %s", seed, rounds, ss.s.CurrentGame().EndReason)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestAnnouncedTops: the tops are numbered as ChooseTop's Choice reads
// them (RULES §4.3): the chosen one at its Choice place among the
// equivalent tops, the classic ones before the variant ones; a typed top
// (Choice 0) first, and a Choice past the list last.
func TestAnnouncedTops(t *testing.T) {
	move := func(word string) scoring.Move { return scoring.Move{Word: word, Score: 20} }
	top := arbiter.TopChosen{Move: move("TOP"), Chosen: "U", Alternatives: []scoring.Move{move("A"), move("B")},
		VariantAlternatives: []arbiter.VariantTop{{Move: move("C"), Chosen: "E"}}}
	for _, tt := range []struct {
		choice int
		want   string
		at     int
	}{{0, "TOP A B C", 0}, {1, "TOP A B C", 0}, {3, "A B TOP C", 2}, {4, "A B C TOP", 3}, {9, "A B C TOP", 3}} {
		top.Choice = tt.choice
		tops, at := top.AnnouncedTops()
		var words []string
		for _, v := range tops {
			words = append(words, v.Move.Word)
		}
		if got := strings.Join(words, " "); got != tt.want || at != tt.at || tops[at].Chosen != "U" {
			t.Errorf("choice %d: %s, chosen at %d; want %s at %d", tt.choice, got, at, tt.want, tt.at)
		}
	}
}
