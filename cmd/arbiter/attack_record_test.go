package main

import (
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"path/filepath"
	"strings"
	"testing"
)

// onCopy plays blow on a copy of r's tournament, which it leaves as it
// was for the blows after.
func onCopy(t *testing.T, r *room, blow func(*testing.T, *room)) {
	c := &room{tb: t, db: filepath.Join(t.TempDir(), "copy.db")}
	copyFile(t, r.db, c.db)
	t.Setenv("ARBITER_DB", c.db)
	blow(t, c)
	t.Setenv("ARBITER_DB", r.db)
}

// attackForgedEvent, a blow of [TestAttack] on its tournament r (round 1
// closed): the next round's top is changed in the file, the triggers
// dropped. Every command that records events refuses the log, naming the
// event, and records nothing after it, so that no snapshot a round close
// saves hides it; `serve` does not start.
func attackForgedEvent(t *testing.T, r *room) {
	r.must("rack")
	r.must("top")
	forgePayload(t, r.db, "game-1", `"choice":1`, `"choice":2`)
	checkWritersRefuse(t, r, "(top_chosen): hash mismatch")
}

// attackForgedSnapshot, a blow of [TestAttack] on its tournament r (round
// 1 closed, its snapshot saved): a line of the latest snapshot is
// rewritten (a player's name) and every digest an attacker can recompute
// is (the line's, the snapshot's), added as a new snapshot without
// touching a trigger. No reader prints it: the snapshot is not the one
// sealed in the chain, so they fold the log instead and say so. Changing
// the seal too breaks the chain there: every command refuses the log.
func attackForgedSnapshot(t *testing.T, r *room) {
	want := r.must("standings")
	raw, err := sql.Open("sqlite", r.db)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var hash, versions, list string
	var event, seal int64
	if err := raw.QueryRow(`SELECT event_id, hash, versions, CAST(state AS TEXT), seal_id FROM snapshots ORDER BY id DESC LIMIT 1`).
		Scan(&event, &hash, &versions, &list, &seal); err != nil {
		t.Fatal(err)
	}
	var old, line string
	for d := range strings.SplitSeq(list, "\n") {
		if raw.QueryRow(`SELECT CAST(line AS TEXT) FROM snapshot_lines WHERE digest = ? AND instr(line, 'POPESCU Ion') > 0`, d).Scan(&line) == nil {
			old = d
			break
		}
	}
	if old == "" {
		t.Fatal("no line of the snapshot names POPESCU Ion")
	}
	forged := []byte(strings.ReplaceAll(line, "POPESCU Ion", "FORGED Ion"))
	sum := sha256.Sum256(forged)
	digest := hex.EncodeToString(sum[:])
	list = strings.ReplaceAll(list, old, digest)
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`INSERT INTO snapshot_lines (digest, line) VALUES (?, ?)`, []any{digest, forged}},
		{`INSERT INTO snapshots (event_id, hash, versions, state, digest, seal_id) VALUES (?, ?, ?, ?, ?, ?)`,
			[]any{event, hash, versions, []byte(list), lengthPrefixedSHA256("", hash, "0", versions, list, ""), seal}},
	} {
		if _, err := raw.Exec(q.sql, q.args...); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errOut := r.run("", "standings")
	if code != exitOK || out != want || strings.Contains(out, "FORGED") || !strings.Contains(errOut, "is not the one sealed in the log") {
		t.Errorf("standings from a forged snapshot: exit %d, stdout %q, stderr %q; want the standings of the log, saying the snapshot is ignored", code, out, errOut)
	}

	var sealed string
	if err := raw.QueryRow(`SELECT CAST(payload AS TEXT) FROM events WHERE id = ?`, seal).Scan(&sealed); err != nil {
		t.Fatal(err)
	}
	forgePayload(t, r.db, "snapshot", sealed, `{"digest":"`+lengthPrefixedSHA256("", hash, "0", versions, list, "")+`"}`)
	checkWritersRefuse(t, r, "(snapshot_sealed): hash mismatch")
}

// lengthPrefixedSHA256 is the hex SHA-256 of fields, each preceded by its
// length as 8 big-endian bytes: how the store hashes its records and
// seals its snapshots, with no key, so that anyone may recompute it.
func lengthPrefixedSHA256(fields ...string) string {
	h := sha256.New()
	for _, f := range fields {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(f)))
		h.Write(n[:])
		h.Write([]byte(f))
	}
	return hex.EncodeToString(h.Sum(nil))
}
