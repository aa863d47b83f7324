package room

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// live is the room's promise: a change shows on every page within a
// second (the pages poll every 300 ms). The test waits slack times longer
// before failing, since a busy machine delays the browser, and logs what
// it measured.
const (
	live  = time.Second
	slack = 5
)

// within waits until the JavaScript expression is true in tab, at most d
// times slack.
func within(t *testing.T, tab context.Context, d time.Duration, what, expr string) {
	t.Helper()
	start := time.Now()
	_, err := chromedp.Run(tab, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(slack*d), chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		var page string
		page, _ = chromedp.Run(tab, chromedp.Evaluate[string]("document.body.innerText"))
		t.Fatalf("%s: not shown within %s (%v); the page shows:\n%.3000s", what, slack*d, err, page)
	}
	took := time.Since(start)
	t.Logf("%s: shown after %s", what, took.Round(time.Millisecond))
	if d == live && took > live {
		t.Logf("%s: slower than the room's promise of %s (a busy machine?)", what, live)
	}
}

// consoleTab opens the referee's console of the room at base on a
// 1366×768 laptop screen, logged in.
func consoleTab(t *testing.T, base string) context.Context {
	t.Helper()
	ref := browsertest.New(t, 1366, 768)
	loginTab(t, ref, base, "/referee", testRefereeCode, "Arbitru")
	return ref
}

// loginTab logs tab in on page (/entry, /referee) as operator with code.
func loginTab(t *testing.T, tab context.Context, base, page, code, operator string) {
	t.Helper()
	err := chromedp.Do(tab,
		chromedp.Navigate(base+page),
		chromedp.WaitVisible(chromedp.CSS("#code")),
		chromedp.SetValue(chromedp.CSS("#code"), strings.ToLower(code)),
		chromedp.SetValue(chromedp.CSS("#operator"), operator),
		chromedp.Click(chromedp.CSS("#login")),
		chromedp.WaitVisible(chromedp.CSS("body[data-ready]")),
	)
	if err == nil && (page == "/entry" || page == "/referee") {
		// Filled by its first read: a click before it lands where the
		// page is still moving.
		err = chromedp.Do(tab, chromedp.WaitVisible(chromedp.CSS("body[data-loaded]")))
	}
	if err != nil {
		t.Fatalf("log in as %s: %v", operator, err)
	}
}

// typeSlip types a slip on an entry page with the keyboard only: the
// round (left as the page proposes when empty), then the fields in
// order, Tab between them, Enter at the end.
func typeSlip(tab context.Context, round string, fields ...string) error {
	steps := []chromedp.Action[chromedp.Void]{}
	if round != "" { // typed, as an assistant does: the page hears it
		steps = append(steps, chromedp.Focus(chromedp.CSS("#round")), chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("round").select() === undefined`))
			return err
		}), chromedp.KeyEvent(round))
	}
	steps = append(steps, chromedp.Focus(chromedp.CSS("#table")), chromedp.KeyEvent(strings.Join(fields, "\t")), enter())
	return chromedp.Do(tab, steps...)
}

// enter presses Enter on the focused field as a keyboard does for a page
// that acts on the key going down. The protocol sends the key's character
// as an event of its own, after the page may have answered and moved the
// focus to a button (the question before replacing a slip), which the
// character would then press: it is left out.
func enter() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, k := range kb.Encode('\r') {
			if k.Type == kb.KeyChar {
				continue
			}
			if _, err := cdp.Call(ctx, t, input.DispatchKeyEvent, *k); err != nil {
				return err
			}
		}
		return nil
	})
}

// typeAtOnce has each laptop of tabs type, at the same time as the
// others, the slips of its tables (tables[i] for tabs[i]), each slip's
// fields from slip, waiting for each verdict before the next slip.
func typeAtOnce(t *testing.T, tabs []context.Context, tables [][]int, slip func(table int) []string) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, len(tabs))
	for i, tab := range tabs {
		wg.Go(func() {
			for _, table := range tables[i] {
				if errs[i] = typeSlip(tab, "", slip(table)...); errs[i] != nil {
					return
				}
				if _, errs[i] = chromedp.Run(tab, chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.getElementById("verdict").textContent.includes("masa %d:")`, table),
					chromedp.WithPollingTimeout(10*time.Second), chromedp.WithPollingInterval(20*time.Millisecond))); errs[i] != nil {
					return
				}
			}
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("laptop %d: %v", i+1, err)
		}
	}
}

// TestRoomInBrowser runs the room in a real browser: the projector at
// 1920×1080 and two entry laptops typing slips at once; the display and
// the results show them within a second, as they show what the referee
// types in a terminal. Screenshots of the display go to artefacts/.
func TestRoomInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	room := newLiveRoom(t, 8, false)
	base := room.url
	display := browsertest.New(t, 1920, 1080)
	if err := chromedp.Do(display, chromedp.Navigate(base+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, display, 2*time.Second, "the rack", `document.querySelectorAll("#tiles .letter").length === 7 && !document.getElementById("rack").hidden`)
	within(t, display, 4*time.Second, "the second letter's name", `document.querySelectorAll("#spelled li:not(.later)").length >= 2`)
	room.run(t, arbiter.StartTimer{At: time.Now()}) // in a terminal
	within(t, display, live, "the countdown started in a terminal", `/^[23]:[0-5][0-9]$/.test(document.getElementById("countdown").textContent) && document.getElementById("countdown").classList.contains("running")`)
	browsertest.Screenshot(t, display, "display-rack")

	laptops := []context.Context{browsertest.Isolated(t, display), browsertest.Isolated(t, display)}
	loginTab(t, laptops[0], base, "/entry", testCode, "Ana")
	loginTab(t, laptops[1], base, "/entry", testCode, "Ioan")
	// Tables 1–4 on the first laptop, 5–8 on the second, at the same time.
	typeAtOnce(t, laptops, [][]int{{1, 2, 3, 4}, {5, 6, 7, 8}}, func(table int) []string {
		if table == 8 {
			return []string{"8", "H8", "COLUMNA", "78"}
		}
		return []string{fmt.Sprint(table), "H8", "CALM", fmt.Sprint(20 + table)}
	})
	within(t, laptops[0], live, "no table missing on the first laptop", `document.getElementById("open").textContent === "niciunul"`)
	var verdict string
	verdict, _ = chromedp.Run(laptops[1], chromedp.Text(chromedp.CSS("#verdict")))
	if !strings.Contains(verdict, "masa 8: depunere validă, 78 puncte") {
		t.Errorf("verdict of table 8 on the second laptop: %q", verdict)
	}
	browsertest.Screenshot(t, laptops[1], "entry")
	st := room.state(t)
	slips := st.CurrentGame().Current().Slips
	if len(slips) != 8 {
		t.Fatalf("%d tables have slips, want 8", len(slips))
	}
	for table, h := range slips {
		if len(h) != 1 {
			t.Errorf("table %d: %d slips recorded, want 1", table, len(h))
		}
	}

	results := browsertest.Tab(t, display)
	if err := chromedp.Do(results, chromedp.Navigate(base+"/results")); err != nil {
		t.Fatal(err)
	}
	within(t, results, 2*time.Second, "the results", `document.querySelectorAll("#standings-rows tr").length === 8`)
	room.run(t, duplicate.ChooseTop{}) // in a terminal: H8 COLUMNA 78
	within(t, display, live, "the top on the display", `!document.getElementById("top").hidden && document.getElementById("top-word").textContent === "COLUMNA" && document.getElementById("best").textContent === "78"`)
	within(t, results, live, "the top in the results", `document.getElementById("round-rows").textContent.includes("COLUMNA")`)
	if n, _ := chromedp.Run(display, chromedp.Evaluate[int](`document.querySelectorAll("#board .sq.n").length`)); n != 7 {
		t.Errorf("%d squares highlighted as the new move, want 7 (COLUMNA)", n)
	}
	browsertest.Screenshot(t, display, "display-top")
	room.run(t, arbiter.CloseRound{})
	within(t, display, live, "the standings", `!document.getElementById("standings").hidden && document.querySelectorAll("#standings-rows tr").length === 8`)
	browsertest.Screenshot(t, display, "display-standings")
}
