package cache

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"arbiter/internal/bounded"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
)

// ErrNoEmbedded is returned, wrapped, for the embedded list of a rule set
// that has none.
var ErrNoEmbedded = errors.New("no embedded word list")

// Source is a word list as read: its bytes, its name for messages and the
// SHA-256 of its bytes.
type Source struct {
	Name string
	Data []byte
	Sum  [32]byte
}

// IsGraph reports whether the source is a compiled graph file
// ([lexicon.Graph.WriteTo]) rather than a word list.
func (s Source) IsGraph() bool { return bytes.HasPrefix(s.Data, []byte("ARBGRAPH")) }

// ReadSource reads the word list at path, or rs's embedded list when path
// is "" (an error wrapping [ErrNoEmbedded] when rs has none).
func ReadSource(rs *scoring.RuleSet, path string) (Source, error) {
	var src Source
	if path == "" {
		data, file, ok := lists.Default(rs.Name)
		if !ok {
			return src, fmt.Errorf("the %s rule set has %w", rs.Name, ErrNoEmbedded)
		}
		src.Name, src.Data = "embedded "+file, data
	} else {
		if info, err := os.Stat(path); err == nil && info.Size() > lexicon.MaxTextBytes {
			return src, fmt.Errorf("lexicon: %s has %d MiB: not a word list (at most %d MiB of text)", path, info.Size()>>20, lexicon.MaxTextBytes>>20)
		}
		data, err := readList(path)
		if err != nil {
			return src, fmt.Errorf("lexicon: %w", err)
		}
		src.Name, src.Data = path, data
	}
	src.Sum, _ = lexicon.SourceHash(bytes.NewReader(src.Data))
	return src, nil
}

// readList reads the file at path, at most [lexicon.MaxTextBytes]: a
// device or a pipe, whose size the file system does not tell, is bounded
// as a file is.
func readList(path string) ([]byte, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	data, err := bounded.ReadAll(file, lexicon.MaxTextBytes)
	if _, ok := errors.AsType[*bounded.TooLargeError](err); ok {
		return nil, fmt.Errorf("%s: not a word list: %w of text", path, err)
	}
	return data, err
}

// Dir returns the cache directory: $ARBITER_CACHE as getenv reads it, else
// the user cache directory's arbiter folder; "" when there is none.
func Dir(getenv func(string) string) string {
	if dir := getenv("ARBITER_CACHE"); dir != "" {
		return dir
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "arbiter")
}

// Cache compiles word lists into graphs and keeps each graph in Dir, named
// by the SHA-256 of the list and the alphabet, so that a list is compiled
// once per machine.
type Cache struct {
	// Dir is the cache directory ([Dir]); "" compiles without caching.
	Dir string
	// Compiling, if set, is called before src is compiled for rs: it may
	// return list wrapped (to show progress as it is read) and returns the
	// function called with the outcome once the compilation ends.
	Compiling func(src Source, rs *scoring.RuleSet, list io.Reader) (io.Reader, func(lexicon.Stats, error))
	// Warn, if set, is told of a cached graph that could not be read or
	// written: the list is compiled all the same.
	Warn func(error)
}

// Path returns where the graph of the list of SHA-256 sum is cached for
// rs: "" without a cache directory. The name carries the graph format's
// version ([lexicon.FormatVersion]), so that builds reading different
// versions each keep their own graph.
func (c *Cache) Path(rs *scoring.RuleSet, sum [32]byte) string {
	if c.Dir == "" {
		return ""
	}
	return filepath.Join(c.Dir, fmt.Sprintf("%s-%s-v%d.graph", hex.EncodeToString(sum[:]), lexicon.Alphabet(rs), lexicon.FormatVersion))
}

// Lookup returns the cached graph of the list of SHA-256 sum for rs, and
// whether there is one.
func (c *Cache) Lookup(rs *scoring.RuleSet, sum [32]byte) (*lexicon.Graph, bool) {
	g, err := c.lookup(rs, sum)
	return g, err == nil
}

// lookup reads the cached graph of sum for rs; an error wrapping
// [os.ErrNotExist] when there is none.
func (c *Cache) lookup(rs *scoring.RuleSet, sum [32]byte) (*lexicon.Graph, error) {
	path := c.Path(rs, sum)
	if path == "" {
		return nil, os.ErrNotExist
	}
	g, err := ReadGraph(path)
	if err != nil {
		return nil, err
	}
	if g.Source() != sum || g.Alphabet() != lexicon.Alphabet(rs) {
		return nil, fmt.Errorf("%s: not the graph of its name", path)
	}
	return g, nil
}

// Open returns the word graph of src ([ReadSource]) for rs: from the cache,
// or else compiled (and cached). src may also be a compiled graph file,
// whose alphabet must be rs's. The stats are those of a compilation: zero
// when none was needed.
func (c *Cache) Open(rs *scoring.RuleSet, src Source) (*lexicon.Graph, lexicon.Stats, error) {
	if src.IsGraph() {
		g, err := lexicon.Read(bytes.NewReader(src.Data))
		if err != nil {
			return nil, lexicon.Stats{}, fmt.Errorf("%s: %w", src.Name, err)
		}
		if want := lexicon.Alphabet(rs); g.Alphabet() != want {
			return nil, lexicon.Stats{}, fmt.Errorf("%s was compiled for the alphabet %s, the %s rule set needs %s: compile the list again",
				src.Name, g.Alphabet(), rs.Name, want)
		}
		return g, lexicon.Stats{}, nil
	}
	g, err := c.lookup(rs, src.Sum)
	switch {
	case err == nil:
		return g, lexicon.Stats{}, nil
	case !errors.Is(err, os.ErrNotExist) && c.Warn != nil:
		c.Warn(fmt.Errorf("ignoring the cached graph: %w", err))
	}
	return c.Compile(rs, src)
}

// Compile compiles the word list src for rs and caches the graph.
func (c *Cache) Compile(rs *scoring.RuleSet, src Source) (*lexicon.Graph, lexicon.Stats, error) {
	var list io.Reader = bytes.NewReader(src.Data)
	done := func(lexicon.Stats, error) {}
	if c.Compiling != nil {
		list, done = c.Compiling(src, rs, list)
	}
	g, st, err := lexicon.Compile(list, rs)
	done(st, err)
	if err != nil {
		return nil, st, fmt.Errorf("%s: %w", src.Name, err)
	}
	if path := c.Path(rs, src.Sum); path != "" {
		if err := WriteGraph(g, path); err != nil && c.Warn != nil {
			c.Warn(fmt.Errorf("cannot cache the graph: %w", err))
		}
	}
	return g, st, nil
}

// ReadGraph loads the compiled graph file at path.
func ReadGraph(path string) (*lexicon.Graph, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	g, err := lexicon.Read(file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return g, nil
}

// WriteGraph writes g to path through a temporary file beside it, synced
// and renamed over path, so that a reader never sees half a graph.
func WriteGraph(g *lexicon.Graph, path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.partial")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = g.WriteTo(tmp)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
