package main

import (
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/free"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/problem"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// checkOptions are the dependencies and flags of `arbiter check`.
type checkOptions struct {
	IO      *IOStreams
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	Deps    func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps

	Discipline  string
	Rules       string
	LexiconPath string
	SheetPath   string
	JSON        bool
	PDF         string
	// Best sets each play of a free game beside the best score of its rack.
	Best bool
	// Boards are the lines of a free game's record after which its PDF
	// sheet draws the board.
	Boards []int
	// Eliot is the file a free game's record is written to as Eliot's save.
	Eliot string
}

// checkInput is what a discipline's checker gets: the rule set, the word
// graph and the sheet's bytes, read from its file.
type checkInput struct {
	RS    *scoring.RuleSet
	Graph *lexicon.Graph
	Sheet []byte
}

// checkKind is a family of disciplines `arbiter check` adjudicates: their
// names, the function that checks one sheet of discipline and prints the
// verdict, and whether it prints the verdict as PDF too (--pdf).
type checkKind struct {
	Disciplines []string
	Run         func(opts *checkOptions, in checkInput) error
	PDF         bool
	// Record says that the kind's sheet is a game's record, move by move:
	// --best and --boards apply to it.
	Record bool
}

// checkKinds lists the families `arbiter check` knows, each defined in
// its own check_*.go file, in the order of the program's registry of
// kinds.
func checkKinds() []checkKind {
	byKind := map[arbiter.Kind]checkKind{
		anticipation.Kind:   anticipationCheck(),
		free.Kind:           freeCheck(),
		problem.Composition: problemCheck(),
	}
	var out []checkKind
	for _, k := range kinds.All().Kinds() {
		if c, ok := byKind[k]; ok {
			out = append(out, c)
		}
	}
	return out
}

// checkKindFor returns the family of discipline name.
func checkKindFor(name string) (checkKind, bool) {
	for _, k := range checkKinds() {
		for _, d := range k.Disciplines {
			if d == name {
				return k, true
			}
		}
	}
	return checkKind{}, false
}

// disciplineNames lists every discipline `arbiter check` knows.
func disciplineNames() string {
	var names []string
	for _, k := range checkKinds() {
		names = append(names, k.Disciplines...)
	}
	return strings.Join(names, ", ")
}

// newCheckCmd builds `arbiter check`.
func newCheckCmd(f *Factory) *cobra.Command {
	opts := &checkOptions{
		IO:      f.IO,
		Lexicon: func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return f.Lexicon(rs, path) },
		Deps:    func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps { return f.Deps(rs, g) },
	}
	cmd := &cobra.Command{
		Use:   "check --discipline D --rules SET [--lexicon FILE] --sheet FILE [--json | --pdf FILE | --eliot FILE]",
		Short: "Check one player's whole sheet headless",
		Long: `Adjudicate one player's whole sheet of a game played on the player's own
board, without a tournament: every move, every figure, every cancellation,
and print the verdict. --sheet - reads standard input.

Anticipation games (RULES §8): --discipline anticipatie, avocalica,
rezistenta, fond or oarba. The sheet is JSON:

  {"discipline": "anticipatie",
   "groups": {"1": "AL", "2": "ABCDEIR", ..., "15": "..."},
   "rounds": [{"group": 7, "moves": [{"position": "H8", "word": "AL", "score": 4},
                                     {"position": "8G", "word": "BAR", "score": 11}],
               "total": 15},
              {"group": 3, "moves": [{"position": "...", "word": "...", "score": 12}],
               "cancel": [1]},
              {"group": 12, "pass": true}],
   "control_grid": "handed_in"}

The rounds are in order; round 1's first move is made with group 1 and
"group" is the group of 7 played. A missing "score" or "total" is a missing
figure; "cancel" lists the rounds written as "Anulez turul N";
"control_grid" is handed_in (the default), missing, blank or omissions. In
oarba the groups are the player's own; in avocalica they are the groups as
drawn, vowels included (the vowels form each player's pool).

The table gives each move's verdict with its reason in the rule set's
language, the figure declared and what the move counts after every
cancellation, then the warnings, the penalty and the total. With --json one
object: total, score, technical_warnings, disciplinary_warnings, penalty
and rounds, each with its moves (position, word, status valid | invalid |
cancelled, score, declared, reason, reason_text).

--pdf FILE writes the verdict as an A4 PDF in the rule set's language
instead: a page with the player's control grid (the board as the player
built it, each tile marked with the round it was placed in, the tiles that
do not count in grey), then the card round by round with every verdict
and warning; a room's file gives the ranking, then each player's pages.

A room's file checks every player's sheet and ranks them: by total,
rezistenta by ranking points (reverse order of abandonment) then total,
equal players sharing a rank; outside oarba every sheet holds the room's
groups. --json prints the ranking, each line with its sheet's verdict:

  {"discipline": "fond", "entries": [{"player": "ana", "sheet": {...}}, ...]}

Composition problems (RULES §9): --discipline integral, partial, sir,
maxime, nscrabble, superscrabble or incomplet. The sheet is JSON:

  {"discipline": "partial", "letters": "ACLMNOU AHV ...",
   "rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, ...]}]}
  {"discipline": "maxime", "groups": {"1": "ACLMNOU", ..., "7": "..."},
   "moves": [{"group": 3, "position": "H8", "word": "...", "score": 80}, ...]}
  {"discipline": "superscrabble", "board": ["...............", ... 15 rows],
   "rack": "DEPNRU?", "solutions": [{"position": "G2", "word": "DEPUNERe"}, ...]}

Integral takes the whole tile set (no "letters"), sir its letters in the
order drawn; nscrabble is as maxime, with "order": "imposed" when the
organiser imposes the groups' order; in their variant announcing only the
consonants, "announced": "consonants" and the groups as announced (each
move completes its group with vowels of the set); incomplet gives "rack", the
construction as "rounds" and the scrabbles as "solutions". Every move is
checked on the player's own board (a refused move cancels those that rest
on it); a claimed scrabble counts once however its joker is marked. The
table gives each move's and claim's verdict, then what the kind ranks by:
the total, the scores in order (maxime), or the solutions that count after
the warnings' deduction. With --json one object: technical_warnings, then
score, penalty and total, or scores and ranking_penalty (maxime), or
solutions, found and deducted (superscrabble, incomplet with letters_used),
and rounds, moves or claims with each one's status, score and reason.

A file of every solution of one problem, {"discipline": "...", "entries":
[{"player": "ana", "handed_in": "52m10s", "sheet": {...}}, ...]}, is checked
whole and ranked (RULES §9): rank, player, hand-in time, what the kind ranks
by and the technical warnings; equal results rank by hand-in time.

The free game (RULES §10.1): --discipline liber. The sheet is a game's
record, a GCG file (Quackle's, macondo's, Woogles') or as a scorekeeper
types it; each play is placed and scored on the board (a wrong score given
with the right one), the bag followed through exchanges (refused while it
holds fewer than 7 tiles), challenges and the endings of the rule set; it
prints the findings, the ending and each player's final score, place and
spread, the result to enter in the tournament. --json prints one object:
findings, ending and players. --best sets each play whose rack the record
gives beside the best score that rack allowed on its board, and what each
player scored of what their racks allowed: scores only, no leave, no
strategy. --pdf FILE writes the game's sheet in the rule set's language:
the players' final scores and places, every turn with its points, running
total and what was written wrong (and, when the record gives racks, the
best score of each rack and the points left), then the board after each
line --boards names (the line's tiles reversed), or at the end. --eliot
FILE writes the game instead as Eliot's free-game save, for the Eliot
dictionary built from the same word list ('export lexicon --format
eliot'): Eliot replays every play and scores it itself, exchanges and
passes, time penalties and challenge bonuses as penalties, and the racks
counted at the end. Eliot places only words of its dictionary: a play left
standing with a word the list lacks is written as refused, its points
given back as a penalty (a later play resting on its tiles is refused).
Where the record gives no rack, the rack written holds the tiles the turn
places or puts back, the least Eliot needs, and a comment says so; an
exchange whose tiles the record does not name is refused.

A sheet that cannot be read exits 2, naming the round and the field.`,
		Example: `  arbiter check --discipline anticipatie --rules ro --sheet ana.json
  arbiter check --discipline rezistenta --rules ro --lexicon loc.txt --sheet ana.json --json
  arbiter check --discipline avocalica --rules ro --sheet room.json --pdf room.pdf
  arbiter check --discipline superscrabble --rules ro --sheet ion.json --json
  arbiter check --discipline liber --rules ro --sheet game.gcg
  arbiter check --discipline liber --rules ro --sheet game.gcg --pdf game.pdf --boards 10,20
  arbiter check --discipline liber --rules ro --sheet game.gcg --eliot game.xml`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Discipline == "" {
				return usageErrorf("--discipline is required: one of %s", disciplineNames())
			}
			if opts.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			if opts.SheetPath == "" {
				return usageErrorf("--sheet is required: the sheet's JSON file, or - for standard input")
			}
			if blankFlag(cmd, "pdf", opts.PDF, "") {
				return usageErrorf("--pdf is blank: name the PDF file to write")
			}
			if blankFlag(cmd, "eliot", opts.Eliot, "") {
				return usageErrorf("--eliot is blank: name the Eliot file to write")
			}
			return checkRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Discipline, "discipline", "", "the game's discipline `D`: "+disciplineNames())
	cmd.Flags().StringVar(&opts.Rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json file")
	cmd.Flags().StringVar(&opts.LexiconPath, "lexicon", "", "word list (plain or gzip) or compiled graph (default: the rule set's embedded list)")
	cmd.Flags().StringVar(&opts.SheetPath, "sheet", "", "the sheet's JSON `FILE`, - for standard input")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the verdict as one JSON object")
	cmd.Flags().StringVar(&opts.PDF, "pdf", "", "write the verdict as PDF to `FILE` (anticipation games; a free game's sheet)")
	cmd.Flags().BoolVar(&opts.Best, "best", false, "a free game's record: each play beside the best score its rack allowed on its board (scores only)")
	cmd.Flags().IntSliceVar(&opts.Boards, "boards", nil, "a free game's --pdf: draw the board after these `LINES` of the record (default: the board at the end)")
	cmd.Flags().StringVar(&opts.Eliot, "eliot", "", "a free game's record: write it to `FILE` as Eliot's free-game save instead")
	cmd.MarkFlagsMutuallyExclusive("json", "pdf", "eliot")
	return cmd
}

// checkRun reads the sheet, the rule set and the lexicon, and hands them
// to the discipline's checker.
func checkRun(opts *checkOptions) error {
	kind, ok := checkKindFor(strings.ToLower(strings.TrimSpace(opts.Discipline)))
	if !ok {
		return usageErrorf("--discipline %q: one of %s", opts.Discipline, disciplineNames())
	}
	if opts.PDF != "" && !kind.PDF {
		return usageErrorf("--pdf prints the anticipation games' and the free game's sheets only, not %s", opts.Discipline)
	}
	if (opts.Best || len(opts.Boards) > 0) && !kind.Record {
		return usageErrorf("--best and --boards read a free game's record, not a sheet of %s", opts.Discipline)
	}
	if opts.Eliot != "" && !kind.Record {
		return usageErrorf("--eliot writes a free game's record, not a sheet of %s", opts.Discipline)
	}
	if len(opts.Boards) > 0 && opts.PDF == "" {
		return usageErrorf("--boards draws boards on the --pdf sheet: name the PDF file with --pdf")
	}
	rs, err := loadRuleSet(opts.Rules)
	if err != nil {
		return err
	}
	sheet, err := readSheetFile(opts)
	if err != nil {
		return err
	}
	g, err := opts.Lexicon(rs, opts.LexiconPath)
	if err != nil {
		return err
	}
	return kind.Run(opts, checkInput{RS: rs, Graph: g, Sheet: sheet})
}

// maxSheetFile is the largest sheet `arbiter check` reads.
const maxSheetFile = 4 << 20

// readSheetFile reads the --sheet file, or standard input for "-".
func readSheetFile(opts *checkOptions) ([]byte, error) {
	return readInputFile(opts.IO, "--sheet", opts.SheetPath, maxSheetFile)
}
