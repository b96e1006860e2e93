// The inspector page's script. It reads the inputs from the page's address
// (its #fragment), asks the server for the analysis (POST /api/inspect),
// and renders the answer. It computes nothing about IRIs itself: every
// answer is the iri library's. Text from the inputs is only ever set as
// text (textContent), never as markup.
"use strict";

// Past this, the tables show their beginning and say so. (The server
// sends the first characters of a long input for the diagram and the
// orders, and says how many there are.)
const maxRows = 500;

const fields = ["iri", "base", "other", "pattern"];

// el makes an element: el("td", {class: "x"}, "text", child, ...).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

function fill(id, ...children) {
  const e = document.getElementById(id);
  e.replaceChildren(...children.flat(Infinity).filter((c) => c !== undefined && c !== null && c !== false));
  return e;
}

// iriText shows an IRI as §4.1 asks of HTML: in an element of its own,
// left to right.
function iriText(s, cls) {
  return el("bdi", { dir: "ltr", class: "iri " + (cls || "") }, s);
}

// The fragment: "#iri=…&base=…&other=…&pattern=…", each value encoded with
// encodeURIComponent. A hand-written one may leave an IRI's own "&" as it
// is: only "&" before a known name separates the fields.
function readFragment() {
  const out = { iri: "", base: "", other: "", pattern: "" };
  const frag = location.hash.replace(/^#/, "");
  if (frag === "") return out;
  if (!/^(iri|base|other|pattern)=/.test(frag)) {
    out.iri = decode(frag);
    return out;
  }
  for (const part of frag.split(/&(?=(?:iri|base|other|pattern)=)/)) {
    const eq = part.indexOf("=");
    out[part.slice(0, eq)] = decode(part.slice(eq + 1));
  }
  return out;
}

function decode(s) {
  try {
    return decodeURIComponent(s);
  } catch (e) {
    return s; // a "%" that does not start an escape: the text as it is
  }
}

function writeFragment(v) {
  const parts = fields.filter((f) => v[f] !== "").map((f) => f + "=" + encodeURIComponent(v[f]));
  history.replaceState(null, "", "#" + parts.join("&"));
}

function inputs() {
  const v = {};
  for (const f of fields) v[f] = document.getElementById(f).value;
  return v;
}

let asked = 0; // the number of the latest request: an older answer is dropped

async function analyse(v) {
  const n = ++asked;
  if (idle(v)) {
    fill("status");
    document.body.dataset.state = "ready";
    document.dispatchEvent(new CustomEvent("inspect:rendered", { detail: { status: 0 } }));
    return;
  }
  fill("status", "Analysing…");
  document.body.dataset.state = "loading";
  // The answer is the report, or, for a request the server refuses (an
  // input too long), {"error": "why"} with the status that says so.
  let reply, status = 0, failure = null;
  try {
    const resp = await fetch("api/inspect", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(v),
    });
    status = resp.status;
    reply = await resp.json();
    if (!resp.ok) failure = reply.error;
  } catch (e) {
    failure = "the inspector's server did not answer: " + e.message;
  }
  if (n !== asked) return;
  if (failure === null) {
    try {
      fill("status");
      render(reply);
      document.body.dataset.state = "ready";
    } catch (e) {
      failure = "the page could not show the answer: " + e.message;
    }
  }
  if (failure !== null) {
    fill("status", el("span", { class: "request-error" }, failure));
    document.body.dataset.state = "error";
  }
  document.dispatchEvent(new CustomEvent("inspect:rendered", { detail: { status } }));
}

let timer;
function changed() {
  const v = inputs();
  writeFragment(v);
  clearTimeout(timer);
  timer = setTimeout(() => analyse(v), 150);
}

function loadFragment() {
  const v = readFragment();
  for (const f of fields) document.getElementById(f).value = v[f];
  analyse(v);
}

// idle shows the examples instead of the analysis while every box is empty.
function idle(v) {
  const empty = fields.every((f) => v[f] === "");
  if (empty) document.body.dataset.idle = "";
  else delete document.body.dataset.idle;
  return empty;
}

document.addEventListener("DOMContentLoaded", () => {
  for (const f of fields) document.getElementById(f).addEventListener("input", changed);
  document.getElementById("inputs").addEventListener("submit", (e) => e.preventDefault());
  window.addEventListener("hashchange", loadFragment);
  loadFragment();
});

function render(r) {
  renderSummary(r);
  renderDiagram(r);
  renderComponents(r);
  renderViolations(r.violations, "violations", "The checker found nothing to report.", r.found);
  renderChars(r);
  renderForms(r);
  renderCompare(r.compare);
  renderBidi(r);
  renderResolve(r);
  renderWHATWG(r);
  renderPattern(r.pattern); // pattern.js
}

function badge(text, cls) {
  return el("span", { class: "badge " + (cls || "") }, text);
}

function renderSummary(r) {
  const items = [];
  if (r.valid) {
    items.push(badge(r.absolute ? "valid IRI" : "valid relative reference", "ok"));
    items.push(badge(r.isURI ? "a URI too (all ASCII)" : "not a URI (non-ASCII)"));
    items.push(badge("host: " + r.hostKind));
  } else {
    items.push(badge("not an IRI reference", "bad"));
  }
  items.push(r.conforms ? badge("breaks no MUST", "ok") : badge("breaks a MUST", "bad"));
  items.push(browserBadge(r.whatwg));
  for (const s of ["error", "warning", "info"]) {
    const n = r.severities[s];
    if (n) items.push(badge(n + " " + s + (n > 1 ? "s" : ""), "sev-" + s));
  }
  const parts = [el("p", { class: "badges" }, items)];
  if (r.error) {
    parts.push(el("p", { class: "parse-error" }, r.error.message, " ", el("span", { class: "ref" }, r.error.section)));
  }
  if (r.href) {
    const h = r.href;
    parts.push(el("p", { class: "href" },
      el("strong", {}, "As a Web Address "), el("span", { class: "ref" }, "3987bis §7.2"), ": ",
      h.error ? el("span", { class: "bad-text" }, h.error) : iriText(h.iri),
      h.repairs ? el("ul", { class: "repairs" }, h.repairs.map((x) => el("li", {}, x)),
        h.repaired > h.repairs.length ? el("li", { class: "cut" }, "… and " + (h.repaired - h.repairs.length) + " more repairs.") : null) : null));
  }
  fill("summary", parts);
}

// groupCells splits the cells into runs of one component, for the
// diagram: each run gets a label above it.
function groupCells(cells) {
  const groups = [];
  for (const c of cells) {
    const key = c.kind === "end" ? "end" : c.kind === "empty" ? "empty:" + c.component : c.component || "";
    const last = groups[groups.length - 1];
    if (last && last.key === key && c.kind !== "empty") last.cells.push(c);
    else groups.push({ key, cells: [c] });
  }
  return groups;
}

function renderDiagram(r) {
  const comps = Object.fromEntries(r.components.map((c) => [c.name, c]));
  const cells = r.cells;
  const first = new Set(); // violations already numbered
  const groups = groupCells(cells).map((g) => {
    const c0 = g.cells[0];
    let label = "";
    let cls = "group";
    if (c0.kind === "end") {
      label = "end " + c0.offset;
      cls += " g-end";
    } else if (c0.kind === "empty") {
      const c = comps[c0.component];
      label = c0.component + " (empty) " + c.start;
      cls += " g-empty c-" + c0.component;
    } else if (c0.component === "delimiter") {
      cls += " g-delim";
    } else if (c0.component) {
      const c = comps[c0.component];
      label = c0.component + (c.kind ? " · " + c.kind : "") + " · " + c.start + "–" + c.end;
      cls += " c-" + c0.component;
    }
    return el("div", { class: cls },
      el("div", { class: "label" }, label),
      el("div", { class: "cols" }, g.cells.map((c) => markedColumn(c, c.marks, r.violations, r.lanes, first))));
  });
  const shown = cells.filter((c) => !c.kind).length;
  const note = shown < r.characters ? el("p", { class: "note cut" }, "The diagram shows the first " + shown + " of the " + r.characters + " characters.") : null;
  fill("diagram", el("div", { class: "ruler" }, groups), note);
}

// byteSpan writes where a cell's character is in the input, in bytes: its
// offset, or for a character of several bytes the span from its first to
// past its last ("8–10" for "ü" at 8), as the components' spans are
// written. Every character is one box, whatever its length.
function byteSpan(c) {
  return c.length > 1 ? c.offset + "–" + (c.offset + c.length) : String(c.offset);
}

// markedColumn draws one cell of a diagram: its character, and under it
// a lane for each row of violations, filled where one of marks (indexes
// in vs) covers it, numbered where it starts.
function markedColumn(c, marks, vs, lanes, first) {
  let shown = c.glyph || c.text;
  let cls = "col";
  if (c.kind === "empty") { shown = "∅"; cls += " empty"; }
  if (c.kind === "end") { shown = "⊣"; cls += " end"; }
  if (c.invisible) cls += " invisible";
  if (c.rtl) cls += " rtl";
  else if (c.codePoint && !c.invisible) cls += " named"; // not ASCII: a look-alike, maybe
  const title = [(c.length > 1 ? "bytes " : "byte ") + byteSpan(c)];
  if (c.codePoint) title.push(c.codePoint + " " + c.name);
  if (c.component) title.push(c.component);
  const rows = [];
  for (let i = 0; i < lanes; i++) rows.push(el("span", { class: "lane" }, "\u00a0"));
  for (const n of marks || []) {
    const v = vs[n];
    const lane = rows[v.lane];
    lane.className = "lane sev-" + v.severity;
    lane.title = (n + 1) + ". " + v.code + ": " + v.message;
    if (!first.has(n)) {
      first.add(n);
      lane.textContent = String(n + 1);
    }
  }
  return el("div", { class: cls, title: title.join(" · "), dataset: { offset: c.offset, length: c.length || 0 } },
    el("span", { class: "ch" }, shown),
    el("span", { class: "band" }),
    rows);
}

function renderComponents(r) {
  if (!r.valid) {
    fill("components", el("caption", { class: "note" }, "No components: the input is not an IRI reference (RFC 3987 §2.2)."));
    return;
  }
  const rows = r.components.map((c) => {
    let status = "absent";
    if (c.present) status = c.start === c.end ? "empty" : "present";
    return el("tr", { class: "c-row " + status, dataset: { component: c.name } },
      el("th", {}, el("span", { class: "swatch c-" + c.name }), c.name),
      el("td", { class: "status" }, status),
      el("td", {}, c.present ? iriText(c.text) : "—"),
      el("td", { class: "num" }, c.present ? c.start + "–" + c.end : ""),
      el("td", {}, c.kind || ""));
  });
  fill("components",
    el("thead", {}, el("tr", {}, el("th", {}, "component"), el("th", {}, ""), el("th", {}, "text"), el("th", {}, "bytes"), el("th", {}, "host kind"))),
    el("tbody", {}, rows));
}

function charName(c) {
  return el("span", { class: "char-name" },
    el("span", { class: "glyph" + (c.invisible ? " invisible" : "") }, c.glyph || c.text), " ",
    el("code", {}, c.codePoint), " ", c.name);
}

function renderViolations(vs, id, none, found) {
  if (!vs || vs.length === 0) {
    fill(id, el("li", { class: "none" }, none));
    return;
  }
  const more = found > vs.length ? el("li", { class: "none cut" }, "… and " + (found - vs.length) + " more.") : null;
  fill(id, vs.map((v) => el("li", { class: "violation sev-" + v.severity, dataset: { code: v.code } },
    badge(v.severity, "sev-" + v.severity), " ",
    el("code", { class: "code" }, v.code), " ",
    el("span", { class: "message" }, v.message), " ",
    el("span", { class: "where" }, "byte " + v.offset + (v.length > 1 ? "–" + (v.offset + v.length) : "") + (v.component ? " in " + v.component : "")), " ",
    el("span", { class: "ref" }, v.section),
    v.chars ? el("ul", { class: "named" }, v.chars.map((c) => el("li", {}, charName(c), el("span", { class: "where" }, " at byte " + c.offset)))) : null)), more);
}

function renderChars(r) {
  const named = r.cells.filter((c) => c.codePoint);
  if (named.length === 0) {
    fill("chars", el("tbody", {}, el("tr", {}, el("td", { class: "none" }, "Printable ASCII only."))));
    return;
  }
  const flagged = (c) => (c.marks || []).map((n) => r.violations[n].code).join(", ");
  const rows = named.slice(0, maxRows).map((c) => el("tr", {},
    el("td", { class: "num" }, byteSpan(c)),
    el("td", {}, el("span", { class: "glyph" + (c.invisible ? " invisible" : "") }, c.glyph || c.text)),
    el("td", {}, el("code", {}, c.codePoint)),
    el("td", {}, c.name),
    el("td", {}, c.component || ""),
    el("td", {}, [c.invisible ? "invisible" : "", c.rtl ? "right-to-left" : ""].filter(Boolean).join(", ")),
    el("td", {}, flagged(c))));
  const more = named.length > maxRows ? el("caption", {}, "The first " + maxRows + " of " + named.length + " characters.") : null;
  fill("chars", more,
    el("thead", {}, el("tr", {}, ["bytes", "", "code point", "name", "component", "", "violations"].map((h) => el("th", {}, h)))),
    el("tbody", {}, rows));
}

function renderForms(r) {
  if (!r.forms) {
    fill("forms", el("p", { class: "note" }, "The forms need a valid IRI reference."));
    fill("ladder");
    return;
  }
  const f = r.forms;
  fill("forms",
    el("dt", {}, "URI ", el("span", { class: "ref" }, "RFC 3987 §3.1")), el("dd", { id: "form-uri" }, iriText(f.uri)),
    el("dt", {}, "URI with IDNA ", el("span", { class: "ref" }, "3987bis §3.4, UTS #46")),
    el("dd", { id: "form-idna" }, f.idnaError ? el("span", { class: "bad-text" }, f.idnaError) : iriText(f.uriWithIDNA)),
    el("dt", {}, "IRI for display ", el("span", { class: "ref" }, "3987bis §3.7")), el("dd", { id: "form-display" }, iriText(f.display),
      (f.displayKept || []).map((k) => el("div", { class: "note" }, k.ace + " is kept in ACE form, not shown as ", iriText(k.unicode), ", by " + keptRules(k) + ": " + k.reasons.join("; ")))));
  fill("ladder",
    el("thead", {}, el("tr", {}, el("th", {}, "rung"), el("th", {}, "normal form"))),
    el("tbody", {}, r.ladder.map((g) => el("tr", {},
      el("th", {}, g.name, " ", el("span", { class: "ref" }, g.section)),
      el("td", {}, edits(g.changes))))));
}

// edits shows an edit from one text into another (the server's diff): the
// text removed struck out, the text added underlined.
function edits(pieces) {
  return el("bdi", { dir: "ltr", class: "iri diff" }, pieces.map((p) =>
    p.edit === "removed" ? el("del", {}, p.text) : p.edit === "added" ? el("ins", {}, p.text) : p.text));
}

function renderCompare(c) {
  if (!c) {
    fill("compare", el("p", { class: "note" }, "Give a second IRI to compare the first with, rung by rung."));
    return;
  }
  if (!c.valid) {
    fill("compare", el("p", { class: "parse-error" }, "The second IRI: ", c.error.message));
    return;
  }
  if (!c.rungs) {
    fill("compare", el("p", { class: "note" }, "The comparison needs a valid first IRI."));
    return;
  }
  fill("compare",
    el("p", { id: "equivalence" }, c.equivalent
      ? ["Equivalent from the ", el("strong", {}, c.level), " rung up (iri.Comparer.EquivalenceLevel)."]
      : "Different on every rung, up to scheme-based with NFC."),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "rung"), el("th", {}, "first"), el("th", {}, "second"), el("th", {}, ""))),
      el("tbody", {}, c.rungs.map((g) => el("tr", { class: g.equal ? "equal" : "differ" },
        el("th", {}, g.name), el("td", {}, iriText(g.a)), el("td", {}, iriText(g.b)),
        el("td", {}, g.equal ? "equal" : "different"))))));
}

function order(o) {
  return el("div", { class: "order", dir: "ltr" },
    o.glyphs.map((g) => el("span", { class: "g c-" + g.component + (g.rtl ? " rtl" : "") + (g.glyph ? " invisible" : ""), title: "byte " + g.offset + " · " + g.component },
      el("span", { class: "ch" }, g.glyph || g.text), el("span", { class: "off" }, g.offset))));
}

// coloured writes the IRI as text, one span per component, for the browser
// to lay out with its own bidi algorithm.
function coloured(r) {
  const spans = [];
  for (const c of r.cells) {
    if (c.kind) continue;
    const last = spans[spans.length - 1];
    if (last && last.component === c.component) last.text += c.text;
    else spans.push({ component: c.component, text: c.text });
  }
  return spans.map((s) => el("span", { class: "c-" + s.component }, s.text));
}

function renderBidi(r) {
  const b = r.bidi;
  if (!b) {
    fill("bidi", el("p", { class: "note" }, "The bidi view needs a valid IRI reference."));
    return;
  }
  const parts = [];
  if (!b.rtl) parts.push(el("p", { class: "note" }, "No right-to-left characters: every order below is the logical order."));
  const shown = b.orders[0].glyphs.length;
  if (shown < r.characters) parts.push(el("p", { class: "note cut" }, "The orders show the first " + shown + " of the " + r.characters + " characters."));
  parts.push(el("div", { class: "orders" }, b.orders.map((o) => el("div", { class: "order-row" },
    el("h4", {}, o.name), order(o)))));
  parts.push(el("h4", {}, "As this browser lays it out"),
    el("dl", { class: "rendered" },
      el("dt", {}, "in a left-to-right element ", el("span", { class: "ref" }, "RFC 3987 §4.1")),
      el("dd", { id: "rendered-ltr" }, el("bdi", { dir: "ltr", class: "iri" }, coloured(r))),
      el("dt", {}, "in a right-to-left paragraph, not isolated"),
      el("dd", { dir: "rtl", id: "rendered-rtl" }, el("span", { class: "iri" }, coloured(r)))));
  parts.push(el("h4", {}, "Wrapped for plain text: the controls each form adds, and the text in a right-to-left paragraph"),
    el("dl", { class: "wrapped" }, b.wrapped.map((w) => [
      el("dt", {}, w.name, " ", el("span", { class: "ref" }, w.section)),
      el("dd", {},
        el("div", { class: "iri pieces" }, w.pieces.map((p) => p.name
          ? el("abbr", { class: "control", title: p.codePoint }, p.name)
          : el("bdi", { dir: "ltr" }, p.text))),
        el("div", { class: "iri in-rtl", dir: "rtl" }, w.pieces.map((p) => p.text).join("")))])));
  parts.push(el("h4", {}, "Findings of §4.2"), el("ol", { id: "bidi-findings" }));
  fill("bidi", parts);
  renderViolations(b.findings, "bidi-findings", "None: each component keeps to the rules of §4.2.");
}

function inspectLink(s) {
  return el("a", { href: "#iri=" + encodeURIComponent(s) }, "inspect it");
}

function renderResolve(r) {
  const x = r.resolve;
  if (!x) {
    fill("resolve", el("p", { class: "note" }, "Give a base to resolve the IRI reference against."));
    return;
  }
  if (!x.baseValid) {
    fill("resolve", el("p", { class: "parse-error" }, "The base: ", x.baseError.message));
    return;
  }
  if (!r.valid) {
    fill("resolve", el("p", { class: "note" }, "Resolution needs a valid reference."));
    return;
  }
  if (x.error) {
    fill("resolve", el("p", { class: "parse-error" }, x.error), el("dl", {}, browserTarget(r.whatwg)));
    return;
  }
  fill("resolve", el("dl", {},
    el("dt", {}, "target ", el("span", { class: "ref" }, "RFC 3986 §5.2, RFC 3987 §6.5")),
    el("dd", { id: "target" }, iriText(x.target), " ", inspectLink(x.target)),
    browserTarget(r.whatwg),
    el("dt", {}, "shortest reference back ", el("span", { class: "ref" }, "iri.IRI.Relativize")),
    el("dd", { id: "relative" }, x.relativizes
      ? [iriText(x.relative === "" ? "" : x.relative), x.relative === "" ? el("span", { class: "note" }, "(the empty reference)") : null,
        " ", x.roundTrip ? badge("resolves back to the target", "ok") : badge("does not resolve back", "bad")]
      : el("span", { class: "note" }, "none: no reference resolves to this target (its path has dot segments that resolution would remove)"))));
}

// browserBadge sums up the browser's reading for the summary.
function browserBadge(w) {
  if (w.baseFailure) return badge("a browser rejects the base", "bad");
  if (w.failure) return badge("a browser rejects it", "bad");
  if (w.versus.same) return badge("a browser reads it the same", "ok");
  return badge("a browser reads it differently", "differ");
}

// browserTarget is the reference as a browser resolves it against the
// base, for the resolution beside RFC 3986's target.
function browserTarget(w) {
  return [
    el("dt", {}, "a browser's target ", el("span", { class: "ref" }, "URL Standard §4.4")),
    el("dd", { id: "whatwg-target" }, w.href
      ? [iriText(w.href), " ", w.versus.same ? badge("the same, as a URI", "ok") : badge("not RFC 3986's target", "differ")]
      : el("span", { class: "bad-text" }, failureText(w)))];
}

function failureText(w) {
  if (w.baseFailure) return "the base is not a URL: " + w.baseFailure.name + " at byte " + w.baseFailure.offset + " of the base";
  return "the URL parser fails: " + w.failure.name + " at byte " + w.failure.offset;
}

// versusText says whether and how the two readings differ.
function versusText(w) {
  const v = w.versus;
  if (v.rfcError && !w.href) return "Neither reads it.";
  if (v.rfcError) return "RFC 3987 rejects it, a browser reads it: the href below is what a browser makes of it.";
  if (!w.href) return "RFC 3987 reads it, a browser does not.";
  if (v.same) return "The same: the href is RFC 3987's reading written as a URI, character for character.";
  return ["They differ, where marked below. ", v.equivalent
    ? ["For RFC 3987 they are the same resource from the ", el("strong", {}, v.level), " rung of the comparison ladder up (§5.3)."]
    : "For RFC 3987 they are different resources, on every rung of the comparison ladder (§5.3)."];
}

function renderWHATWG(r) {
  const w = r.whatwg;
  const v = w.versus;
  const rows = [
    el("dt", {}, "RFC 3987's reading, as a URI ", el("span", { class: "ref" }, r.resolve ? "RFC 3986 §5.2, RFC 3987 §3.1" : "RFC 3987 §3.1, 3987bis §3.4")),
    el("dd", { id: "whatwg-rfc" }, v.rfcError ? el("span", { class: "bad-text" }, v.rfcError) : iriText(v.rfc)),
    el("dt", {}, "a browser's href ", el("span", { class: "ref" }, "URL Standard §4.5")),
    el("dd", { id: "whatwg-href" }, w.href ? iriText(w.href) : el("span", { class: "bad-text" }, failureText(w))),
  ];
  if (w.href && !v.rfcError && !v.same) {
    rows.push(el("dt", {}, "from the one to the other"),
      el("dd", { id: "whatwg-changes" }, edits(v.changes)));
  }
  if (w.base) rows.push(el("dt", {}, "against the base URL"), el("dd", {}, iriText(w.base)));
  if (w.href) {
    rows.push(el("dt", {}, "as an IRI ", el("span", { class: "ref" }, "whatwg.URL.IRI")), el("dd", { id: "whatwg-iri" }, iriText(w.iri), " ", inspectLink(w.iri)),
      el("dt", {}, "for display ", el("span", { class: "ref" }, "3987bis §3.7, hosts: safe")),
      el("dd", { id: "whatwg-display" }, iriText(w.display),
        w.kept.length ? el("ul", { class: "kept" }, w.kept.map((k) => el("li", {},
          el("code", {}, k.ace), " stays in ACE form: it would read ", el("bdi", { class: "iri" }, k.unicode), " (by " + keptRules(k) + ": ", k.reasons.join("; "), ")"))) : null));
  }
  const parts = [el("p", { id: "whatwg-versus" }, versusText(w)), el("dl", { class: "readings" }, rows)];
  if (w.href) {
    parts.push(el("table", { id: "whatwg-attributes" },
      el("thead", {}, el("tr", {}, ["attribute", "a browser's", "RFC 3987's", ""].map((h) => el("th", {}, h)))),
      el("tbody", {}, w.attributes.map((a) => el("tr", { class: a.differs ? "differ" : "", dataset: { attribute: a.name } },
        el("th", {}, a.name),
        el("td", {}, a.text === "" ? el("span", { class: "note" }, "(empty)") : iriText(a.text)),
        el("td", {}, a.name === "origin" || v.rfcError ? "—" : a.rfc === "" ? el("span", { class: "note" }, "(empty)") : iriText(a.rfc)),
        el("td", {}, a.differs ? "differs" : ""))))));
  }
  fill("whatwg", parts);
  renderWHATWGErrors(r);
}

// renderWHATWGErrors draws the validation errors the URL parser met under
// the characters of the input, as the diagram above draws the checker's
// violations, and lists them.
function renderWHATWGErrors(r) {
  const w = r.whatwg;
  if (w.baseFailure) {
    fill("whatwg-diagram");
    fill("whatwg-errors", el("li", { class: "none" }, "The reference is not parsed: the base is not a URL."));
    return;
  }
  const first = new Set();
  const cols = r.cells.filter((c) => c.kind !== "empty").map((c) => markedColumn(c, c.whatwg, w.errors, w.lanes, first));
  fill("whatwg-diagram", el("div", { class: "ruler plain" }, el("div", { class: "group" }, el("div", { class: "cols" }, cols))));
  renderViolations(w.errors, "whatwg-errors", "None: the URL parser met no validation error.", w.found);
}

// keptRules names the rules that kept a label in ACE form as iri check's
// codes name them ("spoof/whole-script, spoof/top-domain").
function keptRules(k) {
  return (k.rules || []).map((r) => "spoof/" + r).join(", ");
}
