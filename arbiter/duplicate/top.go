package duplicate

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// chooseTop decides a ChooseTop: a top typed by the referee (or the prepared
// game's), or one of the program's equal tops.
func (d *decider) chooseTop(c ChooseTop) ([]arbiter.Event, error) {
	cur, err := d.topRound(c)
	if err != nil {
		return nil, err
	}
	prepared := d.prepareTop(cur, &c)
	if c.Play != "" || c.Play2 != "" {
		return d.typedTopEvent(cur, c, prepared)
	}
	return d.listedTopEvent(cur, c)
}

// topRound checks c's fields and returns the round whose top it chooses.
func (d *decider) topRound(c ChooseTop) (*arbiter.Round, error) {
	if err := arbiter.Playing(d.g); err != nil {
		return nil, err
	}
	if c.Choice < 0 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "top %d: the announced tops are numbered 1, 2, …", c.Choice)
	}
	if err := arbiter.CheckTexts(arbiter.TextField{Name: "top move", Value: c.Play, Max: arbiter.MaxPlay}, arbiter.TextField{Name: "second top move", Value: c.Play2, Max: arbiter.MaxPlay},
		arbiter.TextField{Name: "the reason for the top", Value: c.Reason, Max: arbiter.MaxReason}); err != nil {
		return nil, err
	}
	cur := d.g.Current()
	if cur == nil || !cur.HasRack || cur.Cancelled {
		return nil, arbiter.Errorf(arbiter.ERoundClosed, "game %d has no round to choose a top for: draw a rack first", d.g.Number)
	}
	return cur, nil
}

// prepareTop makes c the prepared game's top when the game is prepared and c
// chooses nothing of its own for a round that has no top yet; it returns the
// prepared top (nil otherwise).
func (d *decider) prepareTop(cur *arbiter.Round, c *ChooseTop) *arbiter.PreparedTop {
	p := d.g.Prepared
	if p == nil || c.Play != "" || c.Play2 != "" || c.Choice != 0 || cur.Top != nil || cur.Number > len(p.Tops) {
		return nil
	}
	prepared := &arbiter.PreparedTop{}
	if len(p.VariantTops) > 0 {
		*prepared = p.VariantTops[cur.Number-1]
	}
	c.Play, c.Play2, c.Reason = p.Tops[cur.Number-1], prepared.Play2, "the prepared game's top"
	return prepared
}

// typedTopEvent records the top c types (or the prepared one), with the
// program's tops of the same score as its alternatives.
func (d *decider) typedTopEvent(cur *arbiter.Round, c ChooseTop, prepared *arbiter.PreparedTop) ([]arbiter.Event, error) {
	top, err := d.typedTop(cur, c)
	if err == nil && prepared != nil && d.g.Variant != scoring.Classic {
		top, err = d.preparedTop(cur, top, *prepared)
	}
	if err != nil && prepared != nil {
		return nil, arbiter.Errorf(arbiter.ERackMismatch, "round %d: THE PREPARED TOP %s CANNOT BE PLAYED ON THIS BOARD: %s. The board here differs from the prepared game's: compare the tops played with the prepared sheet before choosing another top with --play",
			cur.Number, strings.TrimSuffix(c.Play+", "+c.Play2, ", "), arbiter.ErrorMessage(err))
	}
	if err != nil {
		return nil, err
	}
	list := []scoring.VariantMove{top}
	for _, t := range d.candidates(cur) {
		if t.Score == top.Score && !sameTop(t, top) {
			list = append(list, t)
		}
	}
	e := topEvent(cur.Number, d.g.Variant, list, 1)
	e.Choice, e.Override = 0, orDefault(c.Reason, "typed by the referee")
	return []arbiter.Event{e}, nil
}

// listedTopEvent records the top numbered c.Choice (the first by default)
// among the program's equal tops, or among those already announced.
func (d *decider) listedTopEvent(cur *arbiter.Round, c ChooseTop) ([]arbiter.Event, error) {
	list := d.candidates(cur)
	if cur.Top != nil {
		list = announced(*cur.Top)
	}
	if len(list) == 0 {
		if d.deps.Top == nil && d.g.Variant == scoring.Classic || d.deps.TopVariant == nil && d.g.Variant != scoring.Classic {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: no move generator: type the top move", cur.Number)
		}
		return nil, arbiter.Errorf(arbiter.ENoMove, "round %d: no legal move can be made with %s", cur.Number, offerText(d.g.Offer(cur)))
	}
	n := max(c.Choice, 1)
	if n > len(list) {
		tops := fmt.Sprintf("there are %d top moves", len(list))
		if len(list) == 1 {
			tops = "there is 1 top move"
		}
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: %s; %d is not one of them", cur.Number, tops, n)
	}
	if cur.Top != nil && cur.Top.Choice == n && sameTop(cur.Top.Top(), list[n-1]) {
		return nil, nil // already the top: choosing it again changes nothing
	}
	e := topEvent(cur.Number, d.g.Variant, list, n)
	if n > 1 {
		e.Override = orDefault(c.Reason, fmt.Sprintf("the referee chose top %d", n))
	}
	return []arbiter.Event{e}, nil
}

// orDefault returns s, or def when s is blank.
func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// candidates returns the round's top moves as the program orders them:
// Deps.Top ranked by Deps.Rank in the classic game, Deps.TopVariant in a
// variant game (RULES §7).
func (d *decider) candidates(r *arbiter.Round) []scoring.VariantMove {
	b := r.Board
	if d.g.Variant != scoring.Classic {
		if d.deps.TopVariant == nil {
			return nil
		}
		return d.deps.TopVariant(&b, d.g.Offer(r))
	}
	if d.deps.Top == nil {
		return nil
	}
	moves := d.deps.Top(&b, r.Rack())
	if d.deps.Rank != nil && len(moves) > 1 {
		moves = d.deps.Rank(d.rs, moves, r.Rack(), d.g.Bag)
	}
	return classicTops(moves)
}

// announced returns the list of tops as first announced ([arbiter.TopChosen.AnnouncedTops]).
func announced(t arbiter.TopChosen) []scoring.VariantMove {
	tops, _ := t.AnnouncedTops()
	list := make([]scoring.VariantMove, len(tops))
	for i, top := range tops {
		list[i] = top.VariantMove()
	}
	return list
}

// typedTop reads and checks a top typed by the referee on the round's
// board with what it offers: by RULES §3 in the classic game, as a slip
// by the variant's rules in the others (RULES §7).
func (d *decider) typedTop(r *arbiter.Round, c ChooseTop) (scoring.VariantMove, error) {
	if d.g.Variant == scoring.Classic {
		play, err := d.rs.ParsePlay(c.Play)
		if err != nil {
			return scoring.VariantMove{}, arbiter.Errorf(arbiter.EInvalidInput, "round %d: move %q: %w", r.Number, c.Play, err)
		}
		rack := r.Rack()
		b := r.Board
		move, err := scoring.Check(d.rs, d.deps.Lexicon, &b, &rack, play)
		if err != nil {
			return scoring.VariantMove{}, moveError(r.Number, c.Play, err)
		}
		return classicTops([]scoring.Move{move})[0], nil
	}
	var s arbiter.Slip
	var err error
	if s.Position, s.Word, err = splitPlay(c.Play); err == nil && c.Play2 != "" {
		s.Position2, s.Word2, err = splitPlay(c.Play2)
	}
	if err != nil {
		return scoring.VariantMove{}, arbiter.Errorf(arbiter.EInvalidInput, "round %d: top %q %q: %w", r.Number, c.Play, c.Play2, err)
	}
	v := adjudicateIn(d.g, d.rs, d.deps.Lexicon, d.deps.Exists, r, s)
	if !v.Valid || v.Move == nil {
		return scoring.VariantMove{}, &arbiter.Error{Code: arbiter.EInvalidMove, Message: fmt.Sprintf("round %d: %s %s: %s", r.Number, c.Play, c.Play2, v.Message)}
	}
	t := arbiter.VariantTop{Move: *v.Move, Second: v.Second, Chosen: v.Chosen, Returned: v.Returned, Rack2First: v.Rack2First}
	return t.VariantMove(), nil
}

// preparedTop returns the typed top of round r of a prepared variant game
// with the prepared letters from the stock, letter given up and group
// order (RULES §7), which the words alone may leave open (the letter a
// Metagrama top gives up, the group a Tactic move is made with), after
// checking that they fit the round's offer.
func (d *decider) preparedTop(r *arbiter.Round, top scoring.VariantMove, p arbiter.PreparedTop) (scoring.VariantMove, error) {
	if len(p.Returned) > 1 {
		return top, arbiter.Errorf(arbiter.EInvalidInput, "the letter given up %q is not one letter", p.Returned)
	}
	top.Chosen, top.Returned, top.Rack2First = p.Chosen, 0, p.Rack2First
	if p.Returned != "" {
		top.Returned = p.Returned[0]
	}
	o := d.g.Offer(r)
	o.Stock = d.g.Bag
	if _, _, _, err := draw.Leave(o, top); err != nil {
		return top, arbiter.Errorf(arbiter.ERackMismatch, "%w", err)
	}
	return top, nil
}

// splitPlay cuts a typed move ("H8 COLUMNA") into its position and word.
func splitPlay(text string) (position, word string, err error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return "", "", fmt.Errorf("a move is a position and a word, as in H8 COLUMNA")
	}
	return f[0], f[1], nil
}

// offerText names the letters of a round offer for messages.
func offerText(o scoring.Offer) string {
	if o.Variant.TwoGroups() {
		return o.Rack.String() + " / " + o.Rack2.String()
	}
	return o.Rack.String()
}

// moveError turns a refusal of scoring.Check into an *Error with a code.
func moveError(round int, text string, err error) error {
	return &arbiter.Error{Code: arbiter.MoveCode(err), Message: fmt.Sprintf("round %d: %s: %v", round, text, err), Err: err}
}

// invalidateTop decides an InvalidateTop.
func (d *decider) invalidateTop(c InvalidateTop) ([]arbiter.Event, error) {
	r := d.g.Round(c.Round)
	switch {
	case r == nil || r.Top == nil:
		return nil, arbiter.Errorf(arbiter.ENotFound, "round %d of game %d has no top", c.Round, d.g.Number)
	case r.Cancelled:
		return nil, arbiter.Errorf(arbiter.ERoundClosed, "round %d was cancelled: its top counts for nothing", c.Round)
	case r.TopInvalid != "":
		return nil, arbiter.Errorf(arbiter.EConflict, "round %d: the top %s is already marked invalid", c.Round, r.Top.Move.Word)
	}
	if err := arbiter.RequireReason(c.Reason, "marking a top invalid"); err != nil {
		return nil, err
	}
	return []arbiter.Event{arbiter.TopInvalidated{Round: c.Round, Reason: c.Reason}}, nil
}
