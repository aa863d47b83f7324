package arbiter_test

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/internal/duplicatetest"
)

// TestRegisterPlayer_Text checks the text of a registration: every
// alphabet of the rule sets is accepted, and what no sheet or terminal can
// show faithfully is refused, naming the field and the character.
func TestRegisterPlayer_Text(t *testing.T) {
	created := duplicatetest.Opening()[:1]
	tests := []struct {
		name    string
		c       arbiter.RegisterPlayer
		wantMsg string // "" when accepted
	}{
		{"Diacritics", arbiter.RegisterPlayer{Table: 3, Name: "ȘERBAN Țică-Ăîâ", Club: "Città di Udine — Niccolò", FederationID: "RO-12", Category: "Vétérans", Series: "Série A"}, ""},
		{"Cyrillic", arbiter.RegisterPlayer{Table: 3, Name: "ЖУКОВ Иван"}, ""},
		{"Emoji", arbiter.RegisterPlayer{Table: 3, Name: "POPESCU 🙂"},
			`table 3: name "POPESCU 🙂" holds U+1F642, a character outside Unicode's basic plane (an emoji?) that the sheets cannot print: type it without that character`},
		{"EmojiClub", arbiter.RegisterPlayer{Table: 3, Name: "A", Club: "CS 🏆"},
			`table 3: club "CS 🏆" holds U+1F3C6, a character outside Unicode's basic plane (an emoji?) that the sheets cannot print: type it without that character`},
		{"TerminalEscape", arbiter.RegisterPlayer{Table: 3, Name: "A\x1b[2J"},
			`table 3: name "A\x1b[2J" holds U+001B, an invisible control character: type it without that character`},
		{"Newline", arbiter.RegisterPlayer{Table: 3, Name: "A", Category: "x\ny"},
			`table 3: category "x\ny" holds U+000A, an invisible control character: type it without that character`},
		{"BidiOverride", arbiter.RegisterPlayer{Table: 3, Name: "A\u202eB"},
			`table 3: name "A\u202eB" holds U+202E, an invisible control character: type it without that character`},
		{"PrivateUse", arbiter.RegisterPlayer{Table: 3, Name: "A\ue000"},
			`table 3: name "A\ue000" holds U+E000, a character with no agreed meaning: type it without that character`},
		{"NotUTF8", arbiter.RegisterPlayer{Table: 3, Name: "A\xffB"}, "table 3: name \"A\uFFFDB\" is not UTF-8 text"},
		{"LongName", arbiter.RegisterPlayer{Table: 3, Name: strings.Repeat("Ș", arbiter.MaxPersonName+1)},
			`table 3: name "` + strings.Repeat("Ș", arbiter.MaxPersonName) + `…" is 61 characters long: at most 60`},
		{"LongID", arbiter.RegisterPlayer{Table: 3, Name: "A", FederationID: strings.Repeat("9", arbiter.MaxFederationID+1)},
			`table 3: federation ID "99999999999999999999…" is 21 characters long: at most 20`},
		{"LongestName", arbiter.RegisterPlayer{Table: 3, Name: strings.Repeat("Ș", arbiter.MaxPersonName)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := duplicatetest.Replay(created)
			if err != nil {
				t.Fatal(err)
			}
			evs, err := arbiter.Decide(s, tt.c, arbiter.Deps{})
			if tt.wantMsg == "" {
				if err != nil {
					t.Fatalf("Decide() refused: %v", err)
				}
				if diff := cmp.Diff([]arbiter.Event{arbiter.PlayerRegistered(tt.c)}, evs); diff != "" {
					t.Errorf("Decide() events (-want +got):\n%s", diff)
				}
				return
			}
			if got := arbiter.ErrorCode(err); got != arbiter.EInvalidInput {
				t.Fatalf("Decide() code = %q (%v), want %q", got, err, arbiter.EInvalidInput)
			}
			if got := arbiter.ErrorMessage(err); got != tt.wantMsg {
				t.Errorf("Decide() message:\ngot  %s\nwant %s", got, tt.wantMsg)
			}
		})
	}
}

// TestCreateTournament_Text checks the tournament's own text fields and
// tie-break setting.
func TestCreateTournament_Text(t *testing.T) {
	for name, tt := range map[string]struct {
		c    arbiter.CreateTournament
		want string
	}{
		"EmojiName":  {arbiter.CreateTournament{Name: "Cupa 🎉", RuleSet: "ro"}, `tournament name "Cupa 🎉" holds U+1F389`},
		"EscReferee": {arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro", Referee: "\x1b]0;x\a"}, `referee "\x1b]0;x\a" holds U+001B`},
		"TieBreak":   {arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro", TieBreak: "coin"}, `unknown tie-break "coin": use shared or last-game`},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := arbiter.Decide(arbiter.State{Kinds: duplicatetest.Kinds}, tt.c, arbiter.Deps{})
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.HasPrefix(arbiter.ErrorMessage(err), tt.want) {
				t.Errorf("Decide() = %v, want invalid_input starting %q", err, tt.want)
			}
		})
	}
}

// TestEditPlayer checks a correction of a player: only the fields given
// change, in every view of the state, and the log keeps the old values.
func TestEditPlayer(t *testing.T) {
	given := duplicatetest.With(duplicatetest.Opening()[:2], arbiter.PlayerRegistered{Table: 2, Name: "IONESCU Maria", Club: "CS", Category: "seniori"})
	s, err := duplicatetest.Replay(given)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("OnlyGivenFields", func(t *testing.T) {
		evs, err := arbiter.Decide(s, arbiter.EditPlayer{Table: 2, Name: ptr("IONESCU Mária"), Club: ptr("CS"), Series: ptr("B")}, arbiter.Deps{})
		if err != nil {
			t.Fatal(err)
		}
		want := []arbiter.Event{arbiter.PlayerEdited{Table: 2, Name: ptr("IONESCU Mária"), Series: ptr("B")}}
		if diff := cmp.Diff(want, evs); diff != "" {
			t.Fatalf("Decide() (-want +got):\n%s", diff)
		}
		after, err := duplicatetest.Replay(duplicatetest.With(given, evs...))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := after.Player(2)
		if diff := cmp.Diff(arbiter.Player{Table: 2, Name: "IONESCU Mária", Club: "CS", Category: "seniori", Series: "B"}, got); diff != "" {
			t.Errorf("player after the edit (-want +got):\n%s", diff)
		}
		if old, _ := s.Player(2); old.Name != "IONESCU Maria" {
			t.Errorf("the state before the edit changed: %+v", old)
		}
		st, err := after.Standings(0, arbiter.ByTotal)
		if err != nil {
			t.Fatal(err)
		}
		if st.Rows[1].Name != "IONESCU Mária" || st.Rows[1].Series != "B" {
			t.Errorf("standings row = %+v, want the new name and series", st.Rows[1])
		}
	})
	for name, tt := range map[string]struct {
		c    arbiter.EditPlayer
		code arbiter.Code
	}{
		"NoPlayer":  {arbiter.EditPlayer{Table: 9, Name: ptr("X")}, arbiter.ENotFound},
		"EmptyName": {arbiter.EditPlayer{Table: 2, Name: ptr("  ")}, arbiter.EInvalidInput},
		"Emoji":     {arbiter.EditPlayer{Table: 2, Club: ptr("🙂")}, arbiter.EInvalidInput},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := arbiter.Decide(s, tt.c, arbiter.Deps{}); arbiter.ErrorCode(err) != tt.code {
				t.Errorf("Decide() = %v, want code %s", err, tt.code)
			}
		})
	}
	t.Run("NothingNew", func(t *testing.T) {
		evs, err := arbiter.Decide(s, arbiter.EditPlayer{Table: 2, Club: ptr("CS")}, arbiter.Deps{})
		if err != nil || len(evs) != 0 {
			t.Errorf("Decide() = %v, %v; want nothing", evs, err)
		}
	})
	t.Run("ReplayUnknownTable", func(t *testing.T) {
		if _, err := duplicatetest.Replay(duplicatetest.With(given, arbiter.PlayerEdited{Table: 7, Name: ptr("X")})); arbiter.ErrorCode(err) != arbiter.ENotFound {
			t.Errorf("Replay() = %v, want not_found", err)
		}
	})
}

// FuzzRegisterPlayer checks registration against any name and club: a
// refusal is invalid_input (or conflict for a taken table), and an accepted
// name holds no control or format character, nothing beyond Unicode's basic
// plane and no more characters than the bound.
func FuzzRegisterPlayer(f *testing.F) {
	for _, s := range []string{"ȘERBAN Ana", "POPESCU 🙂", "A\x1b[2JB", "王", "\u202e", "\xff", ""} {
		f.Add(s, "CS Iași")
	}
	s, err := duplicatetest.Replay(duplicatetest.Opening()[:2])
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, name, club string) {
		evs, err := arbiter.Decide(s, arbiter.RegisterPlayer{Table: 5, Name: name, Club: club}, arbiter.Deps{})
		if err != nil {
			if code := arbiter.ErrorCode(err); code != arbiter.EInvalidInput {
				t.Fatalf("Decide(%q, %q) = %v, want invalid_input", name, club, err)
			}
			return
		}
		if len(evs) != 1 {
			t.Fatalf("Decide(%q, %q) = %v", name, club, evs)
		}
		for _, text := range []string{name, club} {
			if !utf8.ValidString(text) || utf8.RuneCountInString(text) > arbiter.MaxPersonName {
				t.Errorf("accepted %q", text)
			}
			for _, r := range text {
				if r > 0xFFFF || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
					t.Errorf("accepted %q holding %U", text, r)
				}
			}
		}
	})
}
