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
	// cancelled marks a cancelled round (RULES §4).
	cancelled string
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
	noSlip: "no slip", refused: "invalid", cancelled: "round cancelled",
	warningForm: "Warning", youWrote: "You wrote", verdict: "Verdict", reason: "Reason", credited: "Points credited",
	annulled: "move annulled: 0 points", technicalWarning: "technical warning (A)", signature: "Referee",
	overall: "Overall", category: "Category", series: "Series", noSection: "(none)",
	game: "Game", players: "Players", board: "Board", previous: "previous", next: "next",
	premiums: [4]string{"TW", "DW", "TL", "DL"},
	findings: findingsEN,
	room: RoomLabels{Start: "Start!", Warning: "30 seconds!", LastMinute: "Last minute!", Stop: "Stop!", Standings: "Standings",
		Paused: "Paused", Waiting: "Waiting for the rack", More: "+ %d more", Found: "Found the top",
		Overall: "Tournament standings", Tops: "Tops",
		Bag: "In the bag", Vowels: "vowels", Consonants: "consonants", Either: "vowel or consonant", Jokers: "jokers",
		Offline: "No connection to the server", Sound: "Sound", Voice: "Voice",
		Room: "The playing room", DisplayLink: "The display (projector, full screen: F11)", RefereeLink: "The referee",
		EntryLink: "Slip entry (assistants)", ResultsLink: "Results (players)",
		CardHint: "Tap a name for the player's card", Word: "Word", Declared: "Declared",
		Position2: "Second position", Word2: "Second word", Score2: "Second score",
		EntryCode: "Entry code", Code: "Code", YourName: "Your name", LogIn: "Log in", WrongCode: "wrong code",
		TooManyCodes: "too many wrong codes: wait a minute and try again",
		NameNeeded:   "type your name (at most 40 characters): it tells the typists of a slip apart",
		NameInUse:    "the name “%s” is in use on another laptop: type another name, or log out there first",
		LogInFirst:   "log in with the entry code first", RefereeOnly: "only the referee may do this: log in with the referee's code",
		PageOutOfDate: "the page is out of date: reload it", NoAnswer: "the server does not answer: try again",
		NoSlips: "The current game takes no slips.", Enter: "Enter", EntryHint: "Tab between fields, Enter records, Esc clears. A dash (-) as the position is no slip; an empty score is a slip without a score.",
		Missing: "Missing tables", SecondTyping: "Typed once, waiting for a second operator", TypedHere: "Typed here",
		DoubleEntry: "double entry", NoRound: "No round yet", GoesTo: "slips go to round %d",
		Previous: "round %d still misses slips: they go to it unless you change the round", Late: "late",
		Replace: "Round %d, table %d already has %s. Replace it with %s?", ReplaceYes: "Replace", Keep: "Keep it", Withdrawn: "(withdrawn)",
		Unchanged: "the same slip is already recorded; nothing changed",
		TypedOnce: "typed once: it counts when another operator types it alike",
		Mismatch:  "typed differently: the referee settles it", Corrected: "corrected", Points: "points",
		Console: "Referee", Timer: "Timer", Seconds: "Seconds", StartTimer: "Start", Pause: "Pause", Resume: "Resume",
		Reset: "Reset", NotStarted: "not started", Running: "running, Stop! at %s", Draw: "Draw the rack",
		Manual: "Letters drawn by hand", Reject: "Reject the rack", ProgramTop: "The program's top", Choose: "Choose",
		CloseRound: "Close the round", CancelRound: "Cancel the round", InvalidateTop: "Invalidate the top",
		NextGame: "Next game", Warn: "Give the warning", Technical: "technical (A)", Disciplinary: "disciplinary (D)",
		Elimination: "elimination", Withdraw: "Withdraw", LateSlips: "Slips entered late",
		ToSettle: "Slips typed differently, to settle", Settle: "Settle",
		SettleHint: "Settle a slip by entering it as written on the paper: it counts at once, past double entry.",
		Operator:   "Operator", Done: "done",
	},
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
	noSlip: "fără fluturaș", refused: "nevalidă", cancelled: "rundă anulată",
	warningForm: "Avertizare", youWrote: "Ați scris", verdict: "Decizie", reason: "Motiv", credited: "Puncte acordate",
	annulled: "depunere anulată: 0 puncte", technicalWarning: "avertisment tehnic (A)", signature: "Arbitru",
	overall: "General", category: "Categoria", series: "Seria", noSection: "(fără)",
	game: "Partida", players: "Jucători", board: "Tabla", previous: "anterioara", next: "următoarea",
	premiums: [4]string{"CT", "CD", "LT", "LD"},
	findings: findingsRO,
	room: RoomLabels{Start: "Start!", Warning: "30 de secunde!", LastMinute: "Ultimul minut!", Stop: "Stop!", Standings: "Clasament",
		Paused: "Pauză", Waiting: "Așteptăm literele", More: "+ încă %d", Found: "Au găsit topul",
		Overall: "Clasamentul turneului", Tops: "Topuri",
		Bag: "În sac", Vowels: "vocale", Consonants: "consoane", Either: "vocală sau consoană", Jokers: "jokeri",
		Offline: "Fără legătură cu serverul", Sound: "Sunet", Voice: "Voce",
		Room: "Sala de joc", DisplayLink: "Afișajul (proiector, ecran complet: F11)", RefereeLink: "Arbitrul",
		EntryLink: "Introducerea fluturașilor (asistenți)", ResultsLink: "Rezultate (jucători)",
		CardHint: "Atingeți un nume pentru fișa jucătorului", Word: "Cuvânt", Declared: "Declarat",
		Position2: "A doua poziție", Word2: "Al doilea cuvânt", Score2: "Al doilea punctaj",
		EntryCode: "Codul de acces", Code: "Cod", YourName: "Numele dvs.", LogIn: "Intrare", WrongCode: "cod greșit",
		TooManyCodes: "prea multe coduri greșite: așteptați un minut și încercați din nou",
		NameNeeded:   "scrieți-vă numele (cel mult 40 de caractere): deosebește operatorii unui fluturaș",
		NameInUse:    "numele „%s” este folosit pe alt laptop: alegeți alt nume sau ieșiți mai întâi de acolo",
		LogInFirst:   "intrați mai întâi cu codul de acces", RefereeOnly: "doar arbitrul poate face asta: intrați cu codul arbitrului",
		PageOutOfDate: "pagina nu mai este actuală: reîncărcați-o", NoAnswer: "serverul nu răspunde: încercați din nou",
		NoSlips: "Partida curentă nu primește fluturași.", Enter: "Înregistrează", EntryHint: "Tab între câmpuri, Enter înregistrează, Esc golește. O liniuță (-) ca poziție înseamnă fără fluturaș; un punctaj gol, fluturaș fără punctaj.",
		Missing: "Mese lipsă", SecondTyping: "Introduse o dată, așteaptă al doilea operator", TypedHere: "Introduse aici",
		DoubleEntry: "dublă introducere", NoRound: "Nicio rundă încă", GoesTo: "fluturașii merg la runda %d",
		Previous: "runda %d mai are fluturași lipsă: merg la ea dacă nu schimbați runda", Late: "întârziat",
		Replace: "Runda %d, masa %d are deja %s. Îl înlocuiți cu %s?", ReplaceYes: "Înlocuiește", Keep: "Păstrează", Withdrawn: "(retras)",
		Unchanged: "același fluturaș este deja înregistrat; nimic schimbat",
		TypedOnce: "introdus o dată: contează când alt operator îl introduce la fel",
		Mismatch:  "introdus diferit: decide arbitrul", Corrected: "corectat", Points: "puncte",
		Console: "Arbitru", Timer: "Cronometru", Seconds: "Secunde", StartTimer: "Start", Pause: "Pauză", Resume: "Continuă",
		Reset: "Resetează", NotStarted: "nepornit", Running: "pornit, Stop! la %s", Draw: "Trage literele",
		Manual: "Litere trase de mână", Reject: "Respinge literele", ProgramTop: "Topul programului", Choose: "Alege",
		CloseRound: "Închide runda", CancelRound: "Anulează runda", InvalidateTop: "Invalidează topul",
		NextGame: "Partida următoare", Warn: "Dă avertismentul", Technical: "tehnic (A)", Disciplinary: "disciplinar (D)",
		Elimination: "eliminare", Withdraw: "Retrage", LateSlips: "Fluturași predați după Stop",
		ToSettle: "Fluturași introduși diferit, de hotărât", Settle: "Hotărăște",
		SettleHint: "Hotărâți un fluturaș introducându-l așa cum e scris pe hârtie: contează imediat, peste dubla introducere.",
		Operator:   "Operator", Done: "gata",
	},
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
	noSlip: "nessun foglietto", refused: "non valida", cancelled: "turno annullato",
	warningForm: "Avvertimento", youWrote: "Hai scritto", verdict: "Verdetto", reason: "Motivo", credited: "Punti assegnati",
	annulled: "mossa annullata: 0 punti", technicalWarning: "avvertimento tecnico (A)", signature: "Arbitro",
	overall: "Generale", category: "Categoria", series: "Serie", noSection: "(nessuna)",
	game: "Partita", players: "Giocatori", board: "Tabellone", previous: "precedente", next: "successivo",
	premiums: [4]string{"PT", "PD", "LT", "LD"},
	findings: findingsIT,
	room: RoomLabels{Start: "Via!", Warning: "30 secondi!", LastMinute: "Ultimo minuto!", Stop: "Stop!", Standings: "Classifica",
		Paused: "Pausa", Waiting: "In attesa delle lettere", More: "+ altri %d", Found: "Hanno trovato il top",
		Overall: "Classifica del torneo", Tops: "Top",
		Bag: "Nel sacchetto", Vowels: "vocali", Consonants: "consonanti", Either: "vocale o consonante", Jokers: "jolly",
		Offline: "Nessuna connessione al server", Sound: "Suono", Voice: "Voce",
		Room: "La sala di gioco", DisplayLink: "Il tabellone (proiettore, schermo intero: F11)", RefereeLink: "L'arbitro",
		EntryLink: "Inserimento dei foglietti (assistenti)", ResultsLink: "Risultati (giocatori)",
		CardHint: "Tocca un nome per la scheda del giocatore", Word: "Parola", Declared: "Dichiarato",
		Position2: "Seconda posizione", Word2: "Seconda parola", Score2: "Secondo punteggio",
		EntryCode: "Codice d'accesso", Code: "Codice", YourName: "Il tuo nome", LogIn: "Entra", WrongCode: "codice errato",
		TooManyCodes: "troppi codici errati: attendi un minuto e riprova",
		NameNeeded:   "scrivi il tuo nome (al massimo 40 caratteri): distingue chi digita un foglietto",
		NameInUse:    "il nome «%s» è in uso su un altro portatile: scegline un altro, o esci prima di là",
		LogInFirst:   "entra prima con il codice d'accesso", RefereeOnly: "solo l'arbitro può farlo: entra con il codice dell'arbitro",
		PageOutOfDate: "la pagina non è aggiornata: ricaricala", NoAnswer: "il server non risponde: riprova",
		NoSlips: "La partita in corso non riceve foglietti.", Enter: "Registra", EntryHint: "Tab tra i campi, Invio registra, Esc svuota. Un trattino (-) come posizione è nessun foglietto; un punteggio vuoto, un foglietto senza punteggio.",
		Missing: "Tavoli mancanti", SecondTyping: "Digitati una volta, in attesa di un secondo operatore", TypedHere: "Digitati qui",
		DoubleEntry: "doppia digitazione", NoRound: "Nessun turno ancora", GoesTo: "i foglietti vanno al turno %d",
		Previous: "al turno %d mancano foglietti: vanno a quello se non cambi turno", Late: "in ritardo",
		Replace: "Turno %d, tavolo %d ha già %s. Sostituirlo con %s?", ReplaceYes: "Sostituisci", Keep: "Tienilo", Withdrawn: "(ritirato)",
		Unchanged: "lo stesso foglietto è già registrato; nulla cambia",
		TypedOnce: "digitato una volta: conta quando un altro operatore lo digita uguale",
		Mismatch:  "digitato diversamente: decide l'arbitro", Corrected: "corretto", Points: "punti",
		Console: "Arbitro", Timer: "Cronometro", Seconds: "Secondi", StartTimer: "Via", Pause: "Pausa", Resume: "Riprendi",
		Reset: "Azzera", NotStarted: "non avviato", Running: "in corso, Stop! alle %s", Draw: "Estrai le lettere",
		Manual: "Lettere estratte a mano", Reject: "Rifiuta le lettere", ProgramTop: "Il top del programma", Choose: "Scegli",
		CloseRound: "Chiudi il turno", CancelRound: "Annulla il turno", InvalidateTop: "Invalida il top",
		NextGame: "Partita successiva", Warn: "Dai l'avvertimento", Technical: "tecnico (A)", Disciplinary: "disciplinare (D)",
		Elimination: "eliminazione", Withdraw: "Ritira", LateSlips: "Foglietti digitati dopo lo Stop",
		ToSettle: "Foglietti digitati diversamente, da decidere", Settle: "Decidi",
		SettleHint: "Decidi un foglietto digitandolo come è scritto sulla carta: conta subito, oltre la doppia digitazione.",
		Operator:   "Operatore", Done: "fatto",
	},
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
	noSlip: "pas de bulletin", refused: "nul", cancelled: "coup annulé",
	warningForm: "Avertissement", youWrote: "Vous avez écrit", verdict: "Décision", reason: "Motif", credited: "Points attribués",
	annulled: "coup annulé : 0 point", technicalWarning: "avertissement technique (A)", signature: "Arbitre",
	overall: "Général", category: "Catégorie", series: "Série", noSection: "(aucune)",
	game: "Partie", players: "Joueurs", board: "Grille", previous: "précédent", next: "suivant",
	premiums: [4]string{"MT", "MD", "LT", "LD"},
	findings: findingsFR,
	room: RoomLabels{Start: "Top départ !", Warning: "30 secondes !", LastMinute: "Dernière minute !", Stop: "Stop !", Standings: "Classement",
		Paused: "Pause", Waiting: "En attente du tirage", More: "+ %d autres", Found: "Ont trouvé le top",
		Overall: "Classement du tournoi", Tops: "Les tops",
		Bag: "Dans le sac", Vowels: "voyelles", Consonants: "consonnes", Either: "voyelle ou consonne", Jokers: "jokers",
		Offline: "Pas de connexion au serveur", Sound: "Son", Voice: "Voix",
		Room: "La salle de jeu", DisplayLink: "L'affichage (projecteur, plein écran : F11)", RefereeLink: "L'arbitre",
		EntryLink: "Saisie des bulletins (assistants)", ResultsLink: "Résultats (joueurs)",
		CardHint: "Touchez un nom pour la fiche du joueur", Word: "Mot", Declared: "Annoncé",
		Position2: "Deuxième position", Word2: "Deuxième mot", Score2: "Deuxième score",
		EntryCode: "Code d'accès", Code: "Code", YourName: "Votre nom", LogIn: "Entrer", WrongCode: "code erroné",
		TooManyCodes: "trop de codes erronés : attendez une minute et réessayez",
		NameNeeded:   "tapez votre nom (40 caractères au plus) : il distingue les saisies d'un bulletin",
		NameInUse:    "le nom « %s » est utilisé sur un autre portable : choisissez-en un autre, ou déconnectez-vous là-bas",
		LogInFirst:   "entrez d'abord le code d'accès", RefereeOnly: "seul l'arbitre peut le faire : entrez le code de l'arbitre",
		PageOutOfDate: "la page n'est plus à jour : rechargez-la", NoAnswer: "le serveur ne répond pas : réessayez",
		NoSlips: "La partie en cours ne reçoit pas de bulletins.", Enter: "Enregistrer", EntryHint: "Tab entre les champs, Entrée enregistre, Échap efface. Un tiret (-) comme position : pas de bulletin ; un score vide : bulletin sans score.",
		Missing: "Tables manquantes", SecondTyping: "Saisis une fois, en attente d'un second opérateur", TypedHere: "Saisis ici",
		DoubleEntry: "double saisie", NoRound: "Pas encore de coup", GoesTo: "les bulletins vont au coup %d",
		Previous: "il manque des bulletins au coup %d : ils y vont si vous ne changez pas le coup", Late: "en retard",
		Replace: "Coup %d, table %d a déjà %s. Le remplacer par %s ?", ReplaceYes: "Remplacer", Keep: "Le garder", Withdrawn: "(retiré)",
		Unchanged: "le même bulletin est déjà enregistré ; rien ne change",
		TypedOnce: "saisi une fois : il compte quand un autre opérateur le saisit pareil",
		Mismatch:  "saisi différemment : l'arbitre tranche", Corrected: "corrigé", Points: "points",
		Console: "Arbitre", Timer: "Chronomètre", Seconds: "Secondes", StartTimer: "Départ", Pause: "Pause", Resume: "Reprendre",
		Reset: "Remettre à zéro", NotStarted: "non lancé", Running: "en cours, Stop ! à %s", Draw: "Tirer les lettres",
		Manual: "Lettres tirées à la main", Reject: "Rejeter le tirage", ProgramTop: "Le top du programme", Choose: "Choisir",
		CloseRound: "Clore le coup", CancelRound: "Annuler le coup", InvalidateTop: "Invalider le top",
		NextGame: "Partie suivante", Warn: "Donner l'avertissement", Technical: "technique (A)", Disciplinary: "disciplinaire (D)",
		Elimination: "élimination", Withdraw: "Retirer", LateSlips: "Bulletins saisis après le Stop",
		ToSettle: "Bulletins saisis différemment, à trancher", Settle: "Trancher",
		SettleHint: "Tranchez un bulletin en le saisissant tel qu'il est écrit sur le papier : il compte aussitôt, sans double saisie.",
		Operator:   "Opérateur", Done: "fait",
	},
}
