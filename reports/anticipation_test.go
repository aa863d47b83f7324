package reports

import (
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// Every language says every finding of the anticipation games (RULES §8)
// in a sentence of its own, with the round it names.
func TestAnticipationFindings_EveryLanguage(t *testing.T) {
	kinds := []string{anticipation.KindCancelledByPlayer, anticipation.KindRestsOn, anticipation.KindNotScrabble,
		anticipation.KindTooManyVowels, anticipation.KindAbandoned, anticipation.KindControlGrid}
	for _, name := range scoring.BuiltinNames() {
		rs, _ := scoring.Builtin(name)
		for _, k := range kinds {
			got := AnticipationFinding(rs, anticipation.Finding{Kind: k, Word: "LEU", Real: 3, Round: 7})
			if got == "" || strings.Contains(got, "_") || strings.Contains(got, "{") {
				t.Errorf("%s: %s says %q", name, k, got)
			}
			if (k == anticipation.KindRestsOn || k == anticipation.KindAbandoned) && !strings.Contains(got, "7") {
				t.Errorf("%s: %s does not name round 7: %q", name, k, got)
			}
		}
		if got := AnticipationFinding(rs, anticipation.Finding{Kind: string(scoring.ErrNotInLexicon), Word: "XYZ"}); !strings.Contains(got, "XYZ") || strings.Contains(got, "_") {
			t.Errorf("%s: a refusal of package scoring says %q", name, got)
		}
	}
}
