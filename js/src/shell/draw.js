// Drawing a view: the header, the board (through the game's renderer), the panels and the toolbar,
// each painted again only when what it shows changed; focus is kept across the repaint.
import { h, clear, learnYouNames, say, setText } from "./dom.js";
import { drawButtons, drawInspector, drawLines, drawLog, drawNotice, drawPlayers, drawResult, drawRule, drawSaid, drawScores } from "./panels.js";
import { drawThought, markCandidates } from "./thought.js";
import { restoreFocus, focusKey, rove } from "./focus.js";
import { dropQuestion } from "./commands.js";
import { drawToolbar } from "./layout.js";

/**
 * Draw the synced `view` (and `notice`, `inspector`) into the widget, keeping focus where it was.
 * @param {import("./index.js").Shell} shell
 */
export function draw(shell) {
  const { model, el, ui } = shell;
  const view = model.get("view");
  if (!view || !view.board) return;
  const started = performance.now();
  if (ui.confirm.firstChild && ui.confirm.dataset.shown !== String(view.shown)) dropQuestion(ui); // it asked about another game
  const focused = focusKey(el);
  const handedOver = shell.shownSeat !== undefined && view.seat !== shell.shownSeat; // hot seat: the screen is another player's
  shell.shownSeat = view.seat;
  drawHeader(ui, view);
  drawBoard(shell, view);
  const notice = drawPanels(shell, view);
  restoreFocus(el, focused, handedOver);
  const active = el.getRootNode().activeElement;
  rove(ui.board, ui.board.contains(active) ? active : shell.boardStop && ui.board.querySelector(shell.boardStop));
  ui.root.dataset.seq = String(view.seq);
  ui.root.dataset.notice = notice ? notice.reply_to : ""; // a refusal answers without a new view
  ui.root.dataset.renderMs = (performance.now() - started).toFixed(2);
}

/** The title, the status and the prompt, and the moves made since yours. */
function drawHeader(ui, view) {
  setText(ui.title, view.title);
  setText(ui.status, view.status); // a live region: the same words set again may be read again
  setText(ui.prompt, view.prompt);
  drawSaid(ui.said, view.said || []);
}

/** The board, by the game's renderer, and the search's candidate marks over it. */
function drawBoard(shell, view) {
  const { ui, model, renderer } = shell;
  const layout = model.get("fixed_layout") || {};
  learnYouNames(layout.you_names);
  // The board too is drawn again only when it changed: a search's progress (five times a second
  // with Thinking on) moves only the marks, and a redrawn board would be announced afresh.
  panel(shell, "board", ui.board, [view.board, view.hints, view.seat, view.players, view.humans, shell.layoutDrawn], () => {
    clear(ui.board, new Set(shell.live.values()));
    const redraw = () => {
      delete shell.drawn.board; // a browser-only change (a tab): the same view, drawn again
      draw(shell);
    };
    const live = (name) => liveRegion(shell, name);
    const context = { view, layout, words: layout.words || {}, hints: view.hints, seat: view.seat, redraw, live };
    renderer.render(ui.board, view.board, context);
  });
  for (const mark of ui.board.querySelectorAll(".cw-mark")) mark.remove();
  markCandidates(ui.board, view.thought);
}

/** The renderer's live region `name`: made once, kept in the board across redraws. */
function liveRegion(shell, name) {
  const { live, ui } = shell;
  if (!live.has(name)) live.set(name, ui.board.appendChild(h("div", { class: "cw-live", "data-live": name, role: "status", "aria-live": "polite" })));
  return live.get(name);
}

/**
 * Every panel beside the board, and the toolbar. Panels are rebuilt only when what they show changed
 * (a selection click changes the board only). Returns the notice shown (null: none).
 */
function drawPanels(shell, view) {
  const { ui, model, text } = shell;
  panel(shell, "players", ui.players, [view.players], () => drawPlayers(ui.players, view, text));
  panel(shell, "result", ui.result, [view.result], () => drawResult(ui.result, view.result, text));
  panel(shell, "buttons", ui.buttons, [view.buttons], () => drawButtons(ui.buttons, view.buttons));
  panel(shell, "scores", ui.scores, [view.scores, view.players], () => drawScores(ui.scores, view, text));
  panel(shell, "rule", ui.rule, [view.rule], () => drawRule(ui.rule, view.rule, text));
  panel(shell, "log", ui.log, [view.log], () => {
    drawLog(ui.log, view.log, text);
    clear(ui.playFrom); // an offer made on the old log goes with it
  });
  panel(shell, "lines", ui.lines, [view.lines], () => drawLines(ui.lines, view.lines, text));
  const notice = model.get("notice")?.text ? model.get("notice") : null;
  panel(shell, "notice", ui.notice, [notice], () => drawNotice(ui.notice, notice, text));
  panel(shell, "thought", ui.thought, [view.thought], () => drawThought(ui.thought, view.thought, text));
  drawToolbar(ui, view, text);
  const inspector = model.get("inspector") || {};
  panel(shell, "inspector", ui.inspector, [inspector, view.inspector_open], () => drawInspector(ui.inspector, inspector, view.inspector_open, text));
  return notice;
}

/**
 * Paint the panel `name` (in `node`) when its `inputs` changed since it was painted last. One that
 * fails says so in its place (the error goes to the console) and the others are still drawn; it is
 * painted again at the next draw.
 */
function panel(shell, name, node, inputs, paint) {
  const key = JSON.stringify(inputs);
  if (shell.drawn[name] === key) return;
  try {
    paint();
    shell.drawn[name] = key; // only once painted
  } catch (error) {
    clear(node, new Set(shell.live.values())); // no half-drawn, stale position
    const tag = node.tagName === "UL" || node.tagName === "OL" ? "li" : "p";
    node.append(h(tag, { class: "cw-failed", role: "alert", text: say(shell.text.panel_failed, { error: error?.message ?? String(error) }) }));
    console.error(error);
  }
}
