package cache

import (
	"fmt"
	"strings"
)

// Builtin is how the rule set's embedded word list is named in a
// fingerprint and on the sheets.
const Builtin = "built-in"

// Name is how a word-list path is shown and recorded: [Builtin] for "".
func Name(path string) string {
	if path == "" {
		return Builtin
	}
	return path
}

// Fingerprint is what a tournament records of its word list: where it is
// (an absolute path, or "built-in") and the SHA-256 of its bytes, as
// "PATH sha256:HEX".
func Fingerprint(path string, source [32]byte) string {
	return fmt.Sprintf("%s sha256:%x", Name(path), source)
}

// ParseFingerprint reads a [Fingerprint] back: path "" for the built-in
// list, digest "" when none is recorded.
func ParseFingerprint(s string) (path, digest string) {
	i := strings.LastIndex(s, " sha256:")
	if i < 0 {
		i = len(s)
	} else {
		digest = s[i+len(" sha256:"):]
	}
	if path = s[:i]; path == Builtin {
		path = ""
	}
	return path, digest
}
