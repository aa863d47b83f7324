package main

import (
	"math/rand/v2"
	"os"
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

// TestAttack_RecordLineEnds: a free game's record saved with CR LF or a CR
// alone as line ends (an old Mac's editor) is checked as the same record
// with LF, GCG and typed alike; a CR alone once read as one long line.
func TestAttack_RecordLineEnds(t *testing.T) {
	r := newMemoryRoom(t)
	gcg, err := os.ReadFile(filepath.Join("testdata", "free", "ro_game.gcg"))
	if err != nil {
		t.Fatal(err)
	}
	for name, record := range map[string]string{
		"gcg":   string(gcg),
		"typed": "players Ana, Dan\nAna: H8 COLUMNA 78\nDan: I7 VAH 58\nAna: pass\n",
	} {
		check := func(text string) string {
			return r.must("check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", writeFile(t, name, text))
		}
		want := check(record)
		for _, end := range []string{"\r\n", "\r"} {
			if got := check(strings.ReplaceAll(record, "\n", end)); got != want {
				t.Errorf("%s record with %q line ends:\n%s\nwant, as with LF:\n%s", name, end, got, want)
			}
		}
	}
}

// TestAttack_BoardLineEnds: a board file saved with a CR alone as line
// ends is the board saved with LF (it was refused as one line of 239
// characters); one of blank lines without end is refused at the board's
// bound.
func TestAttack_BoardLineEnds(t *testing.T) {
	r := newMemoryRoom(t)
	words := writeFile(t, "words.txt", problemWords)
	solve := func(board string) string {
		return r.must("solve", "--rules", "ro", "--lexicon", words, "--rack", "DEPNRU?", "--board", writeFile(t, "board.txt", board))
	}
	if got, want := solve(strings.ReplaceAll(problemBoard, "\n", "\r")), solve(problemBoard); got != want {
		t.Errorf("solve on a board with CR line ends:\n%s\nwant, as with LF:\n%s", got, want)
	}
	r.refused(exitUsage, "board: the file is larger than 65536 bytes", "solve", "--rules", "ro", "--lexicon", words, "--rack", "DEPNRU?",
		"--board", writeFile(t, "blank.txt", problemBoard+strings.Repeat("\n", scoring.MaxBoardBytes)))
}

// TestAttack_RecordText: a typed record saved in a legacy encoding, or a
// typed or GCG record with a control character in a player's name, is
// refused naming the line, where it was checked and its garbled names
// printed as results.
func TestAttack_RecordText(t *testing.T) {
	r := newMemoryRoom(t)
	for _, tc := range []struct{ record, want string }{
		{"players Ana, \xc8erban\nAna: pass\n", `typed record, line 1: "players Ana, \xc8erban" is not UTF-8 text: save the record as UTF-8`},
		{"players Ana, D\x00an\nAna: pass\n", `typed record, line 1: player "D\x00an" holds U+0000, an invisible control character`},
		{"#player1 a A\x00na\n#player2 b Dan\n>a: ACLMNOU 8H COLUMNA +78 78\n", `game record, line 1: #player1 "a A\x00na" holds U+0000, an invisible control character`},
	} {
		r.refused(exitUsage, tc.want, "check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", writeFile(t, "typed.txt", tc.record))
	}
}

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
