package arbiter

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The length bounds of the text fields a referee types, in characters
// (runes). A longer value is refused, naming the field.
const (
	MaxTournamentName = 100 // the tournament's name
	MaxPersonName     = 60  // a player's or the referee's name
	MaxClub           = 60  // a player's club
	MaxFederationID   = 20  // a player's federation ID
	MaxGroup          = 30  // a player's category or series
	MaxDate           = 30  // the tournament's date, as typed
	MaxReason         = 200 // a reason the referee gives (warnings, rejections, overrides)
	MaxSlipPosition   = 10  // a position as written on a slip (H8, 10K)
	MaxSlipWord       = 40  // a word as written on a slip, diacritics and joker marks included
	MaxSlipScore      = 10  // a score or total as written on a slip
	MaxRack           = 40  // a rack typed by the referee (AEI + BRST?)
	MaxPlay           = 60  // a move typed by the referee (H4 ZEFIRUL)
)

// CheckText refuses a value typed for field (e.g. `player name`) that no
// sheet or terminal can show faithfully:
//
//   - a control or format character (tab, newline, ESC and with it every
//     terminal escape sequence, bidirectional overrides, zero-width
//     characters), a private-use character or a character Unicode has not
//     assigned;
//   - a character outside Unicode's Basic Multilingual Plane (U+10000 and
//     above: emoji, historic scripts), which the sheets' font cannot hold;
//   - a value longer than max characters, or text that is not UTF-8.
//
// Every letter of the Romanian, Italian, French and English alphabets, and
// of any other script of the Basic Multilingual Plane, is accepted: a
// letter the sheets' font lacks prints as a visible substitute. Refusing is
// chosen over replacing so that a name is recorded exactly as the referee
// confirmed it. The error names the field, the value and the character.
func CheckText(field, value string, max int) error {
	if !utf8.ValidString(value) {
		return Errorf(EInvalidInput, "%s %q is not UTF-8 text", field, strings.ToValidUTF8(value, "\uFFFD"))
	}
	if n := utf8.RuneCountInString(value); n > max {
		return Errorf(EInvalidInput, "%s %q is %d characters long: at most %d", field, shortened(value, max), n, max)
	}
	for _, r := range value {
		if why := unprintable(r); why != "" {
			return Errorf(EInvalidInput, "%s %q holds %U, %s: type it without that character", field, value, r, why)
		}
	}
	return nil
}

// unprintable says why r may not be recorded in a name, or "".
func unprintable(r rune) string {
	switch {
	case r > 0xFFFF:
		return "a character outside Unicode's basic plane (an emoji?) that the sheets cannot print"
	case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
		return "an invisible control character"
	case unicode.Is(unicode.Co, r) || unicode.Is(unicode.Cs, r) || !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Zs):
		return "a character with no agreed meaning"
	}
	return ""
}

// TextField is a field to check: its name in messages, value and bound.
type TextField struct {
	Name  string
	Value string
	Max   int
}

// CheckTexts checks fields in order and returns the first refusal.
func CheckTexts(fields ...TextField) error {
	for _, f := range fields {
		if err := CheckText(f.Name, f.Value, f.Max); err != nil {
			return err
		}
	}
	return nil
}

// playerFields returns the text fields of a player at table.
func playerFields(table int, name, club, id, category, series string) []TextField {
	at := fmt.Sprintf("table %d: ", table)
	return []TextField{
		{at + "name", name, MaxPersonName},
		{at + "club", club, MaxClub},
		{at + "federation ID", id, MaxFederationID},
		{at + "category", category, MaxGroup},
		{at + "series", series, MaxGroup},
	}
}

// shortened returns value cut to its first max characters and an ellipsis,
// so that a message quoting a value far too long stays one line.
func shortened(value string, max int) string {
	for i := range value {
		if max == 0 {
			return value[:i] + "…"
		}
		max--
	}
	return value
}

// AndList joins words as the program's English messages list them: "a",
// "a and b", "a, b and c".
func AndList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// Plural returns noun for n = 1, else noun+"s": the English counts of the
// program's messages ("1 table", "3 tables").
func Plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}
