package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestLog checks the whole log of [scoredRoom] against a golden file;
// the time column, which depends on the clock, is checked against the
// recorded times and masked.
func TestLog(t *testing.T) {
	r := scoredInMemory(t)
	out := r.must("log")
	recs := r.records()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(recs) {
		t.Fatalf("%d lines for %d events", len(lines), len(recs))
	}
	for i, line := range lines {
		cols := strings.Split(line, "\t")
		if want := recs[i].Time.UTC().Format("2006-01-02 15:04:05"); len(cols) != 4 || cols[1] != want {
			t.Fatalf("line %d = %q, want 4 columns, the second %s", i+1, line, want)
		}
		cols[1] = "TIME"
		lines[i] = strings.Join(cols, "\t")
	}
	masked := strings.Join(lines, "\n") + "\n"
	reportGolden(t, "log.golden", strings.ReplaceAll(masked, testFingerprint(t), "FINGERPRINT"))
}

// TestLogJSON: `log --json` is one JSON object per event, in the log's
// order, each with its hash and the event as recorded, for scripts.
func TestLogJSON(t *testing.T) {
	r := scoredInMemory(t)
	recs := r.records()
	lines := strings.Split(strings.TrimSuffix(r.must("log", "--json"), "\n"), "\n")
	if len(lines) != len(recs) {
		t.Fatalf("%d lines for %d events", len(lines), len(recs))
	}
	for i, line := range lines {
		var got logLine
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		want := recs[i]
		if got.Stream != want.Stream || got.Seq != want.Seq || got.Type != want.Type || got.Hash != want.Hash ||
			!got.Time.Equal(want.Time) || string(got.Event) != string(want.Payload) || got.Sentence == "" {
			t.Errorf("line %d = %+v, want record %+v", i+1, got, want)
		}
	}
}

func TestNewLogCmd(t *testing.T) {
	checkFlagCases(t, newLogCmdRun, []flagCase[logOptions]{
		{name: "Default", args: nil, want: logOptions{}},
		{name: "DB", args: []string{"--db", "cupa.db"}, want: logOptions{DB: "cupa.db"}},
		{name: "NoArguments", args: []string{"12"}, wantErr: `unknown command "12" for "log"`},
		{name: "JSON", args: []string{"--json"}, want: logOptions{JSON: true}},
	})
}
