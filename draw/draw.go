package draw

import (
	"fmt"
	"math/rand/v2"

	"arbiter/scoring"
)

// Reason says why a rack was rejected or refused. Reasons are stable codes:
// they are recorded with the events of a game and never renamed.
type Reason string

// The reasons a rack is rejected (RULES §4.2) or a manual rack refused.
const (
	// Minimum: the rack misses the round's vowel or consonant minimum.
	Minimum Reason = "minimum"
	// Triple: the rack holds three or more tiles of one letter and the
	// referee rejects such racks.
	Triple Reason = "triple"
	// NoMove: no legal move can be made with the rack.
	NoMove Reason = "no_move"
	// NotInBag: a typed letter is not among the tiles left.
	NotInBag Reason = "not_in_bag"
	// BadLetter: a typed character is not a letter of the tile set.
	BadLetter Reason = "bad_letter"
	// RackSize: the typed letters do not complete the rack.
	RackSize Reason = "rack_size"
)

// End says why a game is over (RULES §4.2); the empty End means it goes on.
type End string

// The ends of a game.
const (
	// Playing: the game goes on.
	Playing End = ""
	// AllPlayed: every tile has been played.
	AllPlayed End = "all_played"
	// NoVowel: the tiles left (bag and remainder) hold no vowel and no tile
	// that counts as either (a joker, a letter of rs.Either).
	NoVowel End = "no_vowel"
	// NoConsonant: the tiles left hold no consonant and no tile that counts
	// as either.
	NoConsonant End = "no_consonant"
	// NoMoveLeft: no move can be made with any combination of the tiles left.
	NoMoveLeft End = "no_move"
	// GaveUp: MaxAttempts racks in a row were rejected although the tiles
	// left could not be shown to be unplayable.
	GaveUp End = "gave_up"
)

// MaxAttempts bounds the racks drawn in one round before [Draw] gives up
// with [GaveUp]. It is never reached by the minimum or triple rules alone:
// they only ask for what the tiles left can give.
const MaxAttempts = 10000

// MaxCombinations bounds the distinct racks [Draw] tries, the first time in
// a round a drawn rack has no move, to decide whether any combination of the
// tiles left has one (if none has, the game ends) and whether the minimum or
// the triple rule leaves a rack that can be played (if not, it is waived).
// Above it the questions stay open and the round keeps drawing.
const MaxCombinations = 2000

// Options are the referee's choices for a draw.
type Options struct {
	// RejectTriples rejects racks with three or more tiles of one letter
	// (RULES §4.2), unless the tiles left cannot make a rack without them.
	RejectTriples bool
	// MoveExists reports whether a legal move can be made on the current
	// board with the tiles of rack (at most RackSize tiles). It must be a
	// function of rack: the same rack always gives the same answer. Nil
	// means a move always exists.
	MoveExists func(rack scoring.Rack) bool
}

// Requirement is the vowel/consonant minimum a round's rack must meet: the
// rule set's minimum for the round, lowered to what the tiles left can
// still satisfy (RULES §4.2, exception).
type Requirement struct {
	Vowels     int `json:"vowels"`
	Consonants int `json:"consonants"`
}

// Rejection is a rack that went back to the bag whole.
type Rejection struct {
	Rack      scoring.Rack `json:"rack"`      // every tile of the rack
	Remainder scoring.Rack `json:"remainder"` // the part kept from the previous round
	New       scoring.Rack `json:"new"`       // the part drawn from the bag
	Reason    Reason       `json:"reason"`
	Text      string       `json:"text"` // the reason in words, naming the culprit
	// Group is the Tactic group the rack was drawn for (1 or 2, RULES
	// §7.6), 0 for the single rack of the other games.
	Group int `json:"group,omitempty"`
}

// Forced is a manual rack accepted against a refusal, with the referee's reason.
type Forced struct {
	Reason Reason `json:"reason"` // the refusal overridden
	Text   string `json:"text"`   // the refusal in words
	Why    string `json:"why"`    // the referee's stated reason
}

// Result is the outcome of a round's draw.
type Result struct {
	Round       int         `json:"round"`
	Requirement Requirement `json:"requirement"`
	// Rack is the accepted rack, Remainder + New; empty when the game ends.
	Rack      scoring.Rack `json:"rack"`
	Remainder scoring.Rack `json:"remainder"`
	New       scoring.Rack `json:"new"`
	// Rack2 is Tactic's second group (RULES §7.6), Remainder2 + New2, with
	// its own Requirement2; empty in the other games.
	Rack2        scoring.Rack `json:"rack2,omitzero"`
	Remainder2   scoring.Rack `json:"remainder2,omitzero"`
	New2         scoring.Rack `json:"new2,omitzero"`
	Requirement2 Requirement  `json:"requirement2,omitzero"`
	// Bag is the bag after the draw: the tiles left minus Rack (and Rack2),
	// the stock of RULES §7.
	Bag scoring.Rack `json:"bag"`
	// Rejected lists, in order, every rack drawn and put back this round.
	Rejected []Rejection `json:"rejected,omitempty"`
	// Waived lists the rules ([Minimum], [Triple]) set aside this round
	// because no rack of the tiles left that keeps them has a move: rather
	// than draw for ever, the game goes on with a rack that can be played.
	Waived []Reason `json:"waived,omitempty"`
	// End is set when the game is over; EndText says why in words.
	End     End    `json:"end,omitempty"`
	EndText string `json:"end_text,omitempty"`
	// Forced is set when a manual rack was accepted against a refusal.
	Forced *Forced `json:"forced,omitempty"`
}

// Error is an invalid draw request or a refused manual rack. Reason says
// which rule refused it; [Error.Forcible] whether [Manual] may accept the
// rack anyway with a stated reason.
type Error struct {
	Round  int
	Input  string // the letters typed, or the remainder for a draw
	Reason Reason
	Text   string
	Err    error // the cause, if any
}

// Error names the round, the rack and what is wrong with it. Letters the
// rack parser refused are named by its own text, which quotes them itself.
func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("round %d: %s", e.Round, e.Text)
	}
	return fmt.Sprintf("round %d: rack %q: %s", e.Round, e.Input, e.Text)
}

// Unwrap returns the cause of e, if any.
func (e *Error) Unwrap() error { return e.Err }

// Forcible reports whether a referee may force a rack refused with e.
func (e *Error) Forcible() bool { return e.Reason == Minimum || e.Reason == NoMove }

// Draw draws the rack of round (1, 2, …) of the game with seed: the
// remainder kept from the previous round plus new tiles from bag (RULES
// §4.2). Racks that fail are put back whole and new ones drawn; each is
// listed in [Result.Rejected]. When the game is over, Result.End says why
// and Result.Rack is empty. The draw depends only on its arguments (see the
// package doc for the generator). The error is an *[Error] for a remainder
// longer than a rack or a round below 1.
func Draw(rs *scoring.RuleSet, seed uint64, round int, bag, remainder scoring.Rack, opts Options) (Result, error) {
	return drawSized(rs, rs.RackSize, seed, round, bag, remainder, opts)
}

// drawSized is [Draw] with racks of size tiles.
func drawSized(rs *scoring.RuleSet, size int, seed uint64, round int, bag, remainder scoring.Rack, opts Options) (Result, error) {
	res, left, err := start(rs, size, round, bag, remainder)
	if err != nil || res.End != Playing {
		return res, err
	}
	d := drawer{rs: rs, src: newSource(seed, round), res: &res, opts: opts}
	rack, drawn, kept := d.rack(left, remainder, bag, min(size, left.Len()), res.Requirement, 0)
	if res.End == Playing {
		res.Rack, res.Remainder, res.New, res.Bag = rack, kept, drawn, left.Minus(rack)
	}
	return res, nil
}

// drawer draws the racks of one round into res.
type drawer struct {
	rs   *scoring.RuleSet
	src  *rand.ChaCha8
	res  *Result
	opts Options
}

// rack draws a rack of n tiles out of left: keep (the remainder) plus new
// tiles of pool, meeting req (RULES §4.2). A rack that fails goes back whole
// and is listed in res.Rejected with group; the rules the tiles left cannot
// keep are waived, and res.End is set when no rack can be played or the
// draw gives up. It returns the rack, its new tiles and the part kept.
func (d *drawer) rack(left, keep, pool scoring.Rack, n int, req Requirement, group int) (rack, drawn, kept scoring.Rack) {
	rs, res, opts := d.rs, d.res, d.opts
	triples := opts.RejectTriples && tripleFree(rs, left, n, req)
	searched := false
	for range MaxAttempts {
		drawn = take(d.src, pool, n-keep.Len())
		rack = keep.Plus(drawn)
		reason, text := check(rs, req, rack, triples, opts.MoveExists)
		if reason == "" {
			return rack, drawn, keep
		}
		res.Rejected = append(res.Rejected, Rejection{Rack: rack, Remainder: keep, New: drawn, Reason: reason, Text: text, Group: group})
		keep, pool = scoring.Rack{}, left
		if reason != NoMove || searched {
			continue
		}
		searched = true
		found := search(rs, left, n, req, opts.MoveExists)
		switch {
		case !found.complete:
		case !found.any:
			res.End = NoMoveLeft
			res.EndText = fmt.Sprintf("no move can be made with any combination of the %d tiles left (%s)", left.Len(), left)
			return
		case !found.meeting:
			req = Requirement{}
			res.Waived = append(res.Waived, Minimum)
			if triples && !found.tripleOK {
				triples = false
				res.Waived = append(res.Waived, Triple)
			}
		case triples && !found.strict:
			triples = false
			res.Waived = append(res.Waived, Triple)
		}
	}
	res.End = GaveUp
	res.EndText = fmt.Sprintf("%d racks in a row were rejected from the tiles left (%s)", MaxAttempts, left)
	return
}

// start validates the round and the remainder of a draw of racks of size
// tiles and returns the tiles left (bag plus remainder) and the result so
// far: the game's end when it is over before drawing, else the round's
// requirement.
func start(rs *scoring.RuleSet, size, round int, bag, remainder scoring.Rack) (Result, scoring.Rack, error) {
	if round < 1 {
		return Result{}, bag, &Error{Round: round, Input: remainder.String(), Reason: RackSize, Text: "rounds are numbered from 1"}
	}
	if remainder.Len() > size {
		return Result{}, bag, &Error{Round: round, Input: remainder.String(), Reason: RackSize,
			Text: fmt.Sprintf("the remainder holds %d tiles, more than a rack of %d", remainder.Len(), size)}
	}
	left := bag.Plus(remainder)
	res := Result{Round: round, Bag: left}
	if res.End, res.EndText = over(rs, left); res.End == Playing {
		res.Requirement = require(rs, Minimums(rs, round), size, left)
	}
	return res, left, nil
}

// over says whether the game is over before drawing from the tiles left (RULES §4.2).
func over(rs *scoring.RuleSet, left scoring.Rack) (End, string) {
	if left.Len() == 0 {
		return AllPlayed, "every tile has been played"
	}
	v, c, e := split(rs, left)
	if v+e == 0 {
		return NoVowel, fmt.Sprintf("the tiles left (%s) hold no vowel", left)
	}
	if c+e == 0 {
		return NoConsonant, fmt.Sprintf("the tiles left (%s) hold no consonant", left)
	}
	return Playing, ""
}

// Kinds counts a rack's tiles by what they are for the vowel/consonant
// minimum (RULES §2): vowels, consonants, letters that count as either
// (rs.Either: Y in French) and jokers.
type Kinds struct {
	Vowels     int `json:"vowels"`
	Consonants int `json:"consonants"`
	Either     int `json:"either,omitempty"`
	Jokers     int `json:"jokers"`
}

// Count returns the kinds of the tiles of r under rs.
func Count(rs *scoring.RuleSet, r scoring.Rack) Kinds {
	k := Kinds{Jokers: r.Jokers()}
	for i := range 26 {
		switch n := int(r[i]); {
		case n == 0:
		case isIn(rs.Either, byte('A'+i)):
			k.Either += n
		case isIn(rs.Vowels, byte('A'+i)):
			k.Vowels += n
		default:
			k.Consonants += n
		}
	}
	return k
}

// split counts the vowels, the consonants and the tiles that count as either
// (jokers and rs.Either letters) of r (RULES §2).
func split(rs *scoring.RuleSet, r scoring.Rack) (vowels, consonants, either int) {
	k := Count(rs, r)
	return k.Vowels, k.Consonants, k.Either + k.Jokers
}

// isIn reports whether letter is one of the letters of set.
func isIn(set string, letter byte) bool {
	for i := range len(set) {
		if set[i] == letter {
			return true
		}
	}
	return false
}

// Minimums returns the rule set's vowel/consonant minimum for round (RULES
// §4.2): the last of rs.DrawMinimums that starts at or before round.
func Minimums(rs *scoring.RuleSet, round int) Requirement {
	var req Requirement
	from := 0
	for _, m := range rs.DrawMinimums {
		if m.FromRound <= round && m.FromRound >= from {
			req, from = Requirement{m.Vowels, m.Consonants}, m.FromRound
		}
	}
	return req
}

// Require returns what a rack of round must meet, given the tiles left
// (bag plus remainder): the round's [Minimums], each lowered as little as
// needed until some rack of the tiles left meets it (RULES §4.2, exception:
// one vowel left gives racks of one vowel and six consonants). When both
// must be lowered for a rack shorter than the minimums add up to, the larger
// is lowered first, consonants on a tie.
func Require(rs *scoring.RuleSet, round int, left scoring.Rack) Requirement {
	return require(rs, Minimums(rs, round), rs.RackSize, left)
}

// require lowers the minimum req of a rack of size tiles to what left can
// give (see [Require]).
func require(rs *scoring.RuleSet, req Requirement, size int, left scoring.Rack) Requirement {
	v, c, e := split(rs, left)
	req.Vowels = min(req.Vowels, v+e)
	req.Consonants = min(req.Consonants, c+e)
	n := min(size, left.Len())
	for !feasible(v, c, e, n, req) {
		if req.Consonants >= req.Vowels {
			req.Consonants--
		} else {
			req.Vowels--
		}
	}
	return req
}

// feasible reports whether some rack of n tiles out of v vowels, c
// consonants and e tiles that count as either meets req.
func feasible(v, c, e, n int, req Requirement) bool {
	for j := 0; j <= min(e, n); j++ {
		for i := 0; i <= min(v, n-j); i++ {
			if k := n - i - j; k <= c && meets(i, k, j, req) {
				return true
			}
		}
	}
	return false
}

// meets reports whether v vowels, c consonants and e tiles counting as either
// meet req, each of the e tiles counted once (RULES §2).
func meets(v, c, e int, req Requirement) bool {
	return v+e >= req.Vowels && c+e >= req.Consonants && v+c+e >= req.Vowels+req.Consonants
}

// tripleFree reports whether the tiles left can make a rack of n tiles that
// meets req without three tiles of one letter, so that rejecting triples
// cannot stall the game.
func tripleFree(rs *scoring.RuleSet, left scoring.Rack, n int, req Requirement) bool {
	var capped scoring.Rack
	for i, k := range left {
		capped[i] = min(k, 2)
	}
	v, c, e := split(rs, capped)
	return feasible(v, c, e, n, req)
}

// tripleLetter returns the first letter of rack with three or more tiles, or 0.
func tripleLetter(rack scoring.Rack) byte {
	for i := range 26 {
		if rack[i] >= 3 {
			return byte('A' + i)
		}
	}
	return 0
}

// check applies the rules of RULES §4.2 to a drawn rack in order: minimum,
// triples (when rejectTriples), a possible move. It returns the reason of
// the first that fails, or "".
func check(rs *scoring.RuleSet, req Requirement, rack scoring.Rack, rejectTriples bool, exists func(scoring.Rack) bool) (Reason, string) {
	if v, c, e := split(rs, rack); !meets(v, c, e, req) {
		return Minimum, fmt.Sprintf("%s holds vowels %d, consonants %d, either (joker) %d; the round needs vowels %d, consonants %d",
			rack, v, c, e, req.Vowels, req.Consonants)
	}
	if l := tripleLetter(rack); rejectTriples && l != 0 {
		return Triple, fmt.Sprintf("%s holds %d tiles %c", rack, rack.Count(l), l)
	}
	if exists != nil && !exists(rack) {
		return NoMove, fmt.Sprintf("no legal move can be made with %s", rack)
	}
	return "", ""
}
