package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"arbiter/arbiter/anticipation"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// groupsOptions are the dependencies and flags of `arbiter groups`.
type groupsOptions struct {
	IO         *IOStreams
	Lexicon    func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	RandomSeed func() (uint64, error)

	Discipline  string
	Rules       string
	LexiconPath string
	Seed        uint64
	SeedGiven   bool
	Groups      string
	JSON        bool
	PDF         string
	Player      string
}

// newGroupsCmd builds `arbiter groups`.
func newGroupsCmd(f *Factory) *cobra.Command {
	opts := &groupsOptions{
		IO:         f.IO,
		Lexicon:    func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return f.Lexicon(rs, path) },
		RandomSeed: cryptoSeed,
	}
	cmd := &cobra.Command{
		Use:   "groups --discipline D --rules SET [--lexicon FILE] [--seed N | --groups LIST] [--json | --pdf FILE]",
		Short: "Draw or check the letter groups of an anticipation game",
		Long: `Draw the 15 letter groups of an anticipation game (RULES §8.1), or check
groups typed by the referee or registered by an oarba player, and print
the announcement sheet: each group's number, its letters in alphabetical
order, what the referee announces (avocalica: the consonants and jokers;
the vowels make each player's pool) and the names read out.

Drawn groups: group 1 a vowel and a consonant both orders of which are
words (avocalica: neither G nor J), 14 groups of 7 holding 2 vowels and 2
consonants (avocalica: any), each a 7-letter word on its own in
rezistenta; in ro the 15 groups are the whole bag. The same --seed draws
the same groups; without it a random seed is chosen and printed.

--groups takes the 15 groups in order, separated by blanks or commas, '?'
for a joker; they are checked for the rules of the form (group 1, sizes,
the tile set, rezistenta's words) and printed the same way.

--pdf FILE writes the announcement sheet as an A4 PDF in the rule set's
language instead; --player NAME heads it with the player whose groups
they are (oarba).`,
		Example: `  arbiter groups --discipline anticipatie --rules ro --seed 7
  arbiter groups --discipline rezistenta --rules ro --json
  arbiter groups --discipline avocalica --rules ro --seed 7 --pdf groups.pdf
  arbiter groups --discipline oarba --rules ro --groups "AL BBDDIRS AANOPRR ..."
  arbiter groups --discipline oarba --rules ro --groups "AL ..." --player "Ana Pop" --pdf ana.pdf`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Discipline == "" {
				return usageErrorf("--discipline is required: one of %s", anticipation.FormNames())
			}
			if opts.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			if blankFlag(cmd, "groups", opts.Groups, ",") {
				return usageErrorf("--groups is blank: type the 15 groups, as in \"AL BBDDIRS …\"")
			}
			if blankFlag(cmd, "pdf", opts.PDF, "") {
				return usageErrorf("--pdf is blank: name the PDF file to write")
			}
			if opts.Player != "" && opts.PDF == "" {
				return usageErrorf("--player names the player on the PDF: give --pdf FILE too")
			}
			opts.SeedGiven = cmd.Flags().Changed("seed")
			return groupsRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Discipline, "discipline", "", "the anticipation game `D`: "+anticipation.FormNames())
	cmd.Flags().StringVar(&opts.Rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json file")
	cmd.Flags().StringVar(&opts.LexiconPath, "lexicon", "", "word list (plain or gzip) or compiled graph (default: the rule set's embedded list)")
	cmd.Flags().Uint64Var(&opts.Seed, "seed", 0, "the draw's seed `N` (default: random)")
	cmd.Flags().StringVar(&opts.Groups, "groups", "", "the 15 groups typed, in order, separated by blanks or commas")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the groups as one JSON object")
	cmd.Flags().StringVar(&opts.PDF, "pdf", "", "write the announcement sheet as PDF to `FILE`")
	cmd.Flags().StringVar(&opts.Player, "player", "", "the player whose groups they are, on the PDF (oarba)")
	cmd.MarkFlagsMutuallyExclusive("seed", "groups")
	cmd.MarkFlagsMutuallyExclusive("json", "pdf")
	return cmd
}

// groupsRun draws or reads the groups, checks them and prints them.
func groupsRun(opts *groupsOptions) error {
	form, err := anticipation.ParseForm(opts.Discipline)
	if err != nil {
		return usageErrorf("--discipline: %w", err)
	}
	rs, err := loadRuleSet(opts.Rules)
	if err != nil {
		return err
	}
	var typed anticipation.Groups
	if opts.Groups != "" {
		if typed, err = parseGroups(rs, opts.Groups); err != nil {
			return err
		}
	}
	g, err := opts.Lexicon(rs, opts.LexiconPath)
	if err != nil {
		return err
	}
	scrabble := anticipation.LexiconScrabbler(rs, g)
	groups, seed := typed, opts.Seed
	if opts.Groups != "" {
		if err := anticipation.CheckGroups(rs, g, form, &groups, scrabble); err != nil {
			return &refusedError{fmt.Errorf("--groups: %w", err)}
		}
	} else {
		if !opts.SeedGiven {
			if seed, err = opts.RandomSeed(); err != nil {
				return err
			}
		}
		if groups, err = anticipation.DrawGroups(rs, g, form, seed, scrabble); err != nil {
			return &refusedError{fmt.Errorf("draw the groups with seed %d: %w", seed, err)}
		}
	}
	if opts.JSON {
		return json.NewEncoder(opts.IO.Out).Encode(newGroupsJSON(rs, form, groups, seed, opts.Groups == ""))
	}
	if opts.PDF != "" {
		title := ""
		if opts.Groups == "" {
			title = fmt.Sprintf("seed %d", seed)
		}
		h := standaloneHeader(title, rs, opts.LexiconPath, g)
		return writeSheetPDF(opts.IO.Out, opts.PDF, "announcement of the groups", rs, h, func(e *reports.PDFEncoder) error {
			return e.EncodeGroupsAnnouncement(form, opts.Player, groups)
		})
	}
	if opts.Groups == "" {
		fmt.Fprintf(opts.IO.Out, "seed %d\n", seed)
	}
	return reports.WriteGroupsAnnouncement(opts.IO.Out, rs, form, groups)
}

// parseGroups reads the 15 groups typed with --groups.
func parseGroups(rs *scoring.RuleSet, s string) (anticipation.Groups, error) {
	g, err := anticipation.ParseGroups(rs, s)
	if err != nil {
		return g, usageErrorf("--groups: %w", err)
	}
	return g, nil
}

// groupsJSON is `arbiter groups --json`.
type groupsJSON struct {
	Discipline string      `json:"discipline"`
	Seed       *uint64     `json:"seed,omitempty"`
	Groups     []groupJSON `json:"groups"`
	VowelPool  string      `json:"vowel_pool,omitempty"`
}

// groupJSON is one group of groupsJSON.
type groupJSON struct {
	Number    int      `json:"number"`
	Letters   string   `json:"letters"`
	Announced string   `json:"announced"`
	Names     []string `json:"names"`
}

// newGroupsJSON builds the JSON of groups; seed only when drawn.
func newGroupsJSON(rs *scoring.RuleSet, form anticipation.Form, g anticipation.Groups, seed uint64, drawn bool) groupsJSON {
	out := groupsJSON{Discipline: string(form)}
	if drawn {
		out.Seed = &seed
	}
	for n := 1; n <= anticipation.NumGroups; n++ {
		announced := anticipation.Announced(rs, form, g.Group(n))
		out.Groups = append(out.Groups, groupJSON{n, g.Group(n).String(), announced.String(), draw.Spell(rs, announced)})
	}
	if form.ConsonantsOnly() {
		out.VowelPool = anticipation.VowelPool(rs, &g).String()
	}
	return out
}
