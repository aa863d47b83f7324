package reports

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// findingSentences say, in one language, what a slip's adjudication found
// (an [arbiter.Finding] of each kind), as a referee writes it on the
// warning form. In a sentence {word}, {written}, {real}, {credited},
// {position} and {text} stand for the finding's arguments; a sentence about
// a culprit word starts with it, so that a log that does not name it
// (before [arbiter.Verdict.Culprit]) reads with the language's "a word".
type findingSentences struct {
	kinds map[arbiter.FindingKind]string
	// move prefixes a finding about one of a Tactic slip's two moves
	// ("move %d: "); aWord stands for a culprit the log does not name.
	move, aWord string
}

// FindingsText says fs in rs's language, as the sheets print a slip's
// verdict: for a front end that shows a verdict the way the sheets do.
func FindingsText(rs *scoring.RuleSet, fs []arbiter.Finding) string {
	return labelsFor(rs.Language).findingsText(rs, fs)
}

// findingsText says fs in l's language, joined by "; ": what the sheets
// print as a slip's verdict. Positions are in rs's notation.
func (l labels) findingsText(rs *scoring.RuleSet, fs []arbiter.Finding) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = l.findingText(rs, f)
	}
	return joinNonEmpty(parts...)
}

// findingText says f in l's language; a kind the language has no sentence
// for (none: a test holds it) is said by its code.
func (l labels) findingText(rs *scoring.RuleSet, f arbiter.Finding) string {
	s := l.findings.kinds[f.Kind]
	if s == "" {
		return strings.ReplaceAll(string(f.Kind), "_", " ")
	}
	word := f.Word
	if word == "" {
		word = l.findings.aWord
	}
	s = strings.NewReplacer("{word}", word, "{written}", f.Written, "{real}", strconv.Itoa(f.Real),
		"{credited}", strconv.Itoa(f.Credited), "{position}", rs.FormatPosition(f.At), "{text}", f.Text).Replace(s)
	if f.Move > 0 {
		s = fmt.Sprintf(l.findings.move, f.Move) + s
	}
	return s
}

var findingsEN = findingSentences{move: "move %d: ", aWord: "a word", kinds: map[arbiter.FindingKind]string{
	arbiter.FindValid:                      "valid move",
	arbiter.FindNoSlip:                     "no slip handed in",
	arbiter.FindWithdrawn:                  "slip withdrawn by the referee: {text}",
	arbiter.FindRoundCancelled:             "round cancelled by the referee",
	arbiter.FindTopInvalid:                 "the move forms {word}, found invalid after the round",
	arbiter.FindMisplaced:                  "{word} scores {written} at {position}, not at the position written: {credited} points credited",
	arbiter.FindNoPosition:                 "{word}: no position written",
	arbiter.FindNoWord:                     "no word written",
	kind(scoring.ErrNotation):              "{word} cannot be read",
	kind(scoring.ErrInvalidLetter):         "{word} holds a sign that is not a letter",
	kind(scoring.ErrOffBoard):              "{word} runs off the board",
	kind(scoring.ErrWordTooShort):          "{word} has fewer than 2 letters",
	kind(scoring.ErrIncompleteWord):        "{word} is not the whole word: a letter on the board extends it",
	kind(scoring.ErrSquareMismatch):        "{word} does not match a letter already on the board",
	kind(scoring.ErrNoTilesPlaced):         "{word} places no letter: they are all on the board already",
	kind(scoring.ErrTooManyTiles):          "{word} places more letters than allowed",
	kind(scoring.ErrCenterNotCovered):      "{word} does not cover the centre square on the first move",
	kind(scoring.ErrFirstMoveTooShort):     "{word} places a single letter on the first move",
	kind(scoring.ErrNotConnected):          "{word} touches no letter already on the board",
	kind(scoring.ErrJokerLetterNotAllowed): "{word} puts the joker on a letter it may not stand for",
	kind(scoring.ErrLetterNotInSet):        "{word} uses more tiles of a letter than the set holds",
	kind(scoring.ErrRackLacksLetter):       "{word} cannot be made with the letters of the round",
	kind(scoring.ErrRackLacksJoker):        "{word} marks more jokers than the round offers",
	kind(scoring.ErrNotInLexicon):          "{word} is not in the lexicon",
	arbiter.WarnMissingScore:               "score missing (real score {real})",
	arbiter.WarnWrongScore:                 "wrong score: {written} declared, real score {real}",
	arbiter.WarnUnmarkedJoker:              "joker not marked: read as {word}",
	arbiter.WarnWrongJokerMark:             "joker marked, but none is left in the stock: read as {word}",
	arbiter.WarnMissingScore2:              "second move's score missing (real score {real})",
	arbiter.WarnWrongScore2:                "second move's score wrong: {written} declared, real score {real}",
	arbiter.WarnMissingTotal:               "total missing (real total {real})",
	arbiter.WarnWrongTotal:                 "wrong total: {written} declared, real total {real}",
}}

var findingsRO = findingSentences{move: "depunerea %d: ", aWord: "un cuvânt", kinds: map[arbiter.FindingKind]string{
	arbiter.FindValid:                      "depunere validă",
	arbiter.FindNoSlip:                     "fluturaș nepredat",
	arbiter.FindWithdrawn:                  "fluturaș retras de arbitru: {text}",
	arbiter.FindRoundCancelled:             "tur anulat de arbitru",
	arbiter.FindTopInvalid:                 "depunerea formează {word}, cuvânt găsit incorect după tur",
	arbiter.FindMisplaced:                  "{word} valorează {written} la {position}, nu la poziția scrisă: se acordă {credited} puncte",
	arbiter.FindNoPosition:                 "{word}: poziția nu este scrisă",
	arbiter.FindNoWord:                     "cuvântul nu este scris",
	kind(scoring.ErrNotation):              "{word} nu poate fi citit",
	kind(scoring.ErrInvalidLetter):         "{word} conține un semn care nu este literă",
	kind(scoring.ErrOffBoard):              "{word} iese de pe tablă",
	kind(scoring.ErrWordTooShort):          "{word} are mai puțin de 2 litere",
	kind(scoring.ErrIncompleteWord):        "{word} nu este cuvântul întreg: o literă de pe tablă îl continuă",
	kind(scoring.ErrSquareMismatch):        "{word} nu se potrivește cu o literă aflată deja pe tablă",
	kind(scoring.ErrNoTilesPlaced):         "{word} nu depune nicio literă: toate sunt deja pe tablă",
	kind(scoring.ErrTooManyTiles):          "{word} depune mai multe litere decât se permite",
	kind(scoring.ErrCenterNotCovered):      "{word} nu acoperă pătratul central la prima depunere",
	kind(scoring.ErrFirstMoveTooShort):     "{word} depune o singură literă la prima depunere",
	kind(scoring.ErrNotConnected):          "{word} nu se sprijină pe nicio literă de pe tablă",
	kind(scoring.ErrJokerLetterNotAllowed): "{word} pune jokerul pe o literă pe care nu o poate înlocui",
	kind(scoring.ErrLetterNotInSet):        "{word} folosește dintr-o literă mai multe piese decât are setul",
	kind(scoring.ErrRackLacksLetter):       "{word} nu se poate forma cu literele turului",
	kind(scoring.ErrRackLacksJoker):        "{word} marchează mai mulți jokeri decât are turul",
	kind(scoring.ErrNotInLexicon):          "{word} nu este admis (nu este în lexic)",
	arbiter.WarnMissingScore:               "punctaj omis (punctajul real: {real})",
	arbiter.WarnWrongScore:                 "greșeală de calcul: declarat {written}, punctajul real {real}",
	arbiter.WarnUnmarkedJoker:              "joker nemarcat: se citește {word}",
	arbiter.WarnWrongJokerMark:             "marcare greșită: niciun joker în stoc, se citește {word}",
	arbiter.WarnMissingScore2:              "punctajul depunerii a doua omis (punctajul real: {real})",
	arbiter.WarnWrongScore2:                "greșeală de calcul la depunerea a doua: declarat {written}, punctajul real {real}",
	arbiter.WarnMissingTotal:               "punctajul total omis (totalul real: {real})",
	arbiter.WarnWrongTotal:                 "greșeală de calcul la total: declarat {written}, totalul real {real}",
}}

var findingsIT = findingSentences{move: "mossa %d: ", aWord: "una parola", kinds: map[arbiter.FindingKind]string{
	arbiter.FindValid:                      "mossa valida",
	arbiter.FindNoSlip:                     "nessun foglietto consegnato",
	arbiter.FindWithdrawn:                  "foglietto ritirato dall'arbitro: {text}",
	arbiter.FindRoundCancelled:             "turno annullato dall'arbitro",
	arbiter.FindTopInvalid:                 "la mossa forma {word}, parola risultata non valida dopo il turno",
	arbiter.FindMisplaced:                  "{word} vale {written} in {position}, non nella posizione scritta: {credited} punti assegnati",
	arbiter.FindNoPosition:                 "{word}: posizione non scritta",
	arbiter.FindNoWord:                     "parola non scritta",
	kind(scoring.ErrNotation):              "{word} non è leggibile",
	kind(scoring.ErrInvalidLetter):         "{word} contiene un segno che non è una lettera",
	kind(scoring.ErrOffBoard):              "{word} esce dal tabellone",
	kind(scoring.ErrWordTooShort):          "{word} ha meno di 2 lettere",
	kind(scoring.ErrIncompleteWord):        "{word} non è la parola intera: una lettera sul tabellone la prolunga",
	kind(scoring.ErrSquareMismatch):        "{word} non corrisponde a una lettera già sul tabellone",
	kind(scoring.ErrNoTilesPlaced):         "{word} non posa alcuna lettera: sono già tutte sul tabellone",
	kind(scoring.ErrTooManyTiles):          "{word} posa più lettere di quelle consentite",
	kind(scoring.ErrCenterNotCovered):      "{word} non copre la casella centrale alla prima mossa",
	kind(scoring.ErrFirstMoveTooShort):     "{word} posa una sola lettera alla prima mossa",
	kind(scoring.ErrNotConnected):          "{word} non tocca alcuna lettera già sul tabellone",
	kind(scoring.ErrJokerLetterNotAllowed): "{word} mette il jolly su una lettera che non può sostituire",
	kind(scoring.ErrLetterNotInSet):        "{word} usa più tessere di una lettera di quante ne abbia il set",
	kind(scoring.ErrRackLacksLetter):       "{word} non si può comporre con le lettere del turno",
	kind(scoring.ErrRackLacksJoker):        "{word} segna più jolly di quanti ne offra il turno",
	kind(scoring.ErrNotInLexicon):          "{word} non è nel lessico",
	arbiter.WarnMissingScore:               "punteggio mancante (punteggio reale: {real})",
	arbiter.WarnWrongScore:                 "punteggio errato: dichiarato {written}, punteggio reale {real}",
	arbiter.WarnUnmarkedJoker:              "jolly non segnato: si legge {word}",
	arbiter.WarnWrongJokerMark:             "jolly segnato, ma nel sacchetto non ne resta nessuno: si legge {word}",
	arbiter.WarnMissingScore2:              "punteggio della seconda mossa mancante (punteggio reale: {real})",
	arbiter.WarnWrongScore2:                "punteggio della seconda mossa errato: dichiarato {written}, punteggio reale {real}",
	arbiter.WarnMissingTotal:               "totale mancante (totale reale: {real})",
	arbiter.WarnWrongTotal:                 "totale errato: dichiarato {written}, totale reale {real}",
}}

var findingsFR = findingSentences{move: "mot %d : ", aWord: "un mot", kinds: map[arbiter.FindingKind]string{
	arbiter.FindValid:                      "solution valable",
	arbiter.FindNoSlip:                     "pas de bulletin remis",
	arbiter.FindWithdrawn:                  "bulletin retiré par l'arbitre : {text}",
	arbiter.FindRoundCancelled:             "coup annulé par l'arbitre",
	arbiter.FindTopInvalid:                 "la solution forme {word}, mot jugé non valable après le coup",
	arbiter.FindMisplaced:                  "{word} vaut {written} en {position}, pas à la place écrite : {credited} points attribués",
	arbiter.FindNoPosition:                 "{word} : position non écrite",
	arbiter.FindNoWord:                     "mot non écrit",
	kind(scoring.ErrNotation):              "{word} est illisible",
	kind(scoring.ErrInvalidLetter):         "{word} contient un signe qui n'est pas une lettre",
	kind(scoring.ErrOffBoard):              "{word} sort de la grille",
	kind(scoring.ErrWordTooShort):          "{word} a moins de 2 lettres",
	kind(scoring.ErrIncompleteWord):        "{word} n'est pas le mot entier : une lettre de la grille le prolonge",
	kind(scoring.ErrSquareMismatch):        "{word} ne correspond pas à une lettre déjà sur la grille",
	kind(scoring.ErrNoTilesPlaced):         "{word} ne pose aucune lettre : toutes sont déjà sur la grille",
	kind(scoring.ErrTooManyTiles):          "{word} pose plus de lettres que permis",
	kind(scoring.ErrCenterNotCovered):      "{word} ne couvre pas la case centrale au premier coup",
	kind(scoring.ErrFirstMoveTooShort):     "{word} ne pose qu'une lettre au premier coup",
	kind(scoring.ErrNotConnected):          "{word} ne touche aucune lettre de la grille",
	kind(scoring.ErrJokerLetterNotAllowed): "{word} met le joker sur une lettre qu'il ne peut pas remplacer",
	kind(scoring.ErrLetterNotInSet):        "{word} emploie plus de jetons d'une lettre que le jeu n'en contient",
	kind(scoring.ErrRackLacksLetter):       "{word} ne peut pas se former avec les lettres du tirage",
	kind(scoring.ErrRackLacksJoker):        "{word} marque plus de jokers que le tirage n'en offre",
	kind(scoring.ErrNotInLexicon):          "{word} n'est pas dans le lexique",
	arbiter.WarnMissingScore:               "score absent (score réel : {real})",
	arbiter.WarnWrongScore:                 "score erroné : {written} annoncé, score réel {real}",
	arbiter.WarnUnmarkedJoker:              "joker non marqué : lu {word}",
	arbiter.WarnWrongJokerMark:             "joker marqué, mais il n'en reste aucun au sac : lu {word}",
	arbiter.WarnMissingScore2:              "score du second mot absent (score réel : {real})",
	arbiter.WarnWrongScore2:                "score du second mot erroné : {written} annoncé, score réel {real}",
	arbiter.WarnMissingTotal:               "total absent (total réel : {real})",
	arbiter.WarnWrongTotal:                 "total erroné : {written} annoncé, total réel {real}",
}}

// kind is the finding of a refusal by package scoring.
func kind(r scoring.Refusal) arbiter.FindingKind { return arbiter.FindingKind(r) }
