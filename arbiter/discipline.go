package arbiter

import (
	"encoding/json"
	"fmt"
	"time"
)

// A Discipline is a kind of game in a package of its own, plugged into
// the tournament through a [Registry]: it decides the commands sent to its
// games, says what may be done now and ends its games. The service, the
// command line and the room ask the registry and never learn which kind
// they hold. A kind whose games keep a state of their own is also a
// [Folder]; the duplicate game's rounds are the tournament's own.
type Discipline interface {
	// Kind names the kind; it is stored in every game of it.
	Kind() Kind
	// Actions fills a with what may be done now in g, each action
	// allowed or refused as the kind's decisions would answer.
	Actions(s *State, g *Game, now time.Time, a Actions)
	// End decides the referee's [EndGame] c of g, the current game: the
	// events that end it, or the refusal.
	End(s *State, g *Game, c EndGame, deps Deps) ([]Event, error)
}

// A Folder is a [Discipline] whose games keep a state of their own
// ([Game.Play]), made by events of its own ([KindEvent]) and ranked from
// it: every kind but the duplicate game.
type Folder interface {
	Discipline
	// Events lists the kind's events, each stored name once, with its
	// decoder.
	Events() []EventCodec
	// Fold folds e, one of the kind's events, into g, a game of the kind
	// (a new one for the event that starts it, [GameStart]): it reads the
	// kind's own state with [StateOf] and sets a new one in g.Play.State,
	// never changing the value it read (an earlier State holds it), and
	// sets g.Ended when the game is over.
	Fold(s *State, g *Game, e KindEvent) error
	// Totals returns what g adds to the tournament's standings (RULES §6:
	// a tournament of mixed games), one line per player of s in order.
	Totals(s *State, g *Game) ([]PlayerTotals, error)
}

// An Orderer is a [Discipline] whose game ranks in its own standings in an
// order of its own (a problem's: its ranking's), not by total: Order may
// fill in what rows, the game's standings, show of that order, and
// returns nil for the order by total.
type Orderer interface {
	Order(s *State, g *Game, rows []Standing) (func(x, y *Standing) int, error)
}

// A BuiltInFolder is a [Discipline] whose games fold built-in events:
// their rounds, their clocks and closes, their warnings and their end (the
// duplicate game's, and the Anticipation game's, whose rounds are the
// tournament's [Round]s too).
type BuiltInFolder interface {
	FoldBuiltIn(s *State, g *Game, e Event) error
}

// A GameStartedFolder is a [Discipline] whose games the tournament's own
// [GameStarted] starts, with the kind's setup in it (the Anticipation
// game's, started so before it had a package of its own): Starts says
// whether e starts one of its games, FoldStarted sets up g, the game e
// starts, whose Play is the kind's.
type GameStartedFolder interface {
	Starts(e GameStarted) bool
	FoldStarted(s *State, g *Game, e GameStarted) error
}

// A Clock is a [Discipline] whose rounds' thinking time and last call are
// its own (RULES §8.6: the Anticipation game's schedule).
type Clock interface {
	ThinkingTime(g *Game) time.Duration
	LastCall(g *Game) time.Duration
}

// A TotalsKeeper is a [Discipline] whose finished games a snapshot keeps
// with their totals as the kind counts them (the Anticipation game's, kept
// so before it had a package of its own); another kind's finished games are
// kept with totals of zero, as they always were, and ranked from their
// state.
type TotalsKeeper interface {
	KeepsTotals()
}

// A BuiltInDecider is a [Discipline] that decides the built-in commands
// sent to its game itself (a console's close, its clock, a warning), with
// the word list and the search, where another kind takes none; every kind
// ends its games by [Discipline.End].
type BuiltInDecider interface {
	DecideBuiltIn(s *State, g *Game, c Command, deps Deps) ([]Event, error)
}

// A WordsUser is a command whose decision reads the word list and the
// search ([Deps]): a caller that opens them only when needed opens them
// for it.
type WordsUser interface {
	Command
	NeedsWords() bool
}

// A BuiltInWordsUser is a [Discipline] whose decisions of some built-in
// commands on its games read the word list and the search (the
// Anticipation game's end and warnings, which adjudicate its sheets
// again).
type BuiltInWordsUser interface {
	BuiltInNeedsWords(c Command) bool
}

// NeedsWords reports whether deciding c on s reads the word list and the
// search: as c says ([WordsUser]), as the command a form sent stands for
// says ([ConsoleSent], [FormSent]), or, for a built-in command, as the
// current game's kind says ([BuiltInWordsUser]).
func NeedsWords(s *State, c Command) bool {
	if f, ok := c.(sentForm); ok {
		read, err := f.read(s)
		return err == nil && read != nil && NeedsWords(s, read)
	}
	if w, ok := c.(WordsUser); ok {
		return w.NeedsWords()
	}
	if g := s.CurrentGame(); g != nil {
		if w, ok := kindAs[BuiltInWordsUser](s, g); ok {
			return w.BuiltInNeedsWords(c)
		}
	}
	return false
}

// A StateReader is a [Discipline] that reads the state of a game of its
// kind, kept as JSON by a snapshot, into the game once, so that the reads
// that follow find it decoded ([State.ReadCurrentState]).
type StateReader interface {
	ReadState(g *Game) error
}

// A Starter is a [Discipline] whose games a front end starts with a click:
// the names of the games that start with nothing typed but their name,
// and the command that starts one, drawn from seed and timed from at.
type Starter interface {
	Discipline
	StartNames() []string
	StartCommand(name string, seed uint64, at time.Time) Command
}

// EventCodec is one stored event name of a [Discipline] and the decoder of
// its payload.
type EventCodec struct {
	Name   string
	Decode func(payload []byte) (Event, error)
}

// CodecOf returns the codec of events of type T, stored under the name
// its EventType says (written there once): its payload is T's JSON.
func CodecOf[T Event]() EventCodec {
	var zero T
	name := zero.EventType()
	return EventCodec{Name: name, Decode: func(payload []byte) (Event, error) { return decodeAs[T](name, payload) }}
}

// KindEvent is an event of a [Discipline]: it names its kind, whose
// Discipline folds it.
type KindEvent interface {
	Event
	EventKind() Kind
}

// RoundTurn is a [KindEvent] that turns a game of its kind from one round
// to the next, as a duplicate round's close does (the free game's pairing
// of a round): the referee service saves a snapshot after it, so that a
// later command folds the events of one round at most past it.
type RoundTurn interface {
	KindEvent
	TurnsRound()
}

// GameStart is the [KindEvent] that starts a game of its kind, numbered
// StartsGame(): the next game of the tournament, in a stream of its own.
type GameStart interface {
	KindEvent
	StartsGame() int
}

// KindCommand is a command of a [Discipline]: it decides itself on the
// tournament as it stands, by its kind's rules. Its type embeds
// [Extension], which makes it a [Command].
type KindCommand interface {
	Command
	Decide(s *State, deps Deps) ([]Event, error)
}

// Extension makes the type that embeds it a [Command], for the
// [KindCommand]s of a package of its own.
type Extension struct{}

func (Extension) command() {}

// Play is the state of a game of a [Discipline]: its kind, and its own
// state, which only the kind's package reads. State is nil until the
// kind's first fold after the game is read from a snapshot, which keeps
// it as Raw, the JSON the kind decodes.
type Play struct {
	Kind  Kind
	State any
	Raw   json.RawMessage
}

// playJSON is how a [Play] is written: its kind and its state.
type playJSON struct {
	Kind  Kind            `json:"kind"`
	State json.RawMessage `json:"state"`
}

// MarshalJSON writes the play's kind and state.
func (p Play) MarshalJSON() ([]byte, error) {
	raw, err := p.StateJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(playJSON{Kind: p.Kind, State: raw})
}

// StateJSON returns the play's state as JSON: its Raw until it is read.
func (p Play) StateJSON() (json.RawMessage, error) {
	if p.State == nil {
		return p.Raw, nil
	}
	return json.Marshal(p.State)
}

// UnmarshalJSON reads the play's kind, and keeps its state as Raw.
func (p *Play) UnmarshalJSON(data []byte) error {
	var pj playJSON
	if err := json.Unmarshal(data, &pj); err != nil {
		return err
	}
	*p = Play{Kind: pj.Kind, Raw: pj.State}
	return nil
}

// StateOf returns the state of g, a game of kind k whose state is a *T:
// decoded from Raw the first time, a new T for a game just started.
func StateOf[T any](g *Game, k Kind) (*T, error) {
	if g.Play == nil || g.Play.Kind != k {
		return nil, Errorf(EInvalidInput, "game %d is a game of kind %s, not of kind %s", g.Number, g.Kind(), k)
	}
	if st, ok := g.Play.State.(*T); ok {
		return st, nil
	}
	st := new(T)
	if len(g.Play.Raw) > 0 && string(g.Play.Raw) != "null" {
		if err := json.Unmarshal(g.Play.Raw, st); err != nil {
			return nil, Errorf(EStorage, "game %d: the state of a game of %s: %v", g.Number, k, err)
		}
	}
	g.Play.State, g.Play.Raw = st, nil
	return st, nil
}

// StateIn returns the state of g, a game of kind k whose state is a *T,
// without changing g, which the readers of a state share: a state kept as
// JSON (a snapshot's) is decoded anew. False for no game, a game of
// another kind or a state that cannot be read.
func StateIn[T any](g *Game, k Kind) (*T, bool) {
	if g == nil || g.Play == nil || g.Play.Kind != k {
		return nil, false
	}
	if st, ok := g.Play.State.(*T); ok {
		return st, true
	}
	st := new(T)
	return st, json.Unmarshal(g.Play.Raw, st) == nil
}

// Registry is the kinds of game a program plays, the duplicate game among
// them: built once where the program is put together, given to the
// service, and read by the decisions and the folds ([State.Kinds]). The
// zero Registry holds none, and its state takes the tournament's own
// commands alone.
type Registry struct {
	disciplines map[Kind]Discipline
	order       []Discipline
	events      map[string]EventCodec
}

// NewRegistry registers ds. A kind registered twice or without a name, a
// stored event name used twice or already a built-in one's, or a console
// form whose name is not a path ([ConsoleReader]), is refused.
func NewRegistry(ds ...Discipline) (*Registry, error) {
	r := &Registry{disciplines: map[Kind]Discipline{}, events: map[string]EventCodec{}}
	for _, c := range builtInEvents() {
		r.events[c.Name] = c
	}
	for _, d := range ds {
		k := d.Kind()
		if _, twice := r.disciplines[k]; twice || k == "" {
			return nil, fmt.Errorf("kind of game %q: registered twice or without a name", k)
		}
		r.disciplines[k] = d
		r.order = append(r.order, d)
		if err := checkFormNames(d); err != nil {
			return nil, err
		}
		f, ok := d.(Folder)
		if !ok {
			continue
		}
		for _, c := range f.Events() {
			if _, taken := r.events[c.Name]; taken {
				return nil, fmt.Errorf("kind of game %q: the event name %q is taken", k, c.Name)
			}
			r.events[c.Name] = c
		}
	}
	return r, nil
}

// Kinds returns the kinds registered, in the order they were.
func (r *Registry) Kinds() []Kind {
	if r == nil {
		return nil
	}
	out := make([]Kind, len(r.order))
	for i, d := range r.order {
		out[i] = d.Kind()
	}
	return out
}

// Discipline returns the discipline of kind k, or false.
func (r *Registry) Discipline(k Kind) (Discipline, bool) {
	if r == nil {
		return nil, false
	}
	d, ok := r.disciplines[k]
	return d, ok
}

// Decode reads an event as [Decode] does, the registered kinds' too.
func (r *Registry) Decode(typeName string, payload []byte) (Event, error) {
	if r != nil {
		if c, ok := r.events[typeName]; ok {
			return c.Decode(payload)
		}
	}
	return Decode(typeName, payload)
}

// DecodeRecords decodes the events of records as [DecodeRecords] does, the
// registered kinds' too.
func (r *Registry) DecodeRecords(recs []Record) ([]Event, error) {
	return decodeRecords(recs, r.Decode)
}

// discipline returns the discipline of game g, a game of a registered kind.
func (s *State) discipline(g *Game) (Discipline, error) {
	d, ok := s.Kinds.Discipline(g.Kind())
	if !ok {
		return nil, Errorf(EInvalidInput, "game %d is a game of %q, a kind this program does not know", g.Number, g.Kind())
	}
	return d, nil
}

// foldBuiltIn folds e, a built-in event, into g, the current game, as its
// kind folds such events.
func (s *State) foldBuiltIn(g *Game, e Event) error {
	d, err := s.discipline(g)
	if err != nil {
		return err
	}
	bf, ok := d.(BuiltInFolder)
	if !ok {
		return Errorf(EInvalidInput, "%s in game %d, a game of %s", e.EventType(), g.Number, g.Kind())
	}
	if g.Play != nil {
		play := *g.Play // the State given keeps its own
		g.Play = &play
	}
	return bf.FoldBuiltIn(s, g, e)
}

// foldStarted sets up g, the game e starts, as the registered kind whose
// games e starts, if any: a setup of a kind this program does not know is
// refused.
func (s *State) foldStarted(g *Game, e GameStarted) error {
	if s.Kinds != nil {
		for _, d := range s.Kinds.order {
			if gs, ok := d.(GameStartedFolder); ok && gs.Starts(e) {
				g.Play = &Play{Kind: d.Kind()}
				return gs.FoldStarted(s, g, e)
			}
		}
	}
	if e.Anticipation != nil {
		return Errorf(EInvalidInput, "an Anticipation game, a kind this program does not know")
	}
	return nil
}

// ReadCurrentState reads the state of the current game, when a snapshot
// kept it as JSON, as its kind reads it ([StateReader]): a service that
// starts from a snapshot does so once, instead of each command and each
// page decoding it again.
func (s *State) ReadCurrentState() error {
	g := s.CurrentGame()
	if g == nil || g.Play == nil || g.Play.State != nil {
		return nil
	}
	if r, ok := kindAs[StateReader](s, g); ok {
		return r.ReadState(g)
	}
	return nil
}

// registered returns the kinds registered in r that implement T, in the
// order they were registered.
func registered[T any](r *Registry) []T {
	if r == nil {
		return nil
	}
	var out []T
	for _, d := range r.order {
		if t, ok := d.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// kindAs returns the discipline of g as the interface T it may also
// implement; false for a kind not registered or one that does not.
func kindAs[T any](s *State, g *Game) (T, bool) {
	d, ok := s.Kinds.Discipline(g.Kind())
	if !ok {
		var none T
		return none, false
	}
	t, ok := d.(T)
	return t, ok
}

// DecideIn decides c, a built-in command or another kind's, on g, the
// current game: its end as the kind ends a game, any other as its kind
// decides it ([BuiltInDecider]).
func DecideIn(s *State, g *Game, c Command, deps Deps) ([]Event, error) {
	d, err := s.discipline(g)
	if err != nil {
		return nil, err
	}
	if end, ok := c.(EndGame); ok {
		return d.End(s, g, end, deps)
	}
	if bd, ok := d.(BuiltInDecider); ok {
		return bd.DecideBuiltIn(s, g, c, deps)
	}
	return nil, Errorf(EInvalidInput, "game %d is a game of kind %s: it takes that kind's commands only", g.Number, g.Kind())
}

// applyKind folds e, an event of a registered kind, into s: into a new game
// for its start, else into the current game, which must be of its kind.
func applyKind(s State, e KindEvent) (State, error) {
	d, ok := s.Kinds.Discipline(e.EventKind())
	f, folds := d.(Folder)
	if !ok || !folds {
		return s, Errorf(EInvalidInput, "%s: an event of %q, a kind this program does not know", e.EventType(), e.EventKind())
	}
	if start, ok := e.(GameStart); ok {
		if err := MayStartGame(&s); err != nil {
			return s, Errorf(ErrorCode(err), "%s: %s", e.EventType(), ErrorMessage(err))
		}
		if start.StartsGame() != len(s.Games)+1 {
			return s, Errorf(EInvalidInput, "game %d started, but the next game is %d", start.StartsGame(), len(s.Games)+1)
		}
		s.Games = append(s.Games, Game{Number: start.StartsGame(), Play: &Play{Kind: e.EventKind()}})
	}
	g := s.CurrentGame()
	if g == nil || g.Play == nil || g.Play.Kind != e.EventKind() {
		return s, Errorf(ENotFound, "%s before any game of %s started", e.EventType(), e.EventKind())
	}
	play := *g.Play // the State given keeps its own
	g.Play = &play
	return s, f.Fold(&s, g, e)
}
