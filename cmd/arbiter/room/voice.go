package room

import (
	"io/fs"
	"path"

	"arbiter/draw"
)

//go:generate go run ./internal/voicegen -out assets/static/voice

// voiceDir holds the letters' names spoken, one Ogg Opus clip per letter
// and language (LANGUAGE/A.ogg … joker.ogg), synthesised by eSpeak NG
// from the default names of draw.DefaultName (see internal/voicegen).
const voiceDir = "assets/static/voice"

// ClipFile is the file of the spoken name of key ("A"–"Z", "?").
func ClipFile(key string) string {
	if key == "?" {
		return "joker.ogg"
	}
	return key + ".ogg"
}

// voiceClips returns, for each name of names, whose letters are keys, the
// address of the name spoken in language: a letter's clip says its default
// name, so a name the rule set changed has none (""). It returns nil when
// no name has a clip.
func voiceClips(language string, names, keys []string) []string {
	var out []string
	some := false
	for i, key := range keys {
		clip := ""
		if names[i] == draw.DefaultName(language, key) {
			file := path.Join(language, ClipFile(key))
			if _, err := fs.Stat(assets, path.Join(voiceDir, file)); err == nil {
				clip, some = "/static/voice/"+file, true
			}
		}
		out = append(out, clip)
	}
	if !some {
		return nil
	}
	return out
}
