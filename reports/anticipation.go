package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/draw"
	"arbiter/scoring"
)

// anticipationText is the text of an anticipation game's card (RULES §8)
// in one language: the findings of package anticipation that the duplicate
// game's sentences do not say, and the card's headings.
type anticipationText struct {
	kinds                                           map[string]string
	round, group, move, status, declared, score     string
	valid, invalid, cancelled, pass, noMove         string
	cancels, warnings, disciplinary, penalty, total string
	abandoned, rankingPoints                        string
	// The announcement of the groups.
	announcement, letters, announced, spelled, vowelPool string
	// The printed sheet: its title, the control grid's title and the
	// sentence that says how to read it.
	sheet, controlGrid, gridNote string
	// grids say the control grid's states that earn a warning.
	grids map[anticipation.Grid]string
	room  AnticipationRoomLabels
	// byLot and named say a group drawn for a round, by lot or named by
	// the referee: %[1]d the round, %[2]s the group ("1 + 7" in round 1).
	byLot, named string
}

// AnticipationRoomLabels are the words of the web room's pages for an
// anticipation game (RULES §8): the group announced, the player's own
// group in oarba, and the slip's fields.
type AnticipationRoomLabels struct {
	Group string `json:"group"`
	// OwnGroup says that in oarba every player plays their own group of
	// the number announced.
	OwnGroup string `json:"own_group"`
	// Opening and Move name round 1's two moves; Total its total; Cancel
	// the slip's "Anulez turul N"; Pass its PAS.
	Opening string `json:"opening"`
	Move    string `json:"move"`
	Total   string `json:"total"`
	Cancel  string `json:"cancel"`
	Pass    string `json:"pass"`
	// DrawGroup draws the next group by lot on the referee's console;
	// ByHand is the number of a group the referee drew by hand, OpenWith
	// opens the round with it.
	DrawGroup string `json:"draw_group"`
	ByHand    string `json:"by_hand"`
	OpenWith  string `json:"open_with"`
}

var anticipationEN = anticipationText{kinds: map[string]string{
	anticipation.KindCancelledByPlayer: "cancelled by the player (\"Anulez turul\" in round {round})",
	anticipation.KindRestsOn:           "rests on the move of round {round}, which does not stand",
	anticipation.KindNotScrabble:       "{word} places {real} letters, not all 7",
	anticipation.KindTooManyVowels:     "{word} takes more vowels than the group lacks ({real} at most)",
	anticipation.KindAbandoned:         "not counted: abandoned in round {round}",
	anticipation.KindControlGrid:       "control grid {word}: disciplinary warning",
	anticipation.KindRefereeWarning:    "the referee's warning: {word}",
}, round: "Round", group: "Group", move: "Move", status: "Verdict", declared: "Declared", score: "Counts",
	valid: "valid", invalid: "invalid", cancelled: "cancelled", pass: "PAS", noMove: "no move",
	cancels: "cancels round", warnings: "technical warnings", disciplinary: "disciplinary warnings",
	penalty: "penalty", total: "total", abandoned: "abandoned in round", rankingPoints: "ranking points",
	announcement: "Announcement of the groups", letters: "Letters", announced: "Announced", spelled: "Read out as", vowelPool: "vowels of the pool",
	sheet: "Anticipation sheet", controlGrid: "Control grid",
	gridNote: "The player's board as adjudicated: the figure in a tile's corner is the round it was placed in; grey tiles are on the board but do not count.",
	grids:    map[anticipation.Grid]string{anticipation.GridMissing: "not handed in", anticipation.GridBlank: "blank", anticipation.GridOmissions: "with many omissions"},
	byLot:    "round %[1]d: group %[2]s, drawn by lot", named: "round %[1]d: group %[2]s, named by the referee",
	room: AnticipationRoomLabels{Group: "Group", OwnGroup: "each player plays their own group", Opening: "Opening", Move: "Move", Total: "Total", Cancel: "Anulez turul (cancel round)", Pass: "PAS",
		DrawGroup: "Draw the next group", ByHand: "Group drawn by hand", OpenWith: "Open the round with it"}}

var anticipationRO = anticipationText{kinds: map[string]string{
	anticipation.KindCancelledByPlayer: "anulată de jucător („Anulez turul” în turul {round})",
	anticipation.KindRestsOn:           "se sprijină în mod vital pe depunerea din turul {round}, anulată",
	anticipation.KindNotScrabble:       "{word} depune {real} litere, nu toate cele 7",
	anticipation.KindTooManyVowels:     "{word} folosește mai multe vocale decât îi lipsesc grupei (cel mult {real})",
	anticipation.KindAbandoned:         "nu se ia în calcul: abandon în turul {round}",
	anticipation.KindControlGrid:       "grila de control {word}: avertisment disciplinar",
	anticipation.KindRefereeWarning:    "avertismentul arbitrului: {word}",
}, round: "Tur", group: "Grupa", move: "Depunere", status: "Decizie", declared: "Declarat", score: "Puncte",
	valid: "validă", invalid: "nevalidă", cancelled: "anulată", pass: "PAS", noMove: "fără depunere",
	cancels: "anulează turul", warnings: "avertismente tehnice", disciplinary: "avertismente disciplinare",
	penalty: "penalizare", total: "total", abandoned: "abandon în turul", rankingPoints: "puncte de clasament",
	announcement: "Anunțarea grupelor", letters: "Litere", announced: "Se anunță", spelled: "Pe litere", vowelPool: "vocale din stoc",
	sheet: "Fișa de anticipație", controlGrid: "Grila de control",
	gridNote: "Tabla jucătorului, așa cum a fost arbitrată: cifra din colțul unei piese este turul în care a fost depusă; piesele gri sunt pe tablă, dar nu se punctează.",
	grids:    map[anticipation.Grid]string{anticipation.GridMissing: "nepredată", anticipation.GridBlank: "goală", anticipation.GridOmissions: "cu multe omisiuni"},
	byLot:    "runda %[1]d: grupa %[2]s, trasă la sorți", named: "runda %[1]d: grupa %[2]s, numită de arbitru",
	room: AnticipationRoomLabels{Group: "Grupa", OwnGroup: "fiecare jucător își joacă propria grupă", Opening: "Deschidere", Move: "Depunere", Total: "Total", Cancel: "Anulez turul", Pass: "PAS",
		DrawGroup: "Trage grupa următoare", ByHand: "Grupa trasă de arbitru", OpenWith: "Deschide runda cu ea"}}

var anticipationIT = anticipationText{kinds: map[string]string{
	anticipation.KindCancelledByPlayer: "annullata dal giocatore (\"Anulez turul\" al turno {round})",
	anticipation.KindRestsOn:           "poggia sulla mossa del turno {round}, che non è valida",
	anticipation.KindNotScrabble:       "{word} posa {real} lettere, non tutte e 7",
	anticipation.KindTooManyVowels:     "{word} prende più vocali di quante ne manchino al gruppo (al massimo {real})",
	anticipation.KindAbandoned:         "non conta: abbandono al turno {round}",
	anticipation.KindControlGrid:       "griglia di controllo {word}: ammonizione disciplinare",
	anticipation.KindRefereeWarning:    "ammonizione dell'arbitro: {word}",
}, round: "Turno", group: "Gruppo", move: "Mossa", status: "Verdetto", declared: "Dichiarato", score: "Conta",
	valid: "valida", invalid: "non valida", cancelled: "annullata", pass: "PAS", noMove: "nessuna mossa",
	cancels: "annulla il turno", warnings: "ammonizioni tecniche", disciplinary: "ammonizioni disciplinari",
	penalty: "penalità", total: "totale", abandoned: "abbandono al turno", rankingPoints: "punti di classifica",
	announcement: "Annuncio dei gruppi", letters: "Lettere", announced: "Si annuncia", spelled: "Si legge", vowelPool: "vocali della riserva",
	sheet: "Scheda di anticipazione", controlGrid: "Griglia di controllo",
	gridNote: "La plancia del giocatore come arbitrata: la cifra nell'angolo di una tessera è il turno in cui è stata posata; le tessere grigie sono sulla plancia ma non contano.",
	grids:    map[anticipation.Grid]string{anticipation.GridMissing: "non consegnata", anticipation.GridBlank: "vuota", anticipation.GridOmissions: "con molte omissioni"},
	byLot:    "turno %[1]d: gruppo %[2]s, estratto a sorte", named: "turno %[1]d: gruppo %[2]s, indicato dall'arbitro",
	room: AnticipationRoomLabels{Group: "Gruppo", OwnGroup: "ogni giocatore gioca il proprio gruppo", Opening: "Apertura", Move: "Mossa", Total: "Totale", Cancel: "Anulez turul (annulla il turno)", Pass: "PAS",
		DrawGroup: "Estrai il gruppo successivo", ByHand: "Gruppo estratto a mano", OpenWith: "Apri il turno con esso"}}

var anticipationFR = anticipationText{kinds: map[string]string{
	anticipation.KindCancelledByPlayer: "annulé par le joueur (« Anulez turul » au coup {round})",
	anticipation.KindRestsOn:           "repose sur le mot du coup {round}, qui ne tient pas",
	anticipation.KindNotScrabble:       "{word} pose {real} lettres, pas les 7",
	anticipation.KindTooManyVowels:     "{word} prend plus de voyelles qu'il n'en manque au groupe ({real} au plus)",
	anticipation.KindAbandoned:         "non compté : abandon au coup {round}",
	anticipation.KindControlGrid:       "grille de contrôle {word} : avertissement disciplinaire",
	anticipation.KindRefereeWarning:    "avertissement de l'arbitre : {word}",
}, round: "Coup", group: "Groupe", move: "Mot", status: "Décision", declared: "Annoncé", score: "Compte",
	valid: "valable", invalid: "non valable", cancelled: "annulé", pass: "PAS", noMove: "pas de mot",
	cancels: "annule le coup", warnings: "avertissements techniques", disciplinary: "avertissements disciplinaires",
	penalty: "pénalité", total: "total", abandoned: "abandon au coup", rankingPoints: "points de classement",
	announcement: "Annonce des groupes", letters: "Lettres", announced: "Annoncé", spelled: "Épelé", vowelPool: "voyelles de la réserve",
	sheet: "Feuille d'anticipation", controlGrid: "Grille de contrôle",
	gridNote: "La grille du joueur telle qu'arbitrée : le chiffre dans le coin d'un jeton est le coup où il a été posé ; les jetons gris sont sur la grille mais ne comptent pas.",
	grids:    map[anticipation.Grid]string{anticipation.GridMissing: "non remise", anticipation.GridBlank: "vide", anticipation.GridOmissions: "avec de nombreuses omissions"},
	byLot:    "coup %[1]d : groupe %[2]s, tiré au sort", named: "coup %[1]d : groupe %[2]s, nommé par l'arbitre",
	room: AnticipationRoomLabels{Group: "Groupe", OwnGroup: "chaque joueur joue son propre groupe", Opening: "Ouverture", Move: "Mot", Total: "Total", Cancel: "Anulez turul (annule le coup)", Pass: "PAS",
		DrawGroup: "Tirer le groupe suivant", ByHand: "Groupe tiré à la main", OpenWith: "Ouvrir le coup avec lui"}}

// anticipationTextFor returns the card's text in language; English for any other.
func anticipationTextFor(language string) anticipationText {
	switch language {
	case "ro":
		return anticipationRO
	case "it":
		return anticipationIT
	case "fr":
		return anticipationFR
	}
	return anticipationEN
}

// groupDrawnText says e, a group drawn for a round, in t's language.
func (t anticipationText) groupDrawnText(e anticipation.GroupDrawn) string {
	group := strconv.Itoa(e.Group)
	if e.Round == 1 {
		group = "1 + " + group
	}
	if e.ByLot {
		return fmt.Sprintf(t.byLot, e.Round, group)
	}
	return fmt.Sprintf(t.named, e.Round, group)
}

// AnticipationFinding says f in rs's language: the sentences of the
// duplicate game for a refusal or a slip's warning, the anticipation
// game's own for the others.
func AnticipationFinding(rs *scoring.RuleSet, f anticipation.Finding) string {
	t := anticipationTextFor(rs.Language)
	s, ok := t.kinds[f.Kind]
	if f.Kind == anticipation.KindControlGrid {
		if grid, known := t.grids[anticipation.Grid(f.Word)]; known {
			f.Word = grid
		}
	}
	if !ok {
		return labelsFor(rs.Language).findingText(rs, arbiter.Finding{
			Kind: arbiter.FindingKind(f.Kind), Word: f.Word, Written: f.Written, Real: f.Real})
	}
	return strings.NewReplacer("{word}", f.Word, "{written}", f.Written, "{real}", strconv.Itoa(f.Real),
		"{round}", strconv.Itoa(f.Round)).Replace(s)
}

// WriteAnticipationCard prints res, one player's adjudicated sheet, as a
// table in rs's language: each round's moves with their verdict, declared
// and counted scores and reasons, the round's warnings, then the totals.
func WriteAnticipationCard(w io.Writer, rs *scoring.RuleSet, res anticipation.Result) error {
	t := anticipationTextFor(rs.Language)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(t.cardHeading(), "\t"))
	for _, row := range t.cardRows(rs, res) {
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, t.totalsLine(res))
	if err == nil && res.Form == anticipation.Rezistenta {
		_, err = fmt.Fprintln(w, t.rankingLine(res))
	}
	return err
}

// cardHeading is the heading of a card's columns: round, group, move,
// verdict, declared, counts.
func (t anticipationText) cardHeading() []string {
	return []string{t.round, t.group, t.move, t.status, t.declared, t.score}
}

// cardRows are the rows of res's card under [anticipationText.cardHeading]:
// per round its cancellations, its moves with their verdicts, PAS or no
// move, and its technical warnings (A:); then the disciplinary ones (D:).
func (t anticipationText) cardRows(rs *scoring.RuleSet, res anticipation.Result) [][]string {
	var rows [][]string
	for _, rr := range res.Rounds {
		round, group := strconv.Itoa(rr.Round), strconv.Itoa(rr.Group)
		for _, n := range rr.Cancel {
			rows = append(rows, []string{round, group, fmt.Sprintf("(%s %d)", t.cancels, n), "", "", ""})
		}
		for _, mr := range rr.Moves {
			rows = append(rows, []string{round, group, strings.TrimSpace(mr.Written.Position + " " + mr.Written.Word),
				t.statusText(rs, mr), figureText(mr.Written.Score), strconv.Itoa(mr.Score)})
		}
		if rr.NoMove {
			what := t.noMove
			if rr.Pass {
				what = t.pass
			}
			rows = append(rows, []string{round, group, what, "", "", "0"})
		}
		for _, f := range rr.Warnings {
			rows = append(rows, []string{round, "", "A: " + AnticipationFinding(rs, f), "", "", ""})
		}
	}
	for _, f := range res.DisciplinaryFindings {
		rows = append(rows, []string{"", "", "D: " + AnticipationFinding(rs, f), "", "", ""})
	}
	return rows
}

// totalsLine sums res up: warnings, penalty and total.
func (t anticipationText) totalsLine(res anticipation.Result) string {
	return fmt.Sprintf("%s %d, %s %d, %s %d, %s %d", t.warnings, res.Technical, t.disciplinary, res.Disciplinary,
		t.penalty, res.Penalty, t.total, res.Total)
}

// rankingLine gives a Rezistenta player's round of abandonment, if any,
// and ranking points with what the warnings cost (RULES §8.9).
func (t anticipationText) rankingLine(res anticipation.Result) string {
	s := fmt.Sprintf("%s %d (−%d)", t.rankingPoints, res.RankingPoints, res.RankingPenalty)
	if res.Abandoned > 0 {
		s = fmt.Sprintf("%s %d, ", t.abandoned, res.Abandoned) + s
	}
	return s
}

// WriteGroupsAnnouncement prints the groups of a game of form as the
// referee announces them (RULES §8.1, §8.8): each group's number, its
// letters in alphabetical order (joker last), what is announced (in
// Avocalica the consonants and jokers: the vowels go to the players'
// pool) and the names read out, in rs's language.
func WriteGroupsAnnouncement(w io.Writer, rs *scoring.RuleSet, form anticipation.Form, g anticipation.Groups) error {
	t := anticipationTextFor(rs.Language)
	if _, err := fmt.Fprintf(w, "%s — %s\n\n", t.announcement, form); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", t.group, t.letters, t.announced, t.spelled)
	for _, row := range groupsRows(rs, form, &g) {
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if !form.ConsonantsOnly() {
		return nil
	}
	_, err := fmt.Fprintf(w, "\n%s: %s\n", t.vowelPool, anticipation.VowelPool(rs, &g))
	return err
}

// groupsRows are the announcement's rows: each group's number, letters,
// what is announced and the names read out.
func groupsRows(rs *scoring.RuleSet, form anticipation.Form, g *anticipation.Groups) [][]string {
	rows := make([][]string, 0, anticipation.NumGroups)
	for n := 1; n <= anticipation.NumGroups; n++ {
		announced := anticipation.Announced(rs, form, g.Group(n))
		rows = append(rows, []string{strconv.Itoa(n), g.Group(n).String(), announced.String(),
			strings.Join(draw.Spell(rs, announced), ", ")})
	}
	return rows
}

// WriteAnticipationRanking prints a room's ranking of form (RULES §8.7,
// §8.9) in rs's language: rank, player, total and warnings; in
// Rezistenta the ranking points and the round of abandonment first.
func WriteAnticipationRanking(w io.Writer, rs *scoring.RuleSet, form anticipation.Form, standings []anticipation.Standing) error {
	heading, rows := anticipationRankingRows(rs, form, standings)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(heading, "\t"))
	for _, row := range rows {
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	return tw.Flush()
}

// anticipationRankingRows are the heading and rows of a ranking of form:
// rank, player, total, penalty and warnings; in Rezistenta rank, player,
// ranking points, round of abandonment, total and warnings.
func anticipationRankingRows(rs *scoring.RuleSet, form anticipation.Form, standings []anticipation.Standing) ([]string, [][]string) {
	t, l := anticipationTextFor(rs.Language), labelsFor(rs.Language)
	heading := []string{l.rank, l.name, t.total, t.penalty, l.warnings}
	if form == anticipation.Rezistenta {
		heading = []string{l.rank, l.name, t.rankingPoints, t.abandoned, t.total, l.warnings}
	}
	rows := make([][]string, 0, len(standings))
	for _, s := range standings {
		r := s.Result
		warnings := fmt.Sprintf("%d A, %d D", r.Technical, r.Disciplinary)
		if form != anticipation.Rezistenta {
			rows = append(rows, []string{strconv.Itoa(s.Rank), s.Player, strconv.Itoa(r.Total), strconv.Itoa(r.Penalty), warnings})
			continue
		}
		abandoned := "—"
		if r.Abandoned > 0 {
			abandoned = strconv.Itoa(r.Abandoned)
		}
		rows = append(rows, []string{strconv.Itoa(s.Rank), s.Player, strconv.Itoa(r.RankingPoints), abandoned,
			strconv.Itoa(r.Total), warnings})
	}
	return heading, rows
}

// statusText says a move's verdict and, when it does not stand, why.
func (t anticipationText) statusText(rs *scoring.RuleSet, mr anticipation.MoveResult) string {
	switch mr.Status {
	case anticipation.StatusValid:
		return t.valid
	case anticipation.StatusCancelled:
		return t.cancelled + ": " + AnticipationFinding(rs, *mr.Reason)
	}
	return t.invalid + ": " + AnticipationFinding(rs, *mr.Reason)
}

// figureText prints a declared figure, "—" when missing.
func figureText(f anticipation.Figure) string {
	if !f.Given {
		return "—"
	}
	return strconv.Itoa(f.Value)
}

// AnticipationRoundText says one round of a sheet as the entry page
// answers it, in rs's language: each move as written with its verdict
// (or PAS, or no move), the rounds it cancels, then each technical
// warning.
func AnticipationRoundText(rs *scoring.RuleSet, rr anticipation.RoundResult) string {
	t := anticipationTextFor(rs.Language)
	parts := []string{t.roundMoves(rs, rr)}
	for _, n := range rr.Cancel {
		parts = append(parts, fmt.Sprintf("%s %d", t.cancels, n))
	}
	for _, f := range rr.Warnings {
		parts = append(parts, "A: "+AnticipationFinding(rs, f))
	}
	return strings.Join(parts, "; ")
}
