package scoresheet

import (
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// MaxJudged bounds a challenge: at most that many words, each at most a
// line of the board (a play forms a main word and one cross word per tile).
const MaxJudged = 1 + 9

// Verdict is the referee's answer to a challenge: one for the whole play,
// never which word fails (RULES §10.1).
type Verdict uint8

// The verdicts.
const (
	Stands Verdict = iota // every word is in the list
	Falls                 // some word is not: the play is a wrong play
)

// Judge says whether a challenged play stands: whether every word it
// forms is in lex. Words are read as the rule set reads them (RULES §2):
// either case, Romanian diacritics in the comma (Ș Ț) and cedilla (Ş Ţ)
// forms and the others folded, a joker written in lower case or as a
// letter followed by 0 (`C0OMANDA`) standing for its letter. A word that
// cannot be read, none, or more than [MaxJudged] is an *[arbiter.Error]
// with code [arbiter.EInvalidInput] naming the word.
//
// The ambiguous-dictionary withdrawal of seed 004 is not a verdict but the
// referee's decision, recorded as a play [Ambiguous].
func Judge(lex scoring.Lexicon, words []string) (Verdict, error) {
	if len(words) == 0 || len(words) > MaxJudged {
		return Falls, arbiter.Errorf(arbiter.EInvalidInput, "a challenge names 1 to %d words, not %d", MaxJudged, len(words))
	}
	verdict := Stands
	for _, w := range words {
		word, err := scoring.ParseWord(w)
		if err != nil {
			return Falls, arbiter.Errorf(arbiter.EInvalidInput, "challenged word %q: %w", w, err)
		}
		if !lex.Contains(strings.ToUpper(word)) {
			verdict = Falls // every word is read before the verdict: an unreadable one is still refused
		}
	}
	return verdict, nil
}
