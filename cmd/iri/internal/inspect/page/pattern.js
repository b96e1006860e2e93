// The inspector page's URL pattern section: whether the URL matches the
// page's pattern (URL Pattern Standard) and the groups it captured, or
// why the pattern does not compile. It uses el, fill, badge and iriText
// of inspect.js, whose render calls renderPattern; like it, it computes
// nothing and sets the inputs' text only as text.
"use strict";

function renderPattern(m) {
  if (!m) {
    fill("pattern-match", el("p", { class: "note" },
      "Give a URL pattern to match the URL against, as a router or a service worker does: ",
      el("code", {}, "https://*.example.org/books/:id"), ", or ", el("code", {}, "/books/:id"), " with a base."));
    return;
  }
  if (m.error) {
    fill("pattern-match", el("p", { id: "pattern-error", class: "parse-error" }, "The pattern does not compile: ", m.error.message));
    return;
  }
  const verdict = m.notURL
    ? badge("no match: a browser does not read it as a URL", "bad")
    : m.match ? badge("the URL matches the pattern", "ok") : badge("the URL does not match the pattern", "differ");
  const parts = [el("p", { id: "pattern-verdict", class: "badges" }, verdict)];
  if (m.match) {
    const rows = m.groups.flatMap((c) => c.groups.map((g) => el("tr", { dataset: { group: c.name + "." + g.name } },
      el("th", {}, c.name), el("td", {}, el("code", {}, g.name)),
      el("td", {}, !g.matched ? el("span", { class: "note" }, "(no part in the match: undefined)")
        : g.value === "" ? el("span", { class: "note" }, "(empty)") : iriText(g.value)))));
    parts.push(rows.length
      ? el("table", { id: "pattern-groups" },
        el("thead", {}, el("tr", {}, ["component", "group", "value"].map((h) => el("th", {}, h)))), el("tbody", {}, rows))
      : el("p", { id: "pattern-groups", class: "note" }, "The pattern has no groups but the components it leaves to *."));
  }
  parts.push(el("h3", {}, "The pattern, component by component"),
    el("table", { id: "pattern-components" }, el("tbody", {}, m.components.map((c) => el("tr", {},
      el("th", {}, c.name), el("td", {}, c.pattern === "" ? el("span", { class: "note" }, "(empty: only the empty component)") : el("code", {}, c.pattern)))))));
  fill("pattern-match", parts);
}
