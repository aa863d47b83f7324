package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// tinyList is a small word list with mixed case, diacritics and bad lines.
const tinyList = "../../scoring/lexicon/testdata/tiny.txt"

// runLexicon runs `arbiter lexicon` with args and returns its status and output.
func runLexicon(tb testing.TB, args ...string) (exitCode, string, string) {
	tb.Helper()
	var out, errOut bytes.Buffer
	code := Main(append([]string{"lexicon"}, args...), &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
	return code, out.String(), errOut.String()
}

// useCache points the lexicon cache at a fresh directory and returns it.
func useCache(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("ARBITER_CACHE", dir)
	return dir
}

// tinySum returns the SHA-256 of the tiny list in hex.
func tinySum(tb testing.TB) string {
	tb.Helper()
	data, err := os.ReadFile(tinyList)
	if err != nil {
		tb.Fatal(err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// checkCompiled fails unless stderr is the progress line of compiling name
// into a graph of words, whatever the time it took.
func checkCompiled(tb testing.TB, stderr, name, rules string, words int) {
	tb.Helper()
	want := fmt.Sprintf("arbiter: compiling %s for %s (once; the graph is cached)... %d words in ", name, rules, words)
	if !strings.HasPrefix(stderr, want) || !strings.HasSuffix(stderr, "s\n") || strings.Count(stderr, "\n") != 1 {
		tb.Errorf("stderr:\ngot  %q\nwant %q + time + \"s\\n\"", stderr, want)
	}
}

func TestLexiconBuild(t *testing.T) {
	cache := useCache(t)
	out := filepath.Join(t.TempDir(), "tiny.graph")
	code, stdout, stderr := runLexicon(t, "build", tinyList, "--rules", "it", "--out", out)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	info := `format   2
words    12
nodes    82
bytes    516
alphabet ABCDEFGHILMNOPQRSTUVZ
sha256   ` + tinySum(t) + "\n"
	want := tinyList + `: 18 lines read
kept     12 words (2 duplicate lines once folded)
skipped  1 lines of fewer than 2 or more than 15 letters (first: "A")
skipped  3 lines with a character outside ABCDEFGHILMNOPQRSTUVZ (first: "ABCDEFGHIJKLMNOPQ")
written  ` + out + "\n" + info
	if diff := cmp.Diff(want, stdout); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
	checkCompiled(t, stderr, tinyList, "it", 12)

	if _, err := os.Stat(filepath.Join(cache, tinySum(t)+"-ABCDEFGHILMNOPQRSTUVZ-v2.graph")); err != nil {
		t.Errorf("the graph is not cached: %v", err)
	}
	code, stdout, stderr = runLexicon(t, "info", out)
	if code != exitOK || stderr != "" {
		t.Fatalf("info: exit %d, stderr %q", code, stderr)
	}
	if diff := cmp.Diff(info, stdout); diff != "" {
		t.Errorf("info stdout (-want +got):\n%s", diff)
	}

	// The written graph serves as --lexicon, for a rule set of its alphabet only.
	code, stdout, stderr = runLexicon(t, "check", "--rules", "it", "--lexicon", out, "moale")
	if code != exitOK || stdout != "moale (MOALE)\tvalid\n" || stderr != "" {
		t.Errorf("check with the graph file: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, _, stderr = runLexicon(t, "check", "--rules", "ro", "--lexicon", out, "MOALE")
	if want := "arbiter: " + out + " was compiled for the alphabet ABCDEFGHILMNOPQRSTUVZ, the ro rule set needs ABCDEFGHIJKLMNOPQRSTUVWXYZ: compile the list again\n"; code != exitUsage || stderr != want {
		t.Errorf("check with another alphabet: exit %d, stderr:\ngot  %q\nwant %q", code, stderr, want)
	}
}

// TestLexiconBuild_OutIsTheList checks that --out naming the list being
// compiled is refused and leaves the list as it was.
func TestLexiconBuild_OutIsTheList(t *testing.T) {
	useCache(t)
	list := filepath.Join(t.TempDir(), "loc5.txt")
	words := []byte("COLUMNA\nVAH\n")
	if err := os.WriteFile(list, words, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runLexicon(t, "build", list, "--rules", "ro", "--out", filepath.Dir(list)+"/./loc5.txt")
	want := "arbiter: lexicon build: --out " + filepath.Dir(list) + "/./loc5.txt would overwrite the word list being compiled: name the graph file otherwise (e.g. list.graph)\n"
	if code != exitUsage || stdout != "" || stderr != want {
		t.Errorf("exit %d, stdout %q, stderr:\ngot  %q\nwant %q", code, stdout, stderr, want)
	}
	if got, err := os.ReadFile(list); err != nil || !bytes.Equal(got, words) {
		t.Errorf("the list is now %q (%v), want %q", got, err, words)
	}
}

func TestLexiconCheck(t *testing.T) {
	useCache(t)
	tests := []struct {
		name       string
		words      []string
		wantCode   exitCode
		wantStdout string
		wantErr    string
	}{
		{"AllValid", []string{"COLUMNA", "șah", "Lună"}, exitOK,
			"COLUMNA\tvalid\nșah (SAH)\tvalid\nLună (LUNA)\tvalid\n", ""},
		{"SomeNotValid", []string{"COLUMNA", "COLUMN", "A", "A-B", "ABCDEFGHIJKLMNOP"}, exitRefused,
			"COLUMNA\tvalid\nCOLUMN\tnot valid: not in the word list\nA\tnot valid: a word has 2 to 15 letters\n" +
				"A-B\tnot valid: a character outside ABCDEFGHIJKLMNOPQRSTUVWXYZ\nABCDEFGHIJKLMNOP\tnot valid: a word has 2 to 15 letters\n",
			"arbiter: 4 of 5 words not valid: COLUMN, A, A-B, ABCDEFGHIJKLMNOP\n"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runLexicon(t, append([]string{"check", "--rules", "ro", "--lexicon", tinyList}, tt.words...)...)
			if code != tt.wantCode {
				t.Errorf("exit %d, want %d", code, tt.wantCode)
			}
			if diff := cmp.Diff(tt.wantStdout, stdout); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			wantErr := tt.wantErr
			if i == 0 { // the first use compiles, later ones load the cache
				checkCompiled(t, strings.TrimSuffix(stderr, wantErr+"arbiter: "+tinyList+": skipped 3 lines (see 'arbiter lexicon build')\n"), tinyList, "ro", 13)
				return
			}
			if stderr != wantErr {
				t.Errorf("stderr:\ngot  %q\nwant %q", stderr, wantErr)
			}
		})
	}
}

func TestLexiconAnagram(t *testing.T) {
	useCache(t)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"AllTilesFirst", []string{"CAEL"}, "CALE\nCAL\nLAC\n"},
		{"Joker", []string{"ACL?"}, "CALe\nCAi\nCAL\nLAC\nmAC\noL\n"},
		{"Min", []string{"ACL?", "--min", "4"}, "CALe\n"},
		{"Nothing", []string{"XZ"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runLexicon(t, append([]string{"anagram", "--rules", "ro", "--lexicon", tinyList}, tt.args...)...)
			if code != exitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if diff := cmp.Diff(tt.want, stdout); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLexicon_Errors(t *testing.T) {
	cache := useCache(t)
	notAGraph := filepath.Join(t.TempDir(), "words.graph")
	if err := os.WriteFile(notAGraph, []byte("ARBGRAPH but no more"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		args     []string
		wantCode exitCode
		wantErr  string
	}{
		{"RulesRequired", []string{"check", "COLUMNA"}, exitUsage,
			"arbiter: --rules is required: one of ro, it, en, fr, or a rule-set .json file\n"},
		{"UnknownRules", []string{"anagram", "--rules", "xx", "AB"}, exitUsage,
			"arbiter: unknown rule set \"xx\": use one of ro, it, en, fr, or a path to a rule-set .json file\n"},
		{"NoEmbeddedList", []string{"check", "--rules", "en", "WORD"}, exitUsage,
			"arbiter: the en rule set has no embedded word list: give one with --lexicon FILE\n"},
		{"MissingList", []string{"check", "--rules", "ro", "--lexicon", "nowhere.txt", "WORD"}, exitUsage,
			"arbiter: lexicon: open nowhere.txt: no such file or directory\n"},
		{"BadRack", []string{"anagram", "--rules", "ro", "--lexicon", tinyList, "AB1"}, exitUsage,
			"arbiter: rack \"AB1\": '1' is neither a letter nor ? for a joker\n"},
		{"BadMin", []string{"anagram", "--rules", "ro", "--min", "0", "AB"}, exitUsage,
			"arbiter: --min 0: want 1 or more\n"},
		{"InfoNotAGraph", []string{"info", tinyList}, exitUsage,
			"arbiter: lexicon: " + tinyList + ": lexicon: not a valid compiled word graph: the file does not start with \"ARBGRAPH\"\n"},
		{"CorruptGraphLexicon", []string{"check", "--rules", "ro", "--lexicon", notAGraph, "AB"}, exitUsage,
			"arbiter: " + notAGraph + ": lexicon: not a valid compiled word graph: header: the file is truncated\n"},
		{"BuildGraph", []string{"build", "--rules", "ro", notAGraph}, exitUsage,
			"arbiter: " + notAGraph + " is already a compiled graph: use it with --lexicon\n"},
		{"BuildArgs", []string{"build", "--rules", "ro"}, exitUsage,
			"arbiter: accepts 1 arg(s), received 0\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runLexicon(t, tt.args...)
			if code != tt.wantCode || stdout != "" || stderr != tt.wantErr {
				t.Errorf("exit %d, stdout %q, stderr:\ngot  %q\nwant %q (exit %d)", code, stdout, stderr, tt.wantErr, tt.wantCode)
			}
		})
	}
	if entries, _ := os.ReadDir(cache); len(entries) != 0 {
		t.Errorf("failed commands left %d files in the cache", len(entries))
	}
}

func TestOpenLexicon_CorruptCache(t *testing.T) {
	cache := useCache(t)
	cached := filepath.Join(cache, tinySum(t)+"-ABCDEFGHIJKLMNOPQRSTUVWXYZ-v2.graph")
	if err := os.WriteFile(cached, []byte("ARBGRAPH\x07"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runLexicon(t, "check", "--rules", "ro", "--lexicon", tinyList, "CALE")
	if code != exitOK || stdout != "CALE\tvalid\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	warning := "arbiter: ignoring the cached graph: " + cached + ": lexicon: not a valid compiled word graph: header: the file is truncated\n"
	skipped := "arbiter: " + tinyList + ": skipped 3 lines (see 'arbiter lexicon build')\n"
	if !strings.HasPrefix(stderr, warning) || !strings.HasSuffix(stderr, skipped) {
		t.Fatalf("stderr:\ngot  %q\nwant %q, progress, %q", stderr, warning, skipped)
	}
	checkCompiled(t, strings.TrimSuffix(strings.TrimPrefix(stderr, warning), skipped), tinyList, "ro", 13)
	// The corrupt file was replaced: the next use only loads.
	if code, _, stderr := runLexicon(t, "check", "--rules", "ro", "--lexicon", tinyList, "CALE"); code != exitOK || stderr != "" {
		t.Errorf("second use: exit %d, stderr %q", code, stderr)
	}
}

// TestOpenLexicon_Embedded compiles the embedded ro list (seconds), then
// loads it from the cache.
func TestOpenLexicon_Embedded(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the embedded ro list takes seconds")
	}
	useCache(t)
	code, stdout, stderr := runLexicon(t, "check", "--rules", "ro", "COLUMNA", "CAL")
	if code != exitOK || stdout != "COLUMNA\tvalid\nCAL\tvalid\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	checkCompiled(t, stderr, "embedded ro-rospell.txt.gz", "ro", 1311244)
	code, stdout, stderr = runLexicon(t, "anagram", "--rules", "ro", "--min", "7", "ACLMNOU")
	if code != exitOK || stderr != "" || !strings.HasPrefix(stdout, "COLUMNA\n") {
		t.Errorf("anagram from the cache: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
