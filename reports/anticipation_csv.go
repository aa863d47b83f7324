package reports

import (
	"io"
	"strconv"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// AnticipationCardsCSV writes the cards of every player of an
// anticipation game as CSV (RULES §8): one line per move, per PAS or slip
// with no move, with the player, round, group, the move as written, its
// status, the reason's code and sentence in rs's language, the figure
// declared (empty when missing), its score when made and what it counts
// at the end. Text cells are neutralised for spreadsheets.
func AnticipationCardsCSV(w io.Writer, rs *scoring.RuleSet, sheets []AnticipationSheet) error {
	cols := []column{{"player", false}, {"round", true}, {"group", true}, {"position", false}, {"word", false},
		{"status", false}, {"reason", false}, {"reason_text", false}, {"declared", true}, {"played", true}, {"counts", true}}
	var rows [][]string
	for _, s := range sheets {
		for _, rr := range s.Result.Rounds {
			round, group := strconv.Itoa(rr.Round), strconv.Itoa(rr.Group)
			for _, mr := range rr.Moves {
				reason, text := "", ""
				if mr.Reason != nil {
					reason, text = mr.Reason.Kind, AnticipationFinding(rs, *mr.Reason)
				}
				declared := ""
				if mr.Written.Score.Given {
					declared = strconv.Itoa(mr.Written.Score.Value)
				}
				rows = append(rows, []string{s.Player, round, group, mr.Written.Position, mr.Written.Word, string(mr.Status),
					reason, text, declared, strconv.Itoa(mr.Played), strconv.Itoa(mr.Score)})
			}
			if rr.NoMove {
				status := anticipation.KindNoMove
				if rr.Pass {
					status = "pass"
				}
				rows = append(rows, []string{s.Player, round, group, "", "", status, "", "", "", "0", "0"})
			}
		}
	}
	return writeCSV(w, cols, rows)
}
