package lexicon_test

import (
	"fmt"
	"strings"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

func ExampleBuild() {
	g, err := lexicon.Build([]string{"CAL", "CALE", "LAC", "MAC"})
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Contains("CALE"), g.Contains("CA"))

	// The GADDAG path of CALE split as CA+LE: A, C, the separator, L, E
	// (a letter is its index in the alphabet, A being 0).
	index := func(letter byte) byte { return letter - 'A' }
	n := g.GaddagRoot()
	for _, l := range []byte{index('A'), index('C'), lexicon.Separator, index('L')} {
		n = g.Child(n, l)
	}
	fmt.Println(g.Accepts(n, index('E')))
	// Output:
	// true false
	// true
}

func ExampleCompile() {
	list := "Cal\ncale\nLAC\nȘAH\nA\nKIWI\n"
	rs, _ := scoring.Builtin("it")
	g, st, err := lexicon.Compile(strings.NewReader(list), rs)
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Words(), g.Contains("SAH"))
	fmt.Printf("%d too short or long (%q), %d outside %s (%q)\n",
		st.BadLength, st.FirstBadLength, st.BadLetters, g.Alphabet(), st.FirstBadLetters)
	// Output:
	// 4 true
	// 1 too short or long ("A"), 1 outside ABCDEFGHILMNOPQRSTUVZ ("KIWI")
}

func ExampleGraph_Anagrams() {
	g, _ := lexicon.Build([]string{"CAL", "CALE", "LAC", "MAC", "AC"})
	rs, _ := scoring.Builtin("ro")
	rack, _ := rs.ParseRack("ACL?")
	fmt.Println(g.Anagrams(rs, rack, 3))
	// Output:
	// [CALe CAL LAC mAC]
}
