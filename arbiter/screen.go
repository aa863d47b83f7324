package arbiter

import (
	"cmp"
	"slices"
	"time"
)

// A kind of game of its own shows itself in the room through its Screen:
// sections of text and tables, and the forms of its actions, which the
// room lays out without knowing the kind. The words are keys ([Text]),
// said in the room's language by package reports.

// Text is a sentence of a screen: the stable Key that names it, and its
// values in order (numbers and names, said as they are).
type Text struct {
	Key  string   `json:"key"`
	Args []string `json:"args,omitempty"`
}

// Section is one part of a screen: a title, the heads of its columns and
// its rows (none for a title alone).
type Section struct {
	// Name says what the section is ("pairings", "standings"), stable: a
	// page may style it, never decide from it.
	Name    string `json:"name"`
	Title   Text   `json:"title"`
	Columns []Text `json:"columns,omitempty"`
	Rows    []Row  `json:"rows,omitempty"`
}

// Row is a row of a section: its cells as shown, and the players it is
// about, for a player's phone to show the rows of its own player.
type Row struct {
	Cells   []string `json:"cells"`
	Players []int    `json:"players,omitempty"`
}

// Form is an action a screen offers, with the fields its command reads.
// Whether it may be done now is [Actions]' answer for Action.
type Form struct {
	Action Action  `json:"action"`
	Label  Text    `json:"label"`
	Fields []Field `json:"fields,omitempty"`
	// Entry says that the assistants' entry page offers the form too (a
	// board's result); otherwise the referee's console alone does.
	Entry bool `json:"entry,omitempty"`
	// Unchanged is what the page says when the form, sent again, changes
	// nothing (the same result typed twice).
	Unchanged *Text `json:"unchanged,omitempty"`
}

// Field is a field of a [Form]: the name its command reads it by, its
// label, whether it takes digits or one of Choices, and whether it may be
// left empty.
type Field struct {
	Name     string   `json:"name"`
	Label    Text     `json:"label"`
	Number   bool     `json:"number,omitempty"`
	Choices  []Choice `json:"choices,omitempty"`
	Optional bool     `json:"optional,omitempty"`
	// Value is what the field holds before anything is typed.
	Value string `json:"value,omitempty"`
}

// Screen is what the room shows of the current game of a kind of its own,
// or, between games, the forms that start one.
type Screen struct {
	// Phase names the projector's screen now, among the kind's ("pairings",
	// "clock", "standings"); Round the round it shows.
	Phase string `json:"phase,omitempty"`
	Round int    `json:"round,omitempty"`
	// Where is what the pages' headers say of the game and its round.
	Where Text `json:"where"`
	// Clock is the round's clock, when it has one.
	Clock *Timer `json:"-"`
	// Display are the projector's sections, Console the referee's, Entry
	// the assistants', Phone the players' phones' (a phone that knows its
	// player shows the rows about them first).
	Display []Section `json:"display,omitempty"`
	Console []Section `json:"console,omitempty"`
	Entry   []Section `json:"entry,omitempty"`
	Phone   []Section `json:"phone,omitempty"`
	Forms   []Form    `json:"forms,omitempty"`
}

// A Screener is a [Discipline] the room shows: its screen, and the
// commands its forms stand for.
type Screener interface {
	Discipline
	// Screen returns what the room shows of g, the current game, at now.
	Screen(s *State, g *Game, now time.Time) Screen
	// StartForm is the form that starts a game of the kind.
	StartForm() Form
	// Command reads f, one of the kind's forms as sent, into its command,
	// or refuses what cannot be read, naming the field
	// ([TypingError]).
	Command(s *State, f FormSent) (Command, error)
}

// Choice is one of a field's choices: the value its command reads, and
// its words.
type Choice struct {
	Value string `json:"value"`
	Label Text   `json:"label"`
}

// FormSent is a form of a [Screen] as a front end sends it: its action,
// what was typed in each field, who typed it (Operator, and whether the
// referee did), whether double entry is on, the clock and a seed for a
// lot. It decides itself: the kind reads it into its command, decided
// then as that command.
type FormSent struct {
	Extension
	Action   Action
	Fields   map[string]string
	Operator string
	Referee  bool
	Double   bool
	At       time.Time
	Seed     uint64
}

// Decide reads the form into its kind's command and decides that.
func (f FormSent) Decide(s *State, deps Deps) ([]Event, error) { return decideSent(s, f, deps) }

// read returns the command f stands for on s, read by the kind whose form
// it is.
func (f FormSent) read(s *State) (Command, error) {
	sc, err := screenerOf(s, f.Action)
	if err != nil {
		return nil, err
	}
	return sc.Command(s, f)
}

// screenerOf returns the kind whose form action is: the current game's,
// or the kind that starts with it.
func screenerOf(s *State, action Action) (Screener, error) {
	if g := s.CurrentGame(); g != nil {
		if sc, ok := kindAs[Screener](s, g); ok && (!g.Ended || sc.StartForm().Action != action) {
			return sc, nil
		}
	}
	for _, sc := range s.Kinds.screeners() {
		if sc.StartForm().Action == action {
			return sc, nil
		}
	}
	return nil, Errorf(EInvalidInput, "no game takes the action %q now", action)
}

// screeners returns the registered kinds that show a screen, by kind.
func (r *Registry) screeners() []Screener {
	out := registered[Screener](r)
	slices.SortFunc(out, func(a, b Screener) int { return cmp.Compare(a.Kind(), b.Kind()) })
	return out
}

// ScreenAt returns what the room shows of s at now beyond the built-in
// kinds' pages: the current game's screen when it is of a kind that shows
// one, with, once it has ended (or before any game, or after a game of a
// built-in kind), the forms that start a game of each such kind; nil when
// there is nothing of the kind.
func ScreenAt(s State, now time.Time) *Screen {
	var sc Screen
	shown := false
	if g := s.CurrentGame(); g != nil {
		if k, ok := kindAs[Screener](&s, g); ok {
			sc, shown = k.Screen(&s, g, now), true
		}
	}
	if MayStartGame(&s) == nil {
		for _, k := range s.Kinds.screeners() {
			sc.Forms = append(sc.Forms, k.StartForm())
		}
	}
	if !shown && len(sc.Forms) == 0 {
		return nil
	}
	return &sc
}

// Shows reports whether sc shows a game of a kind of its own (it has a
// phase), not only the forms that start one: the pages then show its
// sections instead of the built-in kinds' rounds and cards.
func (sc *Screen) Shows() bool { return sc != nil && sc.Phase != "" }

// startActions fills a with whether each registered kind's start form
// may be sent now: when the next game may start.
func (s *State) startActions(a Actions) {
	for _, k := range s.Kinds.screeners() {
		a[k.StartForm().Action] = a[ActNextGame]
	}
}
