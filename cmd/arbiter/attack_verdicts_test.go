package main

import (
	"strings"
	"testing"
)

// TestAttack_ConsonantPool: in N-Scrabble's consonant variant a refused
// move asking for more U than the vowel pool holds is refused for the U
// (RULES §8.8), lays and takes nothing, and the sheet's total is the
// valid move's: before, the pool's count wrapped and the refusal said
// not_connected.
func TestAttack_ConsonantPool(t *testing.T) {
	r := newMemoryRoom(t)
	sheet := writeFile(t, "ns.json", `{"announced": "consonants", "groups": {"1": "CLMN", "2": "HLMVX", "3": "BCDGRTZ", "4": "R"}, "moves": [
		{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78},
		{"group": 4, "position": "A1", "word": "RUUUUUU", "score": 9}]}`)
	out := r.must("check", "--discipline", "nscrabble", "--rules", "ro", "--lexicon", writeFile(t, "words.txt", problemWords), "--sheet", sheet)
	for _, want := range []string{"refused  0      9         rack_lacks_letter (U)", "score 78, technical warnings 0, penalty 0, total 78"} {
		if !strings.Contains(out, want) {
			t.Errorf("check of the consonant variant, want %q:\n%s", want, out)
		}
	}
}

// TestAttack_FirstMoveAfterRefusedOpening: an Anticipation sheet whose
// opening A1 AL misses the centre, then H8 ARE: the second move is a first
// move (RULES §8.2, §9.1) and stands, (1+1+1)×2 = 6, as Scrabble integral
// reads the same sequence.
func TestAttack_FirstMoveAfterRefusedOpening(t *testing.T) {
	r := newMemoryRoom(t)
	groups := strings.Replace(strings.Replace(exampleGroups, "BRDEIOS", "ABDEIOR", 1), "AARNOST", "SARNOST", 1)
	sheet := writeFile(t, "an.json", `{"discipline": "anticipatie", "groups": {`+groupsJSONOf(groups)+`}, "rounds": [
		{"group": 2, "moves": [{"position": "A1", "word": "AL", "score": 2}, {"position": "H8", "word": "ARE", "score": 6}], "total": 8}]}`)
	out := r.must("check", "--discipline", "anticipatie", "--rules", "ro", "--lexicon", testLexicon, "--sheet", sheet)
	for _, want := range []string{"A1 AL     nevalidă: AL nu acoperă pătratul central", "H8 ARE    validă", "total 6\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("check of the sheet, want %q:\n%s", want, out)
		}
	}
}

// TestAttack_ProblemOnlyStandings: a tournament whose only game is a
// composition problem ranks its players by the problem (RULES §6): the
// tournament's standings once ranked everyone 1st with 0.
func TestAttack_ProblemOnlyStandings(t *testing.T) {
	r := problemRoom(t)
	r.must("problem", "solution", "--table", "1", "--sheet", writeFile(t, "a.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`), "--handed-in", "50:00")
	r.must("problem", "solution", "--table", "2", "--sheet", writeFile(t, "b.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`), "--handed-in", "40:00")
	r.must("problem", "close")
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(r.must("standings")), "\n")[1:] {
		f := strings.Split(line, "\t")
		got = append(got, strings.Join([]string{f[0], f[2], f[4]}, " "))
	}
	if want := "1 Ana 2, 2 Ion 1, 3 Maria 0"; strings.Join(got, ", ") != want {
		t.Errorf("standings (rank, name, total): %s, want %s", strings.Join(got, ", "), want)
	}
}

// TestAttack_AnticipationLowerCaseImport: a file of Anticipation slips
// typed in lower case is refused as `arbiter slip` refuses one (type the
// word in capitals), naming the line, exit 2, nothing recorded: the same
// reader for every kind and every door.
func TestAttack_AnticipationLowerCaseImport(t *testing.T) {
	r := created(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.refused(exitUsage, `lc.csv line 2: round 1, table 1: the word "al" marks 2 jokers, the rack and the board hold 0: type the word in capitals`,
		"slips", "import", writeFile(t, "lc.csv", "round,table,slip\n1,1,h8 al 4; 8g bar 11 = 15\n"))
}

// TestAttack_EszettRack: a rack is letters of tiles, one letter a tile:
// "ß", which folds to SS, is refused by name wherever a rack is typed (it
// counted as two tiles).
func TestAttack_EszettRack(t *testing.T) {
	r := playing(t)
	r.refused(exitUsage, "'ß' is two letters, SS, and a tile holds one", "solve", "--rules", "ro", "--lexicon", testLexicon, "--rack", "ßACDEF")
	r.must("round", "close")
	r.refused(exitUsage, "'ß' is two letters, SS, and a tile holds one", "rack", "--manual", "ßA")
}
