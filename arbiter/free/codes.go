package free

import "arbiter/arbiter"

// The codes of the free game's refusals, beside the shared ones of
// package arbiter (not_found, invalid_input, conflict). Like those, a
// code is never renamed or reused.
const (
	// EInvalidSettings: a setting of the event is out of range or unknown.
	EInvalidSettings arbiter.Code = "invalid_settings"
	// ERoundNotPaired: the round named has not been paired yet.
	ERoundNotPaired arbiter.Code = "round_not_paired"
	// ENotPaired: the two players named were not paired in that round.
	ENotPaired arbiter.Code = "not_paired"
	// EScoreRange: a score is negative or above the event's maximum.
	EScoreRange arbiter.Code = "score_out_of_range"
	// EResultExists: the board has another result; a correction needs a
	// reason.
	EResultExists arbiter.Code = "result_exists"
	// EChecksum: the spread typed with the scores is not their difference.
	EChecksum arbiter.Code = "checksum_mismatch"
	// ERoundIncomplete: a round is to be paired while the one before still
	// has boards without a result.
	ERoundIncomplete arbiter.Code = "round_incomplete"
	// ERoundHasResults: a round with results cannot be paired again or
	// have its pairs changed.
	ERoundHasResults arbiter.Code = "round_has_results"
	// EWrongRound: the round named is not the one the action applies to
	// (pairing round 5 when round 3 is next, a round beyond the event's).
	EWrongRound arbiter.Code = "wrong_round"
	// EWithdrawn: the player has withdrawn from the event.
	EWithdrawn arbiter.Code = "player_withdrawn"
	// EReasonMissing: the action needs the referee's reason.
	EReasonMissing arbiter.Code = "reason_missing"
)
