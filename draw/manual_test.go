package draw_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/draw"
	"arbiter/scoring"
)

func TestManual(t *testing.T) {
	rs := builtin(t, "ro")
	full := rs.FullBag()
	never := draw.Options{MoveExists: func(scoring.Rack) bool { return false }}
	for _, tt := range []struct {
		name      string
		round     int
		bag, kept scoring.Rack
		letters   string
		force     string
		opts      draw.Options
		want      draw.Result // compared without Bag, Requirement and Round
		wantErr   draw.Reason
		forcible  bool
	}{
		{name: "NewLetters", round: 2, bag: full.Minus(tiles("AEI")), kept: tiles("AEI"), letters: "brst",
			want: draw.Result{Rack: tiles("AEIBRST"), Remainder: tiles("AEI"), New: tiles("BRST")}},
		{name: "AnnouncementForm", round: 2, bag: full.Minus(tiles("AEI")), kept: tiles("AEI"), letters: "AEI + BRS?",
			want: draw.Result{Rack: tiles("AEIBRS?"), Remainder: tiles("AEI"), New: tiles("BRS?")}},
		{name: "Diacritics", round: 1, bag: full, letters: "ĂÎȘȚbcd",
			want: draw.Result{Rack: tiles("AISTBCD"), New: tiles("AISTBCD")}},
		{name: "WholeRackAfterEverythingWentBack", round: 2, bag: full.Minus(tiles("BCD")), kept: tiles("BCD"), letters: "AEIBCDR",
			want: draw.Result{Rack: tiles("AEIBCDR"), New: tiles("AEIBCDR")}},
		{name: "WrongRemainder", round: 2, bag: full.Minus(tiles("AEI")), kept: tiles("AEI"), letters: "AEO + BRST", wantErr: draw.RackSize},
		{name: "TooFew", round: 2, bag: full.Minus(tiles("AEI")), kept: tiles("AEI"), letters: "BR", wantErr: draw.RackSize},
		{name: "NotALetter", round: 1, bag: full, letters: "ABCDE1G", wantErr: draw.BadLetter},
		{name: "NotInBag", round: 1, bag: full.Minus(tiles("X")), letters: "AEIXRST", wantErr: draw.NotInBag},
		{name: "ForcingDoesNotAddTiles", round: 1, bag: full.Minus(tiles("X")), letters: "AEIXRST", force: "typo", wantErr: draw.NotInBag},
		{name: "MinimumRefused", round: 1, bag: full, letters: "AEIOUUB", wantErr: draw.Minimum, forcible: true},
		{name: "MinimumForced", round: 1, bag: full, letters: "AEIOUUB", force: "  the bag was shaken twice ",
			want: draw.Result{Rack: tiles("AEIOUUB"), New: tiles("AEIOUUB"), Forced: &draw.Forced{Reason: draw.Minimum,
				Text: "ABEIOUU holds vowels 6, consonants 1, either (joker) 0; the round needs vowels 2, consonants 2", Why: "the bag was shaken twice"}}},
		{name: "NoMoveRefused", round: 3, bag: full, letters: "AEIBRST", opts: never, wantErr: draw.NoMove, forcible: true},
		{name: "LastTilesWithoutMoveEndTheGame", round: 20, bag: tiles("AB"), letters: "AB", opts: never,
			want: draw.Result{End: draw.NoMoveLeft, EndText: "no move can be made with the 2 tiles left (AB)"}},
		{name: "GameAlreadyOver", round: 20, bag: tiles("BCD"), letters: "BCD",
			want: draw.Result{End: draw.NoVowel, EndText: "the tiles left (BCD) hold no vowel"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := draw.Manual(rs, tt.round, tt.bag, tt.kept, tt.letters, tt.force, tt.opts)
			if tt.wantErr != "" {
				e, ok := errors.AsType[*draw.Error](err)
				if !ok || e.Reason != tt.wantErr || e.Forcible() != tt.forcible || e.Round != tt.round {
					t.Fatalf("Manual(%q) error = %v, want reason %s (forcible %v)", tt.letters, err, tt.wantErr, tt.forcible)
				}
				return
			}
			if err != nil {
				t.Fatalf("Manual(%q): %v", tt.letters, err)
			}
			if res.End == draw.Playing && res.Bag.Plus(res.Rack) != tt.bag.Plus(tt.kept) {
				t.Errorf("tiles not conserved: bag %s + rack %s", res.Bag, res.Rack)
			}
			res.Bag, res.Requirement, res.Round = scoring.Rack{}, draw.Requirement{}, 0
			if diff := cmp.Diff(tt.want, res); diff != "" {
				t.Errorf("Manual(%q) (-want +got):\n%s", tt.letters, diff)
			}
		})
	}
}

func TestManual_ErrorNamesTheCulprit(t *testing.T) {
	rs := builtin(t, "ro")
	_, err := draw.Manual(rs, 4, rs.FullBag().Minus(tiles("XZ")), scoring.Rack{}, "AEIXZRT", "", draw.Options{})
	want := `round 4: rack "AEIXZRT": the bag does not hold XZ (it holds ` + rs.FullBag().Minus(tiles("XZ")).String() + `)`
	if err == nil || err.Error() != want {
		t.Errorf("Manual() error:\ngot  %v\nwant %s", err, want)
	}
}

// TestManual_UnreadableLetter checks that a letter the set lacks is named
// once, by the rack parser, with the round.
func TestManual_UnreadableLetter(t *testing.T) {
	rs := builtin(t, "ro")
	_, err := draw.Manual(rs, 2, rs.FullBag(), scoring.Rack{}, "XYZ", "", draw.Options{})
	want := `round 2: rack "XYZ": 1 × Y, but the ro set holds 0`
	if err == nil || err.Error() != want {
		t.Errorf("Manual() error:\ngot  %v\nwant %s", err, want)
	}
}

func TestParseLetters(t *testing.T) {
	rs := builtin(t, "ro")
	for _, tt := range []struct {
		in   string
		want draw.Typed
		err  bool
	}{
		{in: "aei brst?", want: draw.Typed{New: tiles("AEIBRST?")}},
		{in: "AEI + BRST?", want: draw.Typed{Kept: tiles("AEI"), New: tiles("BRST?"), Split: true}},
		{in: "+ ABC", want: draw.Typed{New: tiles("ABC"), Split: true}},
		{in: "", want: draw.Typed{}},
		{in: "AB7", err: true},
		{in: "ZZ", err: true}, // one Z in the ro set
	} {
		got, err := draw.ParseLetters(rs, tt.in)
		if (err != nil) != tt.err || !cmp.Equal(got, tt.want) {
			t.Errorf("ParseLetters(%q) = %+v, %v; want %+v (error %v)", tt.in, got, err, tt.want, tt.err)
		}
	}
}

// FuzzParseLetters checks that any typed input either is refused or reads
// back identically from its announcement form, and that Manual never
// accepts a rack that breaks tile conservation.
func FuzzParseLetters(f *testing.F) {
	for _, s := range []string{"AEI + BRST?", "aei brst?", "ĂÎȘȚ", "++", "?", "", "ZZ", "A B\tC", "Æ"} {
		f.Add(s)
	}
	rs := builtin(f, "ro")
	f.Fuzz(func(t *testing.T, s string) {
		typed, err := draw.ParseLetters(rs, s)
		if err != nil {
			if _, ok := errors.AsType[*draw.Error](err); !ok {
				t.Fatalf("ParseLetters(%q) error %v is not a *draw.Error", s, err)
			}
			return
		}
		// The announcement leaves out the '+' when one side is empty; a
		// typed split says which side, so the form keeps it there.
		form := draw.Announce(typed.Kept, typed.New)
		switch {
		case typed.Split && typed.Kept.Len() == 0:
			form = "+ " + form
		case typed.Split && typed.New.Len() == 0:
			form += " +"
		}
		again, err := draw.ParseLetters(rs, form)
		if err != nil || again != typed {
			t.Fatalf("ParseLetters(%q) = %+v; its form %q reads %+v, %v", s, typed, form, again, err)
		}
		kept := scoring.Rack{}
		if typed.Split {
			kept = typed.Kept
		}
		if !rs.FullBag().Contains(kept) {
			return
		}
		bag := rs.FullBag().Minus(kept)
		res, err := draw.Manual(rs, 1, bag, kept, s, "forced", draw.Options{})
		if err == nil && res.End == draw.Playing && (res.Bag.Plus(res.Rack) != rs.FullBag() || res.Rack != res.Remainder.Plus(res.New)) {
			t.Fatalf("Manual(%q) broke tile conservation: %+v", s, res)
		}
	})
}

// FuzzManualTactic checks that Tactic's two groups typed by hand (RULES
// §7.6) are either refused with a *draw.Error or accepted with the tiles
// conserved, each group of at most 7 tiles.
func FuzzManualTactic(f *testing.F) {
	for _, s := range []string{"ACLMNOU / AHLMUVX", "LMUX + ABE / ABEIRST", "/", "A/B/C", "ACLMNOU", " / AHLMUVX", "??AAEEI / BCDFGHJ"} {
		f.Add(s, "LMUX")
	}
	rs := builtin(f, "ro")
	f.Fuzz(func(t *testing.T, letters, kept string) {
		rem2, err := rs.ParseRack(kept)
		if err != nil || rem2.Len() > rs.RackSize || !rs.FullBag().Contains(rem2) {
			return
		}
		bag := rs.FullBag().Minus(rem2)
		res, err := draw.ManualTactic(rs, 1, bag, scoring.Rack{}, rem2, letters, "", draw.Options{})
		if err != nil {
			if _, ok := errors.AsType[*draw.Error](err); !ok {
				t.Fatalf("ManualTactic(%q) error %v is not a *draw.Error", letters, err)
			}
			return
		}
		if res.End == draw.Playing && (res.Bag.Plus(res.Rack).Plus(res.Rack2) != rs.FullBag() ||
			res.Rack.Len() > rs.RackSize || res.Rack2.Len() > rs.RackSize || res.Rack2 != res.Remainder2.Plus(res.New2)) {
			t.Fatalf("ManualTactic(%q, %q) broke tile conservation: %+v", letters, kept, res)
		}
	})
}
