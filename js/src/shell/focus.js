// Focus: kept across repaints, and moved by the arrow keys to the nearest target in that direction.

/** A selector for the focused element of `el` (a target or a command), to focus it again after a repaint. */
export function focusKey(el) {
  const active = el.ownerDocument.activeElement;
  if (!active || !el.contains(active)) return null;
  return active.dataset.target ? `[data-target="${CSS.escape(active.dataset.target)}"]` : active.dataset.command ? `[data-command="${active.dataset.command}"]` : null;
}

export function restoreFocus(el, key) {
  if (key) el.querySelector(key)?.focus();
}

const DIRECTIONS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * Move focus from `current` to the nearest target of `board` in the direction of `key`, as a
 * player's eye goes: among the targets whose centre lies that way, the one closest along the
 * arrow, with sideways distance counting double (so ArrowDown goes down the column, not across).
 * Nothing that way: focus stays.
 */
export function moveFocus(board, current, key) {
  const [dx, dy] = DIRECTIONS[key];
  const from = centre(current);
  let best = null;
  let bestScore = Infinity;
  for (const target of board.querySelectorAll("[data-target]")) {
    if (target === current) continue;
    const to = centre(target);
    const along = (to.x - from.x) * dx + (to.y - from.y) * dy;
    if (along <= 1) continue; // not that way (or level with it)
    const across = Math.abs((to.x - from.x) * dy) + Math.abs((to.y - from.y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [target, score];
  }
  best?.focus();
}

function centre(element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}
