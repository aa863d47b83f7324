package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
)

// TestTerminal_EscapesInNames registers, bypassing the checks of `player
// add` (a database written by an older arbiter, or edited), a player whose
// name clears the screen and one whose club reverses the text: printed on a
// terminal, the standings and the log show neither sequence.
func TestTerminal_EscapesInNames(t *testing.T) {
	r := scoredRoom(t)
	ctx := context.Background()
	db, err := store.Open(ctx, r.db)
	if err != nil {
		t.Fatal(err)
	}
	typ, payload, err := arbiter.Encode(arbiter.PlayerRegistered{Table: 4, Name: "EVIL\x1b[2J\x1b]0;pwned\x07 Ion", Club: "\u202Eclub\u009b31m"})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Append(ctx, arbiter.TournamentStream, len(r.state().Players)+1, arbiter.Record{Type: typ, Payload: payload}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, args := range [][]string{{"standings"}, {"log"}} {
		var out, errOut bytes.Buffer
		code := Main(args, &IOStreams{In: strings.NewReader(""), Out: &terminal{&out}, ErrOut: &errOut})
		if code != exitOK {
			t.Fatalf("arbiter %s: exit %d, %s", args[0], code, errOut.String())
		}
		for _, bad := range []string{"\x1b", "\x07", "\u202E", "\u009b"} {
			if strings.Contains(out.String(), bad) {
				t.Errorf("arbiter %s printed %q to the terminal:\n%q", args[0], bad, out.String())
			}
		}
		if !strings.Contains(out.String(), "EVIL\uFFFD[2J\uFFFD]0;pwned\uFFFD Ion") {
			t.Errorf("arbiter %s does not show the name with its controls replaced:\n%s", args[0], out.String())
		}
	}
}

// TestGuard_Panic: a panic in a command is reported with what to send and
// exits 4, not 2 like bad usage.
func TestGuard_Panic(t *testing.T) {
	var errOut bytes.Buffer
	code := guard(&errOut, func() exitCode { panic("index out of range [7] with length 7") })
	if code != exitPanic {
		t.Errorf("guard of a panic: exit %d, want %d", code, exitPanic)
	}
	msg := errOut.String()
	for _, want := range []string{
		"arbiter: internal error (a fault of the program, not yours): index out of range [7] with length 7\n",
		"Please send this message, the command you typed and a copy of the database (`arbiter backup FILE`)",
		"goroutine ",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("panic report lacks %q:\n%s", want, msg)
		}
	}
	if n := strings.Count(msg, "\n"); n > 20 {
		t.Errorf("panic report of %d lines, want a short one", n)
	}
	if code := guard(&errOut, func() exitCode { return exitRefused }); code != exitRefused {
		t.Errorf("guard without a panic: exit %d, want the command's %d", code, exitRefused)
	}
}
