package arbiter

// SetDoubleEntry switches double entry of the room's slips on or off
// (→ [DoubleEntrySet], stream [TournamentStream]): under it a slip typed
// on an entry page counts once a second operator typed it alike, and the
// referee settles typings that differ. Switching to what is in force
// records nothing.
type SetDoubleEntry struct {
	On bool
}

func (SetDoubleEntry) command() {}

// DoubleEntrySet records double entry switched on or off, for every
// station and every later start of the room.
type DoubleEntrySet struct {
	On bool `json:"on"`
}

// EventType returns the event's stored name.
func (DoubleEntrySet) EventType() string { return "double_entry_set" }

// decideDoubleEntry decides a SetDoubleEntry.
func decideDoubleEntry(s State, c SetDoubleEntry) ([]Event, error) {
	if s.DoubleEntry == c.On {
		return nil, nil
	}
	return []Event{DoubleEntrySet(c)}, nil
}
