package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// testFingerprint is what a tournament records of the test word list.
func testFingerprint(tb testing.TB) string {
	tb.Helper()
	data, err := os.ReadFile(testLexicon)
	if err != nil {
		tb.Fatal(err)
	}
	return fmt.Sprintf("%s sha256:%x", absPath(testLexicon), sha256.Sum256(data))
}

func TestNew(t *testing.T) {
	r := newRoom(t)
	r.expect([]string{"new", "Cupa Bucureștiului", "--rules", "ro", "--lexicon", testLexicon, "--date", "2026-11-29", "--referee", "Ana Pop"},
		exitOK,
		`tournament "Cupa Bucureștiului" created: date 2026-11-29, rules ro, lexicon `+testFingerprint(t)+", referee Ana Pop\n"+
			"recorded in "+r.db+"\n", "")
	r.expect([]string{"new", "Cupa Doi", "--rules", "ro", "--lexicon", testLexicon}, exitRefused, "",
		"arbiter: this database already holds the tournament \"Cupa Bucureștiului\"\n")
	if got := len(r.records()); got != 1 {
		t.Errorf("%d events recorded, want 1", got)
	}
}

func TestNew_Refused(t *testing.T) {
	r := newRoom(t)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"NoRules", []string{"new", "Cupa"}, "arbiter: required flag(s) \"rules\" not set\n"},
		{"UnknownRules", []string{"new", "Cupa", "--rules", "xx"},
			"arbiter: unknown rule set \"xx\": use one of ro, it, en, fr, or a path to a rule-set .json file\n"},
		{"NoName", []string{"new", "--rules", "ro"}, "arbiter: accepts 1 arg(s), received 0\n"},
		{"BlankName", []string{"new", " ", "--rules", "ro", "--lexicon", testLexicon}, "arbiter: a tournament needs a name\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r.expect(tt.args, exitUsage, "", tt.want)
		})
	}
	if _, err := os.Stat(r.db); err == nil && len(r.records()) != 0 {
		t.Errorf("refused commands recorded %d events", len(r.records()))
	}
	missing := filepath.Join(t.TempDir(), "none.txt")
	if code, _, _ := r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", missing); code != exitUsage {
		t.Errorf("new with a missing word list: exit %d, want %d", code, exitUsage)
	}
}
