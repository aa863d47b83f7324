package solver

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/scoring"
)

// describeWays prints ways one a line: moves, letters taken, letter given
// back, which group first, total.
func describeWays(rs *scoring.RuleSet, ways []scoring.VariantMove) string {
	var lines []string
	for _, v := range ways {
		var moves []string
		for _, m := range v.Moves {
			moves = append(moves, fmt.Sprintf("%s %d", rs.FormatMove(m), m.Score))
		}
		line := strings.Join(moves, " + ")
		if v.Chosen != "" {
			line += " chosen " + v.Chosen
		}
		if v.Returned != 0 {
			line += " for " + string(v.Returned)
		}
		if v.Rack2First {
			line += " rack2 first"
		}
		lines = append(lines, fmt.Sprintf("%s = %d", line, v.Score))
	}
	return strings.Join(lines, "\n")
}

// TestTopVariant_KnownAnswers: hand-made rounds on the empty board with the
// small word list, scores counted by hand (RULES §3, §7). ABORDAM on H3 or
// 8C: its B on the double letter H4 (4H), the word doubled by the centre:
// (1+9·2+1+1+2+1+4)·2 + 50 = 106; with a joker for an A, (28−1)·2 + 50 = 104.
func TestTopVariant_KnownAnswers(t *testing.T) {
	t.Parallel()
	g, _ := smallLexicon(t)
	rs := ruleSet(t, "ro")
	gen := New(rs, g)
	tests := []struct {
		name  string
		offer scoring.Offer
		want  string
	}{{
		name:  "RULES §7.2 Completiv: the 7th letter is the A of ABORDAM",
		offer: scoring.Offer{Variant: scoring.Completiv, Rack: mustRack(t, "ABORDM"), Stock: mustRack(t, "AEIT")},
		want:  "H3 ABORDAM 106 chosen A = 106\n8C ABORDAM 106 chosen A = 106",
	}, {
		// BOIRAM on H4: (9·2+1+1+1+1+4)·2 = 52, no bingo.
		name:  "RULES §7.2 Completiv: no A and no joker left in the stock, no ABORDAM",
		offer: scoring.Offer{Variant: scoring.Completiv, Rack: mustRack(t, "ABORDM"), Stock: mustRack(t, "EIT")},
		want:  "H4 BOIRAM 52 chosen I = 52\n8D BOIRAM 52 chosen I = 52",
	}, {
		name:  "RULES §7.2 Completiv: the stock's joker stands for the missing A, worth 0",
		offer: scoring.Offer{Variant: scoring.Completiv, Rack: mustRack(t, "ABORDM"), Stock: mustRack(t, "EIT?")},
		want: "H3 ABORDaM 104 chosen ? = 104\nH3 aBORDAM 104 chosen ? = 104\n" +
			"8C ABORDaM 104 chosen ? = 104\n8C aBORDAM 104 chosen ? = 104",
	}, {
		name:  "RULES §7.3 Superjoker: two letters of the stock, in board order",
		offer: scoring.Offer{Variant: scoring.Superjoker, Rack: mustRack(t, "ABRDM"), Stock: mustRack(t, "AEIOT")},
		want:  "H3 ABORDAM 106 chosen OA = 106\n8C ABORDAM 106 chosen OA = 106",
	}, {
		name:  "RULES §7.4 Metagrama: keeping the rack wins",
		offer: scoring.Offer{Variant: scoring.Metagrama, Rack: mustRack(t, "ABORDAM"), Stock: mustRack(t, "EIST")},
		want:  "H3 ABORDAM 106 = 106\n8C ABORDAM 106 = 106",
	}, {
		name:  "RULES §7.4 Metagrama: the Z swapped for an A",
		offer: scoring.Offer{Variant: scoring.Metagrama, Rack: mustRack(t, "ABDMORZ"), Stock: mustRack(t, "AEIST")},
		want:  "H3 ABORDAM 106 chosen A for Z = 106\n8C ABORDAM 106 chosen A for Z = 106",
	}, {
		name:  "RULES §7.5 Eliptic: the 8th letter stays on the rack",
		offer: scoring.Offer{Variant: scoring.Eliptic, Rack: mustRack(t, "ABDMORZA")},
		want:  "H3 ABORDAM 106 = 106\n8C ABORDAM 106 = 106",
	}, {
		// I3 CAS under ABORDAM: CAS 1·2+1+1 = 4, AC 1+1·2 = 3, BA 10, OS 2: 19.
		name:  "RULES §7.6 Tactic, free order: ABORDAM first, then CAS beneath",
		offer: scoring.Offer{Variant: scoring.Tactic, Rack: mustRack(t, "CAS"), Rack2: mustRack(t, "ABORDAM")},
		want: "H3 ABORDAM 106 + I3 CAS 19 rack2 first = 125\n" +
			"8C ABORDAM 106 + 9C CAS 19 rack2 first = 125",
	}, {
		// CAS on the centre: 3·2 = 6; then ABORDAM along it, 102: 108 < 125.
		name:  "RULES §7.6 Tactic, CAS imposed first",
		offer: scoring.Offer{Variant: scoring.Tactic, Rack: mustRack(t, "CAS"), Rack2: mustRack(t, "ABORDAM"), FixedOrder: true},
		want: "H6 CAS 6 + G6 ABORDAM 102 = 108\nH8 CAS 6 + G8 ABORDAM 102 = 108\n" +
			"8F CAS 6 + 7F ABORDAM 102 = 108\n8H CAS 6 + 7H ABORDAM 102 = 108",
	}, {
		name:  "Tactic: an empty group leaves the classic game",
		offer: scoring.Offer{Variant: scoring.Tactic, Rack2: mustRack(t, "ABORDAM")},
		want:  "H3 ABORDAM 106 rack2 first = 106\n8C ABORDAM 106 rack2 first = 106",
	}, {
		// EEZ has no move on the empty board with this list. 6H REZE through
		// the R of ABORDAM: 1+1+10·3 (J6 triple letter)+1 = 33.
		name:  "Tactic: a group imposed first that has no move is played second",
		offer: scoring.Offer{Variant: scoring.Tactic, Rack: mustRack(t, "EEZ"), Rack2: mustRack(t, "ABORDAM"), FixedOrder: true},
		want:  "H3 ABORDAM 106 + 6H REZE 33 rack2 first = 139\n8C ABORDAM 106 + F8 REZE 33 rack2 first = 139",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b scoring.Board
			if got := describeWays(rs, gen.TopVariant(&b, tt.offer)); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}
