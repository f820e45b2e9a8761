// The searching bot's thinking: its top candidates marked on the board by rank, and a panel
// with one sentence per candidate and, once it has moved, why. Every word comes from Python
// (`view.thought`); the page only places the marks next to the targets Python names, on the
// thinking seat's own area or the shared table (a renderer marks a player's area `data-player`).
import { h, clear } from "./dom.js";

/** The thinking panel (hidden when the toggle is off or no bot is thinking). */
export function drawThought(node, thought, text) {
  clear(node);
  node.hidden = !thought;
  if (!thought) return;
  node.append(
    h("h4", { text: thought.title }),
    h("ol", { class: "cw-candidates" }, ...thought.candidates.map((c) => h("li", { value: String(c.rank), text: c.text }))),
  );
  if (thought.reason) node.append(h("p", { class: "cw-reason", text: thought.reason }));
}

/** A rank badge over each board element a candidate names (drawn after the board, cleared with it). */
export function markCandidates(board, thought) {
  if (!thought) return;
  const frame = board.getBoundingClientRect();
  for (const candidate of thought.candidates) {
    for (const target of candidate.targets) {
      const element = placeOf(board, target, thought.seat);
      if (!element) continue;
      // in the place's top-right quarter, inside it: the number or token drawn at its centre stays in sight
      const box = element.getBoundingClientRect();
      const left = box.left - frame.left + board.scrollLeft + box.width * 0.75;
      const top = box.top - frame.top + board.scrollTop + box.height * 0.25;
      board.append(
        h("span", {
          class: `cw-mark cw-mark-${candidate.rank}`,
          "aria-hidden": "true",
          "data-rank": String(candidate.rank),
          style: `left: ${left.toFixed(1)}px; top: ${top.toFixed(1)}px`,
          text: String(candidate.rank),
        }),
      );
    }
  }
}

/**
 * Where a candidate's target is drawn for the thinking seat: a click target (`data-target`) or a drawn
 * place that takes no click (`data-spot`, on a bot's sheet), on the shared table or inside that seat's
 * own area (`data-player`), never inside another player's: their sheet has the same targets.
 */
function placeOf(board, target, seat) {
  const name = CSS.escape(target);
  const places = board.querySelectorAll(`[data-target="${name}"], [data-spot="${name}"]`);
  return [...places].find((place) => {
    const area = place.closest("[data-player]");
    return !area || area.dataset.player === String(seat);
  });
}
