package reports

import (
	"testing"

	"arbiter/arbiter/problem"
)

// TestProblemTextComplete: every language says what each kind asks and
// words every technical warning (RULES §9); English words every reason
// of RULES §9 that is not a refusal of package scoring.
func TestProblemTextComplete(t *testing.T) {
	for _, lang := range []string{"ro", "en", "fr", "it"} {
		text := problemTextFor(lang)
		for _, k := range problem.Kinds() {
			if text.asks[k] == "" || problemNames[k] == "" {
				t.Errorf("%s: nothing says what %s asks", lang, k)
			}
		}
		for _, w := range []string{problem.WarnMissingScore, problem.WarnWrongScore, problem.WarnUnmarkedJoker, problem.WarnRefusedClaim} {
			if text.warns[w] == "" {
				t.Errorf("%s: no words for the warning %s", lang, w)
			}
		}
	}
	for _, r := range []string{problem.ReasonRestsOn, problem.ReasonOutOfString, problem.ReasonAfterBreak, problem.ReasonNoSuchGroup,
		problem.ReasonGroupUsed, problem.ReasonGroupOrder, problem.ReasonNotScrabble} {
		for _, text := range []problemText{problemEN, problemRO} {
			if text.reasons[r] == "" {
				t.Errorf("no words for the reason %s", r)
			}
		}
	}
}
