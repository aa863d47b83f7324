// Package duplicate holds the rules of the duplicate game and its variants
// (RULES §4, §5, §7): what may be done now in a game, and the decisions on
// its commands — the draw of a rack, the top, the slips and their
// adjudication, warnings, the close and cancelling of a round, the end —
// and the fold of its events into its rounds. Its events, and the tally
// that ranks its rounds, are package arbiter's, whose [arbiter.Round] is
// the snapshot's format and the Anticipation game's round as well.
package duplicate
