package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
