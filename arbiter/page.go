package arbiter

import (
	"encoding/json"
	"slices"
	"time"
)

// A PageReader is a [Discipline] with pages of its own in a front end,
// each sending a form the kind reads into its command: the free game's
// judging table, the problems' solution page. Unlike a console's form, a
// page's form is read by the kind whose page it is, whatever game is
// being played: its command refuses a game of another kind in its own
// words. The room knows the forms by their names alone.
type PageReader interface {
	Discipline
	// PageForms lists the forms of the kind's pages.
	PageForms() []PageForm
	// PageCommand reads f, one of the kind's forms, into its command on s.
	PageCommand(s *State, f PageSent) (Command, error)
}

// PageForm is a form of a kind's page: its name, the room's path after
// /api/ ("judge", "solutions"), where the page sends it, and, for a form
// that holds a sheet, the largest sheet it holds, in bytes (0: it holds
// none).
type PageForm struct {
	Name  string
	Sheet int
}

// PageSent is a page's form as a front end sends it: its name, its JSON,
// whether the referee sent it (what the referee alone decides) and the
// clock. It decides itself: the kind whose form it is reads it into its
// command, decided then as that command.
type PageSent struct {
	Extension
	Form    string
	JSON    json.RawMessage
	Referee bool
	At      time.Time
}

// Decide reads the form into its kind's command and decides that.
func (f PageSent) Decide(s *State, deps Deps) ([]Event, error) { return decideSent(s, f, deps) }

// read returns the command f stands for on s, read by the first kind
// registered whose pages send it.
func (f PageSent) read(s *State) (Command, error) {
	for _, r := range registered[PageReader](s.Kinds) {
		if slices.ContainsFunc(r.PageForms(), func(p PageForm) bool { return p.Name == f.Form }) {
			return r.PageCommand(s, f)
		}
	}
	return nil, Errorf(EInvalidInput, "no kind of game registered reads the form %q", f.Form)
}

// PageForms lists the pages' forms of the kinds registered, each name
// once, as the first kind registered that reads it says.
func (r *Registry) PageForms() []PageForm {
	var out []PageForm
	for _, pr := range registered[PageReader](r) {
		for _, f := range pr.PageForms() {
			if !slices.ContainsFunc(out, func(o PageForm) bool { return o.Name == f.Name }) {
				out = append(out, f)
			}
		}
	}
	return out
}

// ReadPageForm reads the JSON of f into an F, and that into its command
// with command. A field F does not have, a value of the wrong type or
// anything after the value is refused as input that cannot be read.
func ReadPageForm[F any](f PageSent, command func(F) (Command, error)) (Command, error) {
	var form F
	if err := decodeForm(f.JSON, &form); err != nil {
		return nil, Errorf(EInvalidInput, "the request is not the JSON expected: %v", err)
	}
	return command(form)
}
