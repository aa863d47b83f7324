package room

import (
	"net/http"
	"slices"
	"testing"

	"arbiter/arbiter"
)

// TestConsole_ProblemWarning: the console of a composition problem offers
// the disciplinary warning alone (RULES §9.1) and records it; a technical
// one, which only the check of a solution gives, is refused. The warning
// is for no round, and said so ("runda 0" before).
func TestConsole_ProblemWarning(t *testing.T) {
	tr := problemRoom(t)
	ref := tr.referee("Ref")
	var e Entry
	ref.getJSON("/api/entry", &e)
	if e.Slips || !slices.Equal(e.Pages, []string{"solutions"}) {
		t.Errorf("a problem's entry state: slips %v, pages %v; want no slips and the solutions' page", e.Slips, e.Pages)
	}
	if !slices.Equal(e.Warnings, []arbiter.WarningKind{arbiter.Disciplinary}) {
		t.Errorf("the console offers %v in a problem, want the disciplinary warning only", e.Warnings)
	}
	var rec Recorded
	if st := ref.post("/api/warnings", WarningForm{Table: 1, Kind: "disciplinary", Reason: "telefon"}, &rec); st != http.StatusOK ||
		rec.Recorded != 1 || len(rec.Events) != 1 || rec.Events[0] != "masa 1: avertisment disciplinar (D) (telefon)" {
		t.Errorf("a disciplinary warning: %d %+v", st, rec)
	}
	var refused errorBody
	if st := ref.post("/api/warnings", WarningForm{Table: 1, Kind: "disciplinary", Reason: "telefon"}, &refused); st != http.StatusConflict ||
		refused.Error.Message != "Masa 1 are deja acest avertisment (disciplinar (D), „telefon”). Îl dați din nou?" {
		t.Errorf("the same warning again: %d %+v", st, refused)
	}
	if st := ref.post("/api/warnings", WarningForm{Table: 1, Kind: "technical", Reason: "x"}, &refused); st != http.StatusBadRequest {
		t.Errorf("a technical warning in a problem: %d %+v", st, refused)
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(st.CurrentGame().Warnings); n != 1 {
		t.Errorf("%d warnings recorded, want 1", n)
	}
}
