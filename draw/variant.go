package draw

import (
	"fmt"
	"strings"

	"arbiter/scoring"
)

// TacticMinimum is what each Tactic group must hold in every round (RULES
// §7.6): one vowel and one consonant, lowered to what its tiles left give.
var TacticMinimum = Requirement{Vowels: 1, Consonants: 1}

// DrawVariant draws the rack of round in a game of variant v (RULES §7): as
// [Draw], with racks of v.Drawn(rs.RackSize) tiles (6 in Completiv, 5 in
// Superjoker, 8 in Eliptic). For Tactic it draws the two groups
// ([DrawTactic]) with remainder2 the second group's remainder; the other
// variants ignore remainder2.
func DrawVariant(rs *scoring.RuleSet, v scoring.Variant, seed uint64, round int, bag, remainder, remainder2 scoring.Rack, opts Options) (Result, error) {
	if v.TwoGroups() {
		return DrawTactic(rs, seed, round, bag, remainder, remainder2, opts)
	}
	return drawSized(rs, v.Drawn(rs.RackSize), seed, round, bag, remainder, opts)
}

// ManualVariant checks the letters a referee drew by hand for round of a
// game of variant v, as [Manual] with racks of v.Drawn(rs.RackSize) tiles;
// for Tactic see [ManualTactic] (remainder2 is the second group's).
func ManualVariant(rs *scoring.RuleSet, v scoring.Variant, round int, bag, remainder, remainder2 scoring.Rack, letters, force string, opts Options) (Result, error) {
	if v.TwoGroups() {
		return ManualTactic(rs, round, bag, remainder, remainder2, letters, force, opts)
	}
	return manualSized(rs, v.Drawn(rs.RackSize), round, bag, remainder, letters, force, opts)
}

// ManualTactic checks the two groups a referee drew by hand for round of a
// Tactic game (RULES §7.6), typed as the first group, '/', the second
// (`AEI + BRST / CDE + FGHI`), each as [Manual] reads a rack: the first
// completes remainder from bag, the second remainder2 from what is left,
// each meeting [TacticMinimum] lowered to its tiles left. Either group
// must allow a move (opts.MoveExists); force accepts groups that allow
// none, or miss the minimum, with a stated reason.
func ManualTactic(rs *scoring.RuleSet, round int, bag, remainder, remainder2 scoring.Rack, letters, force string, opts Options) (Result, error) {
	if bag.Len() == 0 && remainder.Len() == 0 {
		remainder, remainder2 = remainder2, scoring.Rack{}
	}
	res, left, err := start(rs, rs.RackSize, round, bag.Plus(remainder2), remainder)
	if err != nil || res.End != Playing {
		return res, err
	}
	text1, text2, _ := strings.Cut(letters, "/")
	left1 := bag.Plus(remainder)
	group := Result{Round: round, Bag: left1, Requirement: require(rs, TacticMinimum, rs.RackSize, left1)}
	first, err := manualRack(rs, group, left1, rs.RackSize, bag, remainder, text1, force, Options{})
	if err != nil {
		return Result{}, err
	}
	left2 := first.Bag.Plus(remainder2)
	group = Result{Round: round, Bag: left2, Requirement: require(rs, TacticMinimum, rs.RackSize, left2)}
	var second Result
	if strings.TrimSpace(text2) == "" && left2.Len() > 0 {
		return Result{}, &Error{Round: round, Input: letters, Reason: RackSize,
			Text: "Tactic's two groups are typed with a '/' between them, as in ACLMNOU / AHLMUVX"}
	}
	if strings.TrimSpace(text2) != "" || left2.Len() > 0 {
		if second, err = manualRack(rs, group, left2, rs.RackSize, first.Bag, remainder2, text2, force, Options{}); err != nil {
			return Result{}, err
		}
	}
	res.Rack, res.Remainder, res.New, res.Requirement = first.Rack, first.Remainder, first.New, first.Requirement
	res.Rack2, res.Remainder2, res.New2, res.Requirement2 = second.Rack, second.Remainder, second.New, group.Requirement
	res.Bag = left.Minus(res.Rack).Minus(res.Rack2)
	res.Forced = first.Forced
	if res.Forced == nil {
		res.Forced = second.Forced
	}
	if exists := opts.MoveExists; exists != nil && !exists(res.Rack) && !(res.Rack2.Len() > 0 && exists(res.Rack2)) {
		text := fmt.Sprintf("no legal move can be made with either group, %s or %s", res.Rack, res.Rack2)
		switch {
		case res.Bag.Len() == 0:
			return Result{Round: round, Bag: left, End: NoMoveLeft, EndText: text}, nil
		case strings.TrimSpace(force) == "":
			return Result{}, &Error{Round: round, Input: letters, Reason: NoMove, Text: text}
		}
		res.Forced = &Forced{Reason: NoMove, Text: text, Why: strings.TrimSpace(force)}
	}
	return res, nil
}

// DrawTactic draws the two groups of round of a Tactic game (RULES §7.6):
// the first group is remainder plus tiles of bag, then the second is
// remainder2 plus tiles of what is left, each completed to rs.RackSize in
// the order they were drawn. Each group must meet [TacticMinimum], lowered
// to what its own tiles left (its remainder and the bag) can give; a group
// that fails (or holds a triple, with opts.RejectTriples) goes back whole
// and is drawn again. When neither group allows a move (opts.MoveExists),
// both go back and the round is drawn again; the game ends when no rack of
// the tiles left allows one. When the bag is empty and only the second
// group has letters left, they become the first group: the game goes on as
// a classic game.
func DrawTactic(rs *scoring.RuleSet, seed uint64, round int, bag, remainder, remainder2 scoring.Rack, opts Options) (Result, error) {
	if remainder2.Len() > rs.RackSize {
		return Result{}, &Error{Round: round, Input: remainder2.String(), Reason: RackSize,
			Text: fmt.Sprintf("the second group's remainder holds %d tiles, more than a group of %d", remainder2.Len(), rs.RackSize)}
	}
	if bag.Len() == 0 && remainder.Len() == 0 {
		remainder, remainder2 = remainder2, scoring.Rack{}
	}
	res, left, err := start(rs, rs.RackSize, round, bag.Plus(remainder2), remainder)
	if err != nil || res.End != Playing {
		return res, err
	}
	d := drawer{rs: rs, src: newSource(seed, round), res: &res, opts: Options{RejectTriples: opts.RejectTriples}}
	keep1, keep2, pool := remainder, remainder2, bag
	searched := false
	for range MaxAttempts {
		left1 := pool.Plus(keep1)
		n1 := min(rs.RackSize, left1.Len())
		res.Requirement = require(rs, TacticMinimum, rs.RackSize, left1)
		rack1, new1, kept1 := d.rack(left1, keep1, pool, n1, res.Requirement, 1)
		left2 := left1.Minus(rack1).Plus(keep2)
		n2 := min(rs.RackSize, left2.Len())
		res.Requirement2 = require(rs, TacticMinimum, rs.RackSize, left2)
		rack2, new2, kept2 := d.rack(left2, keep2, left1.Minus(rack1), n2, res.Requirement2, 2)
		if res.End != Playing {
			return res, nil
		}
		if exists := opts.MoveExists; exists == nil || n1 > 0 && exists(rack1) || n2 > 0 && exists(rack2) {
			res.Rack, res.Remainder, res.New = rack1, kept1, new1
			res.Rack2, res.Remainder2, res.New2 = rack2, kept2, new2
			res.Bag = left.Minus(rack1).Minus(rack2)
			return res, nil
		}
		text := fmt.Sprintf("no legal move can be made with either group, %s or %s", rack1, rack2)
		res.Rejected = append(res.Rejected,
			Rejection{Rack: rack1, Remainder: kept1, New: new1, Reason: NoMove, Text: text, Group: 1},
			Rejection{Rack: rack2, Remainder: kept2, New: new2, Reason: NoMove, Text: text, Group: 2})
		keep1, keep2, pool = scoring.Rack{}, scoring.Rack{}, left
		if !searched {
			searched = true
			if found := search(rs, left, min(rs.RackSize, left.Len()), Requirement{}, opts.MoveExists); found.complete && !found.any {
				res.End = NoMoveLeft
				res.EndText = fmt.Sprintf("no move can be made with any combination of the %d tiles left (%s)", left.Len(), left)
				return res, nil
			}
		}
	}
	res.End = GaveUp
	res.EndText = fmt.Sprintf("%d rounds in a row were drawn again from the tiles left (%s)", MaxAttempts, left)
	return res, nil
}

// Leave returns what stays after the top t of a round offering o is played
// (RULES §4.1, §7): the remainder of the rack (of each Tactic group) and
// the stock for the next round, the letters chosen from it (Completiv,
// Superjoker, Metagrama) taken and the letter given up (Metagrama)
// returned. The error says how t does not fit o: tiles not from the offer,
// more letters chosen than the variant allows.
func Leave(o scoring.Offer, t scoring.VariantMove) (remainder, remainder2, stock scoring.Rack, err error) {
	if len(t.Moves) == 0 {
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the top places no move")
	}
	if o.Variant.TwoGroups() {
		return leaveTactic(o, t)
	}
	if len(t.Moves) > 1 {
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("a %s top is one move, not %d", o.Variant, len(t.Moves))
	}
	chosen, err := ChosenRack(t.Chosen)
	if err != nil {
		return o.Rack, o.Rack2, o.Stock, err
	}
	allowed := o.Variant.Chosen()
	if o.Variant.Swaps() {
		allowed = 1
	}
	placed, base, returned := t.Moves[0].Tiles(), o.Rack, scoring.Rack{}
	if t.Returned != 0 {
		returned.Add(t.Returned)
	}
	switch {
	case chosen.Len() > allowed:
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the top takes %s from the stock; %s allows %d letter(s)", t.Chosen, o.Variant, allowed)
	case (t.Returned != 0) != (o.Variant.Swaps() && chosen.Len() == 1):
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the top gives up %q for %q: only Metagrama swaps one letter for one", t.Returned, t.Chosen)
	case !o.Stock.Contains(chosen):
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the stock %s does not hold %s", o.Stock, t.Chosen)
	case !placed.Contains(chosen):
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the top does not place the letters %s it takes from the stock", t.Chosen)
	case !base.Contains(returned):
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the top gives up %c, not a letter of %s", t.Returned, o.Rack)
	}
	base = base.Minus(returned)
	if !base.Contains(placed.Minus(chosen)) {
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the top places %s, not tiles of %s and %s", placed, base, t.Chosen)
	}
	return base.Minus(placed.Minus(chosen)), scoring.Rack{}, o.Stock.Minus(chosen).Plus(returned), nil
}

// leaveTactic is [Leave] for Tactic: the first move takes its tiles from
// the first group, or from the second when t.Rack2First (the order is free,
// or the first group has no move: RULES §7.6), and the second move from the
// other group.
func leaveTactic(o scoring.Offer, t scoring.VariantMove) (remainder, remainder2, stock scoring.Rack, err error) {
	if len(t.Moves) > 2 || t.Chosen != "" || t.Returned != 0 {
		return o.Rack, o.Rack2, o.Stock, fmt.Errorf("a Tactic top is one or two moves with the groups' letters alone")
	}
	groups := [2]scoring.Rack{o.Rack, o.Rack2}
	g := 0
	if t.Rack2First {
		g = 1
	}
	for _, m := range t.Moves {
		if !groups[g].Contains(m.Tiles()) {
			return o.Rack, o.Rack2, o.Stock, fmt.Errorf("the move %s does not take its tiles from the group %s", m.Word, groups[g])
		}
		groups[g] = groups[g].Minus(m.Tiles())
		g = 1 - g
	}
	return groups[0], groups[1], o.Stock, nil
}

// ChosenRack reads the letters of [scoring.VariantMove.Chosen]: 'A'–'Z',
// '?' for a joker.
func ChosenRack(s string) (scoring.Rack, error) {
	var r scoring.Rack
	for i := range len(s) {
		c := s[i]
		if (c < 'A' || c > 'Z') && c != '?' {
			return r, fmt.Errorf("chosen letters %q: %q is not a tile", s, c)
		}
		r.Add(c)
	}
	return r, nil
}

// Offer returns what round res offers in a game of variant v (RULES §7):
// the letters drawn, Tactic's second group, and the stock.
func (res Result) Offer(v scoring.Variant, fixedOrder bool) scoring.Offer {
	return scoring.Offer{Variant: v, Rack: res.Rack, Rack2: res.Rack2, Stock: res.Bag, FixedOrder: fixedOrder}
}
