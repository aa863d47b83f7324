package reports

import (
	"testing"

	"arbiter/arbiter/problem"
)

// TestProblemTextComplete: every language says what each kind asks and
// what the consonant variant changes, and words every reason a verdict
// may give and every technical warning (RULES §9), as TestRoomTextComplete
// holds the room's sentences.
func TestProblemTextComplete(t *testing.T) {
	for _, lang := range []string{"ro", "en", "fr", "it"} {
		text := problemTextFor(lang)
		for _, k := range problem.Kinds() {
			if text.asks[k] == "" || problemNames[k] == "" {
				t.Errorf("%s: nothing says what %s asks", lang, k)
			}
		}
		if text.consonants == "" || text.tooLarge == "" {
			t.Errorf("%s: no words for the consonant variant or a sheet too large", lang)
		}
		for _, w := range problem.Warnings() {
			if text.warns[w] == "" {
				t.Errorf("%s: no words for the warning %s", lang, w)
			}
		}
		for _, r := range problem.Reasons() {
			if text.reasons[r] == "" {
				t.Errorf("%s: no words for the reason %s", lang, r)
			}
		}
		if lang != "en" {
			for k, s := range text.asks {
				if s == problemEN.asks[k] {
					t.Errorf("%s: what %s asks is said in English", lang, k)
				}
			}
		}
	}
}
