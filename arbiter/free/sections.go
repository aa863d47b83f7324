package free

import "arbiter/arbiter"

// Section is one part of the standings split by category or series
// (RULES §6): its name ("" for the players without one) and its players
// ranked among themselves in the order of the whole standings.
type Section struct {
	Name string       `json:"name"`
	Rows []SectionRow `json:"standings"`
}

// SectionRow is a player's standing in a [Section]: Rank is the rank
// within the section (shared as in the whole standings), Overall the rank
// in the whole standings.
type SectionRow struct {
	Standing
	Overall int `json:"overall_rank"`
}

// Sections splits rows, standings in their order, by division by of the
// tournament's players: the sections in the order of their names (the
// players with none last), as [arbiter.Standings.Sections] splits the
// other kinds' rankings. A player of rows missing from players has no
// category or series.
func Sections(rows []Standing, players []arbiter.Player, by arbiter.Division) ([]Section, error) {
	registered := make(map[int]arbiter.Player, len(players))
	for _, p := range players {
		registered[p.Table] = p
	}
	whole := arbiter.Standings{Rows: make([]arbiter.Standing, len(rows))}
	byPlayer := make(map[int]Standing, len(rows))
	for i, r := range rows {
		p := registered[r.Player]
		whole.Rows[i] = arbiter.Standing{Rank: r.Rank, Overall: r.Rank, Table: r.Player, Category: p.Category, Series: p.Series}
		byPlayer[r.Player] = r
	}
	split, err := whole.Sections(by)
	if err != nil {
		return nil, err
	}
	out := make([]Section, len(split))
	for i, sec := range split {
		out[i] = Section{Name: sec.Section, Rows: make([]SectionRow, len(sec.Rows))}
		for j, r := range sec.Rows {
			st := byPlayer[r.Table]
			st.Rank = r.Rank
			out[i].Rows[j] = SectionRow{Standing: st, Overall: r.Overall}
		}
	}
	return out, nil
}
