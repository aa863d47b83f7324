package anticipation

import "testing"

// rezistentaResult is a Rezistenta result with ranking points and a total.
func rezistentaResult(points, total int) Result {
	return Result{Form: Rezistenta, RankingPoints: points, Total: total}
}

// place is a rank and the player at it.
type place struct {
	rank   int
	player string
}

// checkRanking compares a ranking with want, place by place.
func checkRanking(t *testing.T, name string, got []Standing, want []place) {
	t.Helper()
	for i, w := range want {
		if got[i].Rank != w.rank || got[i].Player != w.player {
			t.Errorf("%s place %d: %d %s, want %d %s", name, i+1, got[i].Rank, got[i].Player, w.rank, w.player)
		}
	}
}

// RULES §8.7 and §6: by total, equal totals sharing a rank; RULES §8.9:
// Rezistenta in reverse order of abandonment (ranking points), then total.
func TestRank(t *testing.T) {
	checkRanking(t, "classic", Rank(Classic, []Entry{
		{Player: "dan", Result: Result{Total: 80}}, {Player: "ana", Result: Result{Total: 120}}, {Player: "bob", Result: Result{Total: 80}}, {Player: "eva", Result: Result{Total: 10}},
	}), []place{{1, "ana"}, {2, "bob"}, {2, "dan"}, {4, "eva"}})
	// ana never abandons (14); bob and dan abandon in round 9 (8 points),
	// bob with the better total; eva abandons in round 12 but her warnings
	// cost her 4 points (7): below bob and dan despite her total.
	checkRanking(t, "rezistenta", Rank(Rezistenta, []Entry{
		{Player: "dan", Result: rezistentaResult(8, 400)}, {Player: "eva", Result: rezistentaResult(7, 900)}, {Player: "ana", Result: rezistentaResult(14, 300)},
		{Player: "bob", Result: rezistentaResult(8, 500)},
	}), []place{{1, "ana"}, {2, "bob"}, {3, "dan"}, {4, "eva"}})
}
