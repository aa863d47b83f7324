package reports

import (
	"errors"
	"fmt"

	"arbiter/arbiter/anticipation"
)

// CancelText says err, a slip's cancellation refused ("Anulez turul N",
// RULES §8.5), in language (ro, it, fr, en), and false for any other
// error.
func CancelText(language string, err error) (string, bool) {
	ce, ok := errors.AsType[*anticipation.CancelError](err)
	if !ok {
		return "", false
	}
	texts := map[string]map[anticipation.CancelReason]string{
		"ro": {anticipation.CancelNotEarlier: "turul %[1]d: %[2]d: un fluturaș anulează mutarea unui tur anterior, de la 1 la %[4]d",
			anticipation.CancelTwice:  "turul %[1]d: turul %[2]d a fost deja anulat în turul %[3]d",
			anticipation.CancelNoMove: "turul %[1]d: turul %[2]d nu are nicio mutare de anulat"},
		"it": {anticipation.CancelNotEarlier: "turno %[1]d: %[2]d: un foglietto annulla la mossa di un turno precedente, da 1 a %[4]d",
			anticipation.CancelTwice:  "turno %[1]d: il turno %[2]d è già stato annullato nel turno %[3]d",
			anticipation.CancelNoMove: "turno %[1]d: il turno %[2]d non ha nessuna mossa da annullare"},
		"fr": {anticipation.CancelNotEarlier: "tour %[1]d : %[2]d : un bulletin annule le coup d'un tour précédent, de 1 à %[4]d",
			anticipation.CancelTwice:  "tour %[1]d : le tour %[2]d a déjà été annulé au tour %[3]d",
			anticipation.CancelNoMove: "tour %[1]d : le tour %[2]d n'a aucun coup à annuler"},
		"en": {anticipation.CancelNotEarlier: "round %[1]d: %[2]d: a slip cancels the move of an earlier round, 1 to %[4]d",
			anticipation.CancelTwice:  "round %[1]d: round %[2]d was already cancelled in round %[3]d",
			anticipation.CancelNoMove: "round %[1]d: round %[2]d has no move to cancel"},
	}
	t, ok := texts[language]
	if !ok {
		t = texts["en"]
	}
	return fmt.Sprintf(t[ce.Reason], ce.Round, ce.N, ce.By, ce.Round-1), true
}
