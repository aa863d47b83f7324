package reports_test

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// TestMain runs the tests, then stops the Chromium they started, if any.
func TestMain(m *testing.M) {
	code := m.Run()
	browsertest.Stop()
	os.Exit(code)
}

// TestWriteSite_Browser opens every page of the results site from a folder
// in headless Chromium, as a club's visitor would from a USB stick: no page
// logs an error or fails to load anything, every link of every page leads
// to a file of the site, and no page is blank (screenshots saved in
// artefacts/).
func TestWriteSite_Browser(t *testing.T) {
	g, s := siteFixture(t, "ro")
	dir := t.TempDir()
	pages := writeSite(t, g, s)
	for p, page := range pages {
		path := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, page, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tab := browsertest.New(t, 1100, 1000)
	var mu sync.Mutex
	var problems []string
	err := chromedp.Listen(tab, func(ev any) {
		var p string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			p = "exception: " + ev.ExceptionDetails.Text
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
				p = fmt.Sprintf("console %s", ev.Type)
			}
		case *log.EventEntryAdded:
			if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
				p = "log: " + ev.Entry.Text + " " + ev.Entry.URL
			}
		case *network.EventLoadingFailed:
			p = "loading failed: " + ev.ErrorText
		}
		if p != "" {
			mu.Lock()
			problems = append(problems, p)
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for p := range pages {
		u := (&url.URL{Scheme: "file", Path: filepath.Join(dir, filepath.FromSlash(p))}).String()
		if err := chromedp.Do(tab, chromedp.Navigate(u), chromedp.WaitReady("body")); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		links, err := chromedp.Run(tab, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("a[href]"), a => a.href)`))
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, l := range links {
			target, err := url.Parse(l)
			if err != nil || target.Scheme != "file" || !strings.HasPrefix(target.Path, dir+"/") {
				t.Errorf("%s links outside the site: %s", p, l)
				continue
			}
			if _, err := os.Stat(target.Path); err != nil {
				t.Errorf("%s links to a missing page: %s", p, l)
			}
		}
		browsertest.Screenshot(t, tab, "site-"+strings.ReplaceAll(strings.TrimSuffix(p, ".html"), "/", "-"))
		mu.Lock()
		for _, pr := range problems {
			t.Errorf("%s: %s", p, pr)
		}
		problems = nil
		mu.Unlock()
	}
}
