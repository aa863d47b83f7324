package draw

import (
	"strings"

	"arbiter/scoring"
)

// Announce returns a rack in announcement form (RULES §4.2): the remainder,
// then the new letters, each in alphabetical order with the joker last as
// '?', joined by " + " (`AEI + BRST?`). Without a remainder it is the new
// letters alone, and nothing drawn (the bag empty) the remainder alone.
func Announce(remainder, drawn scoring.Rack) string {
	switch {
	case remainder.Len() == 0:
		return drawn.String()
	case drawn.Len() == 0:
		return remainder.String()
	}
	return remainder.String() + " + " + drawn.String()
}

// Spell returns the names of the tiles of rack in alphabetical order, joker
// last, as the referee reads them out (seed 004: "folosind numele din tabela
// de anunturi"). Names come from rs.LetterNames (keys "A"–"Z", "?" for the
// joker) or else from the default table of rs.Language: ro Romanian first
// names, it Italian cities, en the ICAO alphabet, fr the usual country
// table (A Algérie … Z Zambie). A letter without a name is given as itself.
func Spell(rs *scoring.RuleSet, rack scoring.Rack) []string {
	keys := SpellKeys(rack)
	names := make([]string, len(keys))
	for i, key := range keys {
		name, ok := rs.LetterNames[key]
		if !ok {
			if name = DefaultName(rs.Language, key); name == "" {
				name = key
			}
		}
		names[i] = name
	}
	return names
}

// SpellKeys returns the letter of each tile of rack in [Spell]'s order:
// "A"–"Z" in alphabetical order, then "?" for each joker.
func SpellKeys(rack scoring.Rack) []string {
	keys := make([]string, 0, rack.Len())
	for i, c := range rack {
		key := "?"
		if i < scoring.JokerIndex {
			key = string(rune('A' + i))
		}
		for range c {
			keys = append(keys, key)
		}
	}
	return keys
}

// DefaultName returns the name of key ("A"–"Z", "?" for the joker) in the
// default table of language, or "" when the language has none.
func DefaultName(language, key string) string {
	table := strings.Split(defaultNames(language), "|")
	if len(table) != scoring.JokerIndex+1 || len(key) != 1 {
		return ""
	}
	switch c := key[0]; {
	case c == '?':
		return table[scoring.JokerIndex]
	case c >= 'A' && c <= 'Z':
		return table[c-'A']
	}
	return ""
}

// defaultNames returns the names of A–Z and the joker for language, '|'
// separated, or "" when the language has no table.
func defaultNames(language string) string {
	switch language {
	case "ro":
		return "Ana|Barbu|Constantin|Dumitru|Elena|Florea|Gheorghe|Haralambie|Ion|Jean|Kilogram|Lazăr|Maria|" +
			"Nicolae|Ovidiu|Petre|Chiu|Radu|Sandu|Tudor|Udrea|Vasile|Dublu V|Xenia|I grec|Zamfir|joker"
	case "it":
		return "Ancona|Bologna|Como|Domodossola|Empoli|Firenze|Genova|Hotel|Imola|I lunga|Kappa|Livorno|Milano|" +
			"Napoli|Otranto|Palermo|Quarto|Roma|Savona|Torino|Udine|Venezia|Doppia V|Ics|Ipsilon|Zara|jolly"
	case "en":
		return "Alfa|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliett|Kilo|Lima|Mike|" +
			"November|Oscar|Papa|Quebec|Romeo|Sierra|Tango|Uniform|Victor|Whiskey|X-ray|Yankee|Zulu|blank"
	case "fr":
		return "Algérie|Belgique|Canada|Danemark|Espagne|France|Gabon|Hollande|Italie|Japon|Kenya|Luxembourg|Maroc|" +
			"Norvège|Océanie|Portugal|Québec|Roumanie|Suisse|Tunisie|Uruguay|Venezuela|Wallonie|Xénophon|Yémen|Zambie|joker"
	}
	return ""
}
