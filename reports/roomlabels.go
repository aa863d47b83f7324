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
	// More folds the equivalent tops past the first few: "+ %d more".
	More  string `json:"more"`
	Found string `json:"found"`
	// Final heads the standings of a game over; Overall the tournament's.
	Final   string `json:"final"`
	Overall string `json:"overall"`
	Tops    string `json:"tops"`
	// The bag's tiles by kind (RULES §2).
	Bag        string `json:"bag"`
	Vowels     string `json:"vowels"`
	Consonants string `json:"consonants"`
	Either     string `json:"either"`
	Jokers     string `json:"jokers"`
	// Offline is the badge of a page whose server does not answer; Sound
	// the display's switch of its chimes.
	Offline string `json:"offline"`
	Sound   string `json:"sound"`
	// Room heads the index page; its links say what each page is for.
	Room        string `json:"room"`
	DisplayLink string `json:"display_link"`
	RefereeLink string `json:"referee_link"`
	EntryLink   string `json:"entry_link"`
	ResultsLink string `json:"results_link"`
	// The standings' columns.
	Rank  string `json:"rank"`
	Name  string `json:"name"`
	Table string `json:"table"`
	Total string `json:"total"`
	Diff  string `json:"diff"`
	// A player's card on the results page: the slip as written, what it
	// scores and the verdict.
	Card     string `json:"card"`
	CardHint string `json:"card_hint"`
	Position string `json:"position"`
	Word     string `json:"word"`
	Declared string `json:"declared"`
	Score    string `json:"score"`
	Verdict  string `json:"verdict"`
}

// RoomLabelsFor returns the room's words in language (ro, it, fr, en);
// English for any other.
func RoomLabelsFor(language string) RoomLabels {
	l := labelsFor(language)
	r := l.room
	r.Game, r.Round, r.Top, r.Equivalent, r.Best = l.game, l.round, l.top, l.equivalentTops, l.bestRoom
	r.Solo, r.None, r.Rank, r.Name, r.Table, r.Total, r.Diff = l.solo, l.none, l.rank, l.name, l.table, l.total, l.diff
	r.Final, r.Card, r.Position, r.Score, r.Verdict = l.ranking, l.card, l.position, l.score, l.verdict
	return r
}
