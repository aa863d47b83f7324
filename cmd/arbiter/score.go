package main

import (
	"github.com/spf13/cobra"
)

// newScoreCmd builds `arbiter score`.
func newScoreCmd(f *Factory) *cobra.Command {
	return &cobra.Command{Use: "score", Short: "Check and score moves (pending)"}
}
