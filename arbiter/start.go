package arbiter

import (
	"time"
)

// Start is a game a front end offers to start next with a click: its kind
// and its name within the kind (a variant, an Anticipation form, a kind of
// problem), as `arbiter game start` and `arbiter problem start` name them.
type Start struct {
	Kind Kind   `json:"kind"`
	Name string `json:"name"`
}

// Starts lists the games that start with nothing typed but their kind and
// name, their letters drawn from the game's seed: the games of each kind
// that starts with a click ([Starter]), in the order they were registered
// (the duplicate game of each variant first, RULES §4, §7).
func (r *Registry) Starts() []Start {
	var out []Start
	for _, st := range registered[Starter](r) {
		for _, name := range st.StartNames() {
			out = append(out, Start{Kind: st.Kind(), Name: name})
		}
	}
	return out
}

// StartCommand returns the command that starts the game st names, drawn
// from seed and, for a kind that times its start, timed from at. A game
// [Registry.Starts] does not list is refused.
func (r *Registry) StartCommand(st Start, seed uint64, at time.Time) (Command, error) {
	for _, known := range r.Starts() {
		if known != st {
			continue
		}
		d, _ := r.Discipline(st.Kind) // listed, so a Starter
		return d.(Starter).StartCommand(st.Name, seed, at), nil
	}
	return nil, Errorf(EInvalidInput, "no game %q of kind %q starts with a click: start it from the command line", st.Name, st.Kind)
}
