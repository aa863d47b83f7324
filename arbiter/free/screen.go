package free

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter"
)

// The free game in the room (RULES §10.2): the projector shows the round's
// pairings by board, then the round's clock, then the standings after the
// round; the console and the entry pages the boards still playing, the
// typings to settle and the forms of the referee's actions; a phone the
// pairings and the standings, its player's rows first.

// text is the Text of key with args.
func text(key string, args ...any) arbiter.Text {
	t := arbiter.Text{Key: key}
	for _, a := range args {
		t.Args = append(t.Args, fmt.Sprint(a))
	}
	return t
}

// texts returns the Texts of keys, without values.
func texts(keys ...string) []arbiter.Text {
	out := make([]arbiter.Text, len(keys))
	for i, k := range keys {
		out[i] = arbiter.Text{Key: k}
	}
	return out
}

// Screen returns what the room shows of g, a free-game event, at now.
func (discipline) Screen(s *arbiter.State, g *arbiter.Game, now time.Time) arbiter.Screen {
	st, err := arbiter.StateOf[State](g, Kind)
	if err != nil {
		return arbiter.Screen{}
	}
	n := len(st.Rounds)
	sc := arbiter.Screen{Forms: forms(*st), Where: text("free.where", g.Number, n, st.Settings.Rounds)}
	ranked := Standings(*st, n)
	standings := standingsSection(*st, n, ranked)
	if n == 0 {
		sc.Phase = "standings"
		title := arbiter.Section{Name: "event", Title: text("free.event", len(st.Players), st.Settings.Rounds)}
		sc.Display = []arbiter.Section{title, standings}
		sc.Console, sc.Phone = sc.Display, sc.Display
		return sc
	}
	r := st.Rounds[n-1]
	sc.Round = n
	clock := r.Clock
	sc.Clock = &clock
	pairings := pairingSections(*st, r)
	playing := playingSection(*st, r)
	missing := Missing(*st, n)
	switch {
	case g.Ended || len(missing) == 0:
		sc.Phase = "standings"
		sc.Display = []arbiter.Section{standings}
	case !r.Clock.Started:
		sc.Phase = "pairings"
		sc.Display = pairings
	default:
		sc.Phase = "clock"
		boards := make([]string, len(missing))
		for i, m := range missing {
			boards[i] = strconv.Itoa(m.Board.Board)
		}
		sc.Display = []arbiter.Section{{Name: "clock", Title: text("free.round_clock", n)},
			{Name: "playing", Title: text("free.playing_boards", strings.Join(boards, " "))}}
	}
	cross := crosstableSection(*st, n, ranked)
	sc.Console = append(append(withRows([]arbiter.Section{playing}, settleSection(*st, r)), pairings...), standings, cross)
	sc.Entry = withRows([]arbiter.Section{playing}, waitingSection(*st, r))
	sc.Phone = append(slices.Clone(pairings), standings, cross)
	return sc
}

// named is player n as the room shows them: number and name.
func (s State) named(n int) string {
	if p, ok := s.Player(n); ok && p.Name != "" {
		return strconv.Itoa(n) + " " + p.Name
	}
	return strconv.Itoa(n)
}

// pairingSections are round r's boards, who starts and who replies, and
// the bye.
func pairingSections(s State, r Round) []arbiter.Section {
	boards := arbiter.Section{Name: "pairings", Title: text("free.round_pairings", r.Number), Columns: texts("free.board", "free.starts", "free.replies")}
	var bye []arbiter.Section
	for _, g := range r.Boards {
		if g.Bye() {
			bye = append(bye, arbiter.Section{Name: "bye", Title: text("free.bye", s.named(g.Start))})
			continue
		}
		boards.Rows = append(boards.Rows, arbiter.Row{Cells: []string{strconv.Itoa(g.Board.Board), s.named(g.Start), s.named(g.Reply)}, Players: []int{g.Start, g.Reply}})
	}
	return append([]arbiter.Section{boards}, bye...)
}

// playingSection lists round r's boards without a result.
func playingSection(s State, r Round) arbiter.Section {
	sec := arbiter.Section{Name: "playing", Title: text("free.playing", r.Number), Columns: texts("free.board", "free.starts", "free.replies")}
	for _, g := range Missing(s, r.Number) {
		sec.Rows = append(sec.Rows, arbiter.Row{Cells: []string{strconv.Itoa(g.Board.Board), s.named(g.Start), s.named(g.Reply)}, Players: []int{g.Start, g.Reply}})
	}
	return sec
}

// typingRows are the typings of round r's boards, for boards with at
// least least of them: one waits for a second operator, several differ.
func typingRows(s State, r Round, least int) []arbiter.Row {
	var rows []arbiter.Row
	for _, g := range r.Boards {
		if len(g.Typed) < least {
			continue
		}
		for _, t := range g.Typed {
			rows = append(rows, arbiter.Row{Cells: []string{strconv.Itoa(g.Board.Board), t.Operator,
				fmt.Sprintf("%s %d – %s %d", s.named(g.Start), t.StartScore, s.named(g.Reply), t.ReplyScore)}, Players: []int{g.Start, g.Reply}})
		}
	}
	return rows
}

// settleSection lists round r's typings that differ, for the referee to
// settle by recording the result.
func settleSection(s State, r Round) arbiter.Section {
	return arbiter.Section{Name: "settle", Title: text("free.settle"), Columns: texts("free.board", "free.operator", "free.scores"), Rows: typingRows(s, r, 2)}
}

// waitingSection lists round r's typings waiting for a second operator
// or for the referee.
func waitingSection(s State, r Round) arbiter.Section {
	return arbiter.Section{Name: "waiting", Title: text("free.waiting"), Columns: texts("free.board", "free.operator", "free.scores"), Rows: typingRows(s, r, 1)}
}

// standingsSection is the standings after round n, ranked.
func standingsSection(s State, n int, ranked []Standing) arbiter.Section {
	sec := arbiter.Section{Name: "standings", Title: text("free.standings_after", n),
		Columns: texts("free.rank", "free.player", "free.wins", "free.wdl", "free.spread", "free.for")}
	for _, st := range ranked {
		sec.Rows = append(sec.Rows, arbiter.Row{Cells: []string{strconv.Itoa(st.Rank), s.named(st.Player), halves(st.Points2),
			fmt.Sprintf("%d–%d–%d", st.Won, st.Drawn, st.Lost), signed(st.Spread), strconv.Itoa(st.For)}, Players: []int{st.Player}})
	}
	return sec
}

// crosstableSection is the crosstable after round n in the order of
// ranked, its standings: a line a player, its rounds' cells
// ([crossCell]), its row the player's card on their phone.
func crosstableSection(s State, n int, ranked []Standing) arbiter.Section {
	sec := arbiter.Section{Name: "crosstable", Title: text("free.crosstable", n), Columns: texts("free.rank", "free.player")}
	for r := 1; r <= n; r++ {
		sec.Columns = append(sec.Columns, text("free.round_column", r))
	}
	sec.Columns = append(sec.Columns, texts("free.wins", "free.spread")...)
	lines := Crosstable(s, n)
	at := make(map[int]int, len(lines))
	for i, l := range lines {
		at[l.Player] = i
	}
	for _, st := range ranked {
		cells := make([]string, 0, n+4)
		cells = append(cells, strconv.Itoa(st.Rank), s.named(st.Player))
		for _, c := range lines[at[st.Player]].Cells {
			cells = append(cells, crossCell(c))
		}
		sec.Rows = append(sec.Rows, arbiter.Row{Cells: append(cells, halves(st.Points2), signed(st.Spread)), Players: []int{st.Player}})
	}
	return sec
}

// crossCell is a round's cell of the crosstable in no language's words:
// the opponent ("*" before them when the player started) and the two
// scores, "412–385" (a forfeit its spread); a bye "—" and a round missed before a late entry
// "·", each with the spread it counts; a round paired without a result
// its opponent alone.
func crossCell(c Cell) string {
	switch {
	case c.Missed:
		return "· " + signed(c.Spread)
	case c.Bye:
		return "— " + signed(c.Spread)
	case c.Opponent == 0:
		return ""
	}
	who := strconv.Itoa(c.Opponent)
	if c.Started {
		who = "*" + who
	}
	switch {
	case !c.Played:
		return who
	case c.Forfeit:
		return who + " " + signed(c.Spread)
	}
	return who + " " + strconv.Itoa(c.For) + "–" + strconv.Itoa(c.Against)
}

// signed writes n with its sign, as "%+d" does: "+27", "-50", "+0".
func signed(n int) string {
	if n < 0 {
		return strconv.Itoa(n)
	}
	return "+" + strconv.Itoa(n)
}

// withRows returns secs with those of more that have rows: a list of
// typings shows only while it holds one.
func withRows(secs []arbiter.Section, more ...arbiter.Section) []arbiter.Section {
	for _, s := range more {
		if len(s.Rows) > 0 {
			secs = append(secs, s)
		}
	}
	return secs
}

// halves writes points counted in halves: 7 is "3½".
func halves(p2 int) string {
	s := strconv.Itoa(p2 / 2)
	if p2%2 == 1 {
		if p2 == 1 {
			return "½"
		}
		s += "½"
	}
	return s
}
