package free

import (
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/free/pairing"
)

// Ranking is the order of the standings (RULES §10.2).
type Ranking string

// The rankings.
const (
	// ByWins is the international order: wins (a draw half), then spread,
	// then points for.
	ByWins Ranking = "wins"
	// ByCoefficient is the FRS order: the sum of the games' coefficients
	// (RULES §10.2, reading), then wins, spread and points for.
	ByCoefficient Ranking = "frs"
)

// Settings are a free-game event's settings, recorded when it starts.
// The zero value of a field means its default (see [Settings.WithDefaults]).
type Settings struct {
	// Rounds is the number of rounds; 0 takes the default by field size
	// ([DefaultRounds]).
	Rounds int `json:"rounds"`
	// First pairs round 1 (default by lot), Then the rounds after (default
	// Swiss).
	First pairing.System `json:"first"`
	Then  pairing.System `json:"then"`
	// KingOfTheHill pairs that many last rounds by King of the Hill.
	KingOfTheHill int `json:"king_of_the_hill,omitempty"`
	// Ranking orders the standings (default [ByWins]).
	Ranking Ranking `json:"ranking"`
	// ByeSpread is the spread a bye or a forfeit won counts (default 50).
	ByeSpread int `json:"bye_spread"`
	// Gibson turns Gibsonization on, reckoning GibsonSpread points of
	// spread per remaining round (default 200).
	Gibson       bool `json:"gibson,omitempty"`
	GibsonSpread int  `json:"gibson_spread,omitempty"`
	// RepeatLimit is how many times two players may meet before the
	// pairing treats one more game as the last resort (0: no limit beyond
	// avoiding repeats).
	RepeatLimit int `json:"repeat_limit,omitempty"`
	// SpreadCap caps the spread one game counts in the standings (0: none).
	SpreadCap int `json:"spread_cap,omitempty"`
	// MaxScore is the highest score a result may carry (default 1000):
	// above it a score is taken for a typing mistake.
	MaxScore int `json:"max_score"`
}

// Bounds of the settings.
const (
	MaxRounds    = 64
	maxSpreadArg = 10000
)

// DefaultRounds is the number of rounds for a field of n players (RULES
// §10.2): up to 16 players 5 rounds, 17–32 6, 33–64 7, over 64 8.
func DefaultRounds(n int) int {
	switch {
	case n <= 16:
		return 5
	case n <= 32:
		return 6
	case n <= 64:
		return 7
	}
	return 8
}

// WithDefaults returns s with every unset field given its default for a
// field of n players.
func (s Settings) WithDefaults(n int) Settings {
	if s.Rounds == 0 {
		s.Rounds = DefaultRounds(n)
	}
	if s.First == "" {
		s.First = pairing.Lot
	}
	if s.Then == "" {
		s.Then = pairing.Swiss
	}
	if s.Ranking == "" {
		s.Ranking = ByWins
	}
	if s.ByeSpread == 0 {
		s.ByeSpread = 50
	}
	if s.Gibson && s.GibsonSpread == 0 {
		s.GibsonSpread = 200
	}
	if s.MaxScore == 0 {
		s.MaxScore = 1000
	}
	return s
}

// Validate checks settings given their defaults: every error is an
// *arbiter.Error with code [EInvalidSettings] naming the setting.
func (s Settings) Validate() error {
	bad := func(format string, args ...any) error { return arbiter.Errorf(EInvalidSettings, format, args...) }
	switch {
	case s.Rounds < 1 || s.Rounds > MaxRounds:
		return bad("rounds: %d, want 1 to %d", s.Rounds, MaxRounds)
	case !slices.Contains(pairing.Systems(), s.First):
		return bad("pairing of round 1: unknown system %q (lot, swiss, roundrobin, koth)", s.First)
	case !slices.Contains(pairing.Systems(), s.Then):
		return bad("pairing after round 1: unknown system %q (lot, swiss, roundrobin, koth)", s.Then)
	case s.KingOfTheHill < 0 || s.KingOfTheHill > s.Rounds-1:
		return bad("King of the Hill rounds: %d, want 0 to %d (not round 1)", s.KingOfTheHill, s.Rounds-1)
	case s.Ranking != ByWins && s.Ranking != ByCoefficient:
		return bad("ranking: unknown order %q (wins, frs)", s.Ranking)
	case s.ByeSpread < 0 || s.ByeSpread > maxSpreadArg:
		return bad("bye spread: %d, want 0 to %d", s.ByeSpread, maxSpreadArg)
	case s.GibsonSpread < 0 || s.GibsonSpread > maxSpreadArg:
		return bad("Gibson spread per round: %d, want 0 to %d", s.GibsonSpread, maxSpreadArg)
	case s.RepeatLimit < 0 || s.RepeatLimit > MaxRounds:
		return bad("repeat limit: %d, want 0 to %d", s.RepeatLimit, MaxRounds)
	case s.SpreadCap < 0 || s.SpreadCap > maxSpreadArg:
		return bad("spread cap: %d, want 0 (none) to %d", s.SpreadCap, maxSpreadArg)
	case s.MaxScore < 1 || s.MaxScore > maxSpreadArg:
		return bad("maximum score: %d, want 1 to %d", s.MaxScore, maxSpreadArg)
	}
	return nil
}

// system returns the pairing system of round r.
func (s Settings) system(r int) pairing.System {
	switch {
	case r == 1:
		return s.First
	case r > s.Rounds-s.KingOfTheHill:
		return pairing.KingOfTheHill
	}
	return s.Then
}

// gibsonSpread is the spread per remaining round Gibsonization reckons,
// no more than a game may count.
func (s Settings) gibsonSpread() int {
	if s.SpreadCap > 0 {
		return min(s.GibsonSpread, s.SpreadCap)
	}
	return s.GibsonSpread
}
