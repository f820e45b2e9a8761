// The widget's skeleton: the parts every game's widget has (title, board, panels, toolbar), made once
// per view; a redraw fills them and never replaces them (focus.js looks for a control in its part).
import { h, say } from "./dom.js";

/** The widget's skeleton; every word comes from `text` (Python's labels, in the widget's language). */
export function layout(el, text) {
  const ui = { ...parts(text), ...tools(text) };
  ui.toolbar = h("div", { class: "cw-toolbar", role: "toolbar", "aria-label": text.controls }, ui.undo, ui.redo, ui.newGame, ui.hints, ui.thinking, ui.inspect, ui.replay, ui.save);
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
    ui.toolbar,
    ui.confirm,
    ui.inspector,
  );
  ui.root.dataset.id = `cw-${Math.random().toString(36).slice(2, 10)}`; // ids inside this widget stay its own
  el.append(ui.root);
  return ui;
}

/** The parts a draw fills: the header's, the board, the panels, the New game question. */
function parts(text) {
  return {
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
  };
}

/** The toolbar's buttons, each sending its command when clicked (commands.js). */
function tools(text) {
  return {
    undo: tool("undo", text.undo, text.undo_title),
    redo: tool("redo", text.redo, text.redo_title),
    newGame: tool("new_game", text.new_game, text.new_game_title),
    hints: tool("hints", text.hints, text.hints_title),
    inspect: tool("inspector", text.inspector, text.inspector_title),
    thinking: tool("thinking", text.thinking_toggle, text.thinking_toggle_title),
    replay: tool("save_replay", text.save_replay, text.save_replay_title),
    save: tool("save_game", text.save_game, text.save_game_title),
  };
}

export function tool(command, label, title) {
  return h("button", { type: "button", class: "cw-tool", "data-command": command, title, text: label });
}

/** The toolbar's state: what may be undone, redone, saved, and which toggles are on. */
export function drawToolbar(ui, view, text) {
  ui.undo.disabled = !view.undo.enabled;
  ui.undo.title = view.undo.enabled ? text.undo_title : say(text.undo_refused, { undo: text.undo, reason: view.undo.reason });
  ui.redo.disabled = !view.redo;
  ui.save.disabled = !view.save.enabled; // a save tells every hidden card and die to come: Python says when
  ui.save.title = view.save.enabled ? text.save_game_title : view.save.reason;
  ui.hints.setAttribute("aria-pressed", String(view.hints));
  ui.inspect.setAttribute("aria-expanded", String(view.inspector_open));
  ui.inspect.hidden = view.inspector_allowed === false; // a dashboard made without it (it shows every card)
  ui.thinking.setAttribute("aria-pressed", String(Boolean(view.thinking_shown)));
}
