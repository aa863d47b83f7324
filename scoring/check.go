package scoring

import (
	"fmt"
	"math/bits"
	"strings"
)

// Check validates play on board b (RULES §3) with the tiles of rack and returns
// the scored move. A refusal is a *[MoveError]; its code says why and its
// message names the word, the square (in rs's notation) or the letter at fault.
//
// play.Word is the whole main word, letters already on the board included; a
// tile on the board next to its first or last letter along its line is
// refused ([ErrIncompleteWord]). Letters written over occupied squares must
// match them in either case (a joker on the board matches its letter).
//
// A nil rack means the tiles are not checked against a rack: any tiles of the
// set are available, jokers only where marked. With a rack, a word that needs
// the rack's joker but does not mark it is read with the joker on the letter
// that gives the lowest score (RULES §5; among equal readings, on the earliest
// squares) and the move has UnmarkedJoker set. A nil lex accepts every word.
//
// The move's words are the main word, then the cross words in board order, each
// with its position and score; jokers, those already on the board included,
// are shown in lower case.
//
// Refusals, checked in this order: [ErrInvalidLetter] and [ErrNotation] (a
// Play not built by [RuleSet.ParsePlay]), [ErrOffBoard],
// [ErrFirstMoveTooShort], [ErrWordTooShort], [ErrIncompleteWord],
// [ErrSquareMismatch], [ErrNoTilesPlaced], [ErrTooManyTiles],
// [ErrCenterNotCovered], [ErrNotConnected], [ErrJokerLetterNotAllowed], then
// [ErrLetterNotInSet] without a rack or [ErrRackLacksJoker] and
// [ErrRackLacksLetter] with one, and last [ErrNotInLexicon] (main word first).
func Check(rs *RuleSet, lex Lexicon, b *Board, rack *Rack, play Play) (Move, error) {
	c := checker{rs: rs, b: b, pos: play.Pos, word: play.Word}
	if err := c.place(); err != nil {
		return Move{}, err
	}
	unmarked, err := c.checkTiles(rack)
	if err != nil {
		return Move{}, err
	}
	if err := c.checkWords(lex); err != nil {
		return Move{}, err
	}
	if unmarked {
		c.setJokers(c.lowestReading())
	}
	return c.move(unmarked), nil
}

// checker holds one play being checked: the main word's squares, which of
// them the play fills, and the tiles it puts there.
type checker struct {
	rs     *RuleSet
	b      *Board
	pos    Position
	word   string
	dr, dc int        // step along the main word
	tiles  [Size]Tile // the main word as on the board after the move
	isNew  [Size]bool
	placed int // number of tiles placed
	// lacks counts, by letter, the unmarked tiles the rack's jokers must
	// stand for; candidates (bit i: letter i of the main word) are the
	// placed tiles of those letters.
	lacks      [26]uint8
	candidates uint32
}

// square returns the row and column of the main word's i-th letter.
func (c *checker) square(i int) (int, int) { return c.pos.Row + i*c.dr, c.pos.Col + i*c.dc }

// name prints a square in the rule set's notation, row label first (H8 in ro, 8H in it).
func (c *checker) name(row, col int) string {
	return c.rs.FormatPosition(Position{Row: row, Col: col, Dir: Across})
}

// where describes the play for messages: `"COLUMNA" at H8`.
func (c *checker) where() string { return fmt.Sprintf("%q at %s", c.word, c.rs.FormatPosition(c.pos)) }

// place checks the notation, the squares and the connection of the play
// (RULES §3) and fills tiles and isNew.
func (c *checker) place() error {
	n := len(c.word)
	for i := 0; i < n; i++ {
		if l := c.word[i]; (l < 'A' || l > 'Z') && (l < 'a' || l > 'z') {
			return refuse(ErrInvalidLetter, c.word, "word %q: %q is not a letter A–Z or a joker's a–z", c.word, l)
		}
	}
	switch c.pos.Dir {
	case Across:
		c.dc = 1
	case Down:
		c.dr = 1
	default:
		return refuse(ErrNotation, c.word, "word %q: direction %d is neither across nor down", c.word, c.pos.Dir)
	}
	if c.pos.Row < 0 || c.pos.Row >= Size || c.pos.Col < 0 || c.pos.Col >= Size {
		return refuse(ErrOffBoard, c.word, "word %q: row %d, column %d (counted from 1) is off the board",
			c.word, c.pos.Row+1, c.pos.Col+1)
	}
	if n < 2 {
		if c.b.IsEmpty() {
			return refuse(ErrFirstMoveTooShort, c.word, "%s: the first move places at least 2 tiles", c.where())
		}
		return refuse(ErrWordTooShort, c.word, "%s: a word has at least 2 letters", c.where())
	}
	if lastRow, lastCol := c.square(n - 1); lastRow >= Size || lastCol >= Size {
		return refuse(ErrOffBoard, c.word, "%s runs off the board: %d letters from there reach past the edge",
			c.where(), n)
	}
	for _, i := range [2]int{-1, n} {
		if r, col := c.square(i); c.b.At(r, col) != Empty {
			return refuse(ErrIncompleteWord, c.word, "%s is not the whole word: the %c on %s extends it",
				c.where(), c.b.At(r, col).Letter(), c.name(r, col))
		}
	}
	touches := false
	for i := 0; i < n; i++ {
		r, col := c.square(i)
		written := Tile(c.word[i])
		if on := c.b.At(r, col); on != Empty {
			if on.Letter() != written.Letter() {
				return refuse(ErrSquareMismatch, c.word, "%s: square %s holds %c, the word has %c there",
					c.where(), c.name(r, col), on.Letter(), written.Letter())
			}
			c.tiles[i] = on
			touches = true
			continue
		}
		c.tiles[i], c.isNew[i] = written, true
		c.placed++
		if c.b.At(r-c.dc, col-c.dr) != Empty || c.b.At(r+c.dc, col+c.dr) != Empty {
			touches = true
		}
	}
	switch {
	case c.placed == 0:
		return refuse(ErrNoTilesPlaced, c.word, "%s places no tile: every letter is already on the board", c.where())
	case c.placed > c.rs.RackSize:
		return refuse(ErrTooManyTiles, c.word, "%s places %d tiles, more than the %d of a rack",
			c.where(), c.placed, c.rs.RackSize)
	case c.b.IsEmpty():
		if !c.covers(Center, Center) {
			return refuse(ErrCenterNotCovered, c.word, "%s: the first move covers the centre square %s",
				c.where(), c.name(Center, Center))
		}
	case !touches:
		return refuse(ErrNotConnected, c.word, "%s touches no tile already on the board", c.where())
	}
	return nil
}

// covers reports whether the main word runs over the square at row and col.
func (c *checker) covers(row, col int) bool {
	for i := 0; i < len(c.word); i++ {
		if r, cl := c.square(i); r == row && cl == col {
			return true
		}
	}
	return false
}

// checkTiles checks the placed tiles against the rule set and the rack (RULES
// §2, §5). When the rack lacks letters its spare jokers may stand for, it
// records them in c.lacks and the placed tiles of those letters in
// c.candidates, and reports true.
func (c *checker) checkTiles(rack *Rack) (bool, error) {
	var need Rack
	for i, t := range c.tiles[:len(c.word)] {
		if !c.isNew[i] {
			continue
		}
		l := t.Letter()
		if t.IsJoker() {
			if !c.rs.JokerMayBe(l) {
				return false, refuse(ErrJokerLetterNotAllowed, c.word, "%s: in %s a joker may not stand for %c",
					c.where(), c.rs.Name, l)
			}
			need[JokerIndex]++
		} else {
			need[l-'A']++
		}
	}
	if rack == nil {
		full := c.rs.FullBag()
		for i, n := range need {
			if n > full[i] {
				return false, refuse(ErrLetterNotInSet, c.word, "%s places %d × %s, but the %s set holds %d",
					c.where(), n, rackLabel(i), c.rs.Name, full[i])
			}
		}
		return false, nil
	}
	if need[JokerIndex] > rack[JokerIndex] {
		return false, refuse(ErrRackLacksJoker, c.word, "%s marks %s, the rack %s holds %d",
			c.where(), jokers(int(need[JokerIndex])), rack, rack[JokerIndex])
	}
	spare := int(rack[JokerIndex] - need[JokerIndex])
	var lacking []byte // letters the rack lacks, in alphabetical order
	total, forbidden := 0, byte(0)
	for i := 0; i < 26; i++ {
		if need[i] <= rack[i] {
			continue
		}
		l := byte('A' + i)
		c.lacks[i] = need[i] - rack[i]
		total += int(c.lacks[i])
		lacking = append(lacking, l)
		if forbidden == 0 && !c.rs.JokerMayBe(l) {
			forbidden = l
		}
	}
	switch {
	case forbidden != 0:
		return false, refuse(ErrRackLacksLetter, c.word, "%s: the rack %s lacks %s and in %s a joker may not stand for %c",
			c.where(), rack, listLetters(lacking), c.rs.Name, forbidden)
	case total > spare:
		return false, refuse(ErrRackLacksLetter, c.word, "%s: the rack %s lacks %s (%d tiles) and holds %s to stand for them",
			c.where(), rack, listLetters(lacking), total, jokers(spare))
	}
	for i, t := range c.tiles[:len(c.word)] {
		if c.isNew[i] && !t.IsJoker() && c.lacks[t.Letter()-'A'] > 0 {
			c.candidates |= 1 << i
		}
	}
	return c.candidates != 0, nil
}

// listLetters spells letters for messages: "R, Z".
func listLetters(letters []byte) string {
	parts := make([]string, len(letters))
	for i, l := range letters {
		parts[i] = string(rune(l))
	}
	return strings.Join(parts, ", ")
}

// lowestReading returns the set of candidate tiles (bit i: letter i of the
// main word) the rack's jokers stand for in the reading with the lowest score
// (RULES §5): for each letter the rack lacks, exactly as many of its placed
// tiles as it lacks. Among equal scores, the set whose first differing square
// comes earlier wins.
func (c *checker) lowestReading() uint32 {
	best, bestScore := uint32(0), 0
	for set := c.candidates; set != 0; set = (set - 1) & c.candidates {
		var jokers [26]uint8
		for rest := set; rest != 0; rest &= rest - 1 {
			jokers[c.tiles[bits.TrailingZeros32(rest)].Letter()-'A']++
		}
		if jokers != c.lacks {
			continue
		}
		c.setJokers(set)
		score := c.score()
		if best == 0 || score < bestScore || score == bestScore && earlier(set, best) {
			best, bestScore = set, score
		}
	}
	return best
}

// earlier reports whether the squares of set a come before those of b: the
// first square in one set and not the other belongs to a.
func earlier(a, b uint32) bool {
	diff := a ^ b
	return a&(diff&-diff) != 0
}

// setJokers makes the candidate tiles in set jokers and the other candidates
// lettered tiles.
func (c *checker) setJokers(set uint32) {
	for rest := c.candidates; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros32(rest)
		l := c.tiles[i].Letter()
		if set&(1<<i) != 0 {
			c.tiles[i] = JokerTile(l)
		} else {
			c.tiles[i] = Tile(l)
		}
	}
}

// crossRun returns the position and length of the run of tiles across the
// main word's line through its i-th square, the play's tile included; a length
// of 1 means no cross word.
func (c *checker) crossRun(i int) (Position, int) {
	r, col := c.square(i)
	// Across the main word, a step is (dc, dr).
	back, fwd := 0, 0
	for c.b.At(r-(back+1)*c.dc, col-(back+1)*c.dr) != Empty {
		back++
	}
	for c.b.At(r+(fwd+1)*c.dc, col+(fwd+1)*c.dr) != Empty {
		fwd++
	}
	return Position{Row: r - back*c.dc, Col: col - back*c.dr, Dir: Across + Down - c.pos.Dir}, back + 1 + fwd
}

// crossTiles fills dst with the n tiles of the cross word at p through the
// main word's i-th square and returns them.
func (c *checker) crossTiles(i int, p Position, n int, dst *[Size]Tile) []Tile {
	at := c.crossOffset(i, p)
	for k := 0; k < n; k++ {
		dst[k] = c.b.At(p.Row+k*c.dc, p.Col+k*c.dr)
	}
	dst[at] = c.tiles[i]
	return dst[:n]
}

// crossOffset returns where the main word's i-th square falls in the cross word at p.
func (c *checker) crossOffset(i int, p Position) int {
	r, col := c.square(i)
	return r - p.Row + col - p.Col
}

// mainScore scores the main word (RULES §3): letter values, letter premiums
// under new tiles, times the word premiums under new tiles.
func (c *checker) mainScore() int {
	sum, mult := 0, 1
	for i, t := range c.tiles[:len(c.word)] {
		v := c.rs.Value(t)
		if c.isNew[i] {
			p := PremiumAt(c.square(i))
			v *= p.LetterMultiplier()
			mult *= p.WordMultiplier()
		}
		sum += v
	}
	return sum * mult
}

// crossScore scores the cross word at p of length n through the main word's
// i-th square: only that square's premium counts, the others being old.
func (c *checker) crossScore(i int, p Position, n int) int {
	sum, at := 0, c.crossOffset(i, p)
	for k := 0; k < n; k++ {
		if k != at {
			sum += c.rs.Value(c.b.At(p.Row+k*c.dc, p.Col+k*c.dr))
		}
	}
	prem := PremiumAt(c.square(i))
	return (sum + c.rs.Value(c.tiles[i])*prem.LetterMultiplier()) * prem.WordMultiplier()
}

// bingo reports whether the number of tiles placed earns the bingo bonus.
func (c *checker) bingo() bool {
	for _, n := range c.rs.Bingo.Tiles {
		if n == c.placed {
			return true
		}
	}
	return false
}

// score returns the move's total (RULES §3): main word, cross words, bingo bonus.
func (c *checker) score() int {
	total := c.mainScore()
	for i := range c.tiles[:len(c.word)] {
		if !c.isNew[i] {
			continue
		}
		if p, n := c.crossRun(i); n > 1 {
			total += c.crossScore(i, p, n)
		}
	}
	if c.bingo() {
		total += c.rs.Bingo.Bonus
	}
	return total
}

// checkWords checks the main word and every cross word against lex (RULES §3),
// in that order; a nil lex accepts every word.
func (c *checker) checkWords(lex Lexicon) error {
	if lex == nil {
		return nil
	}
	var buf [Size]byte
	for i, t := range c.tiles[:len(c.word)] {
		buf[i] = t.Letter()
	}
	if !lex.Contains(string(buf[:len(c.word)])) {
		w := tileString(c.tiles[:len(c.word)])
		return refuse(ErrNotInLexicon, w, "%q at %s is not in the lexicon", w, c.rs.FormatPosition(c.pos))
	}
	for i := range c.tiles[:len(c.word)] {
		if !c.isNew[i] {
			continue
		}
		p, n := c.crossRun(i)
		if n == 1 {
			continue
		}
		var tiles [Size]Tile
		for k, t := range c.crossTiles(i, p, n, &tiles) {
			buf[k] = t.Letter()
		}
		if !lex.Contains(string(buf[:n])) {
			w := tileString(tiles[:n])
			return refuse(ErrNotInLexicon, w, "%q at %s, formed across %s, is not in the lexicon",
				w, c.rs.FormatPosition(p), c.where())
		}
	}
	return nil
}

// move builds the scored move from the checked play.
func (c *checker) move(unmarked bool) Move {
	n := len(c.word)
	m := Move{
		Pos:           c.pos,
		Word:          tileString(c.tiles[:n]),
		Placed:        make([]Placement, 0, c.placed),
		Words:         make([]WordScore, 1, c.placed+1),
		UnmarkedJoker: unmarked,
		Bingo:         c.bingo(),
	}
	m.Words[0] = WordScore{Pos: c.pos, Word: m.Word, Score: c.mainScore()}
	m.Score = m.Words[0].Score
	var buf [Size]Tile
	for i, t := range c.tiles[:n] {
		if !c.isNew[i] {
			continue
		}
		r, col := c.square(i)
		m.Placed = append(m.Placed, Placement{Row: r, Col: col, Tile: t})
		p, length := c.crossRun(i)
		if length == 1 {
			continue
		}
		ws := WordScore{Pos: p, Word: tileString(c.crossTiles(i, p, length, &buf)), Score: c.crossScore(i, p, length)}
		m.Words = append(m.Words, ws)
		m.Score += ws.Score
	}
	if m.Bingo {
		m.Score += c.rs.Bingo.Bonus
	}
	return m
}

// tileString spells tiles as a word, jokers in lower case.
func tileString(tiles []Tile) string {
	b := make([]byte, len(tiles))
	for i, t := range tiles {
		b[i] = byte(t)
	}
	return string(b)
}

// jokers counts jokers in words: "1 joker", "0 jokers".
func jokers(n int) string {
	if n == 1 {
		return "1 joker"
	}
	return fmt.Sprintf("%d jokers", n)
}
