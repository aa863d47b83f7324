package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// scoreWords is the word list of the score tests: RULES §3's words.
const scoreWords = "CA\nCOLUMNA\nOH\nVAH\n"

// scoreFiles writes the word list (plain) and a board holding COLUMNA on H8
// into a temporary directory and returns their paths.
func scoreFiles(tb testing.TB) (lexicon, board string) {
	tb.Helper()
	dir := tb.TempDir()
	lexicon, board = filepath.Join(dir, "words.txt"), filepath.Join(dir, "board.txt")
	empty := strings.Repeat(".", 15) + "\n"
	rows := strings.Repeat(empty, 7) + ".......COLUMNA.\n" + strings.Repeat(empty, 7)
	for path, text := range map[string]string{lexicon: scoreWords, board: rows} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return lexicon, board
}

// runScore runs `arbiter score` with args and returns its status and
// output, stderr without the line saying a word list is being compiled.
func runScore(tb testing.TB, args ...string) (exitCode, string, string) {
	tb.Helper()
	code, stdout, stderr := runMain(append([]string{"score"}, args...)...)
	var kept []string
	for _, line := range strings.SplitAfter(stderr, "\n") {
		if !strings.HasPrefix(line, "arbiter: compiling ") {
			kept = append(kept, line)
		}
	}
	return code, stdout, strings.Join(kept, "")
}

func TestNewScoreCmd(t *testing.T) {
	checkFlagCases(t, newScoreCmdRun, []flagCase[scoreOptions]{
		{name: "OneArgument", args: []string{"--rules", "ro", "--lexicon", "w.txt", "H8 COLUMNA"},
			want: scoreOptions{Rules: "ro", LexiconPath: "w.txt", Moves: []string{"H8 COLUMNA"}}},
		{name: "Everything", args: []string{"--rules", "fr", "--lexicon", "ods.txt", "--board", "b.txt", "--json", "H8", "KIWIS"},
			want: scoreOptions{Rules: "fr", LexiconPath: "ods.txt", BoardPath: "b.txt", JSON: true, Moves: []string{"H8", "KIWIS"}}},
		{name: "RulesRequired", args: []string{"--lexicon", "w.txt", "H8 COLUMNA"}, wantErr: "--rules is required: one of ro, it, en, fr, or a rule-set .json file"},
		{name: "BuiltinLexicon", args: []string{"--rules", "ro", "H8 COLUMNA"},
			want: scoreOptions{Rules: "ro", Moves: []string{"H8 COLUMNA"}}},
		{name: "MoveRequired", args: []string{"--rules", "ro", "--lexicon", "w.txt"}, wantErr: `no move given: write moves such as "H8 COLUMNA"`},
	})
}

func TestScoreRun(t *testing.T) {
	warmEmbedded(t)
	lexicon, board := scoreFiles(t)
	// The board after RULES §3's two moves.
	after := strings.Repeat(".", 15) + "\n"
	afterBoard := strings.Repeat(after, 7) + ".......COLUMNA.\n" + "......VAH......\n" + strings.Repeat(after, 6)
	for _, tt := range []struct {
		name       string
		args       []string
		wantCode   exitCode
		wantStdout string
		wantStderr string
	}{
		{
			name: "RULES §3", args: []string{"--rules", "ro", "--lexicon", lexicon, "H8 COLUMNA", "I7 VAH"},
			wantStdout: "H8 COLUMNA: COLUMNA 28 + bingo 50 = 78\nI7 VAH: VAH 37 + CA 2 + OH 21 = 60\n\n" + afterBoard,
		},
		{
			name: "BuiltinList", args: []string{"--rules", "ro", "H8 COLUMNA"},
			wantStdout: "H8 COLUMNA: COLUMNA 28 + bingo 50 = 78\n\n" + strings.Repeat(after, 7) + ".......COLUMNA.\n" + strings.Repeat(after, 7),
		},
		{
			name: "PairsOfArguments", args: []string{"--rules", "ro", "--lexicon", lexicon, "h8", "C0OLUMNA", "I7", "VAH"},
			wantStdout: "H8 cOLUMNA: cOLUMNA 26 + bingo 50 = 76\nI7 VAH: VAH 37 + cA 1 + OH 21 = 59\n\n" +
				strings.Replace(afterBoard, "COLUMNA", "cOLUMNA", 1),
		},
		{
			name: "JSON", args: []string{"--rules", "ro", "--lexicon", lexicon, "--json", "H8 COLUMNA", "I7 VAH"},
			wantStdout: `{"position":"H8","word":"COLUMNA","score":78,"words":[{"word":"COLUMNA","score":28}],"tiles_placed":7,"tiles":"COLUMNA","bingo":true}
{"position":"I7","word":"VAH","score":60,"words":[{"word":"VAH","score":37},{"word":"CA","score":2},{"word":"OH","score":21}],"tiles_placed":3,"tiles":"VAH","bingo":false}
`,
		},
		{
			name: "Board", args: []string{"--rules", "ro", "--lexicon", lexicon, "--board", board, "I7 VAH"},
			wantStdout: "I7 VAH: VAH 37 + CA 2 + OH 21 = 60\n\n" + afterBoard,
		},
		{
			name: "IllegalMove", args: []string{"--rules", "ro", "--lexicon", lexicon, "H8 COLUMNA", "I8 AH"},
			wantCode:   exitRefused,
			wantStdout: "H8 COLUMNA: COLUMNA 28 + bingo 50 = 78\n",
			wantStderr: "arbiter: move 2, I8 AH: \"AH\" at I8 is not in the lexicon\n",
		},
		{
			name: "NotConnected", args: []string{"--rules", "ro", "--lexicon", lexicon, "--board", board, "A1 VAH"},
			wantCode:   exitRefused,
			wantStderr: "arbiter: move 1, A1 VAH: \"VAH\" at A1 touches no tile already on the board\n",
		},
		{
			name: "BadPosition", args: []string{"--rules", "ro", "--lexicon", lexicon, "P8 COLUMNA"},
			wantCode:   exitUsage,
			wantStderr: "arbiter: move 1: position \"P8\": row P is off the board (A–O)\n",
		},
		{
			name: "OddWords", args: []string{"--rules", "ro", "--lexicon", lexicon, "H8 COLUMNA", "I7"},
			wantCode:   exitUsage,
			wantStderr: "arbiter: moves \"H8 COLUMNA I7\": each move is a position and a word, as in H8 COLUMNA\n",
		},
		{
			name: "MissingLexicon", args: []string{"--rules", "ro", "--lexicon", lexicon + ".none", "H8 COLUMNA"},
			wantCode:   exitUsage,
			wantStderr: "arbiter: lexicon: open " + lexicon + ".none: no such file or directory\n",
		},
		{
			name: "BadBoard", args: []string{"--rules", "ro", "--lexicon", lexicon, "--board", lexicon, "H8 COLUMNA"},
			wantCode:   exitUsage,
			wantStderr: "arbiter: " + lexicon + ": board: line 1 has 2 characters, want 15\n",
		},
		{
			name: "UnknownRules", args: []string{"--rules", "xx", "--lexicon", lexicon, "H8 COLUMNA"},
			wantCode:   exitUsage,
			wantStderr: "arbiter: unknown rule set \"xx\": use one of ro, it, en, fr, or a path to a rule-set .json file\n",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runScore(t, tt.args...)
			if code != tt.wantCode {
				t.Errorf("exit code = %d, want %d", code, tt.wantCode)
			}
			if diff := cmp.Diff(tt.wantStdout, stdout); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantStderr, stderr); diff != "" {
				t.Errorf("stderr (-want +got):\n%s", diff)
			}
		})
	}
}
