package arbiter

// A BuiltInSayer is a [Discipline] whose games' built-in events hold a
// part of their own (an Anticipation game's setup in the [GameStarted]
// that starts it, the sheet adjudicated with a [WarningGiven]): it says
// that part for the log.
type BuiltInSayer interface {
	Discipline
	// SaidOf says the kind's part of e as the log's sentence of e ends
	// with it; "" when e holds none.
	SaidOf(e Event) string
}

// SaidOf says what the registered kinds hold of their own in e, a
// built-in event, in the order they were registered: "" when none does.
func (r *Registry) SaidOf(e Event) string {
	var said string
	for _, s := range registered[BuiltInSayer](r) {
		said += s.SaidOf(e)
	}
	return said
}
