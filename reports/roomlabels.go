package reports

// RoomLabels are the words of the web room's pages (`arbiter serve`) in
// one language. The words the sheets print too (game, round, top, the
// standings' columns) are the sheets' own, from the same table; the others
// (the calls of seed 004: "Start!", "30 de secunde!", "Stop!") are the
// room's.
type RoomLabels struct {
	Start   string `json:"start"`
	Warning string `json:"warning"`
	// LastMinute is the call of a round whose last minute is announced
	// instead of its last 30 seconds (Tactic, Anticipation).
	LastMinute string `json:"last_minute"`
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
	// the display's switch of its chimes, Voice of the letters' names
	// spoken.
	Offline string `json:"offline"`
	Sound   string `json:"sound"`
	Voice   string `json:"voice"`
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

	// The slip's fields (the entry page, the referee's console).
	Position2 string `json:"position2"`
	Word2     string `json:"word2"`
	Score2    string `json:"score2"`
	Rack      string `json:"rack"`
	Reason    string `json:"reason"`

	// The login page and the answers to a session that may not act.
	EntryCode     string `json:"entry_code"`
	Code          string `json:"code"`
	YourName      string `json:"your_name"`
	LogIn         string `json:"log_in"`
	WrongCode     string `json:"wrong_code"`
	TooManyCodes  string `json:"too_many_codes"`
	NameNeeded    string `json:"name_needed"`
	NameInUse     string `json:"name_in_use"` // %s: the name, in the language's quotes
	LogInFirst    string `json:"log_in_first"`
	RefereeOnly   string `json:"referee_only"`
	PageOutOfDate string `json:"page_out_of_date"`
	NoAnswer      string `json:"no_answer"`

	// The entry page.
	Enter     string `json:"enter"`
	EntryHint string `json:"entry_hint"`
	// NoSlips says that the current game takes no slips (a problem's
	// solutions have a page of their own).
	NoSlips      string `json:"no_slips"`
	Missing      string `json:"missing"`
	SecondTyping string `json:"second_typing"`
	TypedHere    string `json:"typed_here"`
	DoubleEntry  string `json:"double_entry"`
	NoRound      string `json:"no_round"`
	GoesTo       string `json:"goes_to"`  // %d: the round slips go to
	Previous     string `json:"previous"` // %d: a round still missing slips
	Late         string `json:"late"`
	Replace      string `json:"replace"` // %d round, %d table, %s recorded, %s typed
	ReplaceYes   string `json:"replace_yes"`
	Keep         string `json:"keep"`
	Withdrawn    string `json:"withdrawn"` // a withdrawn slip, as Replace names it
	Unchanged    string `json:"unchanged"`
	TypedOnce    string `json:"typed_once"`
	Mismatch     string `json:"mismatch"`
	Corrected    string `json:"corrected"`
	Points       string `json:"points"`

	// The referee's console.
	Console       string `json:"console"`
	Timer         string `json:"timer"`
	Seconds       string `json:"seconds"`
	StartTimer    string `json:"start_timer"`
	Pause         string `json:"pause"`
	Resume        string `json:"resume"`
	Reset         string `json:"reset"`
	NotStarted    string `json:"not_started"`
	Running       string `json:"running"` // %s: the time of Stop!
	Draw          string `json:"draw"`
	Manual        string `json:"manual"`
	Reject        string `json:"reject"`
	ProgramTop    string `json:"program_top"`
	Choose        string `json:"choose"`
	CloseRound    string `json:"close_round"`
	CancelRound   string `json:"cancel_round"`
	InvalidateTop string `json:"invalidate_top"`
	NextGame      string `json:"next_game"`
	Warn          string `json:"warn"`
	Technical     string `json:"technical"`
	Disciplinary  string `json:"disciplinary"`
	Elimination   string `json:"elimination"`
	Withdraw      string `json:"withdraw"`
	LateSlips     string `json:"late_slips"`
	ToSettle      string `json:"to_settle"`
	Settle        string `json:"settle"`
	SettleHint    string `json:"settle_hint"`
	Operator      string `json:"operator"`
	Done          string `json:"done"`

	// Anticipation holds the words of an anticipation game's pages.
	Anticipation AnticipationRoomLabels `json:"anticipation"`
	// Ask holds the questions asked before an action that costs.
	Ask AskRoomLabels `json:"ask"`
	// Judge holds the words of the judging page and its review.
	Judge JudgeRoomLabels `json:"judge"`
}

// RoomLabelsFor returns the room's words in language (ro, it, fr, en);
// English for any other.
func RoomLabelsFor(language string) RoomLabels {
	l := labelsFor(language)
	r := l.room
	r.Game, r.Round, r.Top, r.Equivalent, r.Best = l.game, l.round, l.top, l.equivalentTops, l.bestRoom
	r.Solo, r.None, r.Rank, r.Name, r.Table, r.Total, r.Diff = l.solo, l.none, l.rank, l.name, l.table, l.total, l.diff
	r.Final, r.Card, r.Position, r.Score, r.Verdict = l.ranking, l.card, l.position, l.score, l.verdict
	r.Rack, r.Reason = l.rack, l.reason
	r.Anticipation = anticipationTextFor(language).room
	r.Ask = asksFor(language)
	r.Judge = judgeFor(language)
	return r
}
