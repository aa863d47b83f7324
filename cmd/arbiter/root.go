package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/draw"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// IOStreams are the standard streams a command reads and writes; tests inject buffers.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
}

// Factory carries what commands need from the outside world: functions
// that build it when a command runs, so that `arbiter --help` opens nothing.
// A field left nil is the program's own ([Factory.withDefaults]); tests set
// their own.
type Factory struct {
	IO *IOStreams
	// Now is the clock; tests fix it.
	Now func() time.Time
	// Getenv reads the environment; tests fix it.
	Getenv func(string) string
	// Tournament opens the referee service of the tournament in the event
	// store the --db flag value dbFlag names (see [storePath]), as mode
	// says; the command closes it. By default a SQLite file or a PostgreSQL
	// database ([storeTournament]).
	Tournament func(ctx context.Context, dbFlag string, mode openMode) (*tournament, error)
	// Lexicon opens the word graph for a rule set: the list at path, or the
	// rule set's embedded list when path is empty. By default through the
	// word-list cache ([openLexicon]).
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// Deps builds the rules' word list and move generator over a word
	// graph: by default [kinds.NewDeps].
	Deps func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps
	// WrapStore, if set, stands between each command's referee service and
	// its event store: tests inject faults with it.
	WrapStore func(arbiter.Store) arbiter.Store
}

// withDefaults returns f with the program's own function in each field
// left nil.
func (f *Factory) withDefaults() *Factory {
	if f.Now == nil {
		f.Now = time.Now
	}
	if f.Getenv == nil {
		f.Getenv = os.Getenv
	}
	if f.Tournament == nil {
		f.Tournament = func(ctx context.Context, dbFlag string, mode openMode) (*tournament, error) {
			return storeTournament(ctx, f, dbFlag, mode)
		}
	}
	if f.Lexicon == nil {
		f.Lexicon = func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return openLexicon(f, rs, path) }
	}
	if f.Deps == nil {
		f.Deps = kinds.NewDeps
	}
	return f
}

// exitCode is the process status documented in `arbiter help exit-codes`.
type exitCode int

const (
	exitOK      exitCode = 0 // done
	exitRefused exitCode = 1 // refused by the rules (illegal move, invalid word, …)
	exitUsage   exitCode = 2 // bad usage or input
	exitStorage exitCode = 3 // storage problem
	exitPanic   exitCode = 4 // a fault of the program (a panic), reported by guard
)

// usageError is bad usage or input: wrong flags, malformed arguments, unreadable files.
type usageError struct{ err error }

// Error returns the message of the wrapped error.
func (e *usageError) Error() string { return e.err.Error() }

// Unwrap returns the wrapped error.
func (e *usageError) Unwrap() error { return e.err }

// usageErrorf returns a usageError with a formatted message.
func usageErrorf(format string, args ...any) error {
	return &usageError{fmt.Errorf(format, args...)}
}

// blankFlag reports whether the flag name was given with a value that is
// blank once the characters of cut are removed: `--reject ""` or an unset
// shell variable, which must not fall back to what the command does
// without the flag.
func blankFlag(cmd *cobra.Command, name, value, cut string) bool {
	return cmd.Flags().Changed(name) && strings.Trim(value, " \t"+cut) == ""
}

// refusedError is a refusal by the rules that is not already a typed rules error.
type refusedError struct{ err error }

// Error returns the message of the wrapped error.
func (e *refusedError) Error() string { return e.err.Error() }

// Unwrap returns the wrapped error.
func (e *refusedError) Unwrap() error { return e.err }

// storageError is a problem with the event store (open, read, write, verify).
type storageError struct{ err error }

// Error returns the message of the wrapped error.
func (e *storageError) Error() string { return e.err.Error() }

// Unwrap returns the wrapped error.
func (e *storageError) Unwrap() error { return e.err }

// exitCodeFor maps an error to the process status: the one place errors become
// exit codes.
func exitCodeFor(err error) exitCode {
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, new(*storageError)):
		return exitStorage
	case errors.As(err, new(*refusedError)), errors.As(err, new(*scoring.MoveError)):
		return exitRefused
	case errors.As(err, new(*usageError)):
		return exitUsage
	}
	if status, ok := codeExit[arbiter.ErrorCode(err)]; ok {
		return status
	}
	return exitRefused
}

// codeExit is the exit status of each code of [arbiter.Error], as the
// table of error codes in docs/how-the-referee-decides.md lists them: a
// refusal by the rules exits 1, input that cannot be read 2, the store 3.
// An error without a code counts as internal.
var codeExit = map[arbiter.Code]exitCode{
	arbiter.EInvalidMove:  exitRefused,
	arbiter.ENotInLexicon: exitRefused,
	arbiter.ERackMismatch: exitRefused,
	arbiter.ERackRefused:  exitRefused,
	arbiter.ERoundClosed:  exitRefused,
	arbiter.ERoundOpen:    exitRefused,
	arbiter.ENoTop:        exitRefused,
	arbiter.ENoMove:       exitRefused,
	arbiter.ENotFound:     exitRefused,
	arbiter.EConflict:     exitRefused,
	arbiter.EGameOver:     exitRefused,
	arbiter.EInvalidInput: exitUsage,
	arbiter.EInternal:     exitUsage,
	arbiter.EStorage:      exitStorage,
	// A free-game result or setting typed wrong is input to type again
	// (RULES §10.2); the rest of the free game's codes are refusals.
	free.EInvalidSettings: exitUsage,
	free.ERoundNotPaired:  exitUsage,
	free.ENotPaired:       exitUsage,
	free.EScoreRange:      exitUsage,
	free.EChecksum:        exitUsage,
	free.EResultExists:    exitUsage,
	free.EReasonMissing:   exitUsage,
}

// errorCodeFor returns the stable code of an error, as `--json` output shows
// it: the rules' own code (arbiter, scoring, draw), else the kind of failure.
func errorCodeFor(err error) string {
	if e, ok := errors.AsType[*arbiter.Error](err); ok {
		return string(e.Code)
	}
	if r, ok := errors.AsType[scoring.Refusal](err); ok {
		return string(r)
	}
	if e, ok := errors.AsType[*draw.Error](err); ok {
		return string(e.Reason)
	}
	switch exitCodeFor(err) {
	case exitStorage:
		return "storage"
	case exitRefused:
		return "refused"
	}
	return "invalid_input"
}

// Main runs the arbiter command line with args and returns the exit status.
// An error is printed once, on standard error: as a line of text, or as
// {"error":{"code":…,"message":…}} when the command was asked for --json.
// What goes to a terminal goes through [terminal]; a panic is reported by
// [guard] (exit 4).
func Main(args []string, streams *IOStreams) (code exitCode) {
	io := *streams
	if isTerminal(io.Out) {
		io.Out = &terminal{io.Out}
	}
	return guard(io.ErrOut, func() exitCode { return run(&Factory{IO: &io}, args) })
}

// refusedAs reports whether err is a refusal of kind k, which says what
// to do itself.
func refusedAs(err error, k arbiter.RefusalKind) bool {
	r, ok := errors.AsType[*arbiter.Refusal](err)
	return ok && r.Kind == k
}

// run runs the command line args with f and prints its error.
func run(f *Factory, args []string) exitCode {
	io := f.IO
	cmd, err := executeC(f, args)
	if err == nil {
		return exitOK
	}
	if _, ok := errors.AsType[*referee.NoGameError](err); ok && !refusedAs(err, arbiter.RefusedNoProblem) {
		err = fmt.Errorf("%w: start one with `arbiter game start`", err)
	}
	if flag := cmd.Flags().Lookup("json"); flag != nil && flag.Value.String() == "true" {
		line, _ := json.Marshal(map[string]any{"error": map[string]string{"code": errorCodeFor(err), "message": err.Error()}})
		fmt.Fprintf(io.ErrOut, "%s\n", line)
	} else {
		fmt.Fprintf(io.ErrOut, "arbiter: %v\n", err)
	}
	return exitCodeFor(err)
}

// guard runs fn and returns its status; a panic in fn (a fault of the
// program, never of the referee) is reported on errOut, short, with what to
// send to the maintainers, and ends with exitPanic. Every command records
// its events in one transaction, so nothing half-recorded is left.
func guard(errOut io.Writer, fn func() exitCode) (code exitCode) {
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		stack := strings.Split(string(debug.Stack()), "\n")
		fmt.Fprintf(errOut, "arbiter: internal error (a fault of the program, not yours): %v\n"+
			"What the command recorded before it, if anything, is whole (see `arbiter log`); the other commands still work.\n"+
			"Please send this message, the command you typed and a copy of the database (`arbiter backup FILE`) to the maintainers.\n"+
			"%s\n", v, strings.Join(stack[:min(len(stack), 16)], "\n"))
		code = exitPanic
	}()
	return fn()
}

// execute runs one command line with f's streams and environment and
// returns its error unprinted.
func execute(f *Factory, args []string) error {
	_, err := executeC(f, args)
	return err
}

// executeC is execute that also returns the command that ran (the root when
// none could be found).
func executeC(f *Factory, args []string) (*cobra.Command, error) {
	root := newRootCmd(f.withDefaults())
	root.SetArgs(args)
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	cmd, err := root.ExecuteC()
	if cmd == nil {
		cmd = root
	}
	return cmd, err
}

// newRootCmd builds the whole command tree.
func newRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "arbiter",
		Short:         "Referee duplicate Scrabble games and tournaments",
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &usageError{err} })
	root.AddCommand(
		newExitCodesHelpTopic(),
		newScoreCmd(f),
		newLexiconCmd(f),
		newSolveCmd(f),
		newCheckCmd(f),
		newGroupsCmd(f),
		newReportCmd(f),
		newExportCmd(f),
		newDemoCmd(f),
		newNewCmd(f),
		newTournamentCmd(f),
		newPlayerCmd(f),
		newGameCmd(f),
		newProblemCmd(f),
		newRackCmd(f),
		newTopCmd(f),
		newSlipCmd(f),
		newSlipsCmd(f),
		newWarnCmd(f),
		newRoundCmd(f),
		newTimerCmd(f),
		newPairCmd(f),
		newSwapCmd(f),
		newResultCmd(f),
		newGameRecordCmd(f),
		newJudgeCmd(f),
		newPairingsCmd(f),
		newResultsCmd(f),
		newEnterCmd(f),
		newWithdrawCmd(f),
		newServeCmd(f),
		newStandingsCmd(f),
		newLogCmd(f),
		newVerifyCmd(f),
		newBackupCmd(f),
		newCopyCmd(f),
		newMergeCmd(f),
		newDocsCmd(f),
		newKeyCmd(f),
	)
	return root
}
