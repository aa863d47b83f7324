package problem

import (
	"errors"
	"strings"

	"arbiter/scoring"
)

// supply is where a sequence's moves take their letters from.
type supply interface {
	// offer returns the tiles move m may place, or the reason it may not be
	// made at all.
	offer(m Move) (scoring.Rack, string)
	// refuses returns the reason a move placing tiles, all of the rack
	// offered, is still not allowed, if any.
	refuses(tiles scoring.Rack) string
	// took records the tiles of a move laid on the player's board (known
	// false when it could not be read), and returns the reason that breaks
	// the sequence from this move on, if any.
	took(tiles scoring.Rack, known bool) string
	// stood records the tiles of a move that stands.
	stood(tiles scoring.Rack)
}

// player is one player's board in a sequence of moves (RULES §9.1): laid
// holds every move the player put down, standing only those that stand.
type player struct {
	rs       *scoring.RuleSet
	lex      scoring.Lexicon
	laid     scoring.Board
	standing scoring.Board
	broken   bool // Integral pe sir: the string is broken, every later move is cancelled
	placed   int  // tiles placed by the moves that stand
}

// play checks move m with the letters of sup on the player's board: read on
// the board of every move laid (a move not legal stays laid when its
// squares are free, RULES §8.5), then legal on the board of the moves that
// stand, else cancelled when it rests on a move that does not stand
// (RULES §9.1). A move that stands earns a warning for a wrong or missing
// score and for an unmarked joker.
func (p *player) play(m Move, sup supply) MoveVerdict {
	v := MoveVerdict{Move: m, Status: StatusRefused}
	if p.broken {
		v.Status, v.Reason = StatusCancelled, ReasonAfterBreak
		return v
	}
	rack, reason := sup.offer(m)
	if reason != "" {
		v.Reason = reason
		return v
	}
	play, err := parsePlay(p.rs, m)
	if err != nil {
		v.Reason, v.Culprit = refusal(err)
		p.breakIf(&v, sup.took(scoring.Rack{}, false))
		return v
	}
	before := p.laid
	mv, err := scoring.Check(p.rs, nil, &before, &rack, play)
	if scoring.Misplaced(err) {
		// Not connected to the moves laid, or missing the centre: it may
		// still be a move on the board of the moves that stand, such as a
		// first move after a first move refused.
		if alt, e := scoring.Check(p.rs, nil, &p.standing, &rack, play); e == nil {
			mv, err = alt, nil
		}
	}
	if err != nil {
		v.Reason, v.Culprit = refusal(err)
		tiles, ok := layable(err, &before, play)
		if ok {
			// A refused move is laid only with tiles it was offered: one
			// that is not lays nothing and takes nothing (RULES §8.5).
			var lacks string
			if tiles, lacks = offered(tiles, rack); lacks != "" {
				v.Reason, v.Culprit = string(scoring.ErrRackLacksLetter), lacks
				p.breakIf(&v, sup.took(scoring.Rack{}, false))
				return v
			}
			if reason := sup.refuses(scoring.Move{Placed: tiles}.Tiles()); reason != "" {
				v.Reason, v.Culprit = reason, play.Word
				return v
			}
			for _, t := range tiles {
				p.laid.Set(t.Row, t.Col, t.Tile)
			}
		}
		p.breakIf(&v, sup.took(scoring.Move{Placed: tiles}.Tiles(), ok))
		return v
	}
	if reason := sup.refuses(mv.Tiles()); reason != "" {
		v.Reason, v.Culprit = reason, p.rs.FormatMove(mv)
		return v
	}
	p.laid.Apply(mv)
	v.Read = p.rs.FormatMove(mv)
	if reason := sup.took(mv.Tiles(), true); reason != "" {
		p.breakIf(&v, reason)
		return v
	}
	stand, err := replay(p.rs, p.lex, &p.standing, mv.Placed, play.Pos.Dir)
	if err != nil {
		v.Reason, v.Culprit = refusal(err)
		if _, own := scoring.Check(p.rs, p.lex, &before, nil, play); own == nil {
			v.Status, v.Reason, v.Culprit = StatusCancelled, ReasonRestsOn, mv.Word
		}
		return v
	}
	p.standing.Apply(stand)
	p.placed += len(stand.Placed)
	sup.stood(mv.Tiles())
	v.Status, v.Score = StatusValid, stand.Score
	switch {
	case !m.Score.Given:
		v.Warnings = append(v.Warnings, WarnMissingScore)
	case m.Score.Value != stand.Score:
		v.Warnings = append(v.Warnings, WarnWrongScore)
	}
	if mv.UnmarkedJoker {
		v.Warnings = append(v.Warnings, WarnUnmarkedJoker)
	}
	return v
}

// breakIf cancels v and every later move when reason breaks the sequence.
func (p *player) breakIf(v *MoveVerdict, reason string) {
	if reason != "" {
		p.broken = true
		v.Status, v.Reason, v.Culprit = StatusCancelled, reason, ""
	}
}

// parsePlay reads a written move in rs's notation.
func parsePlay(rs *scoring.RuleSet, m Move) (scoring.Play, error) {
	return rs.ParsePlay(m.Position + " " + m.Word)
}

// refusal returns the code and culprit of an error of package scoring.
func refusal(err error) (code, culprit string) {
	if e, ok := errors.AsType[*scoring.MoveError](err); ok {
		return e.Code, e.Word
	}
	if e, ok := errors.AsType[*scoring.NotationError](err); ok {
		return e.Code, e.Input
	}
	return string(scoring.ErrNotation), err.Error()
}

// layable returns the tiles a move refused with err puts on b when the
// player could still lay it there (RULES §8.5): refused for where it stands
// (not touching the board, missing the centre, a word written short), its
// squares on the board and every letter over a tile the same.
func layable(err error, b *scoring.Board, play scoring.Play) ([]scoring.Placement, bool) {
	if !scoring.Misplaced(err) && !errors.Is(err, scoring.ErrIncompleteWord) && !errors.Is(err, scoring.ErrWordTooShort) {
		return nil, false
	}
	dr, dc := step(play.Pos.Dir)
	var tiles []scoring.Placement
	for i := 0; i < len(play.Word); i++ {
		r, c := play.Pos.Row+i*dr, play.Pos.Col+i*dc
		if r >= scoring.Size || c >= scoring.Size {
			return nil, false
		}
		t := scoring.Tile(play.Word[i])
		switch have := b.At(r, c); {
		case have == scoring.Empty:
			tiles = append(tiles, scoring.Placement{Row: r, Col: c, Tile: t})
		case have.Letter() != t.Letter():
			return nil, false
		}
	}
	return tiles, true
}

// offered returns tiles as taken from rack, an unmarked letter the rack
// lacks read as one of its jokers (RULES §5), or the letters the rack
// cannot give ("U", "joker") when it cannot give them all.
func offered(tiles []scoring.Placement, rack scoring.Rack) ([]scoring.Placement, string) {
	out := make([]scoring.Placement, 0, len(tiles))
	var lacking []string
	for _, t := range tiles {
		switch l := t.Tile.Letter(); {
		case !t.Tile.IsJoker() && rack.Remove(l):
		case rack.Jokers() > 0:
			rack[scoring.JokerIndex]--
			t.Tile = scoring.JokerTile(l)
		case t.Tile.IsJoker():
			lacking = append(lacking, "joker")
		default:
			lacking = append(lacking, string(rune(l)))
		}
		out = append(out, t)
	}
	return out, strings.Join(lacking, ", ")
}

// step returns the row and column steps along dir.
func step(dir scoring.Direction) (int, int) {
	if dir == scoring.Down {
		return 1, 0
	}
	return 0, 1
}

// replay checks tiles, placed by a move written along dir, as a move on b
// (RULES §9.1): the whole run of tiles through them along their line (dir
// for a single tile, else the other way when dir gives no word) must hold
// them all and be legal, every word in lex.
func replay(rs *scoring.RuleSet, lex scoring.Lexicon, b *scoring.Board, tiles []scoring.Placement, dir scoring.Direction) (scoring.Move, error) {
	if len(tiles) > 1 {
		dir = scoring.Across
		if tiles[0].Col == tiles[1].Col {
			dir = scoring.Down
		}
	}
	after := *b
	for _, t := range tiles {
		after.Set(t.Row, t.Col, t.Tile)
	}
	play := run(&after, tiles[0], dir)
	if len(tiles) == 1 && len(play.Word) < 2 {
		play = run(&after, tiles[0], scoring.Across+scoring.Down-dir)
	}
	m, err := scoring.Check(rs, lex, b, nil, play)
	if err == nil && len(m.Placed) != len(tiles) {
		return m, errGap
	}
	return m, err
}

// errGap is a move whose tiles are no longer in one run: a tile it rested
// on is gone.
var errGap = errors.New("the move's tiles are no longer in one line without a gap")

// run returns the play of the whole run of tiles of b through t along dir.
func run(b *scoring.Board, t scoring.Placement, dir scoring.Direction) scoring.Play {
	dr, dc := step(dir)
	r, c := t.Row, t.Col
	for r-dr >= 0 && c-dc >= 0 && b.At(r-dr, c-dc) != scoring.Empty {
		r, c = r-dr, c-dc
	}
	pos := scoring.Position{Row: r, Col: c, Dir: dir}
	var word []byte
	for ; r < scoring.Size && c < scoring.Size && b.At(r, c) != scoring.Empty; r, c = r+dr, c+dc {
		word = append(word, byte(b.At(r, c)))
	}
	return scoring.Play{Pos: pos, Word: string(word)}
}
