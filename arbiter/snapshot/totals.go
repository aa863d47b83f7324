package snapshot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"arbiter/arbiter"
)

// totalsLine is [arbiter.GameTotals] as a finished game's line keeps it.
type totalsLine struct {
	Key      string      `json:"key"`
	TopTotal int         `json:"top_total"`
	Players  playerLines `json:"players"`
}

// lineOf is t as a line keeps it; nil for nil.
func lineOf(t *arbiter.GameTotals) *totalsLine {
	if t == nil {
		return nil
	}
	return &totalsLine{Key: t.Key, TopTotal: t.TopTotal, Players: t.Players}
}

// game is the totals l keeps; nil for nil.
func (l *totalsLine) game() *arbiter.GameTotals {
	if l == nil {
		return nil
	}
	return &arbiter.GameTotals{Key: l.Key, TopTotal: l.TopTotal, Players: l.Players}
}

// fields are p's numbers, but for Eliminated and Nets, in the order
// playerLines writes them.
func fields(p *arbiter.PlayerTotals) []*int {
	return []*int{&p.Total, &p.Score, &p.Tops, &p.Solos, &p.SoloBonus, &p.Warnings, &p.Penalty,
		&p.RoomTops, &p.TopsCounted, &p.TopField, &p.TopPoints}
}

// playerLines are the players' totals of a game, written in a snapshot as
// one JSON string (decoding a number at a time through encoding/json cost
// more than the rest of the standings): a record per player, separated by
// ';', of decimal numbers separated by ',': the fields of playerTotals in
// the order fields gives, Eliminated (0 or 1), then the nets.
type playerLines []arbiter.PlayerTotals

// MarshalJSON writes the records as a JSON string.
func (l playerLines) MarshalJSON() ([]byte, error) {
	out := []byte{'"'}
	for i := range l {
		p := &l[i]
		if i > 0 {
			out = append(out, ';')
		}
		for k, f := range fields(p) {
			if k > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendInt(out, int64(*f), 10)
		}
		out = append(out, ',', '0')
		if p.Eliminated {
			out[len(out)-1] = '1'
		}
		for _, n := range p.Nets {
			out = strconv.AppendInt(append(out, ','), int64(n), 10)
		}
	}
	return append(out, '"'), nil
}

// UnmarshalJSON reads the records MarshalJSON wrote.
func (l *playerLines) UnmarshalJSON(data []byte) error {
	text := bytes.TrimPrefix(bytes.TrimSuffix(data, []byte{'"'}), []byte{'"'})
	if len(text)+2 != len(data) || bytes.IndexByte(text, '\\') >= 0 {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		text = []byte(s)
	}
	var err error
	*l, err = readPlayerLines(text)
	return err
}

// readPlayerLines reads the records of text, the string MarshalJSON
// wrote without its quotes, every player's nets in one array: a late
// standings reads a record per player of every finished game.
func readPlayerLines(text []byte) (playerLines, error) {
	if len(text) == 0 {
		return nil, nil
	}
	var p arbiter.PlayerTotals
	count := len(fields(&p))
	records := bytes.Count(text, []byte{';'}) + 1
	l := make(playerLines, 0, records)
	nets := make([]int, 0, max(bytes.Count(text, []byte{','})+records-records*(count+1), 0))
	var nums []int
	for i := range records {
		nums = nums[:0]
		for sep := byte(','); sep == ','; {
			n, size, err := leadingNumber(text)
			if err != nil {
				return nil, fmt.Errorf("player %d: %w", i+1, err)
			}
			nums = append(nums, n)
			sep, text = 0, text[size:]
			if len(text) > 0 {
				sep, text = text[0], text[1:]
			}
		}
		p = arbiter.PlayerTotals{}
		if len(nums) <= count || nums[count] < 0 || nums[count] > 1 {
			return nil, fmt.Errorf("player %d: %d numbers, not totals", i+1, len(nums))
		}
		for k, f := range fields(&p) {
			*f = nums[k]
		}
		p.Eliminated = nums[count] == 1
		start := len(nets)
		nets = append(nets, nums[count+1:]...)
		p.Nets = nets[start:len(nets):len(nets)]
		l = append(l, p)
	}
	return l, nil
}

// leadingNumber reads the decimal number text starts with, up to the ','
// or ';' after it or the end of text, and returns it and its length.
func leadingNumber(text []byte) (n, size int, err error) {
	neg := len(text) > 0 && text[0] == '-'
	if neg {
		size++
	}
	start := size
	for ; size < len(text) && '0' <= text[size] && text[size] <= '9'; size++ {
		n = n*10 + int(text[size]-'0')
	}
	if digits := size - start; digits > 0 && digits < 19 && (size == len(text) || text[size] == ',' || text[size] == ';') {
		if neg {
			n = -n
		}
		return n, size, nil
	}
	size = len(text) // anything else is read as strconv reads it
	if k := bytes.IndexAny(text, ",;"); k >= 0 {
		size = k
	}
	if n, err = strconv.Atoi(string(text[:size])); err != nil {
		return 0, 0, fmt.Errorf("%q is not a number", text[:size])
	}
	return n, size, nil
}
