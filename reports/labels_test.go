package reports

import (
	"testing"

	"arbiter/scoring"
)

// TestRack_spell spells racks out in each language (RULES §4.4: remainder
// first, the joker last), the rule set's own letter names first.
func TestRack_spell(t *testing.T) {
	rack := func(s string) scoring.Rack {
		var r scoring.Rack
		for i := range len(s) {
			r.Add(s[i])
		}
		return r
	}
	tests := []struct {
		name     string
		language string
		own      map[string]string
		rack     Rack
		want     string
	}{
		{"ro", "ro", nil, Rack{New: rack("ACLMNOU")}, "a, ce, el, em, en, o, u"},
		{"roRemainder", "ro", nil, Rack{Remainder: rack("HX"), New: rack("A?")}, "haș, ics + a, joker"},
		{"it", "it", nil, Rack{Remainder: rack("QZ"), New: rack("EH?")}, "cu, zeta + e, acca, jolly"},
		{"en", "en", nil, Rack{New: rack("WYZ?")}, "double-u, wy, zed, joker"},
		{"fr", "fr", nil, Rack{New: rack("EGJKW")}, "e, gé, ji, ka, double vé"},
		{"Unknown language is English", "de", nil, Rack{New: rack("HZ")}, "aitch, zed"},
		{"Own names", "ro", map[string]string{"X": "ix", "?": "blanc"}, Rack{New: rack("AX?")}, "a, ix, blanc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.rack.spell(labelsFor(tt.language), tt.own); got != tt.want {
				t.Errorf("spell(%s) in %s:\ngot  %q\nwant %q", tt.rack, tt.language, got, tt.want)
			}
		})
	}
}

// TestLabelsFor checks that every language has every label: an empty one
// would leave a blank on a sheet.
func TestLabelsFor(t *testing.T) {
	for _, lang := range scoring.BuiltinNames() {
		l := labelsFor(lang)
		for i, s := range []string{l.rackSheet, l.refereeCopy, l.bulletin, l.ranking, l.card, l.round, l.rack,
			l.spelled, l.top, l.position, l.score, l.total, l.rejected, l.joker, l.move, l.crossWords, l.bingo,
			l.equivalentTops, l.bestRoom, l.solo, l.none, l.standingsTop, l.rank, l.table, l.name, l.club,
			l.percentTop, l.diff, l.tops, l.solos, l.warnings, l.penalties, l.date, l.ruleSet, l.lexicon,
			l.referee, l.page, l.noSlip, l.refused} {
			if s == "" {
				t.Errorf("%s: label %d is empty", lang, i)
			}
		}
		for i, s := range append(l.premiums[:], l.letters[:]...) {
			if s == "" {
				t.Errorf("%s: premium or letter name %d is empty", lang, i)
			}
		}
	}
}
