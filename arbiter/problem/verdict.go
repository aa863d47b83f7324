package problem

import "arbiter/scoring"

// Status is what became of a move or a claimed scrabble.
type Status string

// A move stands (valid), is not legal (refused: it scores 0), or was legal
// but no longer stands (cancelled, RULES §9.1, §9.4). A claim made twice
// counts once (duplicate, RULES §9.6).
const (
	StatusValid     Status = "valid"
	StatusRefused   Status = "refused"
	StatusCancelled Status = "cancelled"
	StatusDuplicate Status = "duplicate"
)

// The reasons of RULES §9 that are not refusals of package scoring (whose
// codes, such as not_in_lexicon, are used as they are).
const (
	// ReasonRestsOn: the move is legal on the board of every move laid, but
	// not on the board of the moves that stand (RULES §9.1's cascade).
	ReasonRestsOn = "rests_on_refused"
	// ReasonOutOfString: Integral pe sir, the move's tiles are not the
	// string's next letters (RULES §9.4).
	ReasonOutOfString = "out_of_string_order"
	// ReasonAfterBreak: Integral pe sir, an earlier move broke the string.
	ReasonAfterBreak = "after_string_break"
	// ReasonNoSuchGroup, ReasonGroupUsed, ReasonGroupOrder: Serie de maxime
	// and N-Scrabble, a move naming no group of the problem, a group played
	// before, or (imposed order) a group before one already played.
	ReasonNoSuchGroup = "no_such_group"
	ReasonGroupUsed   = "group_used"
	ReasonGroupOrder  = "group_order"
	// ReasonTooManyVowels: the consonant variant of Serie de maxime and
	// N-Scrabble, a move placing more vowels of the pool than its group
	// lacks to make 7 letters (RULES §9.5, §9.9).
	ReasonTooManyVowels = "too_many_vowels"
	// ReasonNotScrabble: a claimed scrabble that does not place the whole
	// group (RULES §9.6).
	ReasonNotScrabble = "not_scrabble"
)

// Reasons returns every reason a verdict may give a move or a claim: the
// refusals of package scoring and those of RULES §9 above.
func Reasons() []string {
	var out []string
	for _, r := range []scoring.Refusal{scoring.ErrNotation, scoring.ErrInvalidLetter, scoring.ErrOffBoard, scoring.ErrWordTooShort,
		scoring.ErrIncompleteWord, scoring.ErrSquareMismatch, scoring.ErrNoTilesPlaced, scoring.ErrTooManyTiles,
		scoring.ErrCenterNotCovered, scoring.ErrFirstMoveTooShort, scoring.ErrNotConnected, scoring.ErrJokerLetterNotAllowed,
		scoring.ErrLetterNotInSet, scoring.ErrRackLacksLetter, scoring.ErrRackLacksJoker, scoring.ErrNotInLexicon} {
		out = append(out, string(r))
	}
	return append(out, ReasonRestsOn, ReasonOutOfString, ReasonAfterBreak, ReasonNoSuchGroup, ReasonGroupUsed,
		ReasonGroupOrder, ReasonTooManyVowels, ReasonNotScrabble)
}

// Warnings returns every technical warning a verdict may give.
func Warnings() []string {
	return []string{WarnMissingScore, WarnWrongScore, WarnUnmarkedJoker, WarnRefusedClaim}
}

// The technical warnings a sheet can earn (RULES §5, §9.1, §9.6).
const (
	WarnMissingScore  = "missing_score"
	WarnWrongScore    = "wrong_score"
	WarnUnmarkedJoker = "unmarked_joker"
	WarnRefusedClaim  = "refused_claim"
)

// MoveVerdict is the check of one move or claim.
type MoveVerdict struct {
	Move Move `json:"move"`
	// Read is the move as read on the player's board, position and word,
	// jokers in lower case ("" when it could not be read).
	Read   string `json:"read,omitempty"`
	Status Status `json:"status"`
	// Score is what the move counts (0 unless it stands; claims have none).
	Score int `json:"score,omitempty"`
	// Reason is why it is refused or cancelled (a scoring.Refusal's code or
	// one of the Reason constants), Culprit the word at fault.
	Reason  string `json:"reason,omitempty"`
	Culprit string `json:"culprit,omitempty"`
	// Warnings are its technical warnings.
	Warnings []string `json:"warnings,omitempty"`
}

// Verdict is the check of a whole sheet.
type Verdict struct {
	Kind Kind `json:"kind"`
	// Rounds are the verdicts of the integral family's moves and
	// incomplet's construction, as the sheet groups them; Moves those of
	// Serie de maxime and N-Scrabble; Claims those of the scrabbles listed.
	Rounds [][]MoveVerdict `json:"rounds,omitempty"`
	Moves  []MoveVerdict   `json:"moves,omitempty"`
	Claims []MoveVerdict   `json:"claims,omitempty"`
	// Score is the sum of the moves that stand; Technical the technical
	// warnings; Penalty the points they cost (RULES §9.1: the integral
	// family and N-Scrabble); Total = Score − Penalty.
	Score     int `json:"score,omitempty"`
	Technical int `json:"technical,omitempty"`
	Penalty   int `json:"penalty,omitempty"`
	Total     int `json:"total,omitempty"`
	// Disciplinary counts the referee's disciplinary warnings of the
	// player, which a ranking adds to the check's verdict ([Verdict.Warned]);
	// a recorded verdict has none.
	Disciplinary int `json:"disciplinary,omitempty"`
	// Scores are the moves' scores in the order played, the ranking key of
	// Serie de maxime (RULES §9.5), whose warnings cost RankingPenalty
	// ranking points instead of points.
	Scores         []int `json:"scores,omitempty"`
	RankingPenalty int   `json:"ranking_penalty,omitempty"`
	// Found is the number of distinct scrabbles claimed that are valid,
	// Deducted what the warnings cost (RULES §9.6) and Solutions what
	// counts: Found − Deducted, at least 0.
	Found     int `json:"found,omitempty"`
	Deducted  int `json:"deducted,omitempty"`
	Solutions int `json:"solutions,omitempty"`
	// LettersUsed are the tiles incomplet's construction placed, in the
	// moves that stand: the tie-break of RULES §9.7.
	LettersUsed int `json:"letters_used,omitempty"`
	// RoundsFound are a Partida de Superscrabble's scrabbles found in each
	// round, round 1 first, in a whole game's verdict ([PartidaVerdict]).
	RoundsFound []int `json:"rounds_found,omitempty"`
}

// Deduction returns the solutions technical warnings cost in the
// Superscrabble kinds (RULES §9.6): one at the 4th, then one more for each
// further 3.
func Deduction(warnings int) int {
	if warnings < 4 {
		return 0
	}
	return 1 + (warnings-4)/3
}

// RankingPenalty returns the ranking points technical warnings cost in
// Serie de maxime (RULES §9.5): one for each from the 4th on.
func RankingPenalty(warnings int) int { return max(warnings-3, 0) }
