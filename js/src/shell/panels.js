// The shell's panels: players, prompt, buttons, scores, rules, log, notice, inspector.
// Each is a pure function of the view state Python sent; none keeps game state of its own.
import { h, clear, say, word } from "./dom.js";

/** Seats: name (as text), score, who plays it, and marks for acting / thinking / winner. */
export function drawPlayers(node, view, text) {
  clear(node);
  view.players.forEach((player, seat) => {
    node.append(
      h(
        "li",
        {
          class: `cw-player cw-seat-${seat}` + (player.acting ? " cw-acting" : "") + (player.winner ? " cw-winner" : ""),
          "aria-label": player.label, // name, score, control and marks, in one sentence from Python
        },
        h("span", { class: "cw-player-name", text: player.name }),
        h("span", { class: "cw-player-control", text: player.bot ? player.control : "" }),
        h("span", { class: "cw-player-score", text: String(player.score) }),
        player.thinking ? h("span", { class: "cw-thinking", text: text.thinking }) : null,
        player.winner ? h("span", { class: "cw-star", text: "★" }) : null,
      ),
    );
  });
}

/** Buttons the game asks for (confirm, draw, bell...), as click targets (for `seat`'s sheet if given). */
export function drawButtons(node, buttons, seat = undefined) {
  clear(node);
  for (const button of buttons) {
    node.append(
      h("button", {
        type: "button",
        class: "cw-button",
        "data-target": button.target,
        "data-seat": seat ?? button.seat ?? undefined,
        disabled: button.enabled === false,
        "aria-pressed": button.pressed === undefined ? undefined : String(button.pressed), // a toggle, as Python says
        title: button.title || undefined,
        text: button.label,
      }),
    );
  }
}

/** The score breakdown: one row per category (worded in the widget's language), one column per player. */
export function drawScores(node, view, text) {
  clear(node);
  const { categories, rows, totals } = view.scores;
  const labels = view.scores.labels || categories;
  const head = h("tr", {}, h("th", { scope: "col", text: text.scores }), ...view.players.map((p) => h("th", { scope: "col", text: p.name })));
  const body = categories.map((_, i) =>
    h("tr", {}, h("th", { scope: "row", text: labels[i] }), ...rows[i].map((points) => h("td", { text: String(points) }))),
  );
  const total = h("tr", { class: "cw-total" }, h("th", { scope: "row", text: text.total }), ...totals.map((t) => h("td", { text: String(t) })));
  node.append(h("table", { class: "cw-scores" }, h("thead", {}, head), h("tbody", {}, ...body, total)));
}

/**
 * The rulebook's text for what is happening now (a translation says so, its original one click away;
 * words quoted in a language other than the widget's carry it, and Python's note says so).
 */
export function drawRule(node, rule, text) {
  clear(node);
  if (!rule.text) return;
  node.append(h("h4", { text: rule.section || text.rule }), h("blockquote", { text: rule.text, lang: rule.lang || undefined }));
  if (rule.quoted_in) node.append(h("p", { class: "cw-rule-translated", text: rule.quoted_in }));
  node.append(...original(rule, text));
}

/**
 * A rule quoted in translation: the visible mark saying so, and the rulebook's own words in a
 * <details> (one click). Nothing for a rule quoted in the rulebook's language.
 * @param {{translated?: string, original?: string, original_section?: string}} rule
 */
function original(rule, text) {
  if (!rule.translated) return [];
  // The rulebook's heading above its words, each a line of its own: no separator to write in any language.
  const quote = h("blockquote", { lang: rule.original_lang || undefined });
  for (const line of [rule.original_section, rule.original]) if (line) quote.append(h("p", { text: line }));
  return [
    h("p", { class: "cw-rule-translated", text: rule.translated }),
    h("details", { class: "cw-rule-original" }, h("summary", { text: text.original }), quote),
  ];
}

/** The end banner: each player's place, name and score, best first, the winners marked, and how it ended. */
export function drawResult(node, result, text) {
  clear(node);
  node.hidden = !result;
  if (!result) return;
  const rows = result.ranking.map((entry) =>
    h(
      "li",
      { class: entry.winner ? "cw-ranked cw-winner" : "cw-ranked" },
      h("span", { class: "cw-place", text: entry.place_text }),
      h("span", { class: "cw-ranked-name", text: entry.name }),
      h("span", { class: "cw-ranked-score", text: word(text, "score", { n: entry.score }) }),
      entry.winner ? h("span", { class: "cw-star", text: `★ ${text.winner}` }) : null,
    ),
  );
  node.append(h("h4", { text: result.title }), h("ol", { class: "cw-ranking" }, ...rows));
  if (result.how) node.append(h("p", { class: "cw-how", text: result.how }));
}

/**
 * The moves since the player's own, for a screen reader: Python's lines, each added as it comes. A
 * live region reads what is added, so a line already there stays (it is not read again) and one no
 * longer sent goes, unread.
 * @param {{key: string, text: string}[]} said
 */
export function drawSaid(node, said) {
  const keys = new Set(said.map((line) => line.key));
  for (const line of [...node.children]) if (!keys.has(line.dataset.key)) line.remove();
  const kept = new Set([...node.children].map((line) => line.dataset.key));
  for (const line of said) if (!kept.has(line.key)) node.append(h("p", { "data-key": line.key, text: line.text }));
}

/** The move log, newest last, kept scrolled to the end. */
export function drawLog(node, log, text) {
  clear(node);
  for (const entry of log) {
    if (entry.note) node.append(h("li", { class: "cw-note", text: entry.action })); // a takeback: no move of its own
    else {
      // Each move is a button: it offers to play on from there (a new line of play). The list is the one
      // Tab stop (moveAlongLog): a long game's moves are not each a stop on the way to the toolbar.
      const words = say(text.log_entry, { actor: entry.actor, action: entry.action });
      const move = h("button", { type: "button", class: "cw-log-move", "data-step": String(entry.n), tabindex: "-1", text: words });
      node.append(h("li", { value: String(entry.n), class: entry.chance ? "cw-chance" : "" }, move));
    }
  }
  node.scrollTop = node.scrollHeight;
}

/** The lines of play, once a move was played on from: one button each, the one shown pressed. */
export function drawLines(node, lines, text) {
  clear(node);
  node.hidden = !lines || lines.length < 2;
  if (node.hidden) return;
  const button = (line) =>
    h("button", { type: "button", class: "cw-tool cw-line", "data-command": "line", "data-line": String(line.index), "aria-pressed": String(line.shown), text: line.label });
  node.append(h("h4", { text: text.lines }), h("div", { class: "cw-line-list" }, ...lines.map(button)));
}

/** The offer to play on from after move `step`, under the log, focused (Enter takes it). */
export function offerPlayFrom(node, step, text) {
  clear(node);
  const title = say(text.play_from_title, { step });
  const offer = h("button", { type: "button", class: "cw-tool", "data-command": "play_from", "data-step": step, title, text: say(text.play_from, { step }) });
  node.append(offer);
  offer.focus();
}

/**
 * A refusal (quoting the rule) or an error, until its player acts again or dismisses it. It is drawn
 * in a slot of fixed height above the board, so that it never pushes the board down under the pointer.
 */
export function drawNotice(slot, notice, text) {
  clear(slot);
  if (!notice) return;
  const body = h("div", { class: `cw-notice cw-notice-${notice.kind}` });
  body.append(h("strong", { text: notice.kind === "refused" ? text.refused : "" }), notice.text);
  if (notice.rule) {
    const section = notice.section ? h("span", { class: "cw-notice-section", text: notice.section }) : null;
    // the rulebook's heading and words in their own language (its lang, when not the widget's), read aloud in it
    const quote = notice.quote || {};
    body.append(h("blockquote", { class: "cw-notice-rule", lang: quote.lang || undefined }, section, notice.rule));
    if (quote.quoted_in) body.append(h("p", { class: "cw-rule-translated", text: quote.quoted_in }));
    body.append(...original(quote, text));
  }
  const close = h("button", { type: "button", class: "cw-notice-close", "data-command": "dismiss", title: text.dismiss, "aria-label": text.dismiss, text: "×" });
  slot.append(h("div", { class: "cw-notice-box" }, body, close));
}

/** The live inspector: the engine's own view() and history, as JSON text (each scrolls, so each takes focus). */
export function drawInspector(node, inspector, open, text) {
  clear(node);
  node.hidden = !open;
  if (!open || !inspector.view) return;
  node.append(
    h("p", { text: word(text, "inspector_line", { describe: inspector.describe, actors: JSON.stringify(inspector.actors), n: inspector.history_length }) }),
    h("details", { open: true }, h("summary", { text: "game.view()" }), h("pre", { tabindex: "0", text: JSON.stringify(inspector.view, null, 1) })),
    h("details", {}, h("summary", { text: "game.history" }), h("pre", { tabindex: "0", text: inspector.history.map((e) => JSON.stringify(e)).join("\n") })),
  );
  if (inspector.position) node.append(positionLine(inspector.position, text));
}

/** The position in the game's notation (game.position()), with a button that copies it. */
function positionLine(position, text) {
  const code = h("code", { class: "cw-position-text", text: position });
  const copy = h("button", { type: "button", class: "cw-tool", text: text.copy, title: text.copy_title });
  copy.addEventListener("click", () => {
    // No clipboard (plain http, a sandboxed host) or a refusal: the position is selected, to copy by hand.
    const select = () => code.ownerDocument.getSelection()?.selectAllChildren(code);
    const clipboard = globalThis.navigator?.clipboard;
    if (clipboard) clipboard.writeText(position).then(() => (copy.textContent = text.copied), select);
    else select();
  });
  return h("p", { class: "cw-position" }, h("strong", { text: text.position }), " ", code, " ", copy);
}
