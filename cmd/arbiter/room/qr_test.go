package room

import (
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	qrcode "github.com/skip2/go-qrcode"
)

// TestQRCodes checks the QR codes of the room's addresses: the SVG drawn
// has exactly the dark modules of the code of the address, which the index
// page and the display show beside it as text; an unknown page has none.
func TestQRCodes(t *testing.T) {
	tr := newTestRoom(t, false)
	guest := tr.guest()
	var d Display
	guest.getJSON("/api/display", &d)
	host := strings.TrimPrefix(tr.http.URL, "http://")
	if want := "http://" + reachableHost(host) + "/results"; d.Links.Results != want || d.Links.Entry != strings.TrimSuffix(want, "results")+"entry" {
		t.Fatalf("links %+v, want %s and /entry", d.Links, want)
	}
	for page, target := range map[string]string{"entry": d.Links.Entry, "results": d.Links.Results} {
		status, svg := guest.get("/qr/" + page)
		if status != http.StatusOK {
			t.Fatalf("GET /qr/%s: %d", page, status)
		}
		want, err := qrcode.New(target, qrcode.Medium)
		if err != nil {
			t.Fatal(err)
		}
		if got, bits := svgModules(t, svg), want.Bitmap(); !sameModules(got, bits) {
			t.Errorf("/qr/%s does not draw the QR code of %s", page, target)
		}
	}
	if status, _ := guest.get("/qr/referee"); status != http.StatusNotFound {
		t.Errorf("GET /qr/referee: %d, want 404", status)
	}
	if _, index := guest.get("/"); !strings.Contains(index, d.Links.Entry) || !strings.Contains(index, `src="/qr/results"`) {
		t.Errorf("the index page lacks the addresses and their codes:\n%s", index)
	}
}

// svgModules reads back the dark modules an SVG of qrSVG draws.
func svgModules(t *testing.T, svg string) map[[2]int]bool {
	t.Helper()
	dark := map[[2]int]bool{}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h1v1h-1z`).FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		dark[[2]int{x, y}] = true
	}
	if len(dark) == 0 {
		t.Fatalf("no module in %.200s", svg)
	}
	return dark
}

// sameModules reports whether dark holds exactly the dark modules of bits.
func sameModules(dark map[[2]int]bool, bits [][]bool) bool {
	n := 0
	for y, row := range bits {
		for x, b := range row {
			if b != dark[[2]int{x, y}] {
				return false
			}
			if b {
				n++
			}
		}
	}
	return n == len(dark)
}

// TestReachableHost: an address the laptops can reach is kept; localhost
// becomes the machine's address on the network, port kept, when it has one.
func TestReachableHost(t *testing.T) {
	for _, h := range []string{"192.168.1.7:8080", "sala.example:80", "10.0.0.2"} {
		if got := reachableHost(h); got != h {
			t.Errorf("reachableHost(%q) = %q, want it kept", h, got)
		}
	}
	for _, h := range []string{"localhost:8080", "127.0.0.1:8080", "[::1]:8080"} {
		got := reachableHost(h)
		if got == h {
			t.Logf("%s kept: no network address on this machine", h)
			continue
		}
		name, port, err := net.SplitHostPort(got)
		if ip := net.ParseIP(name); err != nil || port != "8080" || ip == nil || ip.IsLoopback() || ip.To4() == nil {
			t.Errorf("reachableHost(%q) = %q, want a network IPv4 address with port 8080", h, got)
		}
	}
}
