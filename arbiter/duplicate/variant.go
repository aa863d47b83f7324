package duplicate

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// sameTop reports whether a and b place the same words at the same places
// with the same letters from the stock.
func sameTop(a, b scoring.VariantMove) bool {
	if len(a.Moves) != len(b.Moves) || a.Chosen != b.Chosen || a.Returned != b.Returned || a.Rack2First != b.Rack2First {
		return false
	}
	for i := range a.Moves {
		if !sameMove(a.Moves[i], b.Moves[i]) {
			return false
		}
	}
	return true
}

// topEvent returns the TopChosen of round choosing the n-th (1-based) of
// the announced tops list in a game of variant v.
func topEvent(round int, v scoring.Variant, list []scoring.VariantMove, n int) arbiter.TopChosen {
	chosen := arbiter.VariantTopOf(list[n-1])
	e := arbiter.TopChosen{Round: round, Move: chosen.Move, Second: chosen.Second, Chosen: chosen.Chosen, Returned: chosen.Returned,
		Rack2First: chosen.Rack2First, Choice: n}
	for i, t := range list {
		switch {
		case i == n-1:
		case v == scoring.Classic:
			e.Alternatives = append(e.Alternatives, t.Moves[0])
		default:
			e.VariantAlternatives = append(e.VariantAlternatives, arbiter.VariantTopOf(t))
		}
	}
	return e
}

// classicTops wraps moves as variant moves.
func classicTops(moves []scoring.Move) []scoring.VariantMove {
	out := make([]scoring.VariantMove, len(moves))
	for i, m := range moves {
		out[i] = scoring.VariantMove{Moves: []scoring.Move{m}, Score: m.Score}
	}
	return out
}

// adjudicateIn gives the verdict on slip s in round r of g: by RULES §5 in
// the classic game and in Eliptic (8 letters, at most 7 placed), by the
// variant's rules of RULES §7 in the others. exists (nil: always) says
// whether a group allows a move, for Tactic's fixed order.
func adjudicateIn(g *arbiter.Game, rs *scoring.RuleSet, lex scoring.Lexicon, exists func(*scoring.Board, scoring.Rack) bool, r *arbiter.Round, s arbiter.Slip) arbiter.Verdict {
	switch {
	case s.None:
		return arbiter.Verdict{Reason: arbiter.ReasonNoSlip, Message: "no slip"}
	case g.Variant.TwoGroups():
		o := g.Offer(r)
		if o.FixedOrder && exists != nil && !exists(&r.Board, o.Rack) {
			o.FixedOrder = false // the first group has no move: the second first (RULES §7.6)
		}
		return adjudicateTactic(rs, lex, &r.Board, o, s)
	case g.Variant.FromStock():
		return adjudicateChoice(rs, lex, &r.Board, g.Offer(r), s)
	}
	return adjudicate(rs, lex, &r.Board, r.Rack(), s)
}

// readings returns the ways a move of word may take its tiles in offer o
// (RULES §7.2–§7.4): the drawn letters alone first, then with up to
// o.Variant.Chosen() tiles of the stock added (Completiv, Superjoker) or
// one drawn letter swapped for a tile of the stock (Metagrama). Only the
// stock's tiles that word can place are tried: its letters and the joker.
func readings(o scoring.Offer, word string) []reading {
	var useful []byte
	for _, c := range []byte(strings.ToUpper(word) + "?") {
		t := c
		if (c < 'A' || c > 'Z') && c != '?' {
			continue
		}
		if o.Stock[arbiter.RackIndex(t)] > 0 && !strings.ContainsRune(string(useful), rune(t)) {
			useful = append(useful, t)
		}
	}
	out := []reading{{rack: o.Rack}}
	var grow func(from int, chosen scoring.Rack, left int)
	grow = func(from int, chosen scoring.Rack, left int) {
		if left == 0 {
			return
		}
		for i := from; i < len(useful); i++ {
			next := chosen
			next.Add(useful[i])
			if !o.Stock.Contains(next) {
				continue
			}
			out = append(out, reading{rack: o.Rack.Plus(next), chosen: next})
			grow(i, next, left-1)
		}
	}
	if o.Variant.Swaps() {
		for _, d := range []byte(o.Rack.String()) {
			var given scoring.Rack
			given.Add(d)
			for _, t := range useful {
				if t == d {
					continue
				}
				var chosen scoring.Rack
				chosen.Add(t)
				out = append(out, reading{rack: o.Rack.Minus(given).Plus(chosen), chosen: chosen, returned: d})
			}
		}
		return dedupe(out)
	}
	grow(0, scoring.Rack{}, o.Variant.Chosen())
	return out
}

// dedupe drops readings that give up the same letter twice (a rack holding
// two tiles of it).
func dedupe(rs []reading) []reading {
	seen := map[reading]bool{}
	out := rs[:0]
	for _, r := range rs {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	return out
}

// adjudicateChoice gives the verdict on a slip of Completiv, Superjoker or
// Metagrama (RULES §7.2–§7.4): the move must be legal with the drawn
// letters and what the variant lets the player take from the stock. A
// reading without a joker problem is preferred; a letter neither drawn nor
// in the stock, unmarked, is the stock's joker with a warning (§7.2 rule
// 1); a letter marked as a joker with no joker left in the stock is read as
// the letter itself with a warning (§7.2 rule 3).
func adjudicateChoice(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, o scoring.Offer, s arbiter.Slip) arbiter.Verdict {
	word, err := scoring.ParseWord(s.Word)
	if err != nil {
		return invalid(err, fmt.Sprintf("word %q cannot be read: %v", s.Word, err))
	}
	pos, err := rs.ParsePosition(s.Position)
	if err != nil {
		return invalid(err, fmt.Sprintf("position %q cannot be read: %v", s.Position, err))
	}
	move, how, err := bestReading(rs, lex, b, o, scoring.Play{Pos: pos, Word: word})
	warning := ""
	if err != nil && o.Stock.Jokers() == 0 && strings.ToUpper(word) != word {
		for _, plain := range unmarkings(word, max(o.Variant.Chosen(), 1)) {
			if m, h, e := bestReading(rs, lex, b, o, scoring.Play{Pos: pos, Word: plain}); e == nil {
				move, how, err, warning = m, h, nil, arbiter.WarnWrongJokerMark
				break
			}
		}
	}
	if err != nil {
		return invalid(err, fmt.Sprintf("%v (with %s and %s from the stock)", err, o.Rack, choiceText(o.Variant)))
	}
	v := judge(move, s.Score)
	if warning != "" && !move.UnmarkedJoker {
		v.Warning, v.Message = warning, fmt.Sprintf("a joker is marked, but the stock holds none: read as %s", move.Word)
	}
	v.Chosen = placedChosen(move, how).String()
	if how.returned != 0 && v.Chosen != "" {
		v.Returned = string(how.returned)
	}
	return v
}

// choiceText says what a variant lets a player take from the stock.
func choiceText(v scoring.Variant) string {
	if v.Swaps() {
		return "one letter swapped for a letter"
	}
	return fmt.Sprintf("%d letter(s) chosen", v.Chosen())
}

// bestReading checks play with every reading of o and returns the move of
// the first reading that needs no unmarked joker, else the one taking the
// fewest jokers from the stock (only a letter the stock no longer holds is
// its joker: RULES §7.2 rule 1), scoring least among those, else the
// refusal of the drawn letters alone.
func bestReading(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, o scoring.Offer, play scoring.Play) (scoring.Move, reading, error) {
	var best scoring.Move
	var how reading
	found := false
	var first error
	for i, r := range readings(o, play.Word) {
		rack := r.rack
		m, err := scoring.Check(rs, lex, b, &rack, play)
		switch {
		case err != nil:
			if i == 0 {
				first = err
			}
		case !m.UnmarkedJoker:
			return m, r, nil
		case !found || r.chosen.Jokers() < how.chosen.Jokers() ||
			r.chosen.Jokers() == how.chosen.Jokers() && m.Score < best.Score:
			best, how, found = m, r, true
		}
	}
	if found {
		return best, how, nil
	}
	return scoring.Move{}, reading{}, first
}

// unmarkings returns word with one, then up to most, of its joker marks
// (lower-case letters) taken off, in order.
func unmarkings(word string, most int) []string {
	var marks []int
	for i := range len(word) {
		if word[i] >= 'a' && word[i] <= 'z' {
			marks = append(marks, i)
		}
	}
	var out []string
	var walk func(from int, w []byte, left int)
	walk = func(from int, w []byte, left int) {
		if left == 0 {
			return
		}
		for k := from; k < len(marks); k++ {
			next := append([]byte(nil), w...)
			next[marks[k]] -= 'a' - 'A'
			out = append(out, string(next))
			walk(k+1, next, left-1)
		}
	}
	walk(0, []byte(word), most)
	return out
}

// placedChosen returns the tiles of the stock that move places in reading
// how: what it places beyond the drawn letters kept.
func placedChosen(move scoring.Move, how reading) scoring.Rack {
	placed := move.Tiles()
	base := how.rack.Minus(how.chosen)
	var chosen scoring.Rack
	for i := range placed {
		if placed[i] > base[i] {
			chosen[i] = placed[i] - base[i]
		}
	}
	return chosen
}

// judge is the verdict on a legal move written with score (RULES §5): its
// real score, with a technical warning for an unmarked joker, or else a
// missing or wrong score.
func judge(move scoring.Move, score string) arbiter.Verdict {
	v := arbiter.Verdict{Valid: true, Real: move.Score, Credited: move.Score, Move: &move}
	v.Warning, v.Message = checkFigure(move.Score, score, arbiter.WarnMissingScore, arbiter.WarnWrongScore)
	if move.UnmarkedJoker {
		v.Warning, v.Message = arbiter.WarnUnmarkedJoker, fmt.Sprintf("the joker is not marked: read as %s", move.Word)
	}
	return v
}

// checkFigure compares a score as written with the real one: it returns
// the warning missing or wrong and its message, or "" when it is right.
func checkFigure(real int, written, missing, wrong string) (string, string) {
	w := strings.TrimSpace(written)
	switch n, err := strconv.Atoi(w); {
	case w == "":
		return missing, fmt.Sprintf("no score written: %d credited", real)
	case err != nil || n != real:
		return wrong, fmt.Sprintf("declared %q, real score %d", written, real)
	}
	return "", ""
}

// adjudicateTactic gives the verdict on a Tactic slip (RULES §7.6): the
// first move with one group on the round's board, the second with the
// other group on the board after the first (or, when the first is not
// legal, on the round's board). The order of the groups is the one that
// makes more moves legal (the first group first on a tie; only that one
// for two moves when the order is fixed; a single move, when a group
// allows none, may be made with either). Each legal move scores its real score; each
// wrong or missing figure (the two scores, the total when every move
// written is legal; a slip of one move, as when one group is left, needs
// no total) earns its own technical warning, and an unmarked joker one
// more.
func adjudicateTactic(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, o scoring.Offer, s arbiter.Slip) arbiter.Verdict {
	plays := []tacticPlay{{s.Position, s.Word}}
	if strings.TrimSpace(s.Word2) != "" || strings.TrimSpace(s.Position2) != "" {
		plays = append(plays, tacticPlay{s.Position2, s.Word2})
	}
	orders := [][2]scoring.Rack{{o.Rack, o.Rack2}, {o.Rack2, o.Rack}}
	if o.FixedOrder && len(plays) == 2 {
		orders = orders[:1]
	}
	var best []tacticMove
	v := arbiter.Verdict{Valid: true}
	for i, groups := range orders {
		got := checkTactic(rs, lex, *b, groups, plays)
		if best == nil || legalCount(got) > legalCount(best) {
			best, v.Rack2First = got, i == 1
		}
	}
	for i, m := range best {
		if m.err != nil {
			if v.Valid {
				v.Valid, v.Reason, v.Culprit = false, arbiter.RefusalCode(m.err), arbiter.Culprit(m.err)
				v.Message = fmt.Sprintf("move %d: %s", i+1, m.err)
			}
			continue
		}
		move := m.move
		v.Real += move.Score
		if i == 0 {
			v.Move = &move
		} else {
			v.Second = &move
		}
		if move.UnmarkedJoker {
			addWarning(&v, arbiter.WarnUnmarkedJoker, fmt.Sprintf("move %d: the joker is not marked: read as %s", i+1, move.Word))
		}
		missing, wrong, written := arbiter.WarnMissingScore, arbiter.WarnWrongScore, s.Score
		if i == 1 {
			missing, wrong, written = arbiter.WarnMissingScore2, arbiter.WarnWrongScore2, s.Score2
		}
		if w, msg := checkFigure(move.Score, written, missing, wrong); w != "" {
			addWarning(&v, w, fmt.Sprintf("move %d: %s", i+1, msg))
		}
	}
	if v.Valid && (len(plays) == 2 || strings.TrimSpace(s.Total) != "") {
		if w, msg := checkFigure(v.Real, s.Total, arbiter.WarnMissingTotal, arbiter.WarnWrongTotal); w != "" {
			addWarning(&v, w, "total: "+msg)
		}
	}
	v.Credited = v.Real
	return v
}

// addWarning adds a technical warning to v: the first in Warning, the
// others in MoreWarnings; the messages are joined.
func addWarning(v *arbiter.Verdict, code, msg string) {
	if v.Warning == "" {
		v.Warning = code
	} else {
		v.MoreWarnings = append(v.MoreWarnings, code)
	}
	if v.Message != "" {
		msg = v.Message + "; " + msg
	}
	v.Message = msg
}

// checkTactic checks plays in order with groups[0], then groups[1], from
// board b: a legal move goes on the board for the next.
func checkTactic(rs *scoring.RuleSet, lex scoring.Lexicon, b scoring.Board, groups [2]scoring.Rack, plays []tacticPlay) []tacticMove {
	out := make([]tacticMove, len(plays))
	for i, p := range plays {
		word, err := scoring.ParseWord(p.word)
		if err != nil {
			out[i].err = fmt.Errorf("word %q cannot be read: %w", p.word, err)
			continue
		}
		pos, err := rs.ParsePosition(p.position)
		if err != nil {
			out[i].err = fmt.Errorf("position %q cannot be read: %w", p.position, err)
			continue
		}
		rack := groups[i]
		if out[i].move, out[i].err = scoring.Check(rs, lex, &b, &rack, scoring.Play{Pos: pos, Word: word}); out[i].err == nil {
			b.Apply(out[i].move)
		}
	}
	return out
}

// legalCount counts the legal moves of a checked Tactic slip.
func legalCount(moves []tacticMove) int {
	n := 0
	for _, m := range moves {
		if m.err == nil {
			n++
		}
	}
	return n
}

// reading is one way of reading a slip's move with what a round offers:
// the rack it is checked with, the letters taken from the stock and the
// letter given up.
type reading struct {
	rack     scoring.Rack
	chosen   scoring.Rack
	returned byte
}

// tacticPlay is one move of a Tactic slip as written.
type tacticPlay struct{ position, word string }

// tacticMove is one move of a Tactic slip as checked.
type tacticMove struct {
	move scoring.Move
	err  error
}

// sameMove reports whether a and b put the same word at the same place,
// whichever tiles are jokers.
func sameMove(a, b scoring.Move) bool {
	return a.Pos == b.Pos && strings.EqualFold(a.Word, b.Word)
}
