package reports

// freeText is the words of a free-game event's sheets (RULES §10.2) in
// one language: its standings, pairing list, result slips, scorecards and
// crosstable. Formats (%d) take a round's number.
type freeText struct {
	// The standings' columns; won, drawn and lost are the one-letter
	// results.
	rank, player, name, wins, won, drawn, lost, pointsFor, against, spread, coefficient, withdrawn string
	// after titles the standings after a round.
	after string
	// The pairing list: its titles, by board and by name, and its columns.
	pairings, byName, board, starts, replies, side, start, reply, bye string
	// The scorecards and the crosstable.
	scorecard, crosstable, round, opponent, result, forfeit, missed, startMark string
	// The result slip.
	slip, score, signature string
}

// freeTextFor returns the free game's words in language (ro, it, fr, en;
// English for any other).
func freeTextFor(language string) freeText {
	switch language {
	case "ro":
		return freeText{rank: "Loc", player: "Nr.", name: "Nume", wins: "Victorii", won: "V", drawn: "E", lost: "Î",
			pointsFor: "Puncte", against: "Primite", spread: "Dif.", coefficient: "Coef.", withdrawn: "retras",
			after:    "Clasament după runda %d",
			pairings: "Runda %d: perechile", byName: "Runda %d: după nume", board: "Masa", starts: "Începe", replies: "Răspunde",
			side: "Rol", start: "începe", reply: "răspunde", bye: "Fără partener",
			scorecard: "Fișa jucătorului", crosstable: "Tabelul partidelor după runda %d", round: "Runda", opponent: "Adversar",
			result: "Rezultat", forfeit: "neprezentare", missed: "neînscris încă", startMark: "* jucătorul a început",
			slip: "Fișa de rezultat", score: "Punctaj", signature: "Semnătura"}
	case "it":
		return freeText{rank: "Pos.", player: "N.", name: "Nome", wins: "Vittorie", won: "V", drawn: "P", lost: "S",
			pointsFor: "Punti", against: "Subiti", spread: "Diff.", coefficient: "Coeff.", withdrawn: "ritirato",
			after:    "Classifica dopo il turno %d",
			pairings: "Turno %d: gli accoppiamenti", byName: "Turno %d: per nome", board: "Tavolo", starts: "Inizia", replies: "Risponde",
			side: "Ruolo", start: "inizia", reply: "risponde", bye: "Senza avversario",
			scorecard: "Scheda del giocatore", crosstable: "Tabellone dopo il turno %d", round: "Turno", opponent: "Avversario",
			result: "Risultato", forfeit: "forfait", missed: "non ancora iscritto", startMark: "* ha iniziato il giocatore",
			slip: "Foglio del risultato", score: "Punteggio", signature: "Firma"}
	case "fr":
		return freeText{rank: "Rang", player: "N°", name: "Nom", wins: "Victoires", won: "G", drawn: "N", lost: "P",
			pointsFor: "Points", against: "Contre", spread: "Écart", coefficient: "Coeff.", withdrawn: "retiré",
			after:    "Classement après la ronde %d",
			pairings: "Ronde %d : les appariements", byName: "Ronde %d : par nom", board: "Table", starts: "Commence", replies: "Répond",
			side: "Rôle", start: "commence", reply: "répond", bye: "Exempt",
			scorecard: "Fiche du joueur", crosstable: "Grille après la ronde %d", round: "Ronde", opponent: "Adversaire",
			result: "Résultat", forfeit: "forfait", missed: "pas encore inscrit", startMark: "* le joueur a commencé",
			slip: "Fiche de résultat", score: "Score", signature: "Signature"}
	}
	return freeText{rank: "Rank", player: "No.", name: "Name", wins: "Wins", won: "W", drawn: "D", lost: "L",
		pointsFor: "For", against: "Against", spread: "Spread", coefficient: "Coef.", withdrawn: "withdrawn",
		after:    "Standings after round %d",
		pairings: "Round %d: the pairings", byName: "Round %d: by name", board: "Board", starts: "Starts", replies: "Replies",
		side: "Side", start: "starts", reply: "replies", bye: "Bye",
		scorecard: "Scorecard", crosstable: "Crosstable after round %d", round: "Round", opponent: "Opponent",
		result: "Result", forfeit: "forfeit", missed: "not entered yet", startMark: "* the player started",
		slip: "Result slip", score: "Score", signature: "Signature"}
}

// outcome is a round's result in t's words: the letter of a win, a draw
// or a loss (points2 2, 1, 0), with a forfeit or a bye said beside.
func (t freeText) outcome(points2 int, forfeit, bye bool) string {
	letter := [3]string{t.lost, t.drawn, t.won}[min(max(points2, 0), 2)]
	switch {
	case bye:
		return letter + " (" + t.bye + ")"
	case forfeit:
		return letter + " (" + t.forfeit + ")"
	}
	return letter
}
