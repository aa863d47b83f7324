package room

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"arbiter/internal/longtest"
)

// Sizes of the load test: entry laptops, slips each one types (with
// $ARBITER_LONG_TESTS=1; loadSample otherwise), and pages following the
// log meanwhile (the projector, phones on /results).
const (
	loadClients = 4
	loadSlips   = 300
	loadSample  = 100
	loadPages   = 30
)

// entryClient is an assistant's laptop talking to the room's API.
type entryClient struct {
	base string
	c    *http.Client
	csrf string
}

// newEntryClient logs in on the server at base as operator.
func newEntryClient(t *testing.T, base, operator string) *entryClient {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	res, err := c.PostForm(base+"/login", url.Values{"code": {testCode}, "operator": {operator}})
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	m := csrfMeta.FindSubmatch(page)
	if m == nil {
		t.Fatalf("login as %s: status %d, no entry page", operator, res.StatusCode)
	}
	return &entryClient{base: base, c: c, csrf: string(m[1])}
}

// slip posts a slip and returns how it was recorded.
func (e *entryClient) slip(table int, pos, word, score string) (string, error) {
	body, _ := json.Marshal(map[string]string{"table": fmt.Sprint(table), "position": pos, "word": word, "score": score})
	req, _ := http.NewRequest(http.MethodPost, e.base+"/api/slips", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", e.csrf)
	res, err := e.c.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var a struct{ Recorded string }
	if err := json.NewDecoder(res.Body).Decode(&a); err != nil || res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("table %d: status %d, %v", table, res.StatusCode, err)
	}
	return a.Recorded, nil
}

// followPage polls base as a page does until stop: /api/version every
// 300 ms, and page's data each time the version changed. It counts the
// requests answered in polls.
func followPage(base, page string, stop <-chan struct{}, polls *atomic.Int64) {
	get := func(path string) []byte {
		res, err := http.Get(base + path)
		if err != nil {
			return nil
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		polls.Add(1)
		return b
	}
	var seen string
	for {
		select {
		case <-stop:
			return
		case <-time.After(300 * time.Millisecond):
		}
		if v := string(get("/api/version")); v != seen {
			seen = v
			get(page)
		}
	}
}

// TestRoomLoad has four laptops type 300 slips each (100 without
// $ARBITER_LONG_TESTS=1) at once against one
// server following the store's changes as `arbiter serve` does, while 30
// pages follow the log (the projector, phones on the results): every slip
// is recorded once, a slip sent again (a laptop that timed out and
// retried) changes nothing. It reports the verdict latency; timings are
// measured, never asserted.
func TestRoomLoad(t *testing.T) {
	t.Parallel()
	each := longtest.Size(t, loadSlips, loadSample)
	room := newLiveRoom(t, loadClients*each, false)
	room.follow(t)
	base := room.url

	stop := make(chan struct{})
	var polls atomic.Int64
	var pages sync.WaitGroup
	for i := range loadPages {
		page := "/api/results"
		if i%10 == 0 {
			page = "/api/display"
		}
		pages.Go(func() { followPage(base, page, stop, &polls) })
	}
	var mu sync.Mutex
	var latencies []time.Duration
	errs := make(chan error, loadClients)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range loadClients {
		e := newEntryClient(t, base, fmt.Sprintf("operator %d", i+1))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range each {
				table := i*each + k + 1
				pos, word, score := "H8", "COLUMNA", "78"
				switch table % 3 {
				case 1:
					pos, word, score = "-", "", ""
				case 2:
					pos, word, score = "H8", "LUMAC", "12"
				}
				t0 := time.Now()
				got, err := e.slip(table, pos, word, score)
				d := time.Since(t0)
				if err == nil && got != "recorded" {
					err = fmt.Errorf("table %d: %s, want recorded", table, got)
				}
				if err == nil && k%10 == 0 { // sent again
					if got, err = e.slip(table, pos, word, score); err == nil && got != "unchanged" {
						err = fmt.Errorf("table %d sent again: %s, want unchanged", table, got)
					}
				}
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				latencies = append(latencies, d)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stop)
	pages.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	st := room.state(t)
	slips := st.CurrentGame().Current().Slips
	for table := 1; table <= loadClients*each; table++ {
		if n := len(slips[table]); n != 1 {
			t.Errorf("table %d: %d slips recorded, want 1", table, n)
		}
	}
	recorded := 0
	entries, err := room.server.Log(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Record.Type == "slip_recorded" || e.Record.Type == "slip_corrected" {
			recorded++
		}
	}
	if recorded != loadClients*each {
		t.Errorf("%d slip events in the log, want %d", recorded, loadClients*each)
	}
	slices.Sort(latencies)
	if len(latencies) > 0 {
		at := func(q float64) time.Duration {
			return latencies[int(q*float64(len(latencies)-1))].Round(time.Microsecond)
		}
		t.Logf("%d clients × %d slips in %s (%.0f slips/s), %d pages answered %d requests; verdict latency p50 %s, p90 %s, p99 %s, max %s",
			loadClients, each, elapsed.Round(time.Millisecond), float64(len(latencies))/elapsed.Seconds(), loadPages, polls.Load(),
			at(0.50), at(0.90), at(0.99), at(1))
	}
}
