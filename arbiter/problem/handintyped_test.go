package problem_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// A solution typed as the player writes it is read as the open problem's
// kind writes one (RULES §9.6's g2: DEPUNERE and DEPUNERI at G2) and
// checked as a sheet; a line that cannot be read is a *TypedError naming
// it, and a solution both typed and read from a file is refused.
func TestHandInSolution_Typed(t *testing.T) {
	ps := g2Session(t)
	_, err := arbiter.Decide(ps.s, problem.HandInSolution{Table: 1, Typed: "G2 DEPUNERe\nG2 DEPUNERI 80 x", At: ps.start.Add(time.Minute)}, ps.deps)
	if te, ok := errors.AsType[*problem.TypedError](err); !ok || te.Line != 2 {
		t.Errorf("a line with a stray word: %v, want a TypedError naming line 2", err)
	}
	_, err = arbiter.Decide(ps.s, problem.HandInSolution{Table: 1, Typed: "G2 DEPUNERe", Sheet: []byte(`{"solutions": []}`), At: ps.start.Add(time.Minute)}, ps.deps)
	if arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.Contains(err.Error(), "not both") {
		t.Errorf("typed and read from a file: %v, want refused", err)
	}
	ps.must(problem.HandInSolution{Table: 1, Typed: "G2 DEPUNERe\nG2 DEPUNERi", At: ps.start.Add(time.Minute)})
	if got := current(ps).Open().Solutions[1]; got.Verdict.Found != 2 {
		t.Errorf("the typed solution: %+v, want its 2 scrabbles found", got.Verdict)
	}
}
