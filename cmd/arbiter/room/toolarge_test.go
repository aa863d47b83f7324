package room

import (
	"net/http"
	"strings"
	"testing"

	"arbiter/arbiter/slipinput"
)

// TestTooLarge_InTheRoomsLanguage: a form larger than the room takes is
// refused (413) in the room's language, not in the web server's English.
func TestTooLarge_InTheRoomsLanguage(t *testing.T) {
	tr := newTestRoom(t, false)
	var refused apiErr
	big := SlipForm{Form: slipinput.Form{Table: "1", Position: "H8", Word: strings.Repeat("A", maxBody)}}
	if st := tr.operator("Ana").post("/api/slips", big, &refused); st != http.StatusRequestEntityTooLarge ||
		refused.Error.Message != "ce ați trimis are peste 16 KB, cât primește sala: verificați ce ați scris sau lipit" {
		t.Errorf("a slip of %d bytes: %d %q", maxBody, st, refused.Error.Message)
	}
}
