// The projector's display: the rack and its countdown, the top on the
// board, the standings between rounds. Everything it shows comes from
// /api/display; it only lays it out, counts down and chimes.
"use strict";

const display = { data: null, offset: 0 };

// The equivalent tops and the players who found the top shown before the
// rest is folded into "+ N more": the best score and the solo stay on
// the screen however many there are.
const shownTops = 3, shownFound = 4;

// Rows of the standings scrolled by per second: 400 players in under three
// minutes, slow enough to find one's name.
const rowsPerSecond = 2.5, scrollPause = 4000;

function showScreen(name) {
  for (const s of document.querySelectorAll(".screen")) s.hidden = s.id !== name;
}

async function loadDisplay() {
  const d = await getJSON("/api/display");
  display.data = d;
  display.offset = d.now - Date.now();
  const L = d.labels;
  $("tournament").textContent = d.tournament || "arbiter";
  let where = "";
  if (d.game) where = L.game + " " + d.game;
  if (d.round) where += " · " + L.round + " " + d.round + (d.rounds ? " / " + d.rounds : "");
  $("where").textContent = d.screen ? d.screen.where : where;
  $("waiting").textContent = L.waiting;
  $("sound").textContent = L.sound;
  $("voice").textContent = L.voice;
  renderBag(d);
  let screen = d.phase;
  if (d.phase === "idle" && d.standings && d.standings.length && d.round) screen = "standings";
  showScreen(screen);
  if (d.phase === "rack") renderRack(d);
  if (d.phase === "top") renderTop(d);
  if (d.phase === "problem") $("problem-title").textContent = d.problem.title;
  if (screen === "standings") renderStandings(d);
  if (screen === "screen") renderKindScreen(d);
  renderLinks(d);
  $("links").hidden = screen !== "standings" && screen !== "idle" && !(screen === "screen" && d.screen.phase === "standings");
  $("screen").classList.toggle("linked", !$("links").hidden);
  tickDisplay();
}

// renderBag shows the tiles left in the bag by kind.
function renderBag(d) {
  const L = d.labels, b = d.bag;
  $("bag").hidden = !b;
  if (!b) return;
  const parts = [b.vowels + " " + L.vowels, b.consonants + " " + L.consonants];
  if (b.either) parts.push(b.either + " " + L.either);
  parts.push(b.jokers + " " + (b.jokers === 1 ? L.ask.joker : L.jokers));
  $("bag").textContent = L.bag + ": " + parts.join(" · ");
}

function renderRack(d) {
  renderGroup(d);
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
  $("spelled").replaceChildren(...(d.spelled || []).map((n) => el("li", n)));
}

// renderGroup names the group an anticipation game's round plays (round 1
// group 1 too); in oarba, where no letters are announced, each player
// plays their own group of that number.
function renderGroup(d) {
  const A = d.labels.anticipation;
  $("group").hidden = !d.group;
  if (!d.group) return;
  let text = A.group + " " + (d.round === 1 ? "1 + " : "") + d.group;
  if (!d.rack) text += " — " + A.own_group;
  $("group").textContent = text;
}

// folded returns the first n items of list and, past them, how many more
// there are in the words of more ("+ %d more"), or "" when none.
function folded(list, n, more) {
  return [list.slice(0, n), list.length > n ? more.replace("%d", list.length - n) : ""];
}

function renderTop(d) {
  const t = d.top, L = d.labels;
  $("top-score").textContent = t.score;
  $("top-position").textContent = t.position;
  $("top-word").textContent = t.word;
  $("top-words").textContent = (t.words || []).join(", ");
  // A top found invalid (RULES §4.5) is struck out, its reason large.
  $("top").classList.toggle("void", !!t.invalid);
  $("top-invalid").textContent = t.invalid ? L.ask.top_void + ": " + t.invalid : "";
  $("equivalent-label").textContent = L.equivalent;
  const [tops, moreTops] = folded(t.equivalent || [], shownTops, L.more);
  $("equivalent-none").textContent = tops.length ? "" : L.none;
  $("equivalent").replaceChildren(...tops.map((e) => el("li", e)));
  $("equivalent-more").textContent = moreTops;
  $("best-label").textContent = L.best;
  $("best").textContent = t.best >= 0 ? t.best : "–";
  $("solo-label").textContent = L.solo;
  const solo = (s) => s.name + " (" + s.table + (s.centre ? ", " + s.centre : "") + ") +" + s.bonus;
  $("solo").textContent = t.solos ? t.solos.map(solo).join("; ")
    : t.solo_table ? solo({ name: t.solo_name, table: t.solo_table, bonus: t.solo_bonus }) : L.none;
  const found = t.found || [];
  const [names, moreFound] = folded(found, shownFound, L.more);
  $("found-label").textContent = L.found + " (" + found.length + ")";
  // Each name whole on its line: the list breaks between names only.
  $("found").replaceChildren(...(names.length ? names.flatMap((p, i) => [i ? ", " : "", el("span", p.name + " (" + p.table + ")", "name")]) : [L.none]));
  $("found-more").textContent = moreFound;
  renderBoard(d.board);
}

function renderBoard(board) {
  const cells = [el("div", "", "sq lab")];
  for (let c = 0; c < 15; c++) cells.push(el("div", c + 1, "sq lab"));
  board.forEach((row, r) => {
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
  const L = d.labels;
  $("standings-label").textContent = (d.ended ? L.final : L.standings) + (d.standings_round ? " · " + L.round + " " + d.standings_round : "");
  $("standings").classList.toggle("final", !!d.ended);
  $("standings-head").replaceChildren(el("th", L.rank, "n"), el("th", L.name), el("th", L.table, "n"), el("th", L.total, "n"), el("th", L.diff, "n"));
  const rows = d.standings || [];
  const key = JSON.stringify(rows);
  if (key !== scroll.key) {
    $("standings-rows").replaceChildren(...rows.map((r) => {
      const tr = el("tr", null, r.rank === 1 ? "first" : "");
      tr.append(el("td", r.rank || "–", "n"), el("td", r.name), el("td", r.table, "n"), el("td", r.total, "n"), el("td", r.diff, "n"));
      return tr;
    }));
    scroll.key = key;
    scroll.start = Date.now();
  }
}

// renderKindScreen shows the screen of a kind of its own: its sections,
// scrolled when they are longer than the screen, and the round's clock
// in its clock phase.
function renderKindScreen(d) {
  const sc = d.screen, key = JSON.stringify(sc.sections);
  $("screen").dataset.phase = sc.phase;
  $("screen-clock").hidden = !sc.clock || sc.phase !== "clock";
  if (key !== kindScroll.key) {
    renderSections($("screen-sections"), sc.sections, 0);
    kindScroll.key = key;
    kindScroll.start = Date.now();
  }
}

// renderLinks shows before the first rack and between rounds where the
// assistants and the players' phones find the room: the short addresses
// and their QR codes.
function renderLinks(d) {
  const L = d.labels;
  $("entry-label").textContent = L.entry_link;
  $("entry-url").textContent = short(d.links.entry);
  $("results-label").textContent = L.results_link;
  $("results-url").textContent = short(d.links.results);
  $("local-only").textContent = d.links.local_only || "";
}

// short is an address as typed in a browser: without its scheme.
function short(url) { return url.replace(/^https?:\/\//, ""); }

// scroll moves a long ranking up at rowsPerSecond, pausing at the top and
// the bottom; the cycle's length is left on the scroller for who wants to
// know it.
const scroll = { start: 0, key: "" }, kindScroll = { start: 0, key: "" };
function scrollStandings() { scrollBox($("scroller"), $("standings-rows").firstElementChild, scroll); }

// scrollBox scrolls box, whose rows are as high as row, as scrollStandings
// does, from the time in state.
function scrollBox(box, row, state) {
  const extra = box.scrollHeight - box.clientHeight;
  if (extra <= 0) { box.scrollTop = 0; return; }
  const pxPerSec = rowsPerSecond * (row ? row.getBoundingClientRect().height : 40);
  const run = (extra / pxPerSec) * 1000;
  box.dataset.cycle = Math.round(run + 2 * scrollPause);
  const t = (Date.now() - state.start) % (run + 2 * scrollPause);
  box.scrollTop = t < scrollPause ? 0 : t < scrollPause + run ? ((t - scrollPause) / run) * extra : extra;
}

// stageOf is where the countdown stands: before its start, running,
// paused, within callMs of its end (the last 30 seconds or minute), or
// over.
function stageOf(tm, left, callMs) {
  if (!tm.started) return "before";
  if (left <= 0) return "stop";
  if (left <= callMs) return "warn";
  return tm.running ? "running" : "paused";
}

function tickDisplay() {
  const d = display.data;
  if (!d) return;
  const now = Date.now() + display.offset;
  if (d.phase === "rack") {
    const shown = d.timer.started ? (d.spelled || []).length : Math.floor((now - d.rack_seen) / d.announce_ms) + 1;
    document.querySelectorAll("#spelled li").forEach((li, i) => li.classList.toggle("later", i >= shown));
    document.querySelectorAll("#tiles .letter").forEach((t, i) => t.classList.toggle("later", i >= shown));
    const tm = d.timer, L = d.labels;
    const left = tm.running ? tm.stop - now : tm.left_ms;
    const stage = stageOf(tm, left, d.call_ms);
    let call = "";
    if (stage === "stop") call = L.stop;
    else if (stage === "warn") call = L.warning;
    else if (stage === "running" && tm.duration_ms - left < 4000) call = L.start;
    else if (stage === "paused") call = L.paused;
    $("countdown").textContent = clock(left);
    $("countdown").className = "countdown " + stage;
    $("call").textContent = call;
    $("call").className = "call " + stage;
    chimeOn(d.game + "/" + d.round, stage);
    speak(d, shown, now);
  }
  if (d.phase === "problem") {
    const left = d.problem.ends - now;
    $("problem-countdown").textContent = clock(left);
    $("problem-countdown").className = "countdown " + (left <= 0 ? "stop" : "running");
  }
  if (!$("standings").hidden) scrollStandings();
  if (d.phase === "screen") {
    const tm = d.screen.clock;
    if (tm && d.screen.phase === "clock") {
      const left = tm.running ? tm.stop - now : tm.left_ms;
      $("screen-countdown").textContent = clock(left);
      $("screen-countdown").className = "countdown " + stageOf(tm, left, 0);
    }
    scrollBox($("screen-scroller"), $("screen-sections").querySelector("tbody tr"), kindScroll);
  }
}

// ---- sound ----

// sound chimes at Start, at the call (30 seconds or a minute) and at Stop, when switched on (the
// switch is kept in the browser). The chimes are synthesised: no file.
const sound = { ctx: null, round: "", stage: "" };

function soundOn() { return localStorage.getItem("arbiter.sound") === "on"; }

function setSound(on) {
  localStorage.setItem("arbiter.sound", on ? "on" : "off");
  $("sound").setAttribute("aria-pressed", String(on));
  if (on && !sound.ctx) sound.ctx = new AudioContext();
  // A browser starts sound only after a click on the page: the switch's.
  if (on && sound.ctx.state === "suspended") sound.ctx.resume();
}

// chimeOn chimes when the countdown of round enters a stage that has a
// call: not when the page opens in the middle of a round.
function chimeOn(round, stage) {
  const was = sound.round === round ? sound.stage : null;
  sound.round = round;
  sound.stage = stage;
  if (was === null || was === stage) return;
  if (stage === "running" && was === "before") chime([660, 880]);
  else if (stage === "warn") chime([880, 880]);
  else if (stage === "stop") chime([880, 660, 440]);
}

// chime plays notes (Hz) one after the other, each a bell-like tone.
function chime(notes) {
  if (!soundOn() || !sound.ctx) return;
  const ctx = sound.ctx;
  notes.forEach((hz, i) => {
    const t = ctx.currentTime + i * 0.35;
    const osc = ctx.createOscillator(), gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.5, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 1.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 1.3);
  });
}

// ---- voice ----

// voice speaks the letters' names as the display shows them, when switched
// on (kept in the browser): the recordings the server lists in d.voice.
const voice = { rack: "", spoken: 0 };

function voiceOn() { return localStorage.getItem("arbiter.voice") === "on"; }

function setVoice(on) {
  localStorage.setItem("arbiter.voice", on ? "on" : "off");
  $("voice").setAttribute("aria-pressed", String(on));
}

// speak says the name of each letter shown since the last call: none that
// was shown before the page opened, and, once the countdown started, none
// at all (every name is then shown at once).
function speak(d, shown, now) {
  const rack = d.game + "/" + d.round + "/" + d.rack + "/" + (d.rack2 || "");
  if (voice.rack !== rack) {
    voice.rack = rack;
    voice.spoken = now - d.rack_seen < d.announce_ms ? 0 : shown;
  }
  shown = Math.min(shown, (d.spelled || []).length);
  if (d.timer.started || voice.spoken >= shown) {
    voice.spoken = Math.max(voice.spoken, shown);
    return;
  }
  // Late (a busy computer): the last name only, never two at once.
  const clip = (d.voice || [])[shown - 1];
  voice.spoken = shown;
  if (clip && voiceOn()) new Audio(clip).play().catch(() => {});
}

document.addEventListener("DOMContentLoaded", () => {
  $("voice").addEventListener("click", () => setVoice(!voiceOn()));
  $("voice").setAttribute("aria-pressed", String(voiceOn()));
  $("sound").addEventListener("click", () => setSound(!soundOn()));
  $("sound").setAttribute("aria-pressed", String(soundOn()));
  if (soundOn()) {
    sound.ctx = new AudioContext();
    // After a reload the browser waits for a click before it plays.
    document.addEventListener("click", () => sound.ctx.resume(), { once: true });
  }
  watch(loadDisplay);
  setInterval(tickDisplay, 100);
});
