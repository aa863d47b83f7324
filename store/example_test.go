package store_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"arbiter/arbiter"
	"arbiter/store"
)

// ExampleOpen records a command's events in one transaction, reads them
// back, and verifies the hash chain.
func ExampleOpen() {
	ctx := context.Background()
	db, err := store.Open(ctx, ":memory:") // a file path in real use
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	at := time.Date(2026, 11, 29, 18, 0, 0, 0, time.UTC)
	err = db.Append(ctx, "game-1", 0,
		arbiter.Record{Type: "game_started", Payload: []byte(`{"game":1,"seed":7}`), Time: at},
		arbiter.Record{Type: "rack_drawn", Payload: []byte(`{"round":1,"new":"CGINORR"}`), Time: at})
	if err != nil {
		log.Fatal(err)
	}
	// A command that read the stream before those events is refused.
	err = db.Append(ctx, "game-1", 0, arbiter.Record{Type: "rack_drawn", Payload: []byte(`{}`)})
	fmt.Println(arbiter.ErrorCode(err))

	recs, err := db.Load(ctx, "game-1")
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range recs {
		fmt.Printf("%s #%d %s %s…\n", r.Stream, r.Seq, r.Type, r.Hash[:12])
	}
	var ce *store.ChainError
	fmt.Println(db.Verify(ctx), errors.As(db.Verify(ctx), &ce))
	// Output:
	// conflict
	// game-1 #1 game_started 6a468b74cc2b…
	// game-1 #2 rack_drawn 5b437c8e1c15…
	// <nil> false
}
