// Connnect: the shared table (dice card, Connect-5 shape cards, score card stack, objective cards)
// above one player sheet drawn like paper, with a tab per player (hot-seat: several humans).
//
// The printed sheet and cards come once in `ctx.layout` (drawing.layout: spaces, circles, lines,
// bonus boxes, shapes, tracks, objective cards), and every word once in `ctx.words` (the `page.`
// words of connnect/words.py, in the widget's language); `board` (drawing.board) carries only
// what changes: `board.sheet` is the sheet of the seat the shell shows, `board.others[k].sheet`
// every other sheet with that player's own prompt, buttons and pickers. Clicks on a sheet carry
// `data-seat` (the sheet's player); the sheets of seats not in `view.humans` (bots) are drawn but not clickable. Which tab is open is
// browser-only state, kept on the root element (`data-tab`, for the seat in `data-tab-for`); it
// follows the acting seat when that changes. Legality, verdicts and every message come from Python.
import { createWidget } from "../shell/index.js";
import { h, clickable, say } from "../shell/dom.js";
import { drawButtons } from "../shell/panels.js";
import "./connnect.css";
import { sheetSvg } from "./connnect/sheet.js";
import { table } from "./connnect/table.js";

export default createWidget({ render });

function render(root, board, ctx) {
  const L = ctx.layout;
  const W = ctx.words;
  if (!L || !L.cells) return;
  const players = (ctx.view && ctx.view.players) || [];
  const human = (p) => ((ctx.view && ctx.view.humans) || []).includes(p); // Python says whose clicks this screen takes
  const entry = (e) => ({ ...e, name: L.players[e.player].name, colour: L.players[e.player].colour, total: e.sheet.score[e.sheet.score.length - 1], status: e.sheet.status });
  const entries = [{ player: board.player, sheet: board.sheet, pickers: board.pickers, main: true }, ...board.others].map(entry).sort((a, b) => a.player - b.player);
  if (root.dataset.tabFor !== String(board.player) || !entries.some((e) => String(e.player) === root.dataset.tab)) {
    root.dataset.tab = String(board.player);
    root.dataset.tabFor = String(board.player);
  }
  const shown = entries.find((e) => String(e.player) === root.dataset.tab);
  const wrap = h("div", { class: "cn" });
  wrap.append(table(board.table, L, W));
  if (entries.length > 1) wrap.append(tabs(root, board, ctx, entries, shown, players));
  const seat = human(shown.player) ? shown.player : null;
  // A bot's sheet takes no clicks; its places keep their names (`data-spot`) for the search's marks,
  // and are pictures with their words (an aria-label needs a role: a plain <g> may not carry one).
  const me = (target, label) => (seat === null ? { role: "img", "aria-label": label, "data-spot": target } : clickable(target, label, { "data-seat": seat }));
  // Escape anywhere on a human's sheet cancels that player's selection only (the shell sends the seat).
  // `data-player`: whose sheet this is, so that a bot's marks never land on another player's sheet.
  const sheet = { class: "cn-panel", role: "tabpanel", style: `--cn-ink: ${shown.colour}`, "data-player": shown.player };
  const panel = h("div", { ...sheet, ...(seat === null ? {} : { "data-seat": seat }) });
  if (!shown.main && shown.prompt) panel.append(h("p", { class: "cn-prompt", text: shown.prompt }));
  const last = board.last_move && board.last_move.player === shown.player ? board.last_move.cells : [];
  panel.append(sheetSvg(shown, board.table.tracker, me, last, L, W));
  const pickers = shown.pickers || [];
  if (pickers.length && seat !== null) {
    const bar = h("div", { class: "cn-pickers", role: "group", "aria-label": W.pickers }, h("span", { text: W.pick }));
    for (const p of pickers) bar.append(h("button", { type: "button", class: "cw-button cn-pick", "data-target": p.target, "data-seat": seat, text: p.label }));
    panel.append(bar);
  }
  if (!shown.main && seat !== null && shown.buttons && shown.buttons.length) {
    const bar = h("div", { class: "cw-actions" });
    drawButtons(bar, shown.buttons, seat); // the buttons of the sheet shown, for its seat
    panel.append(bar);
  }
  wrap.append(panel);
  root.append(wrap);
}

/** One tab per player: name, score and status; a click opens that sheet (browser-only state). */
function tabs(root, board, ctx, entries, shown, players) {
  const W = ctx.words;
  const bar = h("div", { class: "cn-tabs", role: "tablist", "aria-label": W.sheets });
  for (const e of entries) {
    const status = board.table.phase === "over" ? W.final : W[`status_${e.status}`];
    const bot = players[e.player] && players[e.player].bot ? W.bot_suffix : "";
    const tab = h("button", {
      type: "button",
      role: "tab",
      class: "cn-tab",
      "aria-selected": String(e === shown),
      tabindex: e === shown ? "0" : "-1", // one Tab stop for the tablist; the arrows move between its tabs
      style: `--cn-ink: ${e.colour}`,
      text: say(W.tab, { name: e.name, total: e.total, status, bot }),
    });
    tab.addEventListener("click", () => {
      root.dataset.tab = String(e.player);
      root.dataset.tabFor = String(board.player);
      ctx.redraw(); // the same view with another sheet open (and the search's marks on it again)
      root.querySelector('.cn-tab[aria-selected="true"]')?.focus();
    });
    bar.append(tab);
  }
  // The tabs pattern of WAI-ARIA (Left and Right, Home, End move along the tabs; Enter opens one) is
  // the shell's, for any role="tablist" (focus.js, moveAlongTabs).
  return bar;
}
