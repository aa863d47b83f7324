package anticipation

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// An Anticipation game (RULES §8) is a game of the tournament like the
// duplicate game: its own stream, an [arbiter.GameStarted] that carries its
// [arbiter.AnticipationSetup], a round in the game's Rounds for each group
// played (its timer and its close; no rack, no top), and the players'
// sheets in its [Game], the state of its Play. Every slip recorded carries
// the adjudication of the player's whole sheet up to it ([Judge]: a
// cancellation changes earlier rounds), so that folding needs no lexicon.

// Kind is the Anticipation game as a kind of game of the tournament, of
// any form (RULES §8).
const Kind arbiter.Kind = "anticipation"

// DefaultSchedule returns the thinking time of rounds 1–14 in minutes
// (RULES §8.6).
func DefaultSchedule() []int { return []int{8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3} }

// Start starts an Anticipation game of Form (RULES §8) as the next game of
// the tournament (→ [arbiter.GameStarted], its setup in it), drawn from
// Seed: Groups are the 15 groups typed by the referee ("AL ABCDEFG …",
// group 1 first), "" to draw them from the seed (oarba: each player
// registers their own, [RegisterGroups]); Schedule the thinking time of
// each of the 14 rounds in seconds, nil for [DefaultSchedule].
type Start struct {
	arbiter.Extension
	Seed     uint64
	Form     Form
	Groups   string
	Schedule []int
}

// RegisterGroups registers the 15 groups a player of an oarba game composed
// (RULES §8.10), before round 1 (→ [GroupsRegistered]); registering again
// before round 1 replaces them. Groups are typed as for
// [Start.Groups].
type RegisterGroups struct {
	arbiter.Extension
	Table  int
	Groups string
}

// DrawGroup opens the next round of an Anticipation game with a group of 7
// (→ [GroupDrawn]): Group names it (2–15), 0 draws it by lot from the
// groups not played, keyed by the game's seed (RULES §8.2–§8.3). The round
// before must be closed.
type DrawGroup struct {
	arbiter.Extension
	Group int
}

// EnterSheetSlip records a player's slip of an Anticipation game as written
// (→ [SheetSlipRecorded]; nothing when the same slip is entered again) and
// adjudicates the player's whole sheet. Round 0 means the current round;
// a round not drawn yet is refused. Keep refuses a slip written
// differently from one with a move recorded for its table and round,
// instead of replacing it: an [EConflict] whose cause is a
// *[Replacement], as [EnterSlip.Keep] (a slip with no move holds nothing
// a replacement could lose).
type EnterSheetSlip struct {
	arbiter.Extension
	Round int
	Table int
	Slip  SheetSlip
	Keep  bool
}

// EnterSheet records a player's whole sheet of an Anticipation game, as
// [ReadSheet] reads it from a file: each round that differs
// from what is recorded as a [SheetSlipRecorded], and the control grid as
// a [ControlGridNoted]. The sheet must be of the game's form (or name
// none), hold the player's groups, and play in each round the group drawn
// for it, in rounds drawn only.
type EnterSheet struct {
	arbiter.Extension
	Table int
	Sheet Sheet
}

// NoteControlGrid records what a player handed in as the control grid
// (RULES §8.7) (→ [ControlGridNoted]).
type NoteControlGrid struct {
	arbiter.Extension
	Table int
	Grid  Grid
}

// SheetSlip is one slip of an Anticipation game as written (RULES
// §8.2–§8.5): its moves in the order made (round 1: the opening with group
// 1 first), round 1's total (nil: missing), the rounds it cancels
// ("Anulez turul N") and PAS. A slip with none of these is a slip with no
// move.
type SheetSlip struct {
	Moves  []SheetMove `json:"moves,omitempty"`
	Total  *int        `json:"total,omitempty"`
	Cancel []int       `json:"cancel,omitempty"`
	Pass   bool        `json:"pass,omitempty"`
}

// SheetMove is one move of a [SheetSlip]: position and main word as
// written, the score declared (nil: missing).
type SheetMove struct {
	Position string `json:"position"`
	Word     string `json:"word"`
	Score    *int   `json:"score,omitempty"`
}

// Setup is what an [arbiter.GameStarted] records of an Anticipation game
// ([arbiter.AnticipationSetup]), as the game keeps it: its form, its 15
// groups as racks (none in oarba, whose players register their own),
// whether the program drew them, and the thinking time of each round in
// seconds.
type Setup struct {
	Form     Form     `json:"form"`
	Groups   []string `json:"groups,omitempty"`
	Drawn    bool     `json:"drawn,omitempty"`
	Schedule []int    `json:"schedule"`
}

// GroupsRegistered records the 15 groups the player at Table composed for
// an oarba game (RULES §8.10), as racks, group 1 first.
type GroupsRegistered struct {
	Table  int      `json:"table"`
	Groups []string `json:"groups"`
}

// GroupDrawn opens round Round of an Anticipation game with group Group (of
// 7; round 1 also plays group 1), drawn by lot or named by the referee.
type GroupDrawn struct {
	Round int  `json:"round"`
	Group int  `json:"group"`
	ByLot bool `json:"by_lot,omitempty"`
}

// SheetSlipRecorded records the slip of Table in Round as written, and the
// adjudication of the player's whole sheet with it (RULES §8): Result has
// a round for each round up to the player's last slip, its board left out
// (see [PlayerSheet.Board]).
type SheetSlipRecorded struct {
	Table  int       `json:"table"`
	Round  int       `json:"round"`
	Slip   SheetSlip `json:"slip"`
	Result Result    `json:"result"`
}

// ControlGridNoted records the control grid of Table (RULES §8.7) and the
// adjudication of the sheet with it.
type ControlGridNoted struct {
	Table  int    `json:"table"`
	Grid   Grid   `json:"grid"`
	Result Result `json:"result"`
}

// SheetSettled records, when an Anticipation game ends, the adjudication of
// a sheet over every round played: the rounds after a player's last slip
// are slips with no move (in Rezistenta, the round of abandonment).
type SheetSettled struct {
	Table  int    `json:"table"`
	Result Result `json:"result"`
}

// The stored names of the events, never renamed.
func (GroupsRegistered) EventType() string  { return "groups_registered" }
func (GroupDrawn) EventType() string        { return "group_drawn" }
func (SheetSlipRecorded) EventType() string { return "sheet_slip_recorded" }
func (ControlGridNoted) EventType() string  { return "control_grid_noted" }
func (SheetSettled) EventType() string      { return "sheet_settled" }
func (SheetSlipTyped) EventType() string    { return "sheet_slip_typed" }

// Each event is one of an Anticipation game.
func (GroupsRegistered) EventKind() arbiter.Kind  { return Kind }
func (GroupDrawn) EventKind() arbiter.Kind        { return Kind }
func (SheetSlipRecorded) EventKind() arbiter.Kind { return Kind }
func (ControlGridNoted) EventKind() arbiter.Kind  { return Kind }
func (SheetSettled) EventKind() arbiter.Kind      { return Kind }
func (SheetSlipTyped) EventKind() arbiter.Kind    { return Kind }

// codecs returns each event's stored name with its decoder.
func codecs() []arbiter.EventCodec {
	return []arbiter.EventCodec{arbiter.CodecOf[GroupsRegistered](), arbiter.CodecOf[GroupDrawn](),
		arbiter.CodecOf[SheetSlipRecorded](), arbiter.CodecOf[ControlGridNoted](), arbiter.CodecOf[SheetSettled](),
		arbiter.CodecOf[SheetSlipTyped]()}
}

// Game is an Anticipation game as its events made it.
type Game struct {
	Setup Setup
	// Groups are the game's groups (zero in oarba); Own each oarba
	// player's, by table.
	Groups Groups
	Own    map[int]Groups
	// Played is the group drawn in each round: Played[i] opened round i+1.
	Played []GroupDrawn
	// Sheets holds each player's sheet, by table, once they hand in a slip.
	Sheets map[int]PlayerSheet
	// Typed holds, per table, the typings of double entry not settled yet
	// (see [SheetSlipTyped]).
	Typed map[int][]SheetSlipTyped
}

// PlayerSheet is one player's sheet: the slips of rounds 1, 2, … up
// to the last handed in (a round skipped is a slip with no move), the
// control grid, and the adjudication of the whole sheet.
type PlayerSheet struct {
	Slips  []SheetSlip
	Grid   Grid
	Result Result
}

// Board returns the player's board as adjudicated: the tiles of the moves
// that stand (RULES §8.5, §8.7).
func (s PlayerSheet) Board() scoring.Board {
	var b scoring.Board
	for _, r := range s.Result.Rounds {
		for _, m := range r.Moves {
			if m.Status != StatusValid {
				continue
			}
			for _, p := range m.Tiles {
				b.Set(p.Row, p.Col, p.Tile)
			}
		}
	}
	return b
}

// GroupsOf returns the groups the player at table plays: the game's, or in
// oarba their own (false when they registered none).
func (a *Game) GroupsOf(table int) (Groups, bool) {
	if a.Setup.Form != Blind {
		return a.Groups, true
	}
	g, ok := a.Own[table]
	return g, ok
}

// Round returns the group drawn in round n (1–14), or false.
func (a *Game) Round(n int) (GroupDrawn, bool) {
	if n < 1 || n > len(a.Played) {
		return GroupDrawn{}, false
	}
	return a.Played[n-1], true
}

// Left returns the groups of 7 not played yet, in order.
func (a *Game) Left() []int {
	var left []int
	for n := 2; n <= NumGroups; n++ {
		if !slices.ContainsFunc(a.Played, func(p GroupDrawn) bool { return p.Group == n }) {
			left = append(left, n)
		}
	}
	return left
}

// ThinkingTime returns round n's thinking time by the game's schedule
// (RULES §8.6).
func (a *Game) ThinkingTime(n int) time.Duration {
	s := a.Setup.Schedule
	if len(s) == 0 {
		return arbiter.DefaultThinkingTime
	}
	return time.Duration(s[min(max(n, 1), len(s))-1]) * time.Second
}

// Sheet returns the sheet of the player at table (a blank one before
// their first slip).
func (a *Game) Sheet(table int) PlayerSheet { return a.Sheets[table] }

// judgeSheet returns the sheet of table with slips and grid, in the form
// [Judge] reads.
func (a *Game) judgeSheet(table int, slips []SheetSlip, grid Grid) Sheet {
	groups, _ := a.GroupsOf(table)
	sh := Sheet{Form: a.Setup.Form, Groups: groups, Grid: grid}
	for i, s := range slips {
		sl := Slip{Group: a.Played[i].Group, Cancel: s.Cancel, Pass: s.Pass, Total: figureOf(s.Total)}
		for _, m := range s.Moves {
			sl.Moves = append(sl.Moves, Written{Position: m.Position, Word: m.Word, Score: figureOf(m.Score)})
		}
		sh.Rounds = append(sh.Rounds, sl)
	}
	return sh
}

// figureOf returns a figure as written, nil when missing.
func figureOf(v *int) Figure {
	if v == nil {
		return Figure{}
	}
	return Figure{Value: *v, Given: true}
}

// GroupsText writes groups as a [Setup] records them, and as
// they are typed when joined by blanks.
func GroupsText(g *Groups) []string {
	out := make([]string, NumGroups)
	for i, r := range g {
		out[i] = r.String()
	}
	return out
}

// groupsOfText reads groups as [GroupsText] writes them.
func groupsOfText(s []string) (Groups, error) {
	var g Groups
	if len(s) != NumGroups {
		return g, arbiter.Errorf(arbiter.EInvalidInput, "%d groups recorded, not %d", len(s), NumGroups)
	}
	for i, t := range s {
		r, err := arbiter.ParseRack(t)
		if err != nil {
			return g, arbiter.Errorf(arbiter.EInvalidInput, "group %d %q: %s", i+1, t, err)
		}
		g[i] = r
	}
	return g, nil
}

// scheduleText writes a schedule (seconds per round) for messages.
func scheduleText(s []int) string {
	parts := make([]string, len(s))
	for i, v := range s {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, ",")
}

// String writes the slip as it is typed ([ParseSlip] reads it):
// "H8 AL 4; 8G BAR 11 = 15", "G5 ARAB 13; anulez 1", "PAS", "-" for a
// slip with no move.
func (s SheetSlip) String() string {
	var parts []string
	for _, m := range s.Moves {
		parts = append(parts, strings.TrimSpace(m.Position+" "+m.Word+" "+figureText(m.Score)))
	}
	switch {
	case s.Total != nil && len(parts) > 0:
		parts[len(parts)-1] += " = " + figureText(s.Total)
	case s.Total != nil:
		parts = append(parts, "total "+figureText(s.Total))
	}
	if s.Pass {
		parts = append(parts, "PAS")
	}
	if len(s.Cancel) > 0 {
		n := make([]string, len(s.Cancel))
		for i, c := range s.Cancel {
			n[i] = strconv.Itoa(c)
		}
		parts = append(parts, "anulez "+strings.Join(n, ","))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, "; ")
}

// figureText writes a figure, "" when missing.
func figureText(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v)
}

// The commands of an Anticipation game that read the word list and the
// search: the service opens them for these alone ([arbiter.WordsUser]); a
// typed sheet's slip is a slip's entry.
func (Start) NeedsWords() bool           { return true }
func (RegisterGroups) NeedsWords() bool  { return true }
func (EnterSheetSlip) NeedsWords() bool  { return true }
func (EnterSheet) NeedsWords() bool      { return true }
func (NoteControlGrid) NeedsWords() bool { return true }

// SlipOutcome returns what the event recorded, the verdict of its round
// said as the duplicate game's slips say one: valid when it has moves
// and every one stands, its score, its first warning. A slip replacing
// another of its round is recorded the same way, so it corrects none, and
// an Anticipation slip is never late.
func (e SheetSlipRecorded) SlipOutcome() arbiter.SlipOutcome {
	o := arbiter.SlipOutcome{Round: e.Round, Table: e.Table}
	rr, ok := e.RoundResult()
	if !ok {
		return o
	}
	o.Verdict = arbiter.Verdict{Valid: len(rr.Moves) > 0, Credited: rr.Score}
	for _, m := range rr.Moves {
		o.Verdict.Valid = o.Verdict.Valid && m.Status == StatusValid
	}
	if len(rr.Warnings) > 0 {
		o.Verdict.Warning = rr.Warnings[0].Kind
	}
	return o
}

// RoundResult returns the adjudication of the round the slip recorded, or
// false when the sheet's result has none.
func (e SheetSlipRecorded) RoundResult() (RoundResult, bool) {
	if e.Round < 1 || e.Round > len(e.Result.Rounds) {
		return RoundResult{}, false
	}
	return e.Result.Rounds[e.Round-1], true
}
