package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	web "arbiter/cmd/arbiter/room"
)

// TestAttack plays one round as a careless or hostile room would and checks
// after each blow that nothing recorded is lost: names with emoji and a
// formula, two assistants typing slips at once, a full disk under a sheet,
// a copy read from read-only media, a backup restored beside a stale
// -wal file, the careless blows of attackCareless, and a prepared game
// forged on its way to the centres. Each blow has its own test elsewhere;
// this one runs them on one tournament, in order.
func TestAttack(t *testing.T) {
	r := playing(t)

	// Names: an emoji is refused by name and records nothing; a name a
	// spreadsheet would run is recorded and exported as text.
	if code, _, errOut := r.run("", "player", "add", "4", "POPESCU 🎲"); code != exitUsage || !strings.Contains(errOut, "U+1F3B2") {
		t.Errorf("player with an emoji: exit %d, %q; want exit 2 naming the character", code, errOut)
	}
	r.must("player", "add", "4", "=HYPERLINK(\"http://x.example\";\"Ana\")")
	if n := len(r.state().Players); n != 4 {
		t.Fatalf("%d players after the names, want 4", n)
	}

	// Two assistants type the slips of the round at once.
	var wg sync.WaitGroup
	errs := make(chan string, 2)
	for _, in := range []string{"1 H4 IGNOR 28\n3 H8 GROI 10\n", "2 H8 IGNOR 25\n4 -\n"} {
		wg.Go(func() {
			if code, _, errOut := r.run(in, "slips", "enter"); code != exitOK {
				errs <- fmt.Sprintf("slips enter: exit %d: %s", code, errOut)
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	r.must("round", "close")
	r.must("verify")
	round := r.state().CurrentGame().Rounds[0]
	if n := len(round.Slips); n != 4 {
		t.Fatalf("round 1 holds slips of %d tables, want 4", n)
	}

	// The export neutralises the formula.
	recs, err := csv.NewReader(strings.NewReader(r.must("export", "ranking"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range recs[1:] {
		if strings.HasPrefix(rec[2], "=") {
			t.Errorf("the export holds the formula %q raw", rec[2])
		}
	}

	// A full disk under the ranking sheet leaves the good one whole.
	dir := t.TempDir()
	sheet := filepath.Join(dir, "ranking.csv")
	r.must("export", "ranking", "--out", sheet)
	good, _ := os.ReadFile(sheet)
	r.must("slip", "4", "H4", "IGNOR", "28", "--round", "1") // the next export differs
	child := childCmd(t, false, "export", "ranking", "--out", sheet, "--db", r.db)
	child.Env = append(child.Env, fsizeEnv+"=100")
	if out, err := child.CombinedOutput(); child.ProcessState.ExitCode() != int(exitStorage) {
		t.Errorf("export on a full disk: %v, %s; want exit 3", err, out)
	}
	if now, _ := os.ReadFile(sheet); !bytes.Equal(now, good) {
		t.Error("the full disk damaged the previous export")
	}

	// A copy on read-only media is read.
	usb := filepath.Join(publicDir(t), "usb")
	os.Mkdir(usb, 0o755)
	copyFile(t, r.db, filepath.Join(usb, "cupa.db"))
	os.Chmod(usb, 0o555)
	want := r.must("standings")
	if code, out, errOut := childRun(t, true, "standings", "--db", filepath.Join(usb, "cupa.db")); code != exitOK || out != want {
		t.Errorf("standings of a read-only copy: exit %d, %q, stderr %q", code, out, errOut)
	}

	// A backup restored beside the -wal of a later, killed command is
	// refused; moved away, the backup holds what it held.
	backup := filepath.Join(t.TempDir(), "backup.db")
	r.must("backup", backup)
	before := r.must("log", "--db", backup)
	r.must("slip", "2", "-", "--round", "1") // recorded after the backup
	wal := walOf(t, r.db, func() { r.must("slip", "3", "-", "--round", "1") })
	raw, _ := os.ReadFile(backup)
	os.WriteFile(r.db, raw, 0o644)
	os.WriteFile(r.db+"-wal", wal, 0o644)
	if code, _, errOut := r.run("", "standings"); code != exitStorage || !strings.Contains(errOut, "move "+r.db+"-wal") {
		t.Errorf("standings beside a stale -wal: exit %d, %q; want exit 3", code, errOut)
	}
	os.Rename(r.db+"-wal", r.db+"-wal.old")
	os.Remove(r.db + "-shm")
	if after := r.must("log"); after != before {
		t.Errorf("the restored tournament's log differs from the backup's:\n%s\nwant\n%s", after, before)
	}
	r.must("verify")

	t.Run("room codes in another case", func(t *testing.T) { attackRoomCodes(t, r) })
	t.Run("careless", func(t *testing.T) { attackCareless(t, r) })
	t.Run("forged prepared game", attackForgedPrepared)
	onCopy(t, r, attackForgedSnapshot)
	attackForgedEvent(t, r)
}

// attackRoomCodes: the room's codes given to serve in lower case
// (`--code secret12` once locked every laptop out) open the room typed in
// any case, and a wrong code still does not.
func attackRoomCodes(t *testing.T, r *room) {
	svc := openTestService(t, r)
	srv, err := web.New(web.Config{Referee: svc.Service, Code: "secret12", RefereeCode: "arbitru9"})
	if err != nil {
		t.Fatal(err)
	}
	site := httptest.NewServer(srv.Handler())
	defer site.Close()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tc := range []struct {
		code, operator string
		want           int
	}{
		{"SECRET12", "Ana", http.StatusSeeOther},
		{"Arbitru9", "Ion", http.StatusSeeOther},
		{"secret13", "Dan", http.StatusForbidden},
	} {
		res, err := client.PostForm(site.URL+"/login", url.Values{"code": {tc.code}, "operator": {tc.operator}})
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != tc.want {
			t.Errorf("login with %q: %d, want %d", tc.code, res.StatusCode, tc.want)
		}
	}
}
