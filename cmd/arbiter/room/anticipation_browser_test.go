package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/reports/browsertest"
)

// TestDisplayAnticipationInBrowser shows round 1 of an Avocalica game on
// the projector, 1920×1080 and 1024×768 (RULES §8.2, §8.8): the group's
// number, group 1's consonant L and group 7's consonants DGMRR as tiles,
// their names, and the round's 8 minutes counting down; nothing of it
// outside the window.
func TestDisplayAnticipationInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	tr := anticipationRoom(t, anticipation.Avocalica)
	tr.run(arbiter.DrawGroup{Group: 7}, arbiter.StartTimer{At: tr.clock.now()})
	tab := browsertest.New(t, 1920, 1080)
	ready := `document.getElementById("group").textContent === "Grupa 1 + 7" && !document.getElementById("rack").hidden &&
		[...document.querySelectorAll("#tiles .tile")].map((t) => t.textContent).join("") === "L|DGMRR" &&
		document.querySelectorAll("#spelled li:not(.later)").length === 6 && /^[78]:[0-5][0-9]$/.test(document.getElementById("countdown").textContent)`
	onEverySize(t, tab, tr.http.URL+"/display", ready, "display-avocalica", projectors[0], projectors[3])
	names, err := chromedp.Run(tab, chromedp.Evaluate[string](`[...document.querySelectorAll("#spelled li")].map((l) => l.textContent).join(", ")`))
	if err != nil || names != "Lazăr, Dumitru, Gheorghe, Maria, Radu, Radu" {
		t.Errorf("the names read out: %q (%v)", names, err)
	}
}
