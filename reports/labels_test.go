package reports

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/arbiter"
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

// TestFindingSentences says every finding the adjudication can give
// (RULES §5, §7) in every language with a sentence of its own: a kind added
// to arbiter.FindingKinds without its sentences, a sentence left in
// English, two kinds said alike, or a placeholder left unfilled fail.
func TestFindingSentences(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	sample := func(k arbiter.FindingKind) arbiter.Finding {
		return arbiter.Finding{Kind: k, Word: "ZYX", Written: "80", Real: 78, Credited: 73,
			At: scoring.Position{Row: 7, Col: 7}, Text: "late"}
	}
	english := map[arbiter.FindingKind]string{}
	for _, lang := range scoring.BuiltinNames() {
		t.Run(lang, func(t *testing.T) {
			l := labelsFor(lang)
			seen := map[string]arbiter.FindingKind{}
			for _, k := range arbiter.FindingKinds() {
				if l.findings.kinds[k] == "" {
					t.Errorf("%s has no sentence", k)
					continue
				}
				got := l.findingText(rs, sample(k))
				if other, ok := seen[got]; ok {
					t.Errorf("%s and %s both say %q", k, other, got)
				}
				seen[got] = k
				if strings.ContainsAny(got, "{}") {
					t.Errorf("%s: %q has a placeholder left", k, got)
				}
				if lang == "en" {
					english[k] = got
				} else if got == english[k] {
					t.Errorf("%s: %q is the English sentence", k, got)
				}
			}
			if len(l.findings.kinds) != len(arbiter.FindingKinds()) {
				t.Errorf("%d sentences for %d kinds: a sentence for no kind", len(l.findings.kinds), len(arbiter.FindingKinds()))
			}
			if l.findings.move == "" || l.findings.aWord == "" {
				t.Errorf("move %q, a word %q: empty", l.findings.move, l.findings.aWord)
			}
		})
	}
}

// TestFindingText says findings with their arguments: Tactic's move named
// (RULES §7.6), a culprit the log does not name said as "a word".
func TestFindingText(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	tests := []struct {
		lang string
		f    []arbiter.Finding
		want string
	}{
		{"ro", []arbiter.Finding{{Kind: arbiter.FindingKind(scoring.ErrNotInLexicon), Word: "COLUMAN"}}, "COLUMAN nu este admis (nu este în lexic)"},
		{"it", []arbiter.Finding{{Kind: arbiter.FindingKind(scoring.ErrNotInLexicon), Word: "COLUMAN"}}, "COLUMAN non è nel lessico"},
		{"ro", []arbiter.Finding{{Kind: arbiter.FindingKind(scoring.ErrNotInLexicon)}}, "un cuvânt nu este admis (nu este în lexic)"},
		{"it", []arbiter.Finding{{Kind: arbiter.WarnWrongScore, Move: 1, Written: "80", Real: 78},
			{Kind: arbiter.WarnWrongTotal, Written: "140", Real: 138}},
			"mossa 1: punteggio errato: dichiarato 80, punteggio reale 78; totale errato: dichiarato 140, totale reale 138"},
		{"ro", []arbiter.Finding{{Kind: arbiter.FindMisplaced, Word: "COLUMNA", Written: "74", Credited: 69, At: scoring.Position{Row: 7, Col: 7}}},
			"COLUMNA valorează 74 la H8, nu la poziția scrisă: se acordă 69 puncte"},
		{"fr", []arbiter.Finding{{Kind: arbiter.WarnUnmarkedJoker, Word: "CLAk"}}, "joker non marqué : lu CLAk"},
		{"en", []arbiter.Finding{{Kind: "kind_of_tomorrow"}}, "kind of tomorrow"},
	}
	for _, tt := range tests {
		if got := labelsFor(tt.lang).findingsText(rs, tt.f); got != tt.want {
			t.Errorf("%s %v:\ngot  %q\nwant %q", tt.lang, tt.f, got, tt.want)
		}
	}
}

// TestRoomLabelsFor checks that every language has every word of the room,
// none left in English but the few spelled alike, and that the words the
// sheets print are the sheets' own.
func TestRoomLabelsFor(t *testing.T) {
	english := RoomLabelsFor("en")
	for _, lang := range scoring.BuiltinNames() {
		r := RoomLabelsFor(lang)
		v := reflect.ValueOf(r)
		same := 0
		for i := range v.NumField() {
			if v.Field(i).Kind() != reflect.String {
				continue // a table of its own, checked by its test
			}
			word := v.Field(i).String()
			if word == "" {
				t.Errorf("%s: room word %s is empty", lang, v.Type().Field(i).Name)
			}
			if lang != "en" && word == reflect.ValueOf(english).Field(i).String() {
				same++
			}
		}
		if lang != "en" && same > 10 { // Start!, Stop!, Top, Solo, Total, Code…
			t.Errorf("%s: %d room words are the English ones", lang, same)
		}
		if l := labelsFor(lang); r.Round != l.round || r.Best != l.bestRoom || r.Diff != l.diff {
			t.Errorf("%s: the room says %q, %q, %q; the sheets %q, %q, %q", lang, r.Round, r.Best, r.Diff, l.round, l.bestRoom, l.diff)
		}
	}
	if ro := RoomLabelsFor("ro"); ro.Warning != "30 de secunde!" || ro.Round != "Runda" {
		t.Errorf("ro: %q, %q; want seed 004's call and Runda", ro.Warning, ro.Round)
	}
}
