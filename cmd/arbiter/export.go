package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
)

// exportFormats lists the formats of export what, the default first.
func exportFormats(what string) []string {
	switch what {
	case "game":
		return []string{"csv", "txt", "eliot"}
	case "site":
		return []string{"html"}
	case "lexicon":
		return []string{"eliot"}
	case "cards":
		return []string{"csv", "json"}
	}
	return []string{"csv", "json", "latin1", "sigles"}
}

// newExportCmd builds `arbiter export`.
func newExportCmd(f *Factory) *cobra.Command { return newExportCmdRun(f, nil) }

// exportOptions are the dependencies and flags of `arbiter export`.
type exportOptions struct {
	IO *IOStreams
	// Tournament opens the tournament of --db; the caller closes it.
	Tournament func(ctx context.Context) (*tournament, error)
	// Store returns the event store's path (--db, $ARBITER_DB, ./arbiter.db).
	Store func() string

	DB     string // --db: the event store
	What   string // ranking, game, site, lexicon
	Game   int    // 0: the whole tournament (ranking), the current game (game)
	Out    string
	Format string // csv, json, txt, latin1, sigles, eliot, html
	By     string // ranking, site: split the ranking by category or series
	// SkipEmpty leaves the tables nobody sat at out of a SIGLES file.
	SkipEmpty bool
	// EliotDictionary is the Eliot dictionary (.dawg) an Eliot game file
	// names; "" for the one `export lexicon --format eliot` builds.
	EliotDictionary string
}

// newExportCmdRun builds `arbiter export`, calling runF instead of writing
// when it is set (flag tests).
func newExportCmdRun(f *Factory, runF func(*exportOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the ranking, the game record, the results site or the word list for other programs",
		Long: `Write files for a federation's ranking program or an archive, to --out or to
standard output.

  ranking  --format csv     rank,table,name,club,total,percent_of_top,diff_to_top,
                            tops,solos,warnings,penalties (UTF-8)
           --format json    the tournament header and the same columns
           --format latin1  table,name,total in ISO 8859-1, for programs that read
                            only Latin-1; letters Latin-1 lacks are folded
                            (Ș → S, Ț → T, Ă → A, Ł → L); a name with any other
                            such letter is refused, naming the player
           --format sigles  one game's results for SIGLES, the French
                            federation's ranking program: ISO 8859-1, one line
                            per table from 1 to the highest, "table","name",
                            "total", an empty table "n","--table vide--","-1"
                            (--skip-empty leaves those out); names as latin1;
                            a duplicate game's only (an Anticipation game has
                            no top to set the totals against: refused)
           --by category    (csv, json) the ranking split by category or series:
                            the section, its rank, the overall rank, the columns
  game     --format csv     round,rack,word,position,score; a Tactic game adds
                            word2,position2,score2,total (its second move),
                            Completiv, Superjoker and Metagrama add chosen (the
                            letters the top takes from the stock: U, U for X)
           --format txt     N | RACK | WORD | POS | SCORE
           --format eliot   Eliot's XML save file, to replay the game in Eliot;
                            it names the dictionary that 'export lexicon' builds,
                            or --eliot-dictionary FILE.dawg, Eliot's own
  site     --out DIR        the results site: static HTML pages (ranking, each
                            round's rack, top and board, every player's card)
                            that need no server; --by adds the sections
  lexicon  --format eliot   --out DIR: the tournament's letters and word list
                            for Eliot's compdic (DIR/letters.txt, DIR/words.txt),
                            which builds the dictionary an Eliot game file needs
  cards    --format csv     an anticipation game's cards (RULES §8): one line
                            per move, PAS or slip with no move: player,round,
                            group,position,word,status,reason,reason_text,
                            declared,played,counts
           --format json    the tournament header, the form and every player in
                            the ranking's order with their whole verdict, as
                            'check --json' gives it
  gcg                       the free-game event's recorded games as GCG files
                            (see 'arbiter export gcg --help')

The ranking is the whole tournament's unless --game N names one game (a
SIGLES file is one game's: the current one unless --game says otherwise);
the game record is the current game's unless --game says otherwise.`,
		Example: `  arbiter export ranking --format csv --out ranking.csv
  arbiter export ranking --format json --by category
  arbiter export ranking --format latin1 --out federation.csv
  arbiter export ranking --format sigles --game 1 --out partie1.txt
  arbiter export game --format txt --out game1.txt
  arbiter export game --format eliot --game 1 --out game1.xml
  arbiter export site --by category --out site
  arbiter export lexicon --format eliot --out eliot
  arbiter export cards --format json --out cards.json`,
		Args: cobra.NoArgs,
	}
	for _, what := range []string{"ranking", "game", "site", "lexicon", "cards"} {
		opts := &exportOptions{IO: f.IO, What: what}
		opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forReading) }
		opts.Store = func() string { return storePath(f, opts.DB) }
		formats := exportFormats(what)
		sub := &cobra.Command{
			Use: what,
			Short: map[string]string{"ranking": "Export the ranking", "game": "Export the game record",
				"site": "Write the results site: static HTML pages", "lexicon": "Write the word list for Eliot's compdic",
				"cards": "Export an anticipation game's cards"}[what],
			Example: map[string]string{
				"ranking": "  arbiter export ranking --format csv --out ranking.csv\n  arbiter export ranking --format sigles --game 1 --out partie1.txt",
				"game":    "  arbiter export game --format txt --out game1.txt\n  arbiter export game --format eliot --out game1.xml\n  arbiter export game --format eliot --eliot-dictionary ro.dawg --out game1.xml",
				"site":    "  arbiter export site --out site\n  arbiter export site --by category --out /media/usb/results",
				"lexicon": "  arbiter export lexicon --format eliot --out eliot",
				"cards":   "  arbiter export cards --out cards.csv\n  arbiter export cards --format json --game 2",
			}[what],
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				if !slices.Contains(formats, opts.Format) {
					return usageErrorf("export %s: unknown --format %q: use one of %s", what, opts.Format, strings.Join(formats, ", "))
				}
				if _, err := parseDivision(opts.By); err != nil {
					return err
				}
				switch {
				case what == "site" && opts.Out == "":
					return usageErrorf("export site: say where to write the pages with --out DIR")
				case what == "lexicon" && opts.Out == "":
					return usageErrorf("export lexicon: say where to write the letters and the word list with --out DIR")
				case (what == "site" || what == "lexicon") && opts.Out == "-":
					return checkOutDir("export "+what, opts.Out)
				case opts.EliotDictionary != "" && opts.Format != "eliot":
					return usageErrorf("export game: --eliot-dictionary is for --format eliot")
				case opts.By != "" && what == "ranking" && opts.Format != "csv" && opts.Format != "json":
					return usageErrorf("export ranking: --by splits a csv or json ranking, not %s", opts.Format)
				case opts.SkipEmpty && opts.Format != "sigles":
					return usageErrorf("export ranking: --skip-empty is for --format sigles")
				}
				if runF != nil {
					return runF(opts)
				}
				return exportRun(cmd.Context(), opts)
			},
		}
		addDBFlag(sub, &opts.DB)
		sub.Flags().StringVar(&opts.Format, "format", formats[0], "file format: "+strings.Join(formats, ", "))
		switch what {
		case "site":
			sub.Flags().StringVarP(&opts.Out, "out", "o", "", "the `DIR`ectory to write the pages to (created if need be)")
		case "lexicon":
			sub.Flags().StringVarP(&opts.Out, "out", "o", "", "the `DIR`ectory to write letters.txt and words.txt to (created if need be)")
		default:
			sub.Flags().StringVarP(&opts.Out, "out", "o", "", "write to this file (default: standard output)")
			sub.Flags().IntVar(&opts.Game, "game", 0, "game number (default: "+map[string]string{"ranking": "the whole tournament", "game": "the current game", "cards": "the current game"}[what]+")")
		}
		if what == "game" {
			sub.Flags().StringVar(&opts.EliotDictionary, "eliot-dictionary", "", "eliot: the Eliot dictionary `FILE` (.dawg, built by compdic) the game is for (default: the one 'export lexicon' gives)")
		}
		if what == "ranking" || what == "site" {
			sub.Flags().StringVar(&opts.By, "by", "", "split the ranking by `category` or series")
		}
		if what == "ranking" {
			sub.Flags().BoolVar(&opts.SkipEmpty, "skip-empty", false, "sigles: leave out the tables nobody sat at")
		}
		cmd.AddCommand(sub)
	}
	cmd.AddCommand(newExportGCGCmd(f))
	return cmd
}

// exportRun writes the export of opts.
func exportRun(ctx context.Context, opts *exportOptions) error {
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	var b bytes.Buffer
	switch opts.What {
	case "site":
		return exportSite(ctx, t, opts)
	case "lexicon":
		return exportLexicon(ctx, t, opts)
	case "ranking":
		err = exportRanking(ctx, &b, t, opts)
	case "game":
		err = exportGame(ctx, &b, t, opts)
	case "cards":
		err = exportCards(ctx, &b, t, opts)
	}
	if err != nil {
		return err
	}
	return writeOut(opts.IO.Out, opts.Out, opts.Store(), b.Bytes(), opts.What)
}

// exportRanking writes the ranking of opts to b, laid out for the kind
// of game it ranks ([tournament.rankingOf]), or a federation's file.
func exportRanking(ctx context.Context, b *bytes.Buffer, t *tournament, opts *exportOptions) error {
	if opts.Format == "sigles" {
		return exportSigles(ctx, b, t, opts)
	}
	kind, err := t.RankedKind(ctx, opts.Game)
	if err != nil {
		return err
	}
	if opts.Format == "latin1" {
		return exportLatin1(ctx, b, t, kind, opts.Game)
	}
	r, err := t.rankingOf(ctx, arbiter.RankingQuery{Game: opts.Game, By: arbiter.Division(opts.By)}, t.Ranking)
	if err != nil {
		return err
	}
	format := asCSV
	if opts.Format == "json" {
		format = asJSON
	}
	return writeRanking(b, t, r, format, false)
}

// exportLatin1 writes the latin1 file of the ranking of game n (the
// tournament's for 0) to b. Its columns are the duplicate game's: the
// ranking of an Anticipation game or of a composition problem (kind) is
// refused before it is read.
func exportLatin1(ctx context.Context, b *bytes.Buffer, t *tournament, kind referee.GameKind, n int) error {
	if err := t.CheckRanking(ctx, arbiter.RankingQuery{Game: n, Columns: "latin1"}); err != nil {
		return err
	}
	ranked, err := t.Ranking(ctx, n, arbiter.ByTotal)
	if err != nil {
		return err
	}
	if err := reports.RankingLatin1(b, reports.RowsOf(ranked)); err != nil {
		return usageErrorf("%v", err)
	}
	return nil
}

// exportSigles writes the SIGLES file of game opts.Game (the current game
// for 0) to b. SIGLES records duplicate games, each player's total set
// against the top: an Anticipation game, which has no top and ranks in its
// own order (RULES §8.7, §8.9), and a composition problem, ranked by its
// kind's rules (RULES §9), are refused before their results are read.
func exportSigles(ctx context.Context, b *bytes.Buffer, t *tournament, opts *exportOptions) error {
	kind, err := t.Kind(ctx, opts.Game)
	if err != nil {
		return err
	}
	if err := t.CheckRanking(ctx, arbiter.RankingQuery{Game: kind.Game, Columns: "sigles"}); err != nil {
		return err
	}
	st, err := t.GameResults(ctx, opts.Game)
	if err != nil {
		return err
	}
	if err := reports.RankingSigles(b, reports.ResultsOf(st), opts.SkipEmpty); err != nil {
		return usageErrorf("%v", err)
	}
	return nil
}

// exportGame writes the game record of opts to b.
func exportGame(ctx context.Context, b *bytes.Buffer, t *tournament, opts *exportOptions) error {
	rs := t.RuleSet()
	kind, err := t.Kind(ctx, opts.Game)
	if err != nil {
		return err
	}
	if err := t.checkSheet(ctx, "export game", "racks", kind); err != nil { // the record is the rounds' racks and tops
		return err
	}
	if opts.Format == "eliot" {
		d, err := eliotDictionary(ctx, t, opts)
		if err != nil {
			return err
		}
		g, cards, err := t.GameCards(ctx, opts.Game)
		if err != nil {
			return err
		}
		if err := reports.EliotXML(b, reports.EliotGameOf(rs, &g, cards, d)); err != nil {
			return usageErrorf("export game: %v", err)
		}
		return nil
	}
	lines, err := racksOf(ctx, t, opts.Game)
	if err != nil {
		return err
	}
	if opts.Format == "txt" {
		return reports.GameText(b, rs, lines)
	}
	return reports.GameCSV(b, rs, lines)
}

// exportSite writes the results site into the directory opts.Out, creating
// it if need be, and says how many pages it wrote. Each page replaces the
// earlier one whole ([replaceFile]).
func exportSite(ctx context.Context, t *tournament, opts *exportOptions) error {
	site, err := t.site(ctx, arbiter.Division(opts.By))
	if err != nil {
		return err
	}
	pages := 0
	err = reports.WriteSite(t.RuleSet(), site, func(path string, page []byte) error {
		file := filepath.Join(opts.Out, filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return usageErrorf("export site: %v", err)
		}
		if err := replaceFile("export site", file, page); err != nil {
			return err
		}
		pages++
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.Out, "site: %d pages written to %s (open %s)\n", pages, opts.Out, filepath.Join(opts.Out, "index.html"))
	return nil
}

// eliotDictionary is the Eliot dictionary an Eliot game file of opts names:
// the header of --eliot-dictionary, checked against the rule set's tiles,
// or the one built from the tournament's word list ([exportLexicon]).
func eliotDictionary(ctx context.Context, t *tournament, opts *exportOptions) (reports.EliotDictionary, error) {
	rs := t.RuleSet()
	if opts.EliotDictionary == "" {
		g, err := tournamentLexicon(ctx, t, opts)
		if err != nil {
			return reports.EliotDictionary{}, err
		}
		return reports.EliotDictionaryFor(rs, eliotDictionaryName(t), g.Alphabet(), g.Words()), nil
	}
	f, err := os.Open(opts.EliotDictionary)
	if err != nil {
		return reports.EliotDictionary{}, usageErrorf("--eliot-dictionary: %v", err)
	}
	defer f.Close()
	d, err := reports.ReadEliotDictionary(f)
	if err == nil {
		err = d.CheckTiles(rs)
	}
	if err != nil {
		return reports.EliotDictionary{}, usageErrorf("--eliot-dictionary %s: %v", opts.EliotDictionary, err)
	}
	return d, nil
}

// tournamentLexicon opens the word list the tournament was created with.
func tournamentLexicon(ctx context.Context, t *tournament, opts *exportOptions) (*lexicon.Graph, error) {
	st, err := t.State(ctx)
	if err != nil {
		return nil, err
	}
	return t.f.tournamentLexicon(opts.Store(), t.RuleSet(), st.Tournament.Lexicon)
}

// eliotDictionaryName names the Eliot dictionary of the tournament's word
// list ([eliotListName]).
func eliotDictionaryName(t *tournament) string {
	return eliotListName(t.RuleSet(), t.header().Lexicon)
}

// eliotListName names the Eliot dictionary of word list name: the list's
// file name, or the rule set's for its built-in list, in the 30 bytes
// Eliot keeps.
func eliotListName(rs *scoring.RuleSet, name string) string {
	if name == cache.Builtin {
		name = rs.Name + " " + name
	}
	for len(name) > 30 {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return name
}

// exportLexicon writes into the directory opts.Out, creating it if need
// be, the letters file and the word list from which Eliot's compdic builds
// the dictionary an Eliot game file names, and says how.
func exportLexicon(ctx context.Context, t *tournament, opts *exportOptions) error {
	g, err := tournamentLexicon(ctx, t, opts)
	if err != nil {
		return err
	}
	d := reports.EliotDictionaryFor(t.RuleSet(), eliotDictionaryName(t), g.Alphabet(), g.Words())
	if err := os.MkdirAll(opts.Out, 0o755); err != nil {
		return usageErrorf("export lexicon: %v", err)
	}
	letters, words := filepath.Join(opts.Out, "letters.txt"), filepath.Join(opts.Out, "words.txt")
	for _, file := range []struct {
		path  string
		write func(io.Writer) error
	}{
		{letters, func(w io.Writer) error { return reports.EliotLettersFile(w, d) }},
		{words, func(w io.Writer) error { return reports.EliotWordList(w, g) }},
	} {
		var b bytes.Buffer
		if err := file.write(&b); err != nil {
			return err
		}
		if err := checkOutNotStore(file.path, opts.Store()); err != nil {
			return err
		}
		if err := replaceFile("export lexicon", file.path, b.Bytes()); err != nil {
			return err
		}
	}
	dawg := filepath.Join(opts.Out, strings.ReplaceAll(d.Name, " ", "-")+".dawg")
	_, err = fmt.Fprintf(opts.IO.Out, "lexicon: wrote %s (%d letters) and %s (%d words); build the Eliot dictionary with\n  compdic -d '%s' -l %s -i %s -o %s\n",
		letters, len(d.Letters), words, d.Words, d.Name, letters, words, dawg)
	return err
}
