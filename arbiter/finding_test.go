package arbiter_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// TestFindingKinds_Complete holds that FindingKinds lists every code a
// verdict can carry: each scoring.Refusal (RULES §5), each technical
// warning of a slip (Warn…, RULES §5, §7) and each verdict reason
// (Reason…, but the referee's own of racks and games). A code added there
// and not here would print as a bare code on the sheets.
func TestFindingKinds_Complete(t *testing.T) {
	kinds := arbiter.FindingKinds()
	want := func(file, code string) {
		if !slices.Contains(kinds, arbiter.FindingKind(code)) {
			t.Errorf("%s: %q is not in FindingKinds", file, code)
		}
	}
	for _, path := range []string{"../scoring/errors.go", "slip.go", "variant.go"} {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok || len(spec.Values) != 1 {
				return true
			}
			name := spec.Names[0].Name
			lit, ok := spec.Values[0].(*ast.BasicLit)
			typed := spec.Type != nil && types(spec.Type) == "Refusal"
			if !ok || lit.Kind != token.STRING || !(typed || strings.HasPrefix(name, "Warn") || strings.HasPrefix(name, "Reason")) ||
				name == "ReasonReferee" {
				return true
			}
			code, _ := strconv.Unquote(lit.Value)
			want(path, code)
			return true
		})
	}
	if distinct := slices.Compact(slices.Sorted(slices.Values(kinds))); len(distinct) != len(kinds) {
		t.Errorf("FindingKinds lists %d kinds, %d distinct", len(kinds), len(distinct))
	}
}

// types returns the name of a type expression.
func types(e ast.Expr) string {
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// TestSlip_Findings derives the findings of verdicts as the adjudication
// records them, arguments included, and of a log that predates
// Verdict.Culprit (the culprit then unknown).
func TestSlip_Findings(t *testing.T) {
	first := &scoring.Move{Word: "COLUMNA", Score: 78}
	second := &scoring.Move{Word: "VAh", Score: 60, UnmarkedJoker: true}
	tests := []struct {
		name string
		slip arbiter.Slip
		want []arbiter.Finding
	}{
		{"NoSlip", arbiter.Slip{None: true}, []arbiter.Finding{{Kind: arbiter.FindNoSlip}}},
		{"Valid", arbiter.Slip{Position: "H8", Word: "COLUMNA", Score: "78", Verdict: arbiter.Verdict{Valid: true, Move: first, Real: 78}},
			[]arbiter.Finding{{Kind: arbiter.FindValid}}},
		{"NotInLexicon", arbiter.Slip{Position: "H8", Word: "COLUMAN", Verdict: arbiter.Verdict{Reason: "not_in_lexicon", Culprit: "CA"}},
			[]arbiter.Finding{{Kind: "not_in_lexicon", Word: "CA"}}},
		{"OldLog", arbiter.Slip{Position: "H8", Word: "COLUMAN", Verdict: arbiter.Verdict{Reason: "not_in_lexicon"}},
			[]arbiter.Finding{{Kind: "not_in_lexicon"}}},
		{"NoPosition", arbiter.Slip{Word: "COLUMNA", Score: "78", Verdict: arbiter.Verdict{Reason: "bad_notation"}},
			[]arbiter.Finding{{Kind: arbiter.FindNoPosition, Word: "COLUMNA"}}},
		{"NoWord", arbiter.Slip{Position: "H8", Verdict: arbiter.Verdict{Reason: "bad_notation"}},
			[]arbiter.Finding{{Kind: arbiter.FindNoWord}}},
		{"WrongScore", arbiter.Slip{Position: "H8", Word: "COLUMNA", Score: "80",
			Verdict: arbiter.Verdict{Valid: true, Move: first, Real: 78, Warning: arbiter.WarnWrongScore}},
			[]arbiter.Finding{{Kind: arbiter.WarnWrongScore, Written: "80", Real: 78}}},
		{"TacticSecondRefused", arbiter.Slip{Position: "H8", Word: "COLUMNA", Score: "80", Position2: "A1", Word2: "VAX",
			Verdict: arbiter.Verdict{Reason: "not_in_lexicon", Culprit: "VAX", Move: first, Real: 78, Warning: arbiter.WarnWrongScore}},
			[]arbiter.Finding{{Kind: "not_in_lexicon", Move: 2, Word: "VAX"}, {Kind: arbiter.WarnWrongScore, Move: 1, Written: "80", Real: 78}}},
		{"TacticJokerAndFigures", arbiter.Slip{Position: "H8", Word: "COLUMNA", Score: "78", Position2: "I7", Word2: "VAH", Score2: "", Total: "140",
			Verdict: arbiter.Verdict{Valid: true, Move: first, Second: second, Real: 138, Warning: arbiter.WarnUnmarkedJoker,
				MoreWarnings: []string{arbiter.WarnMissingScore2, arbiter.WarnWrongTotal}}},
			[]arbiter.Finding{{Kind: arbiter.WarnUnmarkedJoker, Move: 2, Word: "VAh"}, {Kind: arbiter.WarnMissingScore2, Real: 60},
				{Kind: arbiter.WarnWrongTotal, Written: "140", Real: 138}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.slip.Findings()); diff != "" {
				t.Errorf("Findings() (-want +got):\n%s", diff)
			}
		})
	}
}
