package reports

import (
	"errors"
	"fmt"

	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
)

// sheetErrorTexts say an Anticipation slip refused for its cancellation
// ("Anulez turul N", RULES §8.5: %[1]d the slip's round, %[2]d the round
// cancelled, %[3]d the round that cancelled it, %[4]d the last earlier
// round) or its shape (RULES §8.2–§8.5: %[1]d the round, %[2]d the figure
// at fault, %[3]d its bound or the round it clashes with).
var sheetErrorTexts = map[string]map[string]string{
	"ro": {
		string(anticipation.CancelNotEarlier): "turul %[1]d: %[2]d: un fluturaș anulează mutarea unui tur anterior, de la 1 la %[4]d",
		string(anticipation.CancelTwice):      "turul %[1]d: turul %[2]d a fost deja anulat în turul %[3]d",
		string(anticipation.CancelNoMove):     "turul %[1]d: turul %[2]d nu are nicio mutare de anulat",
		string(anticipation.TooManyRounds):    "%[2]d tururi: o partidă are %[3]d",
		string(anticipation.GroupOutOfRange):  "turul %[1]d: grupa %[2]d: un tur joacă una dintre grupele 2–%[3]d",
		string(anticipation.GroupTwice):       "turul %[1]d: grupa %[2]d a fost deja jucată în turul %[3]d",
		string(anticipation.TooManyMoves):     "turul %[1]d: %[2]d mutări: fluturașul turului are cel mult %[3]d",
		string(anticipation.PassWithMove):     "turul %[1]d: PAS și o mutare: PAS ține locul mutării turului",
		string(anticipation.TotalAfterRound1): "turul %[1]d: numai fluturașul turului 1 are un total",
		string(anticipation.WarningOutside):   "un avertisment al turului %[2]d, iar fișa are %[3]d tururi",
	},
	"it": {
		string(anticipation.CancelNotEarlier): "turno %[1]d: %[2]d: un foglietto annulla la mossa di un turno precedente, da 1 a %[4]d",
		string(anticipation.CancelTwice):      "turno %[1]d: il turno %[2]d è già stato annullato nel turno %[3]d",
		string(anticipation.CancelNoMove):     "turno %[1]d: il turno %[2]d non ha nessuna mossa da annullare",
		string(anticipation.TooManyRounds):    "%[2]d turni: una partita ne ha %[3]d",
		string(anticipation.GroupOutOfRange):  "turno %[1]d: gruppo %[2]d: un turno gioca uno dei gruppi 2–%[3]d",
		string(anticipation.GroupTwice):       "turno %[1]d: il gruppo %[2]d è già stato giocato nel turno %[3]d",
		string(anticipation.TooManyMoves):     "turno %[1]d: %[2]d mosse: il foglietto del turno ne ha al massimo %[3]d",
		string(anticipation.PassWithMove):     "turno %[1]d: PASSO e una mossa: il PASSO sta per la mossa del turno",
		string(anticipation.TotalAfterRound1): "turno %[1]d: solo il foglietto del turno 1 ha un totale",
		string(anticipation.WarningOutside):   "un'ammonizione del turno %[2]d, e la scheda ha %[3]d turni",
	},
	"fr": {
		string(anticipation.CancelNotEarlier): "tour %[1]d : %[2]d : un bulletin annule le coup d'un tour précédent, de 1 à %[4]d",
		string(anticipation.CancelTwice):      "tour %[1]d : le tour %[2]d a déjà été annulé au tour %[3]d",
		string(anticipation.CancelNoMove):     "tour %[1]d : le tour %[2]d n'a aucun coup à annuler",
		string(anticipation.TooManyRounds):    "%[2]d tours : une partie en a %[3]d",
		string(anticipation.GroupOutOfRange):  "tour %[1]d : groupe %[2]d : un tour joue l'un des groupes 2 à %[3]d",
		string(anticipation.GroupTwice):       "tour %[1]d : le groupe %[2]d a déjà été joué au tour %[3]d",
		string(anticipation.TooManyMoves):     "tour %[1]d : %[2]d coups : le bulletin du tour en a au plus %[3]d",
		string(anticipation.PassWithMove):     "tour %[1]d : PASSE et un coup : PASSE tient lieu du coup du tour",
		string(anticipation.TotalAfterRound1): "tour %[1]d : seul le bulletin du tour 1 porte un total",
		string(anticipation.WarningOutside):   "un avertissement du tour %[2]d, et la feuille a %[3]d tours",
	},
	"en": {
		string(anticipation.CancelNotEarlier): "round %[1]d: %[2]d: a slip cancels the move of an earlier round, 1 to %[4]d",
		string(anticipation.CancelTwice):      "round %[1]d: round %[2]d was already cancelled in round %[3]d",
		string(anticipation.CancelNoMove):     "round %[1]d: round %[2]d has no move to cancel",
		string(anticipation.TooManyRounds):    "%[2]d rounds: a game has %[3]d",
		string(anticipation.GroupOutOfRange):  "round %[1]d: group %[2]d: a round plays one of the groups 2 to %[3]d",
		string(anticipation.GroupTwice):       "round %[1]d: group %[2]d was already played in round %[3]d",
		string(anticipation.TooManyMoves):     "round %[1]d: %[2]d moves: the round's slip holds at most %[3]d",
		string(anticipation.PassWithMove):     "round %[1]d: PAS and a move: PAS stands for the round's move",
		string(anticipation.TotalAfterRound1): "round %[1]d: only round 1's slip carries a total",
		string(anticipation.WarningOutside):   "a warning of round %[2]d, and the sheet holds %[3]d rounds",
	},
}

// SheetErrorText says err, an Anticipation slip refused for its
// cancellation or its shape or a problem's solution typed that cannot be
// read ([ProblemTypedError]), in language (ro, it, fr, en), and false for
// any other error.
func SheetErrorText(language string, err error) (string, bool) {
	if _, ok := errors.AsType[*problem.TypedError](err); ok {
		return ProblemTypedError(language, err), true
	}
	t, ok := sheetErrorTexts[language]
	if !ok {
		t = sheetErrorTexts["en"]
	}
	if ce, ok := errors.AsType[*anticipation.CancelError](err); ok {
		return fmt.Sprintf(t[string(ce.Reason)], ce.Round, ce.N, ce.By, ce.Round-1), true
	}
	if se, ok := errors.AsType[*anticipation.ShapeError](err); ok {
		return fmt.Sprintf(t[string(se.Reason)], se.Round, se.N, se.M), true
	}
	return "", false
}
