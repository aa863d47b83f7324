package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// referenceDir holds the command reference the repository keeps.
const referenceDir = "../../docs/commands"

// TestCommandReference: docs/commands is what `arbiter docs` writes from
// the commands as they are now, page for page and byte for byte, so a
// flag added, renamed or described anew without the reference fails here.
// -update writes the pages again.
func TestCommandReference(t *testing.T) {
	dir := t.TempDir()
	if code, out, errOut := runMain("docs", dir); code != exitOK || errOut != "" {
		t.Fatalf("arbiter docs: exit %d, %q %q", code, out, errOut)
	}
	if *update {
		if err := os.RemoveAll(referenceDir); err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(referenceDir, os.DirFS(dir)); err != nil {
			t.Fatal(err)
		}
	}
	got, want := readPages(t, dir), readPages(t, referenceDir)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs/commands differs from the program (go test ./cmd/arbiter -run TestCommandReference -update writes it) (-kept +program):\n%s", diff)
	}
}

// TestDocs_Man: --man writes one man page per page of the Markdown
// reference, each with its name, synopsis and options.
func TestDocs_Man(t *testing.T) {
	md, man := t.TempDir(), t.TempDir()
	runMain("docs", md)
	code, out, errOut := runMain("docs", "--man", man)
	if code != exitOK || errOut != "" {
		t.Fatalf("arbiter docs --man: exit %d, %q %q", code, out, errOut)
	}
	mdPages, manPages := readPages(t, md), readPages(t, man)
	if len(manPages) != len(mdPages) || len(manPages) < 30 {
		t.Fatalf("%d man pages for %d Markdown pages", len(manPages), len(mdPages))
	}
	if !strings.HasSuffix(out, fmt.Sprintf(": %d pages\n", len(manPages))) {
		t.Errorf("arbiter docs --man said %q for %d pages", out, len(manPages))
	}
	page := manPages["arbiter-slip.1"]
	for _, want := range []string{".TH \"ARBITER\" \"1\"", ".SH NAME", "arbiter-slip", ".SH SYNOPSIS", ".SH OPTIONS", "withdraw"} {
		if !strings.Contains(page, want) {
			t.Errorf("arbiter-slip.1 lacks %q", want)
		}
	}
}

// TestDocs_Refused: a DIR that cannot be made is a clear error, not a
// half-written reference.
func TestDocs_Refused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "taken")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runMain("docs", filepath.Join(file, "commands"))
	if code == exitOK || !strings.Contains(errOut, "taken") {
		t.Errorf("docs into a file's path: exit %d, %q", code, errOut)
	}
}

// readPages returns every file of dir by name.
func readPages(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	pages := make(map[string]string, len(entries))
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		pages[e.Name()] = string(b)
	}
	return pages
}
