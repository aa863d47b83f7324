package reports

import (
	"path/filepath"

	"arbiter/arbiter"
	"arbiter/scoring/lexicon/cache"
)

// Header identifies a tournament on every sheet and export.
type Header struct {
	Tournament  string `json:"tournament"`
	Date        string `json:"date"`     // as printed, e.g. "2026-11-29"
	RuleSet     string `json:"rule_set"` // the rule set's name, e.g. "ro"
	Lexicon     string `json:"lexicon"`
	Fingerprint string `json:"fingerprint"` // the lexicon's fingerprint (hex)
	Referee     string `json:"referee"`
}

// HeaderOf returns the sheets' header of the tournament tc created: the
// word list is named by its file name ("built-in" for the rule set's own),
// its SHA-256 is the fingerprint.
func HeaderOf(tc arbiter.TournamentCreated) Header {
	path, digest := cache.ParseFingerprint(tc.Lexicon)
	lex := cache.Name(path)
	if path != "" {
		lex = filepath.Base(path)
	}
	return Header{Tournament: tc.Name, Date: tc.Date, RuleSet: tc.RuleSet, Lexicon: lex,
		Fingerprint: digest, Referee: tc.Referee}
}
