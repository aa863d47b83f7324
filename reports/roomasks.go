package reports

// AskRoomLabels are the questions the referee's console and the entry
// page ask before an action that costs something (cancelling a round,
// showing the top or closing the round before Stop!), and the words
// that answer them.
type AskRoomLabels struct {
	// Cancel asks before a round is cancelled: %[1]d the
	// round, %[2]d the slips recorded in it that stop counting.
	Cancel string `json:"cancel"`
	// Top and Close ask before the top is shown or the round closed while
	// its time runs: %[1]s the time left, %[2]d the round (Close).
	Top   string `json:"top"`
	Close string `json:"close"`
	// Back is the answer that does nothing; the other answer is the
	// action's own button.
	Back string `json:"back"`
	// Repeat asks before a warning is given again exactly as one that
	// stands: %[1]d the round, %[2]d the table, %[3]s the kind, %[4]s the
	// reason; Again gives it all the same. RepeatTable asks it of a
	// warning for no round (a problem's, one before round 1).
	Repeat      string `json:"repeat"`
	RepeatTable string `json:"repeat_table"`
	Again       string `json:"again"`
	// WithdrawWarning takes back the warning the form names.
	WithdrawWarning string `json:"withdraw_warning"`
	// TopVoid marks on the display a top found to hold an invalid word
	// (RULES §4.5), before the reason.
	TopVoid string `json:"top_void"`
	// DrawManual draws the letters typed by hand; ManualNew and ManualAll
	// say what to type: the new letters (the leave of the last top stays),
	// or all of them after the rack was rejected (every letter went back
	// to the bag).
	DrawManual string `json:"draw_manual"`
	ManualNew  string `json:"manual_new"`
	ManualAll  string `json:"manual_all"`
	// LogOut ends a laptop's session and frees its operator's name;
	// Operators heads the names in use on the console, Free frees one
	// (its laptop lost), Freed says it is free: %[1]s the name.
	LogOut    string `json:"log_out"`
	Operators string `json:"operators"`
	Free      string `json:"free"`
	Freed     string `json:"freed"`
	NotInUse  string `json:"not_in_use"`
	// LocalOnly warns, beside the room's addresses, that the server
	// listens on this computer only (%[1]s), so that no laptop or phone
	// reaches them, and says how to serve the room's network (%[2]s the
	// port).
	LocalOnly string `json:"local_only"`
	// HandedInLate marks on the slip form a slip handed in after Stop!.
	HandedInLate string `json:"handed_in_late"`
	// Penalty names on a player's card what a round's warnings cost,
	// Penalties their sum (RULES §6).
	Penalty   string `json:"penalty"`
	Penalties string `json:"penalties"`
	// Classic names the classic duplicate game among the variants of the
	// next game (RULES §7).
	Classic string `json:"classic"`
	// Joker names one joker left in the bag, where the room's Jokers name
	// several.
	Joker string `json:"joker"`
	// Cancelled and Replaced mark a slip of the entry page's history that
	// no longer stands as typed there: its round cancelled since, or the
	// slip replaced since on another laptop or the console (%[1]s: the
	// slip that stands).
	Cancelled string `json:"cancelled"`
	Replaced  string `json:"replaced"`
	// NoneLate says that the previous round, closed, misses no slip the
	// form should go to: slips go to the current round.
	NoneLate string `json:"none_late"`
}

var (
	asksEN = AskRoomLabels{
		Cancel:      "Cancel round %d? Nobody scores in it: the slips recorded in it (%d) stop counting.",
		Top:         "Time is not over (%s left). Show the top on the display now?",
		Close:       "Time is not over (%s left). Close round %d now?",
		Back:        "No, go back",
		LocalOnly:   "The server listens on this computer only (%s): no laptop or phone of the room reaches these addresses. Restart it with arbiter serve --addr 0.0.0.0:%s",
		Repeat:      "Round %d, table %d already has this warning (%s, “%s”). Give it again?",
		RepeatTable: "Table %[2]d already has this warning (%[3]s, “%[4]s”). Give it again?", Again: "Give it again",
		WithdrawWarning: "Withdraw the warning", TopVoid: "Top invalid", Cancelled: "round cancelled since", Replaced: "replaced since: %s", Joker: "joker", Classic: "classic", Penalty: "penalty", Penalties: "Penalties", HandedInLate: "handed in after Stop!",
		LogOut: "Log out", Operators: "Operators logged in", Free: "Free the name", Freed: "the name %s is free: its laptop is logged out", NotInUse: "no laptop uses the name %s",
		DrawManual: "Draw these letters", ManualNew: "type the new letters only: the letters left from the last top stay on the rack",
		ManualAll: "the rack was rejected and every letter went back to the bag: type all the letters drawn",
		NoneLate:  "a closed round takes a slip only when you type its number",
	}
	asksRO = AskRoomLabels{
		Cancel:      "Anulați runda %d? Nimeni nu punctează în ea: fluturașii înregistrați în ea (%d) nu mai contează.",
		Top:         "Timpul nu s-a terminat (mai sunt %s). Arătați acum topul pe afișaj?",
		Close:       "Timpul nu s-a terminat (mai sunt %s). Închideți acum runda %d?",
		Back:        "Nu, înapoi",
		LocalOnly:   "Serverul ascultă doar pe acest calculator (%s): niciun laptop sau telefon din sală nu ajunge la aceste adrese. Reporniți-l cu arbiter serve --addr 0.0.0.0:%s",
		Repeat:      "Runda %d, masa %d are deja acest avertisment (%s, „%s”). Îl dați din nou?",
		RepeatTable: "Masa %[2]d are deja acest avertisment (%[3]s, „%[4]s”). Îl dați din nou?", Again: "Dă-l din nou",
		WithdrawWarning: "Retrage avertismentul", TopVoid: "Top invalidat", Cancelled: "runda a fost anulată între timp", Replaced: "înlocuit între timp: %s", Joker: "joker", Classic: "clasic", Penalty: "penalizare", Penalties: "Penalizări", HandedInLate: "predat după Stop!",
		LogOut: "Ieșire", Operators: "Operatori conectați", Free: "Eliberează numele", Freed: "numele %s este liber: laptopul lui a ieșit", NotInUse: "niciun laptop nu folosește numele %s",
		DrawManual: "Trage aceste litere", ManualNew: "scrieți doar literele noi: literele rămase de la ultimul top rămân pe suport",
		ManualAll: "literele au fost respinse și toate s-au întors în sac: scrieți toate literele trase",
		NoneLate:  "o rundă închisă primește un fluturaș doar dacă îi scrieți numărul",
	}
	asksIT = AskRoomLabels{
		Cancel:      "Annullare il turno %d? Nessuno vi fa punti: le schede registrate nel turno (%d) non contano più.",
		Top:         "Il tempo non è finito (restano %s). Mostrare ora il top sul tabellone?",
		Close:       "Il tempo non è finito (restano %s). Chiudere ora il turno %d?",
		Back:        "No, indietro",
		LocalOnly:   "Il server ascolta solo su questo computer (%s): nessun portatile o telefono della sala raggiunge questi indirizzi. Riavviatelo con arbiter serve --addr 0.0.0.0:%s",
		Repeat:      "Turno %d, tavolo %d ha già questo avvertimento (%s, «%s»). Darlo di nuovo?",
		RepeatTable: "Il tavolo %[2]d ha già questo avvertimento (%[3]s, «%[4]s»). Darlo di nuovo?", Again: "Dallo di nuovo",
		WithdrawWarning: "Ritira l'avvertimento", TopVoid: "Top non valido", Cancelled: "turno annullato nel frattempo", Replaced: "sostituita nel frattempo: %s", Joker: "jolly", Classic: "classico", Penalty: "penalità", Penalties: "Penalità", HandedInLate: "consegnato dopo lo Stop!",
		LogOut: "Esci", Operators: "Operatori collegati", Free: "Libera il nome", Freed: "il nome %s è libero: il suo portatile è uscito", NotInUse: "nessun portatile usa il nome %s",
		DrawManual: "Estrai queste lettere", ManualNew: "scrivete solo le lettere nuove: quelle rimaste dall'ultimo top restano sul leggio",
		ManualAll: "le lettere sono state rifiutate e sono tornate tutte nel sacchetto: scrivete tutte le lettere estratte",
		NoneLate:  "un turno chiuso riceve una scheda solo se ne scrivete il numero",
	}
	asksFR = AskRoomLabels{
		Cancel:      "Annuler le coup %d ? Personne n'y marque : les bulletins enregistrés (%d) ne comptent plus.",
		Top:         "Le temps n'est pas écoulé (encore %s). Montrer le top à l'affichage maintenant ?",
		Close:       "Le temps n'est pas écoulé (encore %s). Clore le coup %d maintenant ?",
		Back:        "Non, retour",
		LocalOnly:   "Le serveur n'écoute que sur cet ordinateur (%s) : aucun ordinateur ni téléphone de la salle n'atteint ces adresses. Relancez-le avec arbiter serve --addr 0.0.0.0:%s",
		Repeat:      "Coup %d, table %d : cet avertissement est déjà donné (%s, « %s »). Le donner encore ?",
		RepeatTable: "Table %[2]d : cet avertissement est déjà donné (%[3]s, « %[4]s »). Le donner encore ?", Again: "Le donner encore",
		WithdrawWarning: "Retirer l'avertissement", TopVoid: "Top invalidé", Cancelled: "coup annulé depuis", Replaced: "remplacé depuis : %s", Joker: "joker", Classic: "classique", Penalty: "pénalité", Penalties: "Pénalités", HandedInLate: "rendu après le Stop !",
		LogOut: "Se déconnecter", Operators: "Opérateurs connectés", Free: "Libérer le nom", Freed: "le nom %s est libre : son ordinateur est déconnecté", NotInUse: "aucun ordinateur n'utilise le nom %s",
		DrawManual: "Tirer ces lettres", ManualNew: "tapez seulement les lettres nouvelles : le reliquat du dernier top reste sur le chevalet",
		ManualAll: "le tirage a été rejeté et toutes les lettres sont retournées dans le sac : tapez toutes les lettres tirées",
		NoneLate:  "un coup clos ne reçoit un bulletin que si vous tapez son numéro",
	}
)

// asksFor returns the room's questions in language; English for any other.
func asksFor(language string) AskRoomLabels {
	switch language {
	case "ro":
		return asksRO
	case "it":
		return asksIT
	case "fr":
		return asksFR
	}
	return asksEN
}
