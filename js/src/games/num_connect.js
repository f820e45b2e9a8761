// Num Connect: players and piles on top, the shared grids in the middle (cells grow as cards are
// laid, with a one-cell margin of empty cells to click), the tentative combination's verdict, and
// your hand at the bottom.
//
// Everything is drawn from `board` (connect_widgets/num_connect/drawing.py board()), the click
// targets' shapes from `ctx.layout.targets` and every word from `ctx.words` (the `page.` words of
// num_connect/words.py, in the widget's language, sent once). Clicks: a card of your hand (select),
// an empty cell (lay the selected card there), the "new grid" tile (start a free combination), the
// draw pile, the discard pile (discard the selected card). Legality and verdicts are decided in Python.
import { createWidget } from "../shell/index.js";
import { h, s, boardTargets, say, setLive, word } from "../shell/dom.js";
import "./num_connect.css";

const FIT = { textLength: 40, lengthAdjust: "spacingAndGlyphs" }; // a joker's name, 11 px, fitted to the card
const CW = 44; // card width and height in SVG units; a grid cell is one card plus a gap
const CH = 60;
const GAP = 4;
const HAND_ROW = 15; // cards per row of the hand
// A shape per colour so colours are told apart without seeing colour.
const MARK = { red: "\u25cf", blue: "\u25a0", green: "\u25b2", yellow: "\u25c6", orange: "\u25bc", purple: "\u2726" };

/** A card's name in words: "red 5", "Rainbow", "Shadow". */
const cardName = (c, W) => (c.kind === "number" ? say(W.card, { colour: W[`colour_${c.colour}`], value: c.value }) : W[c.kind]);
const cards = (n, W) => word(W, "cards", { n });

/** One card as an SVG group at (x, y): a numbered card, a Rainbow or a Shadow. */
function card(c, x, y, attrs, W) {
  const g = s("g", { transform: `translate(${x} ${y})`, ...attrs });
  g.classList.add("nc-card", `nc-${c.kind === "number" ? c.colour : c.kind}`);
  g.append(s("rect", { class: "nc-face", width: CW, height: CH, rx: 5 }));
  if (c.kind === "number") {
    g.append(
      s("text", { class: "nc-value", x: CW / 2, y: CH / 2 + 2, text: c.value }),
      s("text", { class: "nc-mark", x: 7, y: 11, "aria-hidden": "true", text: MARK[c.colour] || "" }),
      s("text", { class: "nc-mark", x: CW - 7, y: CH - 6, "aria-hidden": "true", text: MARK[c.colour] || "" }),
    );
  } else if (c.kind === "rainbow") {
    // concentric arcs: a rainbow symbol, plus the word
    ["nc-arc1", "nc-arc2", "nc-arc3", "nc-arc4"].forEach((cls, i) => {
      const r = 16 - i * 3.5;
      g.append(s("path", { class: `nc-arc ${cls}`, d: `M ${CW / 2 - r} 34 A ${r} ${r} 0 0 1 ${CW / 2 + r} 34` }));
    });
    g.append(s("text", { class: "nc-word", x: CW / 2, y: CH - 8, ...FIT, text: W.rainbow }));
  } else {
    // hatched dark face and a half-moon, plus the word
    g.append(
      s("rect", { class: "nc-hatch", x: 3, y: 3, width: CW - 6, height: CH - 6, rx: 3 }),
      s("path", { class: "nc-moon", d: "M 27 12 A 11 11 0 1 0 27 34 A 5 11 0 0 1 27 12 Z" }),
      s("text", { class: "nc-word", x: CW / 2, y: CH - 8, ...FIT, text: W.shadow }),
    );
  }
  return g;
}

/** A pattern of diagonal lines for Shadows (one per widget; identical wherever it is defined). */
function defs() {
  return s(
    "defs",
    {},
    s(
      "pattern",
      { id: "nc-hatch", width: 5, height: 5, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      s("line", { x1: 0, y1: 0, x2: 0, y2: 5, class: "nc-hatch-line" }),
    ),
  );
}

export default createWidget({
  render(_root, board, ctx) {
    const W = ctx.words;
    if (!ctx.layout.targets || !W.new_grid_short) return; // the layout has not arrived yet: the next change redraws
    const draw = { W, T: ctx.layout.targets, ...boardTargets(board) };
    // The verdict and the pass screen are live regions the shell keeps: the board is drawn around them.
    const [said, pass] = [ctx.live("verdict"), ctx.live("pass")];
    said.before(h("div", { class: "nc" }, top(board, draw), grids(board, draw)));
    said.after(hand(board, draw));
    setLive(said, board.pending ? verdict(board.pending, W) : null);
    setLive(pass, board.screen === "pass" ? h("p", { class: "nc-pass", text: say(W.pass, { name: board.pass_to }) }) : null);
  },
});

// ---------------------------------------------------------------- players and piles
function top(board, { W, T, me }) {
  const bar = h("div", { class: "nc-top" });
  const players = h("ul", { class: "nc-players" });
  board.players.forEach((p, i) => {
    const name = i === board.seat ? say(W.you, { name: p.name }) : p.name;
    const state = p.opened ? W.opened : W.not_opened;
    const label = say(p.to_act ? W.player_to_act : W.player, { name, cards: cards(p.hand_size, W), state });
    players.append(
      h(
        "li",
        { class: `nc-player${p.to_act ? " nc-to-act" : ""}`, "aria-label": label, title: label },
        h("span", { class: "nc-name", text: name }),
        h("span", { class: "nc-count", "aria-hidden": "true", text: `\u{1F0A0} ${p.hand_size}` }),
        h("span", { class: `nc-open${p.opened ? " nc-opened" : ""}`, "aria-hidden": "true", text: p.opened ? W.opened_mark : W.not_opened_mark }),
        p.to_act ? h("span", { class: "nc-turn", text: W.to_act }) : null,
      ),
    );
  });
  bar.append(players, piles(board, W, T, me));
  return bar;
}

function piles(board, W, T, me) {
  const width = 2 * CW + 110; // room for the captions under the piles
  const svg = s("svg", { class: "nc-piles", viewBox: `0 0 ${width} ${CH + 26}`, width, height: CH + 26 });
  svg.append(defs());
  const draw = board.draw_pile;
  const back = s("g", { ...me(T.draw, say(W.draw_pile, { cards: cards(draw.count, W) })), class: "nc-pile" });
  for (let k = Math.min(3, draw.count) - 1; k >= 0; k--) {
    back.append(s("rect", { class: "nc-back", x: 28 + 2 * k, y: 8 - 2 * k, width: CW, height: CH - 4, rx: 5 }));
  }
  if (!draw.count) back.append(s("rect", { class: "nc-slot", x: 28, y: 8, width: CW, height: CH - 4, rx: 5 }));
  back.append(s("text", { class: "nc-pile-label", x: 28 + CW / 2, y: CH + 20, text: say(W.draw_pile_caption, { n: draw.count }) }));
  svg.append(back);
  const discard = board.discard_pile;
  const dx = CW + 78;
  const words = { cards: cards(discard.count, W), card: discard.top ? cardName(discard.top, W) : "" };
  const pile = s("g", { ...me(T.discard, say(discard.top ? W.discard_pile_top : W.discard_pile, words)), class: "nc-pile" });
  if (discard.top) {
    // The top card is drawn beside the pile's button, under a clear rect that takes its clicks and focus
    // ring: its value and marks are not part of the button's visible text, which must stay inside the
    // button's name (WCAG 2.5.3), and the name already says the card.
    svg.append(card(discard.top, dx, 6, { "aria-hidden": "true", "pointer-events": "none" }, W));
    pile.append(s("rect", { class: "nc-pile-hit", x: dx, y: 6, width: CW, height: CH, rx: 5, fill: "transparent" }));
  } else pile.append(s("rect", { class: "nc-slot", x: dx, y: 6, width: CW, height: CH - 2, rx: 5 }));
  pile.append(s("text", { class: "nc-pile-label", x: dx + CW / 2, y: CH + 20, text: say(W.discard_pile_caption, { n: discard.count }) }));
  svg.append(pile);
  return svg;
}

// ---------------------------------------------------------------- the grids
function grids(board, draw) {
  const { W, T, me, mark } = draw;
  const area = h("div", { class: "nc-grids" });
  if (!board.grids.length) area.append(h("p", { class: "nc-note", text: W.no_grid }));
  for (const grid of board.grids) area.append(gridFigure(grid, board, draw));
  // the tile that starts a free combination in a new grid
  const tw = Math.max(CW + 60, W.new_grid_short.length * 7 + 24); // wide enough for its words
  const tile = s("svg", { class: "nc-new", viewBox: `0 0 ${tw} ${CH + 8}`, width: tw, height: CH + 8 });
  tile.append(
    s(
      "g",
      { ...me(T.new_grid, W.new_grid), class: `nc-new-tile${mark(T.new_grid)}` },
      s("rect", { class: "nc-new-rect", x: 2, y: 4, width: tw - 4, height: CH, rx: 6 }),
      s("text", { class: "nc-new-text", x: tw / 2, y: CH / 2 + 8, text: W.new_grid_short }),
    ),
  );
  area.append(h("figure", { class: "nc-grid" }, tile));
  return area;
}

function gridFigure(grid, board, { W, T, me, mark }) {
  const [r0, r1] = grid.box.rows;
  const [c0, c1] = grid.box.cols;
  const sw = CW + GAP, sh = CH + GAP;
  const width = (c1 - c0 + 1) * sw + GAP, height = (r1 - r0 + 1) * sh + GAP;
  const n = grid.grid;
  const caption = say(W.grid, { n });
  const svg = s("svg", { class: "nc-grid-svg", viewBox: `0 0 ${width} ${height}`, width, height, role: "group", "aria-label": caption });
  svg.append(defs(), s("rect", { class: "nc-felt", width, height, rx: 8 }));
  const taken = new Map(grid.cells.map((c) => [`${c.row},${c.col}`, c]));
  const pendingHere = board.pending && board.pending.grid === n;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const x = GAP + (c - c0) * sw, y = GAP + (r - r0) * sh;
      const cellName = `r${r}c${c}`;
      const laid = taken.get(`${r},${c}`);
      if (laid) {
        const text = say(laid.tentative ? W.tentative : W.laid, { card: cardName(laid.card, W), cell: cellName, n });
        const g = card(laid.card, x, y, { role: "img", "aria-label": text }, W);
        if (laid.tentative) g.classList.add("nc-tentative");
        if (laid.last) g.querySelector(".nc-face").classList.add("cw-last");
        svg.append(g);
      } else {
        const target = say(T.cell, { grid: n, row: r, col: c });
        svg.append(
          s("rect", {
            ...me(target, say(W.cell, { cell: cellName, n })),
            class: `nc-empty${mark(target)}${pendingHere ? " nc-empty-pending" : ""}`,
            x: x + 1,
            y: y + 1,
            width: CW - 2,
            height: CH - 2,
            rx: 5,
          }),
        );
      }
    }
  }
  return h("figure", { class: "nc-grid" }, h("figcaption", { text: caption }), svg);
}

// ---------------------------------------------------------------- the tentative combination
function verdict(pending, W) {
  const v = pending.verdict;
  const ok = pending.can_confirm;
  const box = h("div", { class: `nc-verdict ${ok ? "nc-ok" : "nc-bad"}` });
  box.append(
    h(
      "div",
      { class: "nc-verdict-head" },
      h("strong", { text: `${ok ? "\u2714" : "\u2716"} ${ok ? W.valid : W.invalid}` }),
      h("span", { class: "nc-verdict-cards", text: ` ${say(W.combination, { cards: pending.cards.map((c) => c.code).join(" ") })}` }),
    ),
  );
  if (ok || (v.valid && !v.messages.length)) box.append(h("div", { text: v.text }));
  else {
    const list = h("ul", { class: "nc-reasons" });
    v.messages.forEach((msg, i) => {
      list.append(h("li", {}, h("span", { text: msg }), v.rules[i] ? h("blockquote", { text: v.rules[i] }) : null));
    });
    box.append(list);
  }
  return box;
}

// ---------------------------------------------------------------- your hand (none on the pass screen)
function hand(board, { W, me }) {
  const area = h("div", { class: "nc-hand" });
  if (board.screen === "pass" || board.seat === null || board.seat === undefined) return area;
  const held = board.hand;
  area.append(h("h4", { text: say(W.hand_count, { cards: cards(held.length, W) }) }));
  if (!held.length) return area;
  const perRow = Math.min(HAND_ROW, held.length);
  const rows = Math.ceil(held.length / HAND_ROW);
  const width = perRow * (CW + GAP) + GAP, height = rows * (CH + 14) + 4;
  const svg = s("svg", { class: "nc-hand-svg", viewBox: `0 0 ${width} ${height}`, width, height, role: "group", "aria-label": W.hand });
  svg.append(defs());
  held.forEach((c, i) => {
    const x = GAP + (i % HAND_ROW) * (CW + GAP);
    const y = 10 + Math.floor(i / HAND_ROW) * (CH + 14) - (c.selected ? 8 : 0);
    const label = say(c.selected ? W.hand_card_selected : c.drawn ? W.hand_card_drawn : W.hand_card, { card: cardName(c, W) });
    const g = card(c, x, y, me(c.target, label), W);
    // sorted in among the others, the card just drawn would be lost: Python marks it, a dot shows it
    if (c.drawn) g.append(s("circle", { class: "nc-drawn-dot", cx: CW - 7, cy: 7, r: 4.5, "aria-hidden": "true" }));
    if (c.selected) {
      g.setAttribute("aria-pressed", "true");
      g.querySelector(".nc-face").classList.add("cw-selected");
    }
    svg.append(g);
  });
  area.append(svg);
  return area;
}
