// Package problem holds the rules of the composition problems (RULES §9):
// reading one player's written solution, checking it on the player's own
// board with the letters the problem offers, and ranking the solutions of a
// problem. Scrabble integral, partial and pe sir, Serie de maxime and
// N-Scrabble are sequences of moves; Superscrabble is a list of claimed
// scrabbles on a given board, and Superscrabble incomplet both. It does no
// I/O and keeps no state between calls.
package problem
