// Package snapshot encodes and decodes the snapshots a store keeps beside
// its log ([arbiter.SnapshotStore]): an [arbiter.State] in lines, which
// the referee service reads instead of folding the whole log. A snapshot
// is in pieces one per line: a snapshotHeader, then for each game a
// gameLine followed by two lines per round: the records of its tally (see
// appendTally), then those of its slips and of their moves (see
// slipWriter), a space, and its roundLine. A game is
// immutable once the next one has started, so a reader of the current
// game decodes only its lines ([DecodeCurrent]) and a writer encodes only
// its lines ([EncodeReusing]); a store may keep each distinct line once,
// so that saving a snapshot writes only the lines that changed.
package snapshot

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"

	"arbiter/arbiter"
	"arbiter/arbiter/internal/parts"
	"arbiter/scoring"
)

// Format is the version of the encoding [Encode] writes: a snapshot of
// another version is not read, and the log is folded from the start
// instead. Format 7 keeps a free-game board of numbers alone as an array.
const Format = 7

// FormatError is the error of reading a snapshot of a format other than
// [Format]: one another version of arbiter wrote, not a damaged one. A
// command does not read it and folds the log from the start.
type FormatError struct{ Format int }

func (e *FormatError) Error() string {
	return fmt.Sprintf("snapshot: format %d, this arbiter reads %d", e.Format, Format)
}

// snapshotHeader is the first line: the state as JSON without its rule
// set (rebuilt from the TournamentCreated, as [Apply] does) and without
// its games, which follow it.
type snapshotHeader struct {
	Format int           `json:"format"`
	State  arbiter.State `json:"state"`
	// Rounds is the number of rounds of each game: the lines of game i+1
	// are its gameLine and two lines for each of its Rounds[i] rounds.
	Rounds []int `json:"rounds"`
}

// gameLine is a game without its rounds, with its board beside it, since
// a board's squares are not exported, and for a finished game (one before
// the last) its totals, which rank the tournament without its rounds.
type gameLine struct {
	Game   lineGame    `json:"game"`
	Board  string      `json:"board"`
	Totals *totalsLine `json:"totals,omitempty"`
}

// roundLine is a round with its board, but its slips: they are written
// compactly before it (see slipWriter), each distinct string of theirs
// once in the roundLine, since most slips repeat the same few, and each
// slip and each distinct move a record of numbers, which keeps the
// snapshot small and quick to read and write.
type roundLine struct {
	// Round is the round but its slips: Round.Slips is empty ({}), or
	// null for a round without a map of slips.
	Round arbiter.Round `json:"round"`
	Board string        `json:"board"`
	// Strings are the distinct non-empty strings of the slips and their
	// moves, in order of first use.
	Strings []string `json:"strings"`
}

// Encode returns s encoded deterministically: the same state gives the
// same bytes. [Decode] reads it back.
func Encode(s arbiter.State) ([]byte, error) { return EncodeReusing(s, nil) }

// EncodeReusing is [Encode] taking, for each game i+1 with a non-nil
// games[i], those lines as they are instead of encoding the game: games
// are the lines [DecodeCurrent] returned of the games before the current
// one of the snapshot it read, which no event changes since. Lines whose
// totals were kept for other players (see [arbiter.State.Ranks]) are
// encoded again, with the totals for s's. Likewise a round read from a
// snapshot and not changed since by a fold is written as the line it was
// read from ([arbiter.Round.Encoded]).
func EncodeReusing(s arbiter.State, games [][]byte) ([]byte, error) {
	h := snapshotHeader{Format: Format, State: s, Rounds: []int{}}
	h.State.RuleSet, h.State.Games = nil, nil
	for i, g := range s.Games {
		n := len(g.Rounds)
		if i < len(games) && games[i] != nil {
			n = bytes.Count(games[i], []byte{'\n'}) / 2
		}
		h.Rounds = append(h.Rounds, n)
	}
	header, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	out := append(make([]byte, 0, len(header)+keptSize(s, games)), header...)
	key := s.TotalsKey()
	for i := range s.Games {
		g := s.Games[i]
		if i < len(games) && games[i] != nil {
			if keptFor(games[i], key) {
				out = append(append(out, '\n'), games[i]...)
				continue
			}
			if len(g.Rounds) == 0 { // left undecoded, its totals kept for other players
				if g, err = decodeGame(games[i], i+1); err != nil {
					return nil, err
				}
			}
		}
		var totals *arbiter.GameTotals
		if i < len(s.Games)-1 {
			if totals, err = s.GameTotals(&g); err != nil {
				return nil, err
			}
		}
		if out, err = appendGame(out, g, totals); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// keptSize is the size of the lines EncodeReusing writes as they are, a
// newline before each, and an eighth more for those it encodes anew: late
// in a game, the last round or two of many.
func keptSize(s arbiter.State, games [][]byte) int {
	n := 0
	for i := range s.Games {
		if i < len(games) && games[i] != nil {
			n += 1 + len(games[i])
		}
		for _, r := range s.Games[i].Rounds {
			n += 1 + len(r.Encoded)
		}
	}
	return n + n/8
}

// keptFor reports whether the lines of a game (or the first of them)
// hold its totals for the totals key key. A JSON string escapes its
// quotes, so the text searched for appears in the game's line only as the
// field it names.
func keptFor(lines []byte, key string) bool {
	first, _, _ := bytes.Cut(lines, []byte{'\n'})
	return bytes.Contains(first, []byte(`"totals":{"key":"`+key+`"`))
}

// keptTotals decodes the totals that line, the first line of game n,
// holds, and the game itself but its rounds. The players' records, most of the line, are read apart: the
// JSON decoder would go over them twice before handing them over. A JSON
// string escapes its quotes, so `,"players":"` is the totals' field, and
// the records hold no escape unless the line was written otherwise, when
// the whole line is decoded.
func keptTotals(line []byte, n int) (*arbiter.GameTotals, *arbiter.Game, error) {
	var (
		gl      gameLine
		records []byte
	)
	field := []byte(`,"players":"`)
	if k := bytes.Index(line, field); k >= 0 {
		start := k + len(field)
		if end := bytes.IndexByte(line[start:], '"'); end >= 0 && bytes.IndexByte(line[start:start+end], '\\') < 0 {
			records = line[start : start+end]
			line = append(line[:start:start], line[start+end:]...) // the records left out: ""
		}
	}
	err := decodeStrict(line, &gl)
	if err == nil && records != nil && gl.Totals != nil {
		if gl.Totals.Players, err = readPlayerLines(records); err != nil {
			err = fmt.Errorf("snapshot: %w", err)
		}
	}
	if err != nil {
		return nil, nil, arbiter.Errorf(arbiter.EStorage, "game %d: %v", n, err)
	}
	g := gl.Game.game()
	return gl.Totals.game(), &g, nil
}

// keptGame returns the game of number n an earlier game is left as until
// it is decoded: its number and the totals its first line kept, and what
// says its kind: the Anticipation game, the problem or the state of a
// registered kind (a problem's and a registered kind's totals are worked
// out from it, [arbiter.State.Standings]).
func keptGame(line []byte, n int) (arbiter.Game, error) {
	totals, g, err := keptTotals(line, n)
	if err != nil {
		return arbiter.Game{}, err
	}
	return arbiter.Game{Number: n, Totals: totals, Play: g.Play}, nil
}

// appendGame appends to out the lines of a snapshot that hold g, with its
// totals if not nil, each after a newline.
func appendGame(out []byte, g arbiter.Game, totals *arbiter.GameTotals) ([]byte, error) {
	line := func(v any) error {
		b, err := json.Marshal(v)
		out = append(append(out, '\n'), b...)
		return err
	}
	rounds := g.Rounds
	g.Rounds = nil
	kept, err := lineGameOf(g)
	if err != nil {
		return nil, err
	}
	if err := line(gameLine{Game: kept, Board: boardText(&g.Board), Totals: lineOf(totals)}); err != nil {
		return nil, err
	}
	for _, r := range rounds {
		if r.Encoded != nil { // read from a snapshot and not changed since
			out = append(append(out, '\n'), r.Encoded...)
			continue
		}
		l := roundLine{Round: r, Board: boardText(&r.Board)}
		out = append(appendTally(append(out, '\n'), r.Tally()), '\n')
		out = append(l.appendSlips(out), ' ')
		b, err := json.Marshal(l)
		if err != nil {
			return nil, err
		}
		out = append(out, b...)
	}
	return out, nil
}

// Decode reads a state written by [Encode]. Bytes that are not such a
// snapshot, or one of another [Format], give an error. The state's rounds
// keep their lines, pieces of data, to write them again ([EncodeReusing]):
// data must not change after.
func Decode(data []byte) (arbiter.State, error) {
	s, games, err := DecodeCurrent(data)
	if err != nil {
		return arbiter.State{}, err
	}
	if err := DecodeGames(&s, games); err != nil {
		return arbiter.State{}, err
	}
	return s, nil
}

// DecodeCurrent is [Decode] for a reader of the current game alone: every
// game before it is left a Game of its number holding only the totals its
// line kept ([arbiter.Game.Totals]) and, for a composition problem or a
// game of a registered kind, its problem or its state, to be filled by [DecodeGames] from
// games, the encoded lines of those earlier games (games[i] is game
// i+1's). Like the state's rounds, games are pieces of data, which must
// not change after.
func DecodeCurrent(data []byte) (arbiter.State, [][]byte, error) { return decode(data, false) }

// DecodeLast is [DecodeCurrent] reading of the current game's rounds the
// last one alone, for a command that closes the round, chooses its top or
// takes a slip ([arbiter.RoundOnly]; what the others need of the earlier
// rounds costs most of a late command's time): the rounds before it are
// left unread ([arbiter.Round.Unread]), each its number, its line
// ([arbiter.Round.Encoded]) and its tally ([arbiter.Round.Tallied]), until
// [ReadRound] or [ReadRounds] reads them. Nothing but a command or an
// event that reads the rounds read alone ([arbiter.FoldsRound]), the
// standings ([arbiter.State.Standings]) and [EncodeReusing] may take the
// state before.
func DecodeLast(data []byte) (arbiter.State, [][]byte, error) { return decode(data, true) }

// decode is [DecodeCurrent], or [DecodeLast] if last is set.
func decode(data []byte, last bool) (arbiter.State, [][]byte, error) {
	first, rest, _ := bytes.Cut(data, []byte{'\n'})
	var h snapshotHeader
	if err := decodeStrict(first, &h); err != nil {
		return arbiter.State{}, nil, err
	}
	if h.Format != Format {
		return arbiter.State{}, nil, &FormatError{Format: h.Format}
	}
	s := h.State
	if len(s.Games) > 0 {
		return arbiter.State{}, nil, fmt.Errorf("snapshot: the header holds games")
	}
	if s.Tournament.Name != "" || len(s.Players) > 0 || len(h.Rounds) > 0 {
		rs, err := arbiter.RuleSetOf(s.Tournament)
		if err != nil {
			return arbiter.State{}, nil, fmt.Errorf("snapshot: %w", err)
		}
		s.RuleSet = rs
	}
	games, err := cutGames(rest, h.Rounds)
	if err != nil {
		return arbiter.State{}, nil, err
	}
	if len(games) > 0 {
		s.Games = make([]arbiter.Game, len(games))
	}
	for i := range len(games) - 1 {
		first, _, _ := bytes.Cut(games[i], []byte{'\n'})
		if s.Games[i], err = keptGame(first, i+1); err != nil {
			return arbiter.State{}, nil, err
		}
	}
	if n := len(games); n > 0 {
		lines := games[n-1]
		unread := 0
		if last {
			unread = max(bytes.Count(lines, []byte{'\n'})/2-1, 0) // two lines a round
		}
		if s.Games[n-1], err = decodeGameFrom(lines, n, unread); err != nil {
			return arbiter.State{}, nil, err
		}
		games = games[:n-1]
	}
	return s, games, nil
}

// Lines returns, by their digests, lines of a snapshot its reader left
// unread ([arbiter.SnapshotStore.SnapshotLines]), each checked against
// its digest.
type Lines func(digests []string) (map[string][]byte, error)

// ReadRounds reads every round of the current game of s left unread, on
// every CPU, their slips' lines read with lines where they were left
// unread.
func ReadRounds(s *arbiter.State, lines Lines) error {
	g := s.CurrentGame()
	if g == nil {
		return nil
	}
	var unread []int
	for k := range g.Rounds {
		if g.Rounds[k].Unread() {
			unread = append(unread, k)
		}
	}
	return readRounds(g, unread, lines)
}

// ReadRound reads round n of the current game of s if it was left unread,
// as [ReadRounds] does.
func ReadRound(s *arbiter.State, n int, lines Lines) error {
	g := s.CurrentGame()
	if g == nil {
		return nil
	}
	if r := g.Round(n); r == nil || !r.Unread() {
		return nil
	}
	return readRounds(g, []int{n - 1}, lines)
}

// readRounds reads the rounds of g at the indexes given, on every CPU.
func readRounds(g *arbiter.Game, rounds []int, lines Lines) error {
	err := fetchLines(g, rounds, lines)
	if err == nil {
		err = errors.Join(decodeRounds(g, rounds)...)
	}
	if err != nil {
		return arbiter.Errorf(arbiter.EStorage, "%v", err)
	}
	return nil
}

// fetchLines puts in place, in the rounds of g at the indexes given, the
// slips' lines their reader left as references ([arbiter.LineRef]),
// read with lines.
func fetchLines(g *arbiter.Game, rounds []int, lines Lines) error {
	var digests []string
	for _, k := range rounds {
		if _, line, _ := bytes.Cut(g.Rounds[k].Encoded, []byte{'\n'}); arbiter.IsLineRef(line) {
			digests = append(digests, string(line[1:]))
		}
	}
	if len(digests) == 0 {
		return nil
	}
	if lines == nil {
		return fmt.Errorf("snapshot: game %d: the lines of its rounds left unread cannot be read", g.Number)
	}
	read, err := lines(digests)
	if err != nil {
		return err
	}
	for _, k := range rounds {
		r := &g.Rounds[k]
		tally, line, _ := bytes.Cut(r.Encoded, []byte{'\n'})
		if !arbiter.IsLineRef(line) {
			continue
		}
		whole, ok := read[string(line[1:])]
		if !ok {
			return fmt.Errorf("snapshot: game %d: round %d: its line was not read", g.Number, k+1)
		}
		r.Encoded = slices.Concat(tally, []byte{'\n'}, whole)
	}
	return nil
}

// decodeRounds decodes the rounds of g at the indexes given from the
// lines they hold, on every CPU, and returns each one's error.
func decodeRounds(g *arbiter.Game, rounds []int) []error {
	errs := make([]error, len(rounds))
	parts.Each(len(rounds), func(i int) {
		k := rounds[i]
		g.Rounds[k], errs[i] = decodeRound(g.Rounds[k].Encoded, g.Number, k+1)
	})
	return errs
}

// LeftUnread names, in a snapshot whose first line is header, the lines a
// reader of the current game's last round leaves unread
// ([arbiter.SnapshotStore.LatestSnapshotWithout]): those of the rounds of
// the games before the current one, since [DecodeCurrent] reads only the
// first line of those games, and the slips' lines of the current game's
// rounds but the last, whose tallies alone [DecodeLast] reads. It names
// none when header does not decode.
func LeftUnread(header []byte) func(line int) bool {
	var h struct {
		Rounds []int `json:"rounds"`
	}
	var left []bool
	if json.Unmarshal(header, &h) == nil {
		left = []bool{false} // the header
		for i, n := range h.Rounds {
			if n < 0 || n > len(header) { // more rounds than the header has bytes: not a header
				return func(int) bool { return false }
			}
			left = append(left, false) // the game's first line
			current := i == len(h.Rounds)-1
			for k := range n {
				left = append(left, !current, !current || k < n-1) // its tally, its slips
			}
		}
	}
	return func(line int) bool { return line < len(left) && left[line] }
}

// cutGames cuts rest, the lines of a snapshot after its header, into the
// lines of each game, game i+1 holding its gameLine and rounds[i] rounds.
func cutGames(rest []byte, rounds []int) ([][]byte, error) {
	var games [][]byte
	for i, n := range rounds {
		if n < 0 {
			return nil, fmt.Errorf("snapshot: game %d has %d rounds", i+1, n)
		}
		end := 0
		for range 2*n + 1 {
			if end >= len(rest) {
				return nil, fmt.Errorf("snapshot: game %d: fewer lines than its %d rounds have", i+1, n)
			}
			k := bytes.IndexByte(rest[end:], '\n')
			if k < 0 {
				k = len(rest) - end
			}
			end += k + 1
		}
		games = append(games, rest[:end-1])
		rest = rest[min(end, len(rest)):]
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("snapshot: more lines than games and rounds")
	}
	return games, nil
}

// EarlierGames returns the lines of the games before the current one of
// the snapshot data, as [DecodeCurrent] returns them, without decoding the
// header's state or the current game.
func EarlierGames(data []byte) ([][]byte, error) {
	first, rest, _ := bytes.Cut(data, []byte{'\n'})
	var h struct {
		Format int   `json:"format"`
		Rounds []int `json:"rounds"`
	}
	if err := json.Unmarshal(first, &h); err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	if h.Format != Format {
		return nil, &FormatError{Format: h.Format}
	}
	games, err := cutGames(rest, h.Rounds)
	if err != nil || len(games) == 0 {
		return nil, err
	}
	return games[:len(games)-1], nil
}

// DecodeGames decodes into s, as [DecodeCurrent] returned it, the games
// before the current one from games, their lines: each game on a goroutine
// of its own, since what reads past games (the standings of the
// tournament) waits for them all.
func DecodeGames(s *arbiter.State, games [][]byte) error {
	if len(games) > len(s.Games) {
		return fmt.Errorf("snapshot: %d games, %d pieces", len(s.Games), len(games))
	}
	decoded := make([]arbiter.Game, len(games))
	errs := make([]error, len(games))
	var wg sync.WaitGroup
	for i, lines := range games {
		wg.Go(func() { decoded[i], errs[i] = decodeGame(lines, i+1) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	copy(s.Games, decoded)
	return nil
}

// decodeGame reads the lines of a snapshot that hold game n.
func decodeGame(lines []byte, n int) (arbiter.Game, error) { return decodeGameFrom(lines, n, 0) }

// decodeGameFrom is decodeGame leaving the first unread rounds unread:
// each holds its number and its line.
func decodeGameFrom(lines []byte, n, unread int) (arbiter.Game, error) {
	first, rest, _ := bytes.Cut(lines, []byte{'\n'})
	var gl gameLine
	if err := decodeStrict(first, &gl); err != nil {
		return arbiter.Game{}, err
	}
	g := gl.Game.game()
	if g.Number != n || len(g.Rounds) > 0 {
		return arbiter.Game{}, fmt.Errorf("snapshot: game %d in place %d", g.Number, n)
	}
	if err := readBoard(&g.Board, gl.Board); err != nil {
		return arbiter.Game{}, err
	}
	if len(rest) == 0 {
		return g, nil
	}
	roundLines, err := pairs(rest)
	if err != nil {
		return arbiter.Game{}, fmt.Errorf("snapshot: game %d: %w", n, err)
	}
	g.Rounds = make([]arbiter.Round, len(roundLines))
	for i, lines := range roundLines {
		g.Rounds[i] = arbiter.Round{Number: i + 1, Encoded: lines}
		if i < unread {
			tally, _, _ := bytes.Cut(lines, []byte{'\n'})
			if g.Rounds[i].Tallied, err = readTally(tally, n, i+1); err != nil {
				return arbiter.Game{}, err
			}
		}
	}
	for _, err := range decodeRounds(&g, indexes(unread, len(roundLines))) {
		if err != nil {
			return arbiter.Game{}, err // the first round that does not decode
		}
	}
	return g, nil
}

// pairs cuts lines into pieces of two lines each, a round's.
func pairs(lines []byte) ([][]byte, error) {
	var out [][]byte
	for start, i, n := 0, 0, 0; i <= len(lines); i++ {
		if i < len(lines) && lines[i] != '\n' {
			continue
		}
		if n++; n%2 == 0 {
			out = append(out, lines[start:i])
			start = i + 1
		} else if i == len(lines) {
			return nil, fmt.Errorf("round %d has one line of two", len(out)+1)
		}
	}
	return out, nil
}

// indexes returns the numbers from lo to hi-1.
func indexes(lo, hi int) []int {
	n := make([]int, 0, max(hi-lo, 0))
	for k := lo; k < hi; k++ {
		n = append(n, k)
	}
	return n
}

// decodeRound reads lines, the two lines of round number k of game n, and
// keeps them in the round to write them again.
func decodeRound(lines []byte, n, k int) (arbiter.Round, error) {
	tally, line, _ := bytes.Cut(lines, []byte{'\n'})
	if arbiter.IsLineRef(tally) || arbiter.IsLineRef(line) {
		return arbiter.Round{}, fmt.Errorf("snapshot: game %d: round %d was left unread", n, k)
	}
	parts := bytes.SplitN(line, []byte{' '}, 3)
	if len(parts) < 3 {
		return arbiter.Round{}, fmt.Errorf("snapshot: game %d: round %d: no space after the slips and their moves", n, k)
	}
	slips, moves, text := parts[0], parts[1], parts[2]
	var l roundLine
	if err := decodeStrict(text, &l); err != nil {
		return arbiter.Round{}, err
	}
	r := l.Round
	if r.Number != k {
		return arbiter.Round{}, fmt.Errorf("snapshot: game %d: round %d in place %d", n, r.Number, k)
	}
	if err := readBoard(&r.Board, l.Board); err != nil {
		return arbiter.Round{}, err
	}
	if err := l.decodeSlips(slips, moves, n); err != nil {
		return arbiter.Round{}, err
	}
	r.Slips = l.Round.Slips
	// The tally a reader of the standings takes for the round's slips must
	// be theirs.
	t, err := readTally(tally, n, k)
	if err != nil {
		return arbiter.Round{}, err
	}
	if !sameTally(*t, r.Tally()) {
		return arbiter.Round{}, fmt.Errorf("snapshot: game %d: round %d: its tally is not its slips'", n, k)
	}
	r.Encoded = lines
	return r, nil
}

// Plain returns a clone of s without the lines its rounds were read from
// ([arbiter.Round.Encoded]): the state as a fold of the log has it, for a
// reader that compares states or hands one out.
func Plain(s arbiter.State) arbiter.State {
	c := s.Clone()
	for i := range c.Games {
		for k := range c.Games[i].Rounds {
			c.Games[i].Rounds[k].Encoded = nil
		}
	}
	return c
}

// decodeStrict decodes the JSON value data into v, refusing unknown
// fields and anything after the value.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("snapshot: %w", err)
	}
	// More would miss a closing '}' or ']' after the value: only the end of
	// the data may follow it.
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("snapshot: data after the snapshot")
	}
	return nil
}

// boardText is the hex of b's squares, row by row.
func boardText(b *scoring.Board) string {
	var sq [scoring.Size * scoring.Size]byte
	for row := range scoring.Size {
		for col := range scoring.Size {
			sq[row*scoring.Size+col] = byte(b.At(row, col))
		}
	}
	return hex.EncodeToString(sq[:])
}

// readBoard sets b's squares from text written by boardText.
func readBoard(b *scoring.Board, text string) error {
	sq, err := hex.DecodeString(text)
	if err != nil || len(sq) != scoring.Size*scoring.Size {
		return fmt.Errorf("snapshot: a board is not %d squares in hex", scoring.Size*scoring.Size)
	}
	for i, t := range sq {
		if t != 0 && (t < 'A' || t > 'Z') && (t < 'a' || t > 'z') {
			return fmt.Errorf("snapshot: a board holds the tile %#x", t)
		}
		b.Set(i/scoring.Size, i%scoring.Size, scoring.Tile(t))
	}
	return nil
}
