package reports_test

import (
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/reports"
	"arbiter/scoring"
)

// siteFixture is the results site of the fixture game: its ranking split by
// category, its rounds and two cards.
func siteFixture(tb testing.TB, name string) (game, reports.Site) {
	g := newGame(tb, name)
	return g, reports.Site{Header: g.header, Ranking: reports.DuplicateRanking{Rows: g.standings}, By: "category",
		Split: reports.SplitRanking{By: "category", Sections: g.categories},
		Games: []reports.SiteGame{{Number: 1, Rounds: g.rounds, Cards: []reports.PlayerCard{g.card, g.refusedCard}}}}
}

// writeSite renders s into a map from path to page.
func writeSite(tb testing.TB, g game, s reports.Site) map[string][]byte {
	tb.Helper()
	pages := map[string][]byte{}
	err := reports.WriteSite(g.rs, s, func(p string, page []byte) error {
		if _, dup := pages[p]; dup {
			tb.Errorf("page %s written twice", p)
		}
		pages[p] = page
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return pages
}

var (
	hrefRE     = regexp.MustCompile(`(?:href|src)="([^"]*)"`)
	externalRE = regexp.MustCompile(`(?i)(?:https?:)?//|<script|<link|<img|@import|url\(`)
)

// TestWriteSite checks the results site: the pages written (golden files),
// every link leading to a page of the site, nothing loaded from elsewhere,
// and what each kind of page shows.
func TestWriteSite(t *testing.T) {
	g, s := siteFixture(t, "ro")
	pages := writeSite(t, g, s)
	var names []string
	for p := range pages {
		names = append(names, p)
	}
	slices.Sort(names)
	want := []string{"game1/round1.html", "game1/round2.html", "game1/round3.html", "game1/round4.html",
		"game1/table12.html", "game1/table7.html", "index.html", "ranking.html"}
	if !slices.Equal(names, want) {
		t.Fatalf("pages = %v, want %v", names, want)
	}
	for _, p := range names {
		page := string(pages[p])
		golden(t, "site/"+strings.ReplaceAll(p, "/", "-")+".golden", pages[p])
		for _, m := range hrefRE.FindAllStringSubmatch(page, -1) {
			target := path.Join(path.Dir(p), m[1])
			if _, ok := pages[target]; !ok {
				t.Errorf("%s links to %q (%s), which is not a page of the site", p, m[1], target)
			}
		}
		// The SVG namespace is a name, not a resource.
		if loc := externalRE.FindStringIndex(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, "")); loc != nil {
			t.Errorf("%s loads something from elsewhere: %q", p, page[loc[0]:min(loc[1]+30, len(page))])
		}
	}
	for p, wants := range map[string][]string{
		"index.html":        {"Cupa Țării — Iași 2026", `href="game1/round4.html"`, `href="game1/table7.html"`, "ȘERBAN Ana-Maria"},
		"ranking.html":      {"Clasament final", "Categoria: Juniori", "Categoria: (fără)", "General", `<a href="game1/table12.html">POPESCU Ion</a>`},
		"game1/round4.html": {"ELU &#43; ARST", "K10 SERUm", "<svg", "Cel mai bun punctaj din sală: 22", `href="round3.html"`, "ZSERUm"},
		"game1/table7.html": {"ȘERBAN Ana-Maria (CS Iași)", "STRUMA", "181"},
	} {
		for _, w := range wants {
			if !strings.Contains(string(pages[p]), w) {
				t.Errorf("%s lacks %q", p, w)
			}
		}
	}
}

// TestWriteSite_HostileNames checks that names cannot inject markup into
// the pages: they are escaped.
func TestWriteSite_HostileNames(t *testing.T) {
	g, s := siteFixture(t, "fr")
	s.Ranking.(reports.DuplicateRanking).Rows[0].Name = `<script>alert(1)</script>`
	s.Header.Tournament = `Cupa "><img src=x>`
	pages := writeSite(t, g, s)
	for p, page := range pages {
		if strings.Contains(string(page), "<script>") || strings.Contains(string(page), "<img") {
			t.Errorf("%s holds unescaped markup from a name", p)
		}
	}
	if !strings.Contains(string(pages["ranking.html"]), "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Errorf("ranking.html lacks the escaped name")
	}
}

// TestWriteSite_CancelledRound: a cancelled round (RULES §4) says so on its
// page and in the index's list of rounds, in the rule set's language; the
// other rounds do not.
func TestWriteSite_CancelledRound(t *testing.T) {
	for _, tt := range []struct{ rules, label string }{{"ro", "rundă anulată"}, {"fr", "coup annulé"}} {
		g, s := siteFixture(t, tt.rules)
		s.Games[0].Rounds = slices.Clone(s.Games[0].Rounds)
		s.Games[0].Rounds[1].Cancelled = true
		pages := writeSite(t, g, s)
		if !strings.Contains(string(pages["game1/round2.html"]), tt.label) {
			t.Errorf("%s: the cancelled round 2's page does not say %q", tt.rules, tt.label)
		}
		if strings.Contains(string(pages["game1/round1.html"]), tt.label) {
			t.Errorf("%s: round 1's page says %q, but only round 2 was cancelled", tt.rules, tt.label)
		}
		if index := string(pages["index.html"]); strings.Count(index, tt.label) != 1 {
			t.Errorf("%s: the index says %q %d times, want once (round 2)", tt.rules, tt.label, strings.Count(index, tt.label))
		}
	}
}

// TestOwnSitePages_Unknown: a value no kind's pages are made of is an
// error naming its type, not a site without the game's pages.
func TestOwnSitePages_Unknown(t *testing.T) {
	if p, err := reports.OwnSitePages(struct{ Form string }{"fond"}); err == nil || !strings.Contains(err.Error(), "struct") {
		t.Errorf("OwnSitePages(a struct) = %v, %v; want refused, naming its type", p, err)
	}
}

// TestOwnSheetLayout_Unknown: a value no kind's sheet is made of is an
// error naming its type, not an empty sheet.
func TestOwnSheetLayout_Unknown(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	if l, err := reports.OwnSheetLayout(rs, 42); err == nil || !strings.Contains(err.Error(), "int") {
		t.Errorf("OwnSheetLayout(42) = %v, %v; want refused, naming its type", l, err)
	}
}
