package arbiter

import (
	"time"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/scoring"
)

// Start is a game a front end offers to start next with a click: its kind
// and its name within the kind (a variant, an Anticipation form, a kind of
// problem), as `arbiter game start` and `arbiter problem start` name them.
type Start struct {
	Kind Kind   `json:"kind"`
	Name string `json:"name"`
}

// Starts lists the games of every built-in kind that start with nothing
// typed but their kind and name, their letters drawn from the game's seed:
// the duplicate game of each variant (RULES §4, §7), the Anticipation game
// of each form (§8), every composition problem but the two played on a
// board the referee builds (Superscrabble and the Partida, §9.6, §9.8),
// which are started from the command line with the board's moves.
func Starts() []Start {
	var out []Start
	for _, v := range scoring.Variants {
		out = append(out, Start{Kind: KindDuplicate, Name: v.String()})
	}
	for _, f := range anticipation.Forms() {
		out = append(out, Start{Kind: KindAnticipation, Name: string(f)})
	}
	for _, k := range problem.Kinds() {
		if !k.OnBoard() {
			out = append(out, Start{Kind: KindProblem, Name: string(k)})
		}
	}
	return out
}

// Command returns the command that starts the game st names, drawn from
// seed and, for a problem, timed from at. A name [Starts] does not list is
// refused.
func (st Start) Command(seed uint64, at time.Time) (Command, error) {
	for _, known := range Starts() {
		if known != st {
			continue
		}
		switch st.Kind {
		case KindDuplicate:
			v, err := scoring.ParseVariant(st.Name)
			return StartGame{Seed: seed, Variant: v}, err
		case KindAnticipation:
			return StartGame{Seed: seed, Anticipation: &AnticipationOptions{Form: anticipation.Form(st.Name)}}, nil
		case KindProblem:
			return StartProblem{Kind: problem.Kind(st.Name), Seed: seed, At: at}, nil
		default: // a registered kind starts with its own commands
		}
	}
	return nil, Errorf(EInvalidInput, "no game %q of kind %q starts with a click: start it from the command line", st.Name, st.Kind)
}
