// The shell every game's widget shares: layout, toolbar, panels, keyboard, focus, intents.
//
// Synced state (from Python, never written here): the `view`, `notice`, `fixed_layout`, `text` and
// `inspector` traits.
// Browser-only state: which element has focus, this view's id and intent counter.
// The page never decides what is legal: it draws `view.board` with the game's renderer and sends
// every click back as an intent `{kind, version, id, target, seat}` through `model.send`, where
// `version` is the `view.version` (the game's change count) the page was showing.
//
// This file mounts a view and wires its listeners; the parts are modules of their own: layout.js (the
// skeleton), draw.js (a view drawn), commands.js (clicks and commands), keys.js (the keyboard),
// connection.js (intents sent, and the watch for a kernel that never answers).
import { answered, send, takeMessage, watchKernel } from "./connection.js";
import { onClick } from "./commands.js";
import { draw } from "./draw.js";
import { rove, targetSelector } from "./focus.js";
import { onKey } from "./keys.js";
import { layout } from "./layout.js";

/**
 * @typedef {object} Renderer
 * @property {(root: HTMLElement, board: any, ctx: {view: any, layout: any, words: Record<string, string>, hints: boolean, seat: number|null, redraw: () => void, live: (name: string) => HTMLElement}) => void} render
 *   Draw `board` into the emptied `root`. `ctx.layout` is the game's fixed geometry and `ctx.words`
 *   every word the renderer may show (both sent once, in the widget's language); `ctx.redraw()`
 *   draws again after a browser-only change (a tab). Clickable elements carry `data-target` (see
 *   dom.clickable); an element may carry `data-seat` when a click belongs to a particular player's sheet.
 *   `ctx.live(name)` is the renderer's live region `name`: made once, a child of `root` that every
 *   redraw leaves in place (draw around it with before() and after(), never move it), its words set
 *   with dom.setLive. A live region made anew at each draw is read again at each draw, or not at all.
 */

/**
 * One rendered view of a widget: the state its functions share, handed to each of them.
 * @typedef {object} Shell
 * @property {any} model the anywidget model (traits in, intents out)
 * @property {HTMLElement} el the element the host gave this view
 * @property {Renderer} renderer the game's
 * @property {Record<string, string>} text Python's labels, in the widget's language (sent once)
 * @property {Record<string, HTMLElement>} ui the skeleton's parts (layout.js)
 * @property {string} viewId this view's id, the first part of each intent's id
 * @property {number} counter the intents this view sent: the second part
 * @property {Record<string, string>} drawn what each panel last drew, as JSON
 * @property {number} layoutDrawn fixed_layout's changes: a new one redraws the board
 * @property {number|null|undefined} shownSeat the seat the screen showed last (hot seat: another player after a move)
 * @property {string} boardStop the board target focused last: still the board's Tab stop after a redraw
 * @property {Map<string, HTMLElement>} live the renderer's live regions, kept in the board across redraws
 * @property {boolean} pending a draw is queued
 * @property {boolean} quiet no kernel answers: the controls are inert
 * @property {ReturnType<typeof setTimeout>|undefined} snapshot the watch for the kernel's first answer
 * @property {string} centredFor the board's width and drawn width when it was last scrolled to its middle
 */

/**
 * Build an anywidget module for one game.
 * @param {Renderer} renderer
 */
export function createWidget(renderer) {
  return {
    render({ model, el }) {
      return mount(model, el, renderer);
    },
  };
}

/** Render one view into `el`: its skeleton, its listeners, a first draw. Returns the cleanup. */
function mount(model, el, renderer) {
  const viewId = Math.random().toString(36).slice(2, 10);
  const text = model.get("text") || {};
  const ui = layout(el, text);
  /** @type {Shell} */
  const shell = { model, el, renderer, text, ui, viewId, counter: 0, drawn: {}, layoutDrawn: 0, shownSeat: undefined, boardStop: "", live: new Map(), pending: false, quiet: false, snapshot: undefined, centredFor: "" };
  watchKernel(shell);
  const cleanup = listen(shell);
  send(shell, "ready"); // a view that renders late or again asks for a fresh snapshot (first: a draw may fail)
  draw(shell);
  return () => {
    send(shell, "gone"); // the kernel's bots play on only while some view is live (a re-run cell's old view goes)
    cleanup();
  };
}

/**
 * Listen to the model's traits and messages and to the page's clicks, keys and focus. Keys are taken
 * at the window in the capture phase (keys.js says why). Returns what removes every listener again.
 * @param {Shell} shell
 */
function listen(shell) {
  const { model, ui } = shell;
  const schedule = () => scheduleDraw(shell);
  const newLayout = () => {
    shell.layoutDrawn++; // the board is drawn again over the new geometry
    schedule();
  };
  const traits = [
    ["msg:custom", (message) => takeMessage(shell, message)],
    ["change:view", () => answered(shell)],
    ["change:view", schedule],
    ["change:notice", schedule],
    ["change:fixed_layout", newLayout],
    ["change:inspector", schedule],
  ];
  const page = [
    [ui.root, "click", (event) => onClick(shell, event), false],
    [window, "keydown", (event) => onKey(shell, event), true],
    [ui.board, "focusin", (event) => onFocus(shell, event), false],
    // A closed tab or a reload runs no view's cleanup: say "gone" as the page goes, so that the bots wait
    // (a race's bots played on alone in the kernel), and "ready" if the browser brings the page back.
    [window, "pagehide", () => send(shell, "gone"), false],
    [window, "pageshow", (event) => event.persisted && send(shell, "ready"), false],
  ];
  for (const [name, handler] of traits) model.on(name, handler);
  for (const [target, type, handler, capture] of page) target.addEventListener(type, handler, capture);
  const resized = new ResizeObserver(() => centreBoard(shell)); // drawn, attached, or its column narrowed
  resized.observe(ui.board);
  return () => {
    resized.disconnect();
    clearTimeout(shell.snapshot);
    for (const [name, handler] of traits) model.off(name, handler);
    for (const [target, type, handler, capture] of page) target.removeEventListener(type, handler, capture);
  };
}

/** Draw at the end of this task: traits that change together (view and inspector, in one message) are drawn once. */
function scheduleDraw(shell) {
  if (shell.pending) return;
  shell.pending = true;
  queueMicrotask(() => {
    shell.pending = false;
    draw(shell);
  });
}

/**
 * A board drawn wider than its column (Connect the Thoughts' table below 1000 px, a sheet or a grid on
 * a phone) shows its middle, where the play is, not its left edge: when it is first drawn and when its
 * column's width changes. A change of its height alone (a redraw) keeps the player's own scroll.
 * @param {Shell} shell
 */
function centreBoard(shell) {
  const board = shell.ui.board;
  const widths = `${board.clientWidth} ${board.scrollWidth}`;
  if (widths === shell.centredFor) return;
  shell.centredFor = widths;
  board.scrollLeft = Math.max(0, board.scrollWidth - board.clientWidth) / 2;
}

/** Focus moved inside the board: the board's Tab stop follows the arrows, and is remembered across redraws. */
function onFocus(shell, event) {
  const target = event.target.closest?.("[data-target]");
  if (target) shell.boardStop = targetSelector(target);
  rove(shell.ui.board, event.target);
}
