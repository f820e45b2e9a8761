// Connect5: the printed circuit board. The fixed geometry comes once in `ctx.layout`
// (connect5/drawing.py `layout`: lines, straight, bent through waypoints or smooth curves; single
// and circled dots; the token radius; the players' names and colours); what moves comes in
// `board` (drawing.py `board`: tokens per occupied dot, a double drawn as two offset discs with a
// "2"; the last move and the dots it ate; the lines just used; the selection and, hints on, its
// legal targets; scores and tokens left). Above the board a strip shows the round, the mode and
// each player's score and tokens left, in HTML (drawn in the board, its words shrank with it to
// 7 px on a phone; HTML keeps their size and wraps the boxes). Every word comes from `ctx.words`
// (the `page.` words of connect5/words.py, in the widget's language), filled in with `say`.
//
// Every dot is one click target `dot:<id>`; Python decides what a click means (place, select,
// move, stack, unstack, eat). Nothing here decides legality or keeps state between renders.
import { createWidget } from "../shell/index.js";
import { h, s, say, word, clickable } from "../shell/dom.js";
import "./connect5.css";

const MARGIN = 26; // room for the coordinates: row numbers on the left, column letters below

export default createWidget({ render });

/**
 * What the board's parts are drawn from, built once per draw.
 * @typedef {object} Board
 * @property {any} board this draw's board (drawing.py `board`)
 * @property {Record<string, string>} words every word shown, in the widget's language
 * @property {Map<string, any>} at each dot of the layout by its id
 * @property {number} r the token radius
 * @property {any[]} players the layout's players (names, colours) with this draw's scores and supplies
 */

/** Draw the board: the score strip, the coordinates, the lines, the last move, the dots; the rounds' results under it. */
function render(root, board, ctx) {
  const layout = ctx.layout || {};
  if (!layout.dots || !layout.board) return; // the geometry has not arrived yet: the next change redraws
  const words = ctx.words || {};
  const mode = board.mode === "full" ? words.full : words.quick;
  const { width, height, title } = layout.board;
  const players = layout.players.map((p, i) => ({ ...p, ...(board.players || [])[i] }));
  /** @type {Board} */
  const c5 = { board, words, at: new Map(layout.dots.map((d) => [d.id, d])), r: layout.radius, players };
  const coords = layout.coordinates || { columns: [], rows: [] };
  const margin = coords.columns.length ? MARGIN : 0;
  const svg = s("svg", {
    viewBox: `${-margin} 0 ${width + margin} ${height + margin}`,
    class: "c5",
    role: "group",
    "aria-label": say(words.board, { title, round: board.round, rounds: board.rounds, mode }),
  });
  svg.append(s("rect", { class: "c5-board", x: 2, y: 2, width: width - 4, height: height - 4, rx: 14 }));
  svg.append(coordinates(coords, height, margin));
  svg.append(lines(c5, layout.lines));
  svg.append(...[trail(c5), winningFive(c5)].filter(Boolean));
  svg.append(...dots(c5, layout.dots));
  root.append(strip(board, players, words, mode), svg);
  if ((board.round_results || []).length) {
    root.append(h("ol", { class: "c5-rounds" }, ...board.round_results.map((text) => h("li", { text }))));
  }
}

// ---------------------------------------------------------------- lines
/** The printed lines, those the last move used drawn under them (with a title saying so). */
function lines({ board, words, at }, printed) {
  const used = new Set(board.just_used || []);
  const g = s("g", { class: "c5-lines", "aria-hidden": "true" });
  for (const line of printed) {
    const pts = line.path.map((p) => (typeof p === "string" ? [at.get(p).x, at.get(p).y] : p));
    const d = line.smooth ? curve(pts, line.closed) : straight(pts, line.closed);
    if (used.has(line.id)) g.append(s("path", { class: "c5-used", d }, s("title", { text: say(words.line_used, { line: line.id }) })));
    g.append(s("path", { class: "c5-line", d }));
  }
  return g;
}

// ---------------------------------------------------------------- the last move and the winning five
/** The path of the last move, in its player's colour, when it went through more than one dot (else null). */
function trail({ board, at, players }) {
  const last = board.last_move;
  if (!(last && last.dots.length > 1 && players[last.player] && last.dots.every((id) => at.has(id)))) return null;
  const pts = last.dots.map((id) => `${at.get(id).x},${at.get(id).y}`).join(" ");
  return s("polyline", { class: "c5-trail", points: pts, stroke: players[last.player].css, "aria-hidden": "true" });
}

/** The winning Connect 5, in its order (null: none). */
function winningFive({ board, words, at }) {
  const win = (board.win || []).filter((id) => at.has(id));
  if (!win.length) return null;
  const points = win.map((id) => `${at.get(id).x},${at.get(id).y}`).join(" ");
  return s("polyline", { class: "c5-win", points, role: "img", "aria-label": say(words.winning_five, { dots: win.join(" ") }) });
}

// ---------------------------------------------------------------- dots and tokens
/** Every dot, a click target with what stands on it, and the doubles' "2"s laid over them. */
function dots(c5, printed) {
  const { board } = c5;
  const sel = board.selection || {};
  const last = board.last_move;
  const marks = {
    picked: new Set([sel.from, ...(sel.path || [])].filter(Boolean)),
    legal: new Set(board.legal || []), // what Python lights: with nothing picked, the tokens that can move
    lastDots: new Set(last ? last.dots : []),
    eaten: new Set(last ? last.eaten : []),
  };
  const g = s("g", { class: "c5-dots" });
  const twos = s("g", { class: "c5-twos", "aria-hidden": "true", "pointer-events": "none" });
  for (const d of printed) g.append(dot(c5, d, marks, twos));
  return [g, twos];
}

/** One dot: its hit area, its marks (a target, the last move, selected, eaten), its ring and pip, its token. */
function dot({ board, words, players, r }, d, marks, twos) {
  const { picked, legal, lastDots, eaten } = marks;
  const tokens = board.tokens || {};
  const held = players[(tokens[d.id] || [])[0]] && tokens[d.id]; // [player, count], or undefined: free
  const classes = ["c5-dot"];
  if (legal.has(d.id)) classes.push("c5-target");
  const g = s("g", { ...clickable(d.target, label(words, players, d, held, marks)), class: classes.join(" "), transform: `translate(${d.x} ${d.y})` });
  g.append(s("circle", { class: "c5-hit", r: r * 1.15 }));
  if (legal.has(d.id)) g.append(s("circle", { class: "c5-halo cw-legal", r: r + 4 }));
  if (lastDots.has(d.id)) g.append(s("circle", { class: "c5-mark cw-last", r: r + (legal.has(d.id) ? 8 : 4) }));
  if (d.circled) g.append(s("circle", { class: "c5-ring", r: r * 0.72 }));
  g.append(s("circle", { class: "c5-pip", r: d.circled ? r * 0.3 : r * 0.36 }));
  if (held) token(g, players[held[0]].css, held[1], r, twos, `translate(${d.x} ${d.y})`);
  if (picked.has(d.id)) g.append(s("circle", { class: "c5-sel cw-selected", r: r + 2.5 }));
  if (eaten.has(d.id)) g.append(s("path", { class: "c5-eaten", d: cross(r * 0.45) }));
  return g;
}

/** The column letters under the board and the row numbers on its left, as the notation names the dots. */
function coordinates(coords, height, margin) {
  const g = s("g", { class: "c5-coords", "aria-hidden": "true" });
  for (const c of coords.columns) g.append(s("text", { x: c.x, y: height + margin / 2, text: c.text }));
  for (const row of coords.rows) g.append(s("text", { x: -margin / 2, y: row.y, text: row.text }));
  return g;
}

function straight(pts, closed) {
  return `M${pts.map((p) => `${p[0]},${p[1]}`).join("L")}${closed ? "Z" : ""}`;
}

/** A Catmull-Rom curve through every point, as cubic Béziers (closed: wraps around). */
function curve(pts, closed) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  const f = (v) => Math.round(v * 10) / 10;
  let d = `M${pts[0][0]},${pts[0][1]}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [get(i - 1), get(i), get(i + 1), get(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${p2[0]},${p2[1]}`;
  }
  return d + (closed ? "Z" : "");
}

function cross(k) {
  return `M${-k},${-k}L${k},${k}M${k},${-k}L${-k},${k}`;
}

/** Black or white, whichever reads better on the CSS colour `css` (#rrggbb). */
function ink(css) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css || "");
  if (!m) return "#fff";
  const [rr, gg, bb] = m.slice(1).map((x) => parseInt(x, 16));
  return 0.299 * rr + 0.587 * gg + 0.114 * bb > 150 ? "#222" : "#fff";
}

/** A single token, or a double: a lower disc showing below-right, the upper disc, a ring and "2".
 * The "2" goes into `twos` (laid over the dots, at the dot's `transform`), not into the dot's button:
 * the button's visible text must stay inside its name (WCAG 2.5.3), and the name says "double". */
function token(g, css, n, r, twos, transform) {
  if (n === 2) g.append(s("circle", { class: "c5-token c5-lower", cx: r * 0.25, cy: r * 0.34, r: r * 0.92, fill: css }));
  const dy = n === 2 ? -r * 0.12 : 0;
  g.append(s("circle", { class: n === 2 ? "c5-token c5-upper" : "c5-token", cy: dy, r: n === 2 ? r * 0.92 : r * 0.86, fill: css }));
  if (n === 2) {
    g.append(s("circle", { class: "c5-inner", cy: dy, r: r * 0.6, stroke: ink(css) }));
    twos.append(s("text", { class: "c5-two", transform, y: dy, fill: ink(css), "font-size": r * 0.9, text: "2" }));
  }
}

/** The dot's aria-label: its id and kind, what stands on it, and its marks (selected, a target, ...). */
function label(words, players, d, held, marks) {
  const kind = d.circled ? words.circled : words.dot;
  let what = words.free;
  if (held) what = word(words, held[1] === 2 ? "double" : "token", { name: players[held[0]].name });
  const more = [];
  if (marks.picked.has(d.id)) more.push(words.selected);
  if (marks.legal.has(d.id)) more.push(words.target);
  if (marks.lastDots.has(d.id)) more.push(words.last);
  if (marks.eaten.has(d.id)) more.push(words.eaten);
  const values = { dot: d.id, kind, what, more: more.join(", ") };
  return say(more.length ? words.dot_label_more : words.dot_label, values);
}

/** Round, mode, and one box per player: a disc in their colour, name, score and tokens left. */
function strip(board, players, words, mode) {
  const head = word(words, "head", { round: board.round, rounds: board.rounds, mode, move: board.move });
  const boxes = players.map((p) => {
    const values = { name: p.name, score: p.score, supply: p.supply };
    const worded = { name: p.name, points: word(words, "score_points", values), tokens: word(words, "tokens_left", values) };
    const label = say(p.to_move ? words.player_to_move : words.player, worded);
    return h(
      "div",
      { class: `c5-player${p.to_move ? " c5-to-move" : ""}`, role: "img", "aria-label": label },
      h("span", { class: "c5-disc", style: `background: ${p.css}` }),
      h("span", {}, h("span", { class: "c5-pname", text: p.name }), h("span", { class: "c5-supply", text: say(words.points, values) })),
    );
  });
  return h("div", { class: "c5-strip" }, h("div", { class: "c5-head", text: head }), h("div", { class: "c5-players" }, ...boxes));
}
