// Package arbiter referees a duplicate Scrabble tournament as a pure state
// machine over recorded events (RULES §4–§7).
//
// Every referee action is a [Command]. [Decide] checks it against the
// [State] and the rules and returns the [Event]s that record it (or an
// *[Error] with a stable [Code]); the caller stores them (see [Store]) and
// folds them in with [Apply]. The state (board, bag, racks, tops, slips with
// their verdicts, warnings) is the fold of the events and nothing else:
// [Replay] rebuilds it from a log, [ReplayTournament] from the streams of a
// store, and Replay(evs[:k]) shows any earlier point. Standings, players'
// cards and round summaries are computed from the state
// ([State.Standings], [State.Card], [State.Rounds]).
//
// # Streams
//
// A store holds one tournament in several streams: [TournamentStream]
// ("tournament") for [TournamentCreated] and [PlayerRegistered], and one
// stream per game ([GameStream]: "game-1", "game-2", …) holding that game's
// events from its [GameStarted] on, so that sequence numbers count per
// game. [State.StreamFor] names the stream of each event Decide returns.
// Timestamps live in the store's [Record], never in events.
//
// # A round
//
// A round of the duplicate game, whose commands are package duplicate's:
//
//	DrawRack     → RackDrawn (or GameEnded when the tiles left end the game)
//	ChooseTop    → TopChosen (again, with Choice or Play, until the next rack)
//	EnterSlip    → SlipRecorded / SlipCorrected, with the verdict (RULES §5)
//	GiveWarning  → WarningGiven
//	WithdrawWarning → WarningWithdrawn
//	CloseRound   → RoundClosed
//
// The top is played on the board when the next rack is drawn. Slips of a
// closed round may still be entered or corrected (RULES §4.5); a round can
// be cancelled; a top can be marked invalid.
//
// # Purity
//
// Nothing here does I/O, reads the clock, logs or draws random numbers
// other than through the game's recorded seed (package draw). The move
// generator and the lexicon are passed in [Deps]; the rule set comes from
// the log.
package arbiter
