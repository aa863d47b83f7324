package room

import (
	"slices"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
)

// Display is what the projector shows (GET /api/display). Phase says which
// screen: "idle" before a rack, "rack" while the round is played (letters
// and countdown), "top" once the top is chosen (board and results of the
// round), "standings" between rounds and after the game; "problem" while a
// composition problem takes solutions (its kind, round and time).
type Display struct {
	Version    string             `json:"version"`
	Now        int64              `json:"now"` // the server's clock, Unix ms
	Labels     reports.RoomLabels `json:"labels"`
	Tournament string             `json:"tournament"`
	Game       int                `json:"game"`
	Round      int                `json:"round"`
	// StandingsRound is the last round the standings count: the current
	// one once closed, else the one before (a rack drawn, or rejected,
	// counts nothing yet).
	StandingsRound int `json:"standings_round,omitempty"`
	// Rounds is how many rounds the game has when that is known before
	// its end (a prepared game's), 0 otherwise.
	Rounds int    `json:"rounds,omitempty"`
	Phase  string `json:"phase"`
	// Group is, in an anticipation game, the group of 7 the round plays
	// (RULES §8.2–§8.3; round 1 plays group 1 too).
	Group int `json:"group,omitempty"`
	// Links are the room's addresses, shown between rounds.
	Links Links `json:"links"`
	// Rack in announcement form (RULES §4.2) and its letters' names (§4.4),
	// the remainder's first as seed 004 announces them, one every
	// AnnounceMs from RackSeen (Unix ms). Rack2 is Tactic's second group
	// (RULES §7.6), spelled after the first.
	Rack    string   `json:"rack,omitempty"`
	Rack2   string   `json:"rack2,omitempty"`
	Spelled []string `json:"spelled,omitempty"`
	// Voice is, for each of Spelled, the address of its name spoken, ""
	// for a name without a recording; none when no name has one.
	Voice      []string `json:"voice,omitempty"`
	RackSeen   int64    `json:"rack_seen,omitempty"`
	AnnounceMs int      `json:"announce_ms"`
	// CallMs is how long before the end of the thinking time the call
	// (Labels.Warning) is shown: 30 seconds, or the last minute.
	CallMs int64 `json:"call_ms"`
	// Bag counts the tiles neither on the board nor on the rack by kind,
	// while a round is played and its top shown.
	Bag   *draw.Kinds `json:"bag,omitempty"`
	Timer TimerView   `json:"timer"`
	Top   *TopView    `json:"top,omitempty"`
	// Problem is the composition problem taking solutions (RULES §9):
	// its kind's name in the room's words, a Partida's round, and when its
	// time ends (Unix ms).
	Problem *ProblemShow `json:"problem,omitempty"`
	// Board is the round's board with its top placed, row by row.
	Board     [][]Square `json:"board,omitempty"`
	Standings []Row      `json:"standings,omitempty"`
	// Ended is set once the game is over: its standings are final.
	Ended bool `json:"ended,omitempty"`
	// Screen is, in a game of a kind of its own (Phase "screen"), what
	// its kind shows on the projector.
	Screen *ScreenView `json:"screen,omitempty"`
}

// announcePace is the time between two letters announced (seed 004:
// "o litera la aproximativ 2,5 secunde").
const announcePace = 2500 * time.Millisecond

// TimerView is the countdown of the current round.
type TimerView struct {
	Started  bool  `json:"started"`
	Running  bool  `json:"running"`
	Duration int64 `json:"duration_ms"`
	Left     int64 `json:"left_ms"`
	// Stop is when the time runs out (Unix ms), 0 while not running.
	Stop int64 `json:"stop,omitempty"`
}

// TopView is a round's top as announced (RULES §4.4): score, position, main
// word and cross words, equivalent tops, the room's best score and the solo.
type TopView struct {
	Round      int      `json:"round"`
	Position   string   `json:"position"`
	Word       string   `json:"word"`
	Score      int      `json:"score"`
	Words      []string `json:"words,omitempty"`
	Equivalent []string `json:"equivalent,omitempty"`
	Invalid    string   `json:"invalid,omitempty"`
	// Best is the best score in the room, -1 when no slip counts yet.
	Best      int    `json:"best"`
	SoloTable int    `json:"solo_table,omitempty"`
	SoloName  string `json:"solo_name,omitempty"`
	SoloBonus int    `json:"solo_bonus,omitempty"`
	// Solos are the round's solos when there are several: one a centre in
	// a tournament merged with solos by centre (RULES §6).
	Solos []SoloView `json:"solos,omitempty"`
	// Found lists the players whose slip reaches the top's score, by
	// table (on the display only).
	Found []PlayerRef `json:"found,omitempty"`
}

// PlayerRef names a player: table and name.
type PlayerRef struct {
	Table int    `json:"table"`
	Name  string `json:"name"`
}

// foundTop returns the players of round sum who found the top.
func foundTop(sum *arbiter.RoundSummary) []PlayerRef {
	var out []PlayerRef
	for _, l := range sum.Slips {
		if l.Top {
			out = append(out, PlayerRef{Table: l.Table, Name: l.Name})
		}
	}
	return out
}

// SoloView is one solo of a round: the player's table and name, its
// centre and its bonus.
type SoloView struct {
	Table  int    `json:"table"`
	Name   string `json:"name"`
	Centre string `json:"centre,omitempty"`
	Bonus  int    `json:"bonus"`
}

// Square is one square of the board: its letter ("" when empty; lower
// case for a joker, Joker set), its premium (tw, dw, tl, dl or "") and
// whether the round's top placed it (New).
type Square struct {
	Letter  string `json:"l,omitempty"`
	Premium string `json:"p,omitempty"`
	Joker   bool   `json:"j,omitempty"`
	New     bool   `json:"n,omitempty"`
}

// Row is a line of the standings.
type Row struct {
	Rank       int     `json:"rank"`
	Table      int     `json:"table"`
	Name       string  `json:"name"`
	Club       string  `json:"club,omitempty"`
	Total      int     `json:"total"`
	Diff       *int    `json:"diff,omitempty"`
	Percent    float64 `json:"percent"`
	Eliminated bool    `json:"eliminated,omitempty"`
}

// displayView builds the display of play, with the standings and the
// current round's top of res, the results of the same game.
func (s *Server) displayView(play referee.Play, res referee.Results) Display {
	now := s.cfg.Now()
	d := Display{Version: versionText(play.Version), Now: now.UnixMilli(), Tournament: play.Tournament, Phase: "idle",
		AnnounceMs: int(announcePace / time.Millisecond), CallMs: (30 * time.Second).Milliseconds(), Timer: TimerView{Duration: arbiter.DefaultThinkingTime.Milliseconds(),
			Left: arbiter.DefaultThinkingTime.Milliseconds()}}
	if play.RuleSet == nil {
		d.Labels = reports.RoomLabelsFor("")
		return d
	}
	d.Labels = reports.RoomLabelsFor(play.RuleSet.Language)
	if play.Game == 0 {
		return d
	}
	d.Game, d.Ended, d.Rounds = play.Game, play.Ended, play.Prepared
	d.Standings = rows(res.Standings)
	d.CallMs = play.LastCall.Milliseconds()
	if play.LastCall == time.Minute {
		d.Labels.Warning = d.Labels.LastMinute
	}
	d.Timer.Duration = play.ThinkingTime.Milliseconds()
	d.Timer.Left = d.Timer.Duration
	if play.Screen.Shows() {
		d.Phase, d.Round, d.Standings = "screen", play.Screen.Round, nil
		d.Screen = screenView(play.RuleSet.Language, play.Screen, onDisplay, nil, now)
		return d
	}
	if play.Showing != nil {
		s.showingDisplay(play, &d, now)
		return d
	}
	cur := play.Round
	if cur == nil {
		return d
	}
	d.Round, d.StandingsRound = cur.Number, cur.Number
	if !play.Ended && !cur.Closed && !cur.Cancelled {
		d.StandingsRound = cur.Number - 1 // the round played is not counted yet
	}
	switch {
	case play.Ended || cur.Closed || cur.Cancelled:
		d.Phase = "standings"
	case cur.Top != nil:
		d.Phase = "top"
	case cur.HasRack:
		d.Phase = "rack"
	}
	if cur.HasRack && !cur.Cancelled {
		s.rackDisplay(play, &d, now)
	}
	if cur.Top != nil && !cur.Cancelled {
		if cur.Number <= len(res.Rounds) && res.Game == play.Game {
			sum := &res.Rounds[cur.Number-1]
			d.Top = topView(sum)
			d.Top.Found = foundTop(sum)
		}
		d.Board = boardView(&cur.Board, cur.Top.Move)
	}
	return d
}

// rackDisplay shows on d the rack of play's current round as announced,
// its letters' names spoken, the round's clock and the bag.
func (s *Server) rackDisplay(play referee.Play, d *Display, now time.Time) {
	cur, rs := play.Round, play.RuleSet
	d.Rack = draw.Announce(cur.Remainder, cur.New)
	groups := []scoring.Rack{cur.Remainder, cur.New}
	if cur.Rack2().Len() > 0 {
		d.Rack2 = draw.Announce(cur.Remainder2, cur.New2)
		groups = append(groups, cur.Remainder2, cur.New2)
	}
	var keys []string
	for _, r := range groups {
		d.Spelled = append(d.Spelled, draw.Spell(rs, r)...)
		keys = append(keys, draw.SpellKeys(r)...)
	}
	d.Voice = voiceClips(rs.Language, d.Spelled, keys)
	d.RackSeen = s.rackSeen(rackKey{play.Game, cur.Number, d.Rack}, now).UnixMilli()
	d.Timer = timerView(cur.Timer, play.ThinkingTime, now)
	if d.Phase != "standings" {
		bag := draw.Count(rs, play.Bag)
		d.Bag = &bag
	}
}

// labels returns the room's words in the language of the tournament's
// rule set, as the log was last read.
func (s *Server) labels() reports.RoomLabels {
	if rs := s.cfg.Referee.RuleSet(); rs != nil {
		return reports.RoomLabelsFor(rs.Language)
	}
	return reports.RoomLabelsFor("")
}

// rackSeen returns when the server first saw rack k (now for a new one).
func (s *Server) rackSeen(k rackKey, now time.Time) time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.seen[k]; ok {
		return t
	}
	if len(s.seen) > 1000 {
		clear(s.seen)
	}
	s.seen[k] = now
	return now
}

// timerView is the countdown t at now; def is the game's thinking time
// before the timer is started.
func timerView(t arbiter.Timer, def time.Duration, now time.Time) TimerView {
	if !t.Started {
		return TimerView{Duration: def.Milliseconds(), Left: def.Milliseconds()}
	}
	v := TimerView{Started: true, Running: t.Running, Duration: t.Duration.Milliseconds(), Left: t.Left(now).Milliseconds()}
	if stop, ok := t.Stop(); ok {
		v.Stop = stop.UnixMilli()
	}
	return v
}

// topView is the announced top of a round summary.
func topView(sum *arbiter.RoundSummary) *TopView {
	t := &TopView{Round: sum.Round, Position: sum.TopPosition, Word: sum.Top.Word, Score: sum.Top.Score,
		Equivalent: sum.Equivalent, Invalid: sum.TopInvalid, Best: sum.BestScore, SoloTable: sum.SoloTable, SoloBonus: sum.SoloBonus}
	for i, w := range sum.TopWords {
		if i > 0 {
			t.Words = append(t.Words, w.Word)
		}
	}
	for _, l := range sum.Slips {
		if l.Table == sum.SoloTable {
			t.SoloName = l.Name
		}
	}
	if len(sum.Solos) > 1 {
		for _, solo := range sum.Solos {
			t.Solos = append(t.Solos, SoloView{Table: solo.Table, Name: solo.Name, Centre: solo.Centre, Bonus: solo.Bonus})
		}
	}
	return t
}

// premiumNames are the board's premiums as the display's styles name them.
var premiumNames = map[scoring.Premium]string{
	scoring.TripleWord: "tw", scoring.DoubleWord: "dw", scoring.TripleLetter: "tl", scoring.DoubleLetter: "dl",
}

// boardView is board b with move m placed and marked new.
func boardView(b *scoring.Board, m scoring.Move) [][]Square {
	after := *b
	after.Apply(m)
	fresh := map[[2]int]bool{}
	for _, p := range m.Placed {
		fresh[[2]int{p.Row, p.Col}] = true
	}
	rows := make([][]Square, scoring.Size)
	for r := range rows {
		rows[r] = make([]Square, scoring.Size)
		for c := range rows[r] {
			sq := Square{Premium: premiumNames[scoring.PremiumAt(r, c)], New: fresh[[2]int{r, c}]}
			if t := after.At(r, c); t != scoring.Empty {
				sq.Letter, sq.Joker = string(rune(t.Letter())), t.IsJoker()
			}
			rows[r][c] = sq
		}
	}
	return rows
}

// rows returns the lines of sd, nil for no standings.
func rows(sd *arbiter.Standings) []Row {
	if sd == nil {
		return nil
	}
	out := make([]Row, 0, len(sd.Rows))
	for _, r := range sd.Rows {
		row := Row{Rank: r.Rank, Table: r.Table, Name: r.Name, Club: r.Club, Total: r.Total, Percent: r.Percent, Eliminated: r.Eliminated}
		if sd.HasTop { // the difference to the top means nothing in a game without one (RULES §6)
			row.Diff = &r.Diff
		}
		out = append(out, row)
	}
	return out
}

// Results is what the players' phones show (GET /api/results): the
// standings of the current game and of the tournament, each round's top
// and, asked for with ?table=N, that player's card.
type Results struct {
	Version    string             `json:"version"`
	Labels     reports.RoomLabels `json:"labels"`
	Tournament string             `json:"tournament"`
	Game       int                `json:"game"`
	Ended      bool               `json:"ended,omitempty"`
	Standings  []Row              `json:"standings"`
	Overall    []Row              `json:"overall,omitempty"`
	Rounds     []TopView          `json:"rounds"`
	Card       *CardView          `json:"card,omitempty"`
	// Screen is, in a game of a kind of its own, what its kind shows on
	// the phones.
	Screen *ScreenView `json:"screen,omitempty"`
}

// CardView is a player's game round by round: their line in the
// standings, and for each round their slip as written, its verdict said
// as the sheets say it, and the round's top.
type CardView struct {
	Player Row        `json:"player"`
	Rounds []CardLine `json:"rounds"`
	// Score, SoloBonus and Penalty add up to the player's total (RULES
	// §6): the rounds' scores, plus the solos' bonuses, less the warnings'
	// penalties.
	Score     int `json:"score"`
	SoloBonus int `json:"solo_bonus"`
	Penalty   int `json:"penalty"`
}

// CardLine is one round of a player's card. Position, Word and Declared
// are as written (empty for no slip); Score is what the round earns and
// Verdict the sentence that says why; Top is set when Score reaches the
// top's, Solo when the player alone made the round's best score.
type CardLine struct {
	Round    int    `json:"round"`
	Position string `json:"position"`
	Word     string `json:"word"`
	Declared string `json:"declared"`
	Score    int    `json:"score"`
	Verdict  string `json:"verdict"`
	Refused  bool   `json:"refused,omitempty"`
	Warning  bool   `json:"warning,omitempty"`
	Top      bool   `json:"top,omitempty"`
	Solo     bool   `json:"solo,omitempty"`
	// Disciplinary counts the round's disciplinary warnings and Penalty
	// what its warnings cost (RULES §6).
	Disciplinary int `json:"disciplinary,omitempty"`
	Penalty      int `json:"penalty,omitempty"`
	// Cancelled is set for a round cancelled (RULES §4.5).
	Cancelled bool `json:"cancelled,omitempty"`
	// TopMove and TopScore are the round's top, once chosen.
	TopMove  string `json:"top_move,omitempty"`
	TopScore int    `json:"top_score,omitempty"`
}

// ProblemShow is the problem on the projector: what it is, its round, its
// time.
type ProblemShow struct {
	Title   string `json:"title"`
	Round   int    `json:"round,omitempty"`
	Minutes int    `json:"minutes"`
	Ends    int64  `json:"ends"`
}

// resultsView builds the results of res, without a card.
func resultsView(res referee.Results) Results {
	out := Results{Version: versionText(res.Version), Tournament: res.Tournament, Standings: []Row{}, Rounds: []TopView{}}
	if res.RuleSet != nil {
		out.Labels = reports.RoomLabelsFor(res.RuleSet.Language)
	}
	if res.Game == 0 {
		return out
	}
	out.Game, out.Ended = res.Game, res.Ended
	out.Standings, out.Overall = rows(res.Standings), rows(res.Overall)
	if res.Screen.Shows() {
		out.Screen = screenView(res.RuleSet.Language, res.Screen, onPhone, nil, time.Time{})
	}
	for i := range res.Rounds {
		if sum := &res.Rounds[i]; sum.HasTop && !sum.Cancelled {
			out.Rounds = append(out.Rounds, *topView(sum))
		}
	}
	return out
}

// cardView is the card of the player at table, from the game's standings
// and its rounds: the round summaries, or in an Anticipation game the
// player's sheet.
func cardView(res referee.Results, standings []Row, table int) (*CardView, error) {
	i := slices.IndexFunc(standings, func(r Row) bool { return r.Table == table })
	if i < 0 {
		return nil, arbiter.Errorf(arbiter.ENotFound, "no player at table %d", table)
	}
	c := &CardView{Player: standings[i], Rounds: []CardLine{}}
	if res.Cards != nil {
		own, err := reports.RoomCardOf(res.RuleSet, res.Cards, table)
		if err != nil {
			return nil, err
		}
		for _, r := range own.Rounds {
			c.Rounds = append(c.Rounds, CardLine{Round: r.Round, Word: r.Written, Score: r.Score, Penalty: r.Penalty, Verdict: r.Verdict, Refused: r.Refused, Warning: r.Warning})
		}
		c.Score, c.Penalty = own.Score, own.Penalty
		return c, nil
	}
	rs := res.RuleSet
	for _, sum := range res.Rounds {
		j := slices.IndexFunc(sum.Slips, func(l arbiter.SlipLine) bool { return l.Table == table })
		if j < 0 {
			continue
		}
		cr := sum.Slips[j].CardRound
		sl := reports.SlipLineOf(cr)
		line := CardLine{Round: sum.Round, Position: sl.Position, Word: sl.Word, Declared: sl.Declared, Score: sl.Score,
			Verdict: reports.FindingsText(rs, sl.Findings), Refused: sl.Refused, Warning: cr.Technical > 0, Top: cr.Top, Solo: cr.Solo > 0,
			Disciplinary: cr.Disciplinary, Penalty: cr.Penalty, Cancelled: cr.Cancelled}
		c.Score, c.SoloBonus, c.Penalty = c.Score+cr.Score, c.SoloBonus+cr.Solo, c.Penalty+cr.Penalty
		if sum.HasTop {
			line.TopMove, line.TopScore = sum.TopPosition+" "+sum.Top.Word, sum.TopScore
		}
		c.Rounds = append(c.Rounds, line)
	}
	return c, nil
}
