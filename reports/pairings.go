package reports

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter/free"
)

// Pairings is a round of a free-game event as the wall shows it (RULES
// §10.2): its boards, each starter and replier by number and name, and
// the bye.
type Pairings struct {
	Round  int
	Boards []PairingBoard
	Bye    *PairingPlayer
}

// PairingBoard is one board of a round.
type PairingBoard struct {
	Board        int
	Start, Reply PairingPlayer
}

// PairingPlayer is a player of a board: number and name.
type PairingPlayer struct {
	Player int
	Name   string
}

// PairingsOf returns round r of st as the wall shows it.
func PairingsOf(st free.State, r int) (Pairings, bool) {
	round, ok := st.Round(r)
	if !ok {
		return Pairings{}, false
	}
	who := func(n int) PairingPlayer {
		p, _ := st.Player(n)
		return PairingPlayer{Player: n, Name: p.Name}
	}
	out := Pairings{Round: r}
	for _, g := range round.Boards {
		if g.Bye() {
			bye := who(g.Start)
			out.Bye = &bye
			continue
		}
		out.Boards = append(out.Boards, PairingBoard{Board: g.Board.Board, Start: who(g.Start), Reply: who(g.Reply)})
	}
	return out, true
}

// byName returns every player of p with their board and side, in
// alphabetical order of names, so that each finds their board.
func (p Pairings) byName() [][]string {
	type seat struct {
		name, board, side string
		player            int
	}
	var seats []seat
	for _, b := range p.Boards {
		board := strconv.Itoa(b.Board)
		seats = append(seats, seat{b.Start.Name, board, "start", b.Start.Player}, seat{b.Reply.Name, board, "reply", b.Reply.Player})
	}
	if p.Bye != nil {
		seats = append(seats, seat{p.Bye.Name, "", "bye", p.Bye.Player})
	}
	slices.SortFunc(seats, func(a, b seat) int {
		return cmp.Or(cmp.Compare(alphabetical(a.name), alphabetical(b.name)), cmp.Compare(a.player, b.player))
	})
	rows := make([][]string, len(seats))
	for i, s := range seats {
		rows[i] = []string{s.name, strconv.Itoa(s.player), s.board, s.side}
	}
	return rows
}

// letterAfter places each letter with a diacritic after every word of its
// base letter at that place and before the next letter, as the Romanian
// alphabet orders them (a … z, ă, â; s … z, ș), and the Italian and French
// accented vowels likewise.
var letterAfter = strings.NewReplacer(
	"ă", "a\x7f\x01", "â", "a\x7f\x02", "à", "a\x7f\x03", "á", "a\x7f\x04", "î", "i\x7f\x01", "ì", "i\x7f\x02", "í", "i\x7f\x03",
	"ș", "s\x7f\x01", "ş", "s\x7f\x01", "ț", "t\x7f\x01", "ţ", "t\x7f\x01", "è", "e\x7f\x01", "é", "e\x7f\x02", "ê", "e\x7f\x03",
	"ò", "o\x7f\x01", "ó", "o\x7f\x02", "ù", "u\x7f\x01", "ú", "u\x7f\x02", "ç", "c\x7f\x01")

// alphabetical returns name's key in alphabetical order: case folded, a
// letter with a diacritic a letter of its own after its base letter.
func alphabetical(name string) string { return letterAfter.Replace(strings.ToLower(name)) }

// WritePairings prints the round's boards, then the bye, in English.
func WritePairings(w io.Writer, p Pairings, tty bool) error {
	t := freeTextFor("en")
	rows := make([][]string, 0, len(p.Boards)+1)
	for _, b := range p.Boards {
		rows = append(rows, []string{strconv.Itoa(b.Board), fmt.Sprintf("%d %s", b.Start.Player, b.Start.Name), fmt.Sprintf("%d %s", b.Reply.Player, b.Reply.Name)})
	}
	if p.Bye != nil {
		rows = append(rows, []string{"-", fmt.Sprintf("%d %s", p.Bye.Player, p.Bye.Name), t.bye})
	}
	return writeTable(w, tty, []column{{t.board, true}, {t.starts, false}, {t.replies, false}}, rows)
}

// WritePairingsJSON writes round p as one JSON object: "round",
// "boards" (each "board", "starter" and "replier", a player's "player"
// number and "name") and "bye", the player without a board or null.
func WritePairingsJSON(w io.Writer, p Pairings) error {
	type player struct {
		Player int    `json:"player"`
		Name   string `json:"name"`
	}
	type board struct {
		Board   int    `json:"board"`
		Starter player `json:"starter"`
		Replier player `json:"replier"`
	}
	doc := struct {
		Round  int     `json:"round"`
		Boards []board `json:"boards"`
		Bye    *player `json:"bye"`
	}{Round: p.Round, Boards: make([]board, len(p.Boards))}
	for i, b := range p.Boards {
		doc.Boards[i] = board{b.Board, player(b.Start), player(b.Reply)}
	}
	if p.Bye != nil {
		bye := player(*p.Bye)
		doc.Bye = &bye
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// EncodePairings adds the round's pairing list for the wall, in large type
// and the tournament's language: a page by board, then every player by
// name with their board and side.
func (e *PDFEncoder) EncodePairings(p Pairings) error {
	t := freeTextFor(e.rs.Language)
	title := fmt.Sprintf(t.pairings, p.Round)
	e.newPage("P", title)
	var rows [][]string
	for _, b := range p.Boards {
		rows = append(rows, []string{strconv.Itoa(b.Board), pairingName(b.Start), pairingName(b.Reply)})
	}
	if p.Bye != nil {
		rows = append(rows, []string{"", pairingName(*p.Bye), t.bye})
	}
	e.grid("P", title, []pdfCol{{t.board, 22, "C", true, false}, {t.starts, 84, "L", true, true}, {t.replies, 84, "L", false, true}}, rows, 16)
	title = fmt.Sprintf(t.byName, p.Round)
	e.newPage("P", title)
	named := p.byName()
	for _, r := range named {
		switch r[3] {
		case "start":
			r[3] = t.start
		case "reply":
			r[3] = t.reply
		default:
			r[3] = t.bye
		}
	}
	e.grid("P", title, []pdfCol{{t.name, 100, "L", true, true}, {t.player, 22, "R", false, false}, {t.board, 30, "C", true, false},
		{t.side, 38, "L", false, false}}, named, 16)
	return e.err("pairings of round %d", p.Round)
}

// pairingName is a player as the list names them: number and name.
func pairingName(p PairingPlayer) string { return strconv.Itoa(p.Player) + "  " + p.Name }
