package reports

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestAsksFor checks that every language asks every question of the
// room in its own words, each with the round or the time it names.
func TestAsksFor(t *testing.T) {
	english := reflect.ValueOf(asksFor("en"))
	for _, lang := range scoring.BuiltinNames() {
		v := reflect.ValueOf(RoomLabelsFor(lang).Ask)
		for i := range v.NumField() {
			word, name := v.Field(i).String(), v.Type().Field(i).Name
			if word == "" {
				t.Errorf("%s: question %s is empty", lang, name)
			}
			if lang != "en" && word == english.Field(i).String() && name != "Joker" { // "joker" in ro, fr and en
				t.Errorf("%s: question %s is the English one", lang, name)
			}
		}
		a := RoomLabelsFor(lang).Ask
		if got := fmt.Sprintf(a.Cancel, 3, 7); !strings.Contains(got, "3") || !strings.Contains(got, "7") || strings.Contains(got, "%!") {
			t.Errorf("%s: cancel asks %q", lang, got)
		}
		if got := fmt.Sprintf(a.Close, "0:17", 3); !strings.Contains(got, "0:17") || !strings.Contains(got, "3") || strings.Contains(got, "%!") {
			t.Errorf("%s: close asks %q", lang, got)
		}
	}
}
