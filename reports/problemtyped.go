package reports

import (
	"errors"
	"fmt"

	"arbiter/arbiter/problem"
)

// typedText is what the room's solution page says of a solution typed one
// move a line ([problem.ReadTyped]): its field, how each kind writes its
// moves, and each mistake of a line (%[1]d the line, %[2]q its words,
// %[3]s the form of a move).
type typedText struct {
	field                 string
	hints                 map[problem.Kind]string
	moveForm, groupedForm string
	mistakes              map[problem.Mistake]string
}

// typedHints are the kinds' ways to write moves, given the words of the
// three forms: a sequence's move, a grouped move, a scrabble.
func typedHints(sequence, grouped, scrabble, incomplet string) map[problem.Kind]string {
	return map[problem.Kind]string{problem.Integral: sequence, problem.Partial: sequence, problem.Sir: sequence,
		problem.Maxime: grouped, problem.NScrabble: grouped,
		problem.Superscrabble: scrabble, problem.PartidaSuperscrabble: scrabble, problem.Incomplet: incomplet}
}

var typedRO = typedText{
	field: "Mutările, câte una pe rând",
	hints: typedHints("POZIȚIA CUVÂNTUL PUNCTE, de exemplu H8 COLUMNA 78; un rând gol între runde",
		"GRUPA POZIȚIA CUVÂNTUL PUNCTE, de exemplu 3 H8 COLUMNA 78",
		"POZIȚIA CUVÂNTUL, câte un scrabble pe rând, de exemplu 8A COLUMNAI",
		"construcția (POZIȚIA CUVÂNTUL PUNCTE), un rând ---, apoi scrabble-urile (POZIȚIA CUVÂNTUL)"),
	moveForm: "POZIȚIA CUVÂNTUL [PUNCTE]", groupedForm: "GRUPA POZIȚIA CUVÂNTUL [PUNCTE]",
	mistakes: map[problem.Mistake]string{
		problem.NotMove:   "rândul %[1]d: „%[2]s” nu e o mutare: %[3]s",
		problem.NotGroup:  "rândul %[1]d: „%[2]s”: mutarea începe cu numărul grupei: %[3]s",
		problem.NotScore:  "rândul %[1]d: „%[2]s”: punctajul nu e un număr de puncte",
		problem.StrayMark: "rândul %[1]d: „%[2]s”: numai Superscrabble incomplet are un rând ---, unul singur, între construcție și scrabble-uri",
		problem.NoMove:    "nicio mutare: scrieți câte o mutare pe rând",
	},
}

var typedEN = typedText{
	field: "The moves, one a line",
	hints: typedHints("POSITION WORD SCORE, for example H8 COLUMNA 78; a blank line between rounds",
		"GROUP POSITION WORD SCORE, for example 3 H8 COLUMNA 78",
		"POSITION WORD, one scrabble a line, for example 8A COLUMNAI",
		"the construction (POSITION WORD SCORE), a line ---, then the scrabbles (POSITION WORD)"),
	moveForm: "POSITION WORD [SCORE]", groupedForm: "GROUP POSITION WORD [SCORE]",
	mistakes: map[problem.Mistake]string{
		problem.NotMove:   "line %[1]d: “%[2]s” is not a move: %[3]s",
		problem.NotGroup:  "line %[1]d: “%[2]s”: a move starts with its group's number: %[3]s",
		problem.NotScore:  "line %[1]d: “%[2]s”: the score is not a number of points",
		problem.StrayMark: "line %[1]d: “%[2]s”: only Superscrabble incomplet has a line ---, one, between the construction and the scrabbles",
		problem.NoMove:    "no move: write one move a line",
	},
}

var typedFR = typedText{
	field: "Les coups, un par ligne",
	hints: typedHints("POSITION MOT POINTS, par exemple H8 COLUMNA 78 ; une ligne vide entre les tours",
		"GROUPE POSITION MOT POINTS, par exemple 3 H8 COLUMNA 78",
		"POSITION MOT, un scrabble par ligne, par exemple 8A COLUMNAI",
		"la construction (POSITION MOT POINTS), une ligne ---, puis les scrabbles (POSITION MOT)"),
	moveForm: "POSITION MOT [POINTS]", groupedForm: "GROUPE POSITION MOT [POINTS]",
	mistakes: map[problem.Mistake]string{
		problem.NotMove:   "ligne %[1]d : « %[2]s » n'est pas un coup : %[3]s",
		problem.NotGroup:  "ligne %[1]d : « %[2]s » : un coup commence par le numéro de son groupe : %[3]s",
		problem.NotScore:  "ligne %[1]d : « %[2]s » : le score n'est pas un nombre de points",
		problem.StrayMark: "ligne %[1]d : « %[2]s » : seul le Superscrabble incomplet a une ligne ---, une seule, entre la construction et les scrabbles",
		problem.NoMove:    "aucun coup : écrivez un coup par ligne",
	},
}

var typedIT = typedText{
	field: "Le mosse, una per riga",
	hints: typedHints("POSIZIONE PAROLA PUNTI, per esempio H8 COLUMNA 78; una riga vuota tra i turni",
		"GRUPPO POSIZIONE PAROLA PUNTI, per esempio 3 H8 COLUMNA 78",
		"POSIZIONE PAROLA, uno scrabble per riga, per esempio 8A COLUMNAI",
		"la costruzione (POSIZIONE PAROLA PUNTI), una riga ---, poi gli scrabble (POSIZIONE PAROLA)"),
	moveForm: "POSIZIONE PAROLA [PUNTI]", groupedForm: "GRUPPO POSIZIONE PAROLA [PUNTI]",
	mistakes: map[problem.Mistake]string{
		problem.NotMove:   "riga %[1]d: «%[2]s» non è una mossa: %[3]s",
		problem.NotGroup:  "riga %[1]d: «%[2]s»: una mossa comincia con il numero del suo gruppo: %[3]s",
		problem.NotScore:  "riga %[1]d: «%[2]s»: il punteggio non è un numero di punti",
		problem.StrayMark: "riga %[1]d: «%[2]s»: solo il Superscrabble incompleto ha una riga ---, una sola, tra la costruzione e gli scrabble",
		problem.NoMove:    "nessuna mossa: scrivete una mossa per riga",
	},
}

// typedTextFor returns the words of language, English when it has none.
func typedTextFor(language string) typedText {
	switch language {
	case "ro":
		return typedRO
	case "fr":
		return typedFR
	case "it":
		return typedIT
	}
	return typedEN
}

// ProblemTypedError says, in language, what is wrong with a solution
// typed on the room's solution page; an error that is not a
// [problem.TypedError] is said as it is.
func ProblemTypedError(language string, err error) string {
	te, ok := errors.AsType[*problem.TypedError](err)
	if !ok {
		return err.Error()
	}
	t := typedTextFor(language)
	if te.Mistake == problem.NoMove {
		return t.mistakes[te.Mistake]
	}
	form := t.moveForm
	if te.Grouped {
		form = t.groupedForm
	}
	return fmt.Sprintf(t.mistakes[te.Mistake], te.Line, te.Text, form)
}
