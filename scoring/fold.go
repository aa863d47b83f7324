package scoring

import "strings"

// latinBase gives the base letter of each rune from U+00C0 to U+017F
// (Latin-1 Supplement and Latin Extended-A), case kept; '.' where there is
// none. Æ, Œ and ß fold to two letters and are handled in [foldRune].
const latinBase = "" +
	"AAAAAA.CEEEEIIII.NOOOOO.OUUUUY..aaaaaa.ceeeeiiii.nooooo.ouuuuy.y" +
	"AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHh..IiIiIiIiIi..JjKk.LlLlLlL" +
	"lLlNnNnNn...OoOoOo..RrRrRrSsSsSsSsTtTt..UuUuUuUuUuUuWwYyYZzZzZz."

// foldRune returns the letters r folds to (RULES §2): one or two bytes in
// 'A'–'Z' or 'a'–'z', case kept (second byte 0 when there is one letter), none
// (both 0) for a combining diacritical mark, and ok false for anything else.
func foldRune(r rune) (first, second byte, ok bool) {
	switch {
	case r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z':
		return byte(r), 0, true
	case r >= 0x300 && r <= 0x36f: // combining marks of decomposed input
		return 0, 0, true
	case r == 'Æ':
		return 'A', 'E', true
	case r == 'æ':
		return 'a', 'e', true
	case r == 'Œ':
		return 'O', 'E', true
	case r == 'œ':
		return 'o', 'e', true
	case r == 'ß':
		return 's', 's', true
	case r == 'Ș': // U+0218 and U+021A: Romanian letters with comma below
		return 'S', 0, true
	case r == 'ș':
		return 's', 0, true
	case r == 'Ț':
		return 'T', 0, true
	case r == 'ț':
		return 't', 0, true
	case r >= 0xc0 && r < 0x180 && latinBase[r-0xc0] != '.':
		return latinBase[r-0xc0], 0, true
	}
	return 0, 0, false
}

// FoldWord folds diacritics (Ă Â → A, Î → I, Ș Ş → S, Ț Ţ → T, accented vowels
// → plain, Æ → AE, Œ → OE) and returns the word in upper case; ok is false if a
// letter remains outside 'A'–'Z', and word is then s unchanged. Joker case
// (lower case) is NOT kept: see [ParseWord]. A word already in 'A'–'Z' is
// returned without allocating.
func FoldWord(s string) (word string, ok bool) {
	plain := true
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			plain = false
			break
		}
	}
	if plain {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		first, second, ok := foldRune(r)
		if !ok {
			return s, false
		}
		for _, c := range [2]byte{first, second} {
			if c != 0 {
				b.WriteByte(Tile(c).Letter())
			}
		}
	}
	return b.String(), true
}
