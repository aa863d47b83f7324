package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// latin1Folds pairs every letter of Unicode's Latin Extended-A block and the
// Romanian comma-below letters (Ș ș Ț ț), none of which ISO 8859-1 has, with
// the plain letters that stand for it: Ș → S, Ț → T, Ă → A, Ł → L, Œ → OE.
const latin1Folds = "ĀA āa ĂA ăa ĄA ąa ĆC ćc ĈC ĉc ĊC ċc ČC čc ĎD ďd ĐD đd ĒE ēe ĔE ĕe ĖE ėe ĘE ęe " +
	"ĚE ěe ĜG ĝg ĞG ğg ĠG ġg ĢG ģg ĤH ĥh ĦH ħh ĨI ĩi ĪI īi ĬI ĭi ĮI įi İI ıi ĲIJ ĳij ĴJ ĵj ĶK ķk ĸk " +
	"ĹL ĺl ĻL ļl ĽL ľl ĿL ŀl ŁL łl ŃN ńn ŅN ņn ŇN ňn ŉn ŊN ŋn ŌO ōo ŎO ŏo ŐO őo ŒOE œoe ŔR ŕr ŖR ŗr " +
	"ŘR řr ŚS śs ŜS ŝs ŞS şs ŠS šs ŢT ţt ŤT ťt ŦT ŧt ŨU ũu ŪU ūu ŬU ŭu ŮU ůu ŰU űu ŲU ųu ŴW ŵw ŶY ŷy " +
	"ŸY ŹZ źz ŻZ żz ŽZ žz ſs ȘS șs ȚT țt"

// toLatin1 returns s encoded in ISO 8859-1, the letters of [latin1Folds]
// folded first; any other character outside ISO 8859-1 is an error naming it.
func toLatin1(s string) ([]byte, error) {
	pairs := strings.Fields(latin1Folds)
	args := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		_, n := utf8.DecodeRuneInString(p)
		args = append(args, p[:n], p[n:])
	}
	folded := strings.NewReplacer(args...).Replace(s)
	out := make([]byte, 0, len(folded))
	for _, r := range folded {
		if r > 0xFF {
			return nil, fmt.Errorf("%q has no ISO 8859-1 (Latin-1) form", r)
		}
		out = append(out, byte(r))
	}
	return out, nil
}

// latin1Columns are the columns of [RankingLatin1].
var latin1Columns = []column{{"table", true}, {"name", false}, {"total", true}}

// RankingLatin1 writes "table,name,total" CSV in ISO 8859-1 (Latin-1), with
// a heading line, for ranking programs that read only that encoding. Letters
// Latin-1 lacks are folded to plain letters (Ș → S, Ț → T, Ă → A; see
// latin1Folds); a name with any other such character is an error naming the
// player, and nothing is written.
func RankingLatin1(w io.Writer, rows []StandingRow) error {
	cells := make([][]string, len(rows))
	for i, r := range rows {
		cells[i] = []string{strconv.Itoa(r.Table), r.Name, strconv.Itoa(r.Total)}
	}
	var b strings.Builder
	if err := writeCSV(&b, latin1Columns, cells); err != nil {
		return err
	}
	return writeLatin1(w, "Latin-1 export", b.String(), rows)
}

// writeLatin1 writes text in ISO 8859-1 to w, or nothing and an error
// naming the export (what) and the first player of rows whose name has no
// Latin-1 form.
func writeLatin1(w io.Writer, what, text string, rows []StandingRow) error {
	for _, r := range rows {
		if _, err := toLatin1(r.Name); err != nil {
			return fmt.Errorf("reports: %s: table %d (%s): %w", what, r.Table, r.Name, err)
		}
	}
	out, err := toLatin1(text)
	if err != nil {
		return fmt.Errorf("reports: %s: %w", what, err)
	}
	_, err = w.Write(out)
	return err
}
