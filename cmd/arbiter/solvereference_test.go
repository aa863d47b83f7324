package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSolve_ReferenceMaxime prints the exact reference of a Serie de maxime
// (RULES §9.5) with the solve word list: COLUMNA (78, RULES §3) with the
// first group, then VAH (60) with the second; the third makes nothing.
func TestSolve_ReferenceMaxime(t *testing.T) {
	code, out, errOut := runSolve(t, "--reference", "maxime", "--groups", "ACLMNOU,AHLMUVX,BBDFGPZ")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	first, rest, _ := strings.Cut(out, "\n")
	if !strings.HasPrefix(first, "maxime: the lexicographic maximum, exact, found in ") {
		t.Errorf("first line %q", first)
	}
	want := "no  group  position  word     score\n" +
		"1   1      H8        COLUMNA  78\n" +
		"2   2      I7        VAH      60\n" +
		"total 138\n"
	if diff := cmp.Diff(want, rest); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

// TestSolve_ReferenceBudget prints a best-found solution of an Integral
// partial, labelled as such, and refuses what a reference cannot be.
func TestSolve_ReferenceBudget(t *testing.T) {
	code, out, errOut := runSolve(t, "--reference", "partial", "--letters", "ACLMNOUAHVEEIIRRSSTT?", "--budget", "100ms")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.HasPrefix(out, "partial: the best solution found in ") || !strings.Contains(out, ", not a proven maximum\n") {
		t.Errorf("output:\n%s", out)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--reference", "partial", "--letters", "ABC"}, "--letters: 3 letters: a partial problem draws 21 to 35"},
		{[]string{"--reference", "integral", "--letters", "ABC"}, "--reference integral: --letters gives the letters drawn for partial and sir only"},
		{[]string{"--reference", "maxime"}, "--reference maxime: --groups gives the groups of 7 for maxime and nscrabble only"},
		{[]string{"--reference", "maxime", "--groups", "ACLMNOU,AHL"}, `--groups: group 2 "AHL" holds 3 tiles, want 7`},
		{[]string{"--reference", "superscrabble"}, "--reference superscrabble: the Superscrabble key is --superscrabble with --board and --rack"},
		{[]string{"--reference", "maxime", "--rack", "ABC"}, "if any flags in the group [reference rack] are set"},
	} {
		code, out, errOut := runSolve(t, tt.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, output %q, stderr %q; want %d and %q", tt.args, code, out, errOut, exitUsage, tt.want)
		}
	}
}
