// The referee's review of the challenges judged in the current game, and
// the form that records the decision that the list is ambiguous for a
// play (seed 004). It uses the helpers of room.js ($, el, getJSON, post,
// watch).
"use strict";

// load shows the challenges judged, in the order recorded.
async function load() {
  const j = await getJSON("/api/judgements");
  $("judgement-headings").replaceChildren(...j.headings.map((h) => el("th", h)));
  fill($("judgements"), j.rows, (row) => row);
  $("no-judgements").hidden = j.rows.length > 0;
}

// recordAmbiguous records the referee's decision and shows what was
// recorded, or the refusal with the field at fault focused.
async function recordAmbiguous() {
  const r = await post("/api/judge", {
    board: parseInt($("ambiguous-board").value, 10) || 0, words: $("ambiguous-words").value,
    ambiguous: true, reason: $("ambiguous-reason").value,
  });
  const out = $("ambiguous-answer");
  if (r.ok) {
    out.textContent = r.body.text + " — " + r.body.judged;
    out.className = "verdict ok";
    for (const id of ["ambiguous-board", "ambiguous-words", "ambiguous-reason"]) $(id).value = "";
    return;
  }
  const e = r.body.error || {};
  out.textContent = e.message || "?";
  out.className = "verdict bad";
  const field = $("ambiguous-" + e.field);
  if (field) field.focus();
}

$("ambiguous").addEventListener("click", recordAmbiguous);
watch(load);
