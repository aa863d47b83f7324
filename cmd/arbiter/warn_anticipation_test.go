package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// `arbiter warn` in an Anticipation game (RULES §6, §8.4): two technical
// warnings in one round (§5's one per round does not apply), a
// disciplinary one that costs table 2 (LA, 4 points) the 4th warning's 5
// points: −1, below table 3's 0. The warnings reach the standings, the
// card, the bulletin and the export in the rule set's language; an
// elimination is refused by name.
func TestAnticipation_Warn(t *testing.T) {
	r := anticipationRoundOne(t)
	r.must("warn", "1", "--technical", "--round", "1", "--reason", "scor scris cu creionul")
	r.must("warn", "1", "--technical", "--round", "1", "--reason", "poziție ștearsă")
	if out := r.must("warn", "2", "--disciplinary", "--reason", "vorbește în timpul turului"); !strings.Contains(out, "disciplinary warning (vorbește în timpul turului)") {
		t.Errorf("warn 2 --disciplinary:\n%s", out)
	}
	r.refused(exitUsage, "an elimination is not recorded in it", "warn", "3", "--eliminate", "--reason", "x")
	r.refused(exitRefused, "no round 2", "warn", "3", "--technical", "--round", "2", "--reason", "x")

	if out := r.must("standings"); !strings.Contains(out, "1\t1\tPOPESCU Ion\tCS Iași\t15\t2\t0\n2\t3\tIONESCU Dan\t\t0\t0\t0\n3\t2\tȘERBAN Ana\tCS Iași\t-1\t1\t5\n") {
		t.Errorf("standings, table 1 (15), 3 (0), 2 (−1 after the warning):\n%s", out)
	}
	card := r.must("report", "card", "2")
	for _, want := range []string{"D: avertismentul arbitrului: vorbește în timpul turului",
		"avertismente tehnice 0, avertismente disciplinare 1, penalizare 5, total -1"} {
		if !strings.Contains(card, want) {
			t.Errorf("report card 2 lacks %q:\n%s", want, card)
		}
	}
	if card := r.must("report", "card", "1"); !strings.Contains(card, "A: avertismentul arbitrului: poziție ștearsă") ||
		!strings.Contains(card, "avertismente tehnice 2, avertismente disciplinare 0, penalizare 0, total 15") {
		t.Errorf("report card 1:\n%s", card)
	}
	var cards struct {
		Players []struct {
			Player  string
			Verdict struct {
				Total        int
				Disciplinary []struct{ Code, Text string }
			}
		}
	}
	if err := json.Unmarshal([]byte(r.must("export", "cards", "--format", "json")), &cards); err != nil || len(cards.Players) != 3 ||
		cards.Players[2].Verdict.Total != -1 || len(cards.Players[2].Verdict.Disciplinary) != 1 ||
		cards.Players[2].Verdict.Disciplinary[0].Code != "referee_warning" {
		t.Errorf("export cards --format json: %+v (%v)", cards, err)
	}
}
