// Package reports prints what a referee hands out and files away: terminal
// tables, A4 PDF sheets and export files. It never reads the event store: the
// caller passes plain view models ([Header], [StandingRow], [RackLine],
// [Round], [PlayerCard]) and an [io.Writer].
//
// Terminal tables ([Standings], [RoundSummary], [Card], [Game]) are aligned
// tables on a terminal and tab-separated lines otherwise:
//
//	rank	table	name	club	total	percent_of_top	diff_to_top	tops	solos	warnings	penalties
//	1	12	ȘERBAN Ana	Club Iași	812	100.00	0	9	2	0	0
//
// [PDFEncoder] writes the printed sheets (RULES §4.4, §6) with the DejaVu Sans
// font embedded, so Romanian and Italian diacritics print: the
// rack-announcement sheet, the round bulletin with the board diagram, the
// final ranking and the player card. Player-facing text is in the rule set's
// language (ro, it, en, fr); positions follow the rule set's labelling
// (RULES §1). The output is byte-for-byte reproducible.
//
// Exports: the ranking as UTF-8 CSV ([RankingCSV]), JSON ([RankingJSON]) and
// Latin-1 CSV ([RankingLatin1]); the game record as CSV ([GameCSV]) and plain
// text ([GameText]) in the layout
//
//	N | RACK | WORD | POS | SCORE
//
// A rack is written in announcement form (RULES §4.4): the remainder and the
// new letters, each in alphabetical order with jokers (?) last, joined by
// " + " ("AEI + BRS?"). A joker on the board is a lower-case letter (RULES §2).
package reports
