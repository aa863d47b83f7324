package room

import (
	"net/http"
	"slices"
	"strconv"
	"sync"
	"testing"
)

// TestFreeResult_Race has two assistants send different results for the
// same board of a free-game event at once, on every board of round 1:
// exactly one is recorded each time and the other answered 409, naming
// the result recorded, as for the duplicate game's slips; never a
// correction nobody asked for.
func TestFreeResult_Race(t *testing.T) {
	tr, room := freeTestRoom(t, 8, false)
	ana, dan := tr.operator("Ana"), tr.operator("Dan")
	boards := len(freeState(t, room).Rounds[0].Boards)
	for board := 1; board <= boards; board++ {
		var wg sync.WaitGroup
		status := make([]int, 2)
		for i, typist := range []*client{ana, dan} {
			wg.Go(func() {
				status[i], _ = result(typist, map[string]string{"board": strconv.Itoa(board), "score_a": strconv.Itoa(400 + i), "score_b": "300"})
			})
		}
		wg.Wait()
		slices.Sort(status)
		if status[0] != http.StatusOK || status[1] != http.StatusConflict {
			t.Errorf("board %d: statuses %v, want one 200 and one 409", board, status)
		}
	}
	if n, m := eventsNamed(t, room, "free_result_recorded"), eventsNamed(t, room, "free_result_corrected"); n != boards || m != 0 {
		t.Errorf("%d results and %d corrections recorded, want %d and 0", n, m, boards)
	}
}
