// Tiny DOM helpers. Text always goes in through textContent, never as HTML: player names and
// every message reach the page as text.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * Create an HTML element.
 * @param {string} tag
 * @param {Record<string, any>} [attrs] attributes; `text` sets textContent, `class` the class
 * @param {...(Node|string|null|undefined|false)} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/**
 * Create an SVG element (same conventions as `h`).
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Node|string|null|undefined|false)} children
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

function fill(node, attrs, children) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") node.textContent = String(value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/**
 * Attributes that make an element a keyboard-operable click target for the shell.
 * @param {string} target the id sent back to Python
 * @param {string} label what a screen reader says
 * @param {Record<string, any>} [extra]
 */
export function clickable(target, label, extra = {}) {
  return { "data-target": target, role: "button", tabindex: "0", "aria-label": label, ...extra };
}

/**
 * The click helpers of a board drawn for `board.seat`, whose legal targets Python listed in
 * `board.legal_targets`: `me(target, label)` makes a click target for that seat's sheet, and
 * `mark(target)` is the class " cw-legal" for a legal target (else "").
 * @param {{seat?: number|null, legal_targets?: string[]}} board
 */
export function boardTargets(board) {
  const legal = new Set(board.legal_targets || []);
  const seat = board.seat === null || board.seat === undefined ? {} : { "data-seat": board.seat };
  return {
    me: (target, label) => clickable(target, label, seat),
    mark: (target) => (legal.has(target) ? " cw-legal" : ""),
  };
}

/**
 * Remove every child of `node`, but those in `keep`.
 * @param {Node} node
 * @param {Set<Node>} [keep]
 */
export function clear(node, keep) {
  for (const child of [...node.childNodes]) if (!keep?.has(child)) child.remove();
}

/** Set `node`'s text only when it changed: in a live region, the same words set again may be read again. */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * Put `child` (or nothing) in the live region `node`, only when its words differ from what the region
 * says now: a screen reader reads a live region's new words, and may read the same ones set again.
 * @param {Element} node
 * @param {Element|null} child
 */
export function setLive(node, child) {
  if (node.textContent === (child?.textContent ?? "")) return;
  node.replaceChildren(...(child ? [child] : []));
}

/**
 * A sentence from Python's words with its `{fields}` filled in (the page has no words of its own).
 * @param {string} template one of `ctx.words` (or the table's `text`)
 * @param {Record<string, any>} [values]
 */
export function say(template, values = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ""));
}

/** @type {Set<string>} the names that mean the viewer ("you"), as Python's layout sends them */
const youNames = new Set();

/** Learn the names that mean the viewer from the layout (`fixed_layout.you_names`). */
export function learnYouNames(names) {
  for (const name of names || []) youNames.add(name);
}

const CONDITIONS = {
  you: (value) => typeof value === "string" && youNames.has(value.trim().toLowerCase()),
  one: (value) => Math.abs(Number(value)) === 1,
};

/**
 * Sentence `key` of `words` in the variant its values ask for, filled in: the same rule as Python's
 * `core/words.py` (`"row/you:name"` when the name is "You" or "Vous", `"cards/one:n"` when n is 1).
 * @param {Record<string, string>} words
 * @param {string} key
 * @param {Record<string, any>} [values]
 */
export function word(words, key, values = {}) {
  let best = words[key];
  let most = 0;
  for (const name of Object.keys(words)) {
    if (!name.startsWith(`${key}/`)) continue;
    const conditions = name.split("/").slice(1).map((part) => part.split(":"));
    if (conditions.length > most && conditions.every(([test, field]) => CONDITIONS[test]?.(values[field]))) {
      best = words[name];
      most = conditions.length;
    }
  }
  return say(best, values);
}
