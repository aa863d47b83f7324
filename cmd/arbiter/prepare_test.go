package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter/prepared"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// testFactory returns a Factory writing to out and errOut whose lexicon
// cache is the run's.
func testFactory(tb testing.TB, out, errOut *bytes.Buffer) *Factory {
	getenv := func(key string) string {
		if key == "ARBITER_CACHE" {
			return testCache
		}
		return ""
	}
	return (&Factory{IO: &IOStreams{In: strings.NewReader(""), Out: out, ErrOut: errOut}, Now: time.Now, Getenv: getenv}).withDefaults()
}

// runPrepare runs `arbiter game prepare` with args through Main, with the
// embedded ro list compiled in the run's cache, and returns its status and
// output.
func runPrepare(t *testing.T, args ...string) (exitCode, string, string) {
	t.Helper()
	warmEmbedded(t)
	return runMain(append([]string{"game", "prepare"}, args...)...)
}

func TestNewGamePrepareCmd(t *testing.T) {
	checkFlagCases(t, newGamePrepareCmdRun, []flagCase[prepareOptions]{
		{name: "Defaults", args: strings.Fields("--rules ro"), want: prepareOptions{Prepared: preparedGameOptions{Rules: "ro"}}},
		{name: "Everything", args: strings.Fields("--rules fr --lexicon ods.txt --seed 42 --json --reject-triples"),
			want: prepareOptions{Prepared: preparedGameOptions{Rules: "fr", LexiconPath: "ods.txt", Seed: 42, SeedGiven: true, RejectTriples: true}, JSON: true}},
		{name: "SeedZeroIsGiven", args: strings.Fields("--rules ro --seed 0"), want: prepareOptions{Prepared: preparedGameOptions{Rules: "ro", SeedGiven: true}}},
		{name: "RulesRequired", args: strings.Fields("--seed 1"), wantErr: "--rules is required: one of ro, it, en, fr, or a rule-set .json file"},
		{name: "BadSeed", args: strings.Fields("--rules ro --seed x"), wantErr: `invalid argument "x" for "--seed" flag: strconv.ParseUint: parsing "x": invalid syntax`},
		{name: "NoArguments", args: strings.Fields("--rules ro extra"), wantErr: `unknown command "extra" for "prepare"`},
		{name: "Variant", args: strings.Fields("--rules ro --variant Tactic --tactic-order fixed"),
			want: prepareOptions{Prepared: preparedGameOptions{Rules: "ro", Variant: variantOptions{Variant: "Tactic", TacticOrder: "fixed"}}}},
	})
}

// TestGamePrepare_Golden holds `arbiter game prepare --rules ro --seed 1`
// to the same game on every run (RULES §4.2, §4.3).
func TestGamePrepare_Golden(t *testing.T) {
	code, out, errOut := runPrepare(t, "--rules", "ro", "--seed", "1")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	reportGolden(t, goldenGame, out)
}

// goldenGame is the golden file under testdata/ of `game prepare --rules ro
// --seed 1`.
const goldenGame = "game_prepare_ro_seed1.golden"

// prepareWith parses args as `game prepare` does, then runs it with one
// compiled lexicon shared by the tests and the given random seed.
func prepareWith(tb testing.TB, seed uint64, args ...string) string {
	tb.Helper()
	var out bytes.Buffer
	cmd := newGamePrepareCmdRun(testFactory(tb, &out, &bytes.Buffer{}), func(o *prepareOptions) error {
		open := o.Lexicon
		o.Lexicon = func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
			return sharedLexicon(func() (*lexicon.Graph, error) { return open(rs, path) })
		}
		o.RandomSeed = func() (uint64, error) { return seed, nil }
		return prepareRun(o)
	})
	cmd.SetArgs(args)
	if err := cmd.Execute(); err != nil {
		tb.Fatalf("game prepare %v: %v", args, err)
	}
	return out.String()
}

// sharedLexicon opens the ro lexicon once for the tests of this file.
var sharedLexicon = func() func(open func() (*lexicon.Graph, error)) (*lexicon.Graph, error) {
	var once sync.Once
	var g *lexicon.Graph
	var err error
	return func(open func() (*lexicon.Graph, error)) (*lexicon.Graph, error) {
		once.Do(func() { g, err = open() })
		return g, err
	}
}()

func TestGamePrepare_JSONMatchesText(t *testing.T) {
	var sheet prepared.Sheet
	if err := json.Unmarshal([]byte(prepareWith(t, 0, "--rules", "ro", "--seed", "1", "--json")), &sheet); err != nil {
		t.Fatalf("--json output does not decode: %v", err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", goldenGame))
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := reports.PreparedGame(&text, sheet); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), text.String()); diff != "" {
		t.Errorf("the JSON sheet prints differently from the golden text (-golden +json):\n%s", diff)
	}
	total := 0
	for _, r := range sheet.Rounds {
		total += r.Score
		if r.Total != total {
			t.Errorf("round %d: total %d, want %d", r.Round, r.Total, total)
		}
	}
	if sheet.Seed != 1 || sheet.Total != total || len(sheet.Rounds) < 10 {
		t.Errorf("seed %d, total %d (sum %d), %d rounds", sheet.Seed, sheet.Total, total, len(sheet.Rounds))
	}
}

func TestGamePrepare_RandomSeedPrinted(t *testing.T) {
	got := prepareWith(t, 1, "--rules", "ro")
	want, err := os.ReadFile(filepath.Join("testdata", goldenGame))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("a random seed of 1 printed a game other than --seed 1 (-golden +got):\n%s", diff)
	}
}

func TestGamePrepare_Errors(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		code exitCode
		want string
	}{
		{"UnknownRules", []string{"--rules", "xx"}, exitUsage,
			"arbiter: unknown rule set \"xx\": use one of ro, it, en, fr, or a path to a rule-set .json file\n"},
		{"NoRules", nil, exitUsage, "arbiter: --rules is required: one of ro, it, en, fr, or a rule-set .json file\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runPrepare(t, tt.args...)
			if code != tt.code || errOut != tt.want || out != "" {
				t.Errorf("exit %d, stderr %q, stdout %q; want exit %d, stderr %q", code, errOut, out, tt.code, tt.want)
			}
		})
	}
}

// TestGamePrepare_Variants holds `arbiter game prepare --rules ro --seed 1
// --variant V` to the same game on every run, for every variant (RULES §7):
// the rack sizes, the letters taken from the stock in brackets, Tactic's
// two groups and moves.
func TestGamePrepare_Variants(t *testing.T) {
	for _, v := range scoring.Variants[1:] {
		t.Run(v.String(), func(t *testing.T) {
			args := []string{"--rules", "ro", "--seed", "1", "--variant", v.String()}
			if v == scoring.Tactic {
				args = append(args, "--tactic-order", "fixed")
			}
			reportGolden(t, "game_prepare_ro_seed1_"+v.String()+".golden", prepareWith(t, 1, args...))
		})
	}
}

// TestGamePrepare_BadVariant: a variant that does not exist or Tactic's
// order for another game is bad usage (exit 2) naming the flag.
func TestGamePrepare_BadVariant(t *testing.T) {
	for _, args := range [][]string{
		{"--rules", "ro", "--variant", "anticipatie"},
		{"--rules", "ro", "--variant", "completiv", "--tactic-order", "fixed"},
		{"--rules", "ro", "--variant", "tactic", "--tactic-order", "sometimes"},
	} {
		code, _, errOut := runPrepare(t, args...)
		if code != exitUsage || !strings.Contains(errOut, "--") {
			t.Errorf("game prepare %v: exit %d, stderr %q; want %d naming the flag", args, code, errOut, exitUsage)
		}
	}
}

// TestReportRacks_PreparedVariant: `report racks --rules ro --seed 1
// --variant V` prints the game `game prepare` prepares with the same flags
// (RULES §7): the same racks, words, letters from the stock and, in Tactic,
// both moves and the round's total.
func TestReportRacks_PreparedVariant(t *testing.T) {
	for _, flags := range [][]string{{"--variant", "completiv"}, {"--variant", "tactic", "--tactic-order", "fixed"}} {
		t.Run(flags[1], func(t *testing.T) {
			args := append([]string{"--rules", "ro", "--seed", "1"}, flags...)
			var sheet prepared.Sheet
			if err := json.Unmarshal([]byte(prepareWith(t, 1, append(args, "--json")...)), &sheet); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			cmd := newReportCmdRun(testFactory(t, &out, &bytes.Buffer{}), func(o *reportOptions) error {
				open := o.Lexicon
				o.Lexicon = func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
					return sharedLexicon(func() (*lexicon.Graph, error) { return open(rs, path) })
				}
				return reportRun(context.Background(), o)
			})
			cmd.SetArgs(append([]string{"racks"}, args...))
			if err := cmd.Execute(); err != nil {
				t.Fatal(err)
			}
			rows := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")[1:]
			if len(rows) != len(sheet.Rounds) || len(rows) < 5 {
				t.Fatalf("%d rows for %d rounds:\n%s", len(rows), len(sheet.Rounds), out.String())
			}
			for i, r := range sheet.Rounds {
				cells := strings.Split(rows[i], "\t")
				want := []string{strconv.Itoa(r.Round), r.Rack + " + 1 chosen", r.Word, r.Position, "", r.Chosen}
				if flags[1] == "tactic" {
					rack, score2 := r.Rack, ""
					if r.Rack2 != "" {
						rack += " / " + r.Rack2
					}
					if r.Word2 != "" {
						score2 = strconv.Itoa(r.Score2)
					}
					want = []string{strconv.Itoa(r.Round), rack, r.Word, r.Position, "", r.Word2, r.Position2, score2, strconv.Itoa(r.Score)}
				}
				want[4] = strconv.Itoa(r.Score - r.Score2)
				if got := strings.Join(cells, "|"); got != strings.Join(want, "|") {
					t.Errorf("round %d: got %s, want %s", r.Round, got, strings.Join(want, "|"))
				}
			}
		})
	}
}
