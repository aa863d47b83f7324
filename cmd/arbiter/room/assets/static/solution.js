// The solution page: a player's solution of the open composition problem,
// its moves typed one a line or its sheet's JSON read from a file, sent to
// the referee service, which reads, checks and records it; the page shows
// what comes back. It uses the helpers of room.js ($, el, getJSON, post).
"use strict";

let labels = {};
// shown is the round of a Partida de Superscrabble the page shows: a sheet
// answers that round, and is refused once the referee has moved on.
let shown = 0;

// problem is the problem shown, and the server's clock less the page's.
let problem = null, offset = 0;

// loadProblem shows the problem open for solutions and the time left.
async function loadProblem() {
  const p = await getJSON("/api/problem");
  problem = p.open ? p : null;
  offset = p.now - Date.now();
  labels = p.labels;
  $("sheet-label").textContent = labels.sheet;
  $("file-label").textContent = labels.file;
  const where = $("problem");
  if (!p.open) {
    where.textContent = labels.no_problem;
    return;
  }
  shown = p.round || 0;
  $("sheet-hint").textContent = labels["hint_" + p.kind] || "";
  tick();
}

// tick counts the problem's time down every second, without a reload.
function tick() {
  if (!problem) return;
  const p = problem;
  const left = Math.max(0, Math.round((p.ends - (Date.now() + offset)) / 60000));
  const round = p.round ? " — " + labels.round + " " + p.round : "";
  $("problem").textContent = labels.solution + " — " + p.kind + round + " — " + left + " / " + p.minutes + " min";
}

// solution is the form's solution: the sheet read from a file (JSON, an
// object), else the moves as typed, which the server reads.
function solution() {
  const text = $("sheet").value;
  if (text.trim().startsWith("{")) {
    try { return { sheet: JSON.parse(text) }; } catch (e) { return { typed: text }; }
  }
  return { typed: text };
}

// send sends the table and the solution, and shows the verdict or the
// refusal, the field at fault focused.
async function send() {
  const out = $("verdict");
  let r;
  try { r = await post("/api/solutions", Object.assign({ table: parseInt($("table").value, 10) || 0, round: shown }, solution())); } catch (e) { r = { ok: false, body: {} }; }
  if (r.ok) {
    const text = r.body.recorded.join("; ");
    out.textContent = text;
    out.className = "verdict good";
    $("history").prepend(el("li", text));
    $("table").value = "";
    $("sheet").value = "";
    $("table").focus();
  } else {
    out.textContent = r.body.error ? r.body.error.message : "?";
    out.className = "verdict bad";
    if (r.body.error && r.body.error.field === "sheet") $("sheet").focus();
  }
}

$("file").addEventListener("change", async () => {
  const f = $("file").files[0];
  if (f) $("sheet").value = await f.text();
});
$("send").addEventListener("click", send);
// Enter in the table's field sends, as on the entry page; Ctrl+Enter in the sheet.
$("table").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); send(); } });
$("sheet").addEventListener("keydown", (e) => { if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); send(); } });
setInterval(tick, 1000);
// A Partida's next round, placed by the referee, shows without a reload.
setInterval(loadProblem, 15000);
loadProblem().then(() => { document.body.dataset.ready = "true"; });
