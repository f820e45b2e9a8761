// Connect the Thoughts: the face-down cards spread around the bell, your row at the bottom, the
// other players' rows across the top, each player's card in hand (left) and banked pile (right).
//
// Everything is drawn from `board` (connect_the_thoughts/drawing.py board()) over `ctx.layout`
// (drawing.py layout(), sent once): positions are card centres on a layout.size table, so this
// file only turns them into SVG. Every word comes from `ctx.words` (the game's `page.` words and
// the objects' names, sent once in the widget's language). Clicks: a face-down card (pick up, or
// put the held card back), an empty place or an end card of your row (lay the card there), the
// "put back" tab under your hand, the bell. Legality is decided in Python.
import { createWidget } from "../shell/index.js";
import { s, boardTargets, say, word } from "../shell/dom.js";
import "./connect_the_thoughts.css";

const PICTURE = 26; // an object's size on a card at scale 1: 20 px or more on the opponents' smaller cards

/** The word for the end of the row a target lays at: `end.L` or `end.R`. */
const END_WORD = { "place:L": "end.L", "place:R": "end.R", "end:L": "end.L", "end:R": "end.R" };
const ARROW = { place: "+", "place:L": "◀", "place:R": "▶" };
const NAME_ROOM = 16; // characters of an opponent's name beside its pile, clear of the row's seventh card
const clipped = (name) => ([...name].length > NAME_ROOM ? `${[...name].slice(0, NAME_ROOM - 1).join("")}…` : name);

export default createWidget({ render });

/**
 * What every part of the table is drawn from, built once per draw.
 * @typedef {object} Table
 * @property {any} board this draw's board (drawing.py board())
 * @property {any} layout the fixed table geometry and object drawings, sent once
 * @property {Record<string, string>} words every word shown, in the widget's language
 * @property {number} width the table's size, in SVG units
 * @property {number} height
 * @property {number} cw a card's size at scale 1
 * @property {number} ch
 * @property {(target: string, label: string) => Record<string, any>} me a click target (dom.boardTargets)
 * @property {(target: string) => string} mark " cw-legal" for a legal target (dom.boardTargets)
 * @property {number} opponentStep the distance between two opponents' rows: how tall their bands may be
 */

/** Draw the table: the pool, the bell and its caption, then each player's area. */
function render(root, board, ctx) {
  const layout = ctx.layout; // the fixed table geometry and object drawings, sent once
  if (!layout.size) return;
  const words = ctx.words;
  const [width, height] = layout.size;
  const [cw, ch] = layout.card_size;
  const { me, mark } = boardTargets(board);
  const tops = board.players.filter((p) => !p.you).map((p) => p.y).sort((a, b) => a - b);
  const opponentStep = tops.length > 1 ? tops[1] - tops[0] : 2 * tops[0] || height;
  /** @type {Table} */
  const table = { board, layout, words, width, height, cw, ch, me, mark, opponentStep };
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "ctt",
    role: "group", // it holds the clickable cards, pool and bell
    "aria-label": word(words, "table", { round: board.round, count: board.pool.count }),
  });
  svg.append(s("rect", { class: "ctt-table", x: 2, y: 2, width: width - 4, height: height - 4, rx: 18 }));
  svg.append(pool(table), bell(table), ...centre(table));
  for (const p of board.players) svg.append(area(table, p));
  root.append(svg);
}

// ---------------------------------------------------------------- the cards' words

/** The objects on `card`, by their names (as Python names them). */
function objectsOf(table, card) {
  return table.board.cards[String(card)] || [];
}

/** The objects `names` in words, for a screen reader. */
function objectNames(table, names) {
  return names.map((name) => table.words[`object.${name}`] || name).join(", ");
}

/** The values a card's sentence is filled with: its number and its objects in words. */
function cardWords(table, card) {
  return { card, objects: objectNames(table, objectsOf(table, card)) };
}

// ---------------------------------------------------------------- a face-up card
/** A face-up card centred at (x, y): its objects' pictures stacked on it, its number and objects in its label. */
function faceUp(table, card, x, y, scale, attrs = {}, extraClass = "") {
  const { cw, ch, words, layout } = table;
  const names = objectsOf(table, card);
  const w = cw * scale, hgt = ch * scale;
  const g = s("g", {
    class: `ctt-card${extraClass}`,
    transform: `translate(${x} ${y})`,
    "aria-label": say(words.card, cardWords(table, card)),
    role: attrs.role || "img",
    ...attrs,
  });
  g.append(s("rect", { class: "ctt-face", x: -w / 2, y: -hgt / 2, width: w, height: hgt, rx: 7 * scale }));
  const slot = hgt / 3;
  names.forEach((name, i) => {
    const cy = -hgt / 2 + slot * (i + 0.5);
    g.append(s("text", { class: "ctt-emoji", x: 0, y: cy, "font-size": PICTURE * scale, "aria-hidden": "true", text: layout.objects[name] || "?" }));
  });
  return g;
}

// ---------------------------------------------------------------- the pool and the bell
/** The face-down cards spread around the bell, each a click target. */
function pool(table) {
  const { board, layout, words, cw, ch, me, mark } = table;
  const group = s("g", { class: "ctt-pool", role: "group", "aria-label": word(words, "pool", { count: board.pool.count }) });
  const pw = cw * layout.pool_scale, ph = ch * layout.pool_scale;
  const places = layout.pool_places.slice(0, board.pool.count);
  const poolLabel = words[board.pool.label];
  for (const [i, [x, y, rot]] of places.entries()) {
    const target = `pool:${i}`;
    group.append(
      s("rect", {
        ...me(target, poolLabel),
        class: `ctt-back${mark(target)}`,
        x: x - pw / 2,
        y: y - ph / 2,
        width: pw,
        height: ph,
        rx: 4,
        transform: `rotate(${rot} ${x} ${y})`,
      }),
    );
  }
  ringOnTop(group);
  return group;
}

/** The bell in the middle of the table, a click target. */
function bell(table) {
  const { board, words, me, mark } = table;
  const b = board.bell;
  return s(
    "g",
    { ...me(b.target, words.bell), class: `ctt-bell${mark(b.target)}` },
    s("circle", { class: "ctt-bell-plate", cx: b.x, cy: b.y, r: b.r }),
    s("circle", { class: "ctt-bell-dome", cx: b.x, cy: b.y, r: b.r * 0.72 }),
    s("circle", { class: "ctt-bell-shine", cx: b.x - b.r * 0.25, cy: b.y - b.r * 0.25, r: b.r * 0.18 }),
    s("circle", { class: "ctt-bell-knob", cx: b.x, cy: b.y, r: b.r * 0.2 }),
  );
}

/** The caption under the bell: the game's end, who is turning a card over, or the round and the pool. */
function centre(table) {
  const { board, words } = table;
  const b = board.bell;
  const text = board.over
    ? say(words.game_over, { end: board.end })
    : board.pool.picking !== null && board.pool.picking !== undefined
      ? word(words, "turning", { name: board.players[board.pool.picking].name })
      : say(words.centre, { round: board.round, count: board.pool.count });
  const tw = text.length * 7.6 + 20;
  return [
    s("rect", { class: "ctt-centre-bg", x: b.x - tw / 2, y: b.y + b.r + 6, width: tw, height: 22, rx: 11 }),
    s("text", { class: "ctt-centre", x: b.x, y: b.y + b.r + 17, text }),
  ];
}

// ---------------------------------------------------------------- each player's area
/** A player's area: the band, the row, the empty places, the card in hand and the pile. */
function area(table, p) {
  const { words, ch } = table;
  // `data-player`: whose area this is, so that a bot's marks (its row's ends) never land on another's.
  const g = s("g", { class: `ctt-player${p.sitting_out ? " ctt-out" : ""}`, role: "group", "data-player": p.seat, "aria-label": word(words, "row", { name: p.name }) });
  const hgt = ch * p.scale;
  g.append(...band(table, p, hgt));
  drawRow(table, g, p, hgt);
  for (const d of p.drops) g.append(drop(table, d, p.scale));
  if (p.hand) drawHand(table, g, p, hgt);
  g.append(pile(table, p));
  return g;
}

/** The band behind a player's area, with the name (and "sitting out" when so). */
function band(table, p, hgt) {
  const { words, width, cw, opponentStep } = table;
  const status = p.sitting_out ? words.sitting_out : "";
  if (p.you) {
    // your own band: the name above the hand, room below the hand for "put back"
    const who = status ? say(words.name_status, { name: p.name, status }) : p.name;
    return [
      s("rect", { class: "ctt-band", x: 12, y: p.y - hgt / 2 - 22, width: width - 24, height: hgt + 48, rx: 10, stroke: p.colour }),
      s("text", { class: "ctt-who", x: 24, y: p.label.y, fill: p.colour, text: who }),
    ];
  }
  // opponents' bands share the top of the table: as tall as their spacing allows
  const half = Math.min(opponentStep / 2 - 3, hgt / 2 + 10);
  const nx = p.pile_at.x - (cw * p.scale) / 2 - 12;
  return [
    s("rect", { class: "ctt-band", x: 12, y: p.y - half, width: width - 24, height: 2 * half, rx: 10, stroke: p.colour }),
    // a long name is cut (whole in its title and the band's label): it ran over the row beside it
    s("text", { class: "ctt-who ctt-who-right", x: nx, y: status ? p.y - 9 : p.y, fill: p.colour, text: clipped(p.name) }, s("title", { text: p.name })),
    status && s("text", { class: "ctt-status", x: nx, y: p.y + 10, text: status }),
  ].filter(Boolean);
}

/** The row, with errors marked when hints are on. */
function drawRow(table, g, p, hgt) {
  const { words, width, me, mark } = table;
  const errors = new Set(p.errors || []);
  p.row.forEach((c, i) => {
    const target = c.target;
    const label = target && say(words.lay_beside, { side: words[END_WORD[target]], ...cardWords(table, c.card) });
    g.append(faceUp(table, c.card, c.x, c.y, p.scale, target ? me(target, label) : {}, target ? ` ctt-end${mark(target)}` : ""));
    if (errors.has(i) && p.row[i + 1]) {
      const mx = (c.x + p.row[i + 1].x) / 2;
      g.append(s("text", { class: "ctt-error", x: mx, y: c.y + hgt / 2 + 11 * p.scale, "font-size": 14 * p.scale, text: "✕", "aria-label": words.no_common_object }));
    }
  });
  if (!p.row.length && !p.hand) {
    g.append(s("text", { class: "ctt-empty", x: width / 2, y: p.y, text: p.sitting_out ? words.sits_out : words.no_row }));
  }
}

/** An empty place where the held card can go (own row only), with what it shares when hinted. */
function drop(table, d, scale) {
  const { words, layout, cw, ch, me, mark } = table;
  const w = cw * scale, hgt = ch * scale;
  const fit = d.shared === undefined ? "" : d.shared.length ? say(words.shares, { objects: objectNames(table, d.shared) }) : words.shares_nothing;
  const where = d.target === "place" ? words.start_here : say(words.lay_at, { side: words[END_WORD[d.target]], fit });
  const slot = s("g", { ...me(d.target, where), class: `ctt-drop${mark(d.target)}${d.legal === false ? " ctt-refused" : ""}` });
  slot.append(s("rect", { class: "ctt-slot", x: d.x - w / 2, y: d.y - hgt / 2, width: w, height: hgt, rx: 7 }));
  slot.append(s("text", { class: "ctt-arrow", x: d.x, y: d.y - (d.shared ? 14 : 0), text: ARROW[d.target] }));
  if (d.shared) {
    const hint = d.shared.length ? d.shared.map((n) => layout.objects[n]).join("") : "✕";
    slot.append(s("text", { class: d.shared.length ? "ctt-fit" : "ctt-nofit", x: d.x, y: d.y + 18, text: hint }));
  }
  return slot;
}

/** The card in hand, and the "put back" tab under your own. */
function drawHand(table, g, p, hgt) {
  const { words, me, mark } = table;
  const held = p.hand;
  // A picture, not a control: Python draws no target on it (a click would do nothing).
  g.append(faceUp(table, held.card, held.x, held.y, p.scale, { "aria-label": say(words.in_hand, cardWords(table, held.card)) }, " ctt-held"));
  if (held.put_back) {
    const ry = held.y + hgt / 2 + 4;
    g.append(
      s(
        "g",
        { ...me(held.put_back, words.put_back_label), class: `ctt-return${mark(held.put_back)}` },
        s("rect", { class: "ctt-tab", x: held.x - 40, y: ry, width: 80, height: 20, rx: 10 }),
        s("text", { class: "ctt-tab-text", x: held.x, y: ry + 10, text: words.put_back }),
      ),
    );
  }
}

/** The pile of won cards. */
function pile(table, p) {
  const { words, layout, cw, ch } = table;
  const at = p.pile_at;
  const n = p.pile.count;
  const w = cw * p.scale, hgt = ch * p.scale;
  const parts = { name: p.name, count: n, won: p.rounds_won };
  const label = say(words.pile_label, { pile: word(words, "pile_of", parts), cards: word(words, "cards", parts), rows: word(words, "rows_won", parts) });
  const group = s("g", { class: "ctt-pile", role: "img", "aria-label": label });
  const layers = Math.min(3, Math.ceil(n / layout.row_target));
  for (let k = layers - 1; k >= 0; k--) {
    group.append(s("rect", { class: "ctt-pile-card", x: at.x - w / 2 + 3 * k, y: at.y - hgt / 2 - 3 * k, width: w, height: hgt, rx: 6, fill: p.colour }));
  }
  if (!n) group.append(s("rect", { class: "ctt-slot", x: at.x - w / 2, y: at.y - hgt / 2, width: w, height: hgt, rx: 6 }));
  group.append(s("text", { class: n ? "ctt-pile-count" : "ctt-pile-zero", x: at.x, y: at.y, "font-size": 26 * p.scale, text: String(n) }));
  // above the highest layer: the layers rise 3 px each, and covered the caption's descenders
  if (p.you) group.append(s("text", { class: "ctt-caption", x: at.x, y: at.y - hgt / 2 - 4 - 3 * Math.max(0, layers - 1), text: words.pile }));
  return group;
}

/**
 * The focus ring of a face-down card drawn on top of the pool: the cards overlap, so the focused one's
 * own ring was hidden under its neighbours (all backs look alike: the ring is what shows which one).
 * The listeners go on the cards, focusable already: on the group, Chromium would make it a Tab stop.
 */
function ringOnTop(pool) {
  const ring = s("rect", { class: "ctt-pool-ring", "aria-hidden": "true", visibility: "hidden" });
  for (const card of pool.querySelectorAll(".ctt-back")) {
    card.addEventListener("focus", () => {
      if (!card.matches(":focus-visible")) return;
      for (const name of ["x", "y", "width", "height", "rx", "transform"]) ring.setAttribute(name, card.getAttribute(name));
      ring.setAttribute("visibility", "visible");
    });
    card.addEventListener("blur", () => ring.setAttribute("visibility", "hidden"));
  }
  pool.append(ring);
}
