package reports

// Header identifies a tournament on every sheet and export.
type Header struct {
	Tournament  string `json:"tournament"`
	Date        string `json:"date"`     // as printed, e.g. "2026-11-29"
	RuleSet     string `json:"rule_set"` // the rule set's name, e.g. "ro"
	Lexicon     string `json:"lexicon"`
	Fingerprint string `json:"fingerprint"` // the lexicon's fingerprint (hex)
	Referee     string `json:"referee"`
}
