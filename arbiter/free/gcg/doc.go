// Package gcg reads and writes GCG files, the annotated-game format of
// Quackle, macondo and Woogles: a free game's players, word list and turns,
// one line each, with the players' notes.
//
//	#character-encoding UTF-8
//	#player1 ana Ana Popescu
//	#player2 dan Dan Ionescu
//	#lexicon LOC
//	>ana: ACLMNOU 8D COLUMNA +78 78
//	#note the worked example of seed 002
//	>dan: AHLMUVX 7I VAH +60 60
//
// A turn line names the player by the nickname of its #player pragma, then
// the rack before the turn (letters, '?' for a joker), then the turn:
//
//	8D COLUMNA +78 78     a play: position, word, score, cumulative score
//	J7 .AH +14 92         '.' is a tile already on the board
//	8D CoLUMNA +70 70     lower case is a joker standing for that letter
//	-AEI +0 78            an exchange of the tiles A, E, I ("-3": of 3 unknown tiles)
//	- +0 78               a pass
//	-- -60 0              the play before it withdrawn (a phony challenged off)
//	(challenge) +5 83     the bonus of an unsuccessful challenge
//	(AEI) +6 350          the opponent's tiles added by the player who went out
//	AEI (AEI) -3 340      the player's own tiles taken off at the end
//	(time) -10 330        a penalty for time over
//
// A rack may be empty in the last four forms. Text after the total is the
// line's comment (Quackle writes there the words a play formed); fields
// may be separated by any run of blanks.
//
// # Coordinates
//
// GCG numbers the rows 1–15 from the top and letters the columns A–O from
// the left; the label of the row comes first for a word across: `8H` is row
// 8, column H, across, and `H8` is column H, row 8, down. That is the Italian
// and English labelling of RULES §1 and the opposite of the Romanian one,
// where `H8` is across. A [scoring.Position] counts rows and columns from 0
// whatever the labelling, so the same square reads `8H` here and `H8` in a
// Romanian slip: [ParsePosition] and [FormatPosition] convert, and
// [scoring.RuleSet.FormatPosition] prints the result in the rule set's own
// labelling.
//
// # Encoding
//
// A file is ISO 8859-1 unless its first line is `#character-encoding
// UTF-8`, as the format says; [Write] always writes that line. Letters are
// read as the rule sets read them (RULES §2): diacritics folded, so the
// Romanian `ȘTIRE` (comma below) and `ŞTIRE` (cedilla) are both STIRE, and
// lower case `ș` is a joker S. Notes and names are kept as written.
//
// # Bounds
//
// A file holds at most [MaxSize] bytes and [MaxEvents] turn lines, a rack
// at most 15 tiles (a line of the board), the tiles counted by the player
// who went out at most the 45 of three such racks; a
// #player pragma numbers 1 to [MaxPlayers] (GCG defines #player1 and
// #player2; #player3 and #player4 record the classic game of 3 or 4
// players). Other programs' pragmas (#title, #description, #id, #rack1,
// #game-type, …) are kept and written back as they were, before the first
// turn; they may not follow it, except #note and the last known racks
// (#rack1, #rack2, …). An error is an *[arbiter.Error] with code [arbiter.EInvalidInput]
// wrapping a *[ParseError] that names the line and the reason.
package gcg
