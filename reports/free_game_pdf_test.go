package reports

import (
	"reflect"
	"testing"

	"arbiter/arbiter/free/scoresheet"
)

// TestFreeGameText_Complete: every language of the free game's sheet says
// each of its words, every ending and every finding, a finding with
// figures taking both.
func TestFreeGameText_Complete(t *testing.T) {
	endings := []scoresheet.Ending{scoresheet.Unfinished, scoresheet.WentOut, scoresheet.Passes, scoresheet.OwnPasses, scoresheet.WrongPlays, scoresheet.Scoreless}
	findings := []scoresheet.FindingCode{scoresheet.WrongScore, scoresheet.WrongTotal, scoresheet.WrongEndPoints, scoresheet.PhonyStands,
		scoresheet.JudgedWrong, scoresheet.AfterEnd, scoresheet.NoOvertime, scoresheet.UnmarkedJoker}
	en := freeGameTextFor("en")
	for _, lang := range []string{"ro", "it", "fr", "en"} {
		tx := freeGameTextFor(lang)
		v := reflect.ValueOf(tx)
		for i := range v.NumField() {
			if f := v.Field(i); f.Kind() == reflect.String && f.String() == "" {
				t.Errorf("%s: %s is empty", lang, v.Type().Field(i).Name)
			}
		}
		for _, e := range endings {
			if tx.endings[e] == "" || lang != "en" && tx.endings[e] == en.endings[e] {
				t.Errorf("%s: ending %v said %q", lang, e, tx.endings[e])
			}
		}
		for _, c := range findings {
			got := tx.finding(scoresheet.Finding{Code: c, Written: 58, Right: 60})
			if got == "" || lang != "en" && got == en.finding(scoresheet.Finding{Code: c, Written: 58, Right: 60}) {
				t.Errorf("%s: finding %s said %q", lang, c, got)
			}
		}
		if got := tx.finding(scoresheet.Finding{Code: scoresheet.WrongScore, Written: 58, Right: 60}); digits(got) != "5860" {
			t.Errorf("%s: a wrong score said %q, without 58 and 60 in order", lang, got)
		}
	}
}

// digits returns the digits of s in order.
func digits(s string) string {
	var out []rune
	for _, r := range s {
		if r >= '0' && r <= '9' {
			out = append(out, r)
		}
	}
	return string(out)
}
