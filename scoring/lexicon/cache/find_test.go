package cache

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// finder returns a Finder over a watched cache in cacheDir that looks
// beside dir, and the paths it opened.
func finder(t *testing.T, cacheDir, dir string) (*scoring.RuleSet, *Finder, *[]string) {
	t.Helper()
	rs, _, w := tiny(t, cacheDir)
	var opened []string
	f := &Finder{Cache: w.Cache, Beside: dir, Open: func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
		opened = append(opened, path)
		src, err := ReadSource(rs, path)
		if err != nil {
			return nil, err
		}
		g, _, err := w.Open(rs, src)
		return g, err
	}}
	return rs, f, &opened
}

// writeList writes words as the list name in dir and returns its path and
// the fingerprint a tournament records of it.
func writeList(t *testing.T, dir, name, words string) (string, string) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := ReadSource(ruleSet(t, "ro"), path)
	if err != nil {
		t.Fatal(err)
	}
	return path, Fingerprint(path, src.Sum)
}

// TestFind_MovedTournament: the list is found where it was recorded; once
// that path is gone, in the cache by its SHA-256; with an empty cache, by
// its name beside the database; a copy there of other words is not taken,
// and the list found nowhere says what to do.
func TestFind_MovedTournament(t *testing.T) {
	old, moved := t.TempDir(), t.TempDir()
	path, fp := writeList(t, old, "loc.txt", "CAL\nCALM\nGRI\n")
	rs, f, opened := finder(t, t.TempDir(), moved)
	want, err := f.Find(rs, fp)
	if err != nil || !want.Contains("CALM") || len(*opened) != 1 || (*opened)[0] != path {
		t.Fatalf("the list where it was recorded: %v, opened %q", err, *opened)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if g, err := f.Find(rs, fp); err != nil || g.Source() != want.Source() || len(*opened) != 1 {
		t.Errorf("from the cache: %v, opened %q", err, *opened)
	}

	_, f, opened = finder(t, t.TempDir(), moved)
	copyPath, _ := writeList(t, moved, "loc.txt", "CAL\nCALM\nGRI\n")
	if g, err := f.Find(rs, fp); err != nil || g.Source() != want.Source() || len(*opened) != 1 || (*opened)[0] != copyPath {
		t.Errorf("beside the database: %v, opened %q", err, *opened)
	}

	_, f, _ = finder(t, t.TempDir(), moved)
	writeList(t, moved, "loc.txt", "CAL\nCALM\nGRI\nIGNOR\n")
	_, err = f.Find(rs, fp)
	var missing *MissingError
	if !errors.As(err, &missing) || missing.Path != path || missing.Beside != copyPath ||
		!strings.Contains(err.Error(), " is missing, and no copy of it (sha256 ") || !strings.HasSuffix(err.Error(), ": put the list back, or beside the database") {
		t.Errorf("a copy of other words beside the database: %v", err)
	}
}

// TestFind_Changed: a list changed where it was recorded is refused with
// both digests; the embedded list and a fingerprint without a digest are
// opened as they are.
func TestFind_Changed(t *testing.T) {
	dir := t.TempDir()
	path, fp := writeList(t, dir, "loc.txt", "CAL\nCALM\nGRI\n")
	_, changed := writeList(t, dir, "loc.txt", "CAL\nCALM\nGRI\nIGNOR\n")
	rs, f, opened := finder(t, t.TempDir(), dir)
	_, err := f.Find(rs, fp)
	var other *OtherListError
	if !errors.As(err, &other) || other.Path != path || !strings.HasSuffix(changed, other.Got) ||
		!strings.HasPrefix(err.Error(), "the word list "+path+" is not the one the tournament was created with (sha256 ") {
		t.Errorf("a changed list: %v", err)
	}
	if g, err := f.Find(rs, path); err != nil || !g.Contains("IGNOR") {
		t.Errorf("no digest recorded: %v", err)
	}
	if _, err := f.Find(rs, Builtin); err != nil || (*opened)[len(*opened)-1] != "" {
		t.Errorf("the embedded list: %v, opened %q", err, *opened)
	}
}
