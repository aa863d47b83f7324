package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// newDocsCmd builds `arbiter docs DIR`: the command reference, written by
// cobra's own generator from the commands themselves, so that it cannot
// drift from the flags the program really takes.
func newDocsCmd(f *Factory) *cobra.Command {
	var man bool
	cmd := &cobra.Command{
		Use:   "docs DIR",
		Short: "Write the reference of every command, as Markdown or man pages",
		Long: `Write one page for each command and subcommand into DIR (created if
missing): Markdown (arbiter.md, arbiter_slip.md, …) or, with --man, man
pages of section 1 (arbiter.1, arbiter-slip.1, …). The repository keeps the
Markdown pages in docs/commands/; a test checks that they match the program.`,
		Example: `  arbiter docs docs/commands
  arbiter docs --man /usr/local/share/man/man1`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			n, err := writeReference(cmd.Root(), dir, man)
			if err != nil {
				return err
			}
			fmt.Fprintf(f.IO.Out, "%s: %d pages\n", dir, n)
			return nil
		},
	}
	cmd.Flags().BoolVar(&man, "man", false, "write man pages instead of Markdown")
	return cmd
}

// writeReference writes root's reference pages into dir and returns how
// many commands they describe. The pages carry no generation date, so the
// same program always writes the same bytes.
func writeReference(root *cobra.Command, dir string, man bool) (int, error) {
	root.DisableAutoGenTag = true
	n := countCommands(root)
	if man {
		header := &doc.GenManHeader{Title: "ARBITER", Section: "1", Source: "arbiter", Manual: "arbiter manual"}
		return n, doc.GenManTree(root, header, dir)
	}
	return n, doc.GenMarkdownTree(root, dir)
}

// countCommands counts cmd and the commands below it that get a page of
// their own: cobra leaves out help, hidden commands and help topics, which
// their parent's page lists.
func countCommands(cmd *cobra.Command) int {
	n := 1
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() && !c.IsAdditionalHelpTopicCommand() {
			n += countCommands(c)
		}
	}
	return n
}
