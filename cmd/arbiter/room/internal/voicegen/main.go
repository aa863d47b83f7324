// Command voicegen records the display's spoken letter names: for each
// built-in rule set with a default table of names (draw.DefaultName), one
// Ogg Opus clip per letter and one for the joker, synthesised by eSpeak NG
// (GPL-3.0-or-later, as this program) in the language's own voice and
// encoded by opusenc (Debian: apt-get install espeak-ng opus-tools).
//
//	go run ./internal/voicegen -out assets/static/voice
//
// writes OUT/LANGUAGE/A.ogg … Z.ogg and joker.ogg, committed with the room
// so that the binary needs neither tool.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"

	"arbiter/cmd/arbiter/room"
	"arbiter/draw"
	"arbiter/scoring"
)

func main() {
	out := flag.String("out", "assets/static/voice", "directory of the clips")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "voicegen:", err)
		os.Exit(1)
	}
}

// run records every clip under out.
func run(out string) error {
	for _, name := range scoring.BuiltinNames() {
		rs, _ := scoring.Builtin(name)
		dir := filepath.Join(out, rs.Language)
		if draw.DefaultName(rs.Language, "A") == "" {
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		// Every letter a rack of the set can hold, once: the keys of the
		// same letter follow each other.
		for _, key := range slices.Compact(draw.SpellKeys(rs.FullBag().Plus(jokerOnly()))) {
			if err := record(rs.Language, draw.DefaultName(rs.Language, key), filepath.Join(dir, room.ClipFile(key))); err != nil {
				return err
			}
		}
	}
	return nil
}

// jokerOnly is a rack of one joker, so that every letter's clip is made
// even for a set without jokers.
func jokerOnly() scoring.Rack {
	var r scoring.Rack
	r.Add('?')
	return r
}

// record synthesises text in voice into an Ogg Opus file at path.
func record(voice, text, path string) error {
	wav, err := exec.Command("espeak-ng", "-v", voice, "-s", "150", "--stdout", text).Output()
	if err != nil {
		return fmt.Errorf("espeak-ng %s %q: %w", voice, text, err)
	}
	enc := exec.Command("opusenc", "--quiet", "--bitrate", "16", "--downmix-mono", "-", path)
	enc.Stdin = bytes.NewReader(wav)
	if msg, err := enc.CombinedOutput(); err != nil {
		return fmt.Errorf("opusenc %s: %v: %s", path, err, msg)
	}
	return nil
}
