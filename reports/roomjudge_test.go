package reports

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestJudgeFor checks that every language says every word of the judging
// page in its own words, the code with its value.
func TestJudgeFor(t *testing.T) {
	english := reflect.ValueOf(judgeFor("en"))
	for _, lang := range scoring.BuiltinNames() {
		v := reflect.ValueOf(RoomLabelsFor(lang).Judge)
		for i := range v.NumField() {
			word, name := v.Field(i).String(), v.Type().Field(i).Name
			if word == "" {
				t.Errorf("%s: %s is empty", lang, name)
			}
			if lang != "en" && word == english.Field(i).String() {
				t.Errorf("%s: %s is the English one", lang, name)
			}
		}
		if got := fmt.Sprintf(RoomLabelsFor(lang).Judge.Code, "K7M2"); !strings.Contains(got, "K7M2") || strings.Contains(got, "%!") {
			t.Errorf("%s: the code says %q", lang, got)
		}
	}
}
