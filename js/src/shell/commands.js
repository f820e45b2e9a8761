// Clicks and commands: a click on a target becomes an intent for Python; a toolbar or panel button's
// `data-command` is run here (most are sent as they are; New game during a game asks first).
import { h, clear } from "./dom.js";
import { offerPlayFrom } from "./panels.js";
import { send } from "./connection.js";
import { tool } from "./layout.js";

/**
 * A click in the widget: on a target (sent with its seat, if it has one), on a move of the log (the
 * offer to play on from there), or on a command's button.
 * @param {import("./index.js").Shell} shell
 * @param {MouseEvent} event
 */
export function onClick(shell, event) {
  const { el, ui, text } = shell;
  const target = event.target.closest("[data-target]");
  if (target && el.contains(target) && !target.disabled) {
    const seat = target.dataset.seat === undefined ? undefined : Number(target.dataset.seat);
    send(shell, "click", seat === undefined ? { target: target.dataset.target } : { target: target.dataset.target, seat });
    return;
  }
  const move = event.target.closest(".cw-log-move");
  if (move && el.contains(move)) return offerPlayFrom(ui.playFrom, move.dataset.step, text);
  const command = event.target.closest("[data-command]");
  if (command && el.contains(command) && !command.disabled) runCommand(shell, command.dataset.command, command);
}

/**
 * Run `command`, from its button `element` or from a key (no element).
 * @param {import("./index.js").Shell} shell
 * @param {string} command
 * @param {HTMLElement} [element]
 */
export function runCommand(shell, command, element) {
  const { ui, text } = shell;
  const view = shell.model.get("view") || {};
  if (command === "play_from") send(shell, "play_from", { target: element.dataset.step });
  else if (command === "line") send(shell, "line", { target: element.dataset.line });
  else if (command === "hints") send(shell, "hints", { on: !view.hints });
  else if (command === "inspector") send(shell, "inspector", { on: !view.inspector_open });
  else if (command === "thinking") send(shell, "thinking", { on: !view.thinking_shown });
  else if (command === "new_game" && !view.over) askNewGame(ui, text, view.shown);
  else if (command === "new_game" || command === "new_game_sure") {
    dropQuestion(ui); // focus first: a question cleared while it holds focus would leave it on the page's body
    send(shell, "new_game");
  } else if (command === "new_game_keep") dropQuestion(ui, true);
  else send(shell, command);
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
export function dropQuestion(ui, refocus = false) {
  const asked = ui.confirm.contains(ui.root.getRootNode().activeElement);
  clear(ui.confirm);
  if (asked || refocus) ui.newGame.focus();
}

/** Withdraw the log's offer to play on from after move `step`, giving focus back to that move. */
export function dropOffer(ui, step) {
  clear(ui.playFrom);
  (ui.log.querySelector(`.cw-log-move[data-step="${step}"]`) || ui.log).focus();
}
