package postgres_test

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
	"arbiter/store/postgres"
	"arbiter/store/postgres/pgtest"
	"arbiter/store/storetest"
)

// stores opens a fresh durable store of each kind: the SQLite file (WAL,
// synchronous=FULL) and a PostgreSQL database of the test cluster (fsync on
// when benchmarking).
func stores(b *testing.B) map[string]storetest.Store {
	lite, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "arbiter.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { lite.Close() })
	return map[string]storetest.Store{"sqlite": lite, "postgres": open(b)}
}

// slip is the record of a typical slip.
var slip = arbiter.Record{Type: "slip_recorded",
	Payload: []byte(`{"round":1,"table":12,"position":"H8","word":"ZEFIRUL","score":"90","outcome":"valid","points":90}`)}

// BenchmarkAppend is the latency of recording one slip: one transaction
// of one record, one station.
func BenchmarkAppend(b *testing.B) {
	for name, s := range stores(b) {
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			version := 0
			for b.Loop() {
				if err := s.Append(ctx, "game-1", version, slip); err != nil {
					b.Fatal(err)
				}
				version++
			}
		})
	}
}

// BenchmarkAppendStations is the throughput of 4 stations recording slips
// at once, each in its own stream (its own tournament): appends/s over all.
func BenchmarkAppendStations(b *testing.B) {
	var stations atomic.Int64 // numbers the streams across runs
	for name, s := range stores(b) {
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			procs := runtime.GOMAXPROCS(0)
			b.SetParallelism((4 + procs - 1) / procs) // × GOMAXPROCS goroutines: 4 stations
			b.RunParallel(func(pb *testing.PB) {
				stream := fmt.Sprintf("game-%d", stations.Add(1))
				version := 0
				for pb.Next() {
					if err := s.Append(ctx, stream, version, slip); err != nil {
						b.Error(err)
						return
					}
					version++
				}
			})
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "appends/s")
		})
	}
}

// BenchmarkOpen is what every command on a PostgreSQL tournament pays
// before its first read: opening the store (a new connection, its server
// process started and the session authenticated, then the check of the
// migrations) and closing it. server-cpu-ms/op is the server's CPU time
// for it (see pgtest.ServerCPU).
func BenchmarkOpen(b *testing.B) {
	url := pgtest.URL(b)
	ctx := context.Background()
	openClose := func() {
		db, err := postgres.Open(ctx, url)
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
	openClose() // creates the tables
	server := pgtest.ServerCPU(b)
	for b.Loop() {
		openClose()
	}
	b.StopTimer()
	b.ReportMetric(float64(pgtest.ServerCPU(b)-server)/1e6/float64(b.N), "server-cpu-ms/op")
}
