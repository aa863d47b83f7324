package scoring

// Cost returns the points that units more technical warnings cost a player
// who was already given given (RULES §6): each from the PenaltyFrom-th on
// costs Penalty.
func (wr WarningRules) Cost(given, units int) int {
	if wr.PenaltyFrom <= 0 {
		return 0
	}
	first := max(given+1, wr.PenaltyFrom)
	return max(given+units-first+1, 0) * wr.Penalty
}
