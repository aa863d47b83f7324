package room

import (
	"net/http"
	"testing"

	"arbiter/arbiter/anticipation"
)

// TestConsoleForm_OfAnotherKind: a console's form the current game's kind
// does not read (a rack, a top or a round cancelled in an Anticipation
// game or a problem, a group in a duplicate game) is refused as a
// conflict, in the room's language, saying that the action is another
// kind's, and records nothing. It was "the request cannot be read" or "no
// such player, round or game yet".
func TestConsoleForm_OfAnotherKind(t *testing.T) {
	const want = "partida 1 nu primește această acțiune a consolei: ea ține de alt fel de partidă"
	for _, tc := range []struct {
		name  string
		room  func(*testing.T) *testRoom
		paths []string
	}{
		{"Anticipation", func(t *testing.T) *testRoom { return anticipationRoom(t, anticipation.Fond) },
			[]string{"/api/rack", "/api/rack/reject", "/api/top", "/api/top/invalidate", "/api/round/cancel"}},
		{"Problem", problemRoom, []string{"/api/rack", "/api/top", "/api/group"}},
		{"Duplicate", func(t *testing.T) *testRoom { return newTestRoom(t, false) }, []string{"/api/group"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := tc.room(t)
			ref := tr.referee("Radu")
			before := tr.ref.Version()
			for _, path := range tc.paths {
				var got apiErr
				if st := ref.post(path, struct{}{}, &got); st != http.StatusConflict || got.Error.Code != "conflict" || got.Error.Message != want {
					t.Errorf("%s: %d %+v, want 409 %q", path, st, got.Error, want)
				}
			}
			if after := tr.ref.Version(); after != before {
				t.Errorf("%d events recorded by forms refused", after-before)
			}
		})
	}
}
