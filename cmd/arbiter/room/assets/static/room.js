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

// watch calls load whenever the log's version changes, checking every 300
// ms; while the server does not answer, a badge on the page says so.
function watch(load) {
  let seen = null, failures = 0;
  async function tick() {
    try {
      const v = (await getJSON("/api/version")).version;
      failures = 0;
      if (v !== seen) { await load(); seen = v; }
    } catch (e) {
      failures++; // the server restarts, or the network is down: try again
    }
    offline(failures >= 2);
    setTimeout(tick, 300);
  }
  tick();
}

// offline shows or hides the badge saying the server does not answer.
function offline(on) {
  let b = $("offline");
  if (!b && !on) return;
  if (!b) {
    b = el("div", document.querySelector('meta[name="offline"]').content, "offline");
    b.id = "offline";
    b.setAttribute("role", "alert");
    document.body.append(b);
  }
  b.hidden = !on;
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

document.addEventListener("DOMContentLoaded", () => {
  switch (document.body.dataset.page) {
    case "entry": setupEntry(); break;
    case "referee": setupReferee(); break;
    case "index": watch(() => {}); break;
  }
});
