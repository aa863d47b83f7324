package problem

import (
	"fmt"
	"strings"
)

// Kind is one of the composition problems of RULES §9 that a sheet solves.
type Kind string

// The kinds of problem a sheet may solve (RULES §9.2–§9.9).
const (
	Integral      Kind = "integral"
	Partial       Kind = "partial"
	Sir           Kind = "sir"
	Maxime        Kind = "maxime"
	Superscrabble Kind = "superscrabble"
	Incomplet     Kind = "incomplet"
	NScrabble     Kind = "nscrabble"
	// PartidaSuperscrabble is a game of Superscrabble rounds (RULES §9.8):
	// a sheet of it is one round's, read and checked as Superscrabble's.
	PartidaSuperscrabble Kind = "partida-superscrabble"
)

// Kinds returns every kind, in the order of RULES §9.
func Kinds() []Kind {
	return []Kind{Integral, Partial, Sir, Maxime, Superscrabble, Incomplet, PartidaSuperscrabble, NScrabble}
}

// ParseKind reads a kind's name (case and blanks ignored).
func ParseKind(s string) (Kind, error) {
	k := Kind(strings.ToLower(strings.TrimSpace(s)))
	for _, known := range Kinds() {
		if k == known {
			return k, nil
		}
	}
	var names []string
	for _, known := range Kinds() {
		names = append(names, string(known))
	}
	return "", fmt.Errorf("unknown discipline %q: one of %s", s, strings.Join(names, ", "))
}

// Article returns k's name after "a" or "an", as English writes it: "an
// integral", "a sir".
func (k Kind) Article() string {
	if strings.ContainsRune("aeiou", rune(k[0])) {
		return "an " + string(k)
	}
	return "a " + string(k)
}

// sequence reports whether a solution of k is a sequence of moves from the
// empty board scored by their total (RULES §9.2–§9.5, §9.9).
func (k Kind) sequence() bool { return !k.OnBoard() }

// grouped reports whether k's moves each name one of the problem's groups
// of 7 (RULES §9.5, §9.9).
func (k Kind) grouped() bool { return k == Maxime || k == NScrabble }

// claims reports whether a solution of k lists scrabbles (RULES §9.6, §9.7).
func (k Kind) claims() bool { return k.OnBoard() || k == Incomplet }

// OnBoard reports whether a problem of k gives a board with words on it
// and a group (RULES §9.6, §9.8).
func (k Kind) OnBoard() bool { return k == Superscrabble || k == PartidaSuperscrabble }

// Measure is what the solutions of a kind of problem are ranked by (RULES
// §9.1–§9.9), so also which figures of a verdict the sheets and files show.
type Measure int

// The three measures of RULES §9.
const (
	// ByTotal ranks by the moves' total less the warnings' penalty (the
	// integral family and N-Scrabble, RULES §9.1).
	ByTotal Measure = iota
	// ByRankingPoints ranks by Serie de maxime's ranking points, given by
	// the moves' scores in order (RULES §9.5).
	ByRankingPoints
	// BySolutions ranks by the scrabbles that count: those found less those
	// the warnings cost (RULES §9.6–§9.8).
	BySolutions
)

// Measure returns what the solutions of k are ranked by.
func (k Kind) Measure() Measure {
	switch {
	case k == Maxime:
		return ByRankingPoints
	case k.claims():
		return BySolutions
	}
	return ByTotal
}

// CountsLetters reports whether equal solutions of k rank by the fewer
// letters used (incomplet, RULES §9.7).
func (k Kind) CountsLetters() bool { return k == Incomplet }

// InRounds reports whether a problem of k is played in rounds, each with a
// board of its own (the Partida de Superscrabble, RULES §9.8).
func (k Kind) InRounds() bool { return k == PartidaSuperscrabble }
