package room

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// fakeAudio stands in for the browser's Web Audio before the page's
// scripts run: it keeps the pitch of every note started in window.notes.
const fakeAudio = `window.notes = [];
window.AudioContext = class {
  constructor() { this.state = "running"; this.currentTime = 0; this.destination = {}; }
  resume() { return Promise.resolve(); }
  createOscillator() {
    const o = { frequency: {}, connect: (n) => n, start: () => window.notes.push(o.frequency.value), stop() {} };
    return o;
  }
  createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n) => n }; }
};`

// TestDisplayChimes follows the display's sound through a round: switched
// on, it chimes at Start, at 30 seconds and, switched off, not at Stop
// (seed 004's calls); the switch is kept when the page is opened again.
func TestDisplayChimes(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false)
	ref := tr.referee("Referee")
	tab := browsertest.New(t, 1280, 720)
	if _, err := chromedp.Call(tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: fakeAudio}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(tr.http.URL+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "the rack", `document.getElementById("countdown").textContent === "3:00" && document.getElementById("sound").textContent === "Sunet"`)
	if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS("#sound"))); err != nil {
		t.Fatal(err)
	}
	within(t, tab, time.Second, "the sound switched on", `document.getElementById("sound").getAttribute("aria-pressed") === "true"`)
	timer := func(action string) {
		t.Helper()
		if st := ref.post("/api/timer", TimerForm{Action: action}, nil); st != http.StatusOK {
			t.Fatalf("timer %s: %d", action, st)
		}
	}
	timer("start")
	within(t, tab, 2*time.Second, "the chime of Start", `notes.join() === "660,880"`)
	tr.clock.add(178 * time.Second)
	timer("pause")
	within(t, tab, 2*time.Second, "the chime of the last 30 seconds", `notes.join() === "660,880,880,880" && document.getElementById("call").textContent === "30 de secunde!"`)
	if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS("#sound"))); err != nil {
		t.Fatal(err)
	}
	timer("resume")
	within(t, tab, 5*time.Second, "Stop", `document.getElementById("call").textContent === "Stop!"`)
	time.Sleep(300 * time.Millisecond)
	if notes, err := chromedp.Run(tab, chromedp.Evaluate[string](`notes.join()`)); err != nil || notes != "660,880,880,880" {
		t.Errorf("notes played %q (%v), want none at Stop with the sound off", notes, err)
	}
	if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "the switch kept off", `document.getElementById("sound").textContent === "Sunet" && document.getElementById("sound").getAttribute("aria-pressed") === "false"`)
}

// TestOfflineBadge: every page that polls the server says so when it no
// longer answers, in the tournament's language, and not before.
func TestOfflineBadge(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false)
	browser := browsertest.New(t, 1280, 720)
	tabs := map[string]context.Context{}
	for _, p := range []string{"/display", "/results", "/"} {
		tab := browsertest.Tab(t, browser)
		if err := chromedp.Do(tab, chromedp.Navigate(tr.http.URL+p)); err != nil {
			t.Fatal(err)
		}
		tabs[p] = tab
	}
	time.Sleep(time.Second)
	for p, tab := range tabs {
		if shown, _ := chromedp.Run(tab, chromedp.Evaluate[bool](`!!document.getElementById("offline") && !document.getElementById("offline").hidden`)); shown {
			t.Errorf("%s says the server does not answer while it does", p)
		}
	}
	// The server goes away: it takes no connection, and drops those open.
	tr.http.Listener.Close()
	tr.http.CloseClientConnections()
	for p, tab := range tabs {
		within(t, tab, 2*time.Second, "the badge on "+p, `document.getElementById("offline") && !document.getElementById("offline").hidden && document.getElementById("offline").textContent === "Fără legătură cu serverul"`)
	}
	browsertest.Screenshot(t, tabs["/display"], "display-offline")
}
