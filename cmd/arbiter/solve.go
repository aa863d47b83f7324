package main

import "github.com/spf13/cobra"

// newSolveCmd builds `arbiter solve`.
func newSolveCmd(f *Factory) *cobra.Command {
	return &cobra.Command{Use: "solve", Short: "(pending)"}
}
