package main

import "testing"

// attackForgedEvent, a blow of [TestAttack] on its tournament r (round 1
// closed): the next round's top is changed in the file, the triggers
// dropped. Every command that records events refuses the log, naming the
// event, and records nothing after it, so that no snapshot a round close
// saves hides it; `serve` does not start.
func attackForgedEvent(t *testing.T, r *room) {
	r.must("rack")
	r.must("top")
	forgePayload(t, r.db, "game-1", `"choice":1`, `"choice":2`)
	checkWritersRefuse(t, r, "(top_chosen): hash mismatch")
}
