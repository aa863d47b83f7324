package prepared_test

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/prepared"
	"arbiter/arbiter/signing"
	"arbiter/scoring"
)

// sealed returns a small prepared game file of two rounds, sealed (and
// signed with key when it is not nil), and its bytes.
func sealed(t *testing.T, key signing.SecretKey) (prepared.File, []byte) {
	t.Helper()
	f := prepared.File{Format: prepared.Format, Version: 1, Rules: "ro", Seed: 7,
		Lexicon: "built-in sha256:" + strings.Repeat("ab", 32),
		Racks:   []string{"ACLMNOU", "AHLMUVX"}, Tops: []string{"H8 COLUMNA", "I7 VAH"},
		Sheet: prepared.Sheet{Rules: "ro", Seed: 7, Total: 138, Rounds: []prepared.Round{
			{Round: 1, Rack: "ACLMNOU", Position: "H8", Word: "COLUMNA", Score: 78, Total: 78},
			{Round: 2, Rack: "AHLMUVX", Position: "I7", Word: "VAH", Score: 60, Total: 138}}}}
	if err := f.Seal(key); err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return f, append(data, '\n')
}

// TestParse_RoundTrip: a sealed file reads back as written, with its
// fingerprint; a signed one with its signature.
func TestParse_RoundTrip(t *testing.T) {
	key, _, err := signing.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []signing.SecretKey{nil, key} {
		f, data := sealed(t, k)
		got, err := prepared.Parse("game.json", data)
		if err != nil {
			t.Fatalf("signed %t: %v", k != nil, err)
		}
		if len(got.SHA256) != 64 || got.SHA256 != f.SHA256 || (got.Signature != nil) != (k != nil) || got.Sheet.Total != 138 {
			t.Errorf("signed %t: read %+v, want %+v", k != nil, got, f)
		}
	}
}

// TestParse_Refused: a file that is not a prepared game, of another
// version, changed after it was sealed, resealed with a broken signature or
// without its racks is refused with a message naming the file and what is
// wrong.
func TestParse_Refused(t *testing.T) {
	key, _, err := signing.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	_, data := sealed(t, nil)
	reseal := func(edit func(*prepared.File), k signing.SecretKey) []byte {
		f, _ := sealed(t, nil)
		edit(&f)
		if err := f.Seal(k); err != nil {
			t.Fatal(err)
		}
		b, _ := f.Encode()
		return b
	}
	signed, _ := sealed(t, key)
	signed.Signature.Ed25519 = strings.Repeat("A", len(signed.Signature.Ed25519))
	brokenSignature, _ := signed.Encode()
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"not JSON", []byte("ACLMNOU\n"), "game.json is not a prepared game"},
		{"another format", []byte(`{"format":"arbiter tournament","version":1}`), "game.json is not a prepared game"},
		{"an unknown field", bytes.Replace(data, []byte(`"seed"`), []byte(`"seeds"`), 1), "game.json is not a prepared game"},
		{"version 2", bytes.Replace(data, []byte(`"version": 1`), []byte(`"version": 2`), 1), "game.json is a prepared game of version 2, which this arbiter cannot read"},
		{"a rack changed", bytes.Replace(data, []byte("AHLMUVX"), []byte("AAAAAAA"), 1), "game.json was changed after it was prepared"},
		{"a broken signature", brokenSignature, "game.json: "},
		{"no racks", reseal(func(f *prepared.File) { f.Racks, f.Tops = nil, nil }, nil), "game.json holds 0 racks and 0 tops: it is incomplete"},
		{"a top missing", reseal(func(f *prepared.File) { f.Tops = f.Tops[:1] }, key), "game.json holds 2 racks and 1 tops"},
	} {
		_, err := prepared.Parse("game.json", tt.data)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestVouched: the file is vouched for by its published fingerprint and by
// the key that signed it, and refused by another fingerprint, another key
// or no signature where a key is trusted.
func TestVouched(t *testing.T) {
	key, _, _ := signing.NewKey()
	other, _, _ := signing.NewKey()
	f, _ := sealed(t, key)
	note, err := f.Vouched("game.json", []string{"00", f.SHA256}, key.Public())
	if want := "game.json: prepared game sha256 " + f.SHA256 + ", signed by " + key.Public().Base64() + " (trusted)"; err != nil || note != want {
		t.Errorf("Vouched = %q, %v; want %q", note, err, want)
	}
	if _, err := f.Vouched("game.json", []string{"00"}, nil); err == nil || !strings.Contains(err.Error(), "not the 00 expected: it is not the federation's game") {
		t.Errorf("another fingerprint: %v", err)
	}
	if _, err := f.Vouched("game.json", nil, other.Public()); err == nil || !strings.Contains(err.Error(), "it is not the game the trusted key signed") {
		t.Errorf("another key: %v", err)
	}
	unsigned, _ := sealed(t, nil)
	if _, err := unsigned.Vouched("game.json", nil, key.Public()); err == nil || !strings.Contains(err.Error(), "the game is not signed") {
		t.Errorf("not signed: %v", err)
	}
}

// TestFits: a prepared file whose word list carries no SHA-256 (forged or
// cut) is refused with a message saying so and naming its lexicon, never a
// bare "sha256 " with nothing after it; a file with another fingerprint
// names it, and one of other rules is refused.
func TestFits(t *testing.T) {
	ro, _ := scoring.Builtin("ro")
	it, _ := scoring.Builtin("it")
	pf, _ := sealed(t, nil)
	state := arbiter.State{RuleSet: ro, Tournament: arbiter.TournamentCreated{RuleSet: "ro", Lexicon: pf.Lexicon}}
	if err := pf.Fits("game.json", state); err != nil {
		t.Fatalf("the file as prepared: %v", err)
	}
	if err := pf.Fits("game.json", arbiter.State{}); err != nil {
		t.Errorf("no tournament: %v, want the refusal left to the rules", err)
	}
	other := state
	other.RuleSet = it
	if err := pf.Fits("game.json", other); err == nil || err.Error() != "game.json was prepared with the rules ro; this tournament plays it" {
		t.Errorf("other rules: %v", err)
	}
	for _, tt := range []struct{ lexicon, want string }{
		{"ro-short.txt", `game.json names no word list fingerprint (lexicon "ro-short.txt")`},
		{"ro-short.txt sha256:", `game.json names no word list fingerprint (lexicon "ro-short.txt sha256:")`},
		{"", `game.json names no word list fingerprint (lexicon "")`},
		{"ro-short.txt sha256:abc", "game.json was prepared with another word list (sha256 abc) than this tournament's"},
	} {
		pf.Lexicon = tt.lexicon
		if err := pf.Fits("game.json", state); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("lexicon %q: %v, want %q", tt.lexicon, err, tt.want)
		}
	}
}

// TestCommand: the file starts a game with its seed, variant, racks and
// tops, under its fingerprint.
func TestCommand(t *testing.T) {
	f, _ := sealed(t, nil)
	c := f.Command()
	if c.Seed != 7 || c.Prepared == nil || c.Prepared.SHA256 != f.SHA256 || len(c.Prepared.Racks) != 2 || c.Prepared.Tops[1] != "I7 VAH" {
		t.Errorf("Command = %+v", c)
	}
}

// FuzzParse: any file given as a prepared game is read or refused, never a
// panic; a file read is complete and encodes back to its own bytes.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"format":"arbiter prepared game","version":1,"rules":"ro","seed":1,"lexicon":"x","racks":["A"],"tops":["H8 A"],"sheet":{},"sha256":""}`))
	f.Add([]byte(`{"format":"arbiter prepared game","version":1,"rules":"ro","variant":"tactic","fixed_order":true,"seed":1,"lexicon":"x","racks":["ACLMNOU / AHLMUVX"],"tops":["H5 OLUM"],"variant_tops":[{"play2":"4H VLAHU","rack2_first":true}],"sheet":{},"sha256":""}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := prepared.Parse("game.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "game.json") {
				t.Errorf("error %q does not name the file", err)
			}
			return
		}
		again, err := file.Encode()
		if err != nil || len(file.Racks) == 0 || len(file.Racks) != len(file.Tops) || !bytes.Equal(again, bytes.TrimSpace(data)) {
			t.Errorf("read %+v (%v) from %q", file, err, data)
		}
	})
}
