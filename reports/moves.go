package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"arbiter/scoring"
)

// ScoredMove is one move as `arbiter score --json` and `arbiter solve
// --json` print it.
type ScoredMove struct {
	Position    string              `json:"position"`
	Word        string              `json:"word"`
	Score       int                 `json:"score"`
	Words       []scoring.WordScore `json:"words"`
	TilesPlaced int                 `json:"tiles_placed"`
	Tiles       string              `json:"tiles"`
	Bingo       bool                `json:"bingo"`
}

// NewScoredMove returns m with its position in rs's labelling.
func NewScoredMove(rs *scoring.RuleSet, m scoring.Move) ScoredMove {
	return ScoredMove{
		Position: rs.FormatPosition(m.Pos), Word: m.Word, Score: m.Score, Words: m.Words,
		TilesPlaced: len(m.Placed), Tiles: placedTiles(m), Bingo: m.Bingo,
	}
}

// placedTiles spells the tiles a move places, in board order, jokers in lower case.
func placedTiles(m scoring.Move) string {
	b := make([]byte, len(m.Placed))
	for i, p := range m.Placed {
		b[i] = byte(p.Tile)
	}
	return string(b)
}

// crossWords lists a move's cross words with their scores, then its bingo
// bonus: "CA 2, OH 21" or "bingo 50".
func crossWords(m scoring.Move) string {
	var parts []string
	bonus := m.Score
	for i, w := range m.Words {
		bonus -= w.Score
		if i > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", w.Word, w.Score))
		}
	}
	if m.Bingo {
		parts = append(parts, fmt.Sprintf("bingo %d", bonus))
	}
	return strings.Join(parts, ", ")
}

// AlignedTable gathers tab-separated lines and prints them as columns two
// spaces apart, without the trailing blanks an empty last cell leaves.
type AlignedTable struct {
	text strings.Builder
	tw   *tabwriter.Writer
}

// NewAlignedTable returns an empty table; write its lines with fmt.Fprintf.
func NewAlignedTable() *AlignedTable {
	t := &AlignedTable{}
	t.tw = tabwriter.NewWriter(&t.text, 0, 0, 2, ' ', 0)
	return t
}

// Write adds tab-separated text to the table.
func (t *AlignedTable) Write(p []byte) (int, error) { return t.tw.Write(p) }

// Print writes the aligned table to w.
func (t *AlignedTable) Print(w io.Writer) error {
	if err := t.tw.Flush(); err != nil {
		return err
	}
	for line := range strings.Lines(t.text.String()) {
		if _, err := fmt.Fprintln(w, strings.TrimRight(line, " \n")); err != nil {
			return err
		}
	}
	return nil
}

// Moves prints ranked moves, best first, for `arbiter solve`: one JSON
// object a line when asJSON, else a table of rank, position, word, score
// and cross words; "no legal move with RACK" when there is none.
func Moves(w io.Writer, rs *scoring.RuleSet, rack string, moves []scoring.Move, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(w)
		for _, m := range moves {
			if err := enc.Encode(NewScoredMove(rs, m)); err != nil {
				return err
			}
		}
		return nil
	}
	if len(moves) == 0 {
		return noLegalMove(w, rack)
	}
	t := NewAlignedTable()
	fmt.Fprintln(t, "rank\tposition\tword\tscore\tcross words")
	for i, m := range moves {
		fmt.Fprintf(t, "%d\t%s\t%s\t%d\t%s\n", i+1, rs.FormatPosition(m.Pos), m.Word, m.Score, crossWords(m))
	}
	return t.Print(w)
}

// noLegalMove says that rack has no legal move.
func noLegalMove(w io.Writer, rack string) error {
	_, err := fmt.Fprintf(w, "no legal move with %s\n", rack)
	return err
}

// variantWay is one way to play a variant's round as `solve --json` prints
// it: the fields of its (first) move, the letters chosen or swapped in, and
// in Tactic both moves and their total, Score being the total.
type variantWay struct {
	ScoredMove
	Chosen     string       `json:"chosen"`
	Returned   string       `json:"returned,omitempty"`
	Moves      []ScoredMove `json:"moves,omitempty"`
	Total      int          `json:"total,omitempty"`
	Rack2First bool         `json:"rack2_first,omitempty"`
}

// VariantWays prints the ways found to play a round of variant v (RULES
// §7), best first: one JSON object a line when asJSON, else a table that
// says which letters were chosen or swapped, and in Tactic each way's two
// moves and their total; "no legal move with RACK" when there is none.
func VariantWays(w io.Writer, rs *scoring.RuleSet, v scoring.Variant, rack string, ways []scoring.VariantMove, asJSON bool) error {
	if asJSON {
		return variantWaysJSON(w, rs, v, ways)
	}
	if len(ways) == 0 {
		return noLegalMove(w, rack)
	}
	t := NewAlignedTable()
	if v.TwoGroups() {
		tacticWays(t, rs, ways)
		return t.Print(w)
	}
	fmt.Fprintln(t, "rank\tposition\tword\tscore\tchosen\tcross words")
	for i, way := range ways {
		m := way.Moves[0]
		chosen := way.Chosen
		switch {
		case way.Returned != 0:
			chosen += " for " + string(way.Returned)
		case chosen == "":
			chosen = "-"
		}
		fmt.Fprintf(t, "%d\t%s\t%s\t%d\t%s\t%s\n", i+1, rs.FormatPosition(m.Pos), m.Word, m.Score, chosen, crossWords(m))
	}
	return t.Print(w)
}

// variantWaysJSON prints ways one JSON object a line.
func variantWaysJSON(w io.Writer, rs *scoring.RuleSet, v scoring.Variant, ways []scoring.VariantMove) error {
	enc := json.NewEncoder(w)
	for _, way := range ways {
		out := variantWay{ScoredMove: NewScoredMove(rs, way.Moves[0]), Chosen: way.Chosen}
		if way.Returned != 0 {
			out.Returned = string(way.Returned)
		}
		if v.TwoGroups() {
			out.Score, out.Total, out.Rack2First = way.Score, way.Score, way.Rack2First
			for _, m := range way.Moves {
				out.Moves = append(out.Moves, NewScoredMove(rs, m))
			}
		}
		if err := enc.Encode(out); err != nil {
			return err
		}
	}
	return nil
}

// tacticWays writes Tactic's ways to t: each way's two moves on lines of
// their own, the group each plays, the rank and the total on the first.
func tacticWays(t *AlignedTable, rs *scoring.RuleSet, ways []scoring.VariantMove) {
	fmt.Fprintln(t, "rank\tgroup\tposition\tword\tscore\ttotal\tcross words")
	for i, way := range ways {
		group := 1
		if way.Rack2First {
			group = 2
		}
		for k, m := range way.Moves {
			rank, total := "", ""
			if k == 0 {
				rank, total = fmt.Sprint(i+1), fmt.Sprint(way.Score)
			}
			fmt.Fprintf(t, "%s\t%d\t%s\t%s\t%d\t%s\t%s\n", rank, group, rs.FormatPosition(m.Pos), m.Word, m.Score, total, crossWords(m))
			group = 3 - group
		}
	}
}
