package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/prepared"
	"arbiter/arbiter/signing"
)

// newKeyPair makes a key pair with `arbiter key new` in a directory of its
// own and returns the secret key's path (the public key is beside it, in
// path.pub).
func newKeyPair(t *testing.T, r *room) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "federatia")
	out := r.must("key", "new", path)
	if !strings.Contains(out, path+".pub: arbiter-ed25519-public ") {
		t.Fatalf("key new printed %q", out)
	}
	return path
}

// TestKeyNew: `key new` writes a secret key only its owner can read and
// the public key that pairs with it, and never overwrites a key.
func TestKeyNew(t *testing.T) {
	r := newRoom(t)
	path := newKeyPair(t, r)
	secret, err := readSecretKey(path)
	if err != nil {
		t.Fatal(err)
	}
	pubText, _ := os.ReadFile(path + ".pub")
	pub, err := signing.ParsePublic(string(pubText))
	if err != nil || !pub.Equal(secret.Public()) {
		t.Fatalf("%s.pub holds %q (%v), not the secret key's public half", path, pubText, err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("the secret key's mode is %v, want 0600", fi.Mode().Perm())
	}
	before, _ := os.ReadFile(path)
	if code, _, errOut := r.run("", "key", "new", path); code != exitUsage || !strings.Contains(errOut, "already exists") {
		t.Errorf("key new over a key: exit %d, %q", code, errOut)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("key new over a key changed it")
	}
	if code, _, errOut := r.run("", "game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--seed", "1", "--out", filepath.Join(t.TempDir(), "g.json"), "--sign", path+".pub", "--event", "E"); code != exitUsage || !strings.Contains(errOut, "this is a public key") {
		t.Errorf("--sign with the public key: exit %d, %q", code, errOut)
	}
}

// TestVouchFlags: --expect takes a SHA-256 as `game prepare` prints it,
// with or without "sha256:", in either case; --trust a .pub file or its
// line; anything else is bad usage naming the flag.
func TestVouchFlags(t *testing.T) {
	r := newRoom(t)
	path := newKeyPair(t, r)
	line, _ := os.ReadFile(path + ".pub")
	sum := strings.Repeat("aB", 32)
	for _, o := range []vouchOptions{{Expect: []string{sum}, Trust: path + ".pub"}, {Expect: []string{"sha256:" + sum}, Trust: string(line)}} {
		expect, key, err := o.parse()
		if err != nil || len(expect) != 1 || expect[0] != strings.ToLower(sum) || key == nil {
			t.Errorf("%+v: %v, %v, %v", o, expect, key, err)
		}
	}
	for _, tt := range []struct {
		o    vouchOptions
		want string
	}{
		{vouchOptions{Expect: []string{"abc"}}, `--expect "abc": a fingerprint is a SHA-256 of 64 hexadecimal digits`},
		{vouchOptions{Trust: path}, "this is a secret key"},
		{vouchOptions{Trust: filepath.Join(t.TempDir(), "none.pub")}, "neither a public key nor a file that can be read"},
	} {
		if _, _, err := tt.o.parse(); err == nil || !strings.Contains(err.Error(), tt.want) || exitCodeFor(err) != exitUsage {
			t.Errorf("%+v: %v, want %q", tt.o, err, tt.want)
		}
	}
}

// forgePrepared writes a copy of the prepared file changed by edit and
// resealed, its SHA-256 recomputed and signed again with key when it is
// not nil, as a forger would; it returns its path.
func forgePrepared(t *testing.T, pf prepared.File, key signing.SecretKey, edit func(*prepared.File)) string {
	t.Helper()
	edit(&pf)
	if err := pf.Seal(key); err != nil {
		t.Fatal(err)
	}
	data, err := pf.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "forged.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// weakerFirstTop makes the first top of a prepared game a poorer move, as
// a forger would for a centre of friends.
func weakerFirstTop(pf *prepared.File) {
	pf.Tops = append([]string{"H8 PAS"}, pf.Tops[1:]...)
	pf.Sheet.Rounds = append([]prepared.Round{{Round: 1, Position: "H8", Word: "PAS", Score: 8}}, pf.Sheet.Rounds[1:]...)
}

// TestPreparedGame_Vouched: a signed prepared game prints its fingerprint
// and signer when it is prepared and when it is started; it starts under
// its fingerprint and its key, and a file resealed by a forger is refused
// by the published fingerprint and by the trusted key, with or without
// the forger's own signature, and starts no game.
func TestPreparedGame_Vouched(t *testing.T) {
	r := createdInMemory(t)
	key := newKeyPair(t, r)
	file, _, pf := prepareFile(t, r, "--seed", "7", "--sign", key, "--event", "Simultan 2026")
	if pf.Signature == nil {
		t.Fatal("game prepare --sign wrote no signature")
	}
	forger, _, _ := signing.NewKey()
	for _, forged := range []string{forgePrepared(t, pf, nil, weakerFirstTop), forgePrepared(t, pf, forger, weakerFirstTop)} {
		for _, flags := range [][]string{{"--expect", pf.SHA256}, {"--trust", key + ".pub"}} {
			code, _, errOut := r.run("", append([]string{"game", "start", "--prepared", forged}, flags...)...)
			if code != exitRefused || !strings.Contains(errOut, "it is not the") {
				t.Errorf("a forged file with %v: exit %d, %q; want exit 1", flags, code, errOut)
			}
		}
	}
	if r.state().CurrentGame() != nil {
		t.Fatal("a refused prepared game was started")
	}
	out := r.must("game", "start", "--prepared", file, "--expect", strings.ToUpper(pf.SHA256), "--trust", key+".pub")
	if want := file + ": prepared game sha256 " + pf.SHA256 + ", signed by " + pf.Signature.Key + " (trusted)\n"; !strings.HasPrefix(out, want) {
		t.Errorf("game start printed %q, want it to begin %q", out, want)
	}
	if got := r.state().CurrentGame().Prepared.Signature; got == nil || *got != *pf.Signature {
		t.Errorf("the log records the signature %+v, want %+v", got, pf.Signature)
	}
}

// TestPreparedGame_EventAndDate: the event and the day a game is prepared
// for are signed with it and shown at the start; a file of another day is
// refused (exit 1) unless the referee says the game is played on the
// file's day; the day changed and the file resigned by another key, or
// not resigned, is refused too. Before, a file carried neither, so last
// year's game signed by the same key was accepted.
func TestPreparedGame_EventAndDate(t *testing.T) {
	r := createdInMemory(t)
	key := newKeyPair(t, r)
	r.refused(exitUsage, "--sign: name the event", "game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--seed", "7",
		"--out", filepath.Join(t.TempDir(), "g.json"), "--sign", key)
	r.refused(exitUsage, `--date "29.11.2026": the day the game is played, as 2026-11-29`, "game", "prepare", "--rules", "ro", "--lexicon", testLexicon,
		"--seed", "7", "--out", filepath.Join(t.TempDir(), "g.json"), "--date", "29.11.2026")
	old, data, pf := prepareFile(t, r, "--seed", "7", "--sign", key, "--event", "Simultan 2025", "--date", "2025-11-29")
	if pf.Event != "Simultan 2025" || pf.Date != "2025-11-29" {
		t.Fatalf("file event %q, date %q", pf.Event, pf.Date)
	}
	today := time.Now().Format(prepared.DateLayout)
	r.refused(exitRefused, `is the game of "Simultan 2025" for 2025-11-29, not of `+today, "game", "start", "--prepared", old, "--trust", key+".pub")
	moved := filepath.Join(t.TempDir(), "moved.json")
	if err := os.WriteFile(moved, []byte(strings.Replace(string(data), `"2025-11-29"`, `"`+today+`"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	r.refused(exitRefused, "was changed after it was prepared", "game", "start", "--prepared", moved, "--trust", key+".pub")
	if out := r.must("game", "start", "--prepared", old, "--trust", key+".pub", "--date", "2025-11-29"); !strings.Contains(out, `the game of "Simultan 2025" for 2025-11-29`) {
		t.Errorf("start on the file's day:\n%s", out)
	}
	r.must("game", "end", "--reason", "next")
	now, _, _ := prepareFile(t, r, "--seed", "8", "--sign", key, "--event", "Simultan 2026")
	if out := r.must("game", "start", "--prepared", now, "--trust", key+".pub"); !strings.Contains(out, `the game of "Simultan 2026" for `+today) {
		t.Errorf("start of today's file:\n%s", out)
	}
}
