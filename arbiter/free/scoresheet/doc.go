// Package scoresheet checks a free game's record move by move (RULES
// §10.1): each play placed and scored on the board, each score written
// compared with the right one, the bag followed through exchanges (refused
// while it holds fewer than 7 tiles) and draws, challenges, and the game's
// end with its arithmetic for 2 to 4 players, so that the referee gets the
// corrected final scores and the result a tournament records.
//
// A [Record] is the players and their turns, typed as they are played or
// from a scoresheet afterwards ([ReadTyped], [FormatTyped]), or taken
// from a GCG file ([FromGCG]); [ToGCG] writes a checked game back with the
// right scores. [Check] plays it:
//
//	rules, _ := scoresheet.RulesFor("ro")
//	sheet, err := scoresheet.Check(rs, rules, lex, rec)
//	// sheet.Findings: a wrong score with the right one, a total that does
//	// not add up, a phony left on the board; sheet.Result: the ending, the
//	// final scores, the winner, the places and the spreads.
//
// The rule sets differ in numbers, not in code: [Rules] says how many
// passes end the game and whose, whether an unsuccessful challenge costs
// a turn, how many wrong plays lose, how many scoreless turns draw, the
// clock and its penalty ([RulesFor] gives those of ro, it, en and fr).
//
// [Judge] answers a challenge: one verdict for the whole play, never
// which word fails. [Analyse] sets each play of a record with racks beside
// the best-scoring play the rack allowed on that board (score only: no
// leave, no strategy).
//
// In a tournament, [RecordGame] records a board's game of the free-game
// event (package free) from its text ([Read], [FormatOf], [CheckRecord]),
// checked as [Check] does, and enters its result when asked; [Seats] says
// which of the board's players played each side. [ChargeOvertime] records
// a result with the points the rule set charges for each player's time
// over the clock ([Rules.Overtime]).
//
// A record that cannot be played (a move off the board or through a
// square that holds another letter, a rack the bag cannot hold, a turn
// out of order) is refused with an *[arbiter.Error] naming the line, the
// player and the reason. The package reads only the io.Reader it is given
// ([ReadTyped]); it reads no clock and holds no state between calls.
package scoresheet
