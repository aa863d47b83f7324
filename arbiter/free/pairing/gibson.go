package pairing

// Score is what Gibsonization reads of a player's standing: points (a win
// 2, a draw 1, counted in halves so that they stay integers) and spread.
type Score struct {
	Player  int
	Points2 int
	Spread  int
}

// Catches reports whether b can still finish level with or ahead of a
// (by points, then spread) over remaining games when a loses every one of
// them and b wins every one, each by spread points — the most a game is
// reckoned to swing (RULES §10.2, reading).
func Catches(b, a Score, remaining, spread int) bool {
	bp := b.Points2 + 2*remaining
	if bp != a.Points2 {
		return bp > a.Points2
	}
	return b.Spread+remaining*spread >= a.Spread-remaining*spread
}

// Gibsonized reports, for standings in ranking order, whether the leader
// is Gibsonized — nobody can catch them over the remaining rounds at the
// given spread per round — and, if so, which players are contenders: those
// who can still catch the best of the others (that player included). It
// returns false and nil when no round remains or the field is too small.
func Gibsonized(st []Score, remaining, spread int) (bool, []bool) {
	if remaining <= 0 || len(st) < 3 {
		return false, nil
	}
	for _, b := range st[1:] {
		if Catches(b, st[0], remaining, spread) {
			return false, nil
		}
	}
	contender := make([]bool, len(st))
	contender[1] = true
	for i := 2; i < len(st); i++ {
		contender[i] = Catches(st[i], st[1], remaining, spread)
	}
	return true, contender
}
