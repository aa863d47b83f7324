// Package lists embeds the default word lists of the built-in rule sets that
// may be redistributed: `ro` (rospell) and `it` (dictionary-it). Each list is
// gzip-compressed, one word a line, upper case 'A'–'Z', 2–15 letters, sorted;
// its licence notice is in the NOTICE-<name> file beside it.
package lists

import _ "embed"

var (
	//go:embed ro-rospell.txt.gz
	ro []byte
	//go:embed it-hunspell.txt.gz
	it []byte
)

// Default returns the gzip-compressed default word list of the built-in rule
// set named name and the list's file name, or false if that rule set has no
// embedded list (`en` and `fr` need a list given by the user). The returned
// bytes are shared: callers must not modify them.
func Default(name string) (data []byte, file string, ok bool) {
	switch name {
	case "ro":
		return ro, "ro-rospell.txt.gz", true
	case "it":
		return it, "it-hunspell.txt.gz", true
	}
	return nil, "", false
}
