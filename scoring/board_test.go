package scoring

import (
	"strings"
	"testing"
)

// TestPremiumLayout checks every square against the lists of RULES §1.
func TestPremiumLayout(t *testing.T) {
	lists := map[Premium]string{
		TripleWord:   "A1 A8 A15 H1 H15 O1 O8 O15",
		DoubleWord:   "B2 C3 D4 E5 B14 C13 D12 E11 K5 L4 M3 N2 K11 L12 M13 N14 H8",
		TripleLetter: "B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10",
		DoubleLetter: "A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12",
	}
	ro := mustRules(t, "ro")
	var want [Size][Size]Premium
	for p, list := range lists {
		for _, sq := range strings.Fields(list) {
			pos, err := ro.ParsePosition(sq)
			if err != nil {
				t.Fatal(err)
			}
			want[pos.Row][pos.Col] = p
		}
	}
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			if got := PremiumAt(r, c); got != want[r][c] {
				t.Errorf("PremiumAt(%s) = %d, want %d", ro.FormatPosition(Position{Row: r, Col: c}), got, want[r][c])
			}
		}
	}
}

const sampleBoard = `...............
...............
...............
...............
...............
...............
...............
.......COLUMNA.
......VAH......
...............
...............
...............
...............
...............
..............z
`

func TestReadBoard(t *testing.T) {
	b, err := ReadBoard(strings.NewReader(sampleBoard))
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != sampleBoard {
		t.Errorf("String() =\n%s\nwant\n%s", got, sampleBoard)
	}
	if b.At(7, 7) != 'C' || b.At(8, 6) != 'V' || !b.At(14, 14).IsJoker() || b.Tiles() != 11 {
		t.Errorf("squares read wrong:\n%s", b)
	}
	// CRLF line ends, trailing blanks and blank lines after the board are accepted.
	crlf := strings.ReplaceAll(sampleBoard, "\n", " \r\n") + "\n\n"
	if b2, err := ReadBoard(strings.NewReader(crlf)); err != nil || b2 != b {
		t.Errorf("CRLF board: %v", err)
	}
	var empty Board
	if got := empty.String(); got != strings.Repeat(strings.Repeat(".", Size)+"\n", Size) {
		t.Errorf("empty board String() = %q", got)
	}
}

func TestReadBoard_errors(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(sampleBoard, "\n"), "\n")
	with := func(i int, s string) string {
		l := append([]string(nil), lines...)
		l[i] = s
		return strings.Join(l, "\n")
	}
	tests := []struct{ name, in, want string }{
		{"short", strings.Join(lines[:14], "\n"), "board: 14 lines, want 15"},
		{"long line", with(2, "................"), "board: line 3 has 16 characters, want 15"},
		{"bad square", with(4, "....#.........."), "board: line 5, column 5: '#' is not '.', a letter or a joker's lower-case letter"},
		{"extra line", sampleBoard + "..A\n", "board: line 16: a board has 15 lines"},
		{"empty", "", "board: 0 lines, want 15"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadBoard(strings.NewReader(tt.in))
			if err == nil || err.Error() != tt.want {
				t.Errorf("ReadBoard() error:\ngot  %v\nwant %v", err, tt.want)
			}
		})
	}
}
