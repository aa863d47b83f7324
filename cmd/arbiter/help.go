package main

import "github.com/spf13/cobra"

// exitCodesHelp is the text of `arbiter help exit-codes`.
const exitCodesHelp = `Exit codes of every arbiter command:

  0  done
  1  refused by the rules: an illegal move, a word not in the lexicon, a rack
     the bag cannot give, a round already closed, a failed verification
  2  bad usage or input: an unknown flag, a malformed slip, position or rack,
     an unreadable file, a rule-set file with a wrong field, a --db file that
     does not exist
  3  storage problem: the database exists but cannot be opened, read or
     written, is not an arbiter database, is damaged, or has a -wal file
     beside it that belongs to another version of it
  4  a fault of the program: the report on standard error says what to send

Nothing already recorded is lost on any of them: every referee command is
written in one transaction, or not at all.
`

// newExitCodesHelpTopic builds the `arbiter help exit-codes` topic: a command
// without a Run function, which cobra lists as an additional help topic.
func newExitCodesHelpTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "exit-codes",
		Short: "What the exit status of a command means",
		Long:  exitCodesHelp,
	}
}
