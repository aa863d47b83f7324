package reports

import (
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// The sheets' values from the rules' own: what the referee service reads
// of a tournament, laid out as the sheets, the site and the room show it.

// RowsOf maps a ranking to the sheets' rows, leaving out eliminated players.
func RowsOf(st arbiter.Standings) []StandingRow {
	rows := make([]StandingRow, 0, len(st.Rows))
	for _, r := range st.Rows {
		if r.Eliminated {
			continue
		}
		row := RowOf(r)
		row.NoTop = !st.HasTop
		rows = append(rows, row)
	}
	return rows
}

// RowOf maps one line of a ranking to the sheets' row.
func RowOf(r arbiter.Standing) StandingRow {
	return StandingRow{Rank: r.Rank, Table: r.Table, Name: r.Name, Club: r.Club,
		Total: r.Total, PercentOfTop: r.Percent, DiffToTop: r.Diff, Tops: r.Tops, Solos: r.Solos,
		Warnings: r.Warnings, Penalties: r.Penalty, Category: r.Category, Series: r.Series}
}

// RackOf returns round r of game g as announced: in a variant game its
// variant and Tactic's second group (RULES §7).
func RackOf(g *arbiter.Game, r *arbiter.Round) Rack {
	return Rack{Remainder: r.Remainder, New: r.New, Variant: g.Variant, Remainder2: r.Remainder2, New2: r.New2}
}

// VariantTopOf returns what top t adds to its move in a variant game.
func VariantTopOf(t *arbiter.TopChosen) VariantTop {
	return VariantTop{Second: t.Second, Chosen: t.Chosen, Returned: t.Returned}
}

// SlipLineOf is the slip of card line cr as written with its verdict (in
// English and as findings) and the score it earns. A
// Tactic slip shows both moves joined by " / " and its three figures
// ("78 + 60 = 138", RULES §7.6); the letters a valid move takes from the
// stock follow its word in brackets ("MONAH [H]").
func SlipLineOf(cr arbiter.CardRound) SlipLine {
	has, s, cancelled := cr.HasSlip, cr.Slip, cr.Cancelled
	line := SlipLine{Position: s.Position, Word: s.Word, Declared: s.Score,
		Verdict: verdictText(cr), Findings: cr.Findings(), Score: cr.Score,
		Refused: has && !s.None && !cancelled && !s.Verdict.Valid}
	if s.Position2 != "" || s.Word2 != "" || s.Score2 != "" || s.Total != "" {
		line.Position += " / " + s.Position2
		line.Word += " / " + s.Word2
		line.Declared = orDash(s.Score) + " + " + orDash(s.Score2) + " = " + orDash(s.Total)
	}
	line.Word += VariantTop{Chosen: s.Verdict.Chosen, Returned: s.Verdict.Returned}.ChosenText()
	return line
}

// orDash returns a figure as written, "-" when it is missing.
func orDash(figure string) string {
	if figure == "" {
		return "-"
	}
	return figure
}

// verdictText says in a few words what the slip of card line cr earned
// and why: a valid move that forms the word of a top found invalid is
// annulled, never "valid" with 0 points (RULES §4.5).
func verdictText(cr arbiter.CardRound) string {
	s := cr.Slip
	v := s.Verdict
	switch {
	case cr.Cancelled:
		return "round cancelled"
	case !cr.HasSlip || s.None:
		return "no slip"
	case cr.InvalidTop != "":
		return "annulled: " + cr.InvalidTop + " was found not to be a word"
	case v.Valid && v.Warning != "":
		return "valid, warning: " + strings.ReplaceAll(v.Warning, "_", " ")
	case v.Valid:
		return "valid"
	case v.Message != "":
		return v.Message
	}
	return strings.ReplaceAll(v.Reason, "_", " ")
}

// SectionsOf maps the sections of a ranking (by category or series) to the
// sheets' sections, leaving out eliminated players and the sections left
// empty; each row keeps the player's overall rank.
func SectionsOf(secs []arbiter.Standings) []Section {
	return sectionsOf(secs, func(r arbiter.Standing) StandingRow {
		line := RowOf(r)
		line.Overall = r.Overall
		return line
	}, func(name string, rows []StandingRow) Section { return Section{name, rows} })
}

// sectionsOf maps the sections secs of a ranking to the sheets' S, made by
// section of a section's name and rows, each player's line mapped by row:
// eliminated players and the sections left empty are left out.
func sectionsOf[S, R any](secs []arbiter.Standings, row func(arbiter.Standing) R, section func(name string, rows []R) S) []S {
	out := make([]S, 0, len(secs))
	for _, sec := range secs {
		var rows []R
		for _, r := range sec.Rows {
			if !r.Eliminated {
				rows = append(rows, row(r))
			}
		}
		if len(rows) > 0 {
			out = append(out, section(sec.Section, rows))
		}
	}
	return out
}

// ResultsOf maps every line of a game's ranking to the sheets' rows,
// eliminated players included: the results a federation's file records.
func ResultsOf(st arbiter.Standings) []StandingRow {
	rows := make([]StandingRow, len(st.Rows))
	for i, r := range st.Rows {
		rows[i] = RowOf(r)
	}
	return rows
}

// RackLinesOf lists the racks of game g, played under rs, in order: each
// rejected rack, then the rack played, with its top once chosen. A
// cancelled round whose rack went back to the bag counts as rejected.
func RackLinesOf(rs *scoring.RuleSet, g *arbiter.Game) ([]RackLine, error) {
	var lines []RackLine
	for _, r := range g.Rounds {
		for _, rej := range r.Rejected {
			rem, err := rs.ParseRack(rej.Remainder)
			if err != nil && rej.Remainder != "" {
				return nil, arbiter.Errorf(arbiter.EStorage, "round %d: rejected rack %q: %w", r.Number, rej.Remainder, err)
			}
			fresh, err := rs.ParseRack(rej.New)
			if err != nil && rej.New != "" {
				return nil, arbiter.Errorf(arbiter.EStorage, "round %d: rejected rack %q: %w", r.Number, rej.New, err)
			}
			lines = append(lines, RackLine{Round: r.Number, Rack: Rack{Remainder: rem, New: fresh}, Rejected: true})
		}
		if !r.HasRack {
			continue
		}
		line := RackLine{Round: r.Number, Rack: RackOf(g, &r), Rejected: r.Cancelled && r.Returned}
		if r.Top != nil && !line.Rejected {
			line.Top, line.TopVariant = r.Top.Move, VariantTopOf(r.Top)
		}
		lines = append(lines, line)
	}
	return lines, nil
}

// WarningFormsOf lays out the warning forms of round n, one per notice
// (seed 004: the players whose move was annulled are warned on a special
// form), in the notices' order.
func WarningFormsOf(n int, notices []arbiter.Notice) []WarningForm {
	forms := make([]WarningForm, 0, len(notices))
	for _, nt := range notices {
		f := WarningForm{Round: n, Slip: SlipLineOf(nt.Line), Zero: nt.Zero, Technical: nt.Line.Technical > 0}
		f.Slip.Table, f.Slip.Name = nt.Player.Table, nt.Player.Name
		for _, w := range nt.Warnings {
			f.Reasons = append(f.Reasons, w.Reason)
		}
		forms = append(forms, f)
	}
	return forms
}
