package reports

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"
)

// column is one column of a terminal table: its heading and whether its
// cells (numbers) are aligned right.
type column struct {
	name  string
	right bool
}

// writeTable prints rows under cols. On a terminal (tty) it draws an aligned
// table with tablewriter; otherwise it writes stable tab-separated lines, the
// heading first, for scripts and golden files.
func writeTable(w io.Writer, tty bool, cols []column, rows [][]string) error {
	if !tty {
		if err := writeFields(w, columnNames(cols)); err != nil {
			return err
		}
		for _, r := range rows {
			if err := writeFields(w, r); err != nil {
				return err
			}
		}
		return nil
	}
	aligns := make([]tw.Align, len(cols))
	heading := make([]any, len(cols))
	for i, c := range cols {
		aligns[i] = tw.AlignLeft
		if c.right {
			aligns[i] = tw.AlignRight
		}
		heading[i] = c.name
	}
	t := tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: aligns}),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
	)
	t.Header(heading...)
	for _, r := range rows {
		cells := make([]any, len(r))
		for i, c := range r {
			cells[i] = terminalText(c)
		}
		if err := t.Append(cells...); err != nil {
			return fmt.Errorf("table row %q: %w", strings.Join(r, " "), err)
		}
	}
	return t.Render()
}

// writeFields writes one tab-separated line; fields go through
// [terminalText] so that every line keeps its columns.
func writeFields(w io.Writer, fields []string) error {
	clean := make([]string, len(fields))
	for i, f := range fields {
		clean[i] = terminalText(f)
	}
	_, err := io.WriteString(w, strings.Join(clean, "\t")+"\n")
	return err
}

// terminalText returns s safe to print on a terminal: tabs and line breaks
// become spaces, and every other control or format character (ESC, which
// starts the escape sequences that move the cursor or retitle the window;
// bidirectional overrides) becomes [Substitute].
func terminalText(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			return Substitute
		}
		return r
	}, s)
}

// columnNames returns the headings of cols.
func columnNames(cols []column) []string {
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.name
	}
	return names
}
