// The keyboard: every key pressed inside the widget is the game's. The arrows, Home and End move focus
// (along tabs, the log, the board's targets); Enter and Space press a target; Escape cancels or
// declines; a few letters are the toolbar's shortcuts.
import { send } from "./connection.js";
import { dropOffer, dropQuestion, runCommand } from "./commands.js";
import { moveAlongLog, moveAlongTabs, moveFocus, moveToBoardEnd } from "./focus.js";

const ARROWS = ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"];
const SHORTCUTS = { u: "undo", r: "redo", h: "hints", t: "thinking" };

/**
 * A key pressed anywhere on the page, taken at the window in the capture phase, before the page's own
 * listeners: Notebook 7 takes the arrows at the document's capture phase. The element pressed on is
 * the event's first path entry (in marimo's shadow root, event.target is the host).
 * @param {import("./index.js").Shell} shell
 * @param {KeyboardEvent} event
 */
export function onKey(shell, event) {
  const path = event.composedPath();
  if (!path.includes(shell.ui.root)) return; // another widget's key, or the page's
  const pressed = path[0];
  if (event.altKey || event.ctrlKey || event.metaKey) return; // the host's chords (save, run all) stay its own
  if (event.key === "Tab" || (event.key === "Enter" && event.shiftKey)) return; // leaving: next control, run the cell
  // Focus inside an output puts JupyterLab in command mode, where one key cuts (x), deletes (d d) or
  // retypes (m) a cell: every other key pressed in the widget is the game's, used or not.
  event.stopPropagation();
  const target = pressed.closest?.("[data-target]");
  if (moveByKey(shell.ui, event, pressed, target)) return;
  if (target && (event.key === "Enter" || event.key === " ") && target.tagName !== "BUTTON") {
    event.preventDefault();
    // SVG elements have no click(): dispatch the event the click listener (commands.js) handles.
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  } else if (event.key === "Escape") {
    escape(shell, pressed);
  } else if (SHORTCUTS[event.key] && !pressed.closest?.("input, textarea")) {
    runCommand(shell, SHORTCUTS[event.key]);
  }
}

/**
 * Move focus for an arrow, Home or End: along tabs, along the log, into the board, to the board's
 * first or last target, to the nearest target that way. True if the key was taken for it.
 * @param {Record<string, HTMLElement>} ui
 * @param {KeyboardEvent} event
 * @param {Element} pressed the element the key was pressed on
 * @param {Element|null|undefined} target the click target it is, or is in
 */
function moveByKey(ui, event, pressed, target) {
  const tab = pressed.closest?.('[role="tab"]');
  if (tab && moveAlongTabs(tab, event.key)) return taken(event);
  if (ui.log.contains(pressed) && moveAlongLog(ui.log, pressed, event.key)) return taken(event);
  if (pressed === ui.board && ARROWS.includes(event.key)) {
    // the board itself has focus (its control went): the arrows go in, to its Tab stop
    ui.board.querySelector('[data-target][tabindex="0"]')?.focus();
    return taken(event);
  }
  if (target && ui.board.contains(target) && (event.key === "Home" || event.key === "End")) {
    if (moveToBoardEnd(ui.board, event.key)) event.preventDefault();
    return true;
  }
  if (!target || !ARROWS.includes(event.key)) return false;
  event.preventDefault();
  moveFocus(ui.board, target, event.key);
  return true;
}

/** A key used by the widget: the browser does nothing more with it (no scroll, no click). */
function taken(event) {
  event.preventDefault();
  return true;
}

/** Escape: in the New game question, its safe answer (Keep playing); in the log's offer to play on,
 * declined (back to its move); else the selection of the seat whose sheet has focus is dropped. */
function escape(shell, pressed) {
  const { ui } = shell;
  if (ui.confirm.contains(pressed)) return dropQuestion(ui, true);
  if (ui.playFrom.contains(pressed)) return dropOffer(ui, pressed.dataset.step);
  // The seat whose sheet has focus (hot seat): Python drops that player's selection, not another's.
  const seat = pressed.closest?.("[data-seat]")?.dataset.seat;
  send(shell, "cancel", seat === undefined ? {} : { seat: Number(seat) });
}
