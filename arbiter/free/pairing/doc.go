// Package pairing pairs a round of a tournament of free games (RULES
// §10.2): by lot, Swiss, round robin (Berger tables) or King of the Hill,
// with Gibsonization, the bye, balanced starts and numbered boards.
//
// The caller lists the players to pair in the order of the standings, each
// an [Entrant] with what the pairing reads of their past (the opponents
// met, their starts and replies, their byes, a reserved board), and
// [Round] answers with the boards in order, from the top pairing down, and
// the bye of an odd field last:
//
//	pairs, err := pairing.Round(pairing.Request{System: pairing.Swiss, Entrants: es})
//
// The Swiss system is a minimum-cost perfect matching (Edmonds' blossom
// algorithm with dual variables, exact, O(n³)) over a cost documented in
// swiss.go and by [Cost]: pairs over the repeat limit first, then repeats,
// then a Gibsonized player facing a contender, then the squared rank
// distance. A repeat-free pairing is therefore chosen whenever one exists.
// [Gibsonized] says whether the leader can still be caught and who is in
// contention. Every [Pair] carries a [Why] for `pair --explain`.
//
// The package does no I/O, reads no clock and holds no globals: the lot's
// randomness comes in with the request.
package pairing
