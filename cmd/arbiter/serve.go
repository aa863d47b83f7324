package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	web "arbiter/cmd/arbiter/room"
)

// serveOptions are the dependencies and flags of `arbiter serve`.
type serveOptions struct {
	IO *IOStreams
	// Tournament opens the tournament the room serves.
	Tournament func(ctx context.Context) (*tournament, error)
	// Now is the room's clock.
	Now func() time.Time

	DB          string
	Addr        string
	Code        string
	RefereeCode string
	Double      bool
}

// newServeCmd builds `arbiter serve`.
func newServeCmd(f *Factory) *cobra.Command { return newServeCmdRun(f, nil) }

// newServeCmdRun builds `arbiter serve`, calling runF instead of serving
// when it is set (flag tests).
func newServeCmdRun(f *Factory, runF func(*serveOptions) error) *cobra.Command {
	opts := &serveOptions{IO: f.IO, Now: f.Now}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the playing room: projector display, slip entry, timer, live results",
		Long: `Serve the tournament to the room's browsers:

  /display   the projector: rack and countdown, then the top on the board,
             then the standings (read-only)
  /entry     slip entry for the assistants' laptops (needs the entry code)
  /referee   the referee's console: rack, timer, top, closing, corrections,
             warnings, the next game (needs the referee's code)
  /results   live standings and tops for the players' phones (read-only)
  /judge     the judging table of a free game: the players type a
             challenged play, the page answers whether it stands (needs
             the judging table's code, which opens nothing else)
  /api/...   the same data as JSON (see docs/room.md)

The entry code and the referee's code are printed once at start (--code
and --referee-code set them), with the judging table's code (drawn at each
start; the referee's review of the challenges judged, /judgements, shows
it too). The server listens on this computer only
unless --addr says otherwise: the laptops and phones of the room reach it
only with --addr 0.0.0.0:8080 (or this computer's address on the room's
network); until then the index page and the display say so beside the
addresses and QR codes they show. Commands typed
in another terminal, or recorded by another station on the same PostgreSQL
database, show on every page within a second: the server reads the log
when the database reports a change, once for all the pages.

With --double-entry every slip typed on /entry counts only once two
different operators (two sessions under two names) typed it alike;
mismatches are listed on /referee, where the referee alone settles them.`,
		Example: `  arbiter serve
  arbiter serve --addr 0.0.0.0:8080 --code 7KQ4M2XP --referee-code R3F9W2ZT`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			for flag, code := range map[string]string{"code": opts.Code, "referee-code": opts.RefereeCode} {
				if code != "" && len(code) < 4 {
					return usageErrorf("--%s %q is too short: at least 4 characters", flag, code)
				}
			}
			if opts.Code != "" && strings.EqualFold(opts.Code, opts.RefereeCode) {
				return usageErrorf("--referee-code must differ from --code: the assistants' code must not open the referee's console")
			}
			if runF != nil {
				return runF(opts)
			}
			return serveRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "listen on `HOST:PORT` (0.0.0.0:8080: every network of this computer)")
	cmd.Flags().StringVar(&opts.Code, "code", "", "the assistants' entry `CODE`, for slip entry (default: random, printed at start)")
	cmd.Flags().StringVar(&opts.RefereeCode, "referee-code", "", "the referee's `CODE`, for the console too (default: random, printed at start)")
	cmd.Flags().BoolVar(&opts.Double, "double-entry", false, "every slip must be typed by two different operators")
	return cmd
}

// serveRun serves the room until it is interrupted.
func serveRun(ctx context.Context, opts *serveOptions) error {
	code, refereeCode := opts.Code, opts.RefereeCode
	if code == "" {
		code = web.NewCode()
	}
	for refereeCode == "" || strings.EqualFold(refereeCode, code) {
		refereeCode = web.NewCode()
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	var key []byte
	if keeper, ok := t.db.(secretKeeper); ok {
		if key, err = keeper.Secret(ctx, sessionKeyName); err != nil {
			return err
		}
	}
	srv, err := web.New(web.Config{Referee: t.Service, Code: code, RefereeCode: refereeCode, SessionKey: key, DoubleEntry: opts.Double, Now: opts.Now, Addr: opts.Addr})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return usageErrorf("--addr %s: %v", opts.Addr, err)
	}
	hs := srv.HTTPServer(opts.Addr)
	fmt.Fprintf(opts.IO.Out, "arbiter serves %s\n", t.db.Name())
	for _, base := range roomURLs(ln.Addr().(*net.TCPAddr), localAddrs()) {
		fmt.Fprintf(opts.IO.Out, "  display  %s/display\n  entry    %s/entry\n  referee  %s/referee\n  results  %s/results\n  judge    %s/judge\n",
			base, base, base, base, base)
	}
	if tcp := ln.Addr().(*net.TCPAddr); tcp.IP.IsLoopback() {
		fmt.Fprintf(opts.IO.Out, "only this computer reaches these addresses: for the room's laptops and phones, serve with --addr 0.0.0.0:%d\n", tcp.Port)
	}
	fmt.Fprintf(opts.IO.Out, "entry code (assistants): %s\nreferee's code: %s\njudging table's code (a free game's challenges): %s\n",
		code, refereeCode, srv.JudgeCode())
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if changes, err := t.db.Watch(ctx); err != nil {
		fmt.Fprintf(opts.IO.ErrOut, "arbiter serve: %v: every page request reads the log itself\n", err)
	} else {
		go srv.Follow(ctx, changes)
	}
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

// secretKeeper is a store that keeps secrets beside the log (the SQLite
// and PostgreSQL stores do; see store.DB.Secret).
type secretKeeper interface {
	Secret(ctx context.Context, name string) ([]byte, error)
}

// sessionKeyName names the key that signs the room's session cookies.
const sessionKeyName = "room-session"

// roomURLs returns the addresses the room's browsers open for a server
// listening on addr: the address itself, or, when it listens on every
// network (0.0.0.0), each of this computer's own addresses (local), which
// the laptops of the room's network type.
func roomURLs(addr *net.TCPAddr, local []net.IP) []string {
	port := strconv.Itoa(addr.Port)
	if !addr.IP.IsUnspecified() || len(local) == 0 {
		return []string{"http://" + net.JoinHostPort(addr.IP.String(), port)}
	}
	var urls []string
	for _, ip := range local {
		urls = append(urls, "http://"+net.JoinHostPort(ip.String(), port))
	}
	return urls
}

// localAddrs returns the IPv4 addresses of this computer's network
// interfaces that are up, loopback last.
func localAddrs() []net.IP {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	var ips, loop []net.IP
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.To4() == nil {
			continue
		}
		if n.IP.IsLoopback() {
			loop = append(loop, n.IP)
		} else {
			ips = append(ips, n.IP)
		}
	}
	return append(ips, loop...)
}
