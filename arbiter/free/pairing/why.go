package pairing

import (
	"fmt"
	"strings"
)

// String says why a pair was chosen, for `arbiter pair --explain`: the
// ranks, the games the two played before, the repeats avoided, Gibson,
// the bye, a reserved board.
func (w Why) String() string {
	if w.Bye {
		return fmt.Sprintf("the bye: ranked %d, the lowest of those with the fewest byes", w.StartRank)
	}
	parts := []string{fmt.Sprintf("ranked %d and %d", w.StartRank, w.ReplyRank)}
	if w.Met > 0 {
		parts = append(parts, fmt.Sprintf("met %d %s before: a repeat no pairing could avoid", w.Met, plural(w.Met, "time")))
	} else {
		parts = append(parts, "never met")
	}
	for _, a := range w.Avoided {
		parts = append(parts, fmt.Sprintf("%d had met %d, ranked nearer", a[0], a[1]))
	}
	if w.Gibson {
		parts = append(parts, "Gibson: a leader nobody can catch plays a player out of contention")
	}
	if w.Reserved {
		parts = append(parts, "a player's reserved board")
	}
	return strings.Join(parts, "; ")
}

// plural returns noun for n = 1, else noun + "s".
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}
