package free

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// FieldWords is the field of the judging page where the players type the
// words of the challenged play.
const FieldWords = "words"

// MaxJudgedWords bounds the words of a challenge: a play forms its main
// word and at most one cross word per tile.
const MaxJudgedWords = 10

// The refusals of a challenge as the judging page shows them, each at its
// field ([arbiter.TypingError]).
const (
	// RefusedNotPlaying: no free-game event is being played.
	RefusedNotPlaying arbiter.RefusalKind = "free_not_playing"
	// RefusedWordCount: no word, or more than a play forms (Count the
	// words typed, Limit [MaxJudgedWords]).
	RefusedWordCount arbiter.RefusalKind = "free_judge_count"
	// RefusedWordLong: a word longer than a line of the board (Value the
	// word, cut at [MaxJudgedWord] bytes; Limit the squares of a line).
	RefusedWordLong arbiter.RefusalKind = "free_judge_long"
	// RefusedWordLetter: a word that holds what is no letter of the rule
	// set's (Value the word).
	RefusedWordLetter arbiter.RefusalKind = "free_judge_letter"
)

// JudgedWords reads the words of a challenge as typed, one or several in
// each string, apart by blanks or commas, as the rule set reads a word
// (RULES §2, [scoring.ParseWord]: either case, the Romanian diacritics in
// both forms, a joker as its letter followed by 0), in capitals: the one
// reader of the command line's and the judging page's challenges. A
// refusal is invalid input at [FieldWords].
func JudgedWords(typed []string) ([]string, error) {
	var words []string
	for _, t := range typed {
		words = append(words, strings.FieldsFunc(t, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })...)
	}
	if len(words) == 0 || len(words) > MaxJudgedWords {
		return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "a challenge names 1 to %d words, not %d", MaxJudgedWords, len(words)),
			FieldWords, arbiter.Refusal{Kind: RefusedWordCount, Count: len(words), Limit: MaxJudgedWords})
	}
	out := make([]string, len(words))
	for i, w := range words {
		if len(w) > MaxJudgedWord {
			return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "challenged word %d is %d bytes long: no word of a play", i+1, len(w)),
				FieldWords, arbiter.Refusal{Kind: RefusedWordLong, Value: cut(w, MaxJudgedWord), Limit: scoring.Size})
		}
		word, err := scoring.ParseWord(w)
		switch {
		case errors.Is(err, scoring.ErrOffBoard):
			return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "challenged word %q: %v", w, err),
				FieldWords, arbiter.Refusal{Kind: RefusedWordLong, Value: w, Limit: scoring.Size})
		case err != nil:
			return nil, atField(arbiter.Errorf(arbiter.EInvalidInput, "challenged word %q: %v", w, err),
				FieldWords, arbiter.Refusal{Kind: RefusedWordLetter, Value: w})
		}
		out[i] = strings.ToUpper(word)
	}
	return out, nil
}

// cut returns s cut to at most n bytes, never inside a letter.
func cut(s string, n int) string {
	for len(s) > n {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}
