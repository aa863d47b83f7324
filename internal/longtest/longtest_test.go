package longtest

import "testing"

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		name               string
		env                string
		full, sample, want int
	}{
		{"default", "", 500, 100, 100},
		{"long", "1", 500, 100, 500},
		{"other value", "yes", 500, 100, 100},
		{"sample above full", "", 10, 100, 10},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(Env, tt.env)
			if got := Size(t, tt.full, tt.sample); got != tt.want {
				t.Errorf("Size(%d, %d) with %s=%q = %d, want %d", tt.full, tt.sample, Env, tt.env, got, tt.want)
			}
		})
	}
}
