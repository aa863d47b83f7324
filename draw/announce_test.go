package draw_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/draw"
	"arbiter/scoring"
)

func TestAnnounce_RULES_4_2(t *testing.T) {
	for _, tt := range []struct {
		kept, drawn string
		want        string
	}{
		{"IEA", "?TSRB", "AEI + BRST?"},
		{"", "ZA?B", "ABZ?"},
		{"??", "A", "?? + A"},
		{"UTS", "", "STU"}, // the bag empty: what is left alone (RULES §7.6, a Tactic group)
		{"", "", ""},
	} {
		if got := draw.Announce(tiles(tt.kept), tiles(tt.drawn)); got != tt.want {
			t.Errorf("Announce(%q, %q) = %q, want %q", tt.kept, tt.drawn, got, tt.want)
		}
	}
}

func TestSpell(t *testing.T) {
	ro, fr := builtin(t, "ro"), builtin(t, "fr")
	custom := *ro
	custom.LetterNames = map[string]string{"A": "Arad", "?": "jolly"}
	nameless := *ro
	nameless.Language = "xx"
	for _, tt := range []struct {
		name string
		rs   *scoring.RuleSet
		rack string
		want []string
	}{
		{"Romanian", ro, "?BAA", []string{"Ana", "Ana", "Barbu", "joker"}},
		{"French", fr, "ZAY", []string{"Algérie", "Yémen", "Zambie"}},
		{"Italian", builtin(t, "it"), "QAZ", []string{"Ancona", "Quarto", "Zara"}},
		{"English", builtin(t, "en"), "XK?", []string{"Kilo", "X-ray", "blank"}},
		{"RuleSetOverrides", &custom, "AB?", []string{"Arad", "Barbu", "jolly"}},
		{"NoTable", &nameless, "AB?", []string{"A", "B", "?"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, draw.Spell(tt.rs, tiles(tt.rack))); diff != "" {
				t.Errorf("Spell(%q) (-want +got):\n%s", tt.rack, diff)
			}
		})
	}
}

// TestSpellKeys checks the letters of a rack in the order Spell names
// them, and the default names of the letters (seed 004's table for ro).
func TestSpellKeys(t *testing.T) {
	if got := draw.SpellKeys(tiles("LAC?C")); strings.Join(got, "") != "ACCL?" {
		t.Errorf("SpellKeys(LAC?C) = %q, want A C C L ?", got)
	}
	for _, tt := range []struct{ lang, key, want string }{
		{"ro", "L", "Lazăr"}, {"ro", "W", "Dublu V"}, {"ro", "?", "joker"}, {"it", "?", "jolly"}, {"en", "Z", "Zulu"},
		{"ro", "a", ""}, {"ro", "[", ""}, {"ro", "AB", ""}, {"ro", "", ""}, {"xx", "A", ""},
	} {
		if got := draw.DefaultName(tt.lang, tt.key); got != tt.want {
			t.Errorf("DefaultName(%q, %q) = %q, want %q", tt.lang, tt.key, got, tt.want)
		}
	}
}
