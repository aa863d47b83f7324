package reports

// RoomLabels are the words of the web room's pages (`arbiter serve`) in
// one language. The words the sheets print too (game, round, top, the
// standings' columns) are the sheets' own, from the same table; the others
// (the calls of seed 004: "Start!", "30 de secunde!", "Stop!") are the
// room's.
type RoomLabels struct {
	Start      string `json:"start"`
	Warning    string `json:"warning"`
	Stop       string `json:"stop"`
	Game       string `json:"game"`
	Round      string `json:"round"`
	Top        string `json:"top"`
	Equivalent string `json:"equivalent"`
	Best       string `json:"best"`
	Solo       string `json:"solo"`
	None       string `json:"none"`
	Standings  string `json:"standings"`
	Paused     string `json:"paused"`
	Waiting    string `json:"waiting"`
	// The standings' columns.
	Rank  string `json:"rank"`
	Name  string `json:"name"`
	Table string `json:"table"`
	Total string `json:"total"`
	Diff  string `json:"diff"`
}

// RoomLabelsFor returns the room's words in language (ro, it, fr, en);
// English for any other.
func RoomLabelsFor(language string) RoomLabels {
	l := labelsFor(language)
	r := l.room
	r.Game, r.Round, r.Top, r.Equivalent, r.Best = l.game, l.round, l.top, l.equivalentTops, l.bestRoom
	r.Solo, r.None, r.Rank, r.Name, r.Table, r.Total, r.Diff = l.solo, l.none, l.rank, l.name, l.table, l.total, l.diff
	return r
}
