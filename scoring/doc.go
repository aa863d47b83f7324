// Package scoring holds the rules of duplicate Scrabble that do not depend on
// the game's progress: rule sets, the board, move notation, and the legality
// and score of a move (RULES §1–§3, §5). It does no I/O: readers are passed
// in, values come out.
//
// # Rule sets
//
// A [RuleSet] holds every parameter in which the Romanian, Italian, English
// and French rules differ: tiles, jokers, vowels, rack size, bingo bonus,
// board labelling, draw minimums, solo bonus, warnings. [Builtin] returns
// `ro`, `it`, `en` or `fr`; [ReadRuleSet] reads one from JSON.
//
// # Board and notation
//
// The board is 15 × 15 squares, held row by row; [Position] counts rows and
// columns from 0. A position names a move's first square and its direction:
// the label of the row comes first for a word across. With [LetterRows] (ro,
// fr) rows are A–O from the top and columns 1–15 from the left:
//
//	H8 COLUMNA   row H, column 8, across (the centre star)
//	8H COLUMNA   column 8, row H, down
//
// With [NumberRows] (it, en) rows are 1–15 and columns A–O, so `8H` is across
// and `H8` down. Lower case is accepted in positions.
//
// A word is written whole, letters already on the board included. Upper case
// is a tile, lower case a joker standing for that letter (`BoX`); the
// Romanian paper form `C0OMANDA` (a letter followed by 0) is the joker C.
// Diacritics are folded: `ȘTIRE` is `STIRE` ([FoldWord]).
//
// A position is written as text in 15 lines of 15 characters ([ReadBoard],
// [Board.String]):
//
//	.......COLUMNA.
//	......VAH......
//
// where '.' is an empty square, 'A'–'Z' a tile and 'a'–'z' a joker.
//
// The premium squares ([PremiumAt]) are the standard layout of RULES §1:
// triple word in the corners and the middles of the edges, double word on the
// diagonals and the centre, triple and double letter between.
//
// # Legality and score
//
// [Check] decides whether a [Play] is legal on a board with a rack and
// scores it as a [Move]: the main word and each cross word with its score,
// the bingo flag and the total. A refusal is a *[MoveError] whose code (a
// [Refusal] such as "not_in_lexicon") is stable; unreadable input is a
// *[NotationError]. Words are looked up in a [Lexicon]; [WordList] is a simple
// one read from a plain or gzip word list.
package scoring
