// Package draw draws the racks of a duplicate game (RULES §4.2), announces
// them, and prepares whole games by itself (RULES §4.3).
//
// The bag is a [scoring.Rack] of the tiles not yet drawn. Each round the
// rack is the remainder of the previous rack plus new letters drawn from the
// bag to complete it. [Draw] checks the round's vowel/consonant minimum (a
// joker, or a letter of [scoring.RuleSet.Either], counts as either, never
// twice), the referee's optional rejection of three or more tiles of one
// letter, and whether a move can be made; a rack that fails goes back to the
// bag whole, remainder included, and seven new letters are drawn. Every
// rejected rack is returned in [Result.Rejected] with a [Reason] code, so
// that it can be recorded; [Result.End] says when the game is over.
//
// # Variants
//
// The duplicate variants of RULES §7 draw racks of another size with the
// same rules ([DrawVariant]: 6 letters in Completiv, 5 in Superjoker, 8 in
// Eliptic), or two groups of 7 in Tactic ([DrawTactic], each group with
// [TacticMinimum]). [Leave] says what a variant top leaves for the next
// round, and [PrepareVariant] plays a whole game of any variant.
//
// # Seeds
//
// Draws are reproducible forever: round r of the game with seed s draws
// from a ChaCha8 stream (math/rand/v2) keyed by
//
//	bytes  0–7   s, little-endian
//	bytes  8–15  r, little-endian
//	bytes 16–31  "arbiter/draw/v1" and a zero byte
//
// and each tile is drawn uniformly from the bag: an index below the number
// of tiles is taken from the stream by Lemire's multiply-and-reject method
// (64-bit words), and the tiles are counted in letter order A–Z, joker last.
// A round's draw therefore depends only on the seed, the round number, the
// bag, the remainder and the options: nothing is kept between calls, and a
// replay from recorded racks never needs the generator.
//
// # Manual racks
//
// [Manual] takes the letters a referee drew from a real bag and checks them
// the same way; a refused rack can be forced with a stated reason, which the
// result keeps.
//
// # Announcement
//
// Racks are announced remainder first, then the new letters, each group in
// alphabetical order with the joker last ([Announce]: `AEI + BRST?`), and
// spelled out with a per-language table of names ([Spell]).
package draw
