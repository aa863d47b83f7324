package room

import (
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/reports/browsertest"
)

// TestRoomWordsInBrowser checks the small words of the room at 1920×1080
// and 1366×768: page titles in Romanian and a favicon; one joker left in
// the bag said in the singular; the offline badge clear of the display's
// sound buttons; the clock's thinking time as the room's clocks write it
// ("3:00", not "3m0s"); after a rejected rack the standings named by the
// round they count (1), not the round whose rack was rejected (2).
func TestRoomWordsInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoomAfter(t, 4, false, duplicate.StartGame{Seed: 7}, duplicate.DrawRack{Letters: "ACLMNO?"})
	display := browsertest.New(t, 1920, 1080)
	if err := chromedp.Do(display, chromedp.Navigate(room.url+"/display")); err != nil {
		t.Fatal(err)
	}
	within(t, display, live, "one joker, in the singular", `/· 1 joker$/.test(document.getElementById("bag").textContent) && document.title === "Sala de joc · Afișajul"`)
	if ok, err := chromedp.Run(display, chromedp.Evaluate[bool](`fetch(document.querySelector('link[rel="icon"]').href).then((r) => r.ok && r.headers.get("content-type").startsWith("image/svg"))`, chromedp.EvalAwaitPromise)); err != nil || !ok {
		t.Errorf("the favicon: %v %v", ok, err)
	}
	within(t, display, live, "the offline badge clear of the sound buttons", `(() => { offline(true);
		const b = document.getElementById("offline").getBoundingClientRect();
		return ["sound", "voice"].every((id) => { const r = document.getElementById(id).getBoundingClientRect(); return b.bottom <= r.top || b.top >= r.bottom || b.right <= r.left || b.left >= r.right; }); })()`)
	browsertest.Screenshot(t, display, "display-offline")

	ref := browsertest.Isolated(t, display)
	if err := chromedp.Do(ref, chromedp.EmulateViewport(1366, 768)); err != nil {
		t.Fatal(err)
	}
	loginTab(t, ref, room.url, "/referee", testRefereeCode, "Arbitru")
	if title, _ := chromedp.Run(ref, chromedp.Evaluate[string](`document.title`)); title != "Sala de joc · Arbitrul" {
		t.Errorf("the console's title: %q", title)
	}
	within(t, ref, live, "the clock ready", `!document.querySelector('[data-timer="start"]').disabled`)
	clickOn(t, ref, `[data-timer="start"]`)
	within(t, ref, live, "the thinking time as a clock", `/^runda 1: Start! la \d\d:\d\d:\d\d, 3:00 de gândire$/.test(document.getElementById("result").textContent)`)

	room.run(t, duplicate.ChooseTop{})
	room.run(t, arbiter.CloseRound{})
	room.run(t, duplicate.DrawRack{})
	room.run(t, duplicate.RejectRack{Reason: "sac neamestecat"})
	if err := chromedp.Do(display, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	within(t, display, 2*live, "the standings of round 1 after round 2's rack rejected", `!document.getElementById("standings").hidden &&
		document.getElementById("standings-label").textContent === "Clasament · Runda 1"`)
}
