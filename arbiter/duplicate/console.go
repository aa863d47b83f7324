package duplicate

import (
	"arbiter/arbiter"
	"arbiter/scoring"
)

// The console's forms a duplicate game reads ([arbiter.ConsoleReader]),
// by name: the room takes each at /api/NAME (docs/room.md).
const (
	FormRack       = "rack"
	FormReject     = "rack/reject"
	FormTop        = "top"
	FormInvalidate = "top/invalidate"
	FormCancel     = "round/cancel"
)

// RackForm draws the next rack: {} draws it, "manual" checks the letters
// drawn by hand (accepted against the rules with "force", a reason);
// "reject" puts the current rack back in the bag, for that reason.
type RackForm struct {
	Manual string `json:"manual,omitempty"`
	Force  string `json:"force,omitempty"`
	Reject string `json:"reject,omitempty"`
}

// RejectForm puts the current rack back in the bag, for Reason (empty:
// refused, the reason being required).
type RejectForm struct {
	Reason string `json:"reason"`
}

// TopForm chooses the round's top: {} the program's (nothing changes once
// one is chosen), "choose" the N-th of the tops announced, "play" a move
// typed by the referee (and "play2", Tactic's second), with a reason.
type TopForm struct {
	Choose int    `json:"choose,omitempty"`
	Play   string `json:"play,omitempty"`
	Play2  string `json:"play2,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// InvalidateForm marks the top of Round as holding an invalid word (RULES
// §4.5), for Reason.
type InvalidateForm struct {
	Round  int    `json:"round"`
	Reason string `json:"reason"`
}

// CancelForm voids Round (0: the current one; RULES §4.5), for Reason.
type CancelForm struct {
	Round  int    `json:"round,omitempty"`
	Reason string `json:"reason"`
}

// NextGameForm starts the next game, a duplicate game of Variant (classic
// when empty) and, in Tactic, the groups' order fixed: the next game's
// form whose Start names no kind ([arbiter.FormNextGame]).
type NextGameForm struct {
	arbiter.Start
	Variant    string `json:"variant,omitempty"`
	FixedOrder bool   `json:"fixed_order,omitempty"`
}

// ConsoleForms lists the forms a duplicate game reads; the top's answer
// shows the tops announced.
func (discipline) ConsoleForms() []arbiter.ConsoleForm {
	return []arbiter.ConsoleForm{{Name: FormRack}, {Name: FormReject}, {Name: FormTop, Tops: true},
		{Name: FormInvalidate}, {Name: FormCancel}, {Name: arbiter.FormNextGame}}
}

// ConsoleCommand reads f into its command. As `arbiter top`, an empty top
// form does not choose anew a top already chosen: it must not undo the
// referee's choice, and reads into no command.
func (discipline) ConsoleCommand(s *arbiter.State, f arbiter.ConsoleSent) (arbiter.Command, error) {
	switch f.Form {
	case FormRack:
		return arbiter.ReadConsoleForm(f, RackForm.command)
	case FormReject:
		return arbiter.ReadConsoleForm(f, func(r RejectForm) (arbiter.Command, error) { return RejectRack{Reason: r.Reason}, nil })
	case FormTop:
		return arbiter.ReadConsoleForm(f, func(t TopForm) (arbiter.Command, error) { return t.command(s), nil })
	case FormInvalidate:
		return arbiter.ReadConsoleForm(f, func(i InvalidateForm) (arbiter.Command, error) {
			return InvalidateTop{Round: i.Round, Reason: i.Reason}, nil
		})
	case FormCancel:
		return arbiter.ReadConsoleForm(f, func(c CancelForm) (arbiter.Command, error) { return CancelRound{Round: c.Round, Reason: c.Reason}, nil })
	case arbiter.FormNextGame:
		return arbiter.ReadConsoleForm(f, func(n NextGameForm) (arbiter.Command, error) {
			return StartGame{Seed: f.Seed, Variant: scoring.Variant(n.Variant), FixedOrder: n.FixedOrder}, nil
		})
	}
	return nil, arbiter.Errorf(arbiter.EInvalidInput, "a duplicate game reads no console form %q", f.Form)
}

// command reads the form into its command: a rack rejected, or one drawn,
// not both.
func (f RackForm) command() (arbiter.Command, error) {
	if f.Reject != "" {
		if f.Manual != "" || f.Force != "" {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "reject the rack, or draw one: not both")
		}
		return RejectRack{Reason: f.Reject}, nil
	}
	return DrawRack{Letters: f.Manual, Force: f.Force}, nil
}

// command reads the form into its command on s: none for an empty form
// once the current round's top is chosen.
func (f TopForm) command(s *arbiter.State) arbiter.Command {
	if f.Choose == 0 && f.Play == "" {
		if g := s.CurrentGame(); g != nil && g.Current() != nil && g.Current().Top != nil {
			return nil
		}
	}
	return ChooseTop{Choice: f.Choose, Play: f.Play, Play2: f.Play2, Reason: f.Reason}
}
