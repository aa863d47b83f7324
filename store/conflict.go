package store

import "arbiter/arbiter"

// conflict is the error of an Append whose expected version is not the
// stream's current one: code EConflict, so the command can be run again.
func conflict(stream string, have, want int) error {
	return arbiter.Errorf(arbiter.EConflict,
		"%s has %d events, not %d: another command was recorded meanwhile; run this one again", stream, have, want)
}
