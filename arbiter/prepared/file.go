// Package prepared is the prepared game a federation distributes to the
// centres of a simultaneous tournament: the game played by its top moves
// from a seed (RULES §4.2, §4.3, §7), its file format, its fingerprint and
// signature, and the checks a centre makes before it plays the file. It
// reads and writes bytes it is given; the caller does the files.
package prepared

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/signing"
	"arbiter/draw"
	"arbiter/scoring"
	"arbiter/scoring/lexicon/cache"
)

// Format names the file `game prepare --out` writes.
const Format = "arbiter prepared game"

// File is a prepared game as a federation distributes it: what it was
// prepared with, each round's new letters and top, the printed sheet, the
// SHA-256 of all of it (its fingerprint, which every centre's log records)
// and, when the federation signs it, the Ed25519 signature of that
// fingerprint. A variant game (RULES §7) also carries its variant,
// Tactic's order and what each top adds to its move (see
// [arbiter.Prepared]); a classic game's file has none of these.
type File struct {
	Format        string          `json:"format"`
	Version       int             `json:"version"`
	Rules         string          `json:"rules"`
	Variant       scoring.Variant `json:"variant,omitempty"`
	FixedOrder    bool            `json:"fixed_order,omitempty"`
	Seed          uint64          `json:"seed"`
	RejectTriples bool            `json:"reject_triples,omitempty"`
	// Lexicon is the word list's fingerprint ("built-in sha256:…").
	Lexicon string `json:"lexicon"`
	// Event and Date name the tournament the game is prepared for and the
	// day it is played (YYYY-MM-DD): signed with the rest, so that last
	// year's file signed by the same key is not taken for this one's.
	Event       string                `json:"event,omitempty"`
	Date        string                `json:"date,omitempty"`
	Racks       []string              `json:"racks"`
	Tops        []string              `json:"tops"`
	VariantTops []arbiter.PreparedTop `json:"variant_tops,omitempty"`
	Sheet       Sheet                 `json:"sheet"`
	// SHA256 is the hex digest of the file written with this field and
	// Signature empty: the game's fingerprint.
	SHA256 string `json:"sha256"`
	// Signature signs SHA256 (package signing); nil for a file not signed.
	Signature *signing.Signature `json:"signature,omitempty"`
}

// New is the file of game, prepared with rule set rs and the word list of
// fingerprint lexicon; [File.Seal] fingerprints it.
func New(rs *scoring.RuleSet, game draw.Game, rejectTriples bool, lexicon string) File {
	p := arbiter.NewPrepared(rs, game)
	return File{Format: Format, Version: 1, Rules: rs.Name, Variant: game.Variant, FixedOrder: game.FixedOrder,
		Seed: game.Seed, RejectTriples: rejectTriples, Lexicon: lexicon,
		Racks: p.Racks, Tops: p.Tops, VariantTops: p.VariantTops, Sheet: NewSheet(rs, game)}
}

// Seal fills in the file's SHA-256 and, with a key, signs it (key nil: no
// signature).
func (f *File) Seal(key signing.SecretKey) error {
	f.SHA256, f.Signature = "", nil
	body, err := f.Encode()
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

// Encode returns the file's bytes.
func (f *File) Encode() ([]byte, error) {
	return json.MarshalIndent(f, "", "  ")
}

// ErrAltered is wrapped by the errors of [Parse] for a file that reads as
// a prepared game but was changed after it was prepared, or is not whole:
// a refusal of the file, where one that is not a prepared game at all is
// bad input.
var ErrAltered = errors.New("prepared game altered")

// altered is an error of an altered file: its message as it is, matching
// [ErrAltered].
type altered struct{ error }

func (altered) Is(target error) bool { return target == ErrAltered }

// MaxFileBytes is the largest prepared game file a centre reads: 16 MiB,
// far above a game's (some 20 KiB).
const MaxFileBytes = 16 << 20

// DateLayout is how a file writes its Date.
const DateLayout = "2006-01-02"

// Parse reads and checks the prepared game file name, whose bytes are
// data: its format and version, its SHA-256 and its signature, so that a
// file changed on the way is refused. Every error says what is wrong with
// the file.
func Parse(name string, data []byte) (File, error) {
	notPrepared := fmt.Errorf("%s is not a prepared game (write one with `arbiter game prepare --out`)", name)
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format != Format {
		return File{}, notPrepared
	}
	if head.Version != 1 {
		return File{}, fmt.Errorf("%s is a prepared game of version %d, which this arbiter cannot read: upgrade arbiter", name, head.Version)
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return File{}, notPrepared
	}
	copied := f
	if err := copied.Seal(nil); err != nil {
		return File{}, err
	}
	copied.Signature = f.Signature
	again, err := copied.Encode()
	if err != nil {
		return File{}, err
	}
	if !bytes.Equal(bytes.TrimSpace(again), bytes.TrimSpace(data)) {
		return File{}, altered{fmt.Errorf("%s was changed after it was prepared (its SHA-256 does not match): ask the federation for the file again", name)}
	}
	if f.Signature != nil {
		if _, err := f.Signature.Check(f.SHA256, nil); err != nil {
			return File{}, altered{fmt.Errorf("%s: %v: ask the federation for the file again", name, err)}
		}
	}
	if len(f.Racks) == 0 || len(f.Racks) != len(f.Tops) {
		return File{}, altered{fmt.Errorf("%s holds %d racks and %d tops: it is incomplete", name, len(f.Racks), len(f.Tops))}
	}
	return f, nil
}

// Vouched checks file name against what the federation published: its
// fingerprint is one of expect when that is not empty, its signature is
// trusted's when that is not nil. It returns what the referee should
// compare by eye: the fingerprint and the signer's key.
func (f File) Vouched(name string, expect []string, trusted signing.PublicKey) (string, error) {
	note := fmt.Sprintf("%s: prepared game sha256 %s", name, f.SHA256)
	if len(expect) > 0 && !slices.Contains(expect, f.SHA256) {
		return "", fmt.Errorf("%s has the fingerprint sha256 %s, not the %s expected: it is not the federation's game; ask for the file again", name, f.SHA256, strings.Join(expect, " or "))
	}
	if trusted != nil {
		if _, err := f.Signature.Check(f.SHA256, trusted); err != nil {
			return "", fmt.Errorf("%s: %w: it is not the game the trusted key signed; ask the federation for the file again", name, err)
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

// Dated checks file name's event date against day, the day the centre
// plays (YYYY-MM-DD): a file prepared for another day is not this day's
// game. A signed file that names no day could be any year's: it is taken
// only with the fingerprint the federation published for this one
// (expected true). It returns what the referee reads at the start: the
// event and the day.
func (f File) Dated(name, day string, expected bool) (string, error) {
	switch {
	case f.Date == "" && f.Signature != nil && !expected:
		return "", fmt.Errorf("%s is signed but names no day, so a game the same key signed for another day would pass as well: give --expect with the fingerprint the federation published for this one", name)
	case f.Date != "" && f.Date != day:
		return "", fmt.Errorf("%s is the game of %s for %s, not of %s: ask the federation for this day's file (a game played on another day than prepared: --date %s)", name, eventName(f.Event), f.Date, day, f.Date)
	case f.Date == "":
		return "", nil
	}
	return fmt.Sprintf("%s: the game of %s for %s", name, eventName(f.Event), f.Date), nil
}

// eventName names event in messages.
func eventName(event string) string {
	if event == "" {
		return "an event it does not name"
	}
	return fmt.Sprintf("%q", event)
}

// Fits checks that the tournament of state plays file name's game with the
// same rules and word list; without a tournament it leaves the refusal to
// the rules.
func (f File) Fits(name string, state arbiter.State) error {
	if state.RuleSet == nil {
		return nil
	}
	if f.Rules != state.RuleSet.Name {
		return fmt.Errorf("%s was prepared with the rules %s; this tournament plays %s", name, f.Rules, state.RuleSet.Name)
	}
	_, want := cache.ParseFingerprint(f.Lexicon)
	if _, got := cache.ParseFingerprint(state.Tournament.Lexicon); got != want {
		if want == "" {
			return fmt.Errorf("%s names no word list fingerprint (lexicon %q), so it cannot be shown to use this tournament's word list (%s): ask the federation for the file again", name, f.Lexicon, state.Tournament.Lexicon)
		}
		return fmt.Errorf("%s was prepared with another word list (sha256 %s) than this tournament's (%s)", name, want, state.Tournament.Lexicon)
	}
	return nil
}

// Command is the StartGame that plays the prepared game.
func (f File) Command() duplicate.StartGame {
	return duplicate.StartGame{Seed: f.Seed, Variant: f.Variant, FixedOrder: f.FixedOrder,
		Prepared: &arbiter.Prepared{SHA256: f.SHA256, Signature: f.Signature, Racks: f.Racks, Tops: f.Tops, VariantTops: f.VariantTops}}
}
