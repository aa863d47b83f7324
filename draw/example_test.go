package draw_test

import (
	"fmt"
	"strings"

	"arbiter/draw"
	"arbiter/scoring"
)

func ExampleDraw() {
	rs, _ := scoring.Builtin("ro")
	// Round 1 of the game with seed 1: the whole set is in the bag.
	res, err := draw.Draw(rs, 1, 1, rs.FullBag(), scoring.Rack{}, draw.Options{})
	if err != nil {
		panic(err)
	}
	for _, r := range res.Rejected {
		fmt.Println("rejected:", r.Rack, r.Reason)
	}
	fmt.Println(draw.Announce(res.Remainder, res.New), "-", res.Bag.Len(), "tiles left in the bag")
	// Output:
	// rejected: CLLTTTU minimum
	// ACCDITT - 93 tiles left in the bag
}

func ExampleAnnounce() {
	var kept, drawn scoring.Rack
	for _, c := range []byte("IEA") {
		kept.Add(c)
	}
	for _, c := range []byte("?TSRB") {
		drawn.Add(c)
	}
	fmt.Println(draw.Announce(kept, drawn))
	// Output: AEI + BRST?
}

func ExampleSpell() {
	rs, _ := scoring.Builtin("fr")
	rack, _ := rs.ParseRack("ZAK?")
	fmt.Println(strings.Join(draw.Spell(rs, rack), ", "))
	// Output: Algérie, Kenya, Zambie, joker
}

func ExampleManual() {
	rs, _ := scoring.Builtin("ro")
	bag := rs.FullBag()
	// Six vowels and one consonant miss round 1's two consonants...
	_, err := draw.Manual(rs, 1, bag, scoring.Rack{}, "AEIOUU B", "", draw.Options{})
	fmt.Println(err)
	// ...unless the referee forces the rack with a reason, which is kept.
	res, _ := draw.Manual(rs, 1, bag, scoring.Rack{}, "AEIOUU B", "the rack was announced already", draw.Options{})
	fmt.Println(draw.Announce(res.Remainder, res.New), "-", res.Forced.Reason, "forced:", res.Forced.Why)
	// Output:
	// round 1: rack "AEIOUU B": ABEIOUU holds vowels 6, consonants 1, either (joker) 0; the round needs vowels 2, consonants 2
	// ABEIOUU - minimum forced: the rack was announced already
}
