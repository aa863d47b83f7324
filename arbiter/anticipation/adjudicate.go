package anticipation

import (
	"fmt"
	"strconv"

	"arbiter/scoring"
)

// Status is what became of a move (RULES §8.5).
type Status string

// A move is valid (it stands), invalid (not legal when made) or cancelled
// (legal when made, cancelled later by the player or in a cascade).
const (
	StatusValid     Status = "valid"
	StatusInvalid   Status = "invalid"
	StatusCancelled Status = "cancelled"
)

// MoveResult is the adjudication of one move of a slip.
type MoveResult struct {
	Written Written
	// Read is the move as read on the player's board, jokers in lower case
	// ("" when it places nothing).
	Read   string
	Status Status
	// Played is its score when it was made (0 if it was not legal then);
	// Score what it counts at the end, after every cancellation.
	Played, Score int
	// Reason says why a move is invalid or cancelled.
	Reason *Finding
	// Tiles are the squares it filled on the player's board; OnBoard says
	// they are still there at the end (not withdrawn by a cancellation):
	// what the player's control grid shows (RULES §8.5, §8.7).
	Tiles   []scoring.Placement
	OnBoard bool
}

// RoundResult is the adjudication of one slip.
type RoundResult struct {
	Round, Group int
	Pass         bool
	Cancel       []int
	Moves        []MoveResult
	// Score is what the round's moves count at the end; Penalty what its
	// warnings cost (RULES §6): the technical ones, capped at Score, and
	// the disciplinary ones the referee gave in the round.
	Score, Penalty int
	// Warnings are the round's technical warnings, in the order found.
	Warnings []Finding
	// NoMove is set for a slip with no move or PAS (a finding, not a
	// warning); Abandoned for Rezistenta's round of abandonment.
	NoMove, Abandoned bool
}

// Result is the adjudication of a whole sheet (RULES §8).
type Result struct {
	Form   Form
	Rounds []RoundResult
	// Score is the sum of the rounds' scores; Penalty the points warnings
	// cost (RULES §6; 0 in Rezistenta); Total = Score − Penalty.
	Score, Penalty, Total   int
	Technical, Disciplinary int
	// Disciplinary findings (the control grid).
	DisciplinaryFindings []Finding
	// Rezistenta (RULES §8.9): the round of abandonment (0: none), the
	// ranking points (rounds completed less those the warnings cost) and
	// the points the warnings cost.
	Abandoned, RankingPoints, RankingPenalty int
	// Board is the player's final board: the moves that stand.
	Board scoring.Board
}

// Judge adjudicates sheets of one rule set and lexicon.
type Judge struct {
	RS  *scoring.RuleSet
	Lex scoring.Lexicon
}

// entry is one move of the sheet on the player's board.
type entry struct {
	round, move int // indexes into Result.Rounds and its Moves
	tiles       []scoring.Placement
	dir         scoring.Direction
	onBoard     bool // on the player's board: placed, not withdrawn
	standing    bool
}

// adjudication is the state of one sheet being adjudicated.
type adjudication struct {
	j       Judge
	sheet   *Sheet
	res     *Result
	entries []entry
	pool    scoring.Rack // Avocalica: the vowels the player has left
}

// Adjudicate adjudicates sheet s on the player's own board (RULES §8): each
// move with the letters of its round's group, the cancellations and their
// cascade, the figures' warnings, the scrabble rule of Fond and Rezistenta,
// the control grid and the penalties. The groups are not checked here (see
// [CheckGroups]); a sheet of a wrong shape is a *[SheetError].
func (j Judge) Adjudicate(s *Sheet) (Result, error) {
	if err := s.Validate(); err != nil {
		return Result{}, err
	}
	a := adjudication{j: j, sheet: s, res: &Result{Form: s.Form}}
	if s.Form.ConsonantsOnly() {
		a.pool = VowelPool(j.RS, &s.Groups)
	}
	for i, sl := range s.Rounds {
		r := i + 1
		rr := RoundResult{Round: r, Group: sl.Group, Pass: sl.Pass, Cancel: sl.Cancel}
		a.res.Rounds = append(a.res.Rounds, rr)
		if a.res.Abandoned > 0 {
			a.afterAbandon(r, sl)
			continue
		}
		for _, n := range sl.Cancel {
			a.cancel(r, n)
		}
		a.playRound(r, sl)
	}
	a.settle()
	return *a.res, nil
}

// playRound reads round r's moves on the player's board and checks the
// slip's figures.
func (a *adjudication) playRound(r int, sl Slip) {
	rr := &a.res.Rounds[r-1]
	allLegal := true
	sum := 0
	for i, w := range sl.Moves {
		group := sl.Group
		if r == 1 && i == 0 {
			group = 1
		}
		mr := a.play(r, i, w, group)
		rr.Moves = append(rr.Moves, mr)
		if mr.Status != StatusValid {
			allLegal = false
			continue
		}
		sum += mr.Played
		if w.Score.Given && w.Score.Value == mr.Played {
			continue
		}
		rr.Warnings = append(rr.Warnings, figureWarning(w.Score, mr.Played, WarnMissingScore, WarnWrongScore))
	}
	if r == 1 && allLegal && (len(sl.Moves) == 2 || sl.Total.Given) && (!sl.Total.Given || sl.Total.Value != sum) {
		rr.Warnings = append(rr.Warnings, figureWarning(sl.Total, sum, WarnMissingTotal, WarnWrongTotal))
	}
	rr.NoMove = len(sl.Moves) == 0 || (r == 1 && len(sl.Moves) == 1 && sl.Pass)
	if a.sheet.Form == Rezistenta && !a.scrabbled(r, sl) {
		rr.Abandoned = true
		a.res.Abandoned = r
	}
}

// figureWarning is the warning for figure f, whose real value is real:
// missing or wrong.
func figureWarning(f Figure, real int, missing, wrong string) Finding {
	if !f.Given {
		return Finding{Kind: missing, Real: real}
	}
	return Finding{Kind: wrong, Written: strconv.Itoa(f.Value), Real: real}
}

// scrabbled reports whether round r's slip holds a legal scrabble, the
// move with the group of 7 (RULES §8.9).
func (a *adjudication) scrabbled(r int, sl Slip) bool {
	i := 0
	if r == 1 {
		i = 1
	}
	moves := a.res.Rounds[r-1].Moves
	return i < len(moves) && moves[i].Status == StatusValid
}

// afterAbandon records round r's moves, written after a Rezistenta
// player abandoned, as not counted.
func (a *adjudication) afterAbandon(r int, sl Slip) {
	rr := &a.res.Rounds[r-1]
	for _, w := range sl.Moves {
		rr.Moves = append(rr.Moves, MoveResult{Written: w, Status: StatusInvalid,
			Reason: &Finding{Kind: KindAbandoned, Round: a.res.Abandoned}})
	}
	rr.NoMove = len(sl.Moves) == 0
}

// play reads move w, the i-th of round r, made with group on the player's
// board, and records it.
func (a *adjudication) play(r, i int, w Written, group int) MoveResult {
	mr := MoveResult{Written: w, Status: StatusInvalid}
	e := entry{round: r - 1, move: i}
	defer func() { a.entries = append(a.entries, e) }()
	play, err := parsePlay(a.j.RS, w)
	if err != nil {
		mr.Reason = finding(asRefusal(err))
		return mr
	}
	e.dir = play.Pos.Dir
	rack, most := a.rack(group, r == 1 && i == 0)
	physical := a.board(len(a.entries), false)
	m, err := scoring.Check(a.j.RS, nil, &physical, &rack, play)
	if scoring.Misplaced(err) {
		// Touching nothing the player laid, or missing the centre: it is
		// still a move on the board of the moves that stand, such as a
		// first move after a refused opening (RULES §8.5, §9.1).
		standing := a.board(len(a.entries), true)
		if alt, e := scoring.Check(a.j.RS, nil, &standing, &rack, play); e == nil {
			m, err = alt, nil
		}
	}
	if err != nil {
		ref := asRefusal(err)
		mr.Reason = finding(ref)
		if laid := lay(&physical, play, rack); layable(ref.code) && laid != nil {
			e.tiles, e.onBoard = laid, true
			mr.Tiles = laid
			a.pool = a.pool.Minus(Vowels(a.j.RS, tilesOf(laid)))
		}
		return mr
	}
	vowels := Vowels(a.j.RS, m.Tiles())
	if vowels.Len() > most {
		mr.Reason = &Finding{Kind: KindTooManyVowels, Word: a.j.RS.FormatMove(m), Real: most}
		return mr
	}
	a.pool = a.pool.Minus(vowels)
	e.tiles, e.onBoard = m.Placed, true
	mr.Tiles, mr.Read = m.Placed, a.j.RS.FormatMove(m)
	if a.sheet.Form.ScrabbleOnly() && !(r == 1 && i == 0) && len(m.Placed) != GroupLen {
		mr.Reason = &Finding{Kind: KindNotScrabble, Word: m.Word, Real: len(m.Placed)}
		return mr
	}
	standing := a.board(len(a.entries), true)
	legal, err := replay(a.j.RS, a.j.Lex, &standing, m.Placed, e.dir)
	if err != nil {
		mr.Reason = a.why(len(a.entries), m, e.dir)
		return mr
	}
	e.standing = true
	mr.Status, mr.Played = StatusValid, legal.Score
	if m.UnmarkedJoker {
		a.res.Rounds[r-1].Warnings = append(a.res.Rounds[r-1].Warnings,
			Finding{Kind: WarnUnmarkedJoker, Word: a.j.RS.FormatMove(m)})
	}
	return mr
}

// why says why a move whose tiles fit the player's board is not legal on
// the board of the moves that stand (before entry k). When it is not legal
// either with every tile of the player's board, the fault is its own (the
// refusal found there). Otherwise it rests on moves that do not stand: the
// first whose tiles alone make it legal or, when it needs several, the
// first with a tile in a word it forms.
func (a *adjudication) why(k int, m scoring.Move, dir scoring.Direction) *Finding {
	physical := a.board(k, false)
	if _, err := replay(a.j.RS, a.j.Lex, &physical, m.Placed, dir); err != nil {
		return finding(asRefusal(err))
	}
	standing := a.board(k, true)
	words := wordSquares(&physical, m.Placed)
	rests := 0
	for _, e := range a.entries[:k] {
		if e.standing || !e.onBoard {
			continue
		}
		with := standing
		for _, t := range e.tiles {
			with.Set(t.Row, t.Col, t.Tile)
			if rests == 0 && words[[2]int{t.Row, t.Col}] {
				rests = e.round + 1
			}
		}
		if _, err := replay(a.j.RS, a.j.Lex, &with, m.Placed, dir); err == nil {
			return &Finding{Kind: KindRestsOn, Round: e.round + 1, Word: m.Word}
		}
	}
	return &Finding{Kind: KindRestsOn, Round: rests, Word: m.Word}
}

// wordSquares returns the squares of every run of tiles through tiles on
// board with tiles laid: the words the move forms.
func wordSquares(board *scoring.Board, tiles []scoring.Placement) map[[2]int]bool {
	after := *board
	for _, t := range tiles {
		after.Set(t.Row, t.Col, t.Tile)
	}
	out := map[[2]int]bool{}
	for _, t := range tiles {
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for r, c := t.Row, t.Col; on(r, c) && after.At(r, c) != scoring.Empty; r, c = r+d[0], c+d[1] {
				out[[2]int{r, c}] = true
			}
		}
	}
	return out
}

// finding turns a refusal into the finding that says it.
func finding(r *refusal) *Finding { return &Finding{Kind: r.code, Word: r.word} }

// parsePlay reads a written move in rs's notation.
func parsePlay(rs *scoring.RuleSet, w Written) (scoring.Play, error) {
	pos, err := rs.ParsePosition(w.Position)
	if err != nil {
		return scoring.Play{}, err
	}
	word, err := scoring.ParseWord(w.Word)
	if err != nil {
		return scoring.Play{}, err
	}
	return scoring.Play{Pos: pos, Word: word}, nil
}

// rack returns the tiles a move with group may place and the most vowels
// of the pool it may take (RULES §8.8): the group itself, or in Avocalica
// its announced tiles and the vowels the player has left, up to the
// group's size.
func (a *adjudication) rack(group int, opening bool) (scoring.Rack, int) {
	g := a.sheet.Groups.Group(group)
	if !a.sheet.Form.ConsonantsOnly() {
		return g, GroupLen
	}
	announced := Announced(a.j.RS, a.sheet.Form, g)
	size := GroupLen
	if opening {
		size = OpeningLen
	}
	return announced.Plus(a.pool), max(size-announced.Len(), 0)
}

// board returns the player's board before entry k: with standing, the
// tiles of the moves that stand; without, every move on the player's board
// (placed and not withdrawn).
func (a *adjudication) board(k int, standing bool) scoring.Board {
	var b scoring.Board
	for _, e := range a.entries[:k] {
		if (standing && e.standing) || (!standing && e.onBoard) {
			for _, t := range e.tiles {
				b.Set(t.Row, t.Col, t.Tile)
			}
		}
	}
	return b
}

// cancel applies "Anulez turul n" written on round r's slip (RULES §8.5):
// the move is cancelled and withdrawn, and so is every later move that no
// longer stands without it.
func (a *adjudication) cancel(r, n int) {
	i, _ := cancellable(a.sheet.Rounds[n-1], n)
	k := a.find(n-1, i)
	e := &a.entries[k]
	if e.standing {
		e.standing = false
		a.moveResult(k).Status = StatusCancelled
		a.moveResult(k).Reason = &Finding{Kind: KindCancelledByPlayer, Round: r}
	}
	e.onBoard = false
	for m := k + 1; m < len(a.entries); m++ {
		if !a.entries[m].standing {
			continue
		}
		standing := a.board(m, true)
		if _, err := replay(a.j.RS, a.j.Lex, &standing, a.entries[m].tiles, a.entries[m].dir); err != nil {
			a.entries[m].standing, a.entries[m].onBoard = false, false
			a.moveResult(m).Status = StatusCancelled
			a.moveResult(m).Reason = &Finding{Kind: KindRestsOn, Round: n, Word: a.moveResult(m).Read}
		}
	}
}

// find returns the index of the entry of round index ri's move i.
func (a *adjudication) find(ri, i int) int {
	for k, e := range a.entries {
		if e.round == ri && e.move == i {
			return k
		}
	}
	panic(fmt.Sprintf("anticipation: no move %d in round %d", i+1, ri+1))
}

// moveResult returns the result of entry k's move.
func (a *adjudication) moveResult(k int) *MoveResult {
	e := a.entries[k]
	return &a.res.Rounds[e.round].Moves[e.move]
}

// layable reports whether a move refused with code still has tiles the
// player could lay on their board (RULES §8.5): it stays there, not legal.
func layable(code string) bool {
	switch scoring.Refusal(code) {
	case scoring.ErrNotConnected, scoring.ErrCenterNotCovered, scoring.ErrFirstMoveTooShort,
		scoring.ErrIncompleteWord, scoring.ErrWordTooShort:
		return true
	}
	return false
}

// lay returns the tiles play puts on board, the squares of its word that
// are empty, when they fit: on the board, every letter on an occupied
// square the same, the tiles in rack (a joker standing for a letter the
// rack lacks). Nil when they do not.
func lay(board *scoring.Board, play scoring.Play, rack scoring.Rack) []scoring.Placement {
	var tiles []scoring.Placement
	for i := 0; i < len(play.Word); i++ {
		r, c := play.Pos.Row, play.Pos.Col+i
		if play.Pos.Dir == scoring.Down {
			r, c = play.Pos.Row+i, play.Pos.Col
		}
		if !on(r, c) {
			return nil
		}
		t := scoring.Tile(play.Word[i])
		if have := board.At(r, c); have != scoring.Empty {
			if have.Letter() != t.Letter() {
				return nil
			}
			continue
		}
		if !t.IsJoker() && rack.Remove(t.Letter()) {
			tiles = append(tiles, scoring.Placement{Row: r, Col: c, Tile: t})
			continue
		}
		if rack.Jokers() == 0 {
			return nil
		}
		rack[scoring.JokerIndex]--
		tiles = append(tiles, scoring.Placement{Row: r, Col: c, Tile: scoring.JokerTile(t.Letter())})
	}
	return tiles
}

// tilesOf returns tiles as rack counts.
func tilesOf(tiles []scoring.Placement) scoring.Rack {
	return scoring.Move{Placed: tiles}.Tiles()
}
