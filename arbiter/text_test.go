package arbiter_test

import (
	"testing"

	"arbiter/arbiter"
)

// TestAndList lists words as the program's English messages do.
func TestAndList(t *testing.T) {
	for _, tt := range []struct {
		words []string
		want  string
	}{
		{nil, ""},
		{[]string{"ranking"}, "ranking"},
		{[]string{"card", "ranking"}, "card and ranking"},
		{[]string{"groups", "bulletin", "card", "ranking"}, "groups, bulletin, card and ranking"},
	} {
		if got := arbiter.AndList(tt.words); got != tt.want {
			t.Errorf("AndList(%q) = %q, want %q", tt.words, got, tt.want)
		}
	}
}
