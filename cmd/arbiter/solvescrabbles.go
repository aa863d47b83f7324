package main

import (
	"encoding/json"
	"fmt"

	"arbiter/arbiter"
	"arbiter/scoring/solver"
)

// scrabbleLine is a Superscrabble solution as `solve --superscrabble --json`
// prints it.
type scrabbleLine struct {
	Position string `json:"position"`
	Word     string `json:"word"`
}

// printScrabbles prints every scrabble of in's rack on its board (RULES
// §9.6), then their count unless the output is JSON.
func printScrabbles(opts *solveOptions, in *solveInput) error {
	if n := in.rack.Len(); n != in.rs.RackSize {
		return usageErrorf("--superscrabble: --rack %q holds %d tiles; a scrabble places a whole rack of %d", opts.Rack, n, in.rs.RackSize)
	}
	scrabbles := solver.New(in.rs, in.graph).Scrabbles(&in.board, in.rack)
	enc := json.NewEncoder(opts.IO.Out)
	for _, s := range scrabbles {
		line := scrabbleLine{Position: in.rs.FormatPosition(s.Pos), Word: s.Word}
		var err error
		if opts.JSON {
			err = enc.Encode(line)
		} else {
			_, err = fmt.Fprintf(opts.IO.Out, "%s %s\n", line.Position, line.Word)
		}
		if err != nil {
			return err
		}
	}
	if opts.JSON {
		return nil
	}
	_, err := fmt.Fprintf(opts.IO.Out, "%d %s\n", len(scrabbles), arbiter.Plural(len(scrabbles), "solution"))
	return err
}
