package main

import (
	"slices"
	"strings"
	"testing"
	"time"

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
	checkFlagCases(t, newSolveCmdRun, []flagCase[solveOptions]{
		{name: "Defaults", args: []string{"--rules", "ro", "--rack", "ACLMNOU"},
			want: solveOptions{Rules: "ro", Rack: "ACLMNOU", Top: 10, Variant: "classic", Budget: time.Minute}},
		{name: "Everything", args: []string{"--rules", "fr", "--lexicon", "ods.txt", "--board", "b.txt", "--rack", "EEIRST?", "--all", "--json"},
			want: solveOptions{Rules: "fr", LexiconPath: "ods.txt", BoardPath: "b.txt", Rack: "EEIRST?", Top: 10, All: true, JSON: true, Variant: "classic", Budget: time.Minute}},
		{name: "Moves", args: []string{"--rules", "ro", "--moves", "H8 COLUMNA,I7 VAH", "--rack", "ABC", "--top", "3"},
			want: solveOptions{Rules: "ro", Moves: "H8 COLUMNA,I7 VAH", Rack: "ABC", Top: 3, Variant: "classic", Budget: time.Minute}},
		{name: "Variant", args: []string{"--rules", "ro", "--variant", "tactic", "--rack", "ABCDEFG", "--rack2", "HIJLMNO", "--stock", "UV?"},
			want: solveOptions{Rules: "ro", Rack: "ABCDEFG", Top: 10, Variant: "tactic", Rack2: "HIJLMNO", Stock: "UV?", StockGiven: true, Budget: time.Minute}},
		{name: "EmptyStock", args: []string{"--rules", "ro", "--variant", "completiv", "--rack", "ABC", "--stock", ""},
			want: solveOptions{Rules: "ro", Rack: "ABC", Top: 10, Variant: "completiv", StockGiven: true, Budget: time.Minute}},
		{name: "RulesRequired", args: []string{"--rack", "ABC"}, wantErr: "--rules is required: one of ro, it, en, fr, or a rule-set .json file"},
		{name: "RackRequired", args: []string{"--rules", "ro"}, wantErr: "--rack is required: letters, '?' for a joker, as in ACLMNOU"},
		{name: "TopAtLeastOne", args: []string{"--rules", "ro", "--rack", "ABC", "--top", "0"}, wantErr: "--top 0: show at least 1 move"},
		{name: "BoardOrMoves", args: []string{"--rules", "ro", "--rack", "ABC", "--board", "b.txt", "--moves", "H8 CA"},
			wantErr: "if any flags in the group [board moves] are set none of the others can be; [board moves] were all set"},
		{name: "TopOrAll", args: []string{"--rules", "ro", "--rack", "ABC", "--top", "2", "--all"},
			wantErr: "if any flags in the group [top all] are set none of the others can be; [all top] were all set"},
		{name: "NoArguments", args: []string{"--rules", "ro", "--rack", "ABC", "H8"}, wantErr: `unknown command "H8" for "solve"`},
	})
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

// TestSolve_Variants finds the top of a round of each duplicate variant
// (RULES §7) with the solve word list: COLUMNA on the empty board, 78 (RULES
// §3), once the round gives its letters; in Tactic VAH after it, 60.
func TestSolve_Variants(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{
			name: "Completiv", args: []string{"--variant", "completiv", "--rack", "ACLMNO"},
			want: "rank  position  word     score  chosen  cross words\n" +
				"1     H8        COLUMNA  78     U       bingo 50\n" +
				"2     8H        COLUMNA  78     U       bingo 50\n",
		},
		{
			// Without U or joker in the stock: MAL on the centre, (4+1+1)·2 = 12.
			name: "CompletivStockWithoutU", args: []string{"--variant", "COMPLETIV", "--rack", "ACLMNO", "--stock", "EIT", "--top", "1"},
			want: "rank  position  word  score  chosen  cross words\n" +
				"1     H6        MAL   12     -\n",
		},
		{
			name: "Superjoker", args: []string{"--variant", "superjoker", "--rack", "ACLMN", "--stock", "OU?", "--top", "1"},
			want: "rank  position  word     score  chosen  cross words\n" +
				"1     H8        COLUMNA  78     OU      bingo 50\n",
		},
		{
			name: "Metagrama", args: []string{"--variant", "metagrama", "--rack", "ACLMNOX", "--top", "1"},
			want: "rank  position  word     score  chosen   cross words\n" +
				"1     H8        COLUMNA  78     U for X  bingo 50\n",
		},
		{
			name: "Eliptic", args: []string{"--variant", "eliptic", "--rack", "ACLMNOUX", "--top", "1"},
			want: "rank  position  word     score  chosen  cross words\n" +
				"1     H8        COLUMNA  78     -       bingo 50\n",
		},
		{
			name: "Tactic", args: []string{"--variant", "tactic", "--rack", "AHV", "--rack2", "ACLMNOU", "--stock", "", "--top", "1"},
			want: "rank  group  position  word     score  total  cross words\n" +
				"1     2      H8        COLUMNA  78     138    bingo 50\n" +
				"      1      I7        VAH      60            CA 2, OH 21\n",
		},
		{
			name: "TacticJSON", args: []string{"--variant", "tactic", "--rack", "ACLMNOU", "--rack2", "AHV", "--stock", "", "--top", "1", "--json"},
			want: `{"position":"H8","word":"COLUMNA","score":138,"words":[{"word":"COLUMNA","score":28}],"tiles_placed":7,"tiles":"COLUMNA","bingo":true,"chosen":"",` +
				`"moves":[{"position":"H8","word":"COLUMNA","score":78,"words":[{"word":"COLUMNA","score":28}],"tiles_placed":7,"tiles":"COLUMNA","bingo":true},` +
				`{"position":"I7","word":"VAH","score":60,"words":[{"word":"VAH","score":37},{"word":"CA","score":2},{"word":"OH","score":21}],"tiles_placed":3,"tiles":"VAH","bingo":false}],"total":138}` + "\n",
		},
		{
			name: "MetagramaJSON", args: []string{"--variant", "metagrama", "--rack", "ACLMNOX", "--top", "1", "--json"},
			want: `{"position":"H8","word":"COLUMNA","score":78,"words":[{"word":"COLUMNA","score":28}],"tiles_placed":7,"tiles":"COLUMNA","bingo":true,"chosen":"U","returned":"X"}` + "\n",
		},
		{
			name: "NoMove", args: []string{"--variant", "completiv", "--rack", "XZ", "--stock", ""},
			want: "no legal move with XZ\n",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runSolve(t, tt.args...)
			if code != exitOK {
				t.Fatalf("exit %d, want 0: %s", code, errOut)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSolve_VariantErrors: racks of the wrong length for the variant, a
// second group outside Tactic, a stock the bag cannot give.
func TestSolve_VariantErrors(t *testing.T) {
	for _, tt := range []struct {
		name    string
		args    []string
		wantErr string
	}{
		{name: "UnknownVariant", args: []string{"--variant", "scrabble", "--rack", "ABC"},
			wantErr: "arbiter: --variant: unknown variant \"scrabble\" (classic, completiv, superjoker, metagrama, eliptic or tactic)\n"},
		{name: "CompletivSeven", args: []string{"--variant", "completiv", "--rack", "ACLMNOU"},
			wantErr: "arbiter: --rack \"ACLMNOU\" holds 7 tiles: completiv draws 6\n"},
		{name: "SuperjokerShort", args: []string{"--variant", "superjoker", "--rack", "ACL"},
			wantErr: "arbiter: --rack \"ACL\" holds 3 tiles: superjoker draws 5 (fewer only when the stock is empty, --stock '')\n"},
		{name: "ElipticSeven", args: []string{"--variant", "eliptic", "--rack", "ACLMNOU"},
			wantErr: "arbiter: --rack \"ACLMNOU\" holds 7 tiles: eliptic draws 8 (fewer only when the stock is empty, --stock '')\n"},
		{name: "TacticWithoutSecondGroup", args: []string{"--variant", "tactic", "--rack", "ACLMNOU"},
			wantErr: "arbiter: --rack2 \"\" holds 0 tiles: tactic draws 7 (fewer only when the stock is empty, --stock '')\n"},
		{name: "TacticEightTiles", args: []string{"--variant", "tactic", "--rack", "ACLMNOU", "--rack2", "ABCDEFGH"},
			wantErr: "arbiter: --rack2 \"ABCDEFGH\" holds 8 tiles: tactic draws 7\n"},
		{name: "Rack2OutsideTactic", args: []string{"--variant", "metagrama", "--rack", "ACLMNOU", "--rack2", "AHV"},
			wantErr: "arbiter: --rack2 is the second group of the tactic variant, not of metagrama\n"},
		{name: "Rack2Classic", args: []string{"--rack", "ACLMNOU", "--rack2", "AHV"},
			wantErr: "arbiter: --rack2 is the second group of the tactic variant, not of classic\n"},
		{name: "StockTheBagCannotGive", args: []string{"--variant", "completiv", "--moves", "H8 COLUMNA", "--rack", "ABDEFI", "--stock", "ZZ"},
			wantErr: "arbiter: --stock: rack \"ZZ\": 2 × Z, but the ro set holds 1\n"},
		{name: "StockOnTheBoard", args: []string{"--variant", "completiv", "--board", "", "--rack", "ABDEFI", "--stock", "X"},
			wantErr: "arbiter: --stock \"X\": the bag cannot give 1 × X: the set less the board and the racks leaves 0\n"},
		{name: "BadStock", args: []string{"--variant", "completiv", "--rack", "ABDEFI", "--stock", "A1"},
			wantErr: "arbiter: --stock: rack \"A1\": '1' is neither a letter nor ? for a joker\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if i := slices.Index(tt.args, "--board"); i >= 0 { // the ro set's one X on A1
				x := "X" + strings.Repeat(".", 14) + "\n"
				tt.args[i+1] = writeFile(t, "board.txt", x+strings.Repeat(strings.Repeat(".", 15)+"\n", 14))
			}
			code, out, errOut := runSolve(t, tt.args...)
			if code != exitUsage || out != "" {
				t.Errorf("exit %d with output %q, want %d and none", code, out, exitUsage)
			}
			if errOut = strings.ReplaceAll(errOut, compilingLine(errOut), ""); errOut != tt.wantErr {
				t.Errorf("stderr = %q, want %q", errOut, tt.wantErr)
			}
		})
	}
}
