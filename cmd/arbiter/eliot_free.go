package main

import (
	"bytes"
	"path/filepath"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/reports"
	"arbiter/scoring/lexicon/cache"
)

// writeFreeEliot writes the --eliot file of a free game's record checked:
// Eliot's save file of a game of its free-game mode, for the dictionary
// compdic builds from the word list the record was checked with. A game
// the file cannot hold is refused before anything is written.
func writeFreeEliot(opts *checkOptions, in checkInput, rec *scoresheet.Record, sheet *scoresheet.Sheet) error {
	name := eliotListName(in.RS, filepath.Base(cache.Name(opts.LexiconPath)))
	d := reports.EliotDictionaryFor(in.RS, name, in.Graph.Alphabet(), in.Graph.Words())
	g, err := reports.EliotFreeGameOf(in.RS, rec.Players, sheet, d)
	if err != nil {
		return usageErrorf("--eliot: %v", err)
	}
	var b bytes.Buffer
	if err := reports.EliotFreeXML(&b, g); err != nil {
		return err
	}
	return writeOut(opts.IO.Out, opts.Eliot, "", b.Bytes(), "eliot")
}
