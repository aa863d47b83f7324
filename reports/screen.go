package reports

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// The screens of the kinds of game of their own ([arbiter.Screen]) name
// their words by keys; these tables say them in the room's languages,
// Romanian first. A format takes the text's values in order, as strings
// (%[1]s, %[2]s, …); a key no table knows is said as the key itself, so
// that a missing word shows and is seen.

// screenTexts returns the screens' words in language (ro, it, fr, en);
// English for any other.
func screenTexts(language string) map[string]string {
	switch language {
	case "ro":
		return screenRO
	case "it":
		return screenIT
	case "fr":
		return screenFR
	}
	return screenEN
}

// ScreenText says t in language.
func ScreenText(language string, t arbiter.Text) string {
	f, ok := screenTexts(language)[t.Key]
	if !ok {
		return t.Key
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		args[i] = a
	}
	if !strings.Contains(f, "%") {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// ScreenKnows reports whether language has words for key.
func ScreenKnows(language, key string) bool {
	_, ok := screenTexts(language)[key]
	return ok
}

// screenRefusal returns the format that says a refusal of kind k of a
// kind of its own, "" when none does: its values are a slip refusal's
// (see roomText.refusals).
func screenRefusal(language string, k arbiter.RefusalKind) string {
	return screenTexts(language)["refusal."+string(k)]
}

// screenCode returns the sentence that says a refusal by code c of a kind
// of its own, "" when none does; English has none, as for the built-in
// codes: the service's own messages are English.
func screenCode(language string, c arbiter.Code) string {
	return screenTexts(language)["code."+string(c)]
}

// said is what an event of a kind of its own says of itself for the room.
type said interface{ Said() arbiter.Text }
