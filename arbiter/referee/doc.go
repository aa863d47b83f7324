// Package referee is the referee service: the one place where a tournament
// is opened over an [arbiter.Store], commands are decided and recorded, and
// sheets are read from the log. The command line, the web room and every
// slip-entry station are its clients; none of them holds a rule.
//
// [Open] reads the whole log once and folds it. [Service.Run] decides a
// command on the tournament as recorded and appends its events in one
// transaction; when another writer (a goroutine, or another process on the
// same store) appended first, it reads only what was appended since
// ([arbiter.Store.LoadAfter]), decides again, and retries until the events
// are recorded or refused, for at most [RetryFor] (30 s). [Service.ImportSlips]
// and [Service.RegisterPlayers] record batches the same way.
//
// The reads ([Service.Standings], [Service.RoundRecord],
// [Service.PlayerCards], [Service.Game], [Service.Log], and the narrow ones
// the room's pages poll: [Service.Play], [Service.Entry], [Service.Results])
// answer from the log as last read, without touching the store, and return
// values the caller may keep; [Service.State] copies the whole fold, for
// the rare front end that needs it. [Service.Refresh] reads what others
// appended and returns the [Version] reached, a cheap way for a front end
// to learn that the log changed.
//
// A Service is safe for concurrent use by several goroutines.
//
//	svc, err := referee.Open(ctx, store.NewMemory(), referee.Options{Deps: openWordList, Kinds: kinds.All()})
//	if err != nil { … }
//	evs, err := svc.Run(ctx, duplicate.EnterSlip{Table: 12, Position: "H8", Word: "ZEFIRUL", Score: "90"})
//	if code := arbiter.ErrorCode(err); code != "" { … } // refused (round_closed, not_found, …) or storage
//	for _, e := range evs {
//		fmt.Println(svc.Sentence(e))
//	}
package referee
