package problem

// Points returns what a solution's standing adds to a tournament's
// standings: the figure its kind ranks by (RULES §6, a tournament of
// mixed games): the total of the kinds ranked by score (§9.2–§9.4,
// §9.9), the ranking points of Serie de maxime (§9.5), the solutions that
// count of the Superscrabble kinds (§9.6–§9.8).
func Points(s Standing) int {
	switch s.Verdict.Kind.Measure() {
	case ByRankingPoints:
		return s.RankingPoints
	case BySolutions:
		return s.Verdict.Solutions
	case ByTotal:
	}
	return s.Verdict.Total
}
