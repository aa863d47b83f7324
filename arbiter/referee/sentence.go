package referee

import (
	"context"
	"fmt"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// Entry is one record of the log with the event it holds and the sentence
// that says it.
type Entry struct {
	arbiter.Record
	Event    arbiter.Event
	Sentence string
}

// Log returns every record in the order it is folded: the tournament's
// stream, then each game's. A service that started from a snapshot reads
// the whole log first.
func (s *Service) Log(ctx context.Context) ([]Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, wholeLog); err != nil {
		return nil, err
	}
	var out []Entry
	for n, recs := range s.log {
		for i, r := range recs {
			e := s.events[n][i]
			out = append(out, Entry{Record: r, Event: e, Sentence: sentence(s.opts.Kinds, s.state.RuleSet, e)})
		}
	}
	return out, nil
}

// GameLog returns the records of game n (the current game for 0) in the
// order recorded, each with its event and sentence: what a review of one
// game reads. A service that started from a snapshot reads the whole log
// first.
func (s *Service) GameLog(ctx context.Context, n int) ([]Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, wholeLog); err != nil {
		return nil, err
	}
	g, err := s.game(n)
	if err != nil {
		return nil, err
	}
	recs := s.log[g.Number]
	out := make([]Entry, len(recs))
	for i, r := range recs {
		e := s.events[g.Number][i]
		out[i] = Entry{Record: r, Event: e, Sentence: sentence(s.opts.Kinds, s.state.RuleSet, e)}
	}
	return out, nil
}

// editSentence says what a PlayerEdited changed: each field set, an
// emptied one as "none".
func editSentence(e arbiter.PlayerEdited) string {
	var parts []string
	for _, f := range []struct {
		name string
		to   *string
	}{{"name", e.Name}, {"club", e.Club}, {"id", e.FederationID}, {"category", e.Category}, {"series", e.Series}} {
		switch {
		case f.to == nil:
		case *f.to == "":
			parts = append(parts, f.name+" none")
		default:
			parts = append(parts, fmt.Sprintf("%s %q", f.name, *f.to))
		}
	}
	return fmt.Sprintf("table %d corrected: %s", e.Table, strings.Join(parts, ", "))
}

// typedBy says who typed a slip, "" when nobody is named.
func typedBy(operator string) string {
	if operator == "" {
		return ""
	}
	return fmt.Sprintf(" (typed by %s)", operator)
}

// Sentence says in one line what event e records, as a referee reads it
// when it is recorded and in the log afterwards, in the tournament's rule
// set (racks and moves are written in its notation).
func (s *Service) Sentence(e arbiter.Event) string {
	return sentence(s.opts.Kinds, s.RuleSet(), e)
}

// sentence says e in rs, with what the kinds registered in kinds hold of
// their own in a built-in event.
func sentence(kinds *arbiter.Registry, rs *scoring.RuleSet, e arbiter.Event) string {
	switch e := e.(type) {
	case arbiter.TournamentCreated:
		return fmt.Sprintf("tournament %q created: %s", e.Name, joinSet(
			"date "+e.Date, "rules "+e.RuleSet, "lexicon "+e.Lexicon, "referee "+e.Referee, "tie-break "+e.TieBreak, "solos "+e.Solos))
	case arbiter.PlayerRegistered:
		return fmt.Sprintf("table %d: %s%s", e.Table, e.Name, parens(joinSet(e.Club, "id "+e.FederationID,
			"category "+e.Category, "series "+e.Series)))
	case arbiter.PlayerEdited:
		return editSentence(e)
	case arbiter.DoubleEntrySet:
		return map[bool]string{true: "double entry on: a slip typed counts once a second operator types it alike", false: "double entry off"}[e.On]
	case arbiter.TieBreakChanged:
		return fmt.Sprintf("tie-break changed to %s (%s)", e.TieBreak, e.Reason)
	case arbiter.GameStarted:
		return fmt.Sprintf("game %d started, seed %d", e.Game, e.Seed) + kinds.SaidOf(e)
	case arbiter.RackDrawn:
		return rackSentence(rs, e)
	case arbiter.RackRejected:
		return fmt.Sprintf("round %d: rack put back in the bag (%s)", e.Round, e.Reason)
	case arbiter.TopChosen:
		return topSentence(rs, e)
	case arbiter.TopInvalidated:
		return fmt.Sprintf("round %d: top marked invalid, it scores 0 for who played it (%s)", e.Round, e.Reason)
	case arbiter.SlipRecorded:
		return slipSentence(e.Slip, "") + typedBy(e.Operator)
	case arbiter.SlipCorrected:
		return slipSentence(e.Slip, "corrected ") + typedBy(e.Operator)
	case arbiter.SlipWithdrawn:
		return fmt.Sprintf("round %d, table %d: slip withdrawn (%s)", e.Round, e.Table, e.Reason)
	case arbiter.WarningGiven:
		return atTable(e.Round, e.Table) + fmt.Sprintf("%s warning (%s)", e.Kind, e.Reason) + kinds.SaidOf(e)
	case arbiter.WarningWithdrawn:
		return atTable(e.Round, e.Table) + fmt.Sprintf("%s warning withdrawn (%s)", e.Kind, e.Reason)
	case arbiter.RoundClosed:
		return fmt.Sprintf("round %d closed", e.Round)
	case arbiter.RoundCancelled:
		return fmt.Sprintf("round %d cancelled (%s)", e.Round, e.Reason)
	case arbiter.GameEnded:
		return "game ended: " + joinSet(e.Text, e.Reason)
	case arbiter.SlipTyped:
		return fmt.Sprintf("round %d, table %d: slip typed by %s, to be compared: %s", e.Round, e.Table, e.Operator, e.Written())
	case arbiter.TimerStarted, arbiter.TimerPaused, arbiter.TimerResumed, arbiter.TimerReset:
		return timerSentence(e)
	}
	if t, ok := e.(fmt.Stringer); ok { // an event of a kind of its own says itself
		return t.String()
	}
	return fmt.Sprintf("%T", e)
}

// timerSentence says what a timer event did, and when.
func timerSentence(e arbiter.Event) string {
	switch e := e.(type) {
	case arbiter.TimerStarted:
		return fmt.Sprintf("round %d: Start! at %s, %s of thinking time", e.Round, Clock(e.At), time.Duration(e.Seconds)*time.Second)
	case arbiter.TimerPaused:
		return fmt.Sprintf("round %d: timer paused at %s", e.Round, Clock(e.At))
	case arbiter.TimerResumed:
		return fmt.Sprintf("round %d: timer resumed at %s", e.Round, Clock(e.At))
	case arbiter.TimerReset:
		return fmt.Sprintf("round %d: timer reset at %s", e.Round, Clock(e.At))
	}
	return ""
}

// Clock writes the time of a timer event as the log's timestamps are
// written: UTC, to the second.
func Clock(t time.Time) string { return t.UTC().Format(time.TimeOnly) }

// describeRack says which rack opened a round and which were put back first.
func rackSentence(rs *scoring.RuleSet, e arbiter.RackDrawn) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d: %s", e.Round, announce(rs, e.Remainder, e.New))
	if e.Remainder2 != "" || e.New2 != "" {
		fmt.Fprintf(&b, " / %s", announce(rs, e.Remainder2, e.New2))
	}
	if e.Manual {
		b.WriteString(", drawn by hand")
	}
	if e.Forced != "" {
		fmt.Fprintf(&b, ", accepted against %s: %s", e.ForcedReason, e.Forced)
	}
	for _, r := range e.Rejected {
		group := ""
		if r.Group > 0 {
			group = fmt.Sprintf("group %d ", r.Group)
		}
		fmt.Fprintf(&b, "; put back %s%s (%s)", group, announce(rs, r.Remainder, r.New), joinSet(r.Reason, r.Text))
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
func topSentence(rs *scoring.RuleSet, e arbiter.TopChosen) string {
	s := TopLine(rs, e)
	var alts []string
	for _, m := range e.Alternatives {
		alts = append(alts, rs.FormatMove(m))
	}
	for _, t := range e.VariantAlternatives {
		alts = append(alts, t.Format(rs))
	}
	if len(alts) > 0 {
		s += "; equivalent tops: " + strings.Join(alts, ", ")
	}
	return s
}

// TopLine says which top was chosen, and why when the referee chose it; the
// letters it takes from the stock are in brackets after its move ([H], [U
// for X]), once.
func TopLine(rs *scoring.RuleSet, e arbiter.TopChosen) string {
	s := fmt.Sprintf("round %d top: %s, %d points", e.Round, e.Announced().Format(rs), e.Score())
	if e.Second != nil {
		s += fmt.Sprintf(" (%d + %d)", e.Move.Score, e.Second.Score)
	}
	if e.Override != "" {
		s += " (referee's choice: " + e.Override + ")"
	}
	return s
}

// describeSlip says what a slip says and its verdict (RULES §5).
func slipSentence(s arbiter.Slip, verb string) string {
	written := "no slip"
	if !s.None {
		written = "slip " + s.AsWritten()
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
	if v.Chosen != "" {
		verdict += "; " + v.Chosen + " from the stock"
		if v.Returned != "" {
			verdict += " for " + v.Returned
		}
	}
	if v.Warning != "" {
		warnings := strings.Join(append([]string{v.Warning}, v.MoreWarnings...), ", ")
		if len(v.MoreWarnings) > 0 {
			verdict += fmt.Sprintf("; %s %s: %s", technical(1+len(v.MoreWarnings)), warnings, v.Message)
		} else {
			verdict += fmt.Sprintf("; technical warning %s: %s", warnings, v.Message)
		}
	}
	if s.Late {
		verdict += fmt.Sprintf("; recorded late, judged on round %d's board and rack (RULES §4.5)", s.Round)
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

// technical counts technical warnings in words.
func technical(n int) string { return fmt.Sprintf("%d %s", n, arbiter.Plural(n, "technical warning")) }

// atTable begins a sentence about table in round, "table 3: " for no
// round (a problem's warning, one before round 1).
func atTable(round, table int) string {
	if round == 0 {
		return fmt.Sprintf("table %d: ", table)
	}
	return fmt.Sprintf("round %d, table %d: ", round, table)
}
