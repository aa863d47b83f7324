package main

import (
	"os"
	"strings"

	"arbiter/scoring"
)

// loadRuleSet returns a built-in rule set by name (ro, it, en, fr) or reads a
// rule-set JSON file when name is a path.
func loadRuleSet(name string) (*scoring.RuleSet, error) {
	if rs, ok := scoring.Builtin(name); ok {
		return rs, nil
	}
	if !strings.HasSuffix(name, ".json") {
		return nil, usageErrorf("unknown rule set %q: use one of %s, or a path to a rule-set .json file",
			name, strings.Join(scoring.BuiltinNames(), ", "))
	}
	file, err := os.Open(name)
	if err != nil {
		return nil, usageErrorf("rule set: %v", err)
	}
	defer file.Close()
	rs, err := scoring.ReadRuleSet(file)
	if err != nil {
		return nil, usageErrorf("rule set %s: %v", name, err)
	}
	return rs, nil
}
