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
		anticipation.KindTooManyVowels, anticipation.KindAbandoned, anticipation.KindControlGrid, anticipation.KindRefereeWarning}
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

// RULES §8.7: the control grid's warning says in the sheet's language what
// was wrong with the grid, never the sheet's code for it.
func TestAnticipationFindings_ControlGridInWords(t *testing.T) {
	want := map[string][]string{
		"en": {"control grid not handed in", "control grid blank", "control grid with many omissions"},
		"ro": {"grila de control nepredată", "grila de control goală", "grila de control cu multe omisiuni"},
		"it": {"griglia di controllo non consegnata", "griglia di controllo vuota", "griglia di controllo con molte omissioni"},
		"fr": {"grille de contrôle non remise", "grille de contrôle vide", "grille de contrôle avec de nombreuses omissions"},
	}
	for name, sentences := range want {
		rs, _ := scoring.Builtin(name)
		for i, g := range []anticipation.Grid{anticipation.GridMissing, anticipation.GridBlank, anticipation.GridOmissions} {
			got := AnticipationFinding(rs, anticipation.Finding{Kind: anticipation.KindControlGrid, Word: string(g)})
			if !strings.HasPrefix(got, sentences[i]) {
				t.Errorf("%s: grid %s says %q, want it to begin %q", name, g, got, sentences[i])
			}
		}
	}
}
