package free

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/arbiter"
)

// FuzzParseResult reads any line: an error is coded invalid_input, and a
// line read writes back to a line that reads the same.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"7 412 12 385", "7 412 12 385 +27", "7 412 12 385 -27", " 1\t0 2 0 ", "7 412 7 385", "7 x 12 385", "", "1 2 3", "1 2 3 4 5 6", "0000001 1 2 3", "7 412 12 385 +"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r, err := ParseResult(line)
		if err != nil {
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Fatalf("%q: error %v without the code invalid_input", line, err)
			}
			return
		}
		if len(line) > MaxLine {
			t.Fatalf("%q: a line of %d bytes read", line, len(line))
		}
		again := fmt.Sprintf("%d %d %d %d", r.A, r.ScoreA, r.B, r.ScoreB)
		if r.Spread != nil {
			again += fmt.Sprintf(" %+d", *r.Spread)
		}
		r2, err := ParseResult(again)
		if err != nil {
			t.Fatalf("%q read as %q, which does not read: %v", line, again, err)
		}
		if fmt.Sprint(r2.A, r2.ScoreA, r2.B, r2.ScoreB, r2.Spread != nil) != fmt.Sprint(r.A, r.ScoreA, r.B, r.ScoreB, r.Spread != nil) {
			t.Fatalf("%q read as %+v, written %q read as %+v", line, r, again, r2)
		}
	})
}

// FuzzParsePair reads any line: an error is coded invalid_input, and a
// pair read writes back to a line that reads the same.
func FuzzParsePair(f *testing.F) {
	for _, s := range []string{"7 12", "9 bye", "9 BYE", "9 -", "7 7", "0 3", "a b", "", "1 2 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		p, err := ParsePair(line)
		if err != nil {
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Fatalf("%q: error %v without the code invalid_input", line, err)
			}
			return
		}
		again := fmt.Sprintf("%d %d", p[0], p[1])
		if p[1] == 0 {
			again = fmt.Sprintf("%d bye", p[0])
		}
		if p2, err := ParsePair(again); err != nil || p2 != p {
			t.Fatalf("%q read as %v, written %q read as %v (%v)", line, p, again, p2, err)
		}
	})
}

// FuzzParseReserved: the boards players keep, typed, are read or refused
// with the code invalid_input; what is read, written back, reads the same.
func FuzzParseReserved(f *testing.F) {
	for _, s := range []string{"7=12 9=3", "7=12,9=3", "7=12 7=3", "7=", "=3", "x=y", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ParseReserved(text)
		if err != nil {
			if arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Fatalf("%q: error %v without the code invalid_input", text, err)
			}
			return
		}
		var again []string
		for p, b := range got {
			if p <= 0 || b <= 0 {
				t.Fatalf("%q read as player %d keeping board %d", text, p, b)
			}
			again = append(again, fmt.Sprintf("%d=%d", p, b))
		}
		if back, err := ParseReserved(strings.Join(again, " ")); err != nil || !maps.Equal(back, got) {
			t.Fatalf("%q read as %v, written back read as %v (%v)", text, got, back, err)
		}
	})
}

// FuzzParsePairs: a round's pairs typed by hand are read, each pair as
// [ParsePair] reads it, or refused at the pairs' field; pairs read and
// written back read the same.
func FuzzParsePairs(f *testing.F) {
	for _, s := range []string{"4 1, 3 2, 5 bye", "1 2\n3 4", "1 2;;3 -", "", " , ", "1 2, x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pairs, err := ParsePairs(text)
		if err != nil {
			if te, ok := errors.AsType[*arbiter.TypingError](err); !ok || te.Field != FieldPairs || arbiter.ErrorCode(err) != arbiter.EInvalidInput {
				t.Fatalf("%q: error %v not at the pairs' field with the code invalid_input", text, err)
			}
			return
		}
		var again []string
		for _, p := range pairs {
			again = append(again, fmt.Sprintf("%d %d", p[0], p[1]))
			if p[1] == 0 {
				again[len(again)-1] = fmt.Sprintf("%d -", p[0])
			}
		}
		if p2, err := ParsePairs(strings.Join(again, ", ")); err != nil || !slices.Equal(p2, pairs) {
			t.Fatalf("%q read as %v, written back read as %v (%v)", text, pairs, p2, err)
		}
	})
}

// FuzzEventCodec decodes any payload under every stored name: an error or
// an event that encodes and decodes to the same bytes.
func FuzzEventCodec(f *testing.F) {
	f.Add("free_result_recorded", []byte(`{"round":1,"board":2,"start_score":412,"reply_score":385}`))
	f.Add("free_started", []byte(`{"settings":{"rounds":5},"players":[{"player":1,"name":"A"}]}`))
	f.Add("free_round_paired", []byte(`{"round":1,"system":"swiss","boards":[{"board":1,"start":1,"reply":2,"why":{"start_rank":1}}]}`))
	f.Add("free_forfeit_recorded", []byte(`{"round":1,"board":1,"absent":[2]}`))
	f.Add("free_game_recorded", []byte(`{"round":1,"board":1,"format":"gcg","text":">a: - +0 0"}`))
	f.Add("nonsense", []byte(`{}`))
	f.Fuzz(func(t *testing.T, name string, payload []byte) {
		e, err := Decode(name, payload)
		if err != nil {
			return
		}
		n, p, err := Encode(e)
		if err != nil || n != name {
			t.Fatalf("%s decoded, encodes as %s: %v", name, n, err)
		}
		e2, err := Decode(n, p)
		if err != nil {
			t.Fatal(err)
		}
		_, p2, _ := Encode(e2)
		if !bytes.Equal(p, p2) {
			t.Fatalf("%s: %s then %s", name, p, p2)
		}
	})
}

// FuzzReplay runs commands read from the input against an event of six
// players: Decide and Apply never panic, a refusal is coded, and the log
// replays to the state folded as it went.
func FuzzReplay(f *testing.F) {
	f.Add([]byte("p1\x00r\x01\x02\x05\x03r\x03\x04\x02\x02p2\x00"))
	f.Add([]byte("e\x07w\x01p1\x00f\x02s\x01\x03c\x01\x02\x09\x01"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &recorder{tb: t}
		r.do(Start{Settings: Settings{Rounds: 4, Gibson: true}, Players: entries(6)})
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			b := int(data[0])
			data = data[1:]
			return b
		}
		for len(data) > 0 {
			var c Command
			switch next() % 8 {
			case 0:
				c = PairRound{Round: next() % 6, Seed: uint64(next()), Again: next()%2 == 0, Reason: strings.Repeat("r", next()%2)}
			case 1:
				c = RecordResult{Round: next() % 6, A: next() % 9, ScoreA: next() * 4, B: next() % 9, ScoreB: next() * 4, Reason: strings.Repeat("r", next()%2)}
			case 2:
				c = Forfeit{Round: next() % 6, Absent: []int{next() % 9}}
			case 3:
				c = Swap{Round: next() % 6, A: next() % 9, B: next() % 9, Reason: "r"}
			case 4:
				c = Enter{Entry{Player: next() % 12, Name: "L"}}
			case 5:
				c = Withdraw{Player: next() % 9, Reason: "r"}
			case 6:
				c = SetPairing{Round: next() % 6, Pairs: [][2]int{{next() % 9, next() % 9}, {next() % 9, next() % 9}, {next() % 9, next() % 9}}, Reason: "r"}
			default:
				c = Start{Players: entries(3)}
			}
			if _, err := r.try(c); err != nil {
				if e, ok := err.(*arbiter.Error); !ok || e.Code == arbiter.EInternal || !utf8.ValidString(e.Message) {
					t.Fatalf("%T %+v: %v", c, c, err)
				}
			}
		}
		got, err := Replay(r.evs)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(got)
		b, _ := json.Marshal(r.s)
		if !bytes.Equal(a, b) {
			t.Fatalf("replay differs:\n%s\n%s", a, b)
		}
		_ = Standings(got, 99)
	})
}
