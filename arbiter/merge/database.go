package merge

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/arbiter"
)

// Database is one centre's database read whole: the centre's label, the
// name the database was given by, and its records in the chain's order.
type Database struct {
	Label, Name string
	Records     []arbiter.Record
}

// CopyOf refuses d when its log begins as one of dbs does: two copies of
// one tournament (a file copied under another name) given as two centres.
func CopyOf(dbs []Database, d Database) error {
	for _, o := range dbs {
		if len(o.Records) > 0 && len(d.Records) > 0 && o.Records[0].Hash == d.Records[0].Hash {
			return fmt.Errorf("%s (centre %s) and %s (centre %s) are copies of one tournament: give each centre's database once, labelled LABEL=DB when its file name does not name the centre",
				o.Name, o.Label, d.Name, d.Label)
		}
	}
	return nil
}

// Latest returns which of two databases of one centre to merge and says
// why: the same chain is merged once; a chain that continues the other (a
// correction is new events) replaces it; two chains that part are refused.
func Latest(a, b Database) (Database, string, error) {
	short, long := a, b
	if len(a.Records) > len(b.Records) {
		short, long = b, a
	}
	for i, r := range short.Records {
		if long.Records[i].Hash != r.Hash {
			return Database{}, "", fmt.Errorf("centre %s: %s and %s part at event %s #%d: they are not one database and its correction; give only the one to merge",
				a.Label, a.Name, b.Name, r.Stream, r.Seq)
		}
	}
	if len(short.Records) == len(long.Records) {
		return a, fmt.Sprintf("centre %s: %s is the same database as %s: merged once", a.Label, b.Name, a.Name), nil
	}
	return long, fmt.Sprintf("centre %s: %s continues %s with %d more events (corrections): it replaces it",
		a.Label, long.Name, short.Name, len(long.Records)-len(short.Records)), nil
}

// Streams sorts the database's records into its tournament's and games'
// streams, leaving out the snapshots' seals; a stream that is neither the
// tournament's nor the next game's is an error.
func (d Database) Streams() (Centre, error) {
	out := Centre{Label: d.Label}
	for _, r := range d.Records {
		if r.Stream == arbiter.SnapshotStream {
			continue // a snapshot's seal, which folds to nothing
		}
		if r.Stream == arbiter.TournamentStream {
			out.Tournament = append(out.Tournament, r)
			continue
		}
		n, err := strconv.Atoi(strings.TrimPrefix(r.Stream, "game-"))
		if err != nil || n < 1 || n > len(out.Games)+1 || r.Stream != arbiter.GameStream(n) {
			return Centre{}, fmt.Errorf("centre %s: stream %q is neither the tournament's nor a game's in order", d.Label, r.Stream)
		}
		if n > len(out.Games) {
			out.Games = append(out.Games, nil)
		}
		out.Games[n-1] = append(out.Games[n-1], r)
	}
	return out, nil
}

// Players counts the players the centre registered.
func (c Centre) Players() int {
	n := 0
	for _, r := range c.Tournament {
		if r.Type == "player_registered" {
			n++
		}
	}
	return n
}
