package signing

import (
	"encoding/base64"
	"encoding/hex"
	"strings"
	"testing"
)

// rfcSeed and rfcPublic are the key pair of RFC 8032 §7.1, test 1.
const (
	rfcSeed   = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
	rfcPublic = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
)

func rfcLines(t *testing.T) (secret, public string) {
	t.Helper()
	seed, _ := hex.DecodeString(rfcSeed)
	pub, _ := hex.DecodeString(rfcPublic)
	return secretPrefix + " " + base64.StdEncoding.EncodeToString(seed), publicPrefix + " " + base64.StdEncoding.EncodeToString(pub)
}

// TestKeyLines: a secret key's line gives the public key RFC 8032 pairs
// with its seed, and both lines read back as written.
func TestKeyLines(t *testing.T) {
	secretLine, publicLine := rfcLines(t)
	k, err := ParseSecret(" " + secretLine + "\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := k.Public().String(); got != publicLine {
		t.Errorf("public key of the RFC seed: %s, want %s", got, publicLine)
	}
	if k.String() != secretLine {
		t.Errorf("secret key written as %s, want %s", k, secretLine)
	}
	for _, text := range []string{publicLine, k.Public().Base64()} {
		p, err := ParsePublic(text)
		if err != nil || !p.Equal(k.Public()) {
			t.Errorf("ParsePublic(%q) = %v, %v", text, p, err)
		}
	}
}

// TestKeyLines_Refused: a key of the wrong kind, cut or not a key at all is
// refused, saying which.
func TestKeyLines_Refused(t *testing.T) {
	secretLine, publicLine := rfcLines(t)
	for _, tt := range []struct {
		parse func(string) error
		text  string
		want  string
	}{
		{parseSecret, publicLine, "this is a public key"},
		{parsePublic, secretLine, "this is a secret key"},
		{parseSecret, secretLine[:len(secretLine)-4], "the key is damaged"},
		{parsePublic, publicLine + "AAAA", "the key is damaged"},
		{parsePublic, "", "not a key"},
		{parseSecret, "ssh-ed25519 AAAA", "not a key"},
	} {
		if err := tt.parse(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.text, err, tt.want)
		}
	}
}

func parseSecret(s string) error { _, err := ParseSecret(s); return err }
func parsePublic(s string) error { _, err := ParsePublic(s); return err }

// TestSignature: a game signed with a key checks with that key and with
// none given; another fingerprint, another trusted key, a changed
// signature or no signature are refused.
func TestSignature(t *testing.T) {
	k, pub, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	other, _, _ := NewKey()
	sha := strings.Repeat("ab", 32)
	sig := SignGame(k, sha)
	for _, trusted := range []PublicKey{pub, nil} {
		if got, err := sig.Check(sha, trusted); err != nil || !got.Equal(pub) {
			t.Errorf("trusted %v: %v, %v", trusted, got, err)
		}
	}
	if _, err := sig.Check(strings.ToUpper(sha), pub); err != nil {
		t.Errorf("the fingerprint in capitals: %v", err)
	}
	forged := *SignGame(other, sha)
	resealed := *sig
	resealed.Key = other.Public().Base64()
	flipped := *sig
	flipped.Ed25519 = SignGame(k, strings.Repeat("cd", 32)).Ed25519
	for _, tt := range []struct {
		name    string
		sig     *Signature
		sha     string
		trusted PublicKey
		want    string
	}{
		{"another game", sig, strings.Repeat("cd", 32), pub, ErrBadSignature.Error()},
		{"another signer", &forged, sha, pub, "not by the trusted"},
		{"another key named", &resealed, sha, nil, ErrBadSignature.Error()},
		{"another game's signature", &flipped, sha, nil, ErrBadSignature.Error()},
		{"unsigned", nil, sha, pub, "not signed"},
		{"no key", &Signature{Ed25519: sig.Ed25519}, sha, nil, "not a key"},
	} {
		if _, err := tt.sig.Check(tt.sha, tt.trusted); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// FuzzParseKey: any text given as a key is read or refused, never a
// panic; a key read writes back to a line that reads the same key.
func FuzzParseKey(f *testing.F) {
	secretLine, publicLine := rfcLines(&testing.T{})
	f.Add(secretLine)
	f.Add(publicLine)
	f.Add("arbiter-ed25519-public ====")
	f.Fuzz(func(t *testing.T, text string) {
		if k, err := ParseSecret(text); err == nil {
			if again, err := ParseSecret(k.String()); err != nil || !again.Public().Equal(k.Public()) {
				t.Errorf("%q: written as %q, read back %v", text, k, err)
			}
		}
		if k, err := ParsePublic(text); err == nil {
			if again, err := ParsePublic(k.String()); err != nil || !again.Equal(k) {
				t.Errorf("%q: written as %q, read back %v", text, k, err)
			}
		}
	})
}
