package arbiter

import (
	"arbiter/draw"
	"arbiter/scoring"
)

// NewPrepared returns the racks and tops of game, played by itself with
// rule set rs ([draw.PrepareVariant]), as the centres replay them; the
// SHA256 is left to the file that carries them.
func NewPrepared(rs *scoring.RuleSet, game draw.Game) Prepared {
	var p Prepared
	for _, r := range game.Rounds {
		rack := r.Draw.New.String()
		if game.Variant.TwoGroups() {
			rack = typedGroup(r.Draw.Remainder, r.Draw.New) + " / " + typedGroup(r.Draw.Remainder2, r.Draw.New2)
		}
		p.Racks = append(p.Racks, rack)
		p.Tops = append(p.Tops, playText(rs, r.Top.Moves[0]))
		if game.Variant == scoring.Classic {
			continue
		}
		top := VariantTopOf(r.Top)
		vt := PreparedTop{Chosen: top.Chosen, Returned: top.Returned, Rack2First: top.Rack2First}
		if top.Second != nil {
			vt.Play2 = playText(rs, *top.Second)
		}
		p.VariantTops = append(p.VariantTops, vt)
	}
	return p
}

// playText writes a move as a referee types it: position and word ("H4 IGNOR").
func playText(rs *scoring.RuleSet, m scoring.Move) string {
	return rs.FormatPosition(m.Pos) + " " + m.Word
}

// typedGroup writes a Tactic group as [draw.ParseLetters] reads it back
// exactly: the remainder before a '+' whenever there is one (`ADIT + `
// for a group kept whole), so that it is never read as a new group.
func typedGroup(remainder, drawn scoring.Rack) string {
	if remainder.Len() == 0 {
		return drawn.String()
	}
	return remainder.String() + " + " + drawn.String()
}
