package gcg_test

import (
	"fmt"
	"strings"

	"arbiter/arbiter/free/gcg"
	"arbiter/scoring"
)

// GCG's 9G is row 9, column G, across: the Romanian I7.
func ExampleRead() {
	g, err := gcg.Read(strings.NewReader(`#character-encoding UTF-8
#player1 ana Ana Știrbu
#player2 dan Dan Ţepeş
>ana: ACLMNOU 8H COLUMNA +78 78
>dan: AHLMUVX 9G VAH +60 60
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	ro, _ := scoring.Builtin("ro")
	for _, e := range g.Events {
		fmt.Printf("%s: %s %s (%s in ro) %+d\n", g.Players[e.Player].Name, gcg.FormatPosition(e.Pos), e.Word, ro.FormatPosition(e.Pos), e.Score)
	}
	// Output:
	// Ana Știrbu: 8H COLUMNA (H8 in ro) +78
	// Dan Ţepeş: 9G VAH (I7 in ro) +60
}
