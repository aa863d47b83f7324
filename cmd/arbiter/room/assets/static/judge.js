// The judging page: the players type the board and the words of the
// challenged play; the server judges and records the challenge and
// answers one verdict for the whole play, shown in large type until the
// screen clears itself. It uses the helpers of room.js ($, post).
"use strict";

// shownFor is how long a verdict stays on the screen, in milliseconds.
const shownFor = 6000;

let clearing = null;

// clearScreen hides the verdict and empties the form for the next
// challenge.
function clearScreen() {
  clearTimeout(clearing);
  $("verdict").hidden = true;
  $("verdict").className = "judge-verdict";
  $("judging").hidden = false;
  for (const id of ["board", "words"]) {
    $(id).value = "";
    $(id).removeAttribute("aria-invalid");
    $(id + "-error").textContent = "";
  }
  $("board").focus();
}

// refuse shows the refusal under the field at fault (the words' when it
// names none) and puts the cursor there.
function refuse(error) {
  const field = error.field === "board" ? "board" : "words";
  $(field + "-error").textContent = error.message || "?";
  $(field).setAttribute("aria-invalid", "true");
  $(field).focus();
}

// judge sends the challenge and shows the verdict, or the refusal.
async function judge() {
  for (const id of ["board", "words"]) {
    $(id).removeAttribute("aria-invalid");
    $(id + "-error").textContent = "";
  }
  let r;
  try {
    r = await post("/api/judge", { board: parseInt($("board").value, 10) || 0, words: $("words").value });
  } catch (e) {
    r = { ok: false, body: { error: { message: document.querySelector('meta[name="offline"]').content } } };
  }
  if (!r.ok) {
    refuse(r.body.error || {});
    return;
  }
  const v = r.body;
  $("verdict-text").textContent = v.text;
  $("verdict-detail").textContent = v.detail;
  $("verdict-judged").textContent = v.judged;
  $("verdict").className = "judge-verdict " + v.kind;
  $("judging").hidden = true;
  $("verdict").hidden = false;
  clearing = setTimeout(clearScreen, shownFor);
}

$("judge").addEventListener("click", judge);
$("board").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); $("words").focus(); } });
$("words").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); judge(); } });
// A tap on the verdict clears it at once.
$("verdict").addEventListener("click", clearScreen);
clearScreen();
document.body.dataset.ready = "true";
