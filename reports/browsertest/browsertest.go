// Package browsertest drives a real browser in tests: Debian's headless
// Chromium through chromedp, one browser per test binary started by the
// first test that needs it, each test in a browser context of its own (its
// own cookies, storage and cache, as a fresh browser has; no network
// beyond the pages the test opens), and checks on what it shows
// (screenshots saved as test artefacts, not blank). A package whose tests
// use it calls [Stop] from its TestMain after the tests.
package browsertest

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium is the browser the tests drive; .ci/run installs it if missing.
const Chromium = "/usr/bin/chromium"

// Timeout bounds a whole browser test: a page that never shows what the
// test waits for fails the test instead of hanging CI.
const Timeout = 2 * time.Minute

// shared is the browser of the test binary.
var shared struct {
	once   sync.Once
	root   context.Context // its first tab, open until Stop
	cancel context.CancelFunc
	dir    string // its profile directory
	err    error
	skip   bool // no Chromium installed
}

// errMissing is the absence of Chromium, the one reason to skip.
var errMissing = errors.New("no Chromium: apt-get install chromium (.ci/run does)")

// start starts the shared browser.
func start() {
	path := Chromium
	if _, err := os.Stat(path); err != nil {
		if path, err = exec.LookPath("chromium"); err != nil {
			shared.err, shared.skip = errMissing, true
			return
		}
	}
	dir, err := os.MkdirTemp("", "arbiter-chromium-")
	if err != nil {
		shared.err = err
		return
	}
	shared.dir = dir
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(dir),
		// Chromium's own files in the temporary directory (its singleton's
		// socket) go in the profile, removed with it.
		chromedp.Env("TMPDIR=" + dir),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("hide-scrollbars", true),
		// Every screen of a room is in front on its own computer: tabs in
		// the background keep their timers running at full pace.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		// The largest screen a test emulates: each page gets its own size
		// from [New].
		chromedp.WindowSize(1920, 1080),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	root, cancelRoot := chromedp.NewContext(alloc)
	shared.root = root
	shared.cancel = func() { cancelRoot(); cancelAlloc() }
	if err := chromedp.Do(root); err != nil {
		shared.err = err
	}
}

// Stop closes the test binary's browser, if a test started it, and
// removes its profile; TestMain calls it after the tests.
func Stop() {
	if shared.cancel != nil {
		shared.cancel()
	}
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
}

// New opens, in the test binary's browser (started on first use), a tab
// in a browser context of its own, showing a page of width × height
// pixels, and returns its context, closed with its browser context when
// the test ends. Without Chromium the test is skipped, saying how to
// install it.
func New(tb testing.TB, width, height int) context.Context {
	tb.Helper()
	shared.once.Do(start)
	if shared.skip {
		tb.Skip(shared.err)
	}
	if shared.err != nil {
		tb.Fatalf("start Chromium: %v", shared.err)
	}
	ctx, cancel := context.WithTimeout(shared.root, Timeout)
	tb.Cleanup(cancel)
	tab, cancelTab := chromedp.NewContext(ctx, chromedp.WithNewBrowserContext())
	tb.Cleanup(cancelTab)
	// The page gets exactly width × height, as on a projector in full screen.
	if err := chromedp.Do(tab, chromedp.EmulateViewport(int64(width), int64(height))); err != nil {
		tb.Fatalf("open a tab in Chromium: %v", err)
	}
	return tab
}

// Tab opens another tab in the browser of browser (a context from [New]).
func Tab(tb testing.TB, browser context.Context) context.Context {
	tb.Helper()
	tab, cancel := chromedp.NewContext(browser)
	tb.Cleanup(cancel)
	if err := chromedp.Do(tab); err != nil {
		tb.Fatalf("open a tab: %v", err)
	}
	return tab
}

// Isolated opens a tab of browser (a context from [New]) in a browser
// context of its own: its cookies and storage are not the other tabs', as
// with another computer.
func Isolated(tb testing.TB, browser context.Context) context.Context {
	tb.Helper()
	tab, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	tb.Cleanup(cancel)
	if err := chromedp.Do(tab); err != nil {
		tb.Fatalf("open an isolated tab: %v", err)
	}
	return tab
}

// ArtefactDir returns the directory test artefacts are saved in, created
// if needed: $ARBITER_ARTEFACTS when set, else artefacts/ beside the
// test's package (git ignores it).
func ArtefactDir(tb testing.TB) string {
	tb.Helper()
	dir := os.Getenv("ARBITER_ARTEFACTS")
	if dir == "" {
		dir = "artefacts"
	}
	dir, err := filepath.Abs(dir)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return dir
}

// Screenshot captures the tab's viewport as a PNG, saves it in the
// artefacts directory as name.png and returns it. A blank picture (one
// colour almost everywhere) fails the test.
func Screenshot(tb testing.TB, tab context.Context, name string) []byte {
	tb.Helper()
	buf, err := chromedp.Run(tab, chromedp.CaptureScreenshot())
	if err != nil {
		tb.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(ArtefactDir(tb), name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		tb.Fatal(err)
	}
	share, err := Coverage(buf)
	if err != nil {
		tb.Fatalf("screenshot %s: %v", name, err)
	}
	if share < MinCoverage {
		tb.Errorf("screenshot %s (%s) is blank: %.2f%% of its pixels differ from the background", name, path, 100*share)
	}
	return buf
}

// MinCoverage is the share of pixels that must differ from the background
// for a screenshot not to be blank.
const MinCoverage = 0.02

// Coverage returns the share of the pixels of a PNG that differ from its
// most common colour (the background).
func Coverage(pngData []byte) (float64, error) {
	img, err := png.Decode(bytes.NewReader(pngData))
	if err != nil {
		return 0, err
	}
	b := img.Bounds()
	counts := map[uint32]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			counts[rgb(img, x, y)]++
		}
	}
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	total := b.Dx() * b.Dy()
	if total == 0 {
		return 0, nil
	}
	return float64(total-most) / float64(total), nil
}

// rgb returns the colour at x, y as 8-bit RGB packed in an int.
func rgb(img image.Image, x, y int) uint32 {
	r, g, b, _ := img.At(x, y).RGBA()
	return r>>8<<16 | g>>8<<8 | b>>8
}
