package main

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter/prepared"
)

// attackForgedPrepared: a prepared game changed and resealed on its way
// to every centre is played by all of them alike, so that the centres
// agree with each other; `merge` refuses them by the fingerprint the
// federation published and by its key, and merges the centres that played
// the federation's own file.
func attackForgedPrepared(t *testing.T) {
	dir := t.TempDir()
	r := newRoom(t)
	key := newKeyPair(t, r)
	file, _, pf := prepareFile(t, r, "--seed", "7", "--sign", key, "--event", "Simultan 2026")
	forged := forgePrepared(t, pf, nil, func(f *prepared.File) { f.Sheet.Total += 100 })
	a, b := centreRoom(t, forged, "1", "2"), centreRoom(t, forged, "11", "12")
	if code, _, errOut := r.run("", "merge", "iasi="+a.db, "cluj="+b.db, "--out", filepath.Join(dir, "unchecked.db")); code != exitOK {
		t.Fatalf("merge without a fingerprint or key: exit %d, %s", code, errOut)
	}
	for _, flags := range [][]string{{"--expect", pf.SHA256}, {"--trust", key + ".pub"}} {
		out := filepath.Join(dir, strings.TrimPrefix(flags[0], "--")+".db")
		code, _, errOut := r.run("", append([]string{"merge", "iasi=" + a.db, "cluj=" + b.db, "--out", out}, flags...)...)
		if code != exitRefused || !strings.Contains(errOut, "centre iasi: game 1") {
			t.Errorf("merge %v of centres that played a forged game: exit %d, %q; want exit 1 naming the centre and game", flags, code, errOut)
		}
	}
	c, d := centreRoom(t, file, "1", "2"), centreRoom(t, file, "11", "12")
	r.must("merge", "iasi="+c.db, "cluj="+d.db, "--out", filepath.Join(dir, "national.db"), "--expect", pf.SHA256, "--trust", key+".pub")
}
