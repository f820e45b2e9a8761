// Connect the Thoughts: the face-down cards spread around the bell, your row at the bottom, the
// other players' rows across the top, each player's card in hand (left) and banked pile (right).
//
// Everything is drawn from `board` (ConnectTheThoughtsInteraction.board): positions are card
// centres on a layout.size table, so this file only turns them into SVG. Clicks: a face-down card
// (pick up, or put the held card back), an empty place or an end card of your row (lay the card
// there), the "put back" tab under your hand, the bell. Legality is decided in Python.
import { createWidget } from "../shell/index.js";
import { s, clickable } from "../shell/dom.js";
import "../shell/style.css";
import "./connect_the_thoughts.css";

const SIDE = { "place:L": "left end", "place:R": "right end", "end:L": "left end", "end:R": "right end" };

export default createWidget({
  render(root, board, ctx) {
    const layout = ctx.layout; // the fixed table geometry and object drawings, sent once
    if (!layout.size) return;
    const [width, height] = layout.size;
    const [cw, ch] = layout.card_size;
    const legal = new Set(board.legal_targets || []);
    const seat = board.seat;
    const me = (target, label) => clickable(target, label, seat === null || seat === undefined ? {} : { "data-seat": seat });
    const mark = (target) => (legal.has(target) ? " cw-legal" : "");
    const svg = s("svg", {
      viewBox: `0 0 ${width} ${height}`,
      class: "ctt",
      role: "img",
      "aria-label": `Table, round ${board.round}: ${board.pool.count} cards face-down around the bell`,
    });
    svg.append(s("rect", { class: "ctt-table", x: 2, y: 2, width: width - 4, height: height - 4, rx: 18 }));

    // ---------------------------------------------------------------- a face-up card
    const objectsOf = (card) => board.cards[String(card)] || [];
    const faceUp = (card, x, y, scale, attrs = {}, extraClass = "") => {
      const names = objectsOf(card);
      const w = cw * scale, hgt = ch * scale;
      const g = s("g", {
        class: `ctt-card${extraClass}`,
        transform: `translate(${x} ${y})`,
        "aria-label": `card ${card}: ${names.join(", ")}`,
        role: attrs.role || "img",
        ...attrs,
      });
      g.append(s("rect", { class: "ctt-face", x: -w / 2, y: -hgt / 2, width: w, height: hgt, rx: 7 * scale }));
      const slot = hgt / 3;
      names.forEach((name, i) => {
        const cy = -hgt / 2 + slot * (i + 0.5);
        g.append(s("text", { class: "ctt-emoji", x: 0, y: cy, "font-size": 25 * scale, "aria-hidden": "true", text: layout.objects[name] || "?" }));
      });
      return g;
    };

    // ---------------------------------------------------------------- the pool and the bell
    const holding = board.players.some((p) => p.you && p.hand);
    const pool = s("g", { class: "ctt-pool", role: "group", "aria-label": `${board.pool.count} face-down cards` });
    const pw = cw * layout.pool_scale, ph = ch * layout.pool_scale;
    const places = layout.pool_places.slice(0, board.pool.count);
    for (const [i, [x, y, rot]] of places.entries()) {
      const c = { x, y, rot, target: `pool:${i}` };
      const label = holding ? "Put your card back face-down" : "Pick up this face-down card";
      pool.append(
        s("rect", {
          ...me(c.target, label),
          class: `ctt-back${mark(c.target)}`,
          x: c.x - pw / 2,
          y: c.y - ph / 2,
          width: pw,
          height: ph,
          rx: 4,
          transform: `rotate(${c.rot} ${c.x} ${c.y})`,
        }),
      );
    }
    svg.append(pool);
    const bell = board.bell;
    const ready = board.players.some((p) => p.you && p.row.length >= 7); // hint the bell only when it can pay
    svg.append(
      s(
        "g",
        { ...me(bell.target, "Ring the bell"), class: `ctt-bell${ready ? mark(bell.target) : ""}` },
        s("circle", { class: "ctt-bell-plate", cx: bell.x, cy: bell.y, r: bell.r }),
        s("circle", { class: "ctt-bell-dome", cx: bell.x, cy: bell.y, r: bell.r * 0.72 }),
        s("circle", { class: "ctt-bell-shine", cx: bell.x - bell.r * 0.25, cy: bell.y - bell.r * 0.25, r: bell.r * 0.18 }),
        s("circle", { class: "ctt-bell-knob", cx: bell.x, cy: bell.y, r: bell.r * 0.2 }),
      ),
    );
    const centre = board.over
      ? `Game over: ${board.end}`
      : board.pool.picking !== null && board.pool.picking !== undefined
        ? `${board.players[board.pool.picking].name} is turning over a card`
        : `Round ${board.round} · ${board.pool.count} face-down`;
    const tw = centre.length * 7.6 + 20;
    svg.append(
      s("rect", { class: "ctt-centre-bg", x: bell.x - tw / 2, y: bell.y + bell.r + 6, width: tw, height: 22, rx: 11 }),
      s("text", { class: "ctt-centre", x: bell.x, y: bell.y + bell.r + 17, text: centre }),
    );

    // ---------------------------------------------------------------- each player's area
    const tops = board.players.filter((p) => !p.you).map((p) => p.y).sort((a, b) => a - b);
    const opponentStep = tops.length > 1 ? tops[1] - tops[0] : 2 * tops[0] || height;
    for (const p of board.players) svg.append(area(p));

    function area(p) {
      const g = s("g", { class: `ctt-player${p.sitting_out ? " ctt-out" : ""}`, role: "group", "aria-label": `${p.name}'s row` });
      const scale = p.scale;
      const w = cw * scale, hgt = ch * scale;
      const status = p.sitting_out ? "sitting out this round" : "";
      if (p.you) {
        // your own band: the name above the hand, room below the hand for "put back"
        g.append(
          s("rect", { class: "ctt-band", x: 12, y: p.y - hgt / 2 - 22, width: width - 24, height: hgt + 48, rx: 10, stroke: p.colour }),
          s("text", { class: "ctt-who", x: 24, y: p.label.y, fill: p.colour, text: status ? `${p.name} · ${status}` : p.name }),
        );
      } else {
        // opponents' bands share the top of the table: as tall as their spacing allows
        const half = Math.min(opponentStep / 2 - 3, hgt / 2 + 10);
        const nx = p.pile_at.x - w / 2 - 12;
        g.append(
          s("rect", { class: "ctt-band", x: 12, y: p.y - half, width: width - 24, height: 2 * half, rx: 10, stroke: p.colour }),
          s("text", { class: "ctt-who ctt-who-right", x: nx, y: status ? p.y - 9 : p.y, fill: p.colour, text: p.name }),
          status && s("text", { class: "ctt-status", x: nx, y: p.y + 10, text: status }),
        );
      }
      // the row, with errors marked when hints are on
      const errors = new Set(p.errors || []);
      p.row.forEach((c, i) => {
        const target = c.target;
        const attrs = target ? me(target, `Lay your card at the ${SIDE[target]}, beside card ${c.card} (${objectsOf(c.card).join(", ")})`) : {};
        g.append(faceUp(c.card, c.x, c.y, scale, attrs, target ? ` ctt-end${mark(target)}` : ""));
        if (errors.has(i) && p.row[i + 1]) {
          const mx = (c.x + p.row[i + 1].x) / 2;
          g.append(s("text", { class: "ctt-error", x: mx, y: c.y + hgt / 2 + 11 * scale, "font-size": 14 * scale, text: "✕", "aria-label": "no common object here" }));
        }
      });
      if (!p.row.length && !p.hand) {
        g.append(s("text", { class: "ctt-empty", x: width / 2, y: p.y, text: p.sitting_out ? "rang wrongly: sits out" : "no row yet" }));
      }
      // the empty places where the held card can go (own row only)
      for (const d of p.drops) {
        const fit = d.shared === undefined ? "" : d.shared.length ? `, shares ${d.shared.join(", ")}` : ", shares nothing";
        const where = d.target === "place" ? "Start your row with this card" : `Lay your card at the ${SIDE[d.target]}${fit}`;
        const slot = s("g", { ...me(d.target, where), class: `ctt-drop${mark(d.target)}${d.legal === false ? " ctt-refused" : ""}` });
        slot.append(s("rect", { class: "ctt-slot", x: d.x - w / 2, y: d.y - hgt / 2, width: w, height: hgt, rx: 7 }));
        const arrow = d.target === "place" ? "+" : d.target === "place:L" ? "◀" : "▶";
        slot.append(s("text", { class: "ctt-arrow", x: d.x, y: d.y - (d.shared ? 14 : 0), text: arrow }));
        if (d.shared) {
          const hint = d.shared.length ? d.shared.map((n) => layout.objects[n]).join("") : "✕";
          slot.append(s("text", { class: d.shared.length ? "ctt-fit" : "ctt-nofit", x: d.x, y: d.y + 18, text: hint }));
        }
        g.append(slot);
      }
      // the card in hand
      if (p.hand) {
        const held = p.hand;
        const attrs = held.target ? me(held.target, `In your hand: card ${held.card} (${objectsOf(held.card).join(", ")})`) : {};
        g.append(faceUp(held.card, held.x, held.y, scale, attrs, " ctt-held"));
        if (p.you && p.row.length) {
          const ry = held.y + hgt / 2 + 4;
          g.append(
            s(
              "g",
              { ...me("return", "Put the card back face-down"), class: `ctt-return${mark("return")}` },
              s("rect", { class: "ctt-tab", x: held.x - 40, y: ry, width: 80, height: 20, rx: 10 }),
              s("text", { class: "ctt-tab-text", x: held.x, y: ry + 10, text: "↩ put back" }),
            ),
          );
        }
      }
      // the pile of won cards
      const pile = p.pile_at;
      const n = p.pile.count;
      const pileGroup = s("g", { class: "ctt-pile", role: "img", "aria-label": `${p.name}'s pile: ${n} cards, ${p.rounds_won} rows won` });
      const layers = Math.min(3, Math.ceil(n / 7));
      for (let k = layers - 1; k >= 0; k--) {
        pileGroup.append(s("rect", { class: "ctt-pile-card", x: pile.x - w / 2 + 3 * k, y: pile.y - hgt / 2 - 3 * k, width: w, height: hgt, rx: 6, fill: p.colour }));
      }
      if (!n) pileGroup.append(s("rect", { class: "ctt-slot", x: pile.x - w / 2, y: pile.y - hgt / 2, width: w, height: hgt, rx: 6 }));
      pileGroup.append(s("text", { class: n ? "ctt-pile-count" : "ctt-pile-zero", x: pile.x, y: pile.y, "font-size": 26 * scale, text: String(n) }));
      if (p.you) pileGroup.append(s("text", { class: "ctt-caption", x: pile.x, y: pile.y - hgt / 2 - 4, text: "pile" }));
      g.append(pileGroup);
      return g;
    }

    root.append(svg);
  },
});
