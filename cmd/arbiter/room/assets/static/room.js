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
      if (v !== seen) { await load(); seen = v; document.body.dataset.loaded = "true"; }
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

document.addEventListener("DOMContentLoaded", () => {
  switch (document.body.dataset.page) {
    case "index": watch(() => {}); break;
  }
});
