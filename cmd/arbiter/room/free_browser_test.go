package room

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/reports/browsertest"
)

// sendKindForm fills the fields of the form of action on tab, sends it
// once the server allows it, and returns the answer shown under it.
func sendKindForm(t *testing.T, tab context.Context, action string, fields map[string]string) string {
	t.Helper()
	within(t, tab, 2*time.Second, action+" offered", fmt.Sprintf(`document.getElementById(%q) && !document.getElementById(%q).disabled`, action, action))
	sent, err := chromedp.Run(tab, chromedp.Evaluate[int](fmt.Sprintf(`(kindAnswers[%q] || {}).n || 0`, action)))
	if err != nil {
		t.Fatal(err)
	}
	var steps []chromedp.Action[chromedp.Void]
	for name, v := range fields {
		steps = append(steps, chromedp.SetValue(chromedp.CSS("#"+action+"-"+name), v))
	}
	steps = append(steps, chromedp.Click(chromedp.CSS("#"+action)))
	if err := chromedp.Do(tab, steps...); err != nil {
		t.Fatalf("%s: %v", action, err)
	}
	within(t, tab, 2*time.Second, action+" answered", fmt.Sprintf(`((kindAnswers[%q] || {}).n || 0) > %d`, action, sent))
	answer, err := chromedp.Run(tab, chromedp.Evaluate[string](fmt.Sprintf(`kindAnswers[%q].text`, action)))
	if err != nil {
		t.Fatal(err)
	}
	return answer
}

// freeState returns the free-game event the room's service holds.
func freeState(t *testing.T, room *liveRoom) free.State {
	t.Helper()
	st := room.state(t)
	g := st.CurrentGame()
	fs, err := arbiter.StateOf[free.State](g, free.Kind)
	if err != nil {
		t.Fatal(err)
	}
	return *fs
}

// eventsNamed counts the events of the room's log stored as name.
func eventsNamed(t *testing.T, room *liveRoom, name string) int {
	t.Helper()
	ctx := context.Background()
	streams, err := room.db.Streams(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, stream := range streams {
		recs, err := room.db.Load(ctx, stream)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			if r.Type == name {
				n++
			}
		}
	}
	return n
}

// TestFreeGameInBrowser runs a free-game event of 9 players (a bye) for two
// rounds from the browser alone: the referee starts it and pairs it from
// the console, starts the round's clock, two assistants race on one board
// (recorded once), a different result is refused and kept, then corrected
// with a reason from the console; a late player enters, one withdraws,
// round 2 is paired, paired again, by hand, two players swapped, and played; the
// projector and a phone follow, the phone's player's line first in the
// crosstable. Screenshots of every page at its sizes go to artefacts/.
func TestFreeGameInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	room := newLiveRoomAfter(t, 9, false)
	base := room.url
	console := consoleTab(t, base)
	display := browsertest.New(t, 1920, 1080)
	if err := chromedp.Do(display, chromedp.Navigate(base+"/display")); err != nil {
		t.Fatal(err)
	}

	// The event starts from the console with its settings, its choices in the room's words.
	within(t, console, 2*time.Second, "round 1's systems in Romanian", `Array.from(document.getElementById("free_start-first").options).map((o) => o.textContent).join("|") ===
		"— (implicit)|tragere la sorți|sistem elvețian|fiecare cu fiecare"`)
	answer := sendKindForm(t, console, "free_start", map[string]string{"rounds": "2", "first": "lot"})
	if !strings.Contains(answer, "9 jucători, 2 tururi") {
		t.Errorf("start answered %q", answer)
	}
	within(t, console, live, "the console screened", `document.body.classList.contains("screened") && document.getElementById("round-column").offsetParent === null`)
	if msg, _ := chromedp.Run(console, chromedp.Evaluate[string](`document.getElementById("free_result").closest(".kind-action").textContent`)); !strings.Contains(msg, "nicio rundă") && !strings.Contains(msg, "împerecheat") {
		t.Logf("the result form before round 1 says: %q", msg)
	}
	if disabled, _ := chromedp.Run(console, chromedp.Evaluate[bool](`document.getElementById("free_result").disabled && document.getElementById("free_pair_again").disabled`)); !disabled {
		t.Error("a result and a second pairing are offered before round 1 is paired")
	}
	within(t, display, live, "the field on the projector", `!document.getElementById("screen").hidden && document.getElementById("screen-sections").textContent.includes("9 jucători")`)

	answer = sendKindForm(t, console, "free_pair", nil)
	if !strings.Contains(answer, "turul 1 împerecheat (lot): 5 mese") {
		t.Errorf("pairing answered %q", answer)
	}
	st := freeState(t, room)
	r1 := st.Rounds[0]
	within(t, display, live, "the pairings on the projector", `document.querySelectorAll("#screen-sections .kind-pairings tbody tr").length === 4 && document.querySelector("#screen-sections .kind-bye")`)
	browsertest.Screenshot(t, display, "free-display-pairings-9")

	sendKindForm(t, console, "free_clock_start", nil)
	within(t, display, live, "the round's clock", `/^(50:00|49:[0-5][0-9])$/.test(document.getElementById("screen-countdown").textContent) && !document.getElementById("screen-clock").hidden`)
	browsertest.Screenshot(t, display, "free-display-clock")

	// Two assistants type board 1's result at the same time.
	laptops := []context.Context{browsertest.Isolated(t, display), browsertest.Isolated(t, display)}
	for i, name := range []string{"Ana", "Ioan"} {
		if err := chromedp.Do(laptops[i], chromedp.EmulateViewport(1366, 768)); err != nil {
			t.Fatal(err)
		}
		loginTab(t, laptops[i], base, "/entry", testCode, name)
		within(t, laptops[i], 2*time.Second, "the result form", `document.getElementById("free_result") && !document.getElementById("free_result").disabled`)
	}
	b1 := r1.Boards[0]
	var wg sync.WaitGroup
	answers := make([]string, 2)
	for i := range laptops {
		wg.Go(func() {
			answers[i] = sendKindForm(t, laptops[i], "free_result", map[string]string{"board": "1", "score_a": "412", "score_b": "385"})
		})
	}
	wg.Wait()
	if n := eventsNamed(t, room, "free_result_recorded"); n != 1 {
		t.Errorf("board 1 typed on two laptops at once: %d results recorded, want 1 (answers %q)", n, answers)
	}
	if !slicesHave(answers, "masa 1: 412–385 înregistrat") || !slicesHave(answers, "același rezultat este deja înregistrat") {
		t.Errorf("the two laptops were answered %q: want one recorded, the other told nothing changed", answers)
	}
	within(t, laptops[0], live, "board 1 no longer playing on the entry page", `document.querySelector(".kind-playing tbody") && ![...document.querySelectorAll(".kind-playing tbody tr")].some((tr) => tr.cells[0].textContent === "1")`)
	browsertest.Screenshot(t, laptops[0], "free-entry")

	// A different result for board 1 is refused, the recorded one shown; Back keeps it.
	if err := chromedp.Do(laptops[0], chromedp.SetValue(chromedp.CSS("#free_result-board"), "1"), chromedp.SetValue(chromedp.CSS("#free_result-score_a"), "402"),
		chromedp.SetValue(chromedp.CSS("#free_result-score_b"), "385"), chromedp.Click(chromedp.CSS("#free_result"))); err != nil {
		t.Fatal(err)
	}
	recorded := fmt.Sprintf("%d (%s) 412 – %d (%s) 385", b1.Start, playerName(st, b1.Start), b1.Reply, playerName(st, b1.Reply))
	within(t, laptops[0], 2*time.Second, "the question over a correction", fmt.Sprintf(`!document.getElementById("ask").hidden && document.getElementById("ask-text").textContent.includes(%q) && document.activeElement.id === "ask-no"`, recorded))
	browsertest.Screenshot(t, laptops[0], "free-entry-correction-asked")
	if err := chromedp.Do(laptops[0], chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	within(t, laptops[0], live, "the question gone, the result kept", `document.getElementById("ask").hidden`)
	if got := freeState(t, room).Rounds[0].Boards[0]; got.StartScore != 412 || got.ReplyScore != 385 {
		t.Errorf("board 1 after Back: %d–%d, want 412–385 kept", got.StartScore, got.ReplyScore)
	}

	// The referee corrects it, with a reason.
	answer = sendKindForm(t, console, "free_result", map[string]string{"board": "1", "score_a": "402", "score_b": "385", "reason": "foaia adunată greșit"})
	if !strings.Contains(answer, "corectat în 402–385 (foaia adunată greșit)") {
		t.Errorf("correction answered %q", answer)
	}
	// The other boards from the scoresheets, on the second laptop.
	for _, b := range r1.Boards[1:] {
		if b.Bye() {
			continue
		}
		sendKindForm(t, laptops[1], "free_result", map[string]string{"a": fmt.Sprint(b.Start), "score_a": "300", "b": fmt.Sprint(b.Reply), "score_b": fmt.Sprint(310 + b.Board.Board)})
	}
	within(t, display, live, "the standings after round 1", `document.querySelector("#screen-sections .kind-standings") && document.querySelectorAll("#screen-sections .kind-standings tbody tr").length === 9`)
	browsertest.Screenshot(t, display, "free-display-standings")

	phone := browsertest.New(t, 390, 844)
	if err := chromedp.Do(phone, chromedp.Navigate(fmt.Sprintf("%s/results#t%d", base, b1.Reply))); err != nil {
		t.Fatal(err)
	}
	within(t, phone, 2*time.Second, "the phone's player first", fmt.Sprintf(`document.querySelector("#screen-sections .kind-pairings tbody tr.mine") && document.querySelector("#screen-sections .kind-pairings tbody tr").dataset.players.split(" ").includes("%d")`, b1.Reply))
	browsertest.Screenshot(t, phone, "free-phone")

	// Between rounds: a late player, a withdrawal; round 2 paired, then again.
	room.run(t, arbiter.RegisterPlayer{Table: 10, Name: "DUMITRU Ana"})
	if _, err := room.server.Refresh(context.Background()); err != nil { // as the pages' next poll does
		t.Fatal(err)
	}
	if answer = sendKindForm(t, console, "free_enter", map[string]string{"player": "10"}); !strings.Contains(answer, "jucătorul 10 (DUMITRU Ana) a intrat, împerecheat din turul 2") {
		t.Errorf("late entry answered %q", answer)
	}
	if answer = sendKindForm(t, console, "free_withdraw", map[string]string{"player": "9", "reason": "bolnav"}); !strings.Contains(answer, "jucătorul 9 retras din turul 2") {
		t.Errorf("withdrawal answered %q", answer)
	}
	sendKindForm(t, console, "free_pair", nil)
	within(t, display, live, "round 2's pairings", `document.getElementById("screen-sections").textContent.includes("Turul 2: perechile")`)
	if answer = sendKindForm(t, console, "free_pair_again", map[string]string{"reason": "o masă stricată"}); !strings.Contains(answer, "turul 2 împerecheat din nou") {
		t.Errorf("pairing again answered %q", answer)
	}
	st = freeState(t, room)
	if r2 := st.Rounds[1]; len(r2.Boards) != 5 || r2.Find(9) >= 0 || r2.Find(10) < 0 {
		t.Errorf("round 2 paired %d boards, 9 at %d, 10 at %d: want 5 boards, 9 out and 10 in", len(r2.Boards), r2.Find(9), r2.Find(10))
	}
	// Round 2 by hand: the same boards, each replier starting, the bye kept.
	var pairs []string
	for _, b := range st.Rounds[1].Boards {
		if b.Bye() {
			pairs = append(pairs, fmt.Sprintf("%d -", b.Start))
		} else {
			pairs = append(pairs, fmt.Sprintf("%d %d", b.Reply, b.Start))
		}
	}
	if answer = sendKindForm(t, console, "free_set_pairing", map[string]string{"pairs": "1 x", "reason": "începe cine a răspuns"}); answer != `perechea „1 x” nu se citește: scrieți pentru fiecare masă cine începe și cine răspunde, „4 1, 3 2, 5 -”` {
		t.Errorf("a pair typed wrong answered %q", answer)
	}
	if answer = sendKindForm(t, console, "free_set_pairing", map[string]string{"pairs": strings.Join(pairs, ", "), "reason": "începe cine a răspuns"}); !strings.Contains(answer, "turul 2 împerecheat din nou") {
		t.Errorf("round 2 by hand answered %q", answer)
	}
	for i, b := range freeState(t, room).Rounds[1].Boards {
		if was := st.Rounds[1].Boards[i]; !was.Bye() && (b.Start != was.Reply || b.Reply != was.Start) || was.Bye() && (b.Start != was.Start || !b.Bye()) {
			t.Errorf("board %d by hand: %d–%d, want %d–%d", i+1, b.Start, b.Reply, was.Reply, was.Start)
		}
	}
	st = freeState(t, room)
	if !pageHas(t, console, "free_pair", "disabled") {
		t.Error("round 3 offered to pair in an event of 2 rounds")
	}
	b21, b22 := st.Rounds[1].Boards[0], st.Rounds[1].Boards[1]
	if answer = sendKindForm(t, console, "free_swap", map[string]string{"a": fmt.Sprint(b21.Start), "b": fmt.Sprint(b22.Start), "reason": "vedere slabă"}); answer != fmt.Sprintf("turul 2: jucătorii %d și %d schimbați (vedere slabă)", b21.Start, b22.Start) {
		t.Errorf("the swap answered %q", answer)
	}
	st = freeState(t, room)
	if got := st.Rounds[1].Boards; got[0].Start != b22.Start || got[1].Start != b21.Start {
		t.Errorf("after the swap, boards 1 and 2 start with %d and %d, want %d and %d", got[0].Start, got[1].Start, b22.Start, b21.Start)
	}
	browsertest.Screenshot(t, console, "free-console")
	if _, err := room.terminal.Refresh(context.Background()); err != nil { // the terminal reads what the room recorded
		t.Fatal(err)
	}
	for _, b := range st.Rounds[1].Boards {
		if b.Bye() {
			continue
		}
		room.run(t, free.Act{Command: free.RecordResult{Round: 2, A: b.Start, ScoreA: 350, B: b.Reply, ScoreB: 340}})
	}
	within(t, display, live, "the standings after round 2", `document.getElementById("screen-sections").textContent.includes("Clasamentul după turul 2")`)
	within(t, phone, live, "the phone's player's line first in the crosstable after round 2", fmt.Sprintf(`(() => {
		const first = document.querySelector("#screen-sections .kind-crosstable tbody tr");
		return first && first.className === "mine" && first.dataset.players === "%d" && first.cells.length === 6 &&
			document.querySelector("#screen-sections .kind-crosstable").textContent.includes("350–340") &&
			document.querySelector("#screen-sections .kind-crosstable h2").textContent === "Tabelul încrucișat după turul 2";
	})()`, b1.Reply))
	if err := chromedp.Do(phone, chromedp.ScrollIntoView(chromedp.CSS("#screen-sections .kind-crosstable"))); err != nil {
		t.Fatal(err)
	}
	browsertest.Screenshot(t, phone, "free-phone-crosstable")
	// The button far down a console the polls keep filling: pressed from
	// the keyboard, which a moving page cannot make miss.
	if err := chromedp.Do(console, chromedp.SetValue(chromedp.CSS("#end-reason"), "două tururi jucate"), chromedp.Focus(chromedp.CSS("#end-game")), chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	within(t, console, live, "the event ended", `document.getElementById("result").textContent.includes("partida liberă s-a încheiat")`)
	if n := eventsNamed(t, room, "free_ended"); n != 1 {
		t.Errorf("%d free_ended events, want 1", n)
	}
}

// pageHas reports whether the element id of tab has the attribute attr.
func pageHas(t *testing.T, tab context.Context, id, attr string) bool {
	t.Helper()
	ok, err := chromedp.Run(tab, chromedp.Evaluate[bool](fmt.Sprintf(`document.getElementById(%q).hasAttribute(%q)`, id, attr)))
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// playerName returns the name of player n of st.
func playerName(st free.State, n int) string {
	p, _ := st.Player(n)
	return p.Name
}

// slicesHave reports whether one of ss holds sub.
func slicesHave(ss []string, sub string) bool {
	for _, s := range ss {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// TestFreePairingsOnProjector shows the pairings of 24 and 60 players on
// the projector at 1920×1080 and 1024×768: large, and a field longer than
// the screen scrolls by itself.
func TestFreePairingsOnProjector(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	for _, n := range []int{24, 60} {
		room := newLiveRoomAfter(t, n, false, free.Act{Command: free.Start{}}, free.Act{Command: free.PairRound{Seed: 3}})
		for _, size := range [][2]int{{1920, 1080}, {1024, 768}} {
			tab := browsertest.New(t, size[0], size[1])
			if err := chromedp.Do(tab, chromedp.Navigate(room.url+"/display")); err != nil {
				t.Fatal(err)
			}
			within(t, tab, 2*time.Second, fmt.Sprintf("%d players' pairings", n), fmt.Sprintf(`document.querySelectorAll("#screen-sections .kind-pairings tbody tr").length === %d`, n/2))
			type box struct{ Font, Scroll, Client float64 }
			raw, err := chromedp.Run(tab, chromedp.Evaluate[string](`JSON.stringify({Font: parseFloat(getComputedStyle(document.querySelector("#screen-sections td")).fontSize),
				Scroll: document.getElementById("screen-scroller").scrollHeight, Client: document.getElementById("screen-scroller").clientHeight})`))
			if err != nil {
				t.Fatal(err)
			}
			var b box
			if err := json.Unmarshal([]byte(raw), &b); err != nil {
				t.Fatal(err)
			}
			// From the back of a room: at least 3.3% of the screen's height a line.
			if b.Font < 0.025*float64(size[1]) {
				t.Errorf("%d players at %dx%d: cells in %.0f px type, too small for the back of the room", n, size[0], size[1], b.Font)
			}
			if b.Scroll > b.Client {
				within(t, tab, 10*time.Second, "the pairings scrolling by themselves", `document.getElementById("screen-scroller").scrollTop > 0`)
			}
			browsertest.Screenshot(t, tab, fmt.Sprintf("free-display-pairings-%d-%dx%d", n, size[0], size[1]))
		}
	}
}
