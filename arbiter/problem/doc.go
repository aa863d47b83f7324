// Package problem is the composition problems (RULES §9) as a kind of game
// of the tournament ([Discipline]): a problem's start, the solutions
// handed in and corrected, a Partida's rounds, each problem's ranking and
// what it adds to the standings. It holds their rules: reading one
// player's written solution, checking it on the player's own
// board with the letters the problem offers, and ranking the solutions of a
// problem. Scrabble integral, partial and pe sir, Serie de maxime and
// N-Scrabble are sequences of moves; Superscrabble is a list of claimed
// scrabbles on a given board, and Superscrabble incomplet both. It does no
// I/O and keeps no state between calls.
package problem
