package reports

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestJudgeFor checks that every language says every word of the judging
// page in its own words, the code with its value.
func TestJudgeFor(t *testing.T) {
	ownWords(t, func(lang string) any { return RoomLabelsFor(lang).Judge })
	for _, lang := range scoring.BuiltinNames() {
		if got := fmt.Sprintf(RoomLabelsFor(lang).Judge.Code, "K7M2"); !strings.Contains(got, "K7M2") || strings.Contains(got, "%!") {
			t.Errorf("%s: the code says %q", lang, got)
		}
	}
}
