package main

import (
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/internal/longtest"
	"arbiter/scoring"
)

// hostileMemory is the address space a child process fed a hostile file
// may take: a laptop's spare memory.
const hostileMemory = 2 << 30

// TestAttack_HostileFiles gives every reader of a user's file (a players
// file, a duplicate or an Anticipation game's slips, a free-game event's
// results, a free game's record, an Anticipation or a problem sheet, a
// board) files
// no one meant for it: endless (/dev/zero), random bytes, NUL bytes, a
// byte-order mark before garbage, CR line ends, numbers of thirty digits,
// one line repeated up to the reader's bound, and a single line as long as
// the bound. Each runs as a child process limited to 2 GB of address
// space and 20 s, and ends with exit 2 and one line naming the file and
// what is wrong, in the program's words: never a crash, Go's out of
// memory, a Go package's message or a hang (3 files per
// reader; all 8 with ARBITER_LONG_TESTS=1).
func TestAttack_HostileFiles(t *testing.T) {
	dup := playing(t)
	antic := created(t)
	antic.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	antic.must("round", "group", "2")
	liber := freeEvent(t, 24)
	check := func(discipline string) []string {
		return []string{"check", "--discipline", discipline, "--rules", "ro", "--lexicon", absPath(testLexicon), "--sheet"}
	}
	readers := []struct {
		name  string
		args  []string // FILE follows
		db    string
		line  string // a line the reader reads, repeated
		bound int    // the reader's bound in bytes
	}{
		{"players", []string{"player", "import"}, created(t).db, "1,POPESCU Ion,CS Iași\n", 16 << 20},
		{"slips", []string{"slips", "import"}, dup.db, "1,1,H4,IGNOR,28\n", 16 << 20},
		{"anticipation slips", []string{"slips", "import"}, antic.db, "1,1,H8 AL 4\n", 16 << 20},
		{"results", []string{"results", "import"}, liber.db, "1 1 400 2 300\n", maxResultsFile},
		{"gcg", check("liber"), "", ">ana: ACLMNOU 8H COLUMNA +78 78\n", 1 << 20},
		{"typed record", check("liber"), "", "Ana: H8 COLUMNA 78\n", 1 << 20},
		{"anticipation sheet", check("anticipatie"), "", `{"group": 7, "moves": [{"position": "H8", "word": "AL", "score": 4}]},` + "\n", anticipation.MaxSheetBytes},
		{"problem sheet", check("maxime"), "", `{"group": 1, "position": "H8", "word": "COLUMNA", "score": 80},` + "\n", problem.MaxSheetBytes},
		{"board", []string{"solve", "--rules", "ro", "--lexicon", absPath(testLexicon), "--rack", "ABC", "--board"}, "", "...............\n", scoring.MaxBoardBytes},
	}
	rng := rand.New(rand.NewPCG(7, 36))
	random := make([]byte, 2<<20)
	for i := range random {
		random[i] = byte(rng.Uint32())
	}
	type hostile struct {
		name    string
		content func(line string, bound int) string // "" reads /dev/zero
	}
	files := []hostile{
		{"endless", func(string, int) string { return "" }},
		{"random bytes", func(string, int) string { return string(random) }},
		{"repeated line", func(line string, bound int) string { return strings.Repeat(line, (bound-1)/len(line)) }},
		{"NUL bytes", func(string, int) string { return strings.Repeat("\x00", 1<<20) }},
		{"BOM and garbage", func(line string, _ int) string { return "\uFEFF\uFEFF" + strings.Repeat("\x01", 10) + line }},
		{"CR line ends", func(line string, _ int) string {
			return strings.Repeat(strings.ReplaceAll(line, "\n", "\r")+"§\r", 1000)
		}},
		{"thirty digits", func(string, int) string { return strings.Repeat("9", 30) + " " + strings.Repeat("9", 30) + "\n" }},
		{"one long line", func(_ string, bound int) string { return strings.Repeat("A", bound-1) + "\n" }},
	}
	files = files[:longtest.Size(t, len(files), 3)]
	tried := 0
	for _, rd := range readers {
		for _, h := range files {
			t.Run(strings.ReplaceAll(rd.name+"/"+h.name, " ", "_"), func(t *testing.T) {
				path := "/dev/zero"
				if text := h.content(rd.line, rd.bound); text != "" {
					path = writeFile(t, "hostile", text)
				}
				args := append(append([]string(nil), rd.args...), path)
				if rd.db != "" {
					args = append(args, "--db", rd.db)
				}
				tried++
				code, errOut := hostileRun(t, args)
				if code != exitUsage || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "arbiter: ") || !strings.Contains(errOut, filepath.Base(path)) ||
					goWords.MatchString(errOut) {
					t.Errorf("arbiter %s: exit %d, stderr %.400q; want exit 2 and one line naming the file, in the program's words", strings.Join(rd.args, " "), code, errOut)
				}
			})
		}
	}
	t.Logf("%d hostile files tried", tried)
}

// goWords matches what Go, not the program, would say: a package's name
// before its error, a crash.
var goWords = regexp.MustCompile(`\b(bufio|json|strconv|csv|runtime|goroutine|panic)\b[.:]`)

// hostileRun runs arbiter args as a child process limited to
// [hostileMemory] of address space, killed after 20 s, and returns its
// exit status and standard error, but for the notice of a word list
// compiled.
func hostileRun(t *testing.T, args []string) (exitCode, string) {
	cmd := childCmd(t, false, args...)
	cmd.Env = append(cmd.Env, memoryEnv+"="+strconv.Itoa(hostileMemory))
	var errOut strings.Builder
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(20*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	_ = cmd.Wait()
	var lines []string
	for line := range strings.Lines(errOut.String()) {
		if !strings.HasPrefix(line, "arbiter: compiling ") { // the word list's first use
			lines = append(lines, line)
		}
	}
	return exitCode(cmd.ProcessState.ExitCode()), strings.Join(lines, "")
}
