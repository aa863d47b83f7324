package room

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
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

// session is a browser that gave the entry code: its CSRF token and the
// operator's name, which tells two typists of one slip apart.
type session struct {
	csrf     string
	operator string
	expires  time.Time
}

// sessions holds the live sessions, bounded in number and age.
type sessions struct {
	now func() time.Time
	mu  sync.Mutex
	m   map[string]*session
}

func newSessions(now func() time.Time) *sessions {
	return &sessions{now: now, m: map[string]*session{}}
}

// token returns 32 random bytes in hex.
func token() string {
	var b [32]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// create opens a session for operator and returns its id.
func (ss *sessions) create(operator string) (string, *session) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	now := ss.now()
	for id, s := range ss.m {
		if now.After(s.expires) {
			delete(ss.m, id)
		}
	}
	if len(ss.m) >= maxSessions {
		// The oldest session gives way: a room never has a thousand laptops.
		var oldest string
		for id, s := range ss.m {
			if oldest == "" || s.expires.Before(ss.m[oldest].expires) {
				oldest = id
			}
		}
		delete(ss.m, oldest)
	}
	id := token()
	s := &session{csrf: token(), operator: operator, expires: now.Add(sessionLife)}
	ss.m[id] = s
	return id, s
}

// get returns the live session of r's cookie, or nil.
func (ss *sessions) get(r *http.Request) *session {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return nil
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	s := ss.m[c.Value]
	if s == nil || ss.now().After(s.expires) {
		return nil
	}
	return s
}

// drop ends the session of r's cookie.
func (ss *sessions) drop(r *http.Request) {
	if c, err := r.Cookie(cookieName); err == nil {
		ss.mu.Lock()
		delete(ss.m, c.Value)
		ss.mu.Unlock()
	}
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

// login checks the entry code (in constant time, a few tries a minute per
// client) and opens a session for the operator named.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "the login form is too large or unreadable", http.StatusBadRequest)
		return
	}
	client := clientOf(r)
	if wait := s.logins.blocked(client); wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds())+1))
		http.Error(w, "too many wrong codes: wait a minute and try again", http.StatusTooManyRequests)
		return
	}
	code := strings.ToUpper(strings.TrimSpace(r.PostForm.Get("code")))
	if subtle.ConstantTimeCompare([]byte(code), []byte(s.cfg.Code)) != 1 {
		s.logins.fail(client)
		s.renderLogin(w, r, http.StatusForbidden, "wrong entry code")
		return
	}
	operator := strings.TrimSpace(r.PostForm.Get("operator"))
	if operator == "" || utf8.RuneCountInString(operator) > maxOperatorLen || !utf8.ValidString(operator) {
		s.renderLogin(w, r, http.StatusBadRequest, "type your name (at most 40 characters): it tells the typists of a slip apart")
		return
	}
	id, _ := s.sessions.create(operator)
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: id, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: int(sessionLife.Seconds())})
	http.Redirect(w, r, safeNext(r.PostForm.Get("next")), http.StatusSeeOther)
}

// renderLogin shows the login page again with a message.
func (s *Server) renderLogin(w http.ResponseWriter, r *http.Request, status int, msg string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = s.pages.ExecuteTemplate(w, "login.html", pageData{Page: "login", Next: safeNext(r.PostForm.Get("next")), Error: msg})
}

// logout ends the session.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	s.sessions.drop(r)
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// sessionKey is the context key of the request's session.
type sessionKey struct{}

// auth lets through requests with a session and, for any method but GET,
// the session's CSRF token in the X-CSRF-Token header.
func (s *Server) auth(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sess := s.sessions.get(r)
		if sess == nil {
			writeError(w, http.StatusUnauthorized, "unauthorized", "log in with the entry code first")
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead &&
			subtle.ConstantTimeCompare([]byte(r.Header.Get("X-CSRF-Token")), []byte(sess.csrf)) != 1 {
			writeError(w, http.StatusForbidden, "csrf", "the page is out of date: reload it")
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
