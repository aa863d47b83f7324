package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// attackCareless deals r the careless blows that once got through: a
// refused tournament that left a database behind, a backup over an
// existing file, a pasted line too long for a slips session, a results
// site exported on a full disk, and a top invalidated or a warning given
// on a cancelled round.
func attackCareless(t *testing.T, r *room) {
	empty := filepath.Join(t.TempDir(), "empty.db")
	if code, _, _ := r.run("", "new", "", "--rules", "ro", "--lexicon", testLexicon, "--db", empty); code == exitOK {
		t.Error(`new "" was accepted`)
	}
	if _, err := os.Stat(empty); err == nil {
		t.Errorf(`a refused new "" left %s behind`, empty)
	}

	backup := filepath.Join(t.TempDir(), "backup.db")
	r.must("backup", backup)
	if code, _, errOut := r.run("", "backup", backup); code != exitUsage {
		t.Errorf("backup over an existing file: exit %d, %q; want exit 2", code, errOut)
	}

	if code, _, errOut := r.run(strings.Repeat("9", 2*maxLine)+"\n1 -\n", "slips", "enter", "--round", "1"); code != exitUsage || !strings.Contains(errOut, "line 1: longer than 64 KiB") {
		t.Errorf("a long line in slips enter: exit %d, %q; want exit 2 naming line 1", code, errOut)
	}

	site := filepath.Join(t.TempDir(), "site")
	code, stderr, good := exportSiteOnFullDisk(t, r, site)
	if code != int(exitStorage) {
		t.Errorf("export site on a full disk: exit %d, %q; want exit 3", code, stderr)
	}
	if now, _ := os.ReadFile(filepath.Join(site, "index.html")); !bytes.Equal(now, good) {
		t.Error("the full disk damaged the earlier index page")
	}

	r.must("rack")
	r.must("top")
	round := r.state().CurrentGame().Current().Number
	r.must("round", "cancel", strconv.Itoa(round), "--reason", "wrong rack announced")
	for _, args := range [][]string{
		{"top", "--invalidate", strconv.Itoa(round), "--reason", "not a word"},
		{"warn", "1", "--disciplinary", "--round", strconv.Itoa(round), "--reason", "noise"},
	} {
		if code, _, errOut := r.run("", args...); code != exitRefused || !strings.Contains(errOut, "was cancelled") {
			t.Errorf("%s on a cancelled round: exit %d, %q; want exit 1", args[0], code, errOut)
		}
	}
}
