// The entry page and the referee's console. Every decision is the
// server's: this script sends what is typed and shows what comes back,
// in the tournament's language (the labels the page carries). It uses the
// helpers of room.js ($, el, getJSON, post, watch, clock, fill).
"use strict";

const L = JSON.parse($("labels").textContent);
const fmt = (s, ...args) => { let i = 0; return s.replace(/%[dsq]/g, (m) => (m === "%q" ? "\u201c" + args[i++] + "\u201d" : args[i++])); };
const entry = { data: null, offset: 0, roundTyped: false, current: 0, history: [] };

// hhmmss is a time of day in the room's 24-hour format.
function hhmmss(ms) {
  const d = new Date(ms);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
}

// loginLink shows, in box, that the session is gone, with the way back.
function loginLink(box) {
  const a = el("a", L.log_in);
  a.href = "/login?next=" + location.pathname;
  box.replaceChildren(el("span", L.log_in_first + " "), a);
  box.className = "verdict bad";
}

// answered shows a refusal r in box; false when the session is gone.
function refused(box, r) {
  if (r.status === 401) { loginLink(box); return; }
  box.textContent = r.body.error ? r.body.error.message : L.no_answer;
  box.className = "verdict bad";
}

async function loadEntry() {
  const e = await getJSON("/api/entry");
  entry.data = e;
  entry.offset = e.now - Date.now();
  $("where").textContent = e.round ? L.game + " " + e.game + " · " + L.round + " " + e.round + (e.rack ? " · " + e.rack : "") : whereBefore(e);
  if ($("tactic")) $("tactic").hidden = !e.tactic;
  if ($("anticipation")) $("anticipation").hidden = !e.anticipation;
  // A round typed holds while the round played is the same: a new rack
  // brings the field back to what the room proposes.
  // (The page's first answer is no new rack: a round typed before it holds.)
  if (entry.current && e.round !== entry.current) entry.roundTyped = false;
  entry.current = e.round;
  if (!entry.roundTyped) $("round").value = e.default || "";
  showGoesTo();
  $("open").replaceChildren(...(e.open.length ? e.open.map((o) =>
    el("p", L.round + " " + o.round + (o.closed ? " ✓" : "") + ": " + o.missing.join(" ") + " (" + o.missing.length + "/" + e.players + ")", "open-round"))
    : [el("p", L.none)]));
  if ($("waiting")) $("waiting").textContent = e.waiting.length ? e.waiting.join(" ") : L.none;
  // Slip entry shows only in a game that takes slips (a problem's
  // solutions have their page).
  for (const sec of document.querySelectorAll("[data-slips]")) sec.hidden = e.game > 0 && !e.slips;
  if ($("no-slips")) $("no-slips").hidden = !(e.game > 0 && !e.slips);
  // The entry page links the pages where the game's entries go instead.
  for (const a of document.querySelectorAll("a[data-page-form]")) a.hidden = !e.pages.includes(a.dataset.pageForm);
  renderKind(e);
}

// whereBefore says where the tournament is before the game's first
// round: the game and its kind, and that no round is drawn yet in a game
// whose rounds take slips.
function whereBefore(e) {
  if (!e.game) return L.no_round;
  return [L.game + " " + e.game, e.kind_name, e.slips ? L.no_round : ""].filter(Boolean).join(" · ");
}

// renderKind shows what a game of a kind of its own shows on the page in
// the place of the built-in kinds' sections: its round, sections and
// forms; between games, the forms that start one beside the next game.
function renderKind(e) {
  const sc = e.screen, on = !!(sc && sc.phase);
  document.body.classList.toggle("screened", on);
  $("screen-column").hidden = !on;
  if (on) $("where").textContent = sc.where;
  renderSections($("screen-sections"), on ? sc.sections : [], 0);
  const box = on || !$("start-forms") ? $("screen-forms") : $("start-forms");
  for (const other of [$("screen-forms"), $("start-forms")]) if (other && other !== box) other.replaceChildren();
  renderForms(box, sc ? sc.forms : []);
}

// showGoesTo says where the next slip goes: the current round, the
// previous one proposed while it is open and misses slips, or the round
// typed; a closed round missing slips takes one only when typed.
function showGoesTo() {
  const goes = $("goes-to"), e = entry.data;
  if (!goes || !e) return;
  const n = parseInt($("round").value, 10) || e.round;
  let text = e.round ? fmt(L.goes_to, n) : "";
  if (n !== e.round) text = entry.roundTyped ? fmt(L.goes_to, n) : fmt(L.previous, n);
  else if (e.open.some((o) => o.closed && o.round !== e.round)) text += "; " + L.ask.none_late;
  goes.textContent = text;
  goes.className = "goesto" + (n !== e.round ? " previous" : "");
}

// slipRound returns the round a slip for table goes to, 0 for the
// current one: the round typed, else the round proposed if it misses
// that table's slip.
function slipRound(table) {
  const e = entry.data, round = parseInt($("round").value, 10);
  if (!(round > 0)) return 0;
  if (entry.roundTyped || !e) return round;
  const open = e.open.find((o) => o.round === round && !o.closed);
  return open && open.missing.includes(parseInt(table, 10)) ? round : 0;
}

// checkHistory marks the slips typed here that no longer stand as typed:
// their round cancelled since, or the slip replaced since elsewhere (on
// another laptop, on the console), reading each table's card.
async function checkHistory() {
  for (const table of new Set(entry.history.map((h) => h.table))) {
    let card;
    try { card = (await getJSON("/api/results?table=" + table)).card; } catch (e) { continue; }
    if (!card) continue;
    for (const h of entry.history.filter((h) => h.table === table)) {
      const line = card.rounds.find((l) => l.round === h.round);
      let stale = "";
      if (line && line.cancelled) stale = L.ask.cancelled;
      else if (line && (line.position !== h.position || line.word !== h.word || line.declared !== h.score)) {
        stale = fmt(L.ask.replaced, [line.position, line.word, line.declared].filter(Boolean).join(" ") || "-");
      }
      let mark = h.li.querySelector(".stale");
      if (!stale) { if (mark) mark.remove(); continue; }
      if (!mark) { mark = el("span", "", "stale"); h.li.append(mark); }
      mark.textContent = stale;
    }
  }
}

// verdictText says answer a to a slip, and its class: ok, warn, bad, wait.
function verdictText(a) {
  const who = L.round + " " + a.round + ", " + L.table.toLowerCase() + " " + a.table + ": ";
  if (a.recorded === "unchanged") return [who + L.unchanged, "ok"];
  if (a.recorded === "typed") return [who + L.typed_once, "wait"];
  if (a.recorded === "mismatch") return [who + L.mismatch + " (" + a.pending.map((p) => p.operator + ": " + p.written).join("; ") + ")", "bad"];
  const v = a.verdict;
  const what = a.recorded === "corrected" ? L.corrected + ": " : "";
  return [who + what + a.sentence + ", " + v.credited + " " + L.points, !v.valid ? "bad" : v.warning ? "warn" : "ok"];
}

// setupSlipForm makes the slip form work from the keyboard alone: Tab
// between fields, Enter records, Esc clears; a slip that would replace
// another asks first; a refused one comes back with the cursor in the
// field in error.
function setupSlipForm() {
  const form = $("slip");
  const names = ["table", "position", "word", "score", "position2", "word2", "score2", "total", "cancel"];
  const fields = names.map($);
  $("round").addEventListener("input", () => { entry.roundTyped = $("round").value !== ""; showGoesTo(); });
  // Not a <form>: Enter typed before this script ran must not send the
  // page away with the slip in its address.
  form.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") { fields.forEach((f) => (f.value = "")); $("handed-late").checked = false; fields[0].focus(); }
    if (ev.key === "Enter") { ev.preventDefault(); send(false); }
  });
  $("send").addEventListener("click", () => send(false));
  let sending = false, pending = null;
  if ($("confirm")) {
    $("confirm-yes").addEventListener("click", () => { $("confirm").hidden = true; send(true, pending); });
    $("confirm-no").addEventListener("click", () => { $("confirm").hidden = true; pending = null; fields[0].focus(); });
  }
  async function send(replace, again) {
    if (sending) return;
    sending = true;
    const body = again || {};
    if (!again) {
      names.forEach((n, i) => { if (fields[i].value !== "") body[n] = fields[i].value; });
      body.table = fields[0].value;
      body.position = fields[1].value;
      const round = slipRound(body.table);
      if (round > 0) body.round = round;
      if (form.dataset.settle) body.settle = true;
      if ($("handed-late").checked) body.late = true;
    }
    if (replace) body.replace = true;
    // The fields are free at once for the next slip; a refused one comes
    // back to be fixed if nothing was typed meanwhile.
    const typed = fields.map((f) => f.value), late = $("handed-late").checked;
    fields.forEach((f) => (f.value = ""));
    $("handed-late").checked = false;
    fields[0].focus();
    let r;
    try { r = await post("/api/slips", body); } catch (e) { r = { ok: false, status: 0, body: { error: { message: L.no_answer } } }; }
    const out = $("verdict");
    if (r.ok) {
      const [text, cls] = verdictText(r.body);
      out.replaceChildren(el("span", text));
      out.className = "verdict " + cls;
      const li = el("li", Object.values(body).filter((v) => typeof v === "string").join(" ") + " → " + text);
      if (r.body.late) { out.append(el("span", L.late, "late")); li.append(el("span", L.late, "late")); }
      for (const solo of r.body.solos || []) { out.append(el("span", solo, "solo")); li.append(el("span", solo, "solo")); }
      $("history").prepend(li);
      if (!body.position2 && !body.word2 && !body.cancel) {
        entry.history = [{ round: r.body.round, table: r.body.table, position: body.position === "-" ? "" : body.position,
          word: body.position === "-" ? "" : body.word || "", score: body.position === "-" ? "" : body.score || "", li }, ...entry.history].slice(0, 20);
      }
    } else if (r.status === 409 && r.body.replacing && $("confirm")) {
      const p = r.body.replacing;
      pending = body;
      $("confirm-text").textContent = fmt(L.replace, p.round, p.table, p.recorded, p.typed);
      $("confirm").hidden = false;
      out.textContent = ""; out.className = "verdict";
      $("confirm-no").focus(); // Enter keeps what is recorded
    } else {
      refused(out, r);
      if (!again && fields.every((f) => f.value === "")) { fields.forEach((f, i) => (f.value = typed[i])); $("handed-late").checked = late; }
      const field = r.body.error && r.body.error.field;
      const back = field === "round" ? $("round") : fields[names.indexOf(field)];
      if (back) back.focus();
    }
    sending = false;
  }
  document.body.dataset.ready = "true";
}

// ---- the referee's console ----

async function loadReferee() {
  await loadEntry();
  const e = entry.data;
  for (const b of document.querySelectorAll("[data-can]")) b.disabled = !e.can[b.dataset.can];
  // A section of actions, and each row of it, shows when the game offers
  // one of its actions (a problem has no clock and cancels no round); the
  // warning form offers the kinds of warning the game records.
  const offered = (box) => [...box.querySelectorAll("[data-can]")].some((b) => b.dataset.can in e.can);
  for (const sec of document.querySelectorAll("[data-offers]")) {
    sec.hidden = !offered(sec);
    for (const row of sec.querySelectorAll("p.row")) if (row.querySelector("[data-can]")) row.hidden = !offered(row);
  }
  const kinds = $("warn-kind");
  for (const o of kinds.options) o.hidden = !e.warnings.includes(o.value);
  // A kind the game does not record is not left chosen (a problem's
  // disciplinary warning alone).
  if (kinds.selectedOptions[0]?.hidden) kinds.value = [...kinds.options].find((o) => !o.hidden)?.value ?? "";
  $("rack").textContent = e.rack || "";
  $("manual-hint").textContent = e.rejected ? L.ask.manual_all : L.ask.manual_new;
  $("cancel-round").placeholder = $("invalidate-round").placeholder = e.round || "";
  $("group-drawn").textContent = (e.can.group !== undefined && e.rack) || L.anticipation.group;
  $("tops").replaceChildren(...(e.top || []).map((t, i) => {
    const li = el("li", t + " ", i === 0 ? "chosen" : "");
    if (i > 0 && e.can.top) {
      const b = el("button", L.choose);
      b.type = "button";
      b.addEventListener("click", () => act("/api/top", { choose: i + 1 }));
      li.append(b);
    }
    return li;
  }));
  if ($("mismatches")) {
    fill($("mismatches"), e.mismatches, (m) => [m.round, m.table, m.operator, m.written]);
    $("mismatch-count").textContent = "(" + e.mismatches.length + ")";
  }
  $("late-count").textContent = "(" + e.late.length + ")";
  $("late").replaceChildren(...e.late.map((s) => {
    const tr = el("tr");
    tr.append(el("td", L.round + " " + s.round), el("td", L.table + " " + s.table), el("td", s.written));
    const td = el("td"), b = el("button", L.withdraw);
    b.type = "button";
    b.addEventListener("click", () => act("/api/slips/withdraw", { round: s.round, table: s.table, reason: L.late }));
    td.append(b);
    tr.append(td);
    return tr;
  }));
  $("operators").replaceChildren(...(e.operators || []).map((name) => {
    const li = el("li", name + " ");
    if (name !== $("operator-name").textContent) {
      const b = el("button", L.ask.free);
      b.type = "button";
      b.addEventListener("click", async () => { if (await act("/api/operators/free", { name })) loadReferee(); });
      li.append(b);
    }
    return li;
  }));
  tickTimer();
}

// tickTimer shows the countdown as it runs, Stop! in the room's 24-hour
// time, and Stop! itself once the time is out.
function tickTimer() {
  const e = entry.data;
  if (!e) return;
  const tm = e.timer, now = Date.now() + entry.offset, box = $("timer-state");
  let left = tm.left_ms, text;
  if (!tm.started) text = L.not_started + ", " + clock(left);
  else if (tm.running) { left = tm.stop - now; text = left > 0 ? clock(left) + " · " + fmt(L.running, hhmmss(tm.stop - entry.offset)) : L.stop; }
  else text = L.paused + ", " + clock(left);
  if (tm.started && left <= 0) text = L.stop;
  box.textContent = text;
  box.className = "timerstate" + (tm.started && left <= 0 ? " stop" : "");
}

// acting is the section of the console last clicked: the answer to its
// action shows there, beside its buttons, as well as at the top.
let acting = null;
document.addEventListener("click", (ev) => {
  const sec = ev.target.closest && ev.target.closest("section");
  if (sec && document.body.dataset.page === "referee") acting = sec;
}, true);

// answerBoxes returns where the answer to an action shows: the top of
// the page and the section acted in.
function answerBoxes() {
  const boxes = [$("result")];
  if (acting) {
    let box = acting.querySelector(".act-out");
    if (!box) {
      box = el("p", "", "verdict act-out");
      box.setAttribute("aria-live", "polite");
      acting.append(box);
    }
    boxes.push(box);
  }
  return boxes;
}

// show shows the answer r to an action in every box of answerBoxes.
function show(r) {
  for (const box of answerBoxes()) {
    if (r.ok) {
      box.replaceChildren(el("span", (r.body.events || []).join(" · ") || L.done));
      for (const line of r.body.summary || []) box.append(el("span", line, "summary"));
      box.className = "verdict ok";
    } else refused(box, r);
    if (box !== $("result")) box.classList.add("act-out");
  }
  // A refusal that names a field puts the cursor in the acting section's.
  const field = !r.ok && r.body.error && r.body.error.field;
  const input = field && acting && acting.querySelector(`input[id$="${field}"]`);
  if (input) input.focus();
}

// act sends a referee's action and shows what the server recorded; it
// returns whether the server recorded it.
async function act(url, body) {
  const r = await post(url, body);
  show(r);
  return r.ok;
}

// warn gives the warning the form says, or withdraws it; a warning as
// one that stands is asked about first and sent again only when told so.
// The form is cleared once the server recorded it.
async function warn(url) {
  const body = { table: num("warn-table"), round: num("warn-round"), kind: $("warn-kind").value, reason: $("warn-reason").value };
  let r = await post(url, body);
  if (!r.ok && r.status === 409 && r.body.error && r.body.error.code === "repeated") {
    if (!(await ask(r.body.error.message, L.ask.again))) return;
    r = await post(url, { ...body, again: true });
  }
  show(r);
  if (r.ok) for (const id of ["warn-table", "warn-round", "warn-reason"]) $(id).value = "";
}

// ask shows question text in the middle of the screen with two answers,
// yes (the action's own words) and back, and resolves to whether yes was
// chosen. Back has the focus: Enter or Esc does nothing.
function ask(text, yes) {
  const box = $("ask");
  $("ask-text").textContent = text;
  $("ask-yes").textContent = yes;
  box.hidden = false;
  $("ask-no").focus();
  return new Promise((resolve) => {
    const done = (answer) => (ev) => {
      if (ev.type === "keydown" && ev.key !== "Escape") return;
      box.hidden = true;
      $("ask-yes").onclick = $("ask-no").onclick = box.onkeydown = null;
      resolve(answer);
    };
    $("ask-yes").onclick = done(true);
    $("ask-no").onclick = box.onkeydown = done(false);
  });
}

// timeLeft returns the time left in the current round as the clock shows
// it, "" when the round's time is over or its clock not started.
function timeLeft() {
  const tm = entry.data && entry.data.timer;
  if (!tm || !tm.started) return "";
  const left = tm.running ? tm.stop - (Date.now() + entry.offset) : tm.left_ms;
  return left > 0 ? clock(left) : "";
}

// slipsIn returns how many slips round n holds: the players, less the
// tables the round still misses.
function slipsIn(n) {
  const e = entry.data, open = e.open.find((o) => o.round === n);
  return e.players - (open ? open.missing.length : 0);
}

// cancelRound cancels the round typed (the current one when empty) once
// the referee confirms it, told what it costs; the round typed is cleared
// once done, never left for a later cancel.
async function cancelRound() {
  const n = num("cancel-round") || entry.data.round;
  if (!(await ask(fmt(L.ask.cancel, n, slipsIn(n)), L.cancel_round + " " + n))) return;
  if (await act("/api/round/cancel", { round: n, reason: $("cancel-reason").value })) {
    $("cancel-round").value = "";
    $("cancel-reason").value = "";
  }
}

// early asks question q (with the time left and round n) before the top
// is shown or the round closed while the round's time runs; true when
// the time is over or the referee confirms.
async function early(q, yes) {
  const left = timeLeft();
  return left === "" || ask(fmt(q, left, entry.data.round), yes);
}

// value returns field id's value, a number for a numeric field.
const num = (id) => parseInt($(id).value, 10) || 0;

function setupReferee() {
  setupSlipForm();
  for (const b of document.querySelectorAll("[data-timer]")) {
    b.addEventListener("click", () => {
      const body = { action: b.dataset.timer };
      if (b.dataset.timer === "start" && num("seconds") > 0) body.seconds = num("seconds");
      act("/api/timer", body);
    });
  }
  const on = (id, fn) => $(id).addEventListener("click", fn);
  on("draw", () => act("/api/rack", {}));
  on("draw-group", () => act("/api/group", {}));
  // A group named must be typed: an empty field is refused, never drawn by lot.
  on("name-group", () => act("/api/group", { group: num("group-number") || -1 }));
  on("draw-manual", async () => { if (await act("/api/rack", { manual: $("manual").value })) $("manual").value = ""; });
  on("reject", async () => { if (await act("/api/rack/reject", { reason: $("reject-reason").value })) $("reject-reason").value = ""; });
  on("program-top", async () => { if (await early(L.ask.top, L.program_top)) act("/api/top", {}); });
  on("close", async () => { if (await early(L.ask.close, L.close_round)) act("/api/round/close", {}); });
  on("cancel-round-button", cancelRound);
  on("invalidate", () => act("/api/top/invalidate", { round: num("invalidate-round") || entry.data.round, reason: $("invalidate-reason").value }));
  on("warn", () => warn("/api/warnings"));
  on("withdraw-warning", () => warn("/api/warnings/withdraw"));
  on("withdraw", () => act("/api/slips/withdraw", { round: num("withdraw-round"), table: num("withdraw-table"), reason: $("withdraw-reason").value }));
  on("next-game", () => {
    const [kind, name] = $("next-kind").value.split("/");
    act("/api/game/next", { kind: kind, name: name });
  });
  on("end-game", () => act("/api/game/end", { reason: $("end-reason").value }));
  // Double entry switched on or off is recorded; the pages then show its sections.
  $("double-entry").addEventListener("change", async () => {
    const r = await post("/api/double", { on: $("double-entry").checked });
    if (r.ok) location.reload();
    else refused($("result"), r);
  });
  watch(loadReferee);
  setInterval(tickTimer, 250);
}

// setupLogout makes the header's button end the session, freeing the
// operator's name for another laptop.
function setupLogout() {
  if (!$("logout")) return;
  $("logout").addEventListener("click", async () => {
    await post("/logout", {});
    location.href = "/";
  });
}

document.addEventListener("DOMContentLoaded", () => {
  setupLogout();
  switch (document.body.dataset.page) {
    case "entry": setupSlipForm(); watch(async () => { await loadEntry(); await checkHistory(); }); break;
    case "referee": setupReferee(); break;
  }
});
