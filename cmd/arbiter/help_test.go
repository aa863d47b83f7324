package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
)

// TestEveryCommandHasAnExample walks the command tree: every command a
// referee runs shows an example in its --help.
func TestEveryCommandHasAnExample(t *testing.T) {
	f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Now: time.Now, Getenv: func(string) string { return "" }}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		if c.Runnable() && c.Name() != "help" && !strings.HasPrefix(c.CommandPath(), "arbiter completion") && c.Example == "" {
			t.Errorf("%q has no example in its help", c.CommandPath())
		}
	}
	walk(newRootCmd(f))
}

// TestHelpExitCodes prints the exit-code table that scripts rely on.
func TestHelpExitCodes(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := Main([]string{"help", "exit-codes"}, &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"0  done", "1  refused by the rules", "2  bad usage or input", "3  storage problem"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help exit-codes lacks %q:\n%s", want, out.String())
		}
	}
}

// TestUnknownFlagIsUsage checks that a wrong flag exits with status 2 and
// says which flag.
func TestUnknownFlagIsUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Main([]string{"solve", "--bogus"}, &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
	if code != exitUsage || !strings.Contains(errOut.String(), "--bogus") {
		t.Errorf("exit %d, stderr %q; want %d naming --bogus", code, errOut.String(), exitUsage)
	}
}

// TestJSONError checks that a command asked for --json reports its error as
// JSON with the stable code (STYLE §3), and the exit status is unchanged.
func TestJSONError(t *testing.T) {
	warmEmbedded(t)
	var out, errOut bytes.Buffer
	code := Main([]string{"solve", "--rules", "ro", "--moves", "H8 QQQ", "--rack", "AB", "--json"}, &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
	if code != exitRefused {
		t.Errorf("exit %d, want %d", code, exitRefused)
	}
	lines := strings.Split(strings.TrimSpace(errOut.String()), "\n")
	want := `{"error":{"code":"letter_not_in_set","message":"move 1, H8 QQQ: \"QQQ\" at H8 places 3 × Q, but the ro set holds 0"}}`
	if got := lines[len(lines)-1]; got != want {
		t.Errorf("last line of stderr:\ngot  %s\nwant %s", got, want)
	}
}
