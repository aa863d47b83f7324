package reports

import (
	"strconv"
	"strings"

	"arbiter/arbiter/free"
)

// JudgeRoomLabels are the words of the room's judging page (a tablet on
// the judging table of a free game, RULES §10.1), of the referee's review
// of the challenges judged, and of the console's link to both.
type JudgeRoomLabels struct {
	// Title heads the judging page; Hint says what to type.
	Title string `json:"title"`
	Hint  string `json:"hint"`
	// Board and Words are the page's fields; Judge its button.
	Board string `json:"board"`
	Words string `json:"words"`
	Judge string `json:"judge"`
	// Stands, Falls and Withdrawn are the verdicts, one for the whole
	// play, in large type; each Detail says what follows from it.
	Stands          string `json:"stands"`
	StandsDetail    string `json:"stands_detail"`
	Falls           string `json:"falls"`
	FallsDetail     string `json:"falls_detail"`
	Withdrawn       string `json:"withdrawn"`
	WithdrawnDetail string `json:"withdrawn_detail"`
	// OnlyJudging answers a judging session on any other page, LogIn an
	// assistant's on the judging page.
	OnlyJudging string `json:"only_judging"`
	LogIn       string `json:"log_in"`
	// Link names the judging page on the console, Code its login code
	// (%[1]s), Review the referee's review of the challenges judged.
	Link   string `json:"link"`
	Code   string `json:"code"`
	Review string `json:"review"`
	// Ambiguous heads the review's form that records the referee's
	// decision that the list is ambiguous (seed 004); Record sends it.
	Ambiguous string `json:"ambiguous"`
	Record    string `json:"record"`
	// Time heads the review's column of when each challenge was judged;
	// None says that none was.
	Time string `json:"time"`
	None string `json:"none"`
}

var (
	judgeEN = JudgeRoomLabels{
		Title: "Challenge", Hint: "Type every word the challenged play forms, and your board.",
		Board: "Board", Words: "The play's words", Judge: "Judge",
		Stands: "The play stands", StandsDetail: "Every word is in the list: the play stays on the board.",
		Falls: "The play does not stand", FallsDetail: "It is taken back and scores 0.",
		Withdrawn: "The play is withdrawn", WithdrawnDetail: "The list is ambiguous: withdrawn without counting as a wrong play.",
		OnlyJudging: "This tablet judges challenges only.", LogIn: "the judging table opens with its own code or the referee's: log in with it",
		Link: "Judging table", Code: "judging table's code: %s", Review: "Challenges judged",
		Ambiguous: "The list is ambiguous: withdraw the play without counting it wrong", Record: "Record",
		Time: "Time (UTC)", None: "no challenge judged yet",
	}
	judgeRO = JudgeRoomLabels{
		Title: "Contestație", Hint: "Scrieți toate cuvintele formate de depunerea contestată și masa voastră.",
		Board: "Masa", Words: "Cuvintele depunerii", Judge: "Verifică",
		Stands: "Depunere valabilă", StandsDetail: "Toate cuvintele sunt în listă: depunerea rămâne pe tablă.",
		Falls: "Depunere greșită", FallsDetail: "Depunerea se retrage și punctează 0.",
		Withdrawn: "Depunere retrasă", WithdrawnDetail: "Lista este ambiguă: depunerea se retrage, fără să fie considerată depunere greșită.",
		OnlyJudging: "Această tabletă judecă doar contestații.", LogIn: "masa de arbitraj se deschide cu codul ei sau cu al arbitrului: intrați cu el",
		Link: "Masa de arbitraj", Code: "codul mesei de arbitraj: %s", Review: "Contestații judecate",
		Ambiguous: "Lista este ambiguă: retrage depunerea fără să fie depunere greșită", Record: "Înregistrează",
		Time: "Ora (UTC)", None: "nicio contestație judecată încă",
	}
	judgeIT = JudgeRoomLabels{
		Title: "Contestazione", Hint: "Scrivete tutte le parole formate dalla mossa contestata e il vostro tavolo.",
		Board: "Tavolo", Words: "Le parole della mossa", Judge: "Verifica",
		Stands: "Mossa valida", StandsDetail: "Tutte le parole sono nell'elenco: la mossa resta sul tabellone.",
		Falls: "Mossa non valida", FallsDetail: "La mossa si ritira e vale 0 punti.",
		Withdrawn: "Mossa ritirata", WithdrawnDetail: "L'elenco è ambiguo: la mossa si ritira senza contare come mossa errata.",
		OnlyJudging: "Questo tablet giudica solo le contestazioni.", LogIn: "il tavolo arbitrale si apre con il suo codice o con quello dell'arbitro: entra con esso",
		Link: "Tavolo arbitrale", Code: "codice del tavolo arbitrale: %s", Review: "Contestazioni giudicate",
		Ambiguous: "L'elenco è ambiguo: ritira la mossa senza contarla errata", Record: "Registra",
		Time: "Ora (UTC)", None: "nessuna contestazione giudicata",
	}
	judgeFR = JudgeRoomLabels{
		Title: "Contestation", Hint: "Tapez tous les mots que forme le coup contesté, et votre table.",
		Board: "Table", Words: "Les mots du coup", Judge: "Vérifier",
		Stands: "Coup valable", StandsDetail: "Tous les mots sont dans la liste : le coup reste sur la grille.",
		Falls: "Coup non valable", FallsDetail: "Le coup est repris et marque 0.",
		Withdrawn: "Coup retiré", WithdrawnDetail: "La liste est ambiguë : le coup est retiré sans compter comme coup erroné.",
		OnlyJudging: "Cette tablette ne juge que les contestations.", LogIn: "la table d'arbitrage s'ouvre avec son code ou celui de l'arbitre : entrez-le",
		Link: "Table d'arbitrage", Code: "code de la table d'arbitrage : %s", Review: "Contestations jugées",
		Ambiguous: "La liste est ambiguë : retirer le coup sans le compter erroné", Record: "Enregistrer",
		Time: "Heure (UTC)", None: "aucune contestation jugée",
	}
)

// judgeFor returns the judging page's words in language; English for any
// other.
func judgeFor(language string) JudgeRoomLabels {
	switch language {
	case "ro":
		return judgeRO
	case "it":
		return judgeIT
	case "fr":
		return judgeFR
	}
	return judgeEN
}

// Verdict is a challenge's verdict as the judging page shows it: its
// kind ("stands", "falls", "withdrawn"), the verdict and what follows
// from it in the room's words, and where and what was judged (the board
// and the words, never which word fails).
type Verdict struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Detail string `json:"detail"`
	Judged string `json:"judged"`
}

// VerdictOf says judgement j in language.
func VerdictOf(language string, j free.Judged) Verdict {
	l := judgeFor(language)
	v := Verdict{Kind: "falls", Text: l.Falls, Detail: l.FallsDetail}
	switch {
	case j.Ambiguous:
		v = Verdict{Kind: "withdrawn", Text: l.Withdrawn, Detail: l.WithdrawnDetail}
	case j.Stands:
		v = Verdict{Kind: "stands", Text: l.Stands, Detail: l.StandsDetail}
	}
	v.Judged = l.Board + " " + strconv.Itoa(j.Board) + " · " + strings.Join(j.Words, " ")
	return v
}
