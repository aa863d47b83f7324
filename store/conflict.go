package store

import "arbiter/arbiter"

// Conflict is the error of an Append whose expected version is not the
// stream's current one: code EConflict, so the command can be run again.
func Conflict(stream string, have, want int) error {
	return arbiter.Errorf(arbiter.EConflict,
		"%s has %d events, not %d: another command was recorded meanwhile; run this one again", stream, have, want)
}
