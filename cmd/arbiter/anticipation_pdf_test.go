package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pdfFlowingText returns the text of the PDF at path, its blanks and line
// breaks folded to single spaces (a sentence wrapped over lines reads
// whole); the test is skipped without pdftotext (poppler-utils).
func pdfFlowingText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("%s is not a PDF: %v", path, err)
	}
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed: text check skipped")
	}
	text, err := exec.Command(tool, "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(string(text)), " ")
}

// containsAll reports the strings of want that text lacks.
func containsAll(t *testing.T, what, text string, want ...string) {
	t.Helper()
	for _, s := range want {
		if !strings.Contains(text, s) {
			t.Errorf("%s lacks %q:\n%s", what, s, text)
		}
	}
}

// `arbiter groups --pdf` writes the announcement sheet in the rule set's
// language (RULES §8.1, §8.8): Avocalica announces the consonants and
// prints the vowels of the pool; oarba's sheet names its player.
func TestGroups_PDF(t *testing.T) {
	warmEmbedded(t)
	dir := t.TempDir()
	pdf := filepath.Join(dir, "groups.pdf")
	code, out, errOut := runMain("groups", "--discipline", "avocalica", "--rules", "ro", "--seed", "3", "--pdf", pdf)
	if code != exitOK || !strings.HasPrefix(out, "announcement of the groups: wrote "+pdf+" (") {
		t.Fatalf("exit %d: %q %s", code, out, errOut)
	}
	containsAll(t, "avocalica", pdfFlowingText(t, pdf), "seed 3", "Anunțarea grupelor — avocalica", "Se anunță",
		"2 ACDDEER CDDR Constantin, Dumitru, Dumitru, Radu", "vocale din stoc:")
	code, _, errOut = runMain("groups", "--discipline", "oarba", "--rules", "ro", "--groups", typedGroups,
		"--player", "ȘERBAN Ana", "--pdf", pdf)
	if code != exitOK {
		t.Fatalf("oarba: exit %d: %s", code, errOut)
	}
	containsAll(t, "oarba", pdfFlowingText(t, pdf), "Anunțarea grupelor — oarba — ȘERBAN Ana", "15 ACMNRTT")
	cases := []struct {
		args    []string
		message string
	}{
		{[]string{"--seed", "3", "--pdf", " "}, "--pdf is blank"},
		{[]string{"--seed", "3", "--pdf", pdf, "--json"}, "[json pdf] were all set"},
		{[]string{"--seed", "3", "--player", "Ana"}, "--player names the player on the PDF: give --pdf FILE too"},
		{[]string{"--seed", "3", "--pdf", dir}, "is a directory"},
		{[]string{"--seed", "3", "--pdf", filepath.Join(dir, "no", "groups.pdf")}, "no such file or directory"},
	}
	for _, c := range cases {
		args := append([]string{"groups", "--discipline", "avocalica", "--rules", "ro"}, c.args...)
		if code, _, errOut := runMain(args...); code != exitUsage || !strings.Contains(errOut, c.message) {
			t.Errorf("%v: exit %d %q, want %d and %q", c.args, code, errOut, exitUsage, c.message)
		}
	}
}

// `arbiter check --pdf` prints a sheet's verdict (RULES §8.5, §8.7): the
// control grid and the card with every sentence in Romanian; a room's
// file gives the ranking and then each player's pages. A sheet that
// cannot be read writes no file.
func TestCheck_PDF(t *testing.T) {
	warmEmbedded(t)
	dir := t.TempDir()
	pdf := filepath.Join(dir, "ana.pdf")
	code, out, errOut := runMain("check", "--discipline", "anticipatie", "--rules", "ro",
		"--sheet", "testdata/check_anticipatie.json", "--pdf", pdf)
	if code != exitOK || !strings.HasPrefix(out, "verdict: wrote "+pdf) {
		t.Fatalf("exit %d: %q %s", code, out, errOut)
	}
	containsAll(t, "sheet", pdfFlowingText(t, pdf), "check_anticipatie.json", "Grila de control — anticipatie",
		"Fișa de anticipație — anticipatie", "8G BAR anulată: anulată de jucător", "G5 ARAB anulată: se sprijină în mod vital pe",
		"(anulează turul 1)", "PAS", "avertismente tehnice 0, avertismente disciplinare 0, penalizare 0, total 8")

	sheet, err := os.ReadFile("testdata/check_anticipatie.json")
	if err != nil {
		t.Fatal(err)
	}
	kept := strings.Replace(string(sheet), `"cancel":[1],`, "", 1)
	room := filepath.Join(dir, "room.json")
	if err := os.WriteFile(room, []byte(`{"discipline": "anticipatie", "entries": [{"player": "ȘERBAN Ana", "sheet": `+
		string(sheet)+`}, {"player": "POPESCU Dan", "sheet": `+kept+`}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runMain("check", "--discipline", "anticipatie", "--rules", "ro", "--sheet", room, "--pdf", pdf)
	if code != exitOK {
		t.Fatalf("room: exit %d: %s", code, errOut)
	}
	text := pdfFlowingText(t, pdf)
	containsAll(t, "room", text, "Clasament final — anticipatie", "1 POPESCU Dan 35 0 0 A, 0 D", "2 ȘERBAN Ana 8 0",
		"Fișa de anticipație — anticipatie — POPESCU Dan", "Fișa de anticipație — anticipatie — ȘERBAN Ana")
	if strings.Index(text, "— POPESCU Dan") > strings.Index(text, "— ȘERBAN Ana") {
		t.Errorf("the players' pages are not in the ranking's order:\n%s", text)
	}

	bad := filepath.Join(dir, "bad.pdf")
	cases := []struct {
		args    []string
		message string
	}{
		{[]string{"--discipline", "anticipatie", "--sheet", "testdata/check_anticipatie.json", "--pdf", ""}, "--pdf is blank"},
		{[]string{"--discipline", "anticipatie", "--sheet", "testdata/check_anticipatie.json", "--pdf", bad, "--json"}, "[json pdf] were all set"},
		{[]string{"--discipline", "integral", "--sheet", "testdata/check_anticipatie.json", "--pdf", bad}, "--pdf prints the anticipation games' and the free game's sheets only, not integral"},
		{[]string{"--discipline", "anticipatie", "--sheet", "-", "--pdf", bad}, "--sheet -"},
	}
	for _, c := range cases {
		args := append([]string{"check", "--rules", "ro"}, c.args...)
		if code, _, errOut := runMain(args...); code != exitUsage || !strings.Contains(errOut, c.message) {
			t.Errorf("%v: exit %d %q, want %d and %q", c.args, code, errOut, exitUsage, c.message)
		}
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Errorf("a refused check wrote %s: %v", bad, err)
	}
}
