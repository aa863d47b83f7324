package reports

// labels is the player-facing text of the printed sheets in one language.
type labels struct {
	rackSheet, refereeCopy, bulletin, ranking, card   string
	round, rack, spelled, top, position, score, total string
	rejected, joker                                   string
	// chosen counts the letters each player chooses from the stock
	// (Completiv, Superjoker: RULES §7): "%d chosen".
	chosen                                            string
	move, crossWords, bingo, equivalentTops, bestRoom string
	solo, none, standingsTop                          string
	rank, table, name, club, percentTop, diff         string
	tops, solos, warnings, penalties                  string
	date, ruleSet, lexicon, referee, page             string
	noSlip, refused                                   string
	// The warning form (seed 004: players whose move was annulled are
	// warned on a special form).
	warningForm, youWrote, verdict, reason, credited string
	annulled, technicalWarning, signature            string
	// Rankings split by category or series.
	overall, category, series, noSection string
	// The results site.
	game, players, board, previous, next string
	// premiums are the abbreviations of TW, DW, TL and DL printed on the board.
	premiums [4]string
	// findings say a slip's verdict (see [labels.findingsText]).
	findings findingSentences
	// room holds the web room's own words ([RoomLabelsFor] adds the
	// sheets' words to them).
	room RoomLabels
}

// labelsFor returns the sheets' text in language (ro, it, en, fr); English
// for any other.
func labelsFor(language string) labels {
	switch language {
	case "ro":
		return labelsRO
	case "it":
		return labelsIT
	case "fr":
		return labelsFR
	}
	return labelsEN
}

var labelsEN = labels{
	rackSheet: "Rack announcements", refereeCopy: "referee's copy", bulletin: "Round %d bulletin",
	ranking: "Final ranking", card: "Player card",
	round: "Round", rack: "Rack", spelled: "Spelled out", top: "Top", position: "Position",
	score: "Score", total: "Total", rejected: "rejected: every letter back to the bag", joker: "joker",
	chosen: "%d chosen",
	move:   "Move", crossWords: "Cross words", bingo: "bingo", equivalentTops: "Equal-score tops",
	bestRoom: "Best score in the room", solo: "Solo", none: "none", standingsTop: "Standings (top 10)",
	rank: "Rank", table: "Table", name: "Name", club: "Club", percentTop: "% top", diff: "Diff",
	tops: "Tops", solos: "Solos", warnings: "Warn.", penalties: "Pen.",
	date: "Date", ruleSet: "Rules", lexicon: "Lexicon", referee: "Referee", page: "Page",
	noSlip: "no slip", refused: "invalid",
	warningForm: "Warning", youWrote: "You wrote", verdict: "Verdict", reason: "Reason", credited: "Points credited",
	annulled: "move annulled: 0 points", technicalWarning: "technical warning (A)", signature: "Referee",
	overall: "Overall", category: "Category", series: "Series", noSection: "(none)",
	game: "Game", players: "Players", board: "Board", previous: "previous", next: "next",
	premiums: [4]string{"TW", "DW", "TL", "DL"},
	findings: findingsEN,
	room: RoomLabels{Start: "Start!", Warning: "30 seconds!", Stop: "Stop!", Standings: "Standings",
		Paused: "Paused", Waiting: "Waiting for the rack", More: "+ %d more", Found: "Found the top",
		Overall: "Tournament standings", Tops: "Tops",
		Bag: "In the bag", Vowels: "vowels", Consonants: "consonants", Either: "vowel or consonant", Jokers: "jokers",
		Offline: "No connection to the server", Sound: "Sound",
		Room: "The playing room", DisplayLink: "The display (projector, full screen: F11)", RefereeLink: "The referee",
		EntryLink: "Slip entry (assistants)", ResultsLink: "Results (players)",
		CardHint: "Tap a name for the player's card", Word: "Word", Declared: "Declared"},
}

var labelsRO = labels{
	rackSheet: "Anunțarea literelor", refereeCopy: "exemplarul arbitrului", bulletin: "Buletinul rundei %d",
	ranking: "Clasament final", card: "Fișa jucătorului",
	round: "Runda", rack: "Litere", spelled: "Pe litere", top: "Top", position: "Poziție",
	score: "Puncte", total: "Total", rejected: "respinse: toate literele înapoi în sac", joker: "joker",
	chosen: "%d la alegere",
	move:   "Mutarea", crossWords: "Cuvinte formate", bingo: "bingo", equivalentTops: "Topuri echivalente",
	bestRoom: "Cel mai bun punctaj din sală", solo: "Solo", none: "niciunul", standingsTop: "Clasament (primii 10)",
	rank: "Loc", table: "Masa", name: "Nume", club: "Club", percentTop: "% top", diff: "Dif.",
	tops: "Top", solos: "Solo", warnings: "Av.", penalties: "Pen.",
	date: "Data", ruleSet: "Regulament", lexicon: "Lexic", referee: "Arbitru", page: "Pagina",
	noSlip: "fără bilet", refused: "nevalidă",
	warningForm: "Avertizare", youWrote: "Ați scris", verdict: "Decizie", reason: "Motiv", credited: "Puncte acordate",
	annulled: "depunere anulată: 0 puncte", technicalWarning: "avertisment tehnic (A)", signature: "Arbitru",
	overall: "General", category: "Categoria", series: "Seria", noSection: "(fără)",
	game: "Partida", players: "Jucători", board: "Tabla", previous: "anterioara", next: "următoarea",
	premiums: [4]string{"CT", "CD", "LT", "LD"},
	findings: findingsRO,
	room: RoomLabels{Start: "Start!", Warning: "30 de secunde!", Stop: "Stop!", Standings: "Clasament",
		Paused: "Pauză", Waiting: "Așteptăm literele", More: "+ încă %d", Found: "Au găsit topul",
		Overall: "Clasamentul turneului", Tops: "Topuri",
		Bag: "În sac", Vowels: "vocale", Consonants: "consoane", Either: "vocală sau consoană", Jokers: "jokeri",
		Offline: "Fără legătură cu serverul", Sound: "Sunet",
		Room: "Sala de joc", DisplayLink: "Afișajul (proiector, ecran complet: F11)", RefereeLink: "Arbitrul",
		EntryLink: "Introducerea fișelor (asistenți)", ResultsLink: "Rezultate (jucători)",
		CardHint: "Atingeți un nume pentru fișa jucătorului", Word: "Cuvânt", Declared: "Declarat"},
}

var labelsIT = labels{
	rackSheet: "Annuncio delle lettere", refereeCopy: "copia dell'arbitro", bulletin: "Bollettino del turno %d",
	ranking: "Classifica finale", card: "Scheda del giocatore",
	round: "Turno", rack: "Leggio", spelled: "Compitate", top: "Top", position: "Posizione",
	score: "Punti", total: "Totale", rejected: "rifiutato: tutte le lettere tornano nel sacchetto", joker: "jolly",
	chosen: "%d a scelta",
	move:   "Mossa", crossWords: "Parole formate", bingo: "bingo", equivalentTops: "Top equivalenti",
	bestRoom: "Miglior punteggio in sala", solo: "Solo", none: "nessuno", standingsTop: "Classifica (primi 10)",
	rank: "Pos.", table: "Tavolo", name: "Nome", club: "Club", percentTop: "% top", diff: "Diff.",
	tops: "Top", solos: "Solo", warnings: "Avv.", penalties: "Pen.",
	date: "Data", ruleSet: "Regolamento", lexicon: "Lessico", referee: "Arbitro", page: "Pagina",
	noSlip: "nessun foglietto", refused: "non valida",
	warningForm: "Avvertimento", youWrote: "Hai scritto", verdict: "Verdetto", reason: "Motivo", credited: "Punti assegnati",
	annulled: "mossa annullata: 0 punti", technicalWarning: "avvertimento tecnico (A)", signature: "Arbitro",
	overall: "Generale", category: "Categoria", series: "Serie", noSection: "(nessuna)",
	game: "Partita", players: "Giocatori", board: "Tabellone", previous: "precedente", next: "successivo",
	premiums: [4]string{"PT", "PD", "LT", "LD"},
	findings: findingsIT,
	room: RoomLabels{Start: "Via!", Warning: "30 secondi!", Stop: "Stop!", Standings: "Classifica",
		Paused: "Pausa", Waiting: "In attesa delle lettere", More: "+ altri %d", Found: "Hanno trovato il top",
		Overall: "Classifica del torneo", Tops: "Top",
		Bag: "Nel sacchetto", Vowels: "vocali", Consonants: "consonanti", Either: "vocale o consonante", Jokers: "jolly",
		Offline: "Nessuna connessione al server", Sound: "Suono",
		Room: "La sala di gioco", DisplayLink: "Il tabellone (proiettore, schermo intero: F11)", RefereeLink: "L'arbitro",
		EntryLink: "Inserimento dei foglietti (assistenti)", ResultsLink: "Risultati (giocatori)",
		CardHint: "Tocca un nome per la scheda del giocatore", Word: "Parola", Declared: "Dichiarato"},
}

var labelsFR = labels{
	rackSheet: "Annonce des tirages", refereeCopy: "exemplaire de l'arbitre", bulletin: "Bulletin du coup %d",
	ranking: "Classement final", card: "Fiche du joueur",
	round: "Coup", rack: "Tirage", spelled: "Épelé", top: "Top", position: "Position",
	score: "Points", total: "Total", rejected: "rejet : toutes les lettres retournent dans le sac", joker: "joker",
	chosen: "%d au choix",
	move:   "Coup joué", crossWords: "Mots formés", bingo: "scrabble", equivalentTops: "Tops équivalents",
	bestRoom: "Meilleur score de la salle", solo: "Solo", none: "aucun", standingsTop: "Classement (10 premiers)",
	rank: "Rang", table: "Table", name: "Nom", club: "Club", percentTop: "% top", diff: "Écart",
	tops: "Tops", solos: "Solos", warnings: "Av.", penalties: "Pén.",
	date: "Date", ruleSet: "Règlement", lexicon: "Lexique", referee: "Arbitre", page: "Page",
	noSlip: "pas de bulletin", refused: "nul",
	warningForm: "Avertissement", youWrote: "Vous avez écrit", verdict: "Décision", reason: "Motif", credited: "Points attribués",
	annulled: "coup annulé : 0 point", technicalWarning: "avertissement technique (A)", signature: "Arbitre",
	overall: "Général", category: "Catégorie", series: "Série", noSection: "(aucune)",
	game: "Partie", players: "Joueurs", board: "Grille", previous: "précédent", next: "suivant",
	premiums: [4]string{"MT", "MD", "LT", "LD"},
	findings: findingsFR,
	room: RoomLabels{Start: "Top départ !", Warning: "30 secondes !", Stop: "Stop !", Standings: "Classement",
		Paused: "Pause", Waiting: "En attente du tirage", More: "+ %d autres", Found: "Ont trouvé le top",
		Overall: "Classement du tournoi", Tops: "Les tops",
		Bag: "Dans le sac", Vowels: "voyelles", Consonants: "consonnes", Either: "voyelle ou consonne", Jokers: "jokers",
		Offline: "Pas de connexion au serveur", Sound: "Son",
		Room: "La salle de jeu", DisplayLink: "L'affichage (projecteur, plein écran : F11)", RefereeLink: "L'arbitre",
		EntryLink: "Saisie des bulletins (assistants)", ResultsLink: "Résultats (joueurs)",
		CardHint: "Touchez un nom pour la fiche du joueur", Word: "Mot", Declared: "Annoncé"},
}
