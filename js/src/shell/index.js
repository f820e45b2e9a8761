// The shell every game's widget shares: layout, toolbar, panels, keyboard, focus, intents.
//
// Synced state (from Python, never written here): the `view`, `notice`, `fixed_layout`, `text` and
// `inspector` traits.
// Browser-only state: which element has focus, this view's id and intent counter.
// The page never decides what is legal: it draws `view.board` with the game's renderer and sends
// every click back as an intent `{kind, version, id, target, seat}` through `model.send`, where
// `version` is the `view.version` (the game's change count) the page was showing.
import { h, clear, learnYouNames, say, setText } from "./dom.js";
import { drawButtons, drawInspector, drawLines, drawLog, drawNotice, drawPlayers, drawResult, drawRule, drawSaid, drawScores, offerPlayFrom } from "./panels.js";
import { drawThought, markCandidates } from "./thought.js";
import { focusKey, moveAlongLog, moveAlongTabs, moveFocus, moveToBoardEnd, restoreFocus, rove, targetSelector } from "./focus.js";

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

const ARROWS = ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"];
const SHORTCUTS = { u: "undo", r: "redo", h: "hints", t: "thinking" };
const SNAPSHOT_MS = 5000; // how long a view waits for the kernel's answer before it says none is running

/**
 * Build an anywidget module for one game.
 * @param {Renderer} renderer
 */
export function createWidget(renderer) {
  return {
    render({ model, el }) {
      const viewId = Math.random().toString(36).slice(2, 10);
      let counter = 0;
      const text = model.get("text") || {};
      const ui = layout(el, text);

      /** @param {string} kind @param {Record<string, any>} [extra] */
      const send = (kind, extra = {}) => {
        const view = model.get("view") || {};
        try {
          const sent = model.send({ kind, version: view.version ?? 0, id: `${viewId}:${++counter}`, ...extra });
          sent?.catch?.(lost); // a host whose send returns a promise rejects it
        } catch (error) {
          lost(error); // the kernel stopped or restarted: the host cannot send ("Cannot send")
        }
      };

      /** @type {Record<string, string>} what each panel last drew, as JSON */
      const drawn = {};
      let layoutDrawn = 0; // fixed_layout's changes: a new one redraws the board
      let shownSeat; // the seat the screen showed last (hot seat: another player after a move)
      let boardStop = ""; // the board target focused last: still the board's Tab stop after a redraw
      /** @type {Map<string, HTMLElement>} the renderer's live regions, kept in the board across redraws */
      const live = new Map();
      const liveRegion = (name) => {
        if (!live.has(name)) live.set(name, ui.board.appendChild(h("div", { class: "cw-live", "data-live": name, role: "status", "aria-live": "polite" })));
        return live.get(name);
      };
      // A panel is painted again only when its inputs changed. One that fails says so in its place (the
      // error goes to the console) and the others are still drawn; it is painted again at the next draw.
      const panel = (name, node, inputs, paint) => {
        const key = JSON.stringify(inputs);
        if (drawn[name] === key) return;
        try {
          paint();
          drawn[name] = key; // only once painted
        } catch (error) {
          clear(node, new Set(live.values())); // no half-drawn, stale position
          const tag = node.tagName === "UL" || node.tagName === "OL" ? "li" : "p";
          node.append(h(tag, { class: "cw-failed", role: "alert", text: say(text.panel_failed, { error: error?.message ?? String(error) }) }));
          console.error(error);
        }
      };

      const draw = () => {
        const view = model.get("view");
        if (!view || !view.board) return;
        const started = performance.now();
        if (ui.confirm.firstChild && ui.confirm.dataset.shown !== String(view.shown)) dropQuestion(ui); // it asked about another game
        const focused = focusKey(el);
        const handedOver = shownSeat !== undefined && view.seat !== shownSeat; // hot seat: the screen is another player's
        shownSeat = view.seat;
        setText(ui.title, view.title);
        setText(ui.status, view.status); // a live region: the same words set again may be read again
        setText(ui.prompt, view.prompt);
        drawSaid(ui.said, view.said || []);
        const layout = model.get("fixed_layout") || {};
        learnYouNames(layout.you_names);
        // The board too is drawn again only when it changed: a search's progress (five times a second
        // with Thinking on) moves only the marks, and a redrawn board would be announced afresh.
        panel("board", ui.board, [view.board, view.hints, view.seat, view.players, view.humans, layoutDrawn], () => {
          clear(ui.board, new Set(live.values()));
          const redraw = () => {
            delete drawn.board; // a browser-only change (a tab): the same view, drawn again
            draw();
          };
          const context = { view, layout, words: layout.words || {}, hints: view.hints, seat: view.seat, redraw, live: liveRegion };
          renderer.render(ui.board, view.board, context);
        });
        for (const mark of ui.board.querySelectorAll(".cw-mark")) mark.remove();
        markCandidates(ui.board, view.thought);
        // Panels are rebuilt only when what they show changed (a selection click changes the board only).
        panel("players", ui.players, [view.players], () => drawPlayers(ui.players, view, text));
        panel("result", ui.result, [view.result], () => drawResult(ui.result, view.result, text));
        panel("buttons", ui.buttons, [view.buttons], () => drawButtons(ui.buttons, view.buttons));
        panel("scores", ui.scores, [view.scores, view.players], () => drawScores(ui.scores, view, text));
        panel("rule", ui.rule, [view.rule], () => drawRule(ui.rule, view.rule, text));
        panel("log", ui.log, [view.log], () => {
          drawLog(ui.log, view.log, text);
          clear(ui.playFrom); // an offer made on the old log goes with it
        });
        panel("lines", ui.lines, [view.lines], () => drawLines(ui.lines, view.lines, text));
        const notice = model.get("notice")?.text ? model.get("notice") : null;
        panel("notice", ui.notice, [notice], () => drawNotice(ui.notice, notice, text));
        panel("thought", ui.thought, [view.thought], () => drawThought(ui.thought, view.thought, text));
        drawToolbar(ui, view, text);
        const inspector = model.get("inspector") || {};
        panel("inspector", ui.inspector, [inspector, view.inspector_open], () => drawInspector(ui.inspector, inspector, view.inspector_open, text));
        restoreFocus(el, focused, handedOver);
        const active = el.getRootNode().activeElement;
        rove(ui.board, ui.board.contains(active) ? active : boardStop && ui.board.querySelector(boardStop));
        ui.root.dataset.seq = String(view.seq);
        ui.root.dataset.notice = notice ? notice.reply_to : ""; // a refusal answers without a new view
        ui.root.dataset.renderMs = (performance.now() - started).toFixed(2);
      };

      const onClick = (event) => {
        const target = event.target.closest("[data-target]");
        if (target && el.contains(target) && !target.disabled) {
          const seat = target.dataset.seat === undefined ? undefined : Number(target.dataset.seat);
          send("click", seat === undefined ? { target: target.dataset.target } : { target: target.dataset.target, seat });
          return;
        }
        const move = event.target.closest(".cw-log-move");
        if (move && el.contains(move)) return offerPlayFrom(ui.playFrom, move.dataset.step, text);
        const command = event.target.closest("[data-command]");
        if (command && el.contains(command) && !command.disabled) runCommand(command.dataset.command, command);
      };

      const runCommand = (command, element) => {
        const view = model.get("view") || {};
        if (command === "play_from") send("play_from", { target: element.dataset.step });
        else if (command === "line") send("line", { target: element.dataset.line });
        else if (command === "hints") send("hints", { on: !view.hints });
        else if (command === "inspector") send("inspector", { on: !view.inspector_open });
        else if (command === "thinking") send("thinking", { on: !view.thinking_shown });
        else if (command === "new_game" && !view.over) askNewGame(ui, text, view.shown);
        else if (command === "new_game" || command === "new_game_sure") {
          dropQuestion(ui); // focus first: a question cleared while it holds focus would leave it on the page's body
          send("new_game");
        } else if (command === "new_game_keep") dropQuestion(ui, true);
        else send(command);
      };

      // Keys are taken at the window, before the page's own listeners: Notebook 7 takes the arrows at the
      // document's capture phase. The element pressed on is the event's first path entry (in marimo's
      // shadow root, event.target is the host).
      const onKey = (event) => {
        const path = event.composedPath();
        if (!path.includes(ui.root)) return; // another widget's key, or the page's
        const pressed = path[0];
        if (event.altKey || event.ctrlKey || event.metaKey) return; // the host's chords (save, run all) stay its own
        if (event.key === "Tab" || (event.key === "Enter" && event.shiftKey)) return; // leaving: next control, run the cell
        // Focus inside an output puts JupyterLab in command mode, where one key cuts (x), deletes (d d) or
        // retypes (m) a cell: every other key pressed in the widget is the game's, used or not.
        event.stopPropagation();
        const tab = pressed.closest?.('[role="tab"]');
        if (tab && moveAlongTabs(tab, event.key)) return event.preventDefault();
        if (ui.log.contains(pressed) && moveAlongLog(ui.log, pressed, event.key)) return event.preventDefault();
        if (pressed === ui.board && ARROWS.includes(event.key)) {
          // the board itself has focus (its control went): the arrows go in, to its Tab stop
          ui.board.querySelector('[data-target][tabindex="0"]')?.focus();
          return event.preventDefault();
        }
        const target = pressed.closest?.("[data-target]");
        if (target && ui.board.contains(target) && (event.key === "Home" || event.key === "End")) {
          if (moveToBoardEnd(ui.board, event.key)) event.preventDefault();
          return;
        }
        if (target && (event.key === "Enter" || event.key === " ") && target.tagName !== "BUTTON") {
          event.preventDefault();
          // SVG elements have no click(): dispatch the event the click listener above handles.
          target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
        } else if (ARROWS.includes(event.key) && target) {
          event.preventDefault();
          moveFocus(ui.board, target, event.key);
        } else if (event.key === "Escape" && ui.confirm.contains(pressed)) {
          dropQuestion(ui, true); // Escape in the New game question is its safe answer, Keep playing
        } else if (event.key === "Escape" && ui.playFrom.contains(pressed)) {
          dropOffer(ui, pressed.dataset.step); // the log's offer to play on, declined: back to its move
        } else if (event.key === "Escape") {
          // The seat whose sheet has focus (hot seat): Python drops that player's selection, not another's.
          const seat = pressed.closest?.("[data-seat]")?.dataset.seat;
          send("cancel", seat === undefined ? {} : { seat: Number(seat) });
        } else if (SHORTCUTS[event.key] && !pressed.closest?.("input, textarea")) {
          runCommand(SHORTCUTS[event.key]);
        }
      };

      // Traits that change together (view and inspector, in one message) are drawn once.
      let pending = false;
      const schedule = () => {
        if (pending) return;
        pending = true;
        queueMicrotask(() => {
          pending = false;
          draw();
        });
      };
      // A page with no kernel behind it (a static export, a closed notebook) never answers "ready":
      // after SNAPSHOT_MS the widget says so and its controls go quiet. Any answer brings them back.
      let quiet = false;
      const snapshot = setTimeout(() => showSnapshot(ui, (quiet = true)), SNAPSHOT_MS);
      const answered = () => {
        clearTimeout(snapshot);
        if (quiet) showSnapshot(ui, (quiet = false));
      };
      // An intent that cannot be sent (the kernel stopped or restarted since): say so, go quiet.
      const lost = (error) => {
        clearTimeout(snapshot);
        showSnapshot(ui, (quiet = true));
        console.warn("connect_widgets: the kernel cannot be reached", error);
      };
      // Python's answers that are no state: a replay page or a save to offer as a download.
      const onMessage = (message) => {
        answered();
        if (message?.kind === "replay") download(message.file, message.html, "text/html");
        if (message?.kind === "save") download(message.file, message.json, "application/json");
      };
      model.on("msg:custom", onMessage);
      model.on("change:view", answered);
      model.on("change:view", schedule);
      model.on("change:notice", schedule);
      const onLayout = () => {
        layoutDrawn++;
        schedule();
      };
      model.on("change:fixed_layout", onLayout);
      model.on("change:inspector", schedule);
      ui.root.addEventListener("click", onClick);
      window.addEventListener("keydown", onKey, true);
      const onFocus = (event) => {
        const target = event.target.closest?.("[data-target]");
        if (target) boardStop = targetSelector(target);
        rove(ui.board, event.target); // the board's Tab stop follows the arrows
      };
      ui.board.addEventListener("focusin", onFocus);
      send("ready"); // a view that renders late or again asks for a fresh snapshot (first: a draw may fail)
      draw();
      return () => {
        clearTimeout(snapshot);
        model.off("msg:custom", onMessage);
        model.off("change:view", answered);
        model.off("change:view", schedule);
        model.off("change:notice", schedule);
        model.off("change:fixed_layout", onLayout);
        model.off("change:inspector", schedule);
        ui.root.removeEventListener("click", onClick);
        window.removeEventListener("keydown", onKey, true);
        ui.board.removeEventListener("focusin", onFocus);
      };
    },
  };
}

/** The widget's skeleton; every word comes from `text` (Python's labels, in the widget's language). */
function layout(el, text) {
  const ui = {
    title: h("h3", { class: "cw-title" }),
    status: h("p", { class: "cw-status", "aria-live": "polite" }),
    prompt: h("p", { class: "cw-prompt", "aria-live": "polite" }),
    said: h("div", { class: "cw-said", "aria-live": "polite", "aria-relevant": "additions" }), // moves since yours, heard only
    players: h("ul", { class: "cw-players", "aria-label": text.players }),
    // tabindex -1: focus falls back here (by script, never by Tab) when its control is gone (focus.js).
    board: h("div", { class: "cw-board", role: "group", "aria-label": text.board, tabindex: "-1" }),
    buttons: h("div", { class: "cw-actions", role: "group", "aria-label": text.actions }),
    notice: h("div", { class: "cw-notice-slot", role: "alert" }),
    result: h("section", { class: "cw-result", role: "status", hidden: true }),
    scores: h("section", { class: "cw-score-panel", "aria-label": text.scores }),
    rule: h("section", { class: "cw-rule", "aria-label": text.rule }),
    log: h("ol", { class: "cw-log", "aria-label": text.log, tabindex: "0" }), // it scrolls: reachable by keyboard
    inspector: h("section", { class: "cw-inspector", "aria-label": text.inspector, hidden: true }),
    thought: h("section", { class: "cw-thought", "aria-label": text.thinking_toggle, hidden: true }),
    snapshot: h("p", { class: "cw-snapshot", role: "status", text: text.snapshot, hidden: true }),
    lines: h("section", { class: "cw-lines", "aria-label": text.lines, hidden: true }),
    playFrom: h("div", { class: "cw-play-from" }),
    confirm: h("div", { class: "cw-confirm" }),
    undo: tool("undo", text.undo, text.undo_title),
    redo: tool("redo", text.redo, text.redo_title),
    newGame: tool("new_game", text.new_game, text.new_game_title),
    hints: tool("hints", text.hints, text.hints_title),
    inspect: tool("inspector", text.inspector, text.inspector_title),
    thinking: tool("thinking", text.thinking_toggle, text.thinking_toggle_title),
    replay: tool("save_replay", text.save_replay, text.save_replay_title),
    save: tool("save_game", text.save_game, text.save_game_title),
  };
  const toolbar = h("div", { class: "cw-toolbar", role: "toolbar", "aria-label": text.controls }, ui.undo, ui.redo, ui.newGame, ui.hints, ui.thinking, ui.inspect, ui.replay, ui.save);
  ui.toolbar = toolbar;
  ui.root = h(
    "div",
    { class: "cw-root", lang: text.lang || undefined }, // the widget's language, whatever the page's
    h("div", { class: "cw-header" }, ui.title, ui.status), // not a <header>: the page around has the banner
    ui.snapshot,
    h(
      "div",
      { class: "cw-main" },
      h("div", { class: "cw-play" }, ui.result, ui.prompt, ui.said, ui.notice, ui.board, ui.buttons, ui.thought),
      h("aside", { class: "cw-side" }, ui.players, ui.scores, ui.rule, ui.lines, h("h4", { text: text.moves }), ui.log, ui.playFrom),
    ),
    toolbar,
    ui.confirm,
    ui.inspector,
  );
  ui.root.dataset.id = `cw-${Math.random().toString(36).slice(2, 10)}`; // ids inside this widget stay its own
  el.append(ui.root);
  return ui;
}

/** New game during a game asks first, in the widget: a host that sandboxes its outputs (VS Code, Colab)
 * answers `confirm()` with false and shows nothing. The safe answer takes focus. The question is about
 * the game or line shown now (`view.shown`): another one shown takes it away (dropQuestion). */
function askNewGame(ui, text, shown) {
  clear(ui.confirm);
  ui.confirm.dataset.shown = String(shown);
  const keep = tool("new_game_keep", text.new_game_keep, text.new_game_keep);
  const question = h("span", { id: `${ui.root.dataset.id}-ask`, text: text.new_game_confirm });
  const group = h("div", { role: "group", "aria-labelledby": question.id }, question, " ", tool("new_game_sure", text.new_game, text.new_game_title), " ", keep);
  ui.confirm.append(group);
  keep.focus();
}

/** Take the New game question away. Focus goes back to the New game button when `refocus` or when it
 * was in the question (it stays in the widget); focus elsewhere is left where it is. */
function dropQuestion(ui, refocus = false) {
  const asked = ui.confirm.contains(ui.root.getRootNode().activeElement);
  clear(ui.confirm);
  if (asked || refocus) ui.newGame.focus();
}

/** Withdraw the log's offer to play on from after move `step`, giving focus back to that move. */
function dropOffer(ui, step) {
  clear(ui.playFrom);
  (ui.log.querySelector(`.cw-log-move[data-step="${step}"]`) || ui.log).focus();
}

/** Say that no kernel answers, and make the board, the game's buttons and the toolbar inert (or wake them). */
function showSnapshot(ui, on) {
  ui.snapshot.hidden = !on;
  for (const part of [ui.board, ui.buttons, ui.toolbar, ui.confirm]) part.inert = on;
  ui.root.toggleAttribute("data-snapshot", on);
}

/** Offer `html` as the file `name`, as a link with `download` does (no server, no new window). */
function download(name, content, type) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = h("a", { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function tool(command, label, title) {
  return h("button", { type: "button", class: "cw-tool", "data-command": command, title, text: label });
}

function drawToolbar(ui, view, text) {
  ui.undo.disabled = !view.undo.enabled;
  ui.undo.title = view.undo.enabled ? text.undo_title : say(text.undo_refused, { undo: text.undo, reason: view.undo.reason });
  ui.redo.disabled = !view.redo;
  ui.save.disabled = !view.save.enabled; // a save tells every hidden card and die to come: Python says when
  ui.save.title = view.save.enabled ? text.save_game_title : view.save.reason;
  ui.hints.setAttribute("aria-pressed", String(view.hints));
  ui.inspect.setAttribute("aria-expanded", String(view.inspector_open));
  ui.thinking.setAttribute("aria-pressed", String(Boolean(view.thinking_shown)));
}
