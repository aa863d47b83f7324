package anticipation

// Finding is one thing the adjudication found about a move or a round, with
// its arguments, for a sheet to say in its own language. Kind is the stable
// code: a scoring.Refusal's code (not_in_lexicon, rack_lacks_letter, …), a
// technical warning (missing_score, wrong_score, unmarked_joker,
// missing_total, wrong_total, the codes of RULES §5 and §7.6), or one of the
// kinds below. Word is the culprit word or the move as read; Written the
// figure as declared and Real the real one; Round the round the finding
// names (the cancelled move's round, the round whose slip cancelled, the
// round of abandonment).
type Finding struct {
	Kind    string `json:"kind"`
	Word    string `json:"word,omitempty"`
	Written string `json:"written,omitempty"`
	Real    int    `json:"real,omitempty"`
	Round   int    `json:"round,omitempty"`
}

// The findings of RULES §8 that are neither refusals of package scoring nor
// the warnings of §5.
const (
	// KindCancelledByPlayer: the move was cancelled by "Anulez turul N"
	// written on round Round's slip.
	KindCancelledByPlayer = "cancelled_by_player"
	// KindRestsOn: the move rests vitally on round Round's move, which does
	// not stand (RULES §8.5).
	KindRestsOn = "rests_on_cancelled"
	// KindGap: the move's tiles are no longer in one line without a gap;
	// reported as KindRestsOn, which is its only cause.
	KindGap = "gap"
	// KindNotScrabble: Fond or Rezistenta, a move that does not place all 7
	// letters (RULES §8.9).
	KindNotScrabble = "not_scrabble"
	// KindTooManyVowels: Avocalica, a move with more vowels of the pool than
	// the group lacks to be complete (RULES §8.8).
	KindTooManyVowels = "too_many_vowels"
	// KindAbandoned: Rezistenta, the player abandoned in round Round and
	// plays no further (RULES §8.9).
	KindAbandoned = "abandoned"
	// KindNoMove: a slip with no move or PAS: 0 points, no warning.
	KindNoMove = "no_move"
	// KindControlGrid: the control grid not handed in, blank or with many
	// omissions, Word says which: a disciplinary warning (RULES §8.7).
	KindControlGrid = "control_grid"
	// KindRefereeWarning: a warning the referee gave, Word says why: among
	// a round's technical warnings, or a disciplinary one (RULES §6).
	KindRefereeWarning = "referee_warning"
)

// The technical warnings of a slip (RULES §5, §8.4); the same codes as the
// duplicate game's.
const (
	WarnMissingScore  = "missing_score"
	WarnWrongScore    = "wrong_score"
	WarnUnmarkedJoker = "unmarked_joker"
	WarnMissingTotal  = "missing_total"
	WarnWrongTotal    = "wrong_total"
)
