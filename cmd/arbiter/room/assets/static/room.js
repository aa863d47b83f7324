// The room's pages: each polls /api/version and fetches its data again when
// the log changed (from this server or from the command line).
"use strict";

const $ = (id) => document.getElementById(id);
const csrf = () => document.querySelector('meta[name="csrf"]').content;

// el returns a new element with text (never HTML: names come from the log).
function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
}

async function getJSON(url) {
  const r = await fetch(url, { cache: "no-store", credentials: "same-origin" });
  const body = await r.json();
  if (!r.ok) throw new Error(body.error ? body.error.message : r.statusText);
  return body;
}

// post sends body as JSON with the session's CSRF token and returns
// {ok, body}.
async function post(url, body) {
  const r = await fetch(url, {
    method: "POST", credentials: "same-origin",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf() },
    body: JSON.stringify(body),
  });
  let data = {};
  try { data = await r.json(); } catch (e) { data = { error: { message: r.statusText } }; }
  return { ok: r.ok, status: r.status, body: data };
}

// watch calls load whenever the log's version changes, checking every 300 ms.
function watch(load) {
  let seen = null;
  async function tick() {
    try {
      const v = (await getJSON("/api/version")).version;
      if (v !== seen) { await load(); seen = v; }
    } catch (e) { /* the server restarts: try again */ }
    setTimeout(tick, 300);
  }
  tick();
}

function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}

function fill(tbody, rows, cells) {
  tbody.replaceChildren(...rows.map((r) => {
    const tr = el("tr");
    for (const c of cells(r)) tr.append(el("td", c));
    return tr;
  }));
}

// ---- display ----
const display = { data: null, offset: 0 };

function showScreen(name) {
  for (const s of document.querySelectorAll(".screen")) s.hidden = s.id !== name;
}

async function loadDisplay() {
  const d = await getJSON("/api/display");
  display.data = d;
  display.offset = d.now - Date.now();
  const L = d.labels;
  $("tournament").textContent = d.tournament || "arbiter";
  $("where").textContent = d.game ? L.game + " " + d.game + (d.round ? " · " + L.round + " " + d.round : "") : "";
  $("waiting").textContent = L.waiting;
  showScreen(d.phase);
  if (d.phase === "rack") renderRack(d);
  if (d.phase === "top") renderTop(d);
  if (d.phase === "standings" || d.phase === "idle") renderStandings(d);
  if (d.phase === "idle" && d.standings && d.standings.length && d.round) showScreen("standings");
  tickDisplay();
}

function renderRack(d) {
  const tiles = [];
  const groups = d.rack2 ? [d.rack, d.rack2] : [d.rack];
  groups.forEach((g, k) => {
    if (k > 0) tiles.push(el("div", "|", "tile sep"));
    g.split(" + ").forEach((p, i) => {
      if (i > 0) tiles.push(el("div", "+", "tile sep"));
      for (const c of p) tiles.push(el("div", c === "?" ? "★" : c, "tile letter" + (c === "?" ? " joker" : "")));
    });
  });
  $("tiles").replaceChildren(...tiles);
  $("tiles").classList.toggle("two", !!d.rack2);
  $("spelled").replaceChildren(...d.spelled.map((n) => el("li", n)));
}

function renderTop(d) {
  const t = d.top, L = d.labels;
  $("top-score").textContent = t.score;
  $("top-position").textContent = t.position;
  $("top-word").textContent = t.word;
  $("top-words").textContent = (t.words || []).join(", ");
  $("top-invalid").textContent = t.invalid || "";
  $("equivalent-label").textContent = L.equivalent;
  $("equivalent").replaceChildren(...(t.equivalent || [L.none]).map((e) => el("li", e)));
  $("best-label").textContent = L.best;
  $("best").textContent = t.best >= 0 ? t.best : "–";
  $("solo-label").textContent = L.solo;
  const solo = (s) => s.name + " (" + s.table + (s.centre ? ", " + s.centre : "") + ") +" + s.bonus;
  $("solo").textContent = t.solos ? t.solos.map(solo).join("; ")
    : t.solo_table ? solo({ name: t.solo_name, table: t.solo_table, bonus: t.solo_bonus }) : L.none;
  const cells = [el("div", "", "sq lab")];
  for (let c = 0; c < 15; c++) cells.push(el("div", c + 1, "sq lab"));
  d.board.forEach((row, r) => {
    cells.push(el("div", String.fromCharCode(65 + r), "sq lab"));
    for (const s of row) {
      let cls = "sq";
      if (s.l) cls += " t"; else if (s.p) cls += " " + s.p;
      if (s.j) cls += " j";
      if (s.n) cls += " n";
      cells.push(el("div", s.l ? (s.j ? s.l.toLowerCase() : s.l) : "", cls));
    }
  });
  $("board").replaceChildren(...cells);
}

function renderStandings(d) {
  $("standings-label").textContent = d.labels.standings + (d.round ? " · " + d.labels.round + " " + d.round : "");
  const L = d.labels;
  $("standings-head").replaceChildren(el("th", L.rank, "n"), el("th", L.name), el("th", L.table, "n"), el("th", L.total, "n"), el("th", L.diff, "n"));
  const rows = d.standings || [];
  $("standings-rows").replaceChildren(...rows.map((r) => {
    const tr = el("tr", null, r.rank === 1 ? "first" : "");
    tr.append(el("td", r.rank || "–", "n"), el("td", r.name), el("td", r.table, "n"), el("td", r.total, "n"), el("td", r.diff, "n"));
    return tr;
  }));
  scroll.start = Date.now();
}

// scroll moves a long ranking up slowly, pausing at the top and the bottom.
const scroll = { start: 0 };
function scrollStandings() {
  const box = $("scroller");
  const extra = box.scrollHeight - box.clientHeight;
  if (extra <= 0) { box.scrollTop = 0; return; }
  const pxPerSec = 40, pause = 4000;
  const run = (extra / pxPerSec) * 1000;
  const t = (Date.now() - scroll.start) % (run + 2 * pause);
  box.scrollTop = t < pause ? 0 : t < pause + run ? ((t - pause) / run) * extra : extra;
}

function tickDisplay() {
  const d = display.data;
  if (!d) return;
  const now = Date.now() + display.offset;
  if (d.phase === "rack") {
    const shown = d.timer.started ? d.spelled.length : Math.floor((now - d.rack_seen) / d.announce_ms) + 1;
    document.querySelectorAll("#spelled li").forEach((li, i) => li.classList.toggle("later", i >= shown));
    document.querySelectorAll("#tiles .letter").forEach((t, i) => t.classList.toggle("later", i >= shown));
    const tm = d.timer, L = d.labels;
    let left = tm.left_ms, cls = "countdown", call = "", callCls = "call";
    if (!tm.started) cls += " idle";
    else if (tm.running) left = tm.stop - now;
    if (tm.started && left <= 0) { cls += " stop"; call = L.stop; callCls += " stop"; }
    else if (tm.started && left <= 30000) { cls += " warn"; call = L.warning; callCls += " warn"; }
    else if (tm.running && tm.duration_ms - left < 4000) call = L.start;
    else if (tm.started && !tm.running) call = L.paused;
    $("countdown").textContent = clock(left);
    $("countdown").className = cls;
    $("call").textContent = call;
    $("call").className = callCls;
  }
  if (d.phase === "standings" || d.phase === "idle") scrollStandings();
}

// ---- entry and referee ----
async function loadEntry() {
  const e = await getJSON("/api/entry");
  $("where").textContent = e.round ? "Game " + e.game + " · round " + e.round + (e.rack ? " · " + e.rack : "") : "No round yet";
  $("missing").textContent = e.missing.length ? e.missing.join(" ") : "none";
  $("missing-count").textContent = "(" + e.missing.length + " of " + e.players + ")";
  if ($("waiting")) $("waiting").textContent = e.waiting.length ? e.waiting.join(" ") : "none";
  if ($("mismatches")) {
    fill($("mismatches"), e.mismatches, (m) => [m.round, m.table, m.operator, m.written]);
    $("mismatch-count").textContent = "(" + e.mismatches.length + " typings)";
  }
}

function verdictText(a) {
  const who = "Round " + a.round + ", table " + a.table + ": ";
  if (a.recorded === "unchanged") return [who + "the same slip is already recorded; nothing changed", "ok"];
  if (a.recorded === "typed") return [who + "typed once: it counts when another operator types it alike", "wait"];
  if (a.recorded === "mismatch") return [who + "typed differently (" + a.pending.map((p) => p.operator + ": " + p.written).join("; ") + "): the referee settles it", "bad"];
  // The sentence is the verdict as the sheets say it, in the rule set's
  // language.
  const v = a.verdict;
  const what = a.recorded === "corrected" ? "corrected: " : "";
  return [who + what + a.sentence + ", " + v.credited + " points", v.valid ? "ok" : "bad"];
}

function setupEntry() {
  setupSlipForm();
  watch(loadEntry);
}

// setupSlipForm makes the slip form work from the keyboard alone: Tab
// between fields, Enter records, Esc clears.
function setupSlipForm() {
  const form = $("slip"), fields = ["table", "position", "word", "score"].map($);
  // Not a <form>: Enter typed before this script ran must not send the
  // page away with the slip in its address.
  form.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") { fields.forEach((f) => (f.value = "")); fields[0].focus(); }
    if (ev.key === "Enter") { ev.preventDefault(); send(); }
  });
  $("send").addEventListener("click", () => send());
  let sending = false;
  async function send() {
    if (sending) return;
    sending = true;
    const body = { table: fields[0].value, position: fields[1].value, word: fields[2].value, score: fields[3].value };
    if (form.dataset.settle) {
      body.settle = true;
      const round = parseInt($("round").value, 10);
      if (round > 0) body.round = round;
    }
    // The fields are free at once for the next slip; a refused one comes
    // back to be fixed if nothing was typed meanwhile.
    const typed = fields.map((f) => f.value);
    fields.forEach((f) => (f.value = ""));
    fields[0].focus();
    let r;
    try { r = await post("/api/slips", body); } catch (e) { r = { ok: false, body: { error: { message: "the server does not answer: type the slip again" } } }; }
    const out = $("verdict");
    if (r.ok) {
      const [text, cls] = verdictText(r.body);
      out.textContent = text; out.className = "verdict " + cls;
      $("history").prepend(el("li", typed.join(" ") + " → " + text));
    } else {
      out.textContent = r.body.error.message; out.className = "verdict bad";
      if (fields.every((f) => f.value === "")) fields.forEach((f, i) => (f.value = typed[i]));
    }
    sending = false;
  }
  document.body.dataset.ready = "true";
}

async function loadReferee() {
  await loadEntry();
  const d = await getJSON("/api/display");
  const tm = d.timer;
  let state = "not started, " + clock(tm.left_ms);
  if (tm.started) state = tm.running ? "running until " + new Date(tm.stop).toLocaleTimeString() : "paused, " + clock(tm.left_ms) + " left";
  $("timer-state").textContent = state;
}

function setupReferee() {
  setupSlipForm();
  for (const b of document.querySelectorAll("#timer button")) {
    b.addEventListener("click", async () => {
      const body = { action: b.dataset.action };
      const m = parseInt($("minutes").value, 10);
      if (b.dataset.action === "start" && m > 0) body.seconds = m * 60;
      const r = await post("/api/timer", body);
      $("timer-error").textContent = r.ok ? "" : r.body.error.message;
    });
  }
  watch(loadReferee);
}

// ---- results ----
async function loadResults() {
  const r = await getJSON("/api/results");
  $("tournament").textContent = r.tournament || "Results";
  $("game").textContent = r.game ? "Game " + r.game : "";
  const row = (s) => [s.rank || "–", s.table, s.name, s.total, s.diff];
  fill($("standings-rows"), r.standings, row);
  $("overall-section").hidden = !r.overall;
  if (r.overall) fill($("overall-rows"), r.overall, row);
  fill($("round-rows"), r.rounds, (t) => [t.round, t.position + " " + t.word, t.score, t.best >= 0 ? t.best : "–"]);
}

document.addEventListener("DOMContentLoaded", () => {
  switch (document.body.dataset.page) {
    case "display":
      watch(loadDisplay);
      setInterval(tickDisplay, 100);
      break;
    case "entry": setupEntry(); break;
    case "referee": setupReferee(); break;
    case "results": watch(loadResults); break;
  }
});
