package anticipation

import "arbiter/arbiter"

// FormGroup is the console's form an Anticipation game reads
// ([arbiter.ConsoleReader]): the room takes it at /api/group.
const FormGroup = "group"

// GroupForm opens the next round of an Anticipation game with a group of
// 7 (RULES §8.2–§8.3): Group names it (2–15), as the referee drew it by
// hand; 0 draws it by lot.
type GroupForm struct {
	Group int `json:"group,omitempty"`
}

// ConsoleForms lists the form an Anticipation game reads: its group.
func (discipline) ConsoleForms() []arbiter.ConsoleForm {
	return []arbiter.ConsoleForm{{Name: FormGroup}}
}

// ConsoleCommand reads f, the group's form, into its command.
func (discipline) ConsoleCommand(_ *arbiter.State, f arbiter.ConsoleSent) (arbiter.Command, error) {
	if f.Form != FormGroup {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "an Anticipation game reads no console form %q", f.Form)
	}
	return arbiter.ReadConsoleForm(f, func(g GroupForm) (arbiter.Command, error) { return DrawGroup{Group: g.Group}, nil })
}
