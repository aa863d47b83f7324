package room

// Labels are the words the display shows, in the rule set's language: the
// calls of seed 004 ("Start!", "30 de secunde!", "Stop!") and the headings.
type Labels struct {
	Start      string `json:"start"`
	Warning    string `json:"warning"`
	Stop       string `json:"stop"`
	Game       string `json:"game"`
	Round      string `json:"round"`
	Top        string `json:"top"`
	Equivalent string `json:"equivalent"`
	Best       string `json:"best"`
	Solo       string `json:"solo"`
	None       string `json:"none"`
	Standings  string `json:"standings"`
	Paused     string `json:"paused"`
	Waiting    string `json:"waiting"`
	// The standings' columns.
	Rank  string `json:"rank"`
	Name  string `json:"name"`
	Table string `json:"table"`
	Total string `json:"total"`
	Diff  string `json:"diff"`
}

// labelsFor returns the display's words in language (ro, it, fr, en);
// English for any other.
func labelsFor(language string) Labels {
	switch language {
	case "ro":
		return Labels{Start: "Start!", Warning: "30 de secunde!", Stop: "Stop!", Game: "Partida", Round: "Runda",
			Top: "Top", Equivalent: "Topuri echivalente", Best: "Cel mai bun punctaj din sală", Solo: "Solo",
			None: "niciunul", Standings: "Clasament", Paused: "Pauză", Waiting: "Așteptăm literele",
			Rank: "Loc", Name: "Nume", Table: "Masa", Total: "Total", Diff: "Dif."}
	case "it":
		return Labels{Start: "Via!", Warning: "30 secondi!", Stop: "Stop!", Game: "Partita", Round: "Turno",
			Top: "Top", Equivalent: "Top equivalenti", Best: "Miglior punteggio in sala", Solo: "Solo",
			None: "nessuno", Standings: "Classifica", Paused: "Pausa", Waiting: "In attesa delle lettere",
			Rank: "Pos.", Name: "Nome", Table: "Tavolo", Total: "Totale", Diff: "Diff."}
	case "fr":
		return Labels{Start: "Top départ !", Warning: "30 secondes !", Stop: "Stop !", Game: "Partie", Round: "Coup",
			Top: "Top", Equivalent: "Tops équivalents", Best: "Meilleur score de la salle", Solo: "Solo",
			None: "aucun", Standings: "Classement", Paused: "Pause", Waiting: "En attente du tirage",
			Rank: "Rang", Name: "Nom", Table: "Table", Total: "Total", Diff: "Écart"}
	}
	return Labels{Start: "Start!", Warning: "30 seconds!", Stop: "Stop!", Game: "Game", Round: "Round",
		Top: "Top", Equivalent: "Equivalent tops", Best: "Best score in the room", Solo: "Solo",
		None: "none", Standings: "Standings", Paused: "Paused", Waiting: "Waiting for the rack",
		Rank: "Rank", Name: "Name", Table: "Table", Total: "Total", Diff: "Diff"}
}
