package reports

import (
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
)

// Every refused cancellation and shape of an Anticipation slip is said in
// every language, its rounds and figures filled in and nothing left over.
func TestSheetErrorText_Complete(t *testing.T) {
	errs := []error{}
	for _, r := range []anticipation.CancelReason{anticipation.CancelNotEarlier, anticipation.CancelTwice, anticipation.CancelNoMove} {
		errs = append(errs, &anticipation.CancelError{SheetError: anticipation.SheetError{Round: 4, Field: "cancel"}, Reason: r, N: 2, By: 3})
	}
	for _, r := range []anticipation.ShapeReason{anticipation.TooManyRounds, anticipation.GroupOutOfRange, anticipation.GroupTwice,
		anticipation.TooManyMoves, anticipation.PassWithMove, anticipation.TotalAfterRound1, anticipation.WarningOutside} {
		errs = append(errs, &anticipation.ShapeError{SheetError: anticipation.SheetError{Round: 4, Field: "moves"}, Reason: r, N: 2, M: 3})
	}
	for _, lang := range []string{"ro", "it", "fr", "en"} {
		for _, err := range errs {
			text, ok := SheetErrorText(lang, err)
			if !ok || text == "" || strings.Contains(text, "%!") || !strings.ContainsAny(text, "234") {
				t.Errorf("%s %v: %q", lang, err, text)
			}
		}
	}
	if _, ok := SheetErrorText("ro", &anticipation.SheetError{Round: 1, Field: "total"}); ok {
		t.Error("a sheet's other error said as a cancellation or a shape")
	}
}
