package room

import (
	"net/http"
	"testing"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/slipinput"
	"arbiter/internal/kindtest"
)

// TestEntry_AnticipationLowerCase: an Anticipation slip typed in lower
// case on the entry page is refused as a typing mistake, at the word's
// field, as the command line and the import refuse it (RULES §2: lower
// case marks a joker), and records nothing; it was recorded as two
// invalid moves scoring 0.
func TestEntry_AnticipationLowerCase(t *testing.T) {
	tr := anticipationRoom(t, anticipation.Classic)
	tr.run(anticipation.DrawGroup{Group: 2})
	var bad apiErr
	form := slipinput.Form{Table: "1", Position: "h8", Word: "al", Score: "4", Position2: "8g", Word2: "bar", Score2: "11", Total: "15"}
	want := `runda 1, masa 1: cuvântul "al" marchează 2 jokeri, literele și tabla au 0: scrieți cuvântul cu majuscule, un joker cu literă mică`
	if st := tr.operator("Ana").post("/api/slips", SlipForm{Form: form}, &bad); st != http.StatusBadRequest || bad.Error.Field != slipinput.FieldWord || bad.Error.Message != want {
		t.Errorf("a slip in lower case: %d %+v, want 400 on the word saying %q", st, bad.Error, want)
	}
	st, err := tr.ref.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(kindtest.Anticipation(t, st.CurrentGame()).Sheets); n != 0 {
		t.Errorf("%d sheets recorded by a slip refused", n)
	}
}
