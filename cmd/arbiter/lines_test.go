package main

import (
	"strings"
	"testing"
)

// TestSlipsEnter_LineTooLong: a pasted line over 64 KiB in a `slips enter`
// session is reported by its number and skipped; the session goes on and
// records the slips before and after it.
func TestSlipsEnter_LineTooLong(t *testing.T) {
	r := playing(t)
	in := "1 H4 IGNOR 28\n" + strings.Repeat("A", 3*maxLine) + "\n2 H8 IGNOR 25\n"
	code, _, errOut := r.run(in, "slips", "enter")
	if code != exitUsage || !strings.Contains(errOut, "line 2: longer than 64 KiB: not a slip") || !strings.Contains(errOut, "1 of 3 slips not recorded (line 2)") {
		t.Errorf("exit %d, %q; want exit 2 naming line 2", code, errOut)
	}
	if slips := r.state().CurrentGame().Current().Slips; len(slips) != 2 {
		t.Errorf("%d slips recorded, want tables 1 and 2", len(slips))
	}
}

// FuzzLineReader: the lines read are the input's, split at each newline,
// and a line is reported too long exactly when it is longer than maxLine.
func FuzzLineReader(f *testing.F) {
	f.Add("1 H4 IGNOR 28\n\n2 -", 10)
	f.Add("x", maxLine)
	f.Fuzz(func(t *testing.T, text string, long int) {
		long = max(0, min(long, 2*maxLine))
		in := text + "\n" + strings.Repeat("B", long) + "\n" + text
		want := strings.SplitAfter(in, "\n")
		if want[len(want)-1] == "" {
			want = want[:len(want)-1]
		}
		sc := newLineReader(strings.NewReader(in))
		for i := 0; sc.Scan(); i++ {
			if i >= len(want) {
				t.Fatalf("line %d read past the input's %d lines", i+1, len(want))
			}
			if tooLong := len(want[i]) > maxLine; sc.TooLong() != tooLong || !tooLong && sc.Text() != want[i] {
				t.Fatalf("line %d: %q (too long %t), want %q", i+1, sc.Text(), sc.TooLong(), want[i])
			}
		}
		if sc.Err() != nil {
			t.Fatal(sc.Err())
		}
	})
}
