package merge_test

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/merge"
)

// chain returns records of the streams given, in order, each hashed from
// the previous one's hash so that two chains with the same start share
// their hashes.
func chain(streams ...string) []arbiter.Record {
	recs := make([]arbiter.Record, len(streams))
	seq := map[string]int{}
	prev := ""
	for i, s := range streams {
		seq[s]++
		prev = fmt.Sprintf("%x", prev+s+fmt.Sprint(seq[s]))
		recs[i] = arbiter.Record{Stream: s, Seq: seq[s], Type: "player_registered", Hash: prev}
	}
	return recs
}

// TestLatest: a centre's database given twice is merged once; a
// correction, which continues the earlier chain, replaces it whichever is
// given first; two chains that part are refused, naming where.
func TestLatest(t *testing.T) {
	sent := merge.Database{Label: "IS", Name: "iasi.db", Records: chain("tournament", "tournament", "game-1")}
	again := merge.Database{Label: "IS", Name: "iasi-copy.db", Records: sent.Records}
	corrected := merge.Database{Label: "IS", Name: "iasi-2.db", Records: chain("tournament", "tournament", "game-1", "game-1", "game-1")}
	parted := merge.Database{Label: "IS", Name: "iasi-x.db", Records: chain("tournament", "game-1")}

	keep, note, err := merge.Latest(sent, again)
	if err != nil || keep.Name != "iasi.db" || note != "centre IS: iasi-copy.db is the same database as iasi.db: merged once" {
		t.Errorf("the same database: %s, %q, %v", keep.Name, note, err)
	}
	for _, pair := range [][2]merge.Database{{sent, corrected}, {corrected, sent}} {
		keep, note, err := merge.Latest(pair[0], pair[1])
		if err != nil || keep.Name != "iasi-2.db" || note != "centre IS: iasi-2.db continues iasi.db with 2 more events (corrections): it replaces it" {
			t.Errorf("%s then %s: %s, %q, %v", pair[0].Name, pair[1].Name, keep.Name, note, err)
		}
	}
	_, _, err = merge.Latest(sent, parted)
	if err == nil || err.Error() != "centre IS: iasi.db and iasi-x.db part at event game-1 #1: they are not one database and its correction; give only the one to merge" {
		t.Errorf("two chains that part: %v", err)
	}
}

// TestCopyOf: the same tournament given as two centres is refused; two
// centres' own tournaments and an empty database are not.
func TestCopyOf(t *testing.T) {
	iasi := merge.Database{Label: "IS", Name: "iasi.db", Records: chain("tournament", "game-1")}
	copied := merge.Database{Label: "CJ", Name: "cluj.db", Records: iasi.Records[:1]}
	cluj := merge.Database{Label: "CJ", Name: "cluj.db", Records: chain("game-1")}
	err := merge.CopyOf([]merge.Database{iasi}, copied)
	if err == nil || !strings.HasPrefix(err.Error(), "iasi.db (centre IS) and cluj.db (centre CJ) are copies of one tournament") {
		t.Errorf("a copy: %v", err)
	}
	for _, d := range []merge.Database{cluj, {Label: "TM", Name: "empty.db"}} {
		if err := merge.CopyOf([]merge.Database{iasi}, d); err != nil {
			t.Errorf("%s: %v", d.Name, err)
		}
	}
}

// TestStreams sorts a centre's records into the tournament's stream and
// each game's, leaves the snapshots' seals out, counts the players, and
// refuses a game stream out of order.
func TestStreams(t *testing.T) {
	d := merge.Database{Label: "IS", Records: chain("tournament", "game-1", "snapshot", "tournament", "game-2", "game-1")}
	c, err := d.Streams()
	if err != nil {
		t.Fatal(err)
	}
	if c.Label != "IS" || len(c.Tournament) != 2 || len(c.Games) != 2 || len(c.Games[0]) != 2 || len(c.Games[1]) != 1 || c.Games[0][1].Seq != 2 {
		t.Errorf("streams %+v", c)
	}
	if c.Players() != 2 {
		t.Errorf("%d players, want the tournament stream's 2", c.Players())
	}
	for _, stray := range []string{"game-3", "game-0", "game-01", "games"} {
		d := merge.Database{Label: "IS", Records: chain("tournament", "game-1", stray)}
		if _, err := d.Streams(); err == nil || err.Error() != fmt.Sprintf("centre IS: stream %q is neither the tournament's nor a game's in order", stray) {
			t.Errorf("stream %s: %v", stray, err)
		}
	}
}
