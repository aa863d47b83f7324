package reports

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/scoring"
)

// TestAsksFor checks that every language asks every question of the
// room in its own words, each with the round or the time it names.
func TestAsksFor(t *testing.T) {
	ownWords(t, func(lang string) any { return RoomLabelsFor(lang).Ask }, "Joker") // "joker" in ro, fr and en
	for _, lang := range scoring.BuiltinNames() {
		a := RoomLabelsFor(lang).Ask
		if got := fmt.Sprintf(a.Cancel, 3, 7); !strings.Contains(got, "3") || !strings.Contains(got, "7") || strings.Contains(got, "%!") {
			t.Errorf("%s: cancel asks %q", lang, got)
		}
		if got := fmt.Sprintf(a.Close, "0:17", 3); !strings.Contains(got, "0:17") || !strings.Contains(got, "3") || strings.Contains(got, "%!") {
			t.Errorf("%s: close asks %q", lang, got)
		}
	}
}

// ownWords checks that in every language each string field of the words
// of(lang) is said, and in words of its own, not the English ones but for
// the fields alike.
func ownWords(t *testing.T, of func(lang string) any, alike ...string) {
	t.Helper()
	english := reflect.ValueOf(of("en"))
	for _, lang := range scoring.BuiltinNames() {
		v := reflect.ValueOf(of(lang))
		for i := range v.NumField() {
			word, name := v.Field(i).String(), v.Type().Field(i).Name
			if word == "" {
				t.Errorf("%s: %s is empty", lang, name)
			}
			if lang != "en" && word == english.Field(i).String() && !slices.Contains(alike, name) {
				t.Errorf("%s: %s is the English one", lang, name)
			}
		}
	}
}
