// Package anticipation holds the rules of the anticipation games (RULES §8):
// the forms, their groups of letters, and the adjudication of one player's
// sheet on that player's own board, with the cancellation cascade, the
// figures' warnings and the penalties. It does no I/O and keeps no state
// between calls.
package anticipation
