package arbiter

import (
	"encoding/json"

	"arbiter/arbiter/signing"
	"arbiter/scoring"
)

// Event is a fact recorded in the log: something the referee did or the
// program decided, in the past tense. The built-in kinds' events are the
// types of this package; a kind of game of a package of its own adds its
// own ([KindEvent]), registered with their decoders ([Registry]). Each has a
// stable type name, its EventType (see [Encode]), that is stored with its
// JSON payload and never renamed.
//
// Tournament-level events ([TournamentCreated], [PlayerRegistered],
// [PlayerEdited], [TieBreakChanged]) go to
// the stream [TournamentStream]; every other event belongs to the game begun
// by the last [GameStarted] and goes to that game's stream ([GameStream]).
// Timestamps are not part of events: the store's [Record] carries them.
// Timer events alone hold a time, the one the countdown changed at, which
// is what they record.
type Event interface{ EventType() string }

// TournamentCreated opens the tournament: its name, date (as the referee
// typed it, e.g. 2026-11-29), rule set, lexicon and referee. RuleSet is a
// built-in name (ro, it, en, fr) or, for a rule set read from a file, its
// name with the whole file in RuleSetJSON, so that the log alone rebuilds it.
// Lexicon is the fingerprint of the word list (name and digest).
type TournamentCreated struct {
	Name        string          `json:"name"`
	Date        string          `json:"date,omitempty"`
	RuleSet     string          `json:"rule_set"`
	RuleSetJSON json.RawMessage `json:"rule_set_json,omitempty"`
	Lexicon     string          `json:"lexicon,omitempty"`
	Referee     string          `json:"referee,omitempty"`
	// TieBreak is how equal totals are ranked ([TieShared] when empty).
	TieBreak string `json:"tie_break,omitempty"`
	// Solos is the field a round's solo is computed in, set when the
	// centres of a simultaneous are merged: [SolosNational] (also when
	// empty) or [SolosByCentre].
	Solos string `json:"solos,omitempty"`
}

// TieBreakChanged changes how equal totals are ranked ([TournamentCreated.TieBreak],
// RULES §6) from now on: the standings folded after it, of every game
// already played too, rank by TieBreak. Reason is the referee's.
type TieBreakChanged struct {
	TieBreak string `json:"tie_break"`
	Reason   string `json:"reason"`
}

// PlayerRegistered adds a player at a table; the table number identifies
// the player on slips and in every report. Category (an age group such as
// juniors or veterans) and Series (a division, e.g. by rating) are the
// organiser's names; rankings can be split by either.
type PlayerRegistered struct {
	Table        int    `json:"table"`
	Name         string `json:"name"`
	Club         string `json:"club,omitempty"`
	FederationID string `json:"federation_id,omitempty"`
	Category     string `json:"category,omitempty"`
	Series       string `json:"series,omitempty"`
	// Centre is the centre of a simultaneous tournament the player played
	// in, set when the centres' logs are merged.
	Centre string `json:"centre,omitempty"`
}

// PlayerEdited corrects the player at Table: each field that is set (not
// nil) replaces the registered value, an empty string clearing it; the
// others stay. Every report shows the new values; the log keeps the old.
type PlayerEdited struct {
	Table        int     `json:"table"`
	Name         *string `json:"name,omitempty"`
	Club         *string `json:"club,omitempty"`
	FederationID *string `json:"federation_id,omitempty"`
	Category     *string `json:"category,omitempty"`
	Series       *string `json:"series,omitempty"`
}

// GameStarted begins game number Game (1, 2, …) with an empty board and a
// full bag; Seed keys every program draw of the game (see package draw).
// Variant is the kind of game (RULES §7; omitted for the classic game) and
// FixedOrder Tactic's option: the first group drawn is played first.
type GameStarted struct {
	Game       int             `json:"game"`
	Seed       uint64          `json:"seed"`
	Variant    scoring.Variant `json:"variant,omitempty"`
	FixedOrder bool            `json:"fixed_order,omitempty"`
	// Prepared is the game prepared in advance that this one plays, in a
	// simultaneous tournament; nil for a game drawn here.
	Prepared *Prepared `json:"prepared,omitempty"`
	// Anticipation sets up an Anticipation game (RULES §8); nil for a
	// duplicate game.
	Anticipation *AnticipationSetup `json:"anticipation,omitempty"`
}

// AnticipationSetup is what a [GameStarted] records of an Anticipation
// game (RULES §8), which package anticipation reads: its form, its 15
// groups as racks (none in oarba, whose players register their own),
// whether the program drew them, and the thinking time of each round in
// seconds. The event is the tournament's, so its setup is written here.
type AnticipationSetup struct {
	Form     string   `json:"form"`
	Groups   []string `json:"groups,omitempty"`
	Drawn    bool     `json:"drawn,omitempty"`
	Schedule []int    `json:"schedule"`
}

// Prepared is a game prepared in advance (`arbiter game prepare --out`) so
// that every centre of a simultaneous tournament plays the same racks and
// tops: each rack drawn takes the next prepared one, each top chosen is the
// prepared one unless the referee types another. A variant game (RULES §7)
// also carries what each round's top adds to its move.
type Prepared struct {
	// SHA256 is the hex digest of the prepared game's file: the same in
	// every centre that plays it, and the fingerprint a federation
	// publishes.
	SHA256 string `json:"sha256"`
	// Signature is the federation's signature of SHA256, or nil for a
	// game not signed.
	Signature *signing.Signature `json:"signature,omitempty"`
	// Racks are the new letters of each round's rack, round 1 first; in
	// Tactic both groups', as a referee types them ("ABC / DEFGHIJ").
	Racks []string `json:"racks"`
	// Tops are each round's top move, position and word ("H4 IGNOR"): in
	// Tactic the move played first.
	Tops []string `json:"tops"`
	// VariantTops are, in a variant game, the rest of each round's top:
	// one for each of Tops, or none.
	VariantTops []PreparedTop `json:"variant_tops,omitempty"`
}

// PreparedTop is what a prepared variant top adds to its move (RULES §7):
// Tactic's second move ("H4 IGNOR", "" for none) and group order, the
// letters taken from the stock and the letter given up for them, as in
// [TopChosen].
type PreparedTop struct {
	Play2      string `json:"play2,omitempty"`
	Chosen     string `json:"chosen,omitempty"`
	Returned   string `json:"returned,omitempty"`
	Rack2First bool   `json:"rack2_first,omitempty"`
}

// Rejection is a rack that went back to the bag whole (RULES §4.2): drawn
// and failed by the program, or rejected by the referee. Racks are written
// as [scoring.Rack.String] spells them (letters A–Z, '?' for a joker).
type Rejection struct {
	Remainder string `json:"remainder,omitempty"`
	New       string `json:"new"`
	Reason    string `json:"reason"` // a draw.Reason code, or "referee"
	Text      string `json:"text,omitempty"`
	// Group is the Tactic group put back (1 or 2, RULES §7.6), else 0.
	Group int `json:"group,omitempty"`
}

// RackDrawn opens round Round with the rack Remainder + New (RULES §4.2):
// Remainder kept from the previous round, New taken from the bag. Rejected
// lists the racks the program drew and put back before this one. Manual is
// set for letters drawn by hand and typed by the referee; Forced holds the
// referee's reason when such a rack was accepted against a refusal
// (ForcedReason is the refused rule, e.g. minimum). In Tactic, Remainder2
// and New2 are the second group (RULES §7.6).
type RackDrawn struct {
	Round        int         `json:"round"`
	Remainder    string      `json:"remainder,omitempty"`
	New          string      `json:"new"`
	Remainder2   string      `json:"remainder2,omitempty"`
	New2         string      `json:"new2,omitempty"`
	Rejected     []Rejection `json:"rejected,omitempty"`
	Manual       bool        `json:"manual,omitempty"`
	Prepared     bool        `json:"prepared,omitempty"` // the prepared game's rack
	ForcedReason string      `json:"forced_reason,omitempty"`
	Forced       string      `json:"forced,omitempty"`
}

// RackRejected puts the whole rack of round Round back in the bag, the
// remainder included, on the referee's decision (RULES §4.2: three tiles of
// one letter, a mistyped manual rack). The round is then drawn again.
type RackRejected struct {
	Round  int    `json:"round"`
	Reason string `json:"reason"`
}

// TopChosen records the top move of round Round (RULES §4.1, §4.3): Move is
// played on the board when the next rack is drawn; Alternatives are the
// other moves of equal score, announced as equivalent tops. Choice is the
// 1-based place of Move in the announced list (Move first, then
// Alternatives, as first ranked), 0 for a move typed by the referee. Override
// says why the referee departed from the program's first choice ("" when he
// did not). A later TopChosen of the same round replaces this one.
//
// In a variant game (RULES §7) Second is Tactic's second move, Chosen the
// letters the top takes from the stock (Completiv, Superjoker, Metagrama;
// '?' for a joker) and Returned the letter Metagrama gives up for them;
// Rack2First says that Tactic's first move is made with the second group.
// The equivalent tops are in VariantAlternatives, not Alternatives.
type TopChosen struct {
	Round               int            `json:"round"`
	Move                scoring.Move   `json:"move"`
	Second              *scoring.Move  `json:"second,omitempty"`
	Chosen              string         `json:"chosen,omitempty"`
	Returned            string         `json:"returned,omitempty"`
	Rack2First          bool           `json:"rack2_first,omitempty"`
	Alternatives        []scoring.Move `json:"alternatives,omitempty"`
	VariantAlternatives []VariantTop   `json:"variant_alternatives,omitempty"`
	Choice              int            `json:"choice"`
	Override            string         `json:"override,omitempty"`
}

// VariantTop is a top of a variant round (RULES §7) as recorded: its move,
// Tactic's second move, the letters taken from the stock and the letter
// given up (see [TopChosen]).
type VariantTop struct {
	Move       scoring.Move  `json:"move"`
	Second     *scoring.Move `json:"second,omitempty"`
	Chosen     string        `json:"chosen,omitempty"`
	Returned   string        `json:"returned,omitempty"`
	Rack2First bool          `json:"rack2_first,omitempty"`
}

// TopInvalidated records that the top of round Round holds a word that is
// not valid, its main word (RULES §4.5): it stays on the board, and every
// slip of the round whose move forms that word scores 0.
type TopInvalidated struct {
	Round  int    `json:"round"`
	Reason string `json:"reason"`
}

// Slip is a slip as the player wrote it (RULES §5) and its [Verdict].
// Position, Word and Score are kept exactly as written; None is a missing or
// blank slip. A Tactic slip (RULES §7.6) also carries the second move
// (Position2, Word2), its score (Score2) and the round's total (Total).
// Late marks a slip entered after the round's "Stop!" (RULES §4.5), for the
// referee to keep or withdraw.
type Slip struct {
	Round     int     `json:"round"`
	Table     int     `json:"table"`
	Position  string  `json:"position,omitempty"`
	Word      string  `json:"word,omitempty"`
	Score     string  `json:"score,omitempty"`
	Position2 string  `json:"position2,omitempty"`
	Word2     string  `json:"word2,omitempty"`
	Score2    string  `json:"score2,omitempty"`
	Total     string  `json:"total,omitempty"`
	None      bool    `json:"none,omitempty"`
	Late      bool    `json:"late,omitempty"`
	Verdict   Verdict `json:"verdict"`
}

// Verdict is the adjudication of a slip (RULES §5), decided when the slip
// is recorded and never recomputed on replay.
type Verdict struct {
	// Valid is set when the written move is legal on the round's board with
	// the round's rack.
	Valid bool `json:"valid"`
	// Reason is the stable code of an invalid slip: "no_slip", a
	// scoring.Refusal code (not_in_lexicon, rack_lacks_letter, …) or
	// "misplaced" for the FISF misplaced-slip rule.
	Reason string `json:"reason,omitempty"`
	// Message says what is wrong, naming the culprit.
	Message string `json:"message,omitempty"`
	// Culprit is what a refusal names, for the sheets to say it in their
	// language ([Finding]): the word not in the lexicon (main or cross), the
	// word that does not fit, the position or word that cannot be read.
	Culprit string `json:"culprit,omitempty"`
	// Real is the real score of the move (0 when invalid).
	Real int `json:"real"`
	// Credited is what the slip earns before solo bonuses and penalties.
	Credited int `json:"credited"`
	// Warning is the technical warning the slip earns automatically:
	// "wrong_score", "missing_score", "unmarked_joker", "wrong_joker_mark"
	// (RULES §7.2), or "".
	Warning string `json:"warning,omitempty"`
	// MoreWarnings are the further technical warnings of a Tactic slip, one
	// for each wrong or missing figure (RULES §7.6).
	MoreWarnings []string `json:"more_warnings,omitempty"`
	// Move is the move as scored, for valid slips (in Tactic, the first
	// move when it is legal).
	Move *scoring.Move `json:"move,omitempty"`
	// Second is Tactic's second move as scored, when it is legal.
	Second *scoring.Move `json:"second,omitempty"`
	// Chosen is the letters the move takes from the stock and Returned the
	// letter given up for them in Metagrama (RULES §7); Rack2First says
	// that Tactic's first move is made with the second group.
	Chosen     string `json:"chosen,omitempty"`
	Returned   string `json:"returned,omitempty"`
	Rack2First bool   `json:"rack2_first,omitempty"`
}

// SlipRecorded records the first slip of a player in a round.
type SlipRecorded struct {
	Slip
	// Operator is who typed the slip on a station that names its
	// operators (the web room), "" elsewhere; double entry's typists are
	// in their SlipTyped.
	Operator string `json:"operator,omitempty"`
}

// SlipCorrected records a slip entered again for the same player and round:
// it replaces the previous one, which stays in the history.
type SlipCorrected struct {
	Slip
	// Operator is who typed it, as in [SlipRecorded].
	Operator string `json:"operator,omitempty"`
}

// SlipWithdrawn removes the current slip of Table in Round: the player
// scores 0 as with no slip; the history is kept.
type SlipWithdrawn struct {
	Round  int    `json:"round"`
	Table  int    `json:"table"`
	Reason string `json:"reason"`
}

// WarningKind is the kind of a warning (RULES §6).
type WarningKind string

// The warnings of RULES §6.
const (
	Technical    WarningKind = "technical"
	Disciplinary WarningKind = "disciplinary"
	Elimination  WarningKind = "elimination"
)

// WarningGiven records a warning the referee gave to Table in Round (RULES
// §6). Technical warnings the rules give automatically for a slip are part
// of the slip's [Verdict], not separate events. In an Anticipation game
// Sheet is the adjudication of the player's sheet with the warning (RULES
// §8.4), as package anticipation writes one.
type WarningGiven struct {
	Table  int             `json:"table"`
	Round  int             `json:"round"`
	Kind   WarningKind     `json:"kind"`
	Reason string          `json:"reason"`
	Sheet  json.RawMessage `json:"sheet,omitempty"`
}

// RoundClosed ends play of round Round: its top is final for the
// continuation once the next rack is drawn. Slips may still be corrected.
type RoundClosed struct {
	Round int `json:"round"`
}

// RoundCancelled voids round Round (RULES §4.5): nobody scores in it and
// its warnings from slips lapse. If it was the current round and not closed,
// its rack goes back to the bag and its top is not played.
type RoundCancelled struct {
	Round  int    `json:"round"`
	Reason string `json:"reason"`
}

// GameEnded ends the current game. Reason is a draw.End code (all_played,
// no_vowel, …) or "referee"; Text says why in words.
type GameEnded struct {
	Reason string `json:"reason"`
	Text   string `json:"text,omitempty"`
}

func (TournamentCreated) EventType() string { return "tournament_created" }
func (PlayerRegistered) EventType() string  { return "player_registered" }
func (PlayerEdited) EventType() string      { return "player_edited" }
func (TieBreakChanged) EventType() string   { return "tie_break_changed" }
func (GameStarted) EventType() string       { return "game_started" }
func (RackDrawn) EventType() string         { return "rack_drawn" }
func (RackRejected) EventType() string      { return "rack_rejected" }
func (TopChosen) EventType() string         { return "top_chosen" }
func (TopInvalidated) EventType() string    { return "top_invalidated" }
func (SlipRecorded) EventType() string      { return "slip_recorded" }
func (SlipCorrected) EventType() string     { return "slip_corrected" }
func (SlipWithdrawn) EventType() string     { return "slip_withdrawn" }
func (WarningGiven) EventType() string      { return "warning_given" }
func (RoundClosed) EventType() string       { return "round_closed" }
func (RoundCancelled) EventType() string    { return "round_cancelled" }
func (GameEnded) EventType() string         { return "game_ended" }

// Encode returns the stable type name of e and its JSON payload.
func Encode(e Event) (typeName string, payload []byte, err error) {
	if e == nil {
		return "", nil, Errorf(EInternal, "encode: no event")
	}
	payload, err = json.Marshal(e)
	if err != nil {
		return "", nil, Errorf(EInternal, "encode %s: %w", e.EventType(), err)
	}
	return e.EventType(), payload, nil
}

// Decode reads an event from its stable type name and JSON payload, as
// [Encode] wrote them, and returns it as a value (TopChosen, not
// *TopChosen). An unknown type or an unreadable payload is an error with
// code [EInvalidInput] naming the type.
func Decode(typeName string, payload []byte) (Event, error) {
	for _, c := range builtInEvents() {
		if c.Name == typeName {
			return c.Decode(payload)
		}
	}
	return nil, Errorf(EInvalidInput, "unknown event type %q", typeName)
}

// builtInEvents returns the codec of every event of this file, each
// stored under the name its EventType says.
func builtInEvents() []EventCodec {
	return []EventCodec{
		CodecOf[TournamentCreated](), CodecOf[PlayerRegistered](), CodecOf[PlayerEdited](),
		CodecOf[TieBreakChanged](), CodecOf[DoubleEntrySet](), CodecOf[GameStarted](),
		CodecOf[RackDrawn](), CodecOf[RackRejected](), CodecOf[TopChosen](), CodecOf[TopInvalidated](),
		CodecOf[SlipRecorded](), CodecOf[SlipCorrected](), CodecOf[SlipWithdrawn](), CodecOf[SlipTyped](),
		CodecOf[WarningGiven](), CodecOf[WarningWithdrawn](), CodecOf[RoundClosed](), CodecOf[RoundCancelled](),
		CodecOf[GameEnded](), CodecOf[TimerStarted](), CodecOf[TimerPaused](), CodecOf[TimerResumed](), CodecOf[TimerReset](),
	}
}

// decodeAs reads payload as an event of type T.
func decodeAs[T Event](typeName string, payload []byte) (Event, error) {
	var e T
	if err := json.Unmarshal(payload, &e); err != nil {
		return nil, Errorf(EInvalidInput, "event %s: %w", typeName, err)
	}
	return e, nil
}

// DecodeRecords decodes the events of records, in order. The error names
// the stream and sequence number of the first record that cannot be read.
func DecodeRecords(recs []Record) ([]Event, error) { return decodeRecords(recs, Decode) }

// decodeRecords decodes the events of records with decode.
func decodeRecords(recs []Record, decode func(string, []byte) (Event, error)) ([]Event, error) {
	evs := make([]Event, 0, len(recs))
	for _, r := range recs {
		e, err := decode(r.Type, r.Payload)
		if err != nil {
			return nil, Errorf(EInvalidInput, "%s #%d: %s", r.Stream, r.Seq, ErrorMessage(err))
		}
		evs = append(evs, e)
	}
	return evs, nil
}

// A SlipRecord is an event that records a player's slip, in a game of any
// kind: what an import counts of it and what the entry page answers.
type SlipRecord interface {
	Event
	SlipOutcome() SlipOutcome
}

// SlipOutcome is what an event recorded of a slip: its round and table,
// its verdict, whether it was handed in late and whether it corrects a
// slip recorded before.
type SlipOutcome struct {
	Round, Table   int
	Verdict        Verdict
	Late, Corrects bool
}

// SlipOutcome returns what the event recorded: a slip correcting none.
func (e SlipRecorded) SlipOutcome() SlipOutcome {
	return SlipOutcome{Round: e.Round, Table: e.Table, Verdict: e.Verdict, Late: e.Late}
}

// SlipOutcome returns what the event recorded: a slip correcting one.
func (e SlipCorrected) SlipOutcome() SlipOutcome {
	return SlipOutcome{Round: e.Round, Table: e.Table, Verdict: e.Verdict, Late: e.Late, Corrects: true}
}

// A SlipTyping is an event that records a typing of a slip under double
// entry, in a game of any kind.
type SlipTyping interface {
	Event
	Typing() TypedSlip
}

// Typing returns the typing recorded.
func (e SlipTyped) Typing() TypedSlip {
	return TypedSlip{Round: e.Round, Table: e.Table, Operator: e.Operator, Written: e.Written()}
}
