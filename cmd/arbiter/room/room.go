// Package room is the playing room on the web (`arbiter serve`): the
// projector's display, the assistants' slip entry, the referee's timer and
// the players' live results, over net/http with its pages embedded.
//
// It is a front end: every decision is the referee service's. The room
// reads what its pages show from the service ([Referee.Play],
// [Referee.Entry], [Referee.Results]), sends it commands ([Referee.Run]),
// and shows what comes back, in the words of package reports.
package room

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/slipinput"
	"arbiter/reports"
	"arbiter/scoring"
)

// Referee is what the room needs of the referee service
// ([referee.Service] has it). Implementations are safe for concurrent use.
type Referee interface {
	// Refresh reads what any writer (this server, or a command typed in
	// another terminal) appended to the log, and returns how far the log
	// goes: the pages poll it to learn cheaply that something changed.
	Refresh(ctx context.Context) (referee.Version, error)
	// Version returns how far the log was last read, without reading it.
	Version() referee.Version
	// Play returns where the play of the current game stands: its round,
	// rack, clock and top, without the slips; Entry the same with what
	// slip entry waits for, read at once; Results the game's standings and
	// rounds; Typings the typings of a table in a round not settled yet,
	// of whichever kind of slip the game takes.
	// Each reads the log as last read, and the caller may keep what it
	// returns.
	Play(ctx context.Context, now time.Time) (referee.Play, error)
	Entry(ctx context.Context, now time.Time) (referee.Play, arbiter.SlipsDue, error)
	Results(ctx context.Context) (referee.Results, error)
	Typings(ctx context.Context, round, table int) ([]arbiter.TypedSlip, error)
	// GameLog returns the records of game n (the current game for 0) with
	// their events, in the order recorded.
	GameLog(ctx context.Context, n int) ([]referee.Entry, error)
	// Current returns where the tournament stands (the current game,
	// round and top) and RuleSet its rule set, nil before it is created.
	Current() referee.Position
	RuleSet() *scoring.RuleSet
	// Kinds returns the kinds of game the program plays beyond the
	// built-in ones, whose games the console starts too.
	Kinds() *arbiter.Registry
	// Run decides command c and records its events in one transaction,
	// deciding again when another writer got there first, and returns the
	// events recorded (none when c changes nothing).
	Run(ctx context.Context, c arbiter.Command) ([]arbiter.Event, error)
	// EnterSlip runs a slip's entry or typing as Run does, and says which
	// solo of a closed round the slip recorded late changed.
	EnterSlip(ctx context.Context, c arbiter.Command) (referee.SlipEntry, error)
	// SlipReader returns the reader of the current game's slips, its
	// kind's, or the refusal of a game that takes none.
	SlipReader(ctx context.Context) (slipinput.Reader, error)
}

// Config sets up a [Server].
type Config struct {
	Referee Referee
	// Code is the assistants' entry code: it opens the entry page, where
	// slips are typed, and nothing else.
	Code string
	// RefereeCode is the referee's code: it opens the entry page and the
	// referee's console, which runs the round.
	RefereeCode string
	// JudgeCode is the judging table's code: it opens the judging page
	// of a free game, where the players type a challenged play, and
	// nothing else. Random if empty ([Server.JudgeCode] says it).
	JudgeCode string
	// SessionKey signs the session cookies; a key kept by the store keeps
	// the laptops logged in across a restart. Random if empty.
	SessionKey []byte
	// DoubleEntry makes every slip typed on the entry pages count only once
	// two different operators typed it alike ("double arbitrage").
	DoubleEntry bool
	// Now is the clock of timer commands and of the display; time.Now if nil.
	Now func() time.Time
	// Addr is the address the server listens on (HOST:PORT), when known:
	// on a loopback address the pages say that the room's laptops and
	// phones cannot reach the addresses they show.
	Addr string
}

// Server serves the room. Create it with [New]; its Handler serves every page.
type Server struct {
	cfg      Config
	pages    *template.Template
	static   http.Handler
	sessions *sessions
	logins   *limiter
	handler  http.Handler

	// shared keeps the results every phone asks for, once per version.
	shared sharedResults

	// following is set while [Server.Follow] keeps the service up to date:
	// requests then answer from the log as last read instead of each
	// reading the store.
	following atomic.Bool

	mu sync.Mutex
	// seen is when the server first saw each rack, to pace its announcement
	// (seed 004: a letter about every 2.5 s) the same on every screen.
	seen map[rackKey]time.Time
}

// rackKey names a rack: its game, round and letters.
type rackKey struct {
	game, round int
	rack        string
}

//go:embed assets
var assets embed.FS

// New returns a server for cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Referee == nil {
		return nil, errors.New("room: no referee service")
	}
	if len(cfg.Code) < 4 || len(cfg.RefereeCode) < 4 {
		return nil, errors.New("room: the entry and referee codes must have at least 4 characters")
	}
	if strings.EqualFold(cfg.Code, cfg.RefereeCode) {
		return nil, errors.New("room: the referee's code must differ from the assistants' entry code")
	}
	taken := func(code string) bool {
		return strings.EqualFold(code, cfg.Code) || strings.EqualFold(code, cfg.RefereeCode)
	}
	if cfg.JudgeCode != "" && (len(cfg.JudgeCode) < 4 || taken(cfg.JudgeCode)) {
		return nil, errors.New("room: the judging table's code must have at least 4 characters and differ from the entry and referee codes")
	}
	for cfg.JudgeCode == "" {
		if code := NewCode(); !taken(code) {
			cfg.JudgeCode = code
		}
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	pages, err := template.ParseFS(assets, "assets/*.html")
	if err != nil {
		return nil, fmt.Errorf("room: pages: %w", err)
	}
	static, err := fs.Sub(assets, "assets/static")
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, pages: pages, static: noListing(http.FileServerFS(static)),
		sessions: newSessions(cfg.SessionKey, cfg.Now), logins: newLimiter(cfg.Now), seen: map[rackKey]time.Time{}}
	if s.handler, err = s.routes(); err != nil {
		return nil, err
	}
	return s, nil
}

// JudgeCode returns the judging table's code, as given or drawn.
func (s *Server) JudgeCode() string { return s.cfg.JudgeCode }

// Handler returns the handler of every page and API of the room.
func (s *Server) Handler() http.Handler { return s.handler }

// Follow keeps the service up to date from changes, the store's Watch
// channel: it reads the log once when it starts and once on each value
// received, so that what another station records is read once for every
// page, not once per request. Until ctx ends or changes is closed, the
// pages' requests answer from the log as last read; after that, or while
// reading the store fails, each request reads it again itself. Follow
// returns when ctx ends or changes is closed.
func (s *Server) Follow(ctx context.Context, changes <-chan struct{}) {
	defer s.following.Store(false)
	for {
		_, err := s.cfg.Referee.Refresh(ctx)
		s.following.Store(err == nil)
		select {
		case <-ctx.Done():
			return
		case _, ok := <-changes:
			if !ok {
				return
			}
		}
	}
}

// current returns the version of the log the pages are shown: as last
// read while [Server.Follow] runs, else read from the store now.
func (s *Server) current(ctx context.Context) (referee.Version, error) {
	if s.following.Load() {
		return s.cfg.Referee.Version(), nil
	}
	return s.cfg.Referee.Refresh(ctx)
}

// NewCode returns a random entry code of 8 characters from an alphabet
// without look-alikes (no 0/O, 1/I/L), easy to read out in a noisy room.
func NewCode() string {
	const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
	b := make([]byte, 8)
	for i := range b {
		b[i] = alphabet[randIntn(len(alphabet))]
	}
	return string(b)
}

// randIntn returns a uniform random number in [0, n) from crypto/rand.
func randIntn(n int) int {
	var b [1]byte
	for {
		rand.Read(b[:])
		if v := int(b[0]); v < 256-256%n {
			return v % n
		}
	}
}

// HTTPServer returns an *http.Server for the room on addr, with the
// timeouts and limits that keep a slow or hostile client from holding it.
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s.handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}

// routes builds the room's mux: pages, the JSON API and the static assets.
// Unsafe methods from another origin are refused before any handler runs.
// A kind's console form that takes a path of the room's own is refused:
// it would replace that path's handler, or stop the room from starting.
func (s *Server) routes() (http.Handler, error) {
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", s.static))
	mux.HandleFunc("GET /qr/{page}", s.qr)
	mux.HandleFunc("GET /api/version", s.api(s.version))
	mux.HandleFunc("GET /api/display", s.api(s.display))
	mux.HandleFunc("GET /api/results", s.api(s.results))
	mux.HandleFunc("GET /api/entry", s.auth(assistant, s.api(s.entryStatus)))
	mux.HandleFunc("GET /api/judgements", s.auth(refereeRole, s.api(s.judgements)))
	mux.HandleFunc("GET /api/problem", s.auth(assistant, s.api(s.problemStatus)))
	posts := map[string]http.HandlerFunc{
		"/login":     s.login,
		"/logout":    s.auth(assistant, s.logout),
		"/api/slips": s.auth(assistant, s.api(s.enterSlip)),
		"/api/act":   s.auth(assistant, s.api(s.act)),
	}
	for path, h := range s.refereeAPI() {
		posts[path] = s.auth(refereeRole, s.api(h))
	}
	for name, p := range pages() {
		path := "/" + name
		if name == "index" {
			path = "/{$}"
		}
		mux.HandleFunc("GET "+path, s.page(name, p.need))
		if p.form != "" {
			posts["/api/"+p.form] = s.auth(p.need, s.pageForm(p.form))
		}
	}
	for _, f := range s.cfg.Referee.Kinds().ConsoleForms() {
		path := "/api/" + f.Name
		if _, taken := posts[path]; taken {
			return nil, fmt.Errorf("room: the console's form %q takes the room's own path %s", f.Name, path)
		}
		posts[path] = s.auth(refereeRole, s.api(s.consoleForm(f)))
	}
	for path, h := range posts {
		mux.HandleFunc("POST "+path, h)
	}
	cop := http.NewCrossOriginProtection()
	return securityHeaders(cop.Handler(mux)), nil
}

// noListing serves files but never a directory listing.
func noListing(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "" || r.URL.Path[len(r.URL.Path)-1] == '/' {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// securityHeaders sets the headers every answer carries: no framing, no
// sniffing, scripts and styles from the room only.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "same-origin")
		hd.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'")
		h.ServeHTTP(w, r)
	})
}

// pageData is what the page templates are given.
type pageData struct {
	Page string
	// Title is the page's title in the tournament's language.
	Title string
	// Lang is the language of the pages (<html lang>).
	Lang     string
	CSRF     string
	Operator string
	Referee  bool
	Double   bool
	Next     string
	Error    string
	// Labels are the words of the pages in the rule set's language, Links
	// the room's addresses (on the index page).
	Labels reports.RoomLabels
	// Starts are the games the console offers to start next, by kind,
	// with KindLabels naming the kinds.
	Starts     []startGroup
	KindLabels reports.RoomKindLabels
	// DoubleFixed says that double entry was set when the server started
	// (--double-entry): the console cannot switch it off.
	DoubleFixed bool
	Links       Links
	// JudgeCode is the judging table's code, on the referee's pages.
	JudgeCode string
}

// language returns the language of the tournament's rule set, "" before
// there is one.
func (s *Server) language() string {
	if rs := s.cfg.Referee.RuleSet(); rs != nil {
		return rs.Language
	}
	return ""
}

// pageData returns what page name is given for r, in the tournament's
// language.
func (s *Server) pageData(r *http.Request, name string) pageData {
	lang := s.language()
	if lang == "" {
		lang = "en"
	}
	l := reports.RoomLabelsFor(lang)
	double := s.cfg.DoubleEntry
	if play, err := s.cfg.Referee.Play(r.Context(), s.cfg.Now()); err == nil {
		double = s.doubleEntry(play)
	}
	return pageData{Page: name, Title: pageTitle(l, name), Lang: lang, Labels: l, Double: double, Links: s.linksFor(r),
		Starts: startGroups(s.cfg.Referee.Kinds()), KindLabels: reports.RoomKindLabelsFor(lang), DoubleFixed: s.cfg.DoubleEntry}
}

// doubleEntry says whether the room's slips are typed twice: set when the
// server started (--double-entry), or switched on from the console and
// recorded in the log, so that every station and every later start
// follow it.
func (s *Server) doubleEntry(play referee.Play) bool { return s.cfg.DoubleEntry || play.DoubleEntry }

// pageTitle is the title of page name in the words of l: the room's,
// then the page's as the index page names it, without its explanation.
func pageTitle(l reports.RoomLabels, name string) string {
	page := map[string]string{"display": l.DisplayLink, "entry": l.EntryLink, "referee": l.RefereeLink,
		"results": l.ResultsLink, "login": l.LogIn, "solution": l.Enter, "judge": l.Judge.Title, "judgements": l.Judge.Review}[name]
	page, _, _ = strings.Cut(page, " (")
	if page == "" {
		return l.Room
	}
	return l.Room + " · " + page
}

// startGroup is a kind of game and the games of it the console starts.
type startGroup struct {
	Kind  arbiter.Kind
	Names []string
}

// startGroups returns the games kinds starts with a click
// ([arbiter.Registry.Starts]) by kind, in its order.
func startGroups(kinds *arbiter.Registry) []startGroup {
	var out []startGroup
	for _, st := range kinds.Starts() {
		if len(out) == 0 || out[len(out)-1].Kind != st.Kind {
			out = append(out, startGroup{Kind: st.Kind})
		}
		g := &out[len(out)-1]
		g.Names = append(g.Names, st.Name)
	}
	return out
}

// page serves the page template name; a page for a role needs a session
// that may open it: without a session it sends to the login page, and
// with one of another role (an assistant's on the referee's page, the
// judging table's on any other) it answers 403 with the login form, to
// log in with the code that opens it.
func (s *Server) page(name string, need role) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		d := s.pageData(r, name)
		if need != "" {
			sess := s.sessions.get(r)
			if sess == nil {
				http.Redirect(w, r, "/login?next=/"+name, http.StatusSeeOther)
				return
			}
			if !sess.role.may(need) {
				s.renderLogin(w, r, http.StatusForbidden, refusedTo(d.Labels, sess.role, need))
				return
			}
			d.CSRF, d.Operator, d.Referee = sess.csrf, sess.operator, sess.role == refereeRole
			if d.Referee {
				d.JudgeCode = s.cfg.JudgeCode
			}
		}
		if name == "login" {
			d.Next = safeNext(r.URL.Query().Get("next"), refereeRole)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		if err := s.pages.ExecuteTemplate(w, name+".html", d); err != nil {
			http.Error(w, "page: "+err.Error(), http.StatusInternalServerError)
		}
	}
}

// safeNext returns where to go after logging in with role rl: one of the
// room's private pages it may open, never another site; the judging
// table's page alone for the judging table.
func safeNext(next string, rl role) string {
	switch {
	case rl == judgeRole:
		return "/judge"
	case rl == refereeRole && (next == "/referee" || next == "/judge" || next == "/judgements"):
		return next
	}
	return "/entry"
}
