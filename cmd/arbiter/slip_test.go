package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/internal/longtest"
	"arbiter/store"
)

// The slips below are played on round 1 of [playing]: rack CGINORR, top
// H4 IGNOR for 28 points.

func TestSlip(t *testing.T) {
	r := playingInMemory(t)
	tests := []struct {
		args     []string
		code     exitCode
		out, err string
	}{
		{[]string{"slip", "1", "H4", "IGNOR", "28"}, exitOK, "round 1, table 1: slip H4 IGNOR 28 → valid, 28 points\n", ""},
		{[]string{"slip", "2", "h4", "IGNOR", "26"}, exitOK,
			"round 1, table 2: slip h4 IGNOR 26 → valid, 28 points; technical warning wrong_score: declared \"26\", real score 28\n", ""},
		{[]string{"slip", "3", "-"}, exitOK, "round 1, table 3: no slip → 0 points\n", ""},
		{[]string{"slip", "3", "-"}, exitOK, "round 1, table 3: the same slip is already recorded; nothing changed\n", ""},
		{[]string{"slip", "3", "H8", "GROI", "10"}, exitOK,
			"round 1, table 3: corrected slip H8 GROI 10 → invalid, 0 points: \"GROI\" at H8 is not in the lexicon\n", ""},
		{[]string{"slip", "1", "8H", "IGNOR"}, exitOK,
			"round 1, table 1: corrected slip 8H IGNOR → valid, 28 points; technical warning missing_score: no score written: 28 credited\n", ""},
		{[]string{"slip", "9", "H4", "IGNOR", "28"}, exitRefused, "", "arbiter: no player at table 9\n"},
		{[]string{"slip", "1", "H4"}, exitUsage, "", "arbiter: table 1: \"H4\" is not POSITION WORD SCORE, nor - for no slip\n"},
		// An empty word is a field the typist skipped: refused, the valid
		// slip kept.
		{[]string{"slip", "1", "5D", "", "5"}, exitUsage, "",
			"arbiter: table 1: the word is empty: type it as written on the slip, or - as the position for no slip\n"},
		{[]string{"slip", "1", "H8", "ZEFIRUL", "9O"}, exitUsage, "",
			"arbiter: table 1: score \"9O\" is not a number: type the score in digits, or leave it out for a slip without a score\n"},
		{[]string{"slip", "x", "-"}, exitUsage, "", "arbiter: table \"x\" is not a table number (1, 2, …)\n"},
		{[]string{"slip", "1", "--withdraw", ""}, exitUsage, "", "arbiter: withdrawing a slip needs a reason: --withdraw REASON\n"},
		{[]string{"slip", "1", "--withdraw", "handed in after Stop"}, exitOK, "round 1, table 1: slip withdrawn (handed in after Stop)\n", ""},
		{[]string{"slip", "1", "H4", "IGNOR", "28", "--round", "2"}, exitRefused, "", "arbiter: game 1 has no round 2\n"},
	}
	for _, tt := range tests {
		r.expect(tt.args, tt.code, tt.out, tt.err)
	}
	// A slip of a closed round is still recorded, late (RULES §4.5): it
	// equals table 2's best score, whose solo it removes (RULES §6).
	r.must("round", "close")
	r.must("rack")
	r.expect([]string{"slip", "1", "H4", "IGNOR", "28", "--round", "1"}, exitOK,
		"round 1, table 1: corrected slip H4 IGNOR 28 → valid, 28 points; recorded late, judged on round 1's board and rack (RULES §4.5)\n"+
			"round 1: the solo of table 2 (ȘERBAN Ana) is removed by this late slip\n", "")
	round1 := r.state().CurrentGame().Rounds[0]
	if got := len(round1.Slips[1]); got != 4 {
		t.Errorf("table 1 has %d slips in its history, want 4 (recorded, corrected, withdrawn, entered again)", got)
	}
}

// slipsCSV is a slips file for round 1 of [playing]: table 2's second line
// corrects its first.
const slipsCSV = "round,table,position,word,score\n" +
	"1,1,H4,IGNOR,28\n" +
	"1,2,H4,IGNOR,30\n" +
	"1,3,,,\n" +
	"1,2,H8,IGNOR,28\n"

func TestSlipsImport(t *testing.T) {
	r := playingInMemory(t)
	file := writeFile(t, "slips.csv", slipsCSV)
	r.expect([]string{"slips", "import", file}, exitOK,
		file+": 3 slips in 1 round: 3 recorded, 0 corrected, 0 already recorded; new verdicts: 1 invalid or no slip, 0 technical warnings\n", "")
	before := len(r.records())
	r.expect([]string{"slips", "import", file}, exitOK,
		file+": 3 slips in 1 round: 0 recorded, 0 corrected, 3 already recorded; new verdicts: 0 invalid or no slip, 0 technical warnings\n", "")
	if after := len(r.records()); after != before {
		t.Errorf("importing the same file again recorded %d events", after-before)
	}
	s, _ := r.state().CurrentGame().Rounds[0].Slip(2)
	if s.Position != "H8" || s.Score != "28" {
		t.Errorf("table 2's slip = %+v, want the file's last line for it (H8 IGNOR 28)", s)
	}

	bad := writeFile(t, "bad.csv", "round,table,position,word,score\n1,1,H8,IGNOR,28\n1,44,H4,IGNOR,28\n")
	r.expect([]string{"slips", "import", bad}, exitRefused, "", "arbiter: "+bad+" line 3: no player at table 44\n")
	if s, _ := r.state().CurrentGame().Rounds[0].Slip(1); s.Position != "H4" {
		t.Errorf("a refused file recorded table 1's slip %+v: a wrong line records nothing", s)
	}
	unreadable := writeFile(t, "unreadable.csv", "1,1,H4,IGNOR,28\nround 2,1,H4,IGNOR,28\n")
	r.expect([]string{"slips", "import", unreadable}, exitUsage, "",
		"arbiter: "+unreadable+" line 2: round \"round 2\" is not a round number (1, 2, …)\n")
	none := filepath.Join(t.TempDir(), "none.csv")
	r.expect([]string{"slips", "import", none}, exitUsage, "", "arbiter: slips: open "+none+": no such file or directory\n")
}

func TestSlipsEnter(t *testing.T) {
	r := playingInMemory(t)
	in := "1 H4 IGNOR 28\n\n# table 2 forgot the score\n2 H8 IGNOR\n3 H4 X 3\n9 H4 IGNOR 28\nfoo\n1 H4 IGNOR 28\n"
	code, out, errOut := r.run(in, "slips", "enter")
	wantOut := "round 1, table 1: slip H4 IGNOR 28 → valid, 28 points\n" +
		"round 1, table 2: slip H8 IGNOR → valid, 28 points; technical warning missing_score: no score written: 28 credited\n" +
		"round 1, table 3: slip H4 X 3 → invalid, 0 points: " + slipVerdict(t, r, 3) + "\n" +
		"round 1, table 1: the same slip is already recorded; nothing changed\n"
	wantErr := "line 6: no player at table 9\n" +
		"line 7: table \"foo\" is not a table number (1, 2, …)\n" +
		"arbiter: 2 of 6 slips not recorded (line 6, 7)\n"
	if code != exitRefused {
		t.Errorf("exit %d, want %d (the first wrong line's)", code, exitRefused)
	}
	if diff := cmp.Diff(wantOut, out); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(wantErr, errOut); diff != "" {
		t.Errorf("stderr (-want +got):\n%s", diff)
	}
}

// TestSlipsEnter_Concurrent: three assistants type slips into the same
// database at the same time; every slip is recorded once, in order per
// table, and the log verifies.
func TestSlipsEnter_Concurrent(t *testing.T) {
	r := playing(t)
	const each = 12
	errs := make(chan string, 3)
	var wg sync.WaitGroup
	for table := 1; table <= 3; table++ {
		var in strings.Builder
		for i := range each {
			fmt.Fprintf(&in, "%d H4 IGNOR %d\n", table, 20+i)
		}
		wg.Go(func() {
			if code, _, errOut := r.run(in.String(), "slips", "enter"); code != exitOK {
				errs <- fmt.Sprintf("table %d: exit %d: %s", table, code, errOut)
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	r.must("verify")
	round := r.state().CurrentGame().Rounds[0]
	for table := 1; table <= 3; table++ {
		h := round.Slips[table]
		if len(h) != each {
			t.Errorf("table %d: %d slips recorded, want %d", table, len(h), each)
			continue
		}
		for i, s := range h {
			if want := fmt.Sprint(20 + i); s.Score != want {
				t.Errorf("table %d slip %d declares %s, want %s", table, i+1, s.Score, want)
			}
		}
	}
}

// slipVerdict returns the message of the verdict recorded for table in round 1.
func slipVerdict(tb testing.TB, r *room, table int) string {
	tb.Helper()
	s, ok := r.state().CurrentGame().Rounds[0].Slip(table)
	if !ok {
		tb.Fatalf("table %d has no slip", table)
	}
	return s.Verdict.Message
}

// crashEnv names the slips file a child process imports in
// [TestSlipsImport_CrashHelper]; the test binary re-executes itself with it.
// crashAfterEnv is how many transactions the child records before it
// hangs, waiting to be killed.
const (
	crashEnv      = "ARBITER_TEST_CRASH_IMPORT"
	crashAfterEnv = "ARBITER_TEST_CRASH_AFTER"
)

// TestSlipsImport_CrashHelper is the child process of
// [TestSlipsImport_Crash]: it imports the file named by $ARBITER_TEST_CRASH_IMPORT
// into $ARBITER_DB, hanging for good once it has recorded
// $ARBITER_TEST_CRASH_AFTER transactions, and exits with the command's
// status if it gets that far.
func TestSlipsImport_CrashHelper(t *testing.T) {
	file := os.Getenv(crashEnv)
	if file == "" {
		t.Skip("child process of TestSlipsImport_Crash")
	}
	after, err := strconv.Atoi(os.Getenv(crashAfterEnv))
	if err != nil {
		t.Fatal(err)
	}
	f := &Factory{IO: &IOStreams{In: os.Stdin, Out: io.Discard, ErrOut: os.Stderr}, Now: time.Now, Getenv: os.Getenv,
		WrapStore: func(s arbiter.Store) arbiter.Store { return &hangingStore{Store: s, after: after} }}
	err = execute(f, []string{"slips", "import", file})
	os.Exit(int(exitCodeFor(err)))
}

// hangingStore records after transactions, then hangs in the next Append
// before it writes anything.
type hangingStore struct {
	arbiter.Store
	after int
}

func (s *hangingStore) Append(ctx context.Context, stream string, version int, recs ...arbiter.Record) error {
	if s.after == 0 {
		select {}
	}
	s.after--
	return s.Store.Append(ctx, stream, version, recs...)
}

const (
	crashPlayers = 400
	crashRounds  = 20
)

// crashRoom plays 20 rounds (rack, top, close) of a game for 400 players
// and writes the slips file of the whole game: most players play the top,
// some declare a wrong score, write none, or play an invalid word.
func crashRoom(tb testing.TB) (*room, string) {
	r := playedRounds(tb, "Cupa Crash", crashPlayers, crashRounds, "1")
	s := r.state()
	rounds := s.CurrentGame().Rounds
	if len(rounds) != crashRounds {
		tb.Fatalf("the game has %d rounds, want %d", len(rounds), crashRounds)
	}
	var slips strings.Builder
	slips.WriteString("round,table,position,word,score\n")
	for _, round := range rounds {
		top := round.Top.Move
		pos := s.RuleSet.FormatPosition(top.Pos)
		for t := 1; t <= crashPlayers; t++ {
			switch (round.Number*crashPlayers + t) % 10 {
			case 7:
				fmt.Fprintf(&slips, "%d,%d,%s,%s,%d\n", round.Number, t, pos, top.Word, top.Score-1)
			case 8:
				fmt.Fprintf(&slips, "%d,%d,,,\n", round.Number, t)
			case 9:
				fmt.Fprintf(&slips, "%d,%d,%s,%sZZ,%d\n", round.Number, t, pos, top.Word, top.Score)
			default:
				fmt.Fprintf(&slips, "%d,%d,%s,%s,%d\n", round.Number, t, pos, top.Word, top.Score)
			}
		}
	}
	return r, writeFile(tb, "slips.csv", slips.String())
}

// TestSlipsImport_Crash kills an import of 400 players × 20 rounds of slips
// with SIGKILL, again and again, each time once the import has recorded 3
// more rounds (one transaction each; 9 more, without ARBITER_LONG_TESTS=1)
// and waits to record the next. After each kill the hash chain and the fold
// verify and exactly the rounds recorded so far hold their slips, the
// others none; importing the file again then records the rest without a
// duplicate.
func TestSlipsImport_Crash(t *testing.T) {
	if testing.Short() {
		t.Skip("kills 6 imports: skipped with -short")
	}
	r, file := crashRoom(t)
	// The kills leave 18 rounds imported either way.
	step := 18 / longtest.Size(t, 6, 2)
	done := 0
	for done+step < crashRounds {
		cmd := crashChild(file, r.db, step)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		want := done + step
		for deadline := time.Now().Add(2 * time.Minute); crashRoundsDone(t, r) < want; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				cmd.Process.Kill()
				t.Fatalf("the import did not reach round %d", want)
			}
		}
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()
		r.must("verify")
		if done = crashRoundsDone(t, r); done != want {
			t.Fatalf("killed after %d rounds recorded, %d hold their slips", want, done)
		}
	}
	if done != 18 {
		t.Fatalf("the kills left %d rounds imported, want 18 of %d: no kill landed mid-import", done, crashRounds)
	}
	out := r.must("slips", "import", file)
	if !strings.HasPrefix(out, file+": 8000 slips in 20 rounds: 800 recorded, 0 corrected, 7200 already recorded;") {
		t.Errorf("import after the kills: %q", out)
	}
	if done := crashRoundsDone(t, r); done != crashRounds {
		t.Errorf("%d rounds imported after completing the import, want %d", done, crashRounds)
	}
	r.must("verify")
	slips := 0
	for _, rec := range r.records() {
		switch rec.Type {
		case "slip_recorded":
			slips++
		case "slip_corrected", "slip_withdrawn":
			t.Errorf("%s #%d: %s: the import recorded a slip twice", rec.Stream, rec.Seq, rec.Type)
		}
	}
	if slips != crashPlayers*crashRounds {
		t.Errorf("%d slips recorded, want %d", slips, crashPlayers*crashRounds)
	}
}

// crashChild returns the child process importing file into db, which
// hangs once it has recorded after transactions.
func crashChild(file, db string, after int) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestSlipsImport_CrashHelper$")
	cmd.Env = append(os.Environ(), crashEnv+"="+file, "ARBITER_DB="+db, crashAfterEnv+"="+strconv.Itoa(after), childCacheEnv+"="+testCache)
	return cmd
}

// crashRoundsDone checks that every round holds all its slips or none and
// returns how many hold them all.
func crashRoundsDone(tb testing.TB, r *room) int {
	tb.Helper()
	done := 0
	for _, round := range r.state().CurrentGame().Rounds {
		switch len(round.Slips) {
		case crashPlayers:
			done++
		case 0:
		default:
			tb.Fatalf("round %d holds %d slips: half recorded", round.Number, len(round.Slips))
		}
	}
	return done
}

// copyFile copies the database at src to dst, replacing it: src is opened
// and closed first so that its -wal file is folded into it, and dst's -wal
// and -shm files are removed.
func copyFile(tb testing.TB, src, dst string) {
	tb.Helper()
	db, err := store.Open(context.Background(), src)
	if err != nil {
		tb.Fatal(err)
	}
	db.Close()
	data, err := os.ReadFile(src)
	if err != nil {
		tb.Fatal(err)
	}
	for _, stale := range []string{dst + "-wal", dst + "-shm"} {
		if err := os.Remove(stale); err != nil && !errors.Is(err, os.ErrNotExist) {
			tb.Fatal(err)
		}
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkSlipsImport imports 400 players × 20 rounds of slips into a game
// holding none: reading, adjudicating and recording 8,000 slips.
func BenchmarkSlipsImport(b *testing.B) {
	r, file := crashRoom(b)
	base := filepath.Join(b.TempDir(), "base.db")
	copyFile(b, r.db, base)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		copyFile(b, base, r.db)
		b.StartTimer()
		r.must("slips", "import", file)
	}
}

// BenchmarkSlip_FullGame records one slip correction in a game already
// holding 400 players × 20 rounds of slips: the cost of one referee command
// late in an evening (open, fold the whole log, decide, record).
func BenchmarkSlip_FullGame(b *testing.B) {
	r, file := crashRoom(b)
	r.must("slips", "import", file)
	top := r.state().CurrentGame().Rounds[0].Top.Move
	pos := r.state().RuleSet.FormatPosition(top.Pos)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		r.must("slip", "1", pos, top.Word, fmt.Sprint(i), "--round", "1")
	}
}

// betweenLines is standard input that runs between after giving its first
// line: another terminal acting while a `slips enter` session waits.
type betweenLines struct {
	lines   []string
	between func()
	n       int
}

func (b *betweenLines) Read(p []byte) (int, error) {
	if b.n == len(b.lines) {
		return 0, io.EOF
	}
	if b.n == 1 {
		b.between()
	}
	b.n++
	return copy(p, b.lines[b.n-1]), nil
}

// TestSlipsEnter_RoundClosedMeanwhile: while a `slips enter` session of
// round 1 waits, another terminal closes the round and draws the next rack.
// The next slip typed is still round 1's, judged on round 1's rack and
// board (valid: H4 IGNOR is round 1's top), and the session says the round
// is closed; nothing reaches round 2.
func TestSlipsEnter_RoundClosedMeanwhile(t *testing.T) {
	r := playing(t)
	in := &betweenLines{lines: []string{"1 H4 IGNOR 28\n", "2 H4 IGNOR 28\n"}, between: func() {
		r.must("round", "close")
		r.must("rack")
		r.must("top")
	}}
	var out, errOut bytes.Buffer
	code := Main([]string{"slips", "enter"}, &IOStreams{In: in, Out: &out, ErrOut: &errOut})
	want := "round 1, table 1: slip H4 IGNOR 28 → valid, 28 points\n" +
		"round 1, table 2: slip H4 IGNOR 28 → valid, 28 points; recorded late, judged on round 1's board and rack (RULES §4.5)\n"
	if code != exitOK || out.String() != want {
		t.Errorf("exit %d, stdout:\n%s\nwant:\n%s\nstderr: %s", code, out.String(), want, errOut.String())
	}
	g := r.state().CurrentGame()
	if s, ok := g.Rounds[0].Slip(2); !ok || !s.Verdict.Valid {
		t.Errorf("round 1, table 2: slip %+v recorded %v, want a valid one", s, ok)
	}
	if n := len(g.Rounds[1].Slips); n != 0 {
		t.Errorf("round 2 holds %d slips, want none", n)
	}
}

// TestSlipsImport_AfterCorrection: the slips file is imported, the referee
// then corrects table 1's slip to no slip; importing the file again must
// not bring the old slip back: it names the slip it would replace, records
// nothing (exit 1), and --force is needed to replace it.
func TestSlipsImport_AfterCorrection(t *testing.T) {
	r := playingInMemory(t)
	file := writeFile(t, "all.csv", slipsCSV)
	r.must("slips", "import", file)
	r.must("slip", "1", "-", "--round", "1")
	code, _, errOut := r.run("", "slips", "import", file)
	want := `round 1, table 1: "-" by "H4 IGNOR 28"`
	if code != exitRefused || !strings.Contains(errOut, want) || !strings.Contains(errOut, "--force") {
		t.Errorf("import again after a correction: exit %d, stderr %q; want exit 1 naming %s", code, errOut, want)
	}
	if s, ok := r.state().CurrentGame().Rounds[0].Slip(1); !ok || !s.None {
		t.Errorf("table 1's slip after the refused import: %+v, want the referee's correction (no slip)", s)
	}
	r.must("slips", "import", file, "--force")
	if s, _ := r.state().CurrentGame().Rounds[0].Slip(1); s.None {
		t.Error("import --force did not replace the correction")
	}
}

func TestNewSlipCmd(t *testing.T) {
	checkFlagCases(t, newSlipCmdRun, []flagCase[slipOptions]{
		{name: "Slip", args: []string{"12", "H8", "ZEFIRUL", "90"},
			want: slipOptions{Args: []string{"12", "H8", "ZEFIRUL", "90"}}},
		{name: "NoSlipEarlierRound", args: []string{"9", "-", "--round", "3", "--db", "cupa.db"},
			want: slipOptions{DB: "cupa.db", Round: 3, Args: []string{"9", "-"}}},
		{name: "Tactic", args: []string{"4", "H8 ZEFIRUL 90", "I7 VAH 20", "110"},
			want: slipOptions{Args: []string{"4", "H8 ZEFIRUL 90", "I7 VAH 20", "110"}}},
		{name: "Withdraw", args: []string{"12", "--withdraw", "after Stop", "--round", "2"},
			want: slipOptions{Round: 2, Withdraw: "after Stop", Table: 12}},
		{name: "WithdrawBlank", args: []string{"12", "--withdraw", " "},
			wantErr: "withdrawing a slip needs a reason: --withdraw REASON", wantCode: exitUsage},
		{name: "WithdrawWithSlip", args: []string{"12", "H8", "ZEFIRUL", "--withdraw", "late"},
			wantErr: "--withdraw takes the table alone", wantCode: exitUsage},
		{name: "WithdrawNotATable", args: []string{"x", "--withdraw", "late"}, wantErr: `table "x" is not a table number (1, 2, …)`, wantCode: exitUsage},
		{name: "NoTable", args: nil, wantErr: "requires at least 1 arg(s), only received 0"},
	})
}

func TestNewSlipsImportCmd(t *testing.T) {
	checkFlagCases(t, newSlipsImportCmdRun, []flagCase[slipOptions]{
		{name: "File", args: []string{"round7.csv"}, want: slipOptions{File: "round7.csv"}},
		{name: "Force", args: []string{"game1.csv", "--force", "--db", "cupa.db"}, want: slipOptions{DB: "cupa.db", File: "game1.csv", Force: true}},
		{name: "NoFile", args: nil, wantErr: "accepts 1 arg(s), received 0"},
		{name: "NoRound", args: []string{"a.csv", "--round", "2"}, wantErr: "unknown flag: --round"},
	})
}

func TestNewSlipsEnterCmd(t *testing.T) {
	checkFlagCases(t, newSlipsEnterCmdRun, []flagCase[slipOptions]{
		{name: "CurrentRound", args: nil, want: slipOptions{}},
		{name: "Round", args: []string{"--round", "4", "--db", "cupa.db"}, want: slipOptions{DB: "cupa.db", Round: 4}},
		{name: "NoArguments", args: []string{"12"}, wantErr: `unknown command "12" for "enter"`},
		{name: "NoForce", args: []string{"--force"}, wantErr: "unknown flag: --force"},
	})
}
