package reports

import (
	"slices"
	"testing"
)

// The wall's list by name is in alphabetical order, a letter with a
// diacritic right after its base letter (Ș after S, before T), so that
// Șerban is found between Stan and Tudor, not after Văduva.
func TestPairings_ByName(t *testing.T) {
	p := Pairings{Round: 1, Boards: []PairingBoard{
		{Board: 1, Start: PairingPlayer{1, "Văduva Irina"}, Reply: PairingPlayer{2, "Șerban Elena"}},
		{Board: 2, Start: PairingPlayer{3, "Stan Ion"}, Reply: PairingPlayer{4, "Tudor Ana"}},
	}, Bye: &PairingPlayer{5, "Sălăjan Dan"}}
	var got []string
	for _, r := range p.byName() {
		got = append(got, r[0]+" "+r[2]+" "+r[3])
	}
	want := []string{"Sălăjan Dan  bye", "Stan Ion 2 start", "Șerban Elena 1 reply", "Tudor Ana 2 reply", "Văduva Irina 1 start"}
	if !slices.Equal(got, want) {
		t.Errorf("by name:\n%q\nwant\n%q", got, want)
	}
}
