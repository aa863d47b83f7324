package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// scrabbleWords is the word list of the Superscrabble tests: the seed's
// examples DEPUNERE and DEPUNERI and the words of two boards built for them.
const scrabbleWords = "AI\nAU\nTABLOU\nEST\nRAU\nDEPUNERE\nDEPUNERI\n"

// runScrabbles runs `arbiter solve --superscrabble` with args, a fresh cache
// and scrabbleWords as --lexicon.
func runScrabbles(t *testing.T, args ...string) (exitCode, string, string) {
	t.Helper()
	useCache(t)
	words := writeFile(t, "words.txt", scrabbleWords)
	return runMain(append([]string{"solve", "--rules", "ro", "--lexicon", words, "--superscrabble"}, args...)...)
}

// TestSolve_Superscrabble lists the scrabbles of the seed's joker examples
// (RULES §9.6): on H7 AI, "8a: DEoPUNERI" and "8a: DEPUNEoRI" are one
// solution; on 8H AU, I3 TABLOU, 3G EST, "g2: DEPUNEREo" and "g2:
// DEPUNERIo" are two.
func TestSolve_Superscrabble(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{name: "OneLetterTwice", args: []string{"--moves", "H7 AI", "--rack", "DEPNRU?"},
			want: "8A DEPUNeRI\n1 solution\n"},
		{name: "TwoLetters", args: []string{"--moves", "8H AU,I3 TABLOU,3G EST", "--rack", "?UNDERP"},
			want: "G2 DEPUNERe\nG2 DEPUNERi\n2 solutions\n"},
		{name: "JSON", args: []string{"--moves", "8H AU,I3 TABLOU,3G EST", "--rack", "DEPNRU?", "--json"},
			want: `{"position":"G2","word":"DEPUNERe"}` + "\n" + `{"position":"G2","word":"DEPUNERi"}` + "\n"},
		{name: "None", args: []string{"--moves", "H7 AI", "--rack", "DEPNRUX"},
			want: "0 solutions\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runScrabbles(t, tt.args...)
			if code != exitOK {
				t.Fatalf("exit %d, want 0; stderr %s", code, errOut)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSolve_SuperscrabbleErrors refuses what a Superscrabble problem cannot
// be: a group of other than 7 tiles, a variant round, a listing cut short.
func TestSolve_SuperscrabbleErrors(t *testing.T) {
	for _, tt := range []struct {
		name    string
		args    []string
		wantErr string
	}{
		{name: "SixTiles", args: []string{"--rack", "DEPNRU"},
			wantErr: "arbiter: --superscrabble: --rack \"DEPNRU\" holds 6 tiles; a scrabble places a whole rack of 7\n"},
		{name: "EightTiles", args: []string{"--rack", "DEPNRUIE"},
			wantErr: "arbiter: --superscrabble: --rack \"DEPNRUIE\" holds 8 tiles; a scrabble places a whole rack of 7\n"},
		{name: "Variant", args: []string{"--rack", "DEPNRU?", "--variant", "eliptic"},
			wantErr: "arbiter: if any flags in the group [superscrabble variant] are set none of the others can be; [superscrabble variant] were all set\n"},
		{name: "Top", args: []string{"--rack", "DEPNRU?", "--top", "3"},
			wantErr: "arbiter: if any flags in the group [superscrabble top] are set none of the others can be; [superscrabble top] were all set\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runScrabbles(t, tt.args...)
			if code != exitUsage || out != "" {
				t.Errorf("exit %d with output %q, want %d and none", code, out, exitUsage)
			}
			if errOut = strings.ReplaceAll(errOut, compilingLine(errOut), ""); errOut != tt.wantErr {
				t.Errorf("stderr = %q, want %q", errOut, tt.wantErr)
			}
		})
	}
}
