package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

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
	t, err := openTournament(cmd.Context(), f, opts.DB, false)
	if err != nil {
		return err
	}
	defer t.close()
	srv, err := web.New(web.Config{Referee: t.Service, Code: code, DoubleEntry: opts.Double, Now: f.Now})
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
		t.db.Name(), base, base, base, base, code)
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
