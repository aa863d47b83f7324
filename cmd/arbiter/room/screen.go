package room

import (
	"net/http"
	"slices"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// ScreenView is what a page shows of a game of a kind of its own
// ([arbiter.Screen]), in the room's words: the projector's screen and
// round, the round's clock, the page's sections and the forms it offers,
// each allowed or refused as the service answers.
type ScreenView struct {
	Phase    string        `json:"phase,omitempty"`
	Round    int           `json:"round,omitempty"`
	Where    string        `json:"where,omitempty"`
	Clock    *TimerView    `json:"clock,omitempty"`
	Sections []SectionView `json:"sections"`
	Forms    []FormView    `json:"forms"`
}

// SectionView is a section in the room's words.
type SectionView struct {
	Name    string        `json:"name"`
	Title   string        `json:"title"`
	Columns []string      `json:"columns,omitempty"`
	Rows    []arbiter.Row `json:"rows,omitempty"`
}

// FormView is a form in the room's words: Can says whether it may be sent
// now, Refused why not.
type FormView struct {
	Action  string      `json:"action"`
	Label   string      `json:"label"`
	Fields  []FieldView `json:"fields,omitempty"`
	Can     bool        `json:"can"`
	Refused string      `json:"refused,omitempty"`
	// Unchanged is what the page says when the form changes nothing.
	Unchanged string `json:"unchanged,omitempty"`
}

// FieldView is a form's field in the room's words.
type FieldView struct {
	Name     string       `json:"name"`
	Label    string       `json:"label"`
	Number   bool         `json:"number,omitempty"`
	Choices  []ChoiceView `json:"choices,omitempty"`
	Optional bool         `json:"optional,omitempty"`
	Value    string       `json:"value,omitempty"`
}

// ChoiceView is one of a field's choices: its value and its words.
type ChoiceView struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// screenPage names which page a screen is shown on.
type screenPage int

const (
	onDisplay screenPage = iota
	onConsole
	onEntry
	onPhone
)

// screenView returns sc as page p shows it in language, its forms allowed
// as actions says (on the entry page, the entry forms alone; on the
// projector and the phones, none), its clock at now; nil for no screen.
func screenView(language string, sc *arbiter.Screen, p screenPage, actions arbiter.Actions, now time.Time) *ScreenView {
	if sc == nil {
		return nil
	}
	v := &ScreenView{Phase: sc.Phase, Round: sc.Round, Sections: []SectionView{}, Forms: []FormView{}}
	if sc.Where.Key != "" {
		v.Where = reports.ScreenText(language, sc.Where)
	}
	if sc.Clock != nil {
		t := timerView(*sc.Clock, 0, now)
		v.Clock = &t
	}
	sections := [...][]arbiter.Section{onDisplay: sc.Display, onConsole: sc.Console, onEntry: sc.Entry, onPhone: sc.Phone}[p]
	for _, s := range sections {
		sv := SectionView{Name: s.Name, Title: reports.ScreenText(language, s.Title), Rows: s.Rows}
		for _, c := range s.Columns {
			sv.Columns = append(sv.Columns, reports.ScreenText(language, c))
		}
		v.Sections = append(v.Sections, sv)
	}
	if p != onConsole && p != onEntry {
		return v
	}
	for _, f := range sc.Forms {
		if p == onEntry && !f.Entry {
			continue
		}
		fv := FormView{Action: string(f.Action), Label: reports.ScreenText(language, f.Label), Can: actions.Can(f.Action)}
		if err := actions[f.Action]; err != nil {
			fv.Refused = errorMessage(language, err)
		}
		if f.Unchanged != nil {
			fv.Unchanged = reports.ScreenText(language, *f.Unchanged)
		}
		for _, fd := range f.Fields {
			view := FieldView{Name: fd.Name, Label: reports.ScreenText(language, fd.Label), Number: fd.Number, Optional: fd.Optional, Value: fd.Value}
			for _, c := range fd.Choices {
				view.Choices = append(view.Choices, ChoiceView{Value: c.Value, Label: reports.ScreenText(language, c.Label)})
			}
			fv.Fields = append(fv.Fields, view)
		}
		v.Forms = append(v.Forms, fv)
	}
	return v
}

// ActForm is a form of a screen as a page sends it: its action and what
// was typed in each field.
type ActForm struct {
	Action string            `json:"action"`
	Fields map[string]string `json:"fields"`
}

// maxFields bounds the fields of a form sent: no form has more.
const maxFields = 32

// act answers POST /api/act: the form sent read by its kind into its
// command, decided and recorded by the service. A form the entry page
// does not offer is the referee's alone.
func (s *Server) act(r *http.Request) (any, error) {
	var f ActForm
	if err := readJSON(r, &f); err != nil {
		return nil, err
	}
	if len(f.Fields) > maxFields {
		return nil, badRequest("a form of %d fields: at most %d", len(f.Fields), maxFields)
	}
	play, err := s.cfg.Referee.Play(r.Context(), s.cfg.Now())
	if err != nil {
		return nil, err
	}
	sess := sessionOf(r)
	referee := sess.role == refereeRole
	if !referee && !entryForm(play, arbiter.Action(f.Action)) {
		return nil, &apiError{status: http.StatusForbidden, code: "forbidden", message: s.labels().RefereeOnly}
	}
	return s.record(r, arbiter.FormSent{Action: arbiter.Action(f.Action), Fields: f.Fields, Operator: sess.operator, Referee: referee,
		Double: s.doubleEntry(play), At: s.cfg.Now(), Seed: randomSeed()})
}

// entryForm reports whether the entry page offers the form of action.
func entryForm(play referee.Play, action arbiter.Action) bool {
	return play.Screen != nil && slices.ContainsFunc(play.Screen.Forms, func(f arbiter.Form) bool { return f.Action == action && f.Entry })
}
