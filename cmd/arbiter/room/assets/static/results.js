// The players' results on their phones: the standings, each round's top
// and, for the player tapped, their card round by round. Everything comes
// from /api/results, in the tournament's language.
"use strict";

// tableShown is the table whose card is open (#t12 in the address), or 0.
function tableShown() {
  const m = /^#t(\d+)$/.exec(location.hash);
  return m ? Number(m[1]) : 0;
}

async function loadResults() {
  const table = tableShown();
  const r = await getJSON("/api/results" + (table ? "?table=" + table : ""));
  const L = r.labels;
  $("tournament").textContent = r.tournament;
  $("game").textContent = r.game ? L.game + " " + r.game : "";
  $("standings-label").textContent = r.ended ? L.final : L.standings;
  $("standings-section").classList.toggle("final", !!r.ended);
  standings($("standings-rows"), r.standings);
  $("overall-section").hidden = !r.overall;
  if (r.overall) standings($("overall-rows"), r.overall);
  const solo = (t) => t.solos ? t.solos.map((s) => s.name).join("; ") : t.solo_name || "";
  fill($("round-rows"), r.rounds, (t) => [t.round, t.position + " " + t.word, t.score, t.best >= 0 ? t.best : "–", solo(t)]);
  for (const tr of $("round-rows").children) for (const i of [0, 2, 3]) tr.children[i].className = "n";
  renderCard(r.card, L);
  renderKindResults(r.screen, table);
}

// renderKindResults shows, in a game of a kind of its own, its sections
// in the place of the standings and the tops: the rows of the player
// tapped (#tN) first and marked; tapping a row's player opens theirs.
function renderKindResults(sc, table) {
  const on = !!sc;
  $("screen-section").hidden = !on;
  for (const id of ["standings-section", "overall-section", "tops-section"]) if (on) $(id).hidden = true;
  if (!on) { $("standings-section").hidden = $("tops-section").hidden = false; return; }
  $("card").hidden = true;
  $("game").textContent = sc.where;
  renderSections($("screen-sections"), sc.sections, table);
  for (const tr of $("screen-sections").querySelectorAll("tbody tr")) {
    const players = tr.dataset.players.split(" ");
    if (players.length === 1 && players[0]) tr.addEventListener("click", () => { location.hash = "#t" + players[0]; });
  }
}

// standings fills tbody with ranking rows whose names open the player's card.
function standings(tbody, rows) {
  tbody.replaceChildren(...rows.map((s) => {
    const tr = el("tr"), name = el("td"), link = el("a", s.name);
    link.href = "#t" + s.table;
    name.append(link);
    tr.append(el("td", s.rank || "–", "n"), el("td", s.table, "n"), name, el("td", s.total, "n"), el("td", s.diff, "n"));
    return tr;
  }));
}

// renderCard shows a player's card: a line per round with the slip as
// written, what it scores, the verdict's sentence and the round's top.
function renderCard(c, L) {
  $("card").hidden = !c;
  if (!c) return;
  $("card-player").textContent = c.player.name + " (" + L.table + " " + c.player.table + ") · " + L.rank + " " + (c.player.rank || "–") + " · " + L.total + " " + c.player.total;
  $("card-rounds").replaceChildren(...c.rounds.map((l) => {
    const li = el("li", null, l.refused ? "bad" : l.warning ? "warn" : "ok");
    const head = el("div", null, "line");
    head.append(el("b", L.round + " " + l.round));
    const move = (l.position + " " + l.word).trim(); // an Anticipation round's moves are in word alone
    if (move) head.append(el("span", move, "move"));
    if (l.declared) head.append(el("span", L.declared + " " + l.declared));
    head.append(el("span", L.score + " " + l.score, "score"));
    li.append(head, el("div", l.verdict, "verdict"));
    const warned = [];
    if (l.disciplinary) warned.push((l.disciplinary > 1 ? l.disciplinary + " × " : "") + L.disciplinary);
    if (l.penalty) warned.push(L.ask.penalty + " −" + l.penalty);
    if (warned.length) li.append(el("div", warned.join(" · "), "penalty"));
    if (l.top_move) {
      let top = L.top + ": " + l.top_move + " " + l.top_score;
      if (l.top) top += " ★";
      if (l.solo) top += " · " + L.solo;
      li.append(el("div", top, "top"));
    }
    return li;
  }));
  // The total as RULES §6 adds it up, so that a card whose rounds add up
  // to more than its total says why.
  $("card-sum").textContent = L.score + " " + c.score + " + " + L.solo + " " + c.solo_bonus + " − " + L.ask.penalties + " " + c.penalty + " = " + L.total + " " + c.player.total;
}

document.addEventListener("DOMContentLoaded", () => {
  window.addEventListener("hashchange", () => loadResults().then(() => {
    if (tableShown()) $("card").scrollIntoView();
  }));
  watch(loadResults);
});
