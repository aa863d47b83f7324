package reports

import (
	"io"
	"strconv"
	"strings"
)

// SiglesEmpty is the name SIGLES expects for a table nobody sat at, with
// the total -1.
const SiglesEmpty = "--table vide--"

// RankingSigles writes one game's results in the file SIGLES, the French
// federation's ranking program, reads: ISO 8859-1, one line per table from
// 1 to the highest table number, each field in double quotes, lines ending
// in CR LF:
//
//	"1","DUPONT Élise","60"
//	"2","--table vide--","-1"
//
// A table nobody sat at is written with [SiglesEmpty] and -1, or left out
// when skipEmpty is set. Names are encoded as [RankingLatin1] encodes them:
// letters Latin-1 lacks folded (Ș → S), any other such character an error
// naming the player, and nothing written. rows hold one game's totals.
func RankingSigles(w io.Writer, rows []StandingRow, skipEmpty bool) error {
	byTable := make(map[int]StandingRow, len(rows))
	last := 0
	for _, r := range rows {
		byTable[r.Table] = r
		last = max(last, r.Table)
	}
	var b strings.Builder
	for t := 1; t <= last; t++ {
		name, total := SiglesEmpty, "-1"
		r, ok := byTable[t]
		if ok {
			name, total = r.Name, strconv.Itoa(r.Total)
		} else if skipEmpty {
			continue
		}
		for i, f := range []string{strconv.Itoa(t), name, total} {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`"` + strings.ReplaceAll(f, `"`, `""`) + `"`)
		}
		b.WriteString("\r\n")
	}
	return writeLatin1(w, "SIGLES export", b.String(), rows)
}
