package arbiter_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
)

var update = flag.Bool("update", false, "rewrite the expect blocks of testdata/scenarios/*.txt")

// session runs a scenario: the state, its dependencies and its log.
type session struct {
	tb   testing.TB
	s    arbiter.State
	deps arbiter.Deps
	log  kindtest.Log
}

// do decides c and applies its events, logging them by stream.
func (ss *session) do(c arbiter.Command) error {
	if ss.s.RuleSet != nil && ss.deps.Top == nil {
		ss.deps = duplicatetest.Deps(ss.tb, ss.s.RuleSet)
	}
	if err := ss.log.Decide(ss.tb, &ss.s, c, ss.deps); err != nil {
		return err
	}
	if ss.s.RuleSet != nil && ss.deps.Top == nil {
		ss.deps = duplicatetest.Deps(ss.tb, ss.s.RuleSet)
	}
	return nil
}

// parseCommand reads one line of the scenario language (see
// testdata/scenarios/README).
func parseCommand(line string) (c arbiter.Command, err error) {
	f := strings.Fields(line)
	rest := func(i int) string { return strings.Join(f[min(i, len(f)):], " ") }
	// A number that cannot be read fails the line: a typo must not become
	// table or round 0.
	var bad error
	defer func() {
		if bad != nil {
			c, err = nil, bad
		}
	}()
	num := func(i int) int {
		field := ""
		if i < len(f) {
			field = f[i]
		}
		n, err := number(field)
		if err != nil && bad == nil {
			bad = err
		}
		return n
	}
	verb, round := f[0], 0
	if v, r, ok := strings.Cut(verb, "@"); ok {
		verb = v
		if round, err = number(r); err != nil {
			return nil, err
		}
	}
	switch verb {
	case "new":
		return arbiter.CreateTournament{Name: "Scenario", Date: "2026-11-29", RuleSet: f[1], Referee: "Referee"}, nil
	case "player":
		name, club, _ := strings.Cut(rest(2), " / ")
		return arbiter.RegisterPlayer{Table: num(1), Name: name, Club: club}, nil
	case "game":
		c := duplicate.StartGame{Seed: uint64(num(1))}
		if len(f) > 2 {
			v, err := scoring.ParseVariant(f[2])
			if err != nil {
				return nil, err
			}
			c.Variant, c.FixedOrder = v, rest(3) == "fixed"
		}
		return c, nil
	case "rack":
		letters, force, _ := strings.Cut(rest(1), "!")
		return duplicate.DrawRack{Letters: letters, Force: strings.TrimSpace(force)}, nil
	case "draw":
		return duplicate.DrawRack{RejectTriples: rest(1) == "triples"}, nil
	case "reject":
		return duplicate.RejectRack{Reason: rest(1)}, nil
	case "top":
		if len(f) == 1 {
			return duplicate.ChooseTop{}, nil
		}
		if n, err := strconv.Atoi(f[1]); err == nil {
			return duplicate.ChooseTop{Choice: n, Reason: rest(2)}, nil
		}
		return duplicate.ChooseTop{Play: rest(1)}, nil
	case "slip":
		if first, second, ok := strings.Cut(rest(1), " / "); ok {
			return tacticSlip(round, first, second)
		}
		if len(f) == 3 && f[2] == "-" {
			return duplicate.EnterSlip{Round: round, Table: num(1), None: true}, nil
		}
		if len(f) < 4 {
			return nil, fmt.Errorf("slip needs TABLE POSITION WORD [SCORE]")
		}
		pos := f[2]
		if pos == "_" {
			pos = ""
		}
		return duplicate.EnterSlip{Round: round, Table: num(1), Position: pos, Word: f[3], Score: rest(4)}, nil
	case "withdraw":
		return duplicate.WithdrawSlip{Round: round, Table: num(1), Reason: rest(2)}, nil
	case "warn":
		return arbiter.GiveWarning{Round: round, Table: num(1), Kind: arbiter.WarningKind(f[2]), Reason: rest(3)}, nil
	case "close":
		return arbiter.CloseRound{}, nil
	case "cancel":
		return duplicate.CancelRound{Round: num(1), Reason: rest(2)}, nil
	case "invalid":
		return duplicate.InvalidateTop{Round: num(1), Reason: rest(2)}, nil
	case "end":
		return arbiter.EndGame{Reason: rest(1)}, nil
	case "type":
		slip := "slip"
		if round != 0 {
			slip += "@" + strconv.Itoa(round)
		}
		if len(f) < 2 {
			return nil, fmt.Errorf("type needs OPERATOR and a slip")
		}
		c, err := parseCommand(slip + " " + rest(2))
		if err != nil {
			return nil, err
		}
		return duplicate.TypeSlip{EnterSlip: c.(duplicate.EnterSlip), Operator: f[1]}, nil
	case "timer":
		if len(f) != 3 {
			return nil, fmt.Errorf("timer needs start, pause, resume or reset and the seconds since the scenario's clock")
		}
		at := scenarioClock.Add(time.Duration(num(2)) * time.Second)
		switch f[1] {
		case "start":
			return arbiter.StartTimer{At: at}, nil
		case "pause":
			return arbiter.PauseTimer{At: at}, nil
		case "resume":
			return arbiter.ResumeTimer{At: at}, nil
		case "reset":
			return arbiter.ResetTimer{At: at}, nil
		}
		return nil, fmt.Errorf("unknown timer command %q", f[1])
	}
	return nil, fmt.Errorf("unknown command %q", verb)
}

// scenarioClock is the time a scenario's timer commands count their
// seconds from.
var scenarioClock = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)

// tacticSlip reads the fields of a Tactic slip: "TABLE POS WORD [SCORE]"
// and "POS2 WORD2 [SCORE2] [= TOTAL]"; "_" is a field left blank.
func tacticSlip(round int, first, second string) (arbiter.Command, error) {
	blank := func(s string) string {
		if s == "_" {
			return ""
		}
		return s
	}
	field := func(f []string, i int) string {
		if i < len(f) {
			return blank(f[i])
		}
		return ""
	}
	a := strings.Fields(first)
	second, total, _ := strings.Cut(second, "=")
	b := strings.Fields(second)
	if len(a) < 3 || len(b) < 2 {
		return nil, fmt.Errorf("a Tactic slip is TABLE POS WORD [SCORE] / POS2 WORD2 [SCORE2] [= TOTAL]")
	}
	table, err := number(a[0])
	if err != nil {
		return nil, err
	}
	return duplicate.EnterSlip{Round: round, Table: table, Position: field(a, 1), Word: field(a, 2), Score: field(a, 3),
		Position2: field(b, 0), Word2: field(b, 1), Score2: field(b, 2), Total: strings.TrimSpace(total)}, nil
}

// number reads a number of a scenario line; anything else is an error
// naming it.
func number(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	return n, nil
}

// render prints what an expect line asks for: "standings [game N|tournament]
// [tops]" or "round N" (of the current game).
func render(s *arbiter.State, what string) (string, error) {
	f := strings.Fields(what)
	switch f[0] {
	case "standings":
		game, by := len(s.Games), arbiter.ByTotal
		for i := 1; i < len(f); i++ {
			switch f[i] {
			case "tournament":
				game = 0
			case "game":
				i++
				n, err := number(f[min(i, len(f)-1)])
				if err != nil || i >= len(f) {
					return "", fmt.Errorf("expect %s: game needs a number", what)
				}
				game = n
			case "tops":
				by = arbiter.ByTops
			}
		}
		st, err := s.Standings(game, by)
		if err != nil {
			return "", err
		}
		return formatStandings(st), nil
	case "round":
		sums, err := s.Rounds(len(s.Games))
		if err != nil {
			return "", err
		}
		n, err := number(f[min(1, len(f)-1)])
		if err != nil || len(f) < 2 {
			return "", fmt.Errorf("expect %s: round needs a number", what)
		}
		if n < 1 || n > len(sums) {
			return "", fmt.Errorf("no round %d", n)
		}
		return formatRound(s.RuleSet, sums[n-1]), nil
	case "findings":
		sums, err := s.Rounds(len(s.Games))
		if err != nil {
			return "", err
		}
		n, err := number(f[min(1, len(f)-1)])
		if err != nil || len(f) < 2 || n < 1 || n > len(sums) {
			return "", fmt.Errorf("expect %s: no such round", what)
		}
		var b strings.Builder
		for _, l := range sums[n-1].Slips {
			fmt.Fprintf(&b, "t%d:", l.Table)
			for _, fd := range l.Findings() {
				b.WriteString(" " + formatFinding(s.RuleSet, fd))
			}
			b.WriteString("\n")
		}
		return b.String(), nil
	}
	return "", fmt.Errorf("unknown expect %q", what)
}

// formatFinding prints a finding as its kind and the arguments it has:
// `wrong_score(move 1, written "80", real 78)`.
func formatFinding(rs *scoring.RuleSet, f arbiter.Finding) string {
	var args []string
	if f.Move > 0 {
		args = append(args, fmt.Sprintf("move %d", f.Move))
	}
	if f.Word != "" {
		args = append(args, f.Word)
	}
	if f.Kind == arbiter.FindMisplaced {
		args = append(args, "at "+rs.FormatPosition(f.At), fmt.Sprintf("credited %d", f.Credited))
	}
	if f.Written != "" {
		args = append(args, fmt.Sprintf("written %q", f.Written))
	}
	if f.Real != 0 {
		args = append(args, fmt.Sprintf("real %d", f.Real))
	}
	if f.Text != "" {
		args = append(args, fmt.Sprintf("%q", f.Text))
	}
	if len(args) == 0 {
		return string(f.Kind)
	}
	return string(f.Kind) + "(" + strings.Join(args, ", ") + ")"
}

// formatStandings prints standings one player a line.
func formatStandings(st arbiter.Standings) string {
	var b strings.Builder
	fmt.Fprintf(&b, "top %d\n", st.TopTotal)
	for _, r := range st.Rows {
		rank := strconv.Itoa(r.Rank)
		if r.Eliminated {
			rank = "-"
		}
		fmt.Fprintf(&b, "%s t%d %s: total %d, %.1f%%, %+d, tops %d, solos %d (+%d), warnings %d (-%d)",
			rank, r.Table, r.Name, r.Total, r.Percent, r.Diff, r.Tops, r.Solos, r.SoloBonus, r.Warnings, r.Penalty)
		if st.By == arbiter.ByTops {
			fmt.Fprintf(&b, "; room tops %d, counted %d, field %d, points %d", r.RoomTops, r.TopsCounted, r.TopField, r.TopPoints)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// formatRound prints a round summary: the round line, then one line per slip.
func formatRound(rs *scoring.RuleSet, sum arbiter.RoundSummary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rack %s", sum.Rack)
	if sum.Rack2 != "" {
		fmt.Fprintf(&b, " / %s", sum.Rack2)
	}
	for _, r := range sum.Rejected {
		fmt.Fprintf(&b, " (after %s+%s: %s)", r.Remainder, r.New, r.Reason)
	}
	if sum.Forced != "" {
		fmt.Fprintf(&b, " (forced against %s: %s)", sum.ForcedReason, sum.Forced)
	}
	if sum.HasTop {
		fmt.Fprintf(&b, "; top %s %s %d", sum.TopPosition, sum.Top.Word, sum.Top.Score)
		if sum.Second != nil {
			fmt.Fprintf(&b, " + %s %d = %d", rs.FormatMove(*sum.Second), sum.Second.Score, sum.TopScore)
		}
		switch {
		case sum.Returned != "":
			fmt.Fprintf(&b, " [%s for %s]", sum.Chosen, sum.Returned)
		case sum.Chosen != "":
			fmt.Fprintf(&b, " [%s]", sum.Chosen)
		}
	}
	if len(sum.Equivalent) > 0 {
		fmt.Fprintf(&b, "; equivalent %s", strings.Join(sum.Equivalent, ", "))
	}
	if sum.TopInvalid != "" {
		fmt.Fprintf(&b, "; top invalid (%s)", sum.TopInvalid)
	}
	fmt.Fprintf(&b, "; cumulative %d; best %d", sum.Cumulative, sum.BestScore)
	if sum.SoloTable != 0 {
		fmt.Fprintf(&b, "; solo t%d +%d", sum.SoloTable, sum.SoloBonus)
	}
	if sum.Cancelled {
		fmt.Fprintf(&b, "; cancelled (%s)", sum.CancelReason)
	}
	b.WriteByte('\n')
	for _, l := range sum.Slips {
		if !l.HasSlip && l.Entries == 0 {
			continue
		}
		v := l.Slip.Verdict
		written := "-"
		if l.HasSlip && !l.Slip.None {
			written = strings.TrimSpace(l.Slip.Position + " " + l.Slip.Word + " " + l.Slip.Score)
			if l.Slip.Word2 != "" {
				written += " / " + strings.TrimSpace(l.Slip.Position2+" "+l.Slip.Word2+" "+l.Slip.Score2)
			}
			if l.Slip.Word2 != "" || l.Slip.Total != "" {
				written += " = " + l.Slip.Total
			}
		}
		verdict := "valid"
		if !v.Valid {
			verdict = "invalid " + v.Reason
		}
		fmt.Fprintf(&b, "t%d %q: %s, real %d, scores %d", l.Table, written, verdict, v.Real, l.Score)
		if v.Warning != "" {
			fmt.Fprintf(&b, ", warning %s", strings.Join(append([]string{v.Warning}, v.MoreWarnings...), " "))
		}
		if v.Chosen != "" {
			fmt.Fprintf(&b, ", chose %s", v.Chosen)
		}
		if v.Returned != "" {
			fmt.Fprintf(&b, " for %s", v.Returned)
		}
		if l.Top {
			b.WriteString(", top")
		}
		if l.AboveTop {
			b.WriteString(", above the top")
		}
		if l.Entries > 1 {
			fmt.Fprintf(&b, ", %d entries", l.Entries)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// runScenario runs the scenario file at path and returns the file as it
// should read: every expect block holding what the state shows at that point.
func runScenario(t *testing.T, path string) (got string, ss *session) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ss = &session{tb: t, s: arbiter.State{Kinds: duplicatetest.Kinds}, log: kindtest.NewLog()}
	var out strings.Builder
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	lineNo := 0
	inBlock := false
	for sc.Scan() {
		line := sc.Text()
		lineNo++
		trimmed := strings.TrimSpace(line)
		if inBlock {
			if trimmed != "" {
				continue // the old expected lines are replaced below
			}
			inBlock = false
		}
		out.WriteString(line + "\n")
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		case strings.HasPrefix(trimmed, "expect "):
			what := strings.TrimPrefix(trimmed, "expect ")
			text, err := render(&ss.s, what)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, lineNo, err)
			}
			checkReplayAt(t, path, lineNo, ss, what, text)
			out.WriteString(text)
			inBlock = true
		default:
			wantCode := ""
			if rest, ok := strings.CutPrefix(trimmed, "fails "); ok {
				wantCode, trimmed, _ = strings.Cut(rest, " ")
			}
			c, err := parseCommand(trimmed)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, lineNo, err)
			}
			err = ss.do(c)
			if got := arbiter.ErrorCode(err); string(got) != wantCode {
				t.Errorf("%s:%d: %s: error code %q (%v), want %q", path, lineNo, trimmed, got, err, wantCode)
			}
		}
	}
	return out.String(), ss
}

// checkReplayAt checks that replaying the log so far, through the codec,
// shows the same text as the live state (RULES: the state is the fold of
// the events).
func checkReplayAt(t *testing.T, path string, lineNo int, ss *session, what, want string) {
	t.Helper()
	s, err := duplicatetest.Replay(kindtest.RoundTrip(t, duplicatetest.Kinds, ss.log.All))
	if err != nil {
		t.Fatalf("%s:%d: Replay: %v", path, lineNo, err)
	}
	got, err := render(&s, what)
	if err != nil {
		t.Fatalf("%s:%d: after replay: %v", path, lineNo, err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s:%d: expect %s after replay (-live +replayed):\n%s", path, lineNo, what, diff)
	}
}

// TestScenarios runs every scenario of testdata/scenarios (RULES §4–§7):
// each expect block must match, at every expect block the replayed log must
// show the same, and at the end the log kept in streams, encoded, decoded and
// replayed with ReplayTournament must give byte-identical standings and
// round summaries, the same worked out on one goroutine or several.
func TestScenarios(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		got, ss := runScenario(t, path)
		want, _ := os.ReadFile(path)
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
		} else if diff := cmp.Diff(string(want), got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", path, diff)
		}
		conserved(t, &ss.s)
		var games [][]arbiter.Event
		for n := 1; n <= len(ss.s.Games); n++ {
			games = append(games, kindtest.RoundTrip(t, duplicatetest.Kinds, ss.log.Streams[arbiter.GameStream(n)]))
		}
		replayed, err := duplicatetest.ReplayTournament(kindtest.RoundTrip(t, duplicatetest.Kinds, ss.log.Streams[arbiter.TournamentStream]), games)
		if err != nil {
			t.Fatalf("ReplayTournament: %v", err)
		}
		if diff := cmp.Diff(string(kindtest.Everything(t, &ss.s)), string(kindtest.Everything(t, &replayed))); diff != "" {
			t.Errorf("replayed streams differ (-live +replayed):\n%s", diff)
		}
		if diff := cmp.Diff(string(onProcs(1, func() []byte { return kindtest.Everything(t, &ss.s) })),
			string(onProcs(3, func() []byte { return kindtest.Everything(t, &ss.s) }))); diff != "" {
			t.Errorf("the cards worked out on 3 goroutines differ from those on one (-1 +3):\n%s", diff)
		}
	})
}

// onProcs returns f() run with GOMAXPROCS procs: the cards of a game are
// worked out on as many goroutines.
func onProcs(procs int, f func() []byte) []byte {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	return f()
}

// forEachScenario runs test on each scenario of testdata/scenarios, as a
// subtest named after its file.
func forEachScenario(t *testing.T, test func(t *testing.T, path string)) {
	paths, err := filepath.Glob("testdata/scenarios/*.txt")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) { test(t, path) })
	}
}

// TestParseCommand_BadNumber: a number of a scenario line that cannot be
// read fails the line instead of becoming 0.
func TestParseCommand_BadNumber(t *testing.T) {
	for _, line := range []string{"slip 1O H8 COLUMNA 78", "slip@x 1 -", "cancel", "player T1 POPESCU Ion", "slip x H8 A 1 / H9 B 2", "timer start 3O", "type ANA 1O -"} {
		if c, err := parseCommand(line); err == nil {
			t.Errorf("parseCommand(%q) = %#v, want an error", line, c)
		}
	}
	if _, err := parseCommand("slip 2 H8 COLUMNA 78"); err != nil {
		t.Errorf("parseCommand of a good slip: %v", err)
	}
}
