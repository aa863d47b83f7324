package scoresheet

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/arbiter"
	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// MaxTyped is the most bytes [ReadTyped] reads: far more than any game.
const MaxTyped = 1 << 20

// ReadTyped reads a record as a scorekeeper types it, one line a turn,
// after a line naming the players in the order they play:
//
//	players Ana Popescu, Dan Ionescu
//	Ana Popescu [ACLMNOU]: H8 COLUMNA 78
//	Dan Ionescu: I7 VAH 60 off
//	Ana Popescu: exchange MN
//	Dan Ionescu: pass
//	Ana Popescu: time 10
//	Dan Ionescu: end AEI
//
// A turn names its player as the players line does; a rack in brackets
// may follow the name. A play is a position in the rule set's labelling
// (RULES §1), the whole word (RULES §1–§2: diacritics folded, a joker in
// lower case or as C0), the score written if any, then what became of it
// if it was challenged: "off" (wrong play, taken back), "upheld" (it
// stands), "withdrawn" (the referee's withdrawal on ambiguous
// dictionaries, not a wrong play). "exchange" takes the tiles or their
// number, "time" the penalty's points, "end" the player's rack at the
// end; "pass" is a pass. Romanian words are read too: "pas", "schimb",
// "gresit", "confirmat", "retras", "timp", "final". Blank lines and lines
// starting with '#' are skipped; a line ends with LF, CR LF or a CR alone.
// The record is UTF-8 text, its players' names without control characters.
//
// An error is an *[arbiter.Error] with code [arbiter.EInvalidInput] naming
// the line and what is wrong with it; the input is bounded by [MaxTyped]
// bytes, [MaxTurns] turns and [MaxPlayers] players.
func ReadTyped(rs *scoring.RuleSet, r io.Reader) (*Record, error) {
	sc := bufio.NewScanner(io.LimitReader(bounded.Lines(r), MaxTyped+1))
	sc.Buffer(make([]byte, 0, 4096), MaxTyped+1)
	rec := &Record{}
	read := 0
	for n := 1; sc.Scan(); n++ {
		read += len(sc.Bytes()) + 1
		if read > MaxTyped+1 {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "typed record: over %d bytes, more than any game", MaxTyped)
		}
		if !utf8.Valid(sc.Bytes()) {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "typed record, line %d: %q is not UTF-8 text: save the record as UTF-8", n, clip(sc.Text()))
		}
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		if err := rec.typedLine(rs, n, line); err != nil {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "typed record, line %d: %s", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "typed record: %v", err)
	}
	if len(rec.Players) == 0 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "typed record: no players line: write first \"players Ana, Dan\"")
	}
	return rec, nil
}

// typedLine reads line n of a typed record into rec.
func (rec *Record) typedLine(rs *scoring.RuleSet, n int, line string) error {
	if rest, ok := strings.CutPrefix(line, "players "); ok && len(rec.Players) == 0 {
		for name := range strings.SplitSeq(rest, ",") {
			name = strings.Join(strings.Fields(name), " ")
			if name == "" || index(rec.Players, name) >= 0 || strings.ContainsAny(name, ":[]") {
				return fmt.Errorf("players %q: each player once, the names separated by commas, without ':', '[' or ']'", clip(rest))
			}
			if i := strings.IndexFunc(name, unicode.IsControl); i >= 0 {
				c, _ := utf8.DecodeRuneInString(name[i:])
				return fmt.Errorf("player %q holds %U, an invisible control character: type the name without it", clip(name), c)
			}
			rec.Players = append(rec.Players, name)
		}
		if len(rec.Players) < 2 || len(rec.Players) > MaxPlayers {
			return fmt.Errorf("%d players: a free game has 2 to %d", len(rec.Players), MaxPlayers)
		}
		rec.EndRacks = make([]string, len(rec.Players))
		return nil
	}
	if len(rec.Players) == 0 {
		return fmt.Errorf("a turn before the players line: write first \"players Ana, Dan\"")
	}
	if len(rec.Turns) == MaxTurns {
		return fmt.Errorf("more than %d turns, more than any game", MaxTurns)
	}
	head, body, ok := strings.Cut(line, ":")
	if !ok {
		return fmt.Errorf("%q: write the player, ':' and the turn, as in \"%s: H8 COLUMNA 78\"", clip(line), rec.Players[0])
	}
	t := Turn{Line: n}
	name, rack, hasRack := strings.Cut(head, "[")
	name = strings.Join(strings.Fields(name), " ")
	t.Player = index(rec.Players, name)
	if t.Player < 0 {
		return fmt.Errorf("%q is not a player of the players line", clip(name))
	}
	if hasRack {
		rack, ok = strings.CutSuffix(strings.TrimSpace(rack), "]")
		if !ok {
			return fmt.Errorf("rack [%s: close it with ]", clip(rack))
		}
		r, err := rs.ParseRack(rack)
		if err != nil {
			return err
		}
		t.Rack = r.String()
	}
	f := strings.Fields(body)
	if len(f) == 0 {
		return fmt.Errorf("%s's turn is empty: write a play, pass, exchange TILES, time POINTS or end RACK", name)
	}
	return rec.typedTurn(rs, t, f)
}

// typedTurn reads the fields of a turn after its player.
func (rec *Record) typedTurn(rs *scoring.RuleSet, t Turn, f []string) error {
	word := strings.ToLower(f[0])
	switch {
	case (word == "pass" || word == "pas") && len(f) == 1:
		t.Kind = Pass
	case (word == "exchange" || word == "schimb") && len(f) == 2:
		t.Kind = Exchange
		if n, err := strconv.Atoi(f[1]); err == nil {
			t.Count = n
		} else if r, err := rs.ParseRack(f[1]); err == nil {
			t.Tiles = r.String()
		} else {
			return err
		}
	case (word == "time" || word == "timp") && len(f) == 2:
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > scoring.MaxPoints {
			return fmt.Errorf("time penalty %q: write the points lost, 0 to %d", f[1], scoring.MaxPoints)
		}
		t.Kind, t.Points = TimePenalty, n
	case (word == "end" || word == "final") && len(f) == 2:
		r, err := rs.ParseRack(f[1])
		if err != nil {
			return err
		}
		rec.EndRacks[t.Player] = r.String()
		return nil
	default:
		if err := typedPlay(rs, &t, f); err != nil {
			return err
		}
	}
	rec.Turns = append(rec.Turns, t)
	return nil
}

// typedPlay reads a play: position, word, score written, outcome.
func typedPlay(rs *scoring.RuleSet, t *Turn, f []string) error {
	if len(f) < 2 || len(f) > 4 {
		return fmt.Errorf("%q: write a play as POSITION WORD [SCORE] [off|upheld|withdrawn], or pass, exchange TILES, time POINTS, end RACK", clip(strings.Join(f, " ")))
	}
	p, err := rs.ParsePlay(f[0] + " " + f[1])
	if err != nil {
		return err
	}
	t.Kind, t.Pos, t.Word = Play, p.Pos, p.Word
	for _, x := range f[2:] {
		n, err := strconv.Atoi(x)
		switch {
		case err == nil && !t.Scored && n >= 0 && n <= scoring.MaxPoints*10:
			t.Score, t.Scored = n, true
		case t.Challenge == Unchallenged && outcome(x) != Unchallenged:
			t.Challenge = outcome(x)
		default:
			return fmt.Errorf("%q after the word: write the score, then off, upheld or withdrawn", clip(x))
		}
	}
	return nil
}

// outcome reads what became of a challenged play.
func outcome(s string) Challenge {
	switch strings.ToLower(s) {
	case "off", "gresit", "greșit":
		return Off
	case "upheld", "confirmat":
		return Upheld
	case "withdrawn", "retras":
		return Ambiguous
	}
	return Unchallenged
}

// index returns the place of name among names, or -1.
func index(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// clip shortens s for a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) > 60 {
		return string([]rune(s)[:57]) + "…"
	}
	return s
}

// FormatTyped writes rec as [ReadTyped] reads it, positions in rs's
// labelling; ReadTyped reads back the same record, lines aside.
func FormatTyped(rs *scoring.RuleSet, rec *Record) string {
	var b strings.Builder
	b.WriteString("players " + strings.Join(rec.Players, ", ") + "\n")
	for _, t := range rec.Turns {
		b.WriteString(rec.Players[t.Player])
		if t.Rack != "" {
			b.WriteString(" [" + t.Rack + "]")
		}
		b.WriteString(": ")
		switch t.Kind {
		case Play:
			b.WriteString(rs.FormatPlay(scoring.Play{Pos: t.Pos, Word: t.Word}))
			if t.Scored {
				fmt.Fprintf(&b, " %d", t.Score)
			}
			b.WriteString([...]string{"", " upheld", " off", " withdrawn"}[t.Challenge])
		case Exchange:
			if t.Tiles != "" {
				b.WriteString("exchange " + t.Tiles)
			} else {
				fmt.Fprintf(&b, "exchange %d", t.Count)
			}
		case Pass:
			b.WriteString("pass")
		case TimePenalty:
			fmt.Fprintf(&b, "time %d", t.Points)
		}
		b.WriteString("\n")
	}
	for p, r := range rec.EndRacks {
		if r != "" {
			fmt.Fprintf(&b, "%s: end %s\n", rec.Players[p], r)
		}
	}
	return b.String()
}
