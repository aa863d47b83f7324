package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
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
		{"NoRules", []string{"new", "Cupa"}, "arbiter: --rules is required: one of ro, it, en, fr, or a rule-set .json file\n"},
		{"UnknownRules", []string{"new", "Cupa", "--rules", "xx"},
			"arbiter: unknown rule set \"xx\": use one of ro, it, en, fr, or a path to a rule-set .json file\n"},
		{"NoName", []string{"new", "--rules", "ro"}, "arbiter: accepts 1 arg(s), received 0\n"},
		{"BlankName", []string{"new", " ", "--rules", "ro", "--lexicon", testLexicon}, "arbiter: a tournament needs a name\n"},
		{"BlankLexicon", []string{"new", "Cupa", "--rules", "ro", "--lexicon", ""},
			"arbiter: --lexicon \"\" names no file: give the word list's path, or leave --lexicon out for the built-in list\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r.expect(tt.args, exitUsage, "", tt.want)
		})
	}
	// A refused tournament leaves no database behind: a later command
	// finds no file, not an empty tournament.
	if _, err := os.Stat(r.db); err == nil {
		t.Errorf("refused commands left %s behind", r.db)
	}
	if code, _, errOut := r.run("", "standings"); code != exitUsage {
		t.Errorf("standings after a refused new: exit %d, %q; want exit 2 (no such file)", code, errOut)
	}
	missing := filepath.Join(t.TempDir(), "none.txt")
	if code, _, _ := r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", missing); code != exitUsage {
		t.Errorf("new with a missing word list: exit %d, want %d", code, exitUsage)
	}
}

// TestNew_RuleSetFile: a rule set read from a file is recorded whole, so
// that later commands rebuild it from the log alone.
func TestNew_RuleSetFile(t *testing.T) {
	r := newRoom(t)
	rs, _ := scoring.Builtin("ro")
	rs.Name = "ro-club"
	data, err := json.Marshal(rs)
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "ro-club.json", string(data))
	out := r.must("new", "Cupa Club", "--rules", path, "--lexicon", testLexicon)
	if want := "tournament \"Cupa Club\" created: rules ro-club, lexicon " + testFingerprint(t) + "\n"; !strings.HasPrefix(out, want) {
		t.Errorf("new --rules %s: %q, want it to start %q", path, out, want)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	r.must("player", "add", "1", "POPESCU Ion")
	r.must("game", "start", "--seed", "7")
	r.expect([]string{"rack"}, exitOK, "round 1: CGINORR\n", "")
	if got := r.state().RuleSet.Name; got != "ro-club" {
		t.Errorf("rule set %q, want ro-club", got)
	}
}

// TestNew_LexiconChanged: a word list changed after the tournament was
// created is refused by every command that needs it.
func TestNew_LexiconChanged(t *testing.T) {
	r := newRoom(t)
	path := writeFile(t, "list.txt", "CAL\nCALM\nGRI\n")
	r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", path)
	r.must("player", "add", "1", "POPESCU Ion")
	r.must("game", "start", "--seed", "7")
	if err := os.WriteFile(path, []byte("CAL\nCALM\nGRI\nIGNOR\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := r.run("", "rack")
	want := "arbiter: the word list " + path + " is not the one the tournament was created with (sha256 "
	if code != exitRefused || !strings.Contains(errOut, want) {
		t.Errorf("rack with a changed word list: exit %d, stderr %q; want exit 1 and %q", code, errOut, want)
	}
	if got := len(r.records()); got != 3 {
		t.Errorf("%d events recorded, want 3", got)
	}
}

// TestNew_NotAWordList: a PDF (the ranking sheet, given by mistake as the
// word list) is refused with the count of lines skipped, and no tournament
// is created; so is a file larger than a word list can be.
func TestNew_NotAWordList(t *testing.T) {
	r := scoredRoom(t)
	pdf := filepath.Join(t.TempDir(), "ranking.pdf")
	r.must("report", "ranking", "--out", pdf)
	db := filepath.Join(t.TempDir(), "cupa.db")
	code, _, errOut := r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", pdf, "--db", db)
	if code != exitUsage || !strings.Contains(errOut, "not a word list: ") || !strings.Contains(errOut, " lines skipped (") {
		t.Errorf("new --lexicon ranking.pdf: exit %d, stderr %q; want exit 2 saying how many lines were skipped", code, errOut)
	}
	big := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, lexicon.MaxTextBytes+1); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", big, "--db", db)
	if code != exitUsage || !strings.Contains(errOut, "not a word list (at most 64 MiB of text)") {
		t.Errorf("new --lexicon of 64 MiB: exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("a refused word list created %s", db)
	}
}

// TestNew_BadDateOrRules: an impossible date, and a rule-set file with an
// unknown language or a tile worth 1e9, are refused (exit 2) naming the
// culprit, and nothing is recorded.
func TestNew_BadDateOrRules(t *testing.T) {
	r := newRoom(t)
	ro, _ := scoring.Builtin("ro")
	rules, err := json.Marshal(ro)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(rules, &m)
	m["language"] = "xx"
	lang, _ := json.Marshal(m)
	m["language"] = "ro"
	m["letters"].([]any)[0].(map[string]any)["value"] = 1e9
	value, _ := json.Marshal(m)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--rules", "ro", "--date", "2026-13-45"}, `date "2026-13-45" is not a calendar date written YYYY-MM-DD`},
		{[]string{"--rules", writeFile(t, "lang.json", string(lang))}, `language: must be one of ro, it, fr, en`},
		{[]string{"--rules", writeFile(t, "value.json", string(value))}, `letters[0].value: must be ≥ 0 and ≤ 100`},
	} {
		code, _, errOut := r.run("", append([]string{"new", "Cupa", "--lexicon", testLexicon}, tt.args...)...)
		if code != exitUsage || !strings.Contains(errOut, tt.want) {
			t.Errorf("new %v: exit %d, stderr %q; want exit 2 saying %q", tt.args, code, errOut, tt.want)
		}
	}
	if _, err := os.Stat(r.db); err == nil {
		t.Errorf("a refused tournament left %s behind", r.db)
	}
}

func TestNewNewCmd(t *testing.T) {
	checkFlagCases(t, newNewCmdRun, []flagCase[newOptions]{
		{name: "Everything", args: []string{"Cupa Bucureștiului", "--rules", "ro", "--date", "2026-11-29", "--referee", "Ana Pop",
			"--tie-break", "last-game", "--lexicon", "ro.txt", "--db", "cupa.db"},
			want: newOptions{DB: "cupa.db", Name: "Cupa Bucureștiului", Rules: "ro", LexiconPath: "ro.txt", Date: "2026-11-29", Referee: "Ana Pop", TieBreak: "last-game"}},
		{name: "NameOnly", args: []string{"Coppa"}, want: newOptions{Name: "Coppa"}},
		{name: "BlankLexicon", args: []string{"Coppa", "--rules", "it", "--lexicon", ""},
			wantErr: `--lexicon "" names no file: give the word list's path, or leave --lexicon out for the built-in list`, wantCode: exitUsage},
		{name: "NoName", args: []string{"--rules", "ro"}, wantErr: "accepts 1 arg(s), received 0"},
	})
}
