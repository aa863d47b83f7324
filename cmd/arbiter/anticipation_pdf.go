package main

import (
	"fmt"
	"io"

	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
)

// standaloneHeader heads a sheet printed without a tournament: title where
// the tournament's name goes, the rule set and the word list with its
// fingerprint.
func standaloneHeader(title string, rs *scoring.RuleSet, lexiconPath string, g *lexicon.Graph) reports.Header {
	return reports.Header{Tournament: title, RuleSet: rs.Name, Lexicon: cache.Name(lexiconPath),
		Fingerprint: fmt.Sprintf("%x", g.Source())}
}

// writeSheetPDF encodes the sheet what and writes it whole to the file
// path, then says so on w.
func writeSheetPDF(w io.Writer, path, what string, rs *scoring.RuleSet, h reports.Header, encode func(*reports.PDFEncoder) error) error {
	data, err := encodePDF(rs, h, encode)
	if err != nil {
		return err
	}
	return writeOut(w, path, "", data, what)
}
