// Package free holds the rules of a tournament of free games (RULES §10):
// head-to-head games paired round by round, their results, and the
// standings, as a pure state machine. It does no I/O, reads no clock and
// holds no globals.
//
// An event opens with [Start] (its [Settings], defaults filled in by
// [Settings.WithDefaults], and its field of [Entry] values, players by
// their numbers in the tournament). The referee's commands then go
// through [Decide], which answers with events or an *arbiter.Error with a
// stable code (this package's codes in codes.go, or not_found,
// invalid_input, conflict); [Apply] folds an event into the [State] and
// [Replay] folds a whole log, byte for byte the state folded as it went:
//
//	evs, err := free.Decide(s, free.RecordResult{Round: 3, A: 7, ScoreA: 412, B: 12, ScoreB: 385})
//	for _, e := range evs {
//		s, err = free.Apply(s, e)
//	}
//
// The commands: [Start], [PairRound] (the next round by the event's system,
// or again while it has no result), [SetPairing] and [Swap] (by hand, with a
// reason), [RecordResult] (with an optional spread checksum; a different
// result is a correction with a reason), [Forfeit], [Enter] (a late entry)
// and [Withdraw]. The events each have a stored name, written once; [Events]
// lists every one with its decoder, for the registry of kinds, and
// [Encode] and [Decode] write and read them as JSON.
//
// A result may carry each side's time over the clock and the points it
// cost ([Overtime], typed as [ParseOvertime] reads it), the scores
// recorded after them. A board's game as recorded, its moves as text
// ([GameRecorded], [GameRecord]), is kept on its board for the exports;
// package scoresheet checks it ([State.GameOn] and [Playing] give the
// board and the event to other packages).
//
// The reads: [Standings] (wins, a draw half, then spread, then points for;
// or the FRS coefficient first), [Crosstable] (each player's opponents,
// starts and results per round) and [Missing] (the boards of a round still
// without a result), each after a given round. [ParseResult] and
// [ParsePair] read what the referee types ("7 412 12 385", "7 12", "9
// bye"), at most [MaxLine] bytes.
//
// The pairings themselves are package pairing's; the readings this package
// applies (late entry, withdrawal, forfeit, the bye, the draw, Gibson, the
// coefficient) are stated in RULES §10.2.
package free
