package room

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"arbiter/reports"
)

// cookieName is the session cookie of the entry and referee pages.
const cookieName = "arbiter_session"

// Limits of sessions and logins.
const (
	sessionLife    = 24 * time.Hour
	maxSessions    = 1000
	loginFailures  = 5                // wrong codes allowed per client and window
	loginWindow    = time.Minute      // after which the count starts again
	maxOperatorLen = 40               // characters of an operator's name
	maxBody        = 16 << 10         // bytes of a request body
	commandTimeout = 15 * time.Second // for a command whose client went away
)

// role is what a session may do.
type role string

const (
	// assistant types slips, nothing else.
	assistant role = "assistant"
	// refereeRole also runs the round: rack, top, timer, closing, warnings,
	// withdrawals, settling double entry.
	refereeRole role = "referee"
	// judgeRole is the judging table of a free game: it judges
	// challenges, nothing else.
	judgeRole role = "judge"
)

// may reports whether a session of role rl may do what need allows: the
// referee everything, the others their own role's alone.
func (rl role) may(need role) bool { return rl == need || rl == refereeRole }

// refusedTo is what a session of role rl is told when it may not do what
// need allows.
func refusedTo(l reports.RoomLabels, rl, need role) string {
	switch {
	case rl == judgeRole:
		return l.Judge.OnlyJudging
	case need == judgeRole:
		return l.Judge.LogIn
	}
	return l.RefereeOnly
}

// session is a browser that gave an entry code: who typed it (the
// operator's name, which tells two typists of a slip apart), what it may
// do, and its CSRF token.
type session struct {
	// id tells two sessions apart, whatever their operators' names.
	id       string
	operator string
	role     role
	csrf     string
	expires  time.Time
}

// cookie is what a session cookie carries, signed.
type cookie struct {
	ID       string `json:"i"`
	Operator string `json:"o"`
	Role     role   `json:"r"`
	Expires  int64  `json:"e"`
}

// sessions signs and reads session cookies with a key, so that a session
// lives as long as its cookie and the key (kept in the store by `arbiter
// serve`), a restart of the server included. In memory it keeps only the
// sessions logged out before their time and which session uses each
// operator's name, both bounded.
type sessions struct {
	key []byte
	now func() time.Time
	mu  sync.Mutex
	// ended are the sessions logged out, until their cookies expire.
	ended map[string]time.Time
	// names is the session using each operator's name (case folded).
	names map[string]nameUse
}

// nameUse is the session that uses an operator's name, as typed, until
// expires.
type nameUse struct {
	id, name string
	expires  time.Time
}

// newSessions returns the sessions signed with key (random if empty: they
// then end with the server).
func newSessions(key []byte, now func() time.Time) *sessions {
	if len(key) == 0 {
		key = make([]byte, 32)
		rand.Read(key)
	}
	return &sessions{key: key, now: now, ended: map[string]time.Time{}, names: map[string]nameUse{}}
}

// token returns 32 random bytes in hex.
func token() string {
	var b [32]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// mac returns the HMAC-SHA256 of what, for purpose, under the key.
func (ss *sessions) mac(purpose string, what []byte) []byte {
	h := hmac.New(sha256.New, ss.key)
	h.Write([]byte(purpose))
	h.Write([]byte{0})
	h.Write(what)
	return h.Sum(nil)
}

// create opens a session for operator in role and returns its cookie's
// value; the session of the request's cookie, if any, gives way. It
// refuses a name another live session uses: two typings of a slip must
// come from two people.
func (ss *sessions) create(r *http.Request, operator string, rl role) (string, error) {
	id := token()
	if old := ss.get(r); old != nil {
		id = old.id
	}
	now := ss.now()
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.prune(now)
	name := strings.ToLower(operator)
	if use, ok := ss.names[name]; ok && use.id != id {
		return "", errNameInUse
	}
	c := cookie{ID: id, Operator: operator, Role: rl, Expires: now.Add(sessionLife).Unix()}
	ss.names[name] = nameUse{id: id, name: operator, expires: time.Unix(c.Expires, 0)}
	payload, _ := json.Marshal(c)
	value := base64.RawURLEncoding.EncodeToString(payload) + "." + base64.RawURLEncoding.EncodeToString(ss.mac("session", payload))
	return value, nil
}

// errNameInUse refuses an operator's name another session uses.
var errNameInUse = errors.New("the name is in use on another laptop")

// session returns the session c carries.
func (ss *sessions) session(c cookie) *session {
	return &session{id: c.ID, operator: c.Operator, role: c.Role, expires: time.Unix(c.Expires, 0),
		csrf: hex.EncodeToString(ss.mac("csrf", []byte(c.ID)))}
}

// prune forgets what concerns expired sessions, and the oldest when there
// are too many: a room never has a thousand laptops. ss.mu is held.
func (ss *sessions) prune(now time.Time) {
	for id, exp := range ss.ended {
		if now.After(exp) || len(ss.ended) > maxSessions {
			delete(ss.ended, id)
		}
	}
	for name, use := range ss.names {
		if now.After(use.expires) || len(ss.names) > maxSessions {
			delete(ss.names, name)
		}
	}
}

// get returns the live session of r's cookie, or nil when it has none, or
// one not signed with the key, expired or logged out.
func (ss *sessions) get(r *http.Request) *session {
	hc, err := r.Cookie(cookieName)
	if err != nil {
		return nil
	}
	enc, sig, ok := strings.Cut(hc.Value, ".")
	payload, err1 := base64.RawURLEncoding.DecodeString(enc)
	mac, err2 := base64.RawURLEncoding.DecodeString(sig)
	var c cookie
	if !ok || err1 != nil || err2 != nil || !hmac.Equal(mac, ss.mac("session", payload)) || json.Unmarshal(payload, &c) != nil {
		return nil
	}
	now := ss.now()
	if now.After(time.Unix(c.Expires, 0)) {
		return nil
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if _, ended := ss.ended[c.ID]; ended {
		return nil
	}
	// A server restarted learns again which session uses which name.
	if name := strings.ToLower(c.Operator); ss.names[name].id == "" {
		ss.prune(now)
		ss.names[name] = nameUse{id: c.ID, name: c.Operator, expires: time.Unix(c.Expires, 0)}
	}
	return ss.session(c)
}

// drop ends the session of r's cookie.
func (ss *sessions) drop(r *http.Request) {
	s := ss.get(r)
	if s == nil {
		return
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.ended[s.id] = s.expires
	if name := strings.ToLower(s.operator); ss.names[name].id == s.id {
		delete(ss.names, name)
	}
}

// free ends the session using the operator's name, whatever its case,
// as if it logged out: its laptop, lost or left on, must log in again. It
// reports whether a session used the name.
func (ss *sessions) free(operator string) bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	name := strings.ToLower(strings.TrimSpace(operator))
	use, ok := ss.names[name]
	if ok {
		ss.ended[use.id] = use.expires
		delete(ss.names, name)
	}
	return ok
}

// inUse returns the operators' names live sessions use, sorted.
func (ss *sessions) inUse() []string {
	now := ss.now()
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.prune(now)
	out := []string{}
	for _, use := range ss.names {
		out = append(out, use.name)
	}
	slices.Sort(out)
	return out
}

// limiter counts wrong entry codes per client address.
type limiter struct {
	now func() time.Time
	mu  sync.Mutex
	m   map[string]*attempts
}

// attempts are a client's wrong codes since since.
type attempts struct {
	since time.Time
	n     int
}

func newLimiter(now func() time.Time) *limiter {
	return &limiter{now: now, m: map[string]*attempts{}}
}

// blocked returns how long client must wait before trying a code again.
func (l *limiter) blocked(client string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	a := l.m[client]
	if a == nil || a.n < loginFailures {
		return 0
	}
	return max(a.since.Add(loginWindow).Sub(l.now()), 0)
}

// fail counts a wrong code from client.
func (l *limiter) fail(client string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	for c, a := range l.m {
		if now.Sub(a.since) >= loginWindow {
			delete(l.m, c)
		}
	}
	a := l.m[client]
	if a == nil {
		a = &attempts{since: now}
		l.m[client] = a
	}
	a.n++
}

// clientOf returns the address a request comes from, without its port.
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// login checks the code typed (in constant time, a few tries a minute per
// client, whatever its case: codes are read out in a noisy room) and opens
// a session for the operator named, as an assistant with the entry code,
// as the referee with the referee's code, as the judging table with its
// code.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "the login form is too large or unreadable", http.StatusBadRequest)
		return
	}
	client := clientOf(r)
	if wait := s.logins.blocked(client); wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds())+1))
		s.renderLogin(w, r, http.StatusTooManyRequests, s.labels().TooManyCodes)
		return
	}
	rl := s.roleOf(r.PostForm.Get("code"))
	if rl == "" {
		s.logins.fail(client)
		s.renderLogin(w, r, http.StatusForbidden, s.labels().WrongCode)
		return
	}
	operator := strings.TrimSpace(r.PostForm.Get("operator"))
	if operator == "" || utf8.RuneCountInString(operator) > maxOperatorLen || !utf8.ValidString(operator) {
		s.renderLogin(w, r, http.StatusBadRequest, s.labels().NameNeeded)
		return
	}
	value, err := s.sessions.create(r, operator, rl)
	if err != nil {
		s.renderLogin(w, r, http.StatusConflict, fmt.Sprintf(s.labels().NameInUse, operator))
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: value, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: int(sessionLife.Seconds())})
	http.Redirect(w, r, safeNext(r.PostForm.Get("next"), rl), http.StatusSeeOther)
}

// roleOf returns the role code opens, whatever its case and the blanks
// around it, compared in constant time; "" for a wrong code.
func (s *Server) roleOf(code string) role {
	typed := []byte(strings.ToUpper(strings.TrimSpace(code)))
	var rl role
	for _, c := range []struct {
		code string
		role role
	}{{s.cfg.Code, assistant}, {s.cfg.RefereeCode, refereeRole}, {s.cfg.JudgeCode, judgeRole}} {
		if subtle.ConstantTimeCompare(typed, []byte(strings.ToUpper(c.code))) == 1 {
			rl = c.role
		}
	}
	return rl
}

// renderLogin shows the login page with a message, to go on to the page
// the form names (or the page asked for) once logged in.
func (s *Server) renderLogin(w http.ResponseWriter, r *http.Request, status int, msg string) {
	next := r.PostFormValue("next")
	if next == "" {
		next = r.URL.Path
	}
	d := s.pageData(r, "login")
	d.Next, d.Error = safeNext(next, refereeRole), msg
	// The name typed stays, to be changed or sent again; the code does not.
	d.Operator = r.PostFormValue("operator")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = s.pages.ExecuteTemplate(w, "login.html", d)
}

// logout ends the session.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	s.sessions.drop(r)
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// sessionKey is the context key of the request's session.
type sessionKey struct{}

// auth lets through requests with a session whose role may do what h
// does (an assistant's or the referee's for an assistant's page, the
// judging table's or the referee's for the judging page's, the referee's
// alone for the referee's) and, for any method but GET, the session's
// CSRF token in the X-CSRF-Token header.
func (s *Server) auth(need role, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sess := s.sessions.get(r)
		words := s.labels()
		if sess == nil {
			writeError(w, "", &apiError{status: http.StatusUnauthorized, code: "unauthorized", message: words.LogInFirst})
			return
		}
		if !sess.role.may(need) {
			writeError(w, "", &apiError{status: http.StatusForbidden, code: "forbidden", message: refusedTo(words, sess.role, need)})
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead &&
			subtle.ConstantTimeCompare([]byte(r.Header.Get("X-CSRF-Token")), []byte(sess.csrf)) != 1 {
			writeError(w, "", &apiError{status: http.StatusForbidden, code: "csrf", message: words.PageOutOfDate})
			return
		}
		h(w, r.WithContext(context.WithValue(r.Context(), sessionKey{}, sess)))
	}
}

// sessionOf returns the session [Server.auth] found for r.
func sessionOf(r *http.Request) *session {
	s, _ := r.Context().Value(sessionKey{}).(*session)
	return s
}
