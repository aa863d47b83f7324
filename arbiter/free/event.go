package free

import (
	"encoding/json"

	"arbiter/arbiter"
	"arbiter/arbiter/free/pairing"
)

// Event is a fact of a free-game event, in the past tense. The set is
// closed: the types of this file. Each has a stable stored name, written
// once in its EventType method and listed by [Events]; a name is never
// renamed, whatever the Go type is called. Each is an event of the
// tournament of kind [Kind] ([arbiter.KindEvent]).
type Event interface {
	EventType() string
	EventKind() arbiter.Kind
}

// Entry is a player of the event: the player's number (their table in
// the tournament), name and the board they must keep, if any (Reserved,
// 0 none: a player who cannot move between tables).
type Entry struct {
	Player   int    `json:"player"`
	Name     string `json:"name"`
	Reserved int    `json:"reserved,omitempty"`
}

// Started opens the event with its settings (defaults filled in) and its
// field; in a tournament, as its game numbered Game.
type Started struct {
	Game     int      `json:"game,omitempty"`
	Settings Settings `json:"settings"`
	Players  []Entry  `json:"players"`
}

// Board is one board of a round as paired: Start starts, Reply replies;
// the bye has Board 0 and Reply 0.
type Board struct {
	Board int         `json:"board"`
	Start int         `json:"start"`
	Reply int         `json:"reply"`
	Why   pairing.Why `json:"why"`
}

// RoundPaired records the pairing of Round by System. Again is set when it
// replaces a pairing that had no result yet, with the referee's Reason;
// a manual pairing has System "manual" and a Reason.
type RoundPaired struct {
	Round  int            `json:"round"`
	System pairing.System `json:"system"`
	Boards []Board        `json:"boards"`
	Again  bool           `json:"again,omitempty"`
	Reason string         `json:"reason,omitempty"`
}

// Manual is the system of a pairing the referee typed.
const Manual pairing.System = "manual"

// PlayersSwapped exchanges the seats of players A and B in Round (their
// boards and sides), for the referee's Reason.
type PlayersSwapped struct {
	Round  int    `json:"round"`
	A      int    `json:"a"`
	B      int    `json:"b"`
	Reason string `json:"reason"`
}

// ResultRecorded records the final scores of a board of Round: after
// the points of each side's overtime, when it had some.
type ResultRecorded struct {
	Round         int      `json:"round"`
	Board         int      `json:"board"`
	StartScore    int      `json:"start_score"`
	ReplyScore    int      `json:"reply_score"`
	StartOvertime Overtime `json:"start_overtime,omitzero"`
	ReplyOvertime Overtime `json:"reply_overtime,omitzero"`
}

// ResultCorrected replaces a board's result for Reason, its scores and
// overtime as in [ResultRecorded]. Stale names the later rounds already
// paired from the standings the old result made; they stand as paired.
type ResultCorrected struct {
	Round         int      `json:"round"`
	Board         int      `json:"board"`
	StartScore    int      `json:"start_score"`
	ReplyScore    int      `json:"reply_score"`
	Reason        string   `json:"reason"`
	Stale         []int    `json:"stale,omitempty"`
	StartOvertime Overtime `json:"start_overtime,omitzero"`
	ReplyOvertime Overtime `json:"reply_overtime,omitzero"`
}

// ForfeitRecorded records that the players Absent did not play their board
// of Round: each loses by forfeit, an opponent present wins as by a bye.
// When it replaces a result (a correction, for Reason), Stale names the
// later rounds already paired from the standings the old result made.
type ForfeitRecorded struct {
	Round  int    `json:"round"`
	Board  int    `json:"board"`
	Absent []int  `json:"absent"`
	Reason string `json:"reason,omitempty"`
	Stale  []int  `json:"stale,omitempty"`
}

// PlayerEntered adds a player late: paired from round From on, the rounds
// before counted as losses 0–0 (RULES §10.2, reading).
type PlayerEntered struct {
	Entry
	From int `json:"from"`
}

// PlayerWithdrew takes a player out of the pairings from round From on;
// the games played stand.
type PlayerWithdrew struct {
	Player int    `json:"player"`
	From   int    `json:"from"`
	Reason string `json:"reason"`
}

func (Started) EventType() string         { return "free_started" }
func (RoundPaired) EventType() string     { return "free_round_paired" }
func (PlayersSwapped) EventType() string  { return "free_players_swapped" }
func (ResultRecorded) EventType() string  { return "free_result_recorded" }
func (ResultCorrected) EventType() string { return "free_result_corrected" }
func (ForfeitRecorded) EventType() string { return "free_forfeit_recorded" }
func (PlayerEntered) EventType() string   { return "free_player_entered" }
func (PlayerWithdrew) EventType() string  { return "free_player_withdrew" }

func (Started) EventKind() arbiter.Kind         { return Kind }
func (RoundPaired) EventKind() arbiter.Kind     { return Kind }
func (PlayersSwapped) EventKind() arbiter.Kind  { return Kind }
func (ResultRecorded) EventKind() arbiter.Kind  { return Kind }
func (ResultCorrected) EventKind() arbiter.Kind { return Kind }
func (ForfeitRecorded) EventKind() arbiter.Kind { return Kind }
func (PlayerEntered) EventKind() arbiter.Kind   { return Kind }
func (PlayerWithdrew) EventKind() arbiter.Kind  { return Kind }

// StartsGame returns the number of the tournament's game the event starts.
func (e Started) StartsGame() int { return e.Game }

// Events returns the codec of every event of the package, for a registry
// of kinds: a fresh slice on every call.
func Events() []arbiter.EventCodec {
	return []arbiter.EventCodec{
		arbiter.CodecOf[Started](),
		arbiter.CodecOf[RoundPaired](),
		arbiter.CodecOf[PlayersSwapped](),
		arbiter.CodecOf[ResultRecorded](),
		arbiter.CodecOf[ResultCorrected](),
		arbiter.CodecOf[ForfeitRecorded](),
		arbiter.CodecOf[PlayerEntered](),
		arbiter.CodecOf[PlayerWithdrew](),
		arbiter.CodecOf[ResultTyped](),
		arbiter.CodecOf[ClockStarted](),
		arbiter.CodecOf[ClockPaused](),
		arbiter.CodecOf[ClockResumed](),
		arbiter.CodecOf[ClockReset](),
		arbiter.CodecOf[GameRecorded](),
	}
}

// Name returns the stored name of e.
func Name(e Event) string { return e.EventType() }

// Encode returns the stored name and JSON payload of e.
func Encode(e Event) (name string, payload []byte, err error) {
	payload, err = json.Marshal(e)
	if err != nil {
		return "", nil, arbiter.Errorf(arbiter.EInternal, "encode %s: %w", e.EventType(), err)
	}
	return e.EventType(), payload, nil
}

// Decode reads an event from its stored name and payload. An unknown name
// or a payload that does not read is an *arbiter.Error with code
// invalid_input.
func Decode(name string, payload []byte) (Event, error) {
	for _, c := range Events() {
		if c.Name == name {
			e, err := c.Decode(payload)
			if err != nil {
				return nil, err
			}
			return e.(Event), nil
		}
	}
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "unknown free-game event %q", name)
}

// TurnsRound makes the pairing of a round the point after which the
// referee service saves a snapshot: the rounds before are folded.
func (RoundPaired) TurnsRound() {}
