package anticipation

import (
	"fmt"
	"strings"
)

// Form is one of the anticipation games of RULES §8.
type Form string

// The forms (RULES §8, §8.8–§8.10).
const (
	Classic    Form = "anticipatie"
	Avocalica  Form = "avocalica"
	Rezistenta Form = "rezistenta"
	Fond       Form = "fond"
	Blind      Form = "oarba"
)

// Forms returns every form, the classic first.
func Forms() []Form { return []Form{Classic, Avocalica, Rezistenta, Fond, Blind} }

// ParseForm reads a form's name as the program spells it (case and blanks
// ignored).
func ParseForm(s string) (Form, error) {
	name := Form(strings.ToLower(strings.TrimSpace(s)))
	for _, f := range Forms() {
		if name == f {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown anticipation game %q: one of %s", s, FormNames())
}

// ScrabbleOnly reports whether every move after the opening must place all
// 7 letters (RULES §8.9).
func (f Form) ScrabbleOnly() bool { return f == Rezistenta || f == Fond }

// ConsonantsOnly reports whether only the groups' consonants are announced
// and vowels come from each player's pool (RULES §8.8).
func (f Form) ConsonantsOnly() bool { return f == Avocalica }

// FormNames lists the forms' names, separated by commas, for messages.
func FormNames() string {
	names := make([]string, 0, 5)
	for _, f := range Forms() {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}
