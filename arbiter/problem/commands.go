package problem

import (
	"time"

	"arbiter/arbiter"
)

// Start begins a composition problem (RULES §9) as the next game of the
// tournament (→ [Started], stream of the new game). The previous game must
// have ended. Letters, when set, are the letters the referee typed:
// partial's and sir's letters (sir: in order), Serie de maxime's and
// N-Scrabble's groups (separated by blanks or commas), or the group of
// Superscrabble and incomplet; else the program draws them from Seed
// (RULES §9.10). Groups is the number of groups drawn (0: 7) and Imposed
// N-Scrabble's imposed order, Consonants the variant of Serie de maxime
// and N-Scrabble that announces only the consonants (the groups are drawn
// or typed whole all the same). Board is the board of Superscrabble and of
// a Partida de Superscrabble's start, 15 rows, or Moves the moves the
// referee builds it with from the empty board ([BuildBoard]); Rounds the
// number of rounds a Partida announces (RULES §9.8). Minutes is the time
// when the kind lets the referee set it (0: the kind's own; a Partida's,
// each round's). At is when the problem starts, by the front end's clock.
type Start struct {
	arbiter.Extension
	Kind       Kind
	Seed       uint64
	Letters    string
	Groups     int
	Imposed    bool
	Consonants bool
	Board      []string
	Moves      string
	Rounds     int
	Minutes    int
	At         time.Time
}

// HandInSolution records one player's solution of the problem being
// played and its verdict (→ [SolutionHandedIn]). Sheet is the solution in
// the JSON of [ReadAnswer], or Typed the moves as the player writes them,
// one a line, read as the open problem's kind writes them ([ReadTyped]:
// a line that cannot be read is a *[TypedError]). At is when it was
// handed in, by the clock the problem started with; when At is zero,
// HandedIn is the time from the start (a solution imported from a file).
// A solution after the problem's time, for a table with no player or one
// that handed in already, or for a problem closed is refused. Round, when
// set, is the round of a Partida de Superscrabble the solution answers,
// which must be the one being played (0: that one).
type HandInSolution struct {
	arbiter.Extension
	Table    int
	Sheet    []byte
	Typed    string
	At       time.Time
	HandedIn time.Duration
	Round    int
}

// CorrectSolution replaces the solution recorded for Table in the problem
// being played, when the referee recorded the wrong sheet
// (→ [SolutionCorrected]; the sheet recorded first stays in the log). The
// solution keeps the time it was handed in unless HandedIn gives another
// (RULES §9.1). It is refused for a table with no solution, and once the
// problem is closed.
type CorrectSolution struct {
	arbiter.Extension
	Table    int
	Sheet    []byte
	HandedIn *time.Duration
	Reason   string
}

// Close ends the problem being played (→ [Closed]; an [arbiter.CloseRound]
// or an [arbiter.EndGame] in a problem means the same): no solution is
// taken after it.
type Close struct{ arbiter.Extension }

// PlaceScrabble ends the round being played of a Partida de Superscrabble
// (RULES §9.8) with the scrabble the referee chose placed on the board
// (→ [ScrabblePlaced]) and starts the next round on the new board
// (→ [RoundStarted]). Play is the scrabble, "G2 DEPUNERe", or Top asks for
// the top-scoring one. The next group is Letters, typed, or drawn from
// Seed; it must allow a scrabble on the new board (RULES §9.10). Minutes
// is the next round's time (0: the game's). At is when the next round
// starts.
type PlaceScrabble struct {
	arbiter.Extension
	Play    string
	Top     bool
	Letters string
	Seed    uint64
	Minutes int
	At      time.Time
}

// Decide decides the start of the problem.
func (c Start) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideStart(s, c, deps)
}

// Decide decides the solution handed in.
func (c HandInSolution) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideHandIn(s, c, deps)
}

// Decide decides the correction.
func (c CorrectSolution) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideCorrect(s, c, deps)
}

// Decide decides the close of the problem.
func (Close) Decide(s *arbiter.State, _ arbiter.Deps) ([]arbiter.Event, error) { return decideClose(s) }

// Decide decides the scrabble placed.
func (c PlaceScrabble) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decidePlaceScrabble(s, c, deps)
}

// The commands of a problem that read the word list and the search: the
// service opens them for these alone ([arbiter.WordsUser]).
func (Start) NeedsWords() bool           { return true }
func (HandInSolution) NeedsWords() bool  { return true }
func (CorrectSolution) NeedsWords() bool { return true }
func (PlaceScrabble) NeedsWords() bool   { return true }
