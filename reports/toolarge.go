package reports

import "fmt"

// RequestTooLarge refuses, in language, what a page sent to the room
// larger than limit bytes (a form, a pasted text): the room's own words,
// not the web server's English.
func RequestTooLarge(language string, limit int64) string {
	format := map[string]string{
		"ro": "ce ați trimis are peste %d KB, cât primește sala: verificați ce ați scris sau lipit",
		"it": "quanto inviato supera %d KB, il massimo che la sala accetta: controlla cosa hai scritto o incollato",
		"fr": "l'envoi dépasse %d Ko, le plus que la salle accepte : vérifiez ce qui a été tapé ou collé",
	}[language]
	if format == "" {
		format = "what was sent is larger than %d KB, the most the room takes: check what was typed or pasted"
	}
	return fmt.Sprintf(format, limit>>10)
}
