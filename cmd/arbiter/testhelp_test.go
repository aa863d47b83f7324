package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/spf13/cobra"

	"arbiter/store/postgres/pgtest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// testCache is the word-list cache of the test binary, set by TestMain.
var testCache string

// TestMain points the word-list cache of every command the tests run at one
// directory of the run, never the user's cache: whether that one is cold or
// warm changes nothing, and the embedded ro list is compiled at most once a
// run (by [warmEmbedded]). A test that watches compilations sets its own.
//
// A child process of a test uses the directory its parent names
// (childCacheEnv), which the parent removes: a child ends by os.Exit or
// is killed, and would leave a directory of its own behind.
func TestMain(m *testing.M) {
	if dir := os.Getenv(childCacheEnv); dir != "" {
		testCache = dir
		os.Setenv("ARBITER_CACHE", dir)
		os.Exit(pgtest.Run(m))
	}
	dir, err := os.MkdirTemp("", "arbiter-test-cache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testCache = dir
	os.Setenv("ARBITER_CACHE", dir)
	code := pgtest.Run(m)
	os.RemoveAll(dir)
	os.Exit(code)
}

// childCacheEnv names the word-list cache of a child process of a test.
const childCacheEnv = "ARBITER_TEST_CHILD_CACHE"

// warmEmbedded compiles the embedded ro list into the cache of the run, once,
// so that a test of a command using it sees nothing about compiling it.
func warmEmbedded(tb testing.TB) {
	tb.Helper()
	warmOnce.Do(func() {
		rs, _ := loadRuleSet("ro")
		f := &Factory{IO: &IOStreams{Out: io.Discard, ErrOut: io.Discard}, Getenv: func(string) string { return testCache }}
		_, warmErr = openLexicon(f, rs, "")
	})
	if warmErr != nil {
		tb.Fatal(warmErr)
	}
}

var (
	warmOnce sync.Once
	warmErr  error
)

// runMain runs arbiter with args (not on a terminal, with nothing on
// standard input) and returns its status, standard output and standard
// error.
func runMain(args ...string) (exitCode, string, string) {
	var out, errOut bytes.Buffer
	code := Main(args, &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
	return code, out.String(), errOut.String()
}

// reportGolden compares got with the file testdata/name, which it rewrites
// first under -update.
func reportGolden(tb testing.TB, name, got string) {
	tb.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("%v (go test -update writes it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		tb.Errorf("%s (-want +got):\n%s", name, diff)
	}
}

// checkFlags builds a command with newCmd and parses args with it, without
// doing any work: it checks the options the command's run function is given
// against want or, when wantErr is set, the command's error against wantErr.
// The options' dependencies (streams and functions) are not flags and are
// left out of the comparison.
func checkFlags[T any](t *testing.T, newCmd func(*Factory, func(*T) error) *cobra.Command, args []string, want T, wantErr string, wantCode exitCode) {
	t.Helper()
	var got *T
	f := &Factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}}
	cmd := newCmd(f, func(o *T) error { got = o; return nil })
	cmd.SetArgs(args)
	cmd.SetOut(&bytes.Buffer{})
	cmd.SetErr(&bytes.Buffer{})
	err := cmd.Execute()
	if wantErr != "" {
		if err == nil || err.Error() != wantErr {
			t.Fatalf("error:\ngot  %v\nwant %s", err, wantErr)
		}
		if wantCode != exitOK && exitCodeFor(err) != wantCode {
			t.Errorf("exit status %d, want %d", exitCodeFor(err), wantCode)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if got == nil {
		t.Fatalf("%v: the command did not run", args)
	}
	if diff := cmp.Diff(want, *got, ignoreDependencies); diff != "" {
		t.Errorf("options (-want +got):\n%s", diff)
	}
}

// flagCase is a command line of a flag test ([checkFlagCases]): the
// options it must give the command's run function, or its error and, when
// wantCode is set, the exit status the error gives.
type flagCase[T any] struct {
	name     string
	args     []string
	want     T
	wantErr  string
	wantCode exitCode
}

// checkFlagCases runs [checkFlags] on each case, in a subtest of its name.
func checkFlagCases[T any](t *testing.T, newCmd func(*Factory, func(*T) error) *cobra.Command, cases []flagCase[T]) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) { checkFlags(t, newCmd, tt.args, tt.want, tt.wantErr, tt.wantCode) })
	}
}

// ignoreDependencies leaves the streams and function fields of command
// options out of a comparison.
var ignoreDependencies = cmp.FilterPath(func(p cmp.Path) bool {
	t := p.Last().Type()
	return t.Kind() == reflect.Func || t == reflect.TypeFor[*IOStreams]()
}, cmp.Ignore())
