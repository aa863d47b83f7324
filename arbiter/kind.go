package arbiter

// Kind is the kind of a game of the tournament: what its rounds are made
// of, how its slips or sheets read and how it ranks. The duplicate game is
// built in ([KindDuplicate]); a kind of a package of its own names itself
// ([Discipline]). A switch on a Kind names the built-in kind and says in
// its default what a registered one does: the exhaustive linter fails one
// that forgets a kind, so that a kind built in cannot be missed.
type Kind string

// KindDuplicate is the duplicate game and its variants (RULES §4, §7), the
// kind built into this package.
const KindDuplicate Kind = "duplicate"

// Kind returns the kind of game g: its Play's, or the duplicate game.
func (g *Game) Kind() Kind {
	if g.Play != nil {
		return g.Play.Kind
	}
	return KindDuplicate
}
