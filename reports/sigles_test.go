package reports_test

import (
	"bytes"
	"testing"

	"arbiter/reports"
)

// TestRankingSigles checks the SIGLES results file: every table from 1 to
// the highest, the empty ones written "--table vide--" with -1 or left
// out, names in Latin-1 with Ș folded and quotes doubled, CR LF.
func TestRankingSigles(t *testing.T) {
	rows := []reports.StandingRow{
		{Rank: 1, Table: 4, Name: "ȘERBAN \"Ana\"", Total: 812},
		{Rank: 2, Table: 1, Name: "DUPONT Élise", Total: 760},
		{Rank: 3, Table: 2, Name: "BELLÈ Niccolò", Total: 0},
	}
	for _, tt := range []struct {
		name      string
		skipEmpty bool
		want      string
	}{
		{"Every table", false, "\"1\",\"DUPONT \xc9lise\",\"760\"\r\n\"2\",\"BELL\xc8 Niccol\xf2\",\"0\"\r\n" +
			"\"3\",\"--table vide--\",\"-1\"\r\n\"4\",\"SERBAN \"\"Ana\"\"\",\"812\"\r\n"},
		{"Empty tables left out", true, "\"1\",\"DUPONT \xc9lise\",\"760\"\r\n\"2\",\"BELL\xc8 Niccol\xf2\",\"0\"\r\n" +
			"\"4\",\"SERBAN \"\"Ana\"\"\",\"812\"\r\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := reports.RankingSigles(&b, rows, tt.skipEmpty); err != nil {
				t.Fatal(err)
			}
			if got := b.String(); got != tt.want {
				t.Errorf("RankingSigles:\ngot  %q\nwant %q", got, tt.want)
			}
		})
	}
	t.Run("ErrNoLatin1Form", func(t *testing.T) {
		var b bytes.Buffer
		err := reports.RankingSigles(&b, []reports.StandingRow{{Table: 2, Name: "ЖУКОВ", Total: 3}}, false)
		want := `reports: SIGLES export: table 2 (ЖУКОВ): 'Ж' has no ISO 8859-1 (Latin-1) form`
		if err == nil || err.Error() != want || b.Len() != 0 {
			t.Errorf("RankingSigles = %v, wrote %q; want %s and nothing", err, b.String(), want)
		}
	})
	t.Run("Golden", func(t *testing.T) {
		var b bytes.Buffer
		if err := reports.RankingSigles(&b, newGame(t, "ro").standings, false); err != nil {
			t.Fatal(err)
		}
		golden(t, "ranking-sigles.txt.golden", b.Bytes())
	})
}
