package arbiter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// A ConsoleReader is a [Discipline] that reads some of the referee
// console's forms into its own commands: the duplicate game's rack and
// top, the Anticipation game's group. Each form has a name, the room's
// path after /api/ ("rack", "top/invalidate"), and is sent as JSON, which
// the current game's kind reads; a form it does not read is refused
// ([RefusedNotInGame]). The room knows the forms by their names alone.
type ConsoleReader interface {
	Discipline
	// ConsoleForms lists the forms the kind reads.
	ConsoleForms() []ConsoleForm
	// ConsoleCommand reads f, one of the kind's forms, into its command on
	// s as it stands, or refuses what cannot be read. A form that changes
	// nothing now reads into no command (nil), and records nothing.
	ConsoleCommand(s *State, f ConsoleSent) (Command, error)
}

// ConsoleForm is one of the console's forms a kind reads: its name, and
// whether its answer shows the round's tops. Kinds that read the same name
// read the same form.
type ConsoleForm struct {
	Name string
	// Tops says that the answer shows the current round's tops as
	// announced, the chosen one first.
	Tops bool
}

// FormNextGame is the form that starts the next game, between games: a
// [Start], a game that starts with a click ([Registry.StartCommand]), or,
// when it names no kind, a form of the first kind registered that reads
// it (the duplicate game's, of a variant: RULES §4, §7).
const FormNextGame = "game/next"

// ConsoleSent is a console's form as a front end sends it: its name, its
// JSON, a seed for a draw and the clock. It decides itself: the kind that
// reads it reads it into its command, decided then as that command.
type ConsoleSent struct {
	Extension
	Form string
	JSON json.RawMessage
	Seed uint64
	At   time.Time
}

// Decide reads the form into its kind's command and decides that.
func (f ConsoleSent) Decide(s *State, deps Deps) ([]Event, error) { return decideSent(s, f, deps) }

// A sentForm is a form as a front end sends it ([ConsoleSent],
// [FormSent]), which a kind reads into the command it stands for.
type sentForm interface {
	Command
	read(s *State) (Command, error)
}

// decideSent reads f into its command and decides that; a form that reads
// into no command records nothing.
func decideSent(s *State, f sentForm, deps Deps) ([]Event, error) {
	c, err := f.read(s)
	if err != nil || c == nil {
		return nil, err
	}
	return Decide(*s, c, deps)
}

// read returns the command f stands for on s: read by the current
// game's kind, or, for the next game, by the registry.
func (f ConsoleSent) read(s *State) (Command, error) {
	if f.Form == FormNextGame {
		return f.nextGame(s)
	}
	g, err := s.GameInPlay()
	if err != nil {
		return nil, err
	}
	if r, ok := kindAs[ConsoleReader](s, g); ok && reads(r, f.Form) {
		return r.ConsoleCommand(s, f)
	}
	return nil, Refuse(EConflict, Refusal{Kind: RefusedNotInGame, Game: g.Number, Value: f.Form},
		"game %d is a game of %s: it takes no %q from the console, another kind's", g.Number, g.Kind(), f.Form)
}

// nextGame returns the command that starts the game f names: its kind's
// start, or the first registered kind's reading of a form naming none.
func (f ConsoleSent) nextGame(s *State) (Command, error) {
	var named Start
	if json.Unmarshal(f.JSON, &named) == nil && named.Kind != "" {
		return ReadConsoleForm(f, func(st Start) (Command, error) { return s.Kinds.StartCommand(st, f.Seed, f.At) })
	}
	for _, r := range registered[ConsoleReader](s.Kinds) {
		if reads(r, FormNextGame) {
			return r.ConsoleCommand(s, f)
		}
	}
	return nil, Errorf(EInvalidInput, "name the kind of game to start: none starts without")
}

// checkFormNames refuses a console's or a page's form of d whose name is
// not a path of lower-case words ("rack", "top/invalidate"): a front end
// serves each form at its name.
func checkFormNames(d Discipline) error {
	var forms [][2]string // what a form is, and its name
	if cr, ok := d.(ConsoleReader); ok {
		for _, f := range cr.ConsoleForms() {
			forms = append(forms, [2]string{"console", f.Name})
		}
	}
	if pr, ok := d.(PageReader); ok {
		for _, f := range pr.PageForms() {
			forms = append(forms, [2]string{"page", f.Name})
		}
	}
	for _, f := range forms {
		if !formPath(f[1]) {
			return fmt.Errorf("kind of game %q: the %s form %q is not named as a path of lower-case words", d.Kind(), f[0], f[1])
		}
	}
	return nil
}

// formPath reports whether name is words of a-z, 0-9 and "-" joined by
// "/".
func formPath(name string) bool {
	for word := range strings.SplitSeq(name, "/") {
		if word == "" || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	return true
}

// reads reports whether r reads the form named form.
func reads(r ConsoleReader, form string) bool {
	return slices.ContainsFunc(r.ConsoleForms(), func(f ConsoleForm) bool { return f.Name == form })
}

// ConsoleForms lists the console's forms of the kinds registered, each
// name once, as the first kind registered that reads it says: the next
// game's ([FormNextGame]) first, then the kinds' in the order registered.
func (r *Registry) ConsoleForms() []ConsoleForm {
	out := []ConsoleForm{{Name: FormNextGame}}
	for _, cr := range registered[ConsoleReader](r) {
		for _, f := range cr.ConsoleForms() {
			if !slices.ContainsFunc(out, func(o ConsoleForm) bool { return o.Name == f.Name }) {
				out = append(out, f)
			}
		}
	}
	return out
}

// ReadConsoleForm reads the JSON of f into an F, and that into its
// command with command. A field F does not have, or anything after the
// value, is refused; a value of the wrong type is a typing mistake in its
// field ([TypingError]).
func ReadConsoleForm[F any](f ConsoleSent, command func(F) (Command, error)) (Command, error) {
	var form F
	err := decodeForm(f.JSON, &form)
	if err == nil {
		return command(form)
	}
	e := Errorf(EInvalidInput, "the form %q is not the JSON expected: %v", f.Form, err)
	if te, ok := errors.AsType[*json.UnmarshalTypeError](err); ok && te.Field != "" {
		e.Err = &TypingError{Field: te.Field}
	}
	return nil, e
}

// decodeForm reads the JSON of a form into v, refusing a field v does not
// have and anything after the value.
func decodeForm(data json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, more := dec.Token(); more != io.EOF {
		return errors.New("more than one JSON value")
	}
	return nil
}
