// The screens of a kind of game of its own: sections (a title, the heads
// of the columns and the rows) and forms (fields and a button), as the
// server words them. Every decision is the server's: a form is offered
// when the server says it may be sent, and what it answers is shown.
// It uses the helpers of room.js ($, el, post), and on the entry page
// and the console the labels (L) and the question box (ask) of
// console.js.
"use strict";

// kindAnswers keeps, by action, the last answer to each form sent (its
// text, class and how many were sent): a form laid out again, when what
// the server allows changed, shows it still.
const kindAnswers = {};

// renderSections lays sections out in box; the rows about player (a
// phone's) are marked and put first.
function renderSections(box, sections, player) {
  box.replaceChildren(...sections.map((s) => {
    const sec = el("section", null, "kind-section kind-" + s.name);
    sec.dataset.section = s.name;
    sec.append(el("h2", s.title));
    if (!s.columns) return sec;
    const table = el("table", null, "table kind-table"), head = el("tr");
    for (const c of s.columns) head.append(el("th", c));
    table.append(el("thead"));
    table.tHead.append(head);
    const body = el("tbody");
    let rows = s.rows || [];
    const mine = (r) => player && (r.players || []).includes(player);
    if (player) rows = [...rows.filter(mine), ...rows.filter((r) => !mine(r))];
    for (const r of rows) {
      const tr = el("tr", null, mine(r) ? "mine" : "");
      tr.dataset.players = (r.players || []).join(" ");
      for (const c of r.cells) tr.append(el("td", c, /^[-+*\d–½ ·—]+$/.test(c) ? "n" : ""));
      body.append(tr);
    }
    table.append(body);
    sec.append(table);
    return sec;
  }));
}

// renderForms lays forms out in box, each button enabled when the server
// allows it now, else disabled with its refusal as its title. What is typed in a
// form stays while the page is polled; a form's answer shows in its own
// line. onSent is called with the answer of each form sent.
function renderForms(box, forms, onSent) {
  const key = JSON.stringify(forms);
  if (box.dataset.forms === key) return; // nothing changed: what is typed stays as it is
  box.dataset.forms = key;
  const focused = document.activeElement && box.contains(document.activeElement) ? document.activeElement.id : "";
  const typed = {};
  for (const input of box.querySelectorAll("[data-field]")) typed[input.id] = input.value;
  box.replaceChildren(...forms.map((f) => {
    const form = el("div", null, "row kind-form");
    form.setAttribute("role", "form");
    form.dataset.action = f.action;
    const inputs = [];
    for (const fd of f.fields || []) {
      const label = el("label", fd.label + " ");
      let input;
      if (fd.choices) {
        input = el("select");
        for (const c of fd.choices) { const o = el("option", c.label); o.value = c.value; input.append(o); }
      } else {
        input = el("input");
        input.autocomplete = "off";
        if (fd.number) input.inputMode = "numeric";
        input.size = fd.number ? 4 : 18;
        if (fd.value) input.placeholder = fd.value;
      }
      input.id = f.action + "-" + fd.name;
      input.dataset.field = fd.name;
      if (typed[input.id] !== undefined) input.value = typed[input.id];
      label.append(input);
      form.append(label);
      inputs.push(input);
    }
    const b = el("button", f.label);
    b.type = "button";
    b.id = f.action;
    b.disabled = !f.can;
    if (!f.can && f.refused) b.title = f.refused;
    const answer = kindAnswers[f.action];
    const out = answer ? el("p", answer.text, answer.cls) : el("p", "", "verdict kind-out");
    out.setAttribute("aria-live", "polite");
    const send = async () => {
      const body = { action: f.action, fields: {} };
      for (const i of inputs) if (i.value !== "") body.fields[i.dataset.field] = i.value;
      const r = await sendForm(body, inputs, f.unchanged);
      if (r && r.ok) { for (const i of inputs) i.value = ""; if (inputs[0]) inputs[0].focus(); }
      if (onSent) onSent(r);
    };
    b.addEventListener("click", send);
    form.addEventListener("keydown", (ev) => { if (ev.key === "Enter" && !b.disabled) { ev.preventDefault(); send(); } });
    form.append(b);
    const wrap = el("div", null, "kind-action" + ((f.fields || []).length > 2 ? " wide" : ""));
    wrap.append(form, out);
    return wrap;
  }));
  if (focused && $(focused)) $(focused).focus();
}

// sendForm sends body and shows the answer under its form: what was recorded, or
// the refusal with the cursor in the field at fault. A result that would
// replace the one recorded (the refusal naming the reason's field) is
// asked about, Back having the focus and keeping what is recorded;
// replacing it puts the cursor in the reason, to type it and send again.
async function sendForm(body, inputs, unchanged) {
  let r;
  try { r = await post("/api/act", body); } catch (e) { r = { ok: false, status: 0, body: { error: { message: "…" } } }; }
  const err = r.body.error;
  const answered = (text, cls) => {
    const n = ((kindAnswers[body.action] || {}).n || 0) + 1;
    kindAnswers[body.action] = { text, cls: "verdict kind-out " + cls, n };
    const button = $(body.action), out = button && button.closest(".kind-action").querySelector(".kind-out");
    if (out) { out.textContent = text; out.className = kindAnswers[body.action].cls; }
  };
  if (r.ok) {
    answered((r.body.events || []).join(" · ") || unchanged || L.unchanged, "ok");
    return r;
  }
  answered(err ? err.message : "…", "bad");
  const field = err && err.field && inputs.find((i) => i.dataset.field === err.field);
  if (field && err.field === "reason" && r.status === 409 && typeof ask === "function") {
    answered(err.message, "warn");
    const correct = await ask(err.message, L.replace_yes);
    if (correct) field.focus();
    else { for (const i of inputs) i.value = ""; if (inputs[0]) inputs[0].focus(); }
    return r;
  }
  if (field) field.focus();
  return r;
}
