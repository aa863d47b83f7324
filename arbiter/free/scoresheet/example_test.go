package scoresheet_test

import (
	"fmt"
	"strings"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
)

// A scorekeeper's sheet of seed 002's worked example, the second score
// written wrong: the check gives the right one and the corrected totals.
func ExampleCheck() {
	rs, _ := scoring.Builtin("ro")
	rules, _ := scoresheet.RulesFor("ro")
	rec, err := scoresheet.ReadTyped(rs, strings.NewReader(`players Ana, Dan
Ana [ACLMNOU]: H8 COLUMNA 78
Dan [AHLMUVX]: I7 VAH 58
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	sheet, err := scoresheet.Check(rs, rules, nil, rec)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, f := range sheet.Findings {
		fmt.Println(f.Message)
	}
	fmt.Println(sheet.Result.Ending, sheet.Result.Scores)
	// Output:
	// line 3 (Dan): I7 VAH: 58 written, the right score is 60 (VAH 37 + CA 2 + OH 21 = 60)
	// not finished [78 60]
}
