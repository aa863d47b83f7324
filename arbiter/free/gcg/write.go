package gcg

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"arbiter/arbiter"
)

// Write writes g as a GCG file in UTF-8: the encoding line, the players,
// the word list, the other pragmas, the game's note, then each turn and
// its note, a note of several lines as one #note line each. [Read] reads
// back the same game. A game GCG cannot hold (a nickname with blanks, a
// turn of no player, more than [MaxPlayers] players) is an *[arbiter.Error]
// with code [arbiter.EInvalidInput] and nothing is written.
func Write(w io.Writer, g *Game) error {
	if err := writable(g); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	bw.WriteString("#character-encoding UTF-8\n")
	for i, p := range g.Players {
		line := strings.TrimRight(fmt.Sprintf("#player%d %s %s", i+1, p.Nick, oneLine(p.Name)), " ")
		bw.WriteString(line + "\n")
	}
	if g.Lexicon != "" {
		fmt.Fprintf(bw, "#lexicon %s\n", oneLine(g.Lexicon))
	}
	for _, p := range g.Pragmas {
		bw.WriteString(strings.TrimRight("#"+p.Name+" "+oneLine(p.Value), " ") + "\n")
	}
	writeNote(bw, g.Note)
	for _, e := range g.Events {
		line := ">" + g.Players[e.Player].Nick + ": " + turnText(e)
		if e.Comment != "" {
			line += " " + e.Comment
		}
		bw.WriteString(line + "\n")
		writeNote(bw, e.Note)
	}
	return bw.Flush()
}

// writable checks that GCG can hold g.
func writable(g *Game) error {
	if len(g.Players) == 0 || len(g.Players) > MaxPlayers {
		return arbiter.Errorf(arbiter.EInvalidInput, "game record: %d players: GCG holds 1 to %d", len(g.Players), MaxPlayers)
	}
	for i, p := range g.Players {
		if p.Nick == "" || strings.ContainsAny(p.Nick, " \t\r\n:") {
			return arbiter.Errorf(arbiter.EInvalidInput, "game record: player %d's nickname %q: a nickname is one word without ':'", i+1, p.Nick)
		}
	}
	for i, e := range g.Events {
		if e.Player < 0 || e.Player >= len(g.Players) {
			return arbiter.Errorf(arbiter.EInvalidInput, "game record: turn %d is of player %d, but the game has %d", i+1, e.Player+1, len(g.Players))
		}
	}
	return nil
}

// turnText is a turn line after "nick: ".
func turnText(e Event) string {
	score := fmt.Sprintf("%+d", e.Score)
	switch e.Kind {
	case Withdrawn, RackPenalty, TimePenalty:
		score = fmt.Sprintf("-%d", -e.Score)
	}
	var turn string
	switch e.Kind {
	case Play:
		turn = FormatPosition(e.Pos) + " " + e.Word
	case Exchange:
		turn = "-" + e.Tiles
		if e.Tiles == "" {
			turn = fmt.Sprintf("-%d", e.Count)
		}
	case Pass:
		turn = "-"
	case Withdrawn:
		turn = "--"
	case ChallengeBonus:
		turn = "(challenge)"
	case EndPoints:
		return fmt.Sprintf("(%s) %s %d", e.Tiles, score, e.Total)
	case RackPenalty:
		turn = "(" + e.Tiles + ")"
	case TimePenalty:
		turn = "(time)"
	}
	return strings.TrimLeft(fmt.Sprintf("%s %s %s %d", e.Rack, turn, score, e.Total), " ")
}

// writeNote writes a note, one #note line per line of it.
func writeNote(bw *bufio.Writer, note string) {
	if note == "" {
		return
	}
	for line := range strings.SplitSeq(note, "\n") {
		bw.WriteString(strings.TrimRight("#note "+line, " ") + "\n")
	}
}

// oneLine keeps a pragma's value on its line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
