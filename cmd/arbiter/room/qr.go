package room

import (
	"fmt"
	"net"
	"net/http"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// Links are the room's addresses that the index page and the display
// between rounds show, as text and as QR codes: the slip entry for the
// assistants' laptops and the results for the players' phones.
type Links struct {
	Entry   string `json:"entry"`
	Results string `json:"results"`
	// LocalOnly, set when the server listens on this computer only, says
	// that nothing else reaches these addresses and how to serve the
	// room's network, in the room's language.
	LocalOnly string `json:"local_only,omitempty"`
}

// linksFor returns the room's addresses as reached by r: its host, or,
// when r came from this machine (localhost), the machine's first address
// on the local network, which the laptops and phones can reach once the
// server listens there.
func (s *Server) linksFor(r *http.Request) Links {
	base := "http://" + reachableHost(r.Host)
	l := Links{Entry: base + "/entry", Results: base + "/results"}
	if host, port, err := net.SplitHostPort(s.cfg.Addr); err == nil {
		if ip := net.ParseIP(host); host == "localhost" || ip != nil && ip.IsLoopback() {
			l.LocalOnly = fmt.Sprintf(s.labels().Ask.LocalOnly, s.cfg.Addr, port)
		}
	}
	return l
}

// reachableHost returns host, with a loopback name or address replaced by
// the machine's first non-loopback IPv4 address (the port kept).
func reachableHost(host string) string {
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		name, port = host, ""
	}
	if ip := net.ParseIP(name); name != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return host
	}
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return host
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil && !n.IP.IsLinkLocalUnicast() {
			if port == "" {
				return n.IP.String()
			}
			return net.JoinHostPort(n.IP.String(), port)
		}
	}
	return host
}

// qr answers GET /qr/{page}: the QR code of the room's address of page
// (entry or results) as an SVG drawn with one square per dark module.
func (s *Server) qr(w http.ResponseWriter, r *http.Request) {
	links := s.linksFor(r)
	var target string
	switch r.PathValue("page") {
	case "entry":
		target = links.Entry
	case "results":
		target = links.Results
	default:
		http.NotFound(w, r)
		return
	}
	svg, err := qrSVG(target)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte(svg))
}

// qrSVG returns the QR code of text (medium error correction, with its
// quiet zone) as an SVG of one unit per module.
func qrSVG(text string) (string, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return "", fmt.Errorf("QR code of %q: %w", text, err)
	}
	bits := q.Bitmap()
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, len(bits), len(bits))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, len(bits), len(bits))
	for y, row := range bits {
		for x, dark := range row {
			if dark {
				fmt.Fprintf(&b, "M%d %dh1v1h-1z", x, y)
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String(), nil
}
