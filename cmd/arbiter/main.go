// Command arbiter referees duplicate Scrabble games: it draws racks, finds the
// top move, adjudicates slips, keeps every decision in a SQLite event store and
// prints the sheets a referee hands out. Run `arbiter --help` for the commands.
package main

import "os"

func main() {
	stop := startProfile(os.Getenv, os.Stderr)
	code := Main(os.Args[1:], &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr})
	stop()
	os.Exit(int(code))
}
