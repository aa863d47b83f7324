package free_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// words is a word list of a few words.
type words map[string]bool

func (w words) Contains(word string) bool { return w[word] }

// judged decides c with the list of CASA, STOC and ȘTIRE on r and returns
// the judgement recorded, or the refusal.
func (r *room) judged(c free.Judge) (free.Judged, error) {
	r.t.Helper()
	evs, err := arbiter.Decide(r.s, c, arbiter.Deps{Lexicon: words{"CASA": true, "STOC": true, "STIRE": true}})
	if err != nil {
		return free.Judged{}, err
	}
	return evs[0].(free.Judged), nil
}

// TestJudge_Verdicts: one verdict for the whole play, every word read as
// the rule set reads it (RULES §2: either case, Romanian diacritics in the
// comma and the cedilla forms, a joker as its letter followed by 0), typed
// one a string or several apart by blanks or commas (RULES §10.1).
func TestJudge_Verdicts(t *testing.T) {
	r := newRoom(t, 4)
	r.must(free.Act{Command: free.Start{}})
	r.must(free.Act{Command: free.PairRound{Seed: 1}})
	for _, c := range []struct {
		typed  []string
		words  string
		stands bool
	}{
		{[]string{"casa"}, "CASA", true},
		{[]string{"CASA", "stoc"}, "CASA STOC", true},
		{[]string{"casa, stoc"}, "CASA STOC", true},
		{[]string{" Știre\tcasa "}, "STIRE CASA", true}, // the diacritics folded, as the tiles have none
		{[]string{"ŞTIRE"}, "STIRE", true},              // and in the cedilla form too
		{[]string{"C0ASA"}, "CASA", true},               // a joker stands for its letter
		{[]string{"CASA QQQ"}, "CASA QQQ", false},
		{[]string{"CAS"}, "CAS", false},
	} {
		j, err := r.judged(free.Judge{Board: 1, Words: c.typed})
		if err != nil {
			t.Errorf("%q: %v", c.typed, err)
			continue
		}
		if got := strings.Join(j.Words, " "); j.Round != 1 || j.Board != 1 || got != c.words || j.Stands != c.stands || j.Ambiguous {
			t.Errorf("%q: %+v; want round 1, board 1, %s, stands %v", c.typed, j, c.words, c.stands)
		}
	}
	j, err := r.judged(free.Judge{Board: 2, Words: []string{"QQQ"}, Ambiguous: true, Reason: " the lists disagree "})
	if err != nil || !j.Ambiguous || j.Stands || j.Reason != "the lists disagree" || j.Board != 2 {
		t.Errorf("an ambiguous decision: %+v, %v", j, err)
	}
}

// TestJudge_Refusals: a challenge that cannot be judged is refused at the
// field of the judging page at fault, with what is refused.
func TestJudge_Refusals(t *testing.T) {
	r := newRoom(t, 5)
	refused := func(name string, c free.Judge, field string, want arbiter.Refusal) {
		t.Helper()
		_, err := r.judged(c)
		var te *arbiter.TypingError
		if !errors.As(err, &te) || te.Field != field || te.Refusal != want {
			t.Errorf("%s: %v (%+v); want at field %q: %+v", name, err, te, field, want)
		}
	}
	refused("no event", free.Judge{Board: 1, Words: []string{"CASA"}}, free.FieldBoard, arbiter.Refusal{Kind: free.RefusedNotPlaying})
	r.must(free.Act{Command: free.Start{}})
	refused("no round paired", free.Judge{Board: 1, Words: []string{"CASA"}}, free.FieldBoard, arbiter.Refusal{Kind: free.RefusedNoRound, Round: 1})
	r.must(free.Act{Command: free.PairRound{Seed: 1}})
	refused("a round not paired", free.Judge{Round: 2, Board: 1, Words: []string{"CASA"}}, free.FieldBoard, arbiter.Refusal{Kind: free.RefusedNoRound, Round: 2})
	refused("no such board", free.Judge{Board: 3, Words: []string{"CASA"}}, free.FieldBoard, arbiter.Refusal{Kind: free.RefusedNoBoard, Round: 1, Table: 3})
	refused("no board typed", free.Judge{Words: []string{"CASA"}}, free.FieldBoard, arbiter.Refusal{Kind: free.RefusedNoBoard, Round: 1})
	refused("no word", free.Judge{Board: 1, Words: []string{" , "}}, free.FieldWords, arbiter.Refusal{Kind: free.RefusedWordCount, Limit: 10})
	refused("eleven words", free.Judge{Board: 1, Words: []string{strings.Repeat("CASA ", 11)}}, free.FieldWords, arbiter.Refusal{Kind: free.RefusedWordCount, Count: 11, Limit: 10})
	refused("sixteen letters", free.Judge{Board: 1, Words: []string{"CASA ABCDEFGHIJKLMNOP"}}, free.FieldWords,
		arbiter.Refusal{Kind: free.RefusedWordLong, Value: "ABCDEFGHIJKLMNOP", Limit: 15})
	long := strings.Repeat("Ș", 20) // 40 bytes
	refused("forty bytes", free.Judge{Board: 1, Words: []string{long}}, free.FieldWords,
		arbiter.Refusal{Kind: free.RefusedWordLong, Value: strings.Repeat("Ș", 15), Limit: 15})
	refused("not a letter", free.Judge{Board: 1, Words: []string{"CA$A"}}, free.FieldWords, arbiter.Refusal{Kind: free.RefusedWordLetter, Value: "CA$A"})
	refused("an ambiguous decision without a reason", free.Judge{Board: 1, Words: []string{"CASA"}, Ambiguous: true, Reason: " "}, free.FieldReason,
		arbiter.Refusal{Kind: arbiter.RefusedNoReason})
	if _, err := r.judged(free.Judge{Board: 1, Words: []string{"CASA"}}); err != nil {
		t.Errorf("after the refusals, a good challenge: %v", err)
	}
}

// FuzzJudgeWords reads any words typed: a refusal is invalid input at the
// words' field, and the words read are capitals of the rule set, at most a
// line of the board each, that read back the same.
func FuzzJudgeWords(f *testing.F) {
	for _, s := range []string{"casa", "CASA, STOC", "Știre ŞTIRE", "C0ASA", "", " , ", "CA$A", "0CASA", "ABCDEFGHIJKLMNOP", strings.Repeat("A ", 11), "ǅ", "\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, typed string) {
		r := newRoom(t, 2)
		r.must(free.Act{Command: free.Start{}})
		r.must(free.Act{Command: free.PairRound{Seed: 1}})
		j, err := r.judged(free.Judge{Board: 1, Words: []string{typed}})
		if err != nil {
			var te *arbiter.TypingError
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput || !errors.As(err, &te) || te.Field != free.FieldWords {
				t.Fatalf("%q: %v, not invalid input at the words' field", typed, err)
			}
			return
		}
		if len(j.Words) < 1 || len(j.Words) > free.MaxJudgedWords {
			t.Fatalf("%q: %d words read", typed, len(j.Words))
		}
		again, err := r.judged(free.Judge{Board: 1, Words: j.Words})
		if err != nil || strings.Join(again.Words, " ") != strings.Join(j.Words, " ") {
			t.Fatalf("%q read as %q, which reads as %q (%v)", typed, j.Words, again.Words, err)
		}
		for _, w := range j.Words {
			if !utf8.ValidString(w) || w != strings.ToUpper(w) || len(w) > free.MaxJudgedWord {
				t.Fatalf("%q: word %q read", typed, w)
			}
		}
	})
}
