package problem

import (
	"cmp"
	"strings"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// letterDraw draws or reads the letters of a problem (RULES §9.10).
type letterDraw struct {
	rs    *scoring.RuleSet
	deps  arbiter.Deps
	seed  uint64
	typed string
}

// fill sets the letters, groups or group of st.
func (l *letterDraw) fill(st *Statement, groups int) error {
	var err error
	switch st.Kind {
	case Integral:
		if l.typed != "" {
			return arbiter.Errorf(arbiter.EInvalidInput, "Scrabble integral plays the whole set (RULES §9.2): no letters to type")
		}
	case Partial:
		st.Letters, err = l.letters()
	case Sir:
		st.Letters, err = l.string()
	case Maxime, NScrabble:
		st.Groups, err = l.groups(groups)
	case Superscrabble, Incomplet:
		st.Rack, err = l.group(st)
	case PartidaSuperscrabble:
		// Its rounds' groups are drawn as its rounds start (RULES §9.8).
	}
	return err
}

// letters returns partial's letters, typed or drawn (RULES §9.3).
func (l *letterDraw) letters() (string, error) {
	if l.typed == "" {
		return draw.ProblemLetters(l.rs, l.seed, PartialMin, PartialMax).String(), nil
	}
	r, err := l.rack(l.typed, l.rs.FullBag())
	return r.String(), err
}

// string returns sir's string, typed or drawn (RULES §9.4): no more than
// 3 vowels or consonants in a row, and its first 7 letters allow a move
// that places the string's first letters.
func (l *letterDraw) string() (string, error) {
	if l.typed == "" {
		s, err := draw.ProblemString(l.rs, l.seed, SirMin, SirMax, l.startsWithMove)
		if err != nil {
			return "", arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
		}
		return s, nil
	}
	text := strings.Join(strings.Fields(l.typed), "")
	if _, err := l.rack(text, l.rs.FullBag()); err != nil {
		return "", err
	}
	s := InOrder(l.rs, text)
	if err := draw.CheckString(l.rs, s); err != nil {
		return "", arbiter.Errorf(arbiter.EInvalidInput, "%w (RULES §9.4)", err)
	}
	if !l.startsWithMove(s[:min(len(s), GroupLen)]) {
		return "", arbiter.Errorf(arbiter.EInvalidInput, "%s: no move places the first letters of the string (RULES §9.4): correct it", s[:min(len(s), GroupLen)])
	}
	return s, nil
}

// startsWithMove reports whether some first move places exactly the first
// 2 to 7 letters of first; true without a move generator.
func (l *letterDraw) startsWithMove(first string) bool {
	if l.deps.All == nil {
		return true
	}
	var rack scoring.Rack
	for _, c := range []byte(first) {
		rack.Add(c)
	}
	var empty scoring.Board
	for _, m := range l.deps.All(&empty, rack) {
		var prefix scoring.Rack
		for _, c := range []byte(first[:len(m.Placed)]) {
			prefix.Add(c)
		}
		if m.Tiles() == prefix {
			return true
		}
	}
	return false
}

// groups returns maxime's and N-Scrabble's groups, typed or n drawn
// (RULES §9.5, §9.9).
func (l *letterDraw) groups(n int) ([]string, error) {
	if l.typed == "" {
		racks, err := draw.ProblemGroups(l.rs, l.seed, cmp.Or(n, 7))
		if err != nil {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
		}
		out := make([]string, len(racks))
		for i, r := range racks {
			out[i] = r.String()
		}
		return out, nil
	}
	fields := strings.FieldsFunc(l.typed, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if n != 0 && n != len(fields) {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%d groups typed, %d announced", len(fields), n)
	}
	var out []string
	left := l.rs.FullBag()
	for i, f := range fields {
		r, err := l.rack(f, left)
		if err != nil {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "group %d: %s", i+1, arbiter.ErrorMessage(err))
		}
		if r.Len() != GroupLen {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "group %d: %d letters: a group has %d (RULES §9.10)", i+1, r.Len(), GroupLen)
		}
		left = left.Minus(r)
		out = append(out, r.String())
	}
	return out, nil
}

// group returns the group of Superscrabble and incomplet, typed or drawn
// (RULES §9.6, §9.7): Superscrabble's from the tiles not on the board,
// and one allowing at least one scrabble there.
func (l *letterDraw) group(st *Statement) (string, error) {
	var board scoring.Board
	if st.Kind.OnBoard() {
		b, err := scoring.ReadBoard(strings.NewReader(strings.Join(st.Board, "\n") + "\n"))
		if err != nil {
			return "", arbiter.Errorf(arbiter.EInvalidInput, "the problem's %w", err)
		}
		board = b
	}
	pool := draw.Unseen(l.rs, &board, scoring.Rack{})
	scrabble := func(r scoring.Rack) bool { return !st.Kind.OnBoard() || l.hasScrabble(&board, r) }
	if l.typed == "" {
		g, err := draw.ProblemGroup(l.seed, pool, scrabble)
		if err != nil {
			return "", arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
		}
		return g.String(), nil
	}
	g, err := l.rack(l.typed, pool)
	if err == nil && !scrabble(g) {
		err = arbiter.Errorf(arbiter.EInvalidInput, "%s makes no scrabble on this board (RULES §9.10): give another group", g)
	}
	return g.String(), err
}

// hasScrabble reports whether group places all its tiles in some move on
// b; true without a move generator.
func (l *letterDraw) hasScrabble(b *scoring.Board, group scoring.Rack) bool {
	if l.deps.All == nil {
		return true
	}
	for _, m := range l.deps.All(b, group) {
		if len(m.Placed) == group.Len() {
			return true
		}
	}
	return false
}

// rack reads typed letters, which pool must hold.
func (l *letterDraw) rack(text string, pool scoring.Rack) (scoring.Rack, error) {
	r, err := l.rs.ParseRack(text)
	if err != nil {
		return r, arbiter.Errorf(arbiter.EInvalidInput, "letters %q: %w", text, err)
	}
	if !pool.Contains(r) {
		return r, arbiter.Errorf(arbiter.EInvalidInput, "letters %s: more than the set holds (less what is on the board)", r)
	}
	return r, nil
}
