package main

import "testing"

// BenchmarkProcess_Judge runs `arbiter judge` as a process, the word list
// cached (RULES §10.1: a challenge answered at the table): headless
// against the embedded Romanian list, and at a board of a free-game event
// on a tournament's file with that list, where each challenge is recorded
// too. The target is under 50 ms a challenge.
func BenchmarkProcess_Judge(b *testing.B) {
	bin := buildProgram(b)
	b.Run("headless", func(b *testing.B) {
		warmEmbedded(b)
		timeProcess(b, bin, "", nil, "judge", "CASA", "STOC", "ȘTIRE", "--rules", "ro")
	})
	b.Run("board", func(b *testing.B) {
		warmEmbedded(b)
		r := newRoom(b)
		r.must("new", "Cupa", "--rules", "ro") // the embedded list
		for table, name := range []string{"POPESCU Ion", "ȘERBAN Ana", "IONESCU Dan", "MUNTEANU Elena"} {
			r.must("player", "add", itoa(table+1), name)
		}
		r.must("game", "start", "--discipline", "liber")
		r.must("pair")
		r.must("judge", "CASA", "--board", "1") // the tournament's list compiled into the cache
		timeProcess(b, bin, r.db, nil, "judge", "CASA", "STOC", "--board", "1")
	})
}
