package reports

import (
	"testing"

	"arbiter/scoring"
)

// TestRack_spell spells racks out with the announcement table's names
// (draw.Spell; RULES §4.2: remainder first, the joker last), the rule set's own
// letter names first.
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
		{"ro", "ro", nil, Rack{New: rack("ACLMNOU")}, "Ana, Constantin, Lazăr, Maria, Nicolae, Ovidiu, Udrea"},
		{"roRemainder", "ro", nil, Rack{Remainder: rack("HX"), New: rack("A?")}, "Haralambie, Xenia + Ana, joker"},
		{"it", "it", nil, Rack{Remainder: rack("QZ"), New: rack("EH?")}, "Quarto, Zara + Empoli, Hotel, jolly"},
		{"en", "en", nil, Rack{New: rack("WYZ?")}, "Whiskey, Yankee, Zulu, blank"},
		{"fr", "fr", nil, Rack{New: rack("EGJKW")}, "Espagne, Gabon, Japon, Kenya, Wallonie"},
		{"Own names", "ro", map[string]string{"X": "ix", "?": "blanc"}, Rack{New: rack("AX?")}, "Ana, ix, blanc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _ := scoring.Builtin(tt.language)
			rs.LetterNames = tt.own
			if got := tt.rack.spell(rs); got != tt.want {
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
		for i, s := range l.premiums {
			if s == "" {
				t.Errorf("%s: premium %d is empty", lang, i)
			}
		}
	}
}
