// The shell's line to the kernel: intents sent through `model.send`, Python's answers that are no
// state (a file to download), and the watch that says when no kernel answers at all.
import { h } from "./dom.js";

const SNAPSHOT_MS = 5000; // how long a view waits for the kernel's answer before it says none is running

/**
 * Send the intent `kind` for the `view.version` the page shows, with this view's next intent id.
 * @param {import("./index.js").Shell} shell
 * @param {string} kind
 * @param {Record<string, any>} [extra]
 */
export function send(shell, kind, extra = {}) {
  const view = shell.model.get("view") || {};
  try {
    const sent = shell.model.send({ kind, version: view.version ?? 0, id: `${shell.viewId}:${++shell.counter}`, ...extra });
    sent?.catch?.((error) => lost(shell, error)); // a host whose send returns a promise rejects it
  } catch (error) {
    lost(shell, error); // the kernel stopped or restarted: the host cannot send ("Cannot send")
  }
}

/**
 * Start the watch: a page with no kernel behind it (a static export, a closed notebook) never answers
 * "ready": after SNAPSHOT_MS the widget says so and its controls go quiet. Any answer brings them back.
 * @param {import("./index.js").Shell} shell
 */
export function watchKernel(shell) {
  shell.snapshot = setTimeout(() => showSnapshot(shell.ui, (shell.quiet = true)), SNAPSHOT_MS);
}

/** The kernel answered (a view, a message): the watch ends, and quiet controls wake. */
export function answered(shell) {
  clearTimeout(shell.snapshot);
  if (shell.quiet) showSnapshot(shell.ui, (shell.quiet = false));
}

/** An intent that cannot be sent (the kernel stopped or restarted since): say so, go quiet. */
function lost(shell, error) {
  clearTimeout(shell.snapshot);
  showSnapshot(shell.ui, (shell.quiet = true));
  // Said where the player looks: above a board taller than the screen, the note was out of sight and
  // the click seemed to do nothing. Nothing can be played now, so moving the page costs nothing.
  shell.ui.snapshot.scrollIntoView?.({ block: "nearest" });
  console.warn("connect_widgets: the kernel cannot be reached", error);
}

/** Python's answers that are no state: a replay page or a save to offer as a download. */
export function takeMessage(shell, message) {
  answered(shell);
  if (message?.kind === "replay") download(message.file, message.html, "text/html");
  if (message?.kind === "save") download(message.file, message.json, "application/json");
}

/** Say that no kernel answers, and make the board, the game's buttons and the toolbar inert (or wake them). */
function showSnapshot(ui, on) {
  ui.snapshot.hidden = !on;
  for (const part of [ui.board, ui.buttons, ui.toolbar, ui.confirm]) part.inert = on;
  ui.root.toggleAttribute("data-snapshot", on);
}

/** Offer `content` as the file `name`, as a link with `download` does (no server, no new window). */
function download(name, content, type) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = h("a", { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
