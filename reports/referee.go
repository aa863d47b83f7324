package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// AnnouncedTops prints the tops of t as announced, numbered as `arbiter
// top --choose` reads them, the chosen one starred, each with its score.
func AnnouncedTops(w io.Writer, rs *scoring.RuleSet, t arbiter.TopChosen) error {
	tops, at := t.AnnouncedTops()
	for i, top := range tops {
		mark := " "
		if i == at {
			mark = "*"
		}
		if _, err := fmt.Fprintf(w, "%4d%s %s %d\n", i+1, mark, top.Format(rs), top.Score()); err != nil {
			return err
		}
	}
	return nil
}

// topsJSON is the round's tops as `arbiter top --json` prints them.
type topsJSON struct {
	Round    int            `json:"round"`
	Recorded int            `json:"recorded"`
	Tops     []announcedTop `json:"tops"`
}

// announcedTop is a top announced, numbered as --choose reads it.
type announcedTop struct {
	N      int    `json:"n"`
	Move   string `json:"move"`
	Score  int    `json:"score"`
	Chosen bool   `json:"chosen,omitempty"`
}

// TopsJSON prints the tops of t as one JSON object for scripts: the round,
// the number of events recorded, and each top numbered as --choose reads
// it, with its score and whether it is the one chosen.
func TopsJSON(w io.Writer, rs *scoring.RuleSet, t arbiter.TopChosen, recorded int) error {
	tops, at := t.AnnouncedTops()
	out := topsJSON{Round: t.Round, Recorded: recorded}
	for i, v := range tops {
		out.Tops = append(out.Tops, announcedTop{N: i + 1, Move: v.Format(rs), Score: v.Score(), Chosen: i == at})
	}
	return json.NewEncoder(w).Encode(out)
}

// TimerLine says where the countdown of round r stands at now, a start
// giving it thinking.
func TimerLine(r *arbiter.Round, thinking time.Duration, now time.Time) string {
	t := r.Timer
	left := t.Left(now).Round(time.Second)
	switch {
	case !t.Started:
		return fmt.Sprintf("round %d: not started (%s of thinking time)", r.Number, thinking)
	case t.Over(now):
		stop, _ := t.Stop()
		return fmt.Sprintf("round %d: Stop! at %s", r.Number, clock(stop))
	case !t.Running:
		return fmt.Sprintf("round %d: paused, %s left", r.Number, left)
	}
	stop, _ := t.Stop()
	return fmt.Sprintf("round %d: running, %s left, Stop! at %s", r.Number, left, clock(stop))
}

// roomBestClosed announces round n just closed (RULES §4.4, §6), whose room's
// best is rb: the slips entered and the tables still without one, then the
// best score in the room and the solo.
func roomBestClosed(w io.Writer, rb arbiter.RoomBest, n int) error {
	best := "no slip scores"
	if rb.Best >= 0 {
		best = fmt.Sprintf("%d (top %d), %d %s", rb.Best, rb.TopScore, rb.Count, arbiter.Plural(rb.Count, "player"))
	}
	solo := "none"
	if len(rb.Solos) > 0 {
		solo = solosText(rb.Solos)
	}
	_, err := fmt.Fprintf(w, "%s\nbest score in the room: %s; solo: %s\n", missingSlips(rb, n), best, solo)
	return err
}

// Closing announces what closing round c.Round left: with the room's
// best, as [roomBestClosed] does; in a game without one, the tables still
// without a slip.
func Closing(w io.Writer, c arbiter.Closing) error {
	if c.Best != nil {
		return roomBestClosed(w, *c.Best, c.Round)
	}
	if len(c.Missing) == 0 {
		_, err := fmt.Fprintf(w, "round %d: every table has a slip\n", c.Round)
		return err
	}
	_, err := fmt.Fprintf(w, "round %d: no slip yet from %s %s\n", c.Round, arbiter.Plural(len(c.Missing), "table"), strings.Join(numbers(c.Missing), ", "))
	return err
}

// solosText names a round's solos ("table 1 POPESCU Ion, +15"), each with
// its centre when there are several (one a centre, in a tournament merged
// with solos by centre).
func solosText(solos []arbiter.Solo) string {
	texts := make([]string, len(solos))
	for i, s := range solos {
		texts[i] = fmt.Sprintf("table %d %s", s.Table, s.Name)
		if len(solos) > 1 && s.Centre != "" {
			texts[i] += " (" + s.Centre + ")"
		}
		texts[i] += fmt.Sprintf(", +%d", s.Bonus)
	}
	return strings.Join(texts, "; ")
}

// missingSlips says how many players still playing have a slip in round
// n, whose room's best is rb, and names the tables without one: a round
// closed with slips still to enter announces a best score and a solo that
// may change.
func missingSlips(rb arbiter.RoomBest, n int) string {
	missing := numbers(rb.Missing)
	line := fmt.Sprintf("slips entered: %d of %d tables", rb.Playing-len(missing), rb.Playing)
	if len(missing) == 0 {
		return line
	}
	shown := missing
	if len(shown) > 20 {
		shown = append(shown[:20:20], "…")
	}
	return fmt.Sprintf("%s; no slip yet from %d %s (%s): they score 0 unless entered with --round %d, which may change the best score and the solo",
		line, len(missing), arbiter.Plural(len(missing), "table"), strings.Join(shown, ", "), n)
}

// RoundLine is one line of `arbiter demo` for round s just closed: its
// rack, top and score, the best score in the room, how many slips made the
// top, scored 0 or earned a warning, and the solo.
func RoundLine(w io.Writer, rs *scoring.RuleSet, s arbiter.RoundSummary) error {
	tops, zeros, warned := 0, 0, 0
	for _, l := range s.Slips {
		if l.Top {
			tops++
		}
		if l.HasSlip && l.Score == 0 {
			zeros++
		}
		if l.HasSlip && l.Slip.Verdict.Warning != "" {
			warned++
		}
	}
	solo := "no solo"
	if s.SoloTable != 0 {
		solo = fmt.Sprintf("solo table %d +%d", s.SoloTable, s.SoloBonus)
	}
	rack := s.Rack
	if s.Rack2 != "" {
		rack += " / " + s.Rack2
	}
	top := arbiter.VariantTop{Move: s.Top, Second: s.Second, Chosen: s.Chosen, Returned: s.Returned}.Format(rs)
	_, err := fmt.Fprintf(w, "round %2d  %-14s %-22s %3d  room best %3d, tops %2d, zeros %d, warned %d, %s\n",
		s.Round, rack, top, s.TopScore, s.BestScore, tops, zeros, warned, solo)
	return err
}
