package room

import (
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// TestAddressesInBrowser opens the index page and the display of a room
// served on 127.0.0.1:8080, as `arbiter serve` does by default: beside
// the addresses and QR codes they show, both say that no laptop or phone
// reaches them and how to serve the room's network. Served on 0.0.0.0,
// neither says it.
func TestAddressesInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	serve := func(addr string) string {
		srv, err := New(Config{Referee: room.server, Code: testCode, RefereeCode: testRefereeCode, Addr: addr})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(srv.Handler())
		t.Cleanup(hs.Close)
		return hs.URL
	}
	local, everywhere := serve("127.0.0.1:8080"), serve("0.0.0.0:8080")
	const said = "Serverul ascultă doar pe acest calculator (127.0.0.1:8080): niciun laptop sau telefon din sală nu ajunge la aceste adrese. Reporniți-l cu arbiter serve --addr 0.0.0.0:8080"
	tab := browsertest.New(t, 1366, 768)
	if err := chromedp.Do(tab, chromedp.Navigate(local+"/")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, live, "the index page's warning", `document.getElementById("local-only")?.textContent === "`+said+`"`)
	browsertest.Screenshot(t, tab, "index-local-only")
	room.run(t, duplicate.ChooseTop{}) // the display shows the addresses between rounds
	room.run(t, arbiter.CloseRound{})
	display := browsertest.Isolated(t, tab)
	if err := chromedp.Do(display, chromedp.EmulateViewport(1920, 1080), chromedp.Navigate(local+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, display, 2*live, "the display's warning beside the QR codes", `!document.getElementById("links").hidden && document.getElementById("local-only").textContent === "`+said+`"`)
	browsertest.Screenshot(t, display, "display-local-only")
	if err := chromedp.Do(tab, chromedp.Navigate(everywhere+"/")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, live, "no warning when served on the network", `document.body.dataset.page === "index" && document.getElementById("local-only") === null`)
}
