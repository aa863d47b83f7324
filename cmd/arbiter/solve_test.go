package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// solveWords is the word list of the solve tests: RULES §3's words and a few
// two- and three-letter words around them.
const solveWords = "CA\nCOLUMNA\nOH\nVAH\nAH\nHA\nLA\nAL\nMA\nUN\nNU\nLAC\nMAL\nVAL\n"

// runSolve runs `arbiter solve` with args, a fresh cache and the solve word
// list as --lexicon, and returns its status and output.
func runSolve(t *testing.T, args ...string) (exitCode, string, string) {
	t.Helper()
	useCache(t)
	words := writeFile(t, "words.txt", solveWords)
	return runMain(append([]string{"solve", "--rules", "ro", "--lexicon", words}, args...)...)
}

func TestNewSolveCmd(t *testing.T) {
	for _, tt := range []struct {
		name    string
		args    []string
		want    solveOptions
		wantErr string
	}{
		{name: "Defaults", args: []string{"--rules", "ro", "--rack", "ACLMNOU"},
			want: solveOptions{Rules: "ro", Rack: "ACLMNOU", Top: 10}},
		{name: "Everything", args: []string{"--rules", "fr", "--lexicon", "ods.txt", "--board", "b.txt", "--rack", "EEIRST?", "--all", "--json"},
			want: solveOptions{Rules: "fr", LexiconPath: "ods.txt", BoardPath: "b.txt", Rack: "EEIRST?", Top: 10, All: true, JSON: true}},
		{name: "Moves", args: []string{"--rules", "ro", "--moves", "H8 COLUMNA,I7 VAH", "--rack", "ABC", "--top", "3"},
			want: solveOptions{Rules: "ro", Moves: "H8 COLUMNA,I7 VAH", Rack: "ABC", Top: 3}},
		{name: "RulesRequired", args: []string{"--rack", "ABC"}, wantErr: "--rules is required: one of ro, it, en, fr, or a rule-set .json file"},
		{name: "RackRequired", args: []string{"--rules", "ro"}, wantErr: "--rack is required: letters, '?' for a joker, as in ACLMNOU"},
		{name: "TopAtLeastOne", args: []string{"--rules", "ro", "--rack", "ABC", "--top", "0"}, wantErr: "--top 0: show at least 1 move"},
		{name: "BoardOrMoves", args: []string{"--rules", "ro", "--rack", "ABC", "--board", "b.txt", "--moves", "H8 CA"},
			wantErr: "if any flags in the group [board moves] are set none of the others can be; [board moves] were all set"},
		{name: "TopOrAll", args: []string{"--rules", "ro", "--rack", "ABC", "--top", "2", "--all"},
			wantErr: "if any flags in the group [top all] are set none of the others can be; [all top] were all set"},
		{name: "NoArguments", args: []string{"--rules", "ro", "--rack", "ABC", "H8"}, wantErr: `unknown command "H8" for "solve"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkFlags(t, newSolveCmdRun, tt.args, tt.want, tt.wantErr)
		})
	}
}

// TestSolve_RULES_3 finds the RULES §3 moves: COLUMNA (78) on the empty
// board, then VAH (37 + CA 2 + OH 21 = 60).
func TestSolve_RULES_3(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{
			// H2 reaches the centre from the left: (1+1+1·2+1+4+1+1)·2 + 50 = 72.
			name: "EmptyBoard", args: []string{"--rack", "ACLMNOU", "--top", "3"},
			want: "rank  position  word     score  cross words\n" +
				"1     H8        COLUMNA  78     bingo 50\n" +
				"2     8H        COLUMNA  78     bingo 50\n" +
				"3     H2        COLUMNA  72     bingo 50\n",
		},
		{
			// 10F VAL: V on F10 (TL) 24 + A + L = 26, no cross word.
			name: "AfterColumna", args: []string{"--moves", "H8 COLUMNA", "--rack", "AHLMUVX", "--top", "4"},
			want: "rank  position  word  score  cross words\n" +
				"1     I7        VAH   60     CA 2, OH 21\n" +
				"2     I8        AH    44     CA 2, OH 21\n" +
				"3     I9        HA    44     OH 21, LA 2\n" +
				"4     10F       VAL   26\n",
		},
		{
			name: "JSON", args: []string{"--moves", "H8 COLUMNA", "--rack", "AHLMUVX", "--top", "1", "--json"},
			want: `{"position":"I7","word":"VAH","score":60,"words":[{"word":"VAH","score":37},{"word":"CA","score":2},{"word":"OH","score":21}],"tiles_placed":3,"tiles":"VAH","bingo":false}` + "\n",
		},
		{
			// The board of the first move, read from a file: the same moves as AfterColumna.
			name: "Board", args: []string{"--board", "", "--rack", "AHLMUVX", "--top", "1"},
			want: "rank  position  word  score  cross words\n" +
				"1     I7        VAH   60     CA 2, OH 21\n",
		},
		{
			name: "NoMove", args: []string{"--rack", "XZ"},
			want: "no legal move with XZ\n",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.args[0] == "--board" {
				empty := strings.Repeat(".", 15) + "\n"
				tt.args[1] = writeFile(t, "board.txt", strings.Repeat(empty, 7)+".......COLUMNA.\n"+strings.Repeat(empty, 7))
			}
			code, out, _ := runSolve(t, tt.args...)
			if code != exitOK {
				t.Fatalf("exit %d, want 0", code)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSolve_JokerAndAll lists every move of a one-tile rack with a joker
// standing for the letter the lexicon needs: its score is 0 on the letter.
func TestSolve_JokerAndAll(t *testing.T) {
	code, out, _ := runSolve(t, "--moves", "H8 COLUMNA", "--rack", "?", "--all")
	if code != exitOK {
		t.Fatalf("exit %d, want 0", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 {
		t.Fatalf("output:\n%s\nwant moves", out)
	}
	for _, line := range lines[1:] {
		f := strings.Fields(line)
		if w := f[2]; strings.ToUpper(w) == w {
			t.Errorf("move %q: its word %s shows no joker", line, w)
		}
	}
}

func TestSolve_Errors(t *testing.T) {
	for _, tt := range []struct {
		name     string
		args     []string
		wantCode exitCode
		wantErr  string
	}{
		{name: "RackTooLong", args: []string{"--rack", "AAAAABBCDE"}, wantCode: exitUsage,
			wantErr: "arbiter: --rack \"AAAAABBCDE\" holds 10 tiles, want 1 to 9\n"},
		{name: "RefusedMove", args: []string{"--moves", "H8 COLUMNA,A1 CA", "--rack", "AB"}, wantCode: exitRefused,
			wantErr: "arbiter: move 2, A1 CA: \"CA\" at A1 touches no tile already on the board\n"},
		{name: "BadMoveNotation", args: []string{"--moves", "H8", "--rack", "AB"}, wantCode: exitUsage,
			wantErr: "arbiter: moves \"H8\": each move is a position and a word, as in H8 COLUMNA\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runSolve(t, tt.args...)
			if code != tt.wantCode || out != "" {
				t.Errorf("exit %d with output %q, want %d and none", code, out, tt.wantCode)
			}
			if errOut = strings.ReplaceAll(errOut, compilingLine(errOut), ""); errOut != tt.wantErr {
				t.Errorf("stderr = %q, want %q", errOut, tt.wantErr)
			}
		})
	}
}

// compilingLine returns the progress line of a list's first compilation in
// stderr, or "".
func compilingLine(stderr string) string {
	for line := range strings.Lines(stderr) {
		if strings.HasPrefix(line, "arbiter: compiling ") {
			return line
		}
	}
	return ""
}
