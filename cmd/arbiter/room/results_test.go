package room

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/slipinput"
	"arbiter/reports/browsertest"
)

// noSideways is the check, run in the page, that nothing is wider than
// the window: it returns the page's width and the widest element's, or "".
const noSideways = `(() => {
  const W = innerWidth;
  if (document.documentElement.scrollWidth <= W) return "";
  const wide = [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > W + 1)
    .map((e) => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right));
  return "the page is " + document.documentElement.scrollWidth + " px wide: " + wide.slice(0, 5).join(", ");
})()`

// TestResultsOnPhone opens the results on a phone (390×844): Romanian
// headings, the standings of 40 players with long names, the round's top,
// and a player's card with their slip and its verdict as the sheets say
// it (RULES §5), none of it wider than the phone; printed, the standings
// and the bulletin of the rounds without the page's hints.
func TestResultsOnPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	t.Parallel()
	tr := newTestRoom(t, false, append(playedRound(t, 40, 12), arbiter.RoundClosed{Round: 1})...)
	tab := browsertest.New(t, phone.w, phone.h)
	if err := chromedp.Do(tab, chromedp.Navigate(tr.http.URL+"/results")); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "the standings", `document.querySelectorAll("#standings-rows tr").length === 40 && document.getElementById("round-rows").textContent.includes("H8 COLUMNA")`)
	headings, err := chromedp.Run(tab, chromedp.Evaluate[string](`[...document.querySelectorAll("h2, th")].map((e) => e.textContent).join("|")`))
	if err != nil || !strings.HasPrefix(headings, "Fișa jucătorului ×|Clasament|Loc|Masa|Nume|Total|Dif.|Clasamentul turneului|") || !strings.Contains(headings, "|Topuri|Runda|Top|Puncte|") {
		t.Errorf("headings %q, want Romanian ones", headings)
	}
	checkFits := func(what string) {
		t.Helper()
		if bad, err := chromedp.Run(tab, chromedp.Evaluate[string](noSideways)); err != nil || bad != "" {
			t.Errorf("%s at 390 px: %s %v", what, bad, err)
		}
	}
	checkFits("the standings")
	browsertest.Screenshot(t, tab, "results-390x844")
	if err := chromedp.Do(tab, chromedp.Click(chromedp.CSS(`a[href="#t13"]`))); err != nil {
		t.Fatal(err)
	}
	within(t, tab, 2*time.Second, "the card of table 13", `!document.getElementById("card").hidden && document.getElementById("card-player").textContent.startsWith("POPESCU-IONESCU013")`)
	card, err := chromedp.Run(tab, chromedp.Evaluate[string](`document.getElementById("card-rounds").innerText`))
	if want := "Runda 1\nH5 CALM\nDeclarat 14\nPuncte 14\ndepunere validă\nTop: H8 COLUMNA 78"; err != nil || card != want {
		t.Errorf("card of table 13:\n%s\nwant\n%s", card, want)
	}
	checkFits("a player's card")
	browsertest.Screenshot(t, tab, "results-card-390x844")

	if _, err := chromedp.Call(tab, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	hidden, err := chromedp.Run(tab, chromedp.Evaluate[string](`[".hint", ".close"].map((s) => getComputedStyle(document.querySelector(s)).display).join() + " " + getComputedStyle(document.querySelector(".bulletin")).breakBefore`))
	if err != nil || hidden != "none,none page" {
		t.Errorf("printed: hints and close %q, want none,none and the bulletin on a page of its own", hidden)
	}
	pdf, err := chromedp.Call(tab, page.PrintToPDF, page.PrintToPDFParams{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(browsertest.ArtefactDir(t), "results-print.pdf")
	if err := os.WriteFile(path, pdf.Data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("printed results: %s", path)
}

// TestResultsPageInItalian: the results' headings are in the tournament's
// language, Italian here.
func TestResultsPageInItalian(t *testing.T) {
	tr := newTestRoom(t, false, arbiter.TournamentCreated{Name: "Coppa", RuleSet: "it"}, arbiter.PlayerRegistered{Table: 1, Name: "ROSSI Mario"})
	_, body := tr.guest().get("/results")
	for _, want := range []string{"<h2 id=\"standings-label\">Classifica</h2>", "<th>Nome</th>", "<h2>Top</h2>", "Tocca un nome per la scheda del giocatore"} {
		if !strings.Contains(body, want) {
			t.Errorf("the Italian results page lacks %q", want)
		}
	}
}

// TestResultsFollowEachVersion: the results every phone asks for are
// built once for a version of the log, and built again once it changes.
func TestResultsFollowEachVersion(t *testing.T) {
	tr := newTestRoom(t, false)
	phone := tr.guest()
	var before, again, after Results
	phone.getJSON("/api/results", &before)
	phone.getJSON("/api/results", &again)
	if before.Version != again.Version || len(before.Standings) != 3 || before.Standings[0].Total != 0 {
		t.Fatalf("results before any slip: %+v then %+v", before, again)
	}
	if st := tr.operator("Ana").post("/api/slips", SlipForm{Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "78"}}, nil); st != http.StatusOK {
		t.Fatalf("slip: status %d", st)
	}
	phone.getJSON("/api/results", &after)
	if after.Version == before.Version || after.Standings[0].Table != 2 || after.Standings[0].Total < 78 {
		t.Errorf("results after table 2's slip: version %s (before %s), standings %+v", after.Version, before.Version, after.Standings)
	}
}

// TestResultsCard_Anticipation: in an Anticipation game a player's card
// on the phone shows each round of the sheet as adjudicated (RULES
// §8.2–§8.5): the moves written, what the round counts and why. It showed
// every round "0, not handed in", while `arbiter report card` was right.
func TestResultsCard_Anticipation(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	ana := tr.operator("Ana")
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: "AL", Score: "4", Position2: "8G", Word2: "BAR", Score2: "11", Total: "15"}}, nil)
	tr.run(arbiter.CloseRound{}, anticipation.DrawGroup{Group: 3})
	ana.post("/api/slips", SlipForm{Form: slipinput.Form{Table: "1", Position: "G5", Word: "ARAB", Score: "13"}}, nil)
	var r Results
	tr.guest().getJSON("/api/results?table=1", &r)
	if r.Card == nil || len(r.Card.Rounds) != 2 {
		t.Fatalf("the card of table 1: %+v, want its two rounds", r.Card)
	}
	if l := r.Card.Rounds[0]; l.Round != 1 || l.Word != "H8 AL; 8G BAR" || l.Score != 15 || l.Refused || l.Verdict != "H8 AL (validă); 8G BAR (validă)" {
		t.Errorf("round 1 of the card: %+v", l)
	}
	if l := r.Card.Rounds[1]; l.Round != 2 || l.Word != "G5 ARAB" || l.Score != 13 || l.Verdict == "" {
		t.Errorf("round 2 of the card: %+v", l)
	}
	if r.Card.Player.Total != 28 {
		t.Errorf("the card's total %d, want 28", r.Card.Player.Total)
	}
}
