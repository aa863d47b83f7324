package gcg

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/arbiter"
	"arbiter/internal/bounded"
)

// Reason is why a line cannot be read. Its text is a stable code: never
// renamed or reused. A Reason is also a sentinel: errors.Is(err, ErrRack).
type Reason string

// Error returns the code.
func (r Reason) Error() string { return string(r) }

// The reasons of a [ParseError].
const (
	ErrTooLarge Reason = "gcg_too_large"   // the file is over MaxSize bytes or MaxEvents turns
	ErrEncoding Reason = "gcg_encoding"    // an encoding other than UTF-8 or ISO 8859-1, or not first
	ErrLine     Reason = "gcg_line"        // a line of no GCG form
	ErrPragma   Reason = "gcg_pragma"      // a malformed or misplaced pragma
	ErrPlayer   Reason = "gcg_player"      // a turn of a nickname no #player names
	ErrPosition Reason = "gcg_position"    // a position that cannot be read
	ErrWord     Reason = "gcg_word"        // a word that cannot be read or does not fit on the board
	ErrRack     Reason = "gcg_rack"        // a rack or tiles that cannot be read
	ErrNumber   Reason = "gcg_number"      // a score or total that cannot be read
	ErrWithdraw Reason = "gcg_withdrawn"   // a withdrawal that follows no play of the same player
	ErrNoPlayer Reason = "gcg_no_players"  // turns before any #player
	ErrMissing  Reason = "gcg_incomplete"  // a file with no #player at all
	ErrDupNick  Reason = "gcg_nick_repeat" // two players with one nickname
)

// ParseError is a line that cannot be read: its number (from 1), the
// reason and a sentence saying what is wrong.
type ParseError struct {
	Line    int
	Reason  Reason
	Message string
}

// Error names the line and the reason.
func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Message) }

// Unwrap returns the reason.
func (e *ParseError) Unwrap() error { return e.Reason }

// Read reads a GCG file (see the package documentation), its lines ended
// by LF, CR LF or a CR alone. An error is an
// *[arbiter.Error] with code [arbiter.EInvalidInput] wrapping the
// *[ParseError] of the first line that cannot be read.
func Read(r io.Reader) (*Game, error) {
	data, err := io.ReadAll(io.LimitReader(bounded.Lines(r), MaxSize+1))
	if err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "game record: %w", err)
	}
	if len(data) > MaxSize {
		return nil, fail(&ParseError{Line: 0, Reason: ErrTooLarge,
			Message: fmt.Sprintf("the file is over %d bytes, more than any game", MaxSize)})
	}
	text, perr := decode(bytes.TrimPrefix(data, []byte("\uFEFF")))
	if perr != nil {
		return nil, fail(perr)
	}
	p := reader{g: &Game{}}
	for n, line := range strings.Split(text, "\n") {
		if err := p.line(n+1, line); err != nil {
			return nil, fail(err)
		}
	}
	if len(p.g.Players) == 0 {
		return nil, fail(&ParseError{Line: 1, Reason: ErrMissing, Message: "no #player pragma: a game record names its players first"})
	}
	return p.g, nil
}

// fail wraps a line's error into the package's *arbiter.Error.
func fail(e *ParseError) error {
	where := "game record"
	if e.Line > 0 {
		where = fmt.Sprintf("game record, line %d", e.Line)
	}
	return &arbiter.Error{Code: arbiter.EInvalidInput, Message: where + ": " + e.Message, Err: e}
}

// decode returns the file as UTF-8 text: as it is after a first line
// `#character-encoding UTF-8`, else read as ISO 8859-1.
func decode(data []byte) (string, *ParseError) {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	first = bytes.TrimRight(first, "\r ")
	if name, ok := bytes.CutPrefix(first, []byte("#character-encoding")); ok {
		switch strings.ToLower(strings.TrimSpace(string(name))) {
		case "utf-8", "utf8":
			if !utf8.Valid(data) {
				return "", &ParseError{Line: 1, Reason: ErrEncoding, Message: "the file says UTF-8 but holds bytes that are not UTF-8"}
			}
			return string(data), nil
		case "iso-8859-1", "iso8859-1", "latin1", "latin-1":
		default:
			return "", &ParseError{Line: 1, Reason: ErrEncoding,
				Message: fmt.Sprintf("encoding %q: only UTF-8 and ISO 8859-1 are read", strings.TrimSpace(string(name)))}
		}
	}
	runes := make([]rune, len(data))
	for i, b := range data {
		runes[i] = rune(b)
	}
	return string(runes), nil
}

// reader is the state of a file being read.
type reader struct {
	g        *Game
	noteOpen bool // the last line was a note: a line of no form continues it
}

// line reads line n.
func (p *reader) line(n int, s string) *ParseError {
	t := strings.TrimSpace(s)
	switch {
	case t == "":
		return nil
	case strings.HasPrefix(t, ">"):
		p.noteOpen = false
		return p.event(n, t[1:])
	case strings.HasPrefix(t, "#"):
		return p.pragma(n, t[1:])
	case p.noteOpen:
		p.addNote(t)
		return nil
	}
	return &ParseError{Line: n, Reason: ErrLine, Message: fmt.Sprintf("%q is neither a pragma (#…) nor a turn (>…)", clip(t))}
}

// pragma reads a line starting with '#', without it.
func (p *reader) pragma(n int, s string) *ParseError {
	name, value := s, ""
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		name, value = s[:i], strings.TrimSpace(s[i:])
	}
	if name == "note" {
		p.addNote(value)
		p.noteOpen = true
		return nil
	}
	p.noteOpen = false
	switch {
	case name == "character-encoding":
		if n != 1 {
			return &ParseError{Line: n, Reason: ErrEncoding, Message: "#character-encoding must be the first line"}
		}
		return nil
	case len(p.g.Events) > 0 && !strings.HasPrefix(name, "rack"):
		return &ParseError{Line: n, Reason: ErrPragma, Message: fmt.Sprintf("#%s after the first turn: only #note and #rack1, #rack2… may follow turns", clip(name))}
	case strings.HasPrefix(name, "player"):
		return p.player(n, name, value)
	case name == "lexicon":
		p.g.Lexicon = oneLine(value)
		return nil
	case name == "":
		return &ParseError{Line: n, Reason: ErrPragma, Message: "a pragma has a name right after '#', as in #lexicon"}
	}
	p.g.Pragmas = append(p.g.Pragmas, Pragma{Name: name, Value: oneLine(value)})
	return nil
}

// addNote adds a line of note to the last turn, or to the game before the first.
func (p *reader) addNote(text string) {
	note := &p.g.Note
	if k := len(p.g.Events); k > 0 {
		note = &p.g.Events[k-1].Note
	}
	if *note != "" || p.noteOpen {
		*note += "\n"
	}
	*note += text
}

// player reads `#playerN nick name`.
func (p *reader) player(n int, name, value string) *ParseError {
	want := len(p.g.Players) + 1
	if name != "player"+strconv.Itoa(want) || want > MaxPlayers {
		return &ParseError{Line: n, Reason: ErrPragma,
			Message: fmt.Sprintf("#%s: players are numbered in order from #player1 to #player%d, the next here is #player%d", clip(name), MaxPlayers, want)}
	}
	fields := strings.Fields(value)
	if len(fields) == 0 {
		return &ParseError{Line: n, Reason: ErrPragma, Message: fmt.Sprintf("#%s has no nickname: write #%s nick Full Name", name, name)}
	}
	if i := strings.IndexFunc(value, unicode.IsControl); i >= 0 {
		c, _ := utf8.DecodeRuneInString(value[i:])
		return &ParseError{Line: n, Reason: ErrPragma, Message: fmt.Sprintf("#%s %q holds %U, an invisible control character: type the player without it", name, clip(strings.TrimSpace(value)), c)}
	}
	nick := fields[0]
	if strings.Contains(nick, ":") {
		return &ParseError{Line: n, Reason: ErrPragma, Message: fmt.Sprintf("nickname %q: a nickname has no ':'", clip(nick))}
	}
	for _, pl := range p.g.Players {
		if pl.Nick == nick {
			return &ParseError{Line: n, Reason: ErrDupNick, Message: fmt.Sprintf("nickname %q names two players", clip(nick))}
		}
	}
	p.g.Players = append(p.g.Players, Player{Nick: nick, Name: strings.Join(fields[1:], " ")})
	return nil
}

// event reads a turn line without its '>'.
func (p *reader) event(n int, s string) *ParseError {
	if len(p.g.Players) == 0 {
		return &ParseError{Line: n, Reason: ErrNoPlayer, Message: "a turn before any #player pragma"}
	}
	if len(p.g.Events) == MaxEvents {
		return &ParseError{Line: n, Reason: ErrTooLarge, Message: fmt.Sprintf("more than %d turns, more than any game", MaxEvents)}
	}
	nick, rest, ok := strings.Cut(s, ":")
	player := p.nick(nick)
	if !ok || player < 0 {
		return &ParseError{Line: n, Reason: ErrPlayer, Message: fmt.Sprintf("turn of %q: no #player has that nickname", clip(nick))}
	}
	e, te := parseTurn(strings.Fields(rest))
	if te != nil {
		return &ParseError{Line: n, Reason: te.reason, Message: fmt.Sprintf("%s's turn %q: %s", nick, clip(strings.TrimSpace(rest)), te.what)}
	}
	e.Line, e.Player = n, player
	if e.Kind == Withdrawn {
		if k := len(p.g.Events); k == 0 || p.g.Events[k-1].Kind != Play || p.g.Events[k-1].Player != player {
			return &ParseError{Line: n, Reason: ErrWithdraw, Message: fmt.Sprintf("%s's withdrawal \"--\" follows no play of %s", nick, nick)}
		}
	}
	p.g.Events = append(p.g.Events, e)
	return nil
}

// nick returns the index of the player of nickname s, or -1.
func (p *reader) nick(s string) int {
	for i, pl := range p.g.Players {
		if pl.Nick == s {
			return i
		}
	}
	return -1
}

// clip shortens s for a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	return string([]rune(s)[:57]) + "…"
}
