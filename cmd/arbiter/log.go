package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// logOptions are the flags of `arbiter log`.
type logOptions struct {
	DB string
}

// newLogCmd builds `arbiter log`.
func newLogCmd(f *Factory) *cobra.Command {
	opts := &logOptions{}
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Print every recorded event, readably",
		Long: `Print every event of the tournament in the order it is folded: the
tournament's stream, then each game's. Each line gives the stream, the
event's sequence number in it, when it was recorded (UTC), its type and
what it says. Nothing is ever changed in place: a correction is a later
event, so the log is the whole history of every decision.`,
		Example: `  arbiter log
  arbiter log --db cupa.db | grep 'table 12'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return logRun(cmd, f, opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

func logRun(cmd *cobra.Command, f *Factory, opts *logOptions) error {
	db, err := openReading(cmd.Context(), storePath(f, opts.DB))
	if err != nil {
		return err
	}
	defer db.Close()
	l, err := loadLog(cmd.Context(), db)
	if err != nil {
		return err
	}
	s, err := l.replay()
	if err != nil {
		return err
	}
	out := f.IO.Out
	for _, rec := range l.records() {
		e, err := arbiter.Decode(rec.Type, rec.Payload)
		if err != nil {
			return &storageError{fmt.Errorf("%s #%d: %w", rec.Stream, rec.Seq, err)}
		}
		fmt.Fprintf(out, "%s #%d\t%s\t%s\t%s\n", rec.Stream, rec.Seq,
			rec.Time.UTC().Format("2006-01-02 15:04:05"), rec.Type, describe(s.RuleSet, e))
	}
	return nil
}

// describe says in one line what event e records, as commands print it
// when they record it and `arbiter log` prints it afterwards.
func describe(rs *scoring.RuleSet, e arbiter.Event) string {
	switch e := e.(type) {
	case arbiter.TournamentCreated:
		return fmt.Sprintf("tournament %q created: %s", e.Name, joinSet(
			"date "+e.Date, "rules "+e.RuleSet, "lexicon "+e.Lexicon, "referee "+e.Referee))
	case arbiter.PlayerRegistered:
		return fmt.Sprintf("table %d: %s%s", e.Table, e.Name, parens(joinSet(e.Club, "id "+e.FederationID)))
	case arbiter.GameStarted:
		return fmt.Sprintf("game %d started, seed %d", e.Game, e.Seed)
	case arbiter.RackDrawn:
		return describeRack(rs, e)
	case arbiter.RackRejected:
		return fmt.Sprintf("round %d: rack put back in the bag (%s)", e.Round, e.Reason)
	case arbiter.TopChosen:
		return describeTop(rs, e)
	case arbiter.TopInvalidated:
		return fmt.Sprintf("round %d: top marked invalid, it scores 0 for who played it (%s)", e.Round, e.Reason)
	case arbiter.SlipRecorded:
		return describeSlip(e.Slip, "")
	case arbiter.SlipCorrected:
		return describeSlip(e.Slip, "corrected ")
	case arbiter.SlipWithdrawn:
		return fmt.Sprintf("round %d, table %d: slip withdrawn (%s)", e.Round, e.Table, e.Reason)
	case arbiter.WarningGiven:
		return fmt.Sprintf("round %d, table %d: %s warning (%s)", e.Round, e.Table, e.Kind, e.Reason)
	case arbiter.RoundClosed:
		return fmt.Sprintf("round %d closed", e.Round)
	case arbiter.RoundCancelled:
		return fmt.Sprintf("round %d cancelled (%s)", e.Round, e.Reason)
	case arbiter.GameEnded:
		return "game ended: " + joinSet(e.Text, e.Reason)
	case arbiter.TimerStarted:
		return fmt.Sprintf("round %d: Start! at %s, %s of thinking time", e.Round, clock(e.At), time.Duration(e.Seconds)*time.Second)
	case arbiter.TimerPaused:
		return fmt.Sprintf("round %d: timer paused at %s", e.Round, clock(e.At))
	case arbiter.TimerResumed:
		return fmt.Sprintf("round %d: timer resumed at %s", e.Round, clock(e.At))
	case arbiter.TimerReset:
		return fmt.Sprintf("round %d: timer reset at %s", e.Round, clock(e.At))
	}
	return fmt.Sprintf("%T", e)
}

// clock writes the time of a timer event as the log's timestamps are
// written: UTC, to the second.
func clock(t time.Time) string { return t.UTC().Format(time.TimeOnly) }

// describeRack says which rack opened a round and which were put back first.
func describeRack(rs *scoring.RuleSet, e arbiter.RackDrawn) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d: %s", e.Round, announce(rs, e.Remainder, e.New))
	if e.Manual {
		b.WriteString(", drawn by hand")
	}
	if e.Forced != "" {
		fmt.Fprintf(&b, ", accepted against %s: %s", e.ForcedReason, e.Forced)
	}
	for _, r := range e.Rejected {
		fmt.Fprintf(&b, "; put back %s (%s)", announce(rs, r.Remainder, r.New), joinSet(r.Reason, r.Text))
	}
	return b.String()
}

// announce writes a recorded rack in announcement form (RULES §4.2).
func announce(rs *scoring.RuleSet, remainder, drawn string) string {
	rem, err1 := rs.ParseRack(remainder)
	nw, err2 := rs.ParseRack(drawn)
	if err1 != nil || err2 != nil {
		return strings.TrimSpace(remainder + " " + drawn)
	}
	return draw.Announce(rem, nw)
}

// describeTop says which top was chosen and which equal-score moves were
// announced with it (RULES §4.3, §4.4).
func describeTop(rs *scoring.RuleSet, e arbiter.TopChosen) string {
	s := topLine(rs, e)
	if len(e.Alternatives) > 0 {
		alts := make([]string, len(e.Alternatives))
		for i, m := range e.Alternatives {
			alts[i] = rs.FormatMove(m)
		}
		s += "; equivalent tops: " + strings.Join(alts, ", ")
	}
	return s
}

// topLine says which top was chosen, and why when the referee chose it.
func topLine(rs *scoring.RuleSet, e arbiter.TopChosen) string {
	s := fmt.Sprintf("round %d top: %s, %d points", e.Round, rs.FormatMove(e.Move), e.Move.Score)
	if e.Override != "" {
		s += " (referee's choice: " + e.Override + ")"
	}
	return s
}

// describeSlip says what a slip says and its verdict (RULES §5).
func describeSlip(s arbiter.Slip, verb string) string {
	written := "no slip"
	if !s.None {
		written = "slip " + strings.TrimSpace(strings.Join([]string{s.Position, s.Word, s.Score}, " "))
	}
	v := s.Verdict
	var verdict string
	switch {
	case s.None:
		verdict = "0 points"
	case v.Valid:
		verdict = fmt.Sprintf("valid, %d points", v.Credited)
	case v.Reason == arbiter.ReasonMisplaced:
		verdict = fmt.Sprintf("misplaced, %d points: %s", v.Credited, v.Message)
	default:
		verdict = fmt.Sprintf("invalid, %d points: %s", v.Credited, v.Message)
	}
	if v.Warning != "" {
		verdict += fmt.Sprintf("; technical warning %s: %s", v.Warning, v.Message)
	}
	return fmt.Sprintf("round %d, table %d: %s%s → %s", s.Round, s.Table, verb, written, verdict)
}

// joinSet joins the parts that say something: a part that is empty, or
// only a label followed by a space, is left out.
func joinSet(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" && !strings.HasSuffix(p, " ") {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, ", ")
}

// parens returns " (s)", or "" for an empty s.
func parens(s string) string {
	if s == "" {
		return ""
	}
	return " (" + s + ")"
}
