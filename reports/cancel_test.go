package reports

import (
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
)

// Every refused cancellation is said in every language, its rounds filled
// in and nothing left over.
func TestCancelText_Complete(t *testing.T) {
	for _, lang := range []string{"ro", "it", "fr", "en"} {
		for _, r := range []anticipation.CancelReason{anticipation.CancelNotEarlier, anticipation.CancelTwice, anticipation.CancelNoMove} {
			err := &anticipation.CancelError{SheetError: anticipation.SheetError{Round: 4, Field: "cancel"}, Reason: r, N: 2, By: 3}
			text, ok := CancelText(lang, err)
			if !ok || text == "" || strings.Contains(text, "%!") || !strings.Contains(text, "2") {
				t.Errorf("%s %s: %q", lang, r, text)
			}
		}
	}
	if _, ok := CancelText("ro", &anticipation.SheetError{Round: 1, Field: "total"}); ok {
		t.Error("a sheet's other error said as a cancellation")
	}
}
