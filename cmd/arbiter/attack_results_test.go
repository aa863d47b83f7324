package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestResultLines_CRLF: a results file saved with CR LF line ends (as a
// Windows editor saves it) names its lines as an editor numbers them; a
// CR alone ends a line too. Each CR LF once counted as two lines.
func TestResultLines_CRLF(t *testing.T) {
	for _, text := range []string{"# round 1\r\n1 1 400 2 300\r\n1 3 400 3 300\r\n", "# round 1\r1 1 400 2 300\r1 3 400 3 300\r"} {
		_, _, err := resultLines([]byte(text), "")
		if want := `line 3: result "3 400 3 300": two different players' numbers are needed`; err == nil || err.Error() != want {
			t.Errorf("resultLines(%q): %v, want %q", text, err, want)
		}
		if _, lines, err := resultLines([]byte(strings.SplitAfterN(text, "300", 2)[0]), ""); err != nil || !slices.Equal(lines, []int{2}) {
			t.Errorf("resultLines(%q): lines %v, %v; want [2]", text, lines, err)
		}
	}
}

// TestResultLines_TooMany: a results file holds at most the boards of the
// largest event, and is refused naming the line past them: a file of one
// correction repeated to the byte bound (280,000 lines) once recorded as
// many events and died out of memory under a 2 GB limit.
func TestResultLines_TooMany(t *testing.T) {
	if cs, _, err := resultLines([]byte(strings.Repeat("1 1 400 2 300\n", maxResults)), ""); err != nil || len(cs) != maxResults {
		t.Errorf("%d results: read %d, %v", maxResults, len(cs), err)
	}
	_, _, err := resultLines([]byte(strings.Repeat("1 1 400 2 300\n", maxResults+1)), "")
	if want := fmt.Sprintf("line %d: more than %d results: the boards of one event are fewer", maxResults+1, maxResults); err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}
