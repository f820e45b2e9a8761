// The replay page (connect_widgets/export.py writes it): a game's own widget, driven by the views
// recorded after every step, with no kernel and no network.
//
// The page holds the game's bundle as text (#cw-replay-game), imported here from a blob as anywidget
// would, and the data (#cw-replay-data): the fixed layout, the table's words (these controls' words
// included: this module has none of its own) and the gzipped views. The widget gets a model that
// serves the chosen step's view and answers no intent: the page hides the widget's own controls and
// takes the board's targets out of play (quietBoard), and adds first / previous / next / last, a
// slider, the arrow keys, Home and End, and the log's moves as links to their step.
import { h, say } from "./shell/dom.js";
import "./replay.css";

main().catch((error) => {
  // An old browser (no DecompressionStream) or a damaged file: say so, rather than leave a blank page.
  let words = {};
  try {
    words = JSON.parse(document.getElementById("cw-replay-data").textContent).text || {};
  } catch {
    // a damaged file: its words are lost with it, and the error alone is shown
  }
  document.body.append(h("p", { class: "cw-replay-failed", role: "alert", text: say(words.replay_failed || "{error}", { error: String(error) }) }));
});

async function main() {
  const data = JSON.parse(document.getElementById("cw-replay-data").textContent);
  const views = await inflate(data.views);
  const code = document.getElementById("cw-replay-game").textContent;
  const game = await import(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
  const model = recordedModel(data, views);
  const host = document.getElementById("cw-replay");
  const widget = h("div", { class: "cw-replay-widget" });
  const controls = stepControls(data.text, views.length - 1, (step) => show(step));
  // The step said as a heading between the page's <h1> and the widget's own title (an <h3>): the
  // headings go down one level at a time, and the board below is the game at that step.
  host.append(controls.nav, controls.where, widget);
  // At the window's capture phase, before the widget's own listener (which takes every key pressed in
  // it for the game): in a replay the arrows, Home and End are the replay's, wherever focus is.
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || keepsItsKeys(event.composedPath()[0])) return;
      const step = Number(document.body.dataset.step);
      const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: views.length - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      event.stopImmediatePropagation(); // the shell, listening at the window too, would move focus across the board
      show(to);
    },
    true,
  );
  game.default.render({ model, el: widget });
  quietBoard(widget.querySelector(".cw-board"));

  function show(step) {
    const at = Math.max(0, Math.min(views.length - 1, step));
    model.show(at);
    controls.show(at, views[at]);
    document.body.dataset.step = String(at);
  }
  widget.addEventListener("click", (event) => {
    const move = event.target.closest(".cw-log li[value]");
    if (move) show(Number(move.getAttribute("value"))); // the log numbers moves from 1: step n is after move n
  });
  show(views.length - 1); // a replay opens on how the game stands (ended): step back from there
}

/** Whether `element` uses the arrows, Home and End itself: the slider (any field), a <details>
 * toggle, and Connnect's sheet tabs (the WAI-ARIA tabs pattern moves along them). */
function keepsItsKeys(element) {
  return Boolean(element?.closest?.("input, select, textarea, summary, [role=tab]"));
}

/**
 * Take the board's targets out of play, and out of the Tab order, without hiding them: the recorded
 * model answers no click, but a screen reader still reads every dot, cell and card by its label
 * (`inert` would hide the whole board from it). Each redraw draws new targets, and the shell gives one
 * of them the board's Tab stop again (focus.js, rove), so this is done again after every change.
 */
function quietBoard(board) {
  if (!board) return;
  const quiet = () => {
    for (const target of board.querySelectorAll("[data-target]")) {
      // Only what differs: setting an attribute, even to its value, would call this observer again.
      if (target.getAttribute("tabindex") !== "-1") target.setAttribute("tabindex", "-1");
      if (target.getAttribute("aria-disabled") !== "true") target.setAttribute("aria-disabled", "true");
    }
  };
  new MutationObserver(quiet).observe(board, { childList: true, subtree: true, attributes: true, attributeFilter: ["tabindex"] });
  quiet();
}

/** The views, from base64 gzipped JSON (DecompressionStream: no library, no network). */
async function inflate(packed) {
  const bytes = Uint8Array.from(atob(packed), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(stream).text());
}

/** The model the widget reads, as anywidget's: `get`, `on`, `off`, `send`; `show(step)` changes the view. */
function recordedModel(data, views) {
  const state = { view: views[0], notice: {}, inspector: {}, fixed_layout: data.layout, text: data.text };
  const listeners = new Map();
  return {
    get: (name) => state[name],
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) || []), listener]),
    off: (event, listener) => listeners.set(event, (listeners.get(event) || []).filter((f) => f !== listener)),
    send(message) {
      // The recorded game answers only "ready", with its view (as a kernel would: the widget then
      // knows it is not a dead snapshot); its controls are hidden, so nothing else is asked.
      if (message?.kind === "ready") for (const listener of listeners.get("change:view") || []) listener();
    },
    show(step) {
      state.view = views[step];
      for (const listener of listeners.get("change:view") || []) listener();
    },
  };
}

/** First, previous, next, last, a slider and where the replay stands, in the page's words. */
function stepControls(text, steps, go) {
  const button = (label, to) => {
    const b = h("button", { type: "button", class: "cw-tool", text: label });
    b.addEventListener("click", () => go(to()));
    return b;
  };
  let at = 0;
  const first = button(text.replay_first, () => 0);
  const previous = button(text.replay_previous, () => at - 1);
  const next = button(text.replay_next, () => at + 1);
  const last = button(text.replay_last, () => steps);
  const slider = h("input", { type: "range", min: "0", max: String(steps), step: "1", "aria-label": text.replay_slider, class: "cw-replay-slider" });
  slider.addEventListener("input", () => go(Number(slider.value)));
  const where = h("h2", { class: "cw-replay-where", "aria-live": "polite" });
  const order = [first, previous, slider, next, last];
  const nav = h("nav", { class: "cw-replay-nav", "aria-label": text.replay_nav }, ...order);
  return {
    nav,
    where,
    show(step, view) {
      at = step;
      const focused = order.find((control) => control === document.activeElement);
      slider.value = String(step);
      first.disabled = previous.disabled = step === 0;
      next.disabled = last.disabled = step === steps;
      if (focused?.disabled) nearestEnabled(order, focused)?.focus(); // not the page's body
      const move = view.log.findLast?.((entry) => entry.n === step);
      const position = step === 0 ? text.replay_start : say(text.replay_step, { step, steps });
      where.textContent = move ? say(text.replay_where, { position, actor: move.actor, action: move.action }) : position;
    },
  };
}

/** The enabled control of `order` nearest to `control` (a step button that just disabled itself). */
function nearestEnabled(order, control) {
  const at = order.indexOf(control);
  const enabled = order.filter((other) => !other.disabled);
  return enabled.sort((a, b) => Math.abs(order.indexOf(a) - at) - Math.abs(order.indexOf(b) - at))[0];
}
