package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	web "arbiter/cmd/arbiter/room"
)

// serveOptions are the flags of `arbiter serve`.
type serveOptions struct {
	DB     string
	Addr   string
	Code   string
	Double bool
}

// newServeCmd builds `arbiter serve`.
func newServeCmd(f *Factory) *cobra.Command {
	opts := &serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the playing room: projector display, slip entry, timer, live results",
		Long: `Serve the tournament to the room's browsers:

  /display   the projector: rack and countdown, then the top on the board,
             then the standings (read-only)
  /entry     slip entry for the assistants' laptops (needs the entry code)
  /referee   the timer's buttons (needs the entry code)
  /results   live standings and tops for the players' phones (read-only)
  /api/...   the same data as JSON (see the README)

The entry code is printed once at start (--code sets it). The server
listens on this computer only unless --addr says otherwise: use
--addr 0.0.0.0:8080 for the laptops of the room's network. Commands typed
in another terminal show on every page within a second.

With --double-entry every slip typed on /entry counts only once two
different operators typed it alike; mismatches are listed on /referee.`,
		Example: `  arbiter serve
  arbiter serve --addr 0.0.0.0:8080 --code 7KQ4M2XP`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return serveRun(cmd, f, opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "listen on `HOST:PORT` (0.0.0.0:8080: every network of this computer)")
	cmd.Flags().StringVar(&opts.Code, "code", "", "the entry `CODE` of the entry and referee pages (default: random, printed at start)")
	cmd.Flags().BoolVar(&opts.Double, "double-entry", false, "every slip must be typed by two different operators")
	return cmd
}

func serveRun(cmd *cobra.Command, f *Factory, opts *serveOptions) error {
	code := opts.Code
	if code == "" {
		code = web.NewCode()
	} else if len(code) < 4 {
		return usageErrorf("--code %q is too short: at least 4 characters", code)
	}
	svc, err := openRoomService(cmd.Context(), f, storePath(f, opts.DB))
	if err != nil {
		return err
	}
	defer svc.close()
	srv, err := web.New(web.Config{Referee: svc, Code: code, DoubleEntry: opts.Double, Now: f.Now})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return usageErrorf("--addr %s: %v", opts.Addr, err)
	}
	hs := srv.HTTPServer(opts.Addr)
	base := "http://" + ln.Addr().String()
	fmt.Fprintf(f.IO.Out, "arbiter serves %s\n  display  %s/display\n  entry    %s/entry\n  referee  %s/referee\n  results  %s/results\nentry code: %s\n",
		svc.r.db.Path(), base, base, base, base, code)
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = hs.Shutdown(shut)
	}()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return &storageError{err}
	}
	return nil
}

// roomService is the referee service as the room uses it: one tournament
// opened for the server's life, each command decided and recorded with the
// retry loop of [referee.rec], the state folded again when another program
// wrote to the log.
type roomService struct {
	mu   sync.Mutex
	r    *referee
	deps arbiter.Deps
	seen string // the version r.state folds

	snapMu  sync.Mutex
	snap    arbiter.State
	snapVer string
	loaded  bool
}

// openRoomService opens the tournament at path with its word list.
func openRoomService(ctx context.Context, f *Factory, path string) (*roomService, error) {
	r, err := openReferee(ctx, f, path, false)
	if err != nil {
		return nil, err
	}
	deps, err := r.moveDeps()
	if err != nil {
		r.close()
		return nil, err
	}
	s := &roomService{r: r, deps: deps}
	if s.seen, err = s.Version(ctx); err != nil {
		r.close()
		return nil, err
	}
	return s, nil
}

func (s *roomService) close() error { return s.r.close() }

// Version is the hash of the last record: it changes with every append.
func (s *roomService) Version(ctx context.Context) (string, error) {
	last, ok, err := s.r.db.Last(ctx)
	if err != nil {
		return "", damaged(s.r.db.Path(), err)
	}
	if !ok {
		return "empty", nil
	}
	return last.Hash[:16], nil
}

// Snapshot folds the log afresh when it changed: the state it returns is
// its own, never changed afterwards, so readers share it freely.
func (s *roomService) Snapshot(ctx context.Context) (arbiter.State, string, error) {
	v, err := s.Version(ctx)
	if err != nil {
		return arbiter.State{}, "", err
	}
	s.snapMu.Lock()
	defer s.snapMu.Unlock()
	if s.loaded && v == s.snapVer {
		return s.snap, v, nil
	}
	l, err := loadLog(ctx, s.r.db)
	if err != nil {
		return arbiter.State{}, "", err
	}
	st, err := l.replay()
	if err != nil {
		return arbiter.State{}, "", err
	}
	// v may be older than what was just read: the next call folds again.
	s.snap, s.snapVer, s.loaded = st, v, true
	return st, v, nil
}

// Do decides and records c, one command at a time.
func (s *roomService) Do(ctx context.Context, c arbiter.Command) ([]arbiter.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, err := s.Version(ctx)
	if err != nil {
		return nil, err
	}
	if v != s.seen || s.seen == "" {
		if err := s.r.load(ctx); err != nil {
			return nil, err
		}
	}
	evs, err := s.r.rec(ctx, c, s.deps)
	if err != nil {
		// A refusal applied nothing, but a failed commit may leave state
		// ahead of the log: fold again next time.
		s.seen = ""
		return nil, err
	}
	// The state folds the log up to the last record only if that record is
	// this command's own; else another program wrote meanwhile.
	s.seen = ""
	if last, ok, err := s.r.db.Last(ctx); err == nil && ok && last.Seq == s.r.versions[last.Stream] {
		s.seen = last.Hash[:16]
	}
	return evs, nil
}
