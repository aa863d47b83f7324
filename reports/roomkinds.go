package reports

import (
	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
)

// RoomKindLabels are the words of the console's game section: each kind's
// name, over the games of it the console starts, and the end of a game.
type RoomKindLabels struct {
	Kinds     map[arbiter.Kind]string `json:"kinds"`
	EndGame   string                  `json:"end_game"`
	EndReason string                  `json:"end_reason"`
	// Solutions links the console to the page where a problem's
	// solutions are handed in.
	Solutions string `json:"solutions"`
}

// RoomKindLabelsFor returns the game section's words in language (ro, it,
// fr, en); English for any other.
func RoomKindLabelsFor(language string) RoomKindLabels {
	switch language {
	case "ro":
		return RoomKindLabels{Kinds: map[arbiter.Kind]string{arbiter.KindDuplicate: "Duplicat", anticipation.Kind: "Anticipație",
			problem.Composition: "Problemă de compunere"}, EndGame: "Încheie partida", EndReason: "motivul încheierii", Solutions: "Soluții"}
	case "it":
		return RoomKindLabels{Kinds: map[arbiter.Kind]string{arbiter.KindDuplicate: "Duplicato", anticipation.Kind: "Anticipazione",
			problem.Composition: "Problema di composizione"}, EndGame: "Chiudi la partita", EndReason: "motivo della chiusura", Solutions: "Soluzioni"}
	case "fr":
		return RoomKindLabels{Kinds: map[arbiter.Kind]string{arbiter.KindDuplicate: "Duplicate", anticipation.Kind: "Anticipation",
			problem.Composition: "Problème de composition"}, EndGame: "Terminer la partie", EndReason: "raison de la fin", Solutions: "Solutions"}
	}
	return RoomKindLabels{Kinds: map[arbiter.Kind]string{arbiter.KindDuplicate: "Duplicate", anticipation.Kind: "Anticipation",
		problem.Composition: "Composition problem"}, EndGame: "End the game", EndReason: "why the game ends", Solutions: "Solutions"}
}
