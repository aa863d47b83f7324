package reports

import (
	"fmt"
	"strings"

	"arbiter/arbiter/problem"
)

// problemText is the wording of a composition problem's sheets in one
// language (RULES §9): titles, labels, what each kind asks, the verdicts
// of moves and claims, their reasons and warnings.
type problemText struct {
	statement, results, solution                     string
	letters, groups, group, board, minutes, handedIn string
	noSolution, total, solutions, rankingPoints      string
	move, position, word, verdict, score, why        string
	warnings, penalty, deducted, found, lettersUsed  string
	// warnShort heads the warnings' column of the ranking.
	warnShort                            string
	valid, refused, cancelled, duplicate string
	// The room's solution page: the file button, and what it says when
	// no problem is open.
	file, noProblem string
	// tooLarge refuses a solution larger than %[1]d KB.
	tooLarge string
	// recorded and corrected say a solution recorded: %[1]d the table,
	// %[2]s the time it was handed in, %[3]s why it was corrected.
	recorded, corrected string
	// asks says what a kind's players do (RULES §9.2–§9.9); consonants
	// what the consonant variant of Serie de maxime and N-Scrabble changes.
	asks       map[problem.Kind]string
	consonants string
	// reasons word the refusals and cancellations by their codes;
	// warns the technical warnings.
	reasons, warns map[string]string
}

// problemNames are the problems' own names, the same in every language.
var problemNames = map[problem.Kind]string{
	problem.Integral: "Scrabble integral", problem.Partial: "Integral parțial", problem.Sir: "Integral pe șir",
	problem.Maxime: "Serie de maxime", problem.Superscrabble: "Superscrabble", problem.Incomplet: "Superscrabble incomplet",
	problem.NScrabble: "N-Scrabble", problem.PartidaSuperscrabble: "Partida de Superscrabble",
}

var problemRO = problemText{
	recorded: "masa %[1]d: soluție predată la %[2]s", corrected: "masa %[1]d: soluție corectată (%[3]s), predată la %[2]s",
	tooLarge: "foaia trimisă are peste %[1]d KB, cât poate avea o foaie: verificați fișierul ales",
	file:     "Din fișier", noProblem: "Nicio problemă deschisă: soluțiile se predau în timpul unei probleme.",
	warnShort: "Avert.",
	statement: "Enunț", results: "Clasament", solution: "Soluția",
	letters: "Literele", groups: "Grupele", group: "Grupa", board: "Grila", minutes: "minute", handedIn: "predată la",
	noSolution: "fără soluție", total: "Total", solutions: "Soluții", rankingPoints: "Puncte de clasament",
	move: "Nr.", position: "Poziția", word: "Cuvântul", verdict: "Verdict", score: "Puncte", why: "Motiv",
	warnings: "Avertismente tehnice", penalty: "Penalizare", deducted: "Scăzute", found: "Găsite", lettersUsed: "Litere folosite",
	valid: "valabilă", refused: "refuzată", cancelled: "anulată", duplicate: "repetată",
	asks: map[problem.Kind]string{
		problem.Integral:      "Depuneri succesive de la tabla goală, 1–7 litere din stoc fiecare (prima cel puțin 2), până la epuizarea stocului: tot setul.",
		problem.Partial:       "Depuneri succesive de la tabla goală, numai cu literele anunțate, 1–7 fiecare (prima cel puțin 2).",
		problem.Sir:           "Fiecare depunere folosește primele 1–7 litere rămase din șir, în ordine, fără a sări vreuna (prima cel puțin 2).",
		problem.Maxime:        "O depunere cu fiecare grupă, în ordinea aleasă; clasament lexicografic: cel mai mare punctaj la depunerea 1, apoi la a 2-a…",
		problem.NScrabble:     "O depunere cu fiecare grupă, de la tabla goală; clasament după totalul punctelor.",
		problem.Superscrabble: "Cât mai multe depuneri scrabble (toate cele 7 litere) ale grupei pe grila dată, fiecare pe grila inițială.",
		problem.Incomplet:     "Construiți de la tabla goală o grilă pe care grupa face cât mai multe scrabble-uri; predați depunerile și scrabble-urile.",
		problem.PartidaSuperscrabble: "La fiecare tur, cât mai multe depuneri scrabble ale grupei pe grila turului, fără punctaje; arbitrul depune apoi " +
			"un scrabble ales și trece la turul următor. Clasament după totalul soluțiilor.",
	},
	reasons: map[string]string{
		"not_in_lexicon": "cuvânt care nu e în lexic", "center_not_covered": "nu acoperă centrul", "not_connected": "nu atinge grila",
		"rack_lacks_letter": "litere pe care problema nu le mai oferă", "rack_lacks_joker": "un joker pe care problema nu-l mai oferă",
		"first_move_too_short": "prima depunere are sub 2 litere", "incomplete_word": "cuvântul scris nu e cel întreg de pe grilă",
		"bad_notation": "notație de necitit", "square_mismatch": "cuvântul nu se potrivește cu literele de pe grilă",
		problem.ReasonRestsOn: "se sprijinea pe o depunere refuzată", problem.ReasonOutOfString: "literele nu sunt următoarele din șir",
		problem.ReasonAfterBreak: "după ruperea șirului", problem.ReasonNoSuchGroup: "grupă inexistentă",
		problem.ReasonGroupUsed: "grupă deja folosită", problem.ReasonGroupOrder: "grupă în afara ordinii impuse",
		problem.ReasonNotScrabble: "nu folosește toate cele 7 litere",
		"invalid_letter":          "un caracter care nu e literă", "off_board": "cuvântul iese de pe grilă",
		"word_too_short": "un cuvânt de sub 2 litere", "no_tiles_placed": "toate literele sunt deja pe grilă",
		"too_many_tiles": "mai multe piese decât are un suport", "joker_letter_not_allowed": "un joker pentru o literă pe care nu o poate înlocui",
		"letter_not_in_set": "o literă fără piese în set", problem.ReasonTooManyVowels: "mai multe vocale decât îi lipsesc grupei până la 7 litere",
	},
	consonants: "Varianta: se anunță numai consoanele (și jokerii) fiecărei grupe; fiecare jucător completează grupa până la 7 litere cu vocale din stoc, fiecare vocală o singură dată.",
	warns: map[string]string{problem.WarnMissingScore: "punctaj lipsă", problem.WarnWrongScore: "punctaj greșit",
		problem.WarnUnmarkedJoker: "joker nemarcat", problem.WarnRefusedClaim: "soluție refuzată"},
}

var problemEN = problemText{
	recorded: "table %[1]d: solution handed in at %[2]s", corrected: "table %[1]d: solution corrected (%[3]s), handed in at %[2]s",
	tooLarge: "the sheet sent is larger than %[1]d KB, the most a sheet may hold: check the file chosen",
	file:     "From a file", noProblem: "No problem is open: solutions are handed in while a problem is played.",
	warnShort: "Warn.",
	statement: "Problem", results: "Ranking", solution: "Solution",
	letters: "Letters", groups: "Groups", group: "Group", board: "Board", minutes: "minutes", handedIn: "handed in at",
	noSolution: "no solution", total: "Total", solutions: "Solutions", rankingPoints: "Ranking points",
	move: "No.", position: "Position", word: "Word", verdict: "Verdict", score: "Score", why: "Reason",
	warnings: "Technical warnings", penalty: "Penalty", deducted: "Deducted", found: "Found", lettersUsed: "Letters used",
	valid: "valid", refused: "refused", cancelled: "cancelled", duplicate: "repeated",
	asks: map[problem.Kind]string{
		problem.Integral:      "Successive moves from the empty board, 1–7 letters of the stock each (the first at least 2), until the stock is used: the whole set.",
		problem.Partial:       "Successive moves from the empty board with the letters announced only, 1–7 each (the first at least 2).",
		problem.Sir:           "Each move uses the first 1–7 letters left of the string, in order, skipping none (the first at least 2).",
		problem.Maxime:        "One move with each group, in the order you choose; ranked lexicographically: the best first move, then the best second…",
		problem.NScrabble:     "One move with each group, from the empty board; ranked by total score.",
		problem.Superscrabble: "As many scrabbles (all 7 letters) of the group on the given board as you can, each on the initial board.",
		problem.Incomplet:     "Build from the empty board a grid where the group makes as many scrabbles as possible; hand in the moves and the scrabbles.",
		problem.PartidaSuperscrabble: "Each round, as many scrabbles of the group on the round's board as you can, without scores; the referee then " +
			"places a scrabble of their choice and the next round begins. Ranked by the total of solutions.",
	},
	reasons: map[string]string{
		"not_in_lexicon": "a word not in the lexicon", "center_not_covered": "does not cover the centre", "not_connected": "does not touch the board",
		"rack_lacks_letter": "letters the problem no longer offers", "rack_lacks_joker": "a joker the problem no longer offers",
		"first_move_too_short": "the first move places fewer than 2 letters", "incomplete_word": "the word written is not the whole word on the board",
		"bad_notation": "notation that cannot be read", "square_mismatch": "the word does not match the letters on the board",
		problem.ReasonRestsOn: "it rested on a refused move", problem.ReasonOutOfString: "the letters are not the string's next",
		problem.ReasonAfterBreak: "after the string was broken", problem.ReasonNoSuchGroup: "no such group",
		problem.ReasonGroupUsed: "a group played already", problem.ReasonGroupOrder: "a group out of the imposed order",
		problem.ReasonNotScrabble: "does not place all 7 letters",
		"invalid_letter":          "a character that is not a letter", "off_board": "the word runs off the board",
		"word_too_short": "a word of fewer than 2 letters", "no_tiles_placed": "every letter is on the board already",
		"too_many_tiles": "more tiles than a rack holds", "joker_letter_not_allowed": "a joker for a letter it may not stand for",
		"letter_not_in_set": "a letter the set has no tile for", problem.ReasonTooManyVowels: "more vowels than the group lacks to make 7 letters",
	},
	consonants: "Variant: only the consonants (and jokers) of each group are announced; each player completes a group up to 7 letters with vowels of the stock, each vowel once.",
	warns: map[string]string{problem.WarnMissingScore: "score missing", problem.WarnWrongScore: "wrong score",
		problem.WarnUnmarkedJoker: "joker not marked", problem.WarnRefusedClaim: "refused claim"},
}

var problemFR = problemText{
	recorded: "table %[1]d : solution remise à %[2]s", corrected: "table %[1]d : solution corrigée (%[3]s), remise à %[2]s",
	tooLarge: "la feuille envoyée dépasse %[1]d Ko, le plus qu'une feuille peut contenir : vérifiez le fichier choisi",
	file:     "Depuis un fichier", noProblem: "Aucun problème ouvert : les solutions se remettent pendant un problème.",
	warnShort: "Avert.",
	statement: "Énoncé", results: "Classement", solution: "Solution",
	letters: "Lettres", groups: "Groupes", group: "Groupe", board: "Grille", minutes: "minutes", handedIn: "remise à",
	noSolution: "pas de solution", total: "Total", solutions: "Solutions", rankingPoints: "Points de classement",
	move: "N°", position: "Position", word: "Mot", verdict: "Verdict", score: "Points", why: "Motif",
	warnings: "Avertissements techniques", penalty: "Pénalité", deducted: "Déduites", found: "Trouvées", lettersUsed: "Lettres posées",
	valid: "valable", refused: "refusé", cancelled: "annulé", duplicate: "répété",
	asks: map[problem.Kind]string{
		problem.Integral:      "Coups successifs depuis la grille vide, 1 à 7 lettres du stock chacun (le premier au moins 2), jusqu'à épuisement du stock : tout le jeu.",
		problem.Partial:       "Coups successifs depuis la grille vide avec les seules lettres annoncées, 1 à 7 chacun (le premier au moins 2).",
		problem.Sir:           "Chaque coup utilise les 1 à 7 premières lettres restantes de la suite, dans l'ordre, sans en sauter (le premier au moins 2).",
		problem.Maxime:        "Un coup avec chaque groupe, dans l'ordre choisi ; classement lexicographique : le meilleur premier coup, puis le meilleur deuxième…",
		problem.NScrabble:     "Un coup avec chaque groupe, depuis la grille vide ; classement au total des points.",
		problem.Superscrabble: "Autant de scrabbles (les 7 lettres) du groupe que possible sur la grille donnée, chacun sur la grille initiale.",
		problem.Incomplet:     "Construisez depuis la grille vide une grille où le groupe fait le plus de scrabbles possible ; remettez les coups et les scrabbles.",
		problem.PartidaSuperscrabble: "À chaque tour, autant de scrabbles du groupe que possible sur la grille du tour, sans points ; l'arbitre pose " +
			"ensuite un scrabble de son choix et le tour suivant commence. Classement par le total des solutions.",
	},
	consonants: "Variante : seules les consonnes (et les jokers) de chaque groupe sont annoncées ; chaque joueur complète un groupe jusqu'à 7 lettres avec des voyelles du stock, chacune une seule fois.",
	reasons: map[string]string{
		"not_in_lexicon": "un mot hors du lexique", "center_not_covered": "ne couvre pas la case centrale", "not_connected": "ne touche pas la grille",
		"rack_lacks_letter": "des lettres que le problème n'offre plus", "rack_lacks_joker": "un joker que le problème n'offre plus",
		"first_move_too_short": "le premier coup pose moins de 2 lettres", "incomplete_word": "le mot écrit n'est pas le mot entier de la grille",
		"bad_notation": "notation illisible", "square_mismatch": "le mot ne correspond pas aux lettres de la grille",
		"invalid_letter": "un caractère qui n'est pas une lettre", "off_board": "le mot sort de la grille",
		"word_too_short": "un mot de moins de 2 lettres", "no_tiles_placed": "toutes les lettres sont déjà sur la grille",
		"too_many_tiles": "plus de jetons qu'un chevalet n'en tient", "joker_letter_not_allowed": "un joker pour une lettre qu'il ne peut remplacer",
		"letter_not_in_set":   "une lettre sans jeton dans le jeu",
		problem.ReasonRestsOn: "reposait sur un coup refusé", problem.ReasonOutOfString: "les lettres ne sont pas les suivantes de la suite",
		problem.ReasonAfterBreak: "après la rupture de la suite", problem.ReasonNoSuchGroup: "groupe inexistant",
		problem.ReasonGroupUsed: "groupe déjà joué", problem.ReasonGroupOrder: "groupe hors de l'ordre imposé",
		problem.ReasonNotScrabble: "ne pose pas les 7 lettres", problem.ReasonTooManyVowels: "plus de voyelles qu'il n'en manque au groupe pour faire 7 lettres",
	},
	warns: map[string]string{problem.WarnMissingScore: "score manquant", problem.WarnWrongScore: "score faux",
		problem.WarnUnmarkedJoker: "joker non marqué", problem.WarnRefusedClaim: "solution refusée"},
}

var problemIT = problemText{
	recorded: "tavolo %[1]d: soluzione consegnata a %[2]s", corrected: "tavolo %[1]d: soluzione corretta (%[3]s), consegnata a %[2]s",
	tooLarge: "il foglio inviato supera %[1]d KB, il massimo per un foglio: controlla il file scelto",
	file:     "Da un file", noProblem: "Nessun problema aperto: le soluzioni si consegnano durante un problema.",
	warnShort: "Amm.",
	statement: "Problema", results: "Classifica", solution: "Soluzione",
	letters: "Lettere", groups: "Gruppi", group: "Gruppo", board: "Griglia", minutes: "minuti", handedIn: "consegnata a",
	noSolution: "nessuna soluzione", total: "Totale", solutions: "Soluzioni", rankingPoints: "Punti di classifica",
	move: "N.", position: "Posizione", word: "Parola", verdict: "Verdetto", score: "Punti", why: "Motivo",
	warnings: "Ammonizioni tecniche", penalty: "Penalità", deducted: "Dedotte", found: "Trovate", lettersUsed: "Lettere usate",
	valid: "valida", refused: "rifiutata", cancelled: "annullata", duplicate: "ripetuta",
	asks: map[problem.Kind]string{
		problem.Integral:      "Mosse successive dalla griglia vuota, 1–7 lettere dello stock ciascuna (la prima almeno 2), fino all'esaurimento dello stock: tutto il set.",
		problem.Partial:       "Mosse successive dalla griglia vuota con le sole lettere annunciate, 1–7 ciascuna (la prima almeno 2).",
		problem.Sir:           "Ogni mossa usa le prime 1–7 lettere rimaste della sequenza, in ordine, senza saltarne (la prima almeno 2).",
		problem.Maxime:        "Una mossa con ogni gruppo, nell'ordine scelto; classifica lessicografica: la miglior prima mossa, poi la miglior seconda…",
		problem.NScrabble:     "Una mossa con ogni gruppo, dalla griglia vuota; classifica per punteggio totale.",
		problem.Superscrabble: "Quanti più scrabble (tutte le 7 lettere) del gruppo sulla griglia data, ciascuno sulla griglia iniziale.",
		problem.Incomplet:     "Costruite dalla griglia vuota una griglia su cui il gruppo faccia quanti più scrabble possibile; consegnate le mosse e gli scrabble.",
		problem.PartidaSuperscrabble: "A ogni turno, quanti più scrabble del gruppo sulla griglia del turno, senza punteggi; l'arbitro posa " +
			"poi uno scrabble a sua scelta e inizia il turno seguente. Classifica per il totale delle soluzioni.",
	},
	consonants: "Variante: si annunciano solo le consonanti (e i jolly) di ogni gruppo; ogni giocatore completa un gruppo fino a 7 lettere con vocali dello stock, ciascuna una sola volta.",
	reasons: map[string]string{
		"not_in_lexicon": "una parola fuori dal lessico", "center_not_covered": "non copre la casella centrale", "not_connected": "non tocca la griglia",
		"rack_lacks_letter": "lettere che il problema non offre più", "rack_lacks_joker": "un jolly che il problema non offre più",
		"first_move_too_short": "la prima mossa posa meno di 2 lettere", "incomplete_word": "la parola scritta non è la parola intera sulla griglia",
		"bad_notation": "notazione illeggibile", "square_mismatch": "la parola non corrisponde alle lettere sulla griglia",
		"invalid_letter": "un carattere che non è una lettera", "off_board": "la parola esce dalla griglia",
		"word_too_short": "una parola di meno di 2 lettere", "no_tiles_placed": "tutte le lettere sono già sulla griglia",
		"too_many_tiles": "più tessere di quante ne tenga un leggio", "joker_letter_not_allowed": "un jolly per una lettera che non può sostituire",
		"letter_not_in_set":   "una lettera senza tessere nel set",
		problem.ReasonRestsOn: "poggiava su una mossa rifiutata", problem.ReasonOutOfString: "le lettere non sono le successive della sequenza",
		problem.ReasonAfterBreak: "dopo la rottura della sequenza", problem.ReasonNoSuchGroup: "gruppo inesistente",
		problem.ReasonGroupUsed: "gruppo già giocato", problem.ReasonGroupOrder: "gruppo fuori dall'ordine imposto",
		problem.ReasonNotScrabble: "non posa tutte le 7 lettere", problem.ReasonTooManyVowels: "più vocali di quante ne manchino al gruppo per fare 7 lettere",
	},
	warns: map[string]string{problem.WarnMissingScore: "punteggio mancante", problem.WarnWrongScore: "punteggio errato",
		problem.WarnUnmarkedJoker: "jolly non segnato", problem.WarnRefusedClaim: "soluzione rifiutata"},
}

// problemTextFor returns the problems' wording in language (ro, en, fr,
// it); English for any other.
func problemTextFor(language string) problemText {
	switch language {
	case "ro":
		return problemRO
	case "fr":
		return problemFR
	case "it":
		return problemIT
	}
	return problemEN
}

// status words a verdict's status.
func (t *problemText) status(s problem.Status) string {
	switch s {
	case problem.StatusValid:
		return t.valid
	case problem.StatusRefused:
		return t.refused
	case problem.StatusCancelled:
		return t.cancelled
	}
	return t.duplicate
}

// reason words why a move or claim did not count, and its warnings.
func (t *problemText) reason(mv *problem.MoveVerdict) string {
	var parts []string
	if mv.Reason != "" {
		r := t.reasons[mv.Reason]
		if r == "" {
			r = strings.ReplaceAll(mv.Reason, "_", " ")
		}
		if mv.Culprit != "" {
			r += ": " + mv.Culprit
		}
		parts = append(parts, r)
	}
	for _, w := range mv.Warnings {
		parts = append(parts, t.warns[w])
	}
	return strings.Join(parts, "; ")
}

// solutionText says solution e recorded (in a Partida, for its round),
// corrected for reason when one is given, and what its verdict counts, in
// language.
func solutionText(language string, e problem.SolutionHandedIn, reason string) string {
	t := problemTextFor(language)
	f := t.recorded
	if reason != "" {
		f = t.corrected
	}
	v := &e.Verdict
	figures := t.figures(v, 0)
	if v.Kind.Measure() == problem.ByRankingPoints { // its ranking points come with the ranking
		figures = fmt.Sprintf("%s: %v; %s: %d", t.score, v.Scores, t.warnings, v.Technical)
	}
	said := fmt.Sprintf(f, e.Table, problem.FormatHandedIn(e.HandedIn), reason) + " — " + figures
	if e.Round > 0 { // a Partida de Superscrabble's round (RULES §9.8)
		said = fmt.Sprintf("%s %d, %s", partidaTextFor(language).round, e.Round, said)
	}
	return said
}

// SheetTooLarge refuses, in language, a sheet sent to the room (a
// problem's solution) larger than limit bytes.
func SheetTooLarge(language string, limit int) string {
	return fmt.Sprintf(problemTextFor(language).tooLarge, limit>>10)
}

// ProblemRoomLabels are the words of the room's solution page in
// language: its title, the moves' field and each kind's way to write them
// ("hint_" and the kind), the file button, what it says when no problem
// is open, and a Partida de Superscrabble's round.
func ProblemRoomLabels(language string) map[string]string {
	t, typed := problemTextFor(language), typedTextFor(language)
	labels := map[string]string{"solution": t.solution, "sheet": typed.field, "file": t.file, "no_problem": t.noProblem,
		"round": partidaTextFor(language).round}
	for k, hint := range typed.hints {
		labels["hint_"+string(k)] = hint
	}
	return labels
}
