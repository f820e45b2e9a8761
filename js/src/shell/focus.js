// Focus: kept across repaints, and moved by the arrow keys to the nearest target in that direction.

// The parts of the widget's layout (index.js) a focused control belongs to. A repaint replaces the
// controls inside them, never the parts themselves, so a part is where a control is looked for again.
const REGIONS = ".cw-board, .cw-actions, .cw-notice-slot, .cw-play-from, .cw-log, .cw-lines, .cw-toolbar, .cw-inspector, .cw-thought, .cw-result, .cw-score-panel, .cw-rule, .cw-root";
// The attributes that tell one control from another of its kind (a target, a command and what it acts on).
const IDS = ["data-target", "data-seat", "data-command", "data-line", "data-step"];
const FOCUSABLE = "button, [tabindex], a[href], input, select, textarea, summary";

/**
 * Where focus is inside `el`, to focus the same control again after a repaint (null: not inside):
 * its part of the layout, a selector for its kind within that part (tag, identifying attributes;
 * role and first class for a control with no target or command, like a renderer's tab), and its
 * index among the part's matches (which of several alike, e.g. tabs).
 */
export function focusKey(el) {
  const active = el.getRootNode().activeElement;
  if (!active || active === el || !el.contains(active)) return null;
  const region = active.parentElement.closest(REGIONS) || el; // the parent: the log is itself focusable
  let selector = active.tagName.toLowerCase();
  for (const name of IDS) if (active.hasAttribute(name)) selector += `[${name}="${CSS.escape(active.getAttribute(name))}"]`;
  if (!active.dataset.target && !active.dataset.command) {
    const role = active.getAttribute("role");
    const kind = (active.getAttribute("class") || "").trim().split(/\s+/)[0]; // the first class: not a state
    if (role) selector += `[role="${CSS.escape(role)}"]`;
    if (kind) selector += `.${CSS.escape(kind)}`;
  }
  const index = [...region.querySelectorAll(selector)].indexOf(active);
  // Where it was, and whose sheet it was on: if it goes (a picker closed, a card laid), the nearest
  // control of the same player's sheet takes focus, not the first of the board (another player's tab).
  const seat = active.closest("[data-seat]")?.dataset.seat;
  return { region, selector, index, at: centre(active), seat };
}

/**
 * Focus the control `key` names again if it still exists (of several alike, the same one, or the
 * last left); else the control of its part nearest to where it was (of the same player's sheet, if
 * it was on one); else the board's nearest; else the board itself (focusable by script only). Never
 * the page's body. Focus still inside `el`: left alone.
 *
 * A move's button never hands focus to another move's button, and none keeps it when the screen
 * passes to another player (`handedOver`, hot seat): one more Enter would play a move nobody chose
 * (ring the bell after "Put it back", end the next player's turn with their "Done", show their hand).
 * Focus goes to the board itself instead, whose name is read, and Tab reaches its targets.
 */
export function restoreFocus(el, key, handedOver = false) {
  if (!key) return;
  const board = el.querySelector(".cw-board");
  const move = key.region.matches(".cw-actions, .cw-play-from"); // a game button: it plays, or plays on
  if (handedOver && move && board) {
    focus(board);
    return;
  }
  const active = el.getRootNode().activeElement;
  // A button disabled while focused (Undo pressed until nothing is left) keeps focus only until the
  // browser moves it to the page's body: it is lost already, so it is given back as a lost one is.
  if (el.contains(active) && !active.disabled) return;
  const matches = key.region.querySelectorAll(key.selector);
  if (focus(matches[Math.min(key.index, matches.length - 1)])) return;
  if (move) {
    if (!(board && focus(board))) nearest(el, key); // never a board target: every one of them is a move
    return;
  }
  if (key.region.matches(".cw-log")) {
    // a move of the log scrolled away (the log keeps the last moves): the nearest one, or the list
    if (!nearest(key.region, key, true)) focus(key.region);
    return; // never the board, where one more Enter would play
  }
  if (nearest(key.region, key)) return;
  if (board && !nearest(board, key)) focus(board);
}

/** Focus `element`; true when it took focus (a disabled or hidden one does not; one disabled while
 * focused still reads as focused until the browser moves focus to the body, so it is asked first). */
function focus(element) {
  if (!element || element.disabled) return false;
  element.focus();
  return element.getRootNode().activeElement === element;
}

/**
 * Focus the control of `region` nearest to `key.at`, among those of `key.seat`'s sheet if any;
 * `roving`: out of the Tab order too (the log's moves, which the arrows reach).
 */
function nearest(region, key, roving = false) {
  // A board target out of the Tab order (rove) is still a control: the arrows reach it.
  const controls = [...region.querySelectorAll(FOCUSABLE)].filter((control) => roving || control.tabIndex >= 0 || control.dataset.target);
  const own = controls.filter((control) => control.closest("[data-seat]")?.dataset.seat === key.seat);
  const away = (control) => {
    const to = centre(control);
    return Math.hypot(to.x - key.at.x, to.y - key.at.y);
  };
  const ranked = (key.seat !== undefined && own.length ? own : controls).map((control) => [away(control), control]);
  for (const [, control] of ranked.sort((a, b) => a[0] - b[0])) if (focus(control)) return true;
  return false;
}

/**
 * One Tab stop for the board's targets (the grid pattern of WAI-ARIA): Tab goes past the board in
 * one step instead of one per dot or cell, and the arrow keys move among
 * them (moveFocus). The stop is `current` (the target focused, or focused last and drawn again), else
 * the first lit as legal, else the first. Buttons keep their own Tab stops: they are few, and named.
 */
export function rove(board, current) {
  const targets = [...board.querySelectorAll("[data-target]")].filter((target) => target.tagName !== "BUTTON");
  const own = current?.closest?.("[data-target]");
  const stop = (own && targets.includes(own) && own) || targets.find((target) => target.matches(".cw-legal") || target.querySelector(".cw-legal")) || targets[0];
  for (const target of targets) target.tabIndex = target === stop ? 0 : -1;
}

/** A selector for the board target `target` (what it acts on, and for whom): the same one after a redraw. */
export function targetSelector(target) {
  let selector = `[data-target="${CSS.escape(target.dataset.target)}"]`;
  if (target.dataset.seat !== undefined) selector += `[data-seat="${CSS.escape(target.dataset.seat)}"]`;
  return selector;
}

const DIRECTIONS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * Move focus from `current` to the nearest target of `board` in the direction of `key`, as a
 * player's eye goes: among the targets whose centre lies that way, those in line with it (their
 * boxes overlap across the arrow: the same row for Left and Right, the same column for Up and Down)
 * come first, however far, so the arrows walk a row whose middle holds no target (Connect the
 * Thoughts' row, between its two ends) instead of leaving it. Within each kind, the one closest
 * along the arrow, with sideways distance counting double. Nothing that way: focus stays.
 */
export function moveFocus(board, current, key) {
  const [dx, dy] = DIRECTIONS[key];
  const from = current.getBoundingClientRect();
  const at = middle(from);
  let best = null;
  let bestScore = [Infinity, Infinity];
  for (const target of board.querySelectorAll("[data-target]")) {
    if (target === current) continue;
    const box = target.getBoundingClientRect();
    const to = middle(box);
    const along = (to.x - at.x) * dx + (to.y - at.y) * dy;
    if (along <= 1) continue; // not that way (or level with it)
    const across = Math.abs((to.x - at.x) * dy) + Math.abs((to.y - at.y) * dx);
    const score = [inLine(from, box, dx) ? 0 : 1, along + 2 * across];
    if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) [best, bestScore] = [target, score];
  }
  best?.focus();
}

/** Whether boxes `a` and `b` overlap across an arrow along x (`dx` not 0) or along y. */
function inLine(a, b, dx) {
  return dx ? a.top < b.bottom && b.top < a.bottom : a.left < b.right && b.left < a.right;
}

function centre(element) {
  return middle(element.getBoundingClientRect());
}

function middle(box) {
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * The WAI-ARIA tabs pattern, for any `role="tablist"` a renderer draws: Left and Right (wrapping),
 * Home and End move focus along its tabs; Enter (a tab is a button) opens one. True if `key` moved it.
 * @param {Element} tab the focused `role="tab"`
 * @param {string} key
 */
export function moveAlongTabs(tab, key) {
  const all = [...(tab.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? [])];
  const at = all.indexOf(tab);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[key];
  if (at < 0 || to === undefined) return false;
  all[(to + all.length) % all.length].focus();
  return true;
}

/**
 * The move log as one Tab stop (the list, which scrolls): Up and Down move along its moves, Home and
 * End go to the first and the last (from the list itself, Up or Down goes to the last move). Each
 * move is a button (Enter offers to play on from there). True if `key` moved focus.
 */
export function moveAlongLog(log, pressed, key) {
  const moves = [...log.querySelectorAll(".cw-log-move")];
  const at = moves.indexOf(pressed); // -1: the list itself
  const last = moves.length - 1;
  const to = { ArrowUp: at < 0 ? last : at - 1, ArrowDown: at < 0 ? last : at + 1, Home: 0, End: last }[key];
  if (to === undefined || last < 0) return false;
  moves[Math.max(0, Math.min(last, to))].focus();
  return true;
}

/**
 * Home and End on the board: its first and its last target that takes focus as the board reads, row
 * by row from the top left (a board's drawing order is its own: Connect5's last dot drawn is mid-board).
 * True if `key` moved focus.
 */
export function moveToBoardEnd(board, key) {
  const targets = [...board.querySelectorAll("[data-target]")].filter((target) => !target.disabled);
  const place = new Map(targets.map((target) => [target, centre(target)]));
  targets.sort((a, b) => place.get(a).y - place.get(b).y); // top to bottom, then into rows
  const row = new Map();
  let rows = 0;
  targets.forEach((target, i) => {
    const above = targets[i - 1];
    if (above && place.get(target).y - place.get(above).y > ROW_SLACK) rows++; // a gap starts a new row
    row.set(target, rows);
  });
  targets.sort((a, b) => row.get(a) - row.get(b) || place.get(a).x - place.get(b).x);
  const to = { Home: targets[0], End: targets[targets.length - 1] }[key];
  return focus(to);
}

const ROW_SLACK = 8; // px: centres this close in height are one row (a hexagonal board's dots are not level)
