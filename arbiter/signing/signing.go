// Package signing signs and checks the fingerprint of a prepared game
// (arbiter.Prepared) with an Ed25519 key, so that the centres of a
// simultaneous tournament, and the merge of their logs, can tell the
// federation's game from one changed and resealed on the way.
//
// Keys are kept as one line of text each, which a federation can publish
// on a page or in a mail:
//
//	arbiter-ed25519-secret <base64 of the 32-byte seed>
//	arbiter-ed25519-public <base64 of the 32-byte public key>
//
// What is signed is the text "arbiter prepared game sha256:" followed by
// the game's fingerprint in lower-case hex, so that a signature of one kind
// of thing can never pass for one of another.
//
// The package does no I/O: it reads and writes keys as text.
package signing

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// The first word of each key's line.
const (
	secretPrefix = "arbiter-ed25519-secret"
	publicPrefix = "arbiter-ed25519-public"
)

// PublicKey is an Ed25519 public key: what a centre trusts.
type PublicKey ed25519.PublicKey

// SecretKey is an Ed25519 private key: what the federation signs with.
type SecretKey ed25519.PrivateKey

// NewKey returns a new key pair from the operating system's random source.
func NewKey() (SecretKey, PublicKey, error) {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, nil, fmt.Errorf("new key: %w", err)
	}
	return SecretKey(priv), PublicKey(pub), nil
}

// Public returns the public half of k.
func (k SecretKey) Public() PublicKey {
	return PublicKey(ed25519.PrivateKey(k).Public().(ed25519.PublicKey))
}

// String is the secret key's line, without its newline.
func (k SecretKey) String() string {
	return secretPrefix + " " + base64.StdEncoding.EncodeToString(ed25519.PrivateKey(k).Seed())
}

// String is the public key's line, without its newline.
func (k PublicKey) String() string {
	return publicPrefix + " " + k.Base64()
}

// Base64 is the public key alone, as a signature records it.
func (k PublicKey) Base64() string {
	return base64.StdEncoding.EncodeToString(k)
}

// ParseSecret reads a secret key's line (surrounding blanks ignored).
func ParseSecret(text string) (SecretKey, error) {
	seed, err := parseLine(text, secretPrefix, ed25519.SeedSize)
	if err != nil {
		if _, perr := ParsePublic(text); perr == nil {
			return nil, errors.New("this is a public key: signing needs the secret key `arbiter key new` wrote beside it")
		}
		return nil, err
	}
	return SecretKey(ed25519.NewKeyFromSeed(seed)), nil
}

// ParsePublic reads a public key: its line, or the base64 of the key alone
// as a signature records it.
func ParsePublic(text string) (PublicKey, error) {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, publicPrefix) {
		if b, err := base64.StdEncoding.DecodeString(text); err == nil && len(b) == ed25519.PublicKeySize {
			return PublicKey(b), nil
		}
	}
	b, err := parseLine(text, publicPrefix, ed25519.PublicKeySize)
	if err != nil {
		if strings.HasPrefix(text, secretPrefix) {
			return nil, errors.New("this is a secret key: give the public key, the .pub file `arbiter key new` wrote")
		}
		return nil, err
	}
	return PublicKey(b), nil
}

// parseLine reads "prefix base64" whose base64 holds size bytes.
func parseLine(text, prefix string, size int) ([]byte, error) {
	word, value, _ := strings.Cut(strings.TrimSpace(text), " ")
	if word != prefix {
		return nil, fmt.Errorf("not a key: a key is one line starting %q", prefix)
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(value))
	if err != nil || len(b) != size {
		return nil, fmt.Errorf("the %s line does not hold %d bytes in base64: the key is damaged", prefix, size)
	}
	return b, nil
}

// message is what is signed for a prepared game of fingerprint sha256hex.
func message(sha256hex string) []byte {
	return []byte("arbiter prepared game sha256:" + strings.ToLower(sha256hex))
}

// Sign returns the base64 signature of the prepared game of fingerprint
// sha256hex.
func Sign(k SecretKey, sha256hex string) string {
	return base64.StdEncoding.EncodeToString(ed25519.Sign(ed25519.PrivateKey(k), message(sha256hex)))
}

// ErrBadSignature says that a signature is not the key's over the
// fingerprint: the game, its fingerprint or its signature were changed.
var ErrBadSignature = errors.New("the signature does not match the game: it was changed after it was signed")

// Verify checks that signature (base64) is k's over the prepared game of
// fingerprint sha256hex.
func Verify(k PublicKey, sha256hex, signature string) error {
	sig, err := base64.StdEncoding.DecodeString(signature)
	if err != nil || len(sig) != ed25519.SignatureSize || len(k) != ed25519.PublicKeySize {
		return ErrBadSignature
	}
	if !ed25519.Verify(ed25519.PublicKey(k), message(sha256hex), sig) {
		return ErrBadSignature
	}
	return nil
}

// Equal reports whether two public keys are the same.
func (k PublicKey) Equal(o PublicKey) bool { return ed25519.PublicKey(k).Equal(ed25519.PublicKey(o)) }

// Signature is a prepared game's signature as its file and the log of the
// game played from it record it: the signer's public key and the
// signature, both in base64.
type Signature struct {
	Key     string `json:"key"`
	Ed25519 string `json:"ed25519"`
}

// SignGame returns k's signature of the prepared game of fingerprint
// sha256hex.
func SignGame(k SecretKey, sha256hex string) *Signature {
	return &Signature{Key: k.Public().Base64(), Ed25519: Sign(k, sha256hex)}
}

// Check verifies that s signs the prepared game of fingerprint sha256hex,
// with trusted when it is given (nil: with the key s names). It returns
// the key that signed.
func (s *Signature) Check(sha256hex string, trusted PublicKey) (PublicKey, error) {
	if s == nil {
		return nil, errors.New("the game is not signed")
	}
	key, err := ParsePublic(s.Key)
	if err != nil {
		return nil, fmt.Errorf("the signature's key: %w", err)
	}
	if trusted != nil && !key.Equal(trusted) {
		return nil, fmt.Errorf("the game is signed by the key %s, not by the trusted %s", key.Base64(), trusted.Base64())
	}
	if err := Verify(key, sha256hex, s.Ed25519); err != nil {
		return nil, err
	}
	return key, nil
}
