package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/signing"
	"arbiter/draw"
	"arbiter/scoring"
	"arbiter/scoring/lexicon/cache"
)

// preparedFormat names the file `game prepare --out` writes.
const preparedFormat = "arbiter prepared game"

// preparedFile is a prepared game as a federation distributes it to the
// centres of a simultaneous tournament: what it was prepared with, each
// round's new letters and top, the printed sheet, the SHA-256 of all of
// it (its fingerprint, which every centre's log records) and, when the
// federation signs it, the Ed25519 signature of that fingerprint. A variant game (RULES §7) also
// carries its variant, Tactic's order and what each top adds to its move
// (see [arbiter.Prepared]); a classic game's file has none of these.
type preparedFile struct {
	Format        string          `json:"format"`
	Version       int             `json:"version"`
	Rules         string          `json:"rules"`
	Variant       scoring.Variant `json:"variant,omitempty"`
	FixedOrder    bool            `json:"fixed_order,omitempty"`
	Seed          uint64          `json:"seed"`
	RejectTriples bool            `json:"reject_triples,omitempty"`
	// Lexicon is the word list's fingerprint ("built-in sha256:…").
	Lexicon     string                `json:"lexicon"`
	Racks       []string              `json:"racks"`
	Tops        []string              `json:"tops"`
	VariantTops []arbiter.PreparedTop `json:"variant_tops,omitempty"`
	Sheet       preparedSheet         `json:"sheet"`
	// SHA256 is the hex digest of the file written with this field and
	// Signature empty: the game's fingerprint.
	SHA256 string `json:"sha256"`
	// Signature signs SHA256 (package signing); nil for a file not signed.
	Signature *signing.Signature `json:"signature,omitempty"`
}

// newPreparedFile is the file of game, prepared with rule set rs and the
// word list of fingerprint lexicon.
func newPreparedFile(rs *scoring.RuleSet, game draw.Game, rejectTriples bool, lexicon string) preparedFile {
	p := arbiter.NewPrepared(rs, game)
	return preparedFile{Format: preparedFormat, Version: 1, Rules: rs.Name, Variant: game.Variant, FixedOrder: game.FixedOrder,
		Seed: game.Seed, RejectTriples: rejectTriples, Lexicon: lexicon,
		Racks: p.Racks, Tops: p.Tops, VariantTops: p.VariantTops, Sheet: newPreparedSheet(rs, game)}
}

// seal fills in the file's SHA-256 and, with a key, signs it (key nil:
// no signature).
func (f *preparedFile) seal(key signing.SecretKey) error {
	f.SHA256, f.Signature = "", nil
	body, err := f.encode()
	if err != nil {
		return err
	}
	sum := sha256.Sum256(body)
	f.SHA256 = hex.EncodeToString(sum[:])
	if key != nil {
		f.Signature = signing.SignGame(key, f.SHA256)
	}
	return nil
}

// encode returns the file's bytes.
func (f *preparedFile) encode() ([]byte, error) {
	return json.MarshalIndent(f, "", "  ")
}

// readPreparedFile reads and checks a prepared game file: its format and
// its SHA-256, so that a file changed on the way is refused.
func readPreparedFile(path string) (preparedFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return preparedFile{}, usageErrorf("prepared game: %v", err)
	}
	return parsePreparedFile(path, data)
}

// parsePreparedFile is readPreparedFile on the file's content.
func parsePreparedFile(path string, data []byte) (preparedFile, error) {
	notPrepared := usageErrorf("%s is not a prepared game (write one with `arbiter game prepare --out`)", path)
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format != preparedFormat {
		return preparedFile{}, notPrepared
	}
	if head.Version != 1 {
		return preparedFile{}, usageErrorf("%s is a prepared game of version %d, which this arbiter cannot read: upgrade arbiter", path, head.Version)
	}
	var f preparedFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return preparedFile{}, notPrepared
	}
	copied := f
	if err := copied.seal(nil); err != nil {
		return preparedFile{}, err
	}
	copied.Signature = f.Signature
	again, err := copied.encode()
	if err != nil {
		return preparedFile{}, err
	}
	if !bytes.Equal(bytes.TrimSpace(again), bytes.TrimSpace(data)) {
		return preparedFile{}, usageErrorf("%s was changed after it was prepared (its SHA-256 does not match): ask the federation for the file again", path)
	}
	if f.Signature != nil {
		if _, err := f.Signature.Check(f.SHA256, nil); err != nil {
			return preparedFile{}, usageErrorf("%s: %v: ask the federation for the file again", path, err)
		}
	}
	if len(f.Racks) == 0 || len(f.Racks) != len(f.Tops) {
		return preparedFile{}, usageErrorf("%s holds %d racks and %d tops: it is incomplete", path, len(f.Racks), len(f.Tops))
	}
	return f, nil
}

// vouched checks the file against what the federation published: its
// fingerprint is one of expect when that is not empty, its signature is
// trusted's when that is not nil. It returns what the referee should
// compare by eye: the fingerprint and the signer's key.
func (f preparedFile) vouched(path string, expect []string, trusted signing.PublicKey) (string, error) {
	note := fmt.Sprintf("%s: prepared game sha256 %s", path, f.SHA256)
	if len(expect) > 0 && !slices.Contains(expect, f.SHA256) {
		return "", &refusedError{fmt.Errorf("%s has the fingerprint sha256 %s, not the %s expected: it is not the federation's game; ask for the file again", path, f.SHA256, strings.Join(expect, " or "))}
	}
	if trusted != nil {
		if _, err := f.Signature.Check(f.SHA256, trusted); err != nil {
			return "", &refusedError{fmt.Errorf("%s: %w: it is not the game the trusted key signed; ask the federation for the file again", path, err)}
		}
	}
	if f.Signature != nil {
		note += ", signed by " + f.Signature.Key
		if trusted != nil {
			note += " (trusted)"
		}
	}
	return note, nil
}

// fits checks that the tournament of state plays the prepared game with
// the same rules and word list.
func (f preparedFile) fits(path string, state arbiter.State) error {
	if state.RuleSet == nil {
		return nil // Decide says there is no tournament
	}
	if f.Rules != state.RuleSet.Name {
		return &refusedError{fmt.Errorf("%s was prepared with the rules %s; this tournament plays %s", path, f.Rules, state.RuleSet.Name)}
	}
	_, want := cache.ParseFingerprint(f.Lexicon)
	if _, got := cache.ParseFingerprint(state.Tournament.Lexicon); got != want {
		if want == "" {
			return &refusedError{fmt.Errorf("%s names no word list fingerprint (lexicon %q), so it cannot be shown to use this tournament's word list (%s): ask the federation for the file again", path, f.Lexicon, state.Tournament.Lexicon)}
		}
		return &refusedError{fmt.Errorf("%s was prepared with another word list (sha256 %s) than this tournament's (%s)", path, want, state.Tournament.Lexicon)}
	}
	return nil
}

// command is the StartGame that plays the prepared game.
func (f preparedFile) command() arbiter.StartGame {
	return arbiter.StartGame{Seed: f.Seed, Variant: f.Variant, FixedOrder: f.FixedOrder,
		Prepared: &arbiter.Prepared{SHA256: f.SHA256, Signature: f.Signature, Racks: f.Racks, Tops: f.Tops, VariantTops: f.VariantTops}}
}
