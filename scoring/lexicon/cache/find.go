package cache

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// OtherListError is a word list found for a tournament whose SHA-256 is
// not the one the tournament recorded: the list was changed.
type OtherListError struct {
	Path, Got, Recorded string
}

// Error says which list differs and both digests.
func (e *OtherListError) Error() string {
	return fmt.Sprintf("the word list %s is not the one the tournament was created with (sha256 %s, recorded %s)", Name(e.Path), e.Got, e.Recorded)
}

// MissingError is a word list gone from where the tournament recorded it,
// with no copy of it in the cache or beside the tournament's database.
type MissingError struct {
	Path, Digest string
	// Beside is where a copy was looked for.
	Beside string
}

// Error says what is missing and what to do.
func (e *MissingError) Error() string {
	return fmt.Sprintf("the word list %s the tournament was created with is missing, and no copy of it (sha256 %s) is in the cache or beside the database (%s): put the list back, or beside the database",
		e.Path, e.Digest, e.Beside)
}

// Finder finds the word list a tournament recorded when it was created
// ([Fingerprint]), also when the tournament was moved with its list to
// another directory or another machine.
type Finder struct {
	// Open opens the word list at path for rs, or rs's embedded list when
	// path is "".
	Open func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// Cache holds the graphs already compiled, looked up by the list's
	// SHA-256.
	Cache *Cache
	// Beside is the directory of the tournament's database, where a list
	// moved with it is looked for under its own file name.
	Beside string
}

// Find returns the graph of the word list of fingerprint for rs: the list
// where it was recorded; when that path is gone, the graph compiled from a
// list of its SHA-256 in the cache, else a file of the list's name in
// Beside of that SHA-256. A list whose SHA-256 is not the one recorded is
// an [*OtherListError]; a list found nowhere a [*MissingError]. The embedded
// list, and a fingerprint without a SHA-256, are opened as they are.
func (f Finder) Find(rs *scoring.RuleSet, fingerprint string) (*lexicon.Graph, error) {
	path, digest := ParseFingerprint(fingerprint)
	g, err := f.find(rs, path, digest)
	if err != nil {
		return nil, err
	}
	if got := fmt.Sprintf("%x", g.Source()); digest != "" && got != digest {
		return nil, &OtherListError{Path: path, Got: got, Recorded: digest}
	}
	return g, nil
}

// find opens the list recorded at path with SHA-256 digest, or a copy of
// it where a moved tournament keeps it.
func (f Finder) find(rs *scoring.RuleSet, path, digest string) (*lexicon.Graph, error) {
	if _, err := os.Stat(path); path == "" || digest == "" || err == nil {
		return f.Open(rs, path)
	}
	var sum [32]byte
	if b, err := hex.DecodeString(digest); err == nil && len(b) == len(sum) {
		copy(sum[:], b)
		if g, ok := f.Cache.Lookup(rs, sum); ok {
			return g, nil
		}
	}
	beside := filepath.Join(f.Beside, filepath.Base(path))
	if _, err := os.Stat(beside); err == nil {
		g, err := f.Open(rs, beside)
		if err == nil && fmt.Sprintf("%x", g.Source()) == digest {
			return g, nil
		}
	}
	return nil, &MissingError{Path: path, Digest: digest, Beside: beside}
}
