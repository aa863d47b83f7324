package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// problemWords is the word list of the composition problems' tests:
// RULES §3's words and the seed's Superscrabble example (RULES §9.6).
const problemWords = "COLUMNA\nVAL\nCA\nOH\nAL\nLA\nAU\nTABLOU\nEST\nRAU\nDEPUNERE\nDEPUNERI\n"

// runCheckProblem runs `arbiter check` on a sheet of testdata with the
// problems' word list.
func runCheckProblem(t *testing.T, discipline, sheet string, args ...string) (exitCode, string, string) {
	t.Helper()
	useCache(t)
	words := writeFile(t, "words.txt", problemWords)
	return runMain(append([]string{"check", "--discipline", discipline, "--rules", "ro", "--lexicon", words, "--sheet", sheet}, args...)...)
}

// TestCheck_SuperscrabbleSheet checks the seed's "g2" example (RULES §9.6):
// G2 DEPUNERE claimed twice, its joker on either E, counts once; G2
// DEPUNERI once more; 8A DEPUNERI is refused (the U of AU below H8 makes
// the word longer) with a technical warning.
func TestCheck_SuperscrabbleSheet(t *testing.T) {
	code, out, errOut := runCheckProblem(t, "superscrabble", "testdata/check_superscrabble.json", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Solutions, Found, Deducted int
		TechnicalWarnings          int `json:"technical_warnings"`
		Claims                     []struct{ Status, Reason string }
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var claims []string
	for _, c := range got.Claims {
		claims = append(claims, strings.TrimSpace(c.Status+" "+c.Reason))
	}
	want := []string{"valid", "duplicate", "valid", "refused incomplete_word"}
	if diff := cmp.Diff(want, claims); diff != "" || got.Solutions != 2 || got.Found != 2 || got.TechnicalWarnings != 1 {
		t.Errorf("solutions %d found %d warnings %d, want 2 2 1; claims (-want +got):\n%s", got.Solutions, got.Found, got.TechnicalWarnings, diff)
	}
	code, out, _ = runCheckProblem(t, "superscrabble", "testdata/check_superscrabble.json")
	if code != exitOK {
		t.Fatalf("table: exit %d", code)
	}
	reportGolden(t, "check_superscrabble.golden", out)
}

// TestCheck_IntegralSheet checks RULES §9.1's cascade: VAH is not in the
// list, so I7 VAH is refused; 7I VAL rests on its V and is cancelled; 14H
// AL stands, 2 points, its score missing: a technical warning.
func TestCheck_IntegralSheet(t *testing.T) {
	code, out, errOut := runCheckProblem(t, "integral", "testdata/check_integral.json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	reportGolden(t, "check_integral.golden", out)
}

// TestCheck_ProblemSheetErrors refuses sheets that cannot be checked, exit
// 2, naming the field.
func TestCheck_ProblemSheetErrors(t *testing.T) {
	for _, tt := range []struct {
		name, discipline, sheet, want string
	}{
		{"OtherDiscipline", "maxime", `{"discipline": "integral"}`, "discipline: the sheet solves an integral problem, not maxime"},
		{"NoLetters", "sir", `{"rounds": []}`, "letters: missing: the 31 to 45 letters drawn"},
		{"BadJSON", "superscrabble", `{"board": [}`, "sheet: not a sheet in JSON"},
		{"AmbiguousGroupKeys", "maxime", `{"groups": {"1": "ACLMNOU", "01": "AHLMUVX"}, "moves": [{"group": 1, "position": "H8", "word": "COLUMNA"}]}`,
			`groups: group "01": the 2 groups are numbered 1 to 2`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			// Several runs: the answer must not hang on a map's order.
			for range 8 {
				code, out, errOut := runCheckProblem(t, tt.discipline, writeFile(t, "sheet.json", tt.sheet))
				if code != exitUsage || out != "" || !strings.Contains(errOut, tt.want) {
					t.Fatalf("exit %d, output %q, stderr %q; want %d, none, %q", code, out, errOut, exitUsage, tt.want)
				}
			}
		})
	}
}

// TestCheck_ProblemRanking ranks the solutions of one Superscrabble problem
// (RULES §9.1, §9.6): ion and ana both count 2 solutions (ana's third claim
// is refused, a warning), ion handed in first; dan found 1.
func TestCheck_ProblemRanking(t *testing.T) {
	code, out, errOut := runCheckProblem(t, "superscrabble", "testdata/check_superscrabble_entries.json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "rank  player  handed in  result       warnings\n" +
		"1     ion     45m30s     2 solutions  0\n" +
		"2     ana     58m0s      2 solutions  1\n" +
		"3     dan     30m0s      1 solution   0\n"
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("ranking (-want +got):\n%s", diff)
	}
}
