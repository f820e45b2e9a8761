// Connnect's shared table: the dice card, the Connect-5 shape cards, the score card stack and the
// objective cards. Pure drawing of what Python sent; every word (`W`, the page words) and verdict
// comes from Python.
import { h, s, clickable, say, word } from "../../shell/dom.js";

const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

// ---------------------------------------------------------------- the shared table
export function table(t, L, W) {
  const bar = h("div", { class: "cn-table", "aria-label": W.table });
  const faceDown = t.face_down || "";
  const cards = [...t.cards].map((letter) => ({ letter, face_up: !faceDown.includes(letter), cells: L.shapes[letter] }));
  const met = t.met || [];
  const objs = t.objectives.map((id) => ({ id, ...L.objectives[id], text: W[`objective_${id}`], met: met.includes(id) }));
  bar.append(diceCard(t, L, W), shapeCards(cards, W), scoreStack(t.score_cards, W), objectives(objs, W));
  return bar;
}

export function die(value, x, y, size, attrs = {}, cls = "") {
  const g = s("g", { transform: `translate(${x} ${y})`, role: "img", ...attrs }); // a clickable die brings its own role
  g.append(s("rect", { class: `cn-die ${cls}`, x: -size / 2, y: -size / 2, width: size, height: size, rx: size / 6 }));
  const step = size / 4;
  for (const [dx, dy] of PIPS[value] || []) g.append(s("circle", { class: "cn-pip", cx: dx * step, cy: dy * step, r: size / 11 }));
  return g;
}

function diceCard(t, L, W) {
  const activeName = t.active >= 0 && L.players[t.active] ? L.players[t.active].name : "";
  const svg = s("svg", { class: "cn-dice-card", viewBox: "0 0 214 96", width: 214, height: 96, role: "group", "aria-label": W.dice_card });
  const who = activeName ? word(W, "rolls", { name: activeName }) : W.setup;
  svg.append(
    s("rect", { class: "cn-card", x: 1, y: 1, width: 212, height: 94, rx: 8 }),
    s("text", { class: "cn-small", x: 10, y: 15, text: say(W.round, { round: Math.min(t.round, L.rounds) || 0, rounds: L.rounds, who }) }),
  );
  const choosing = t.phase === "zone"; // the dice lie in the order rolled until the Zone Die is chosen
  const slots = [[W.zone_slot, 40], [W.number_slot, 118], [W.number_slot, 172]];
  for (const [label, x] of slots) {
    svg.append(s("rect", { class: "cn-slot", x: x - 24, y: 24, width: 48, height: 48, rx: 6 }));
    // the slots are named once the dice sit in them: before, the first die would read as the Zone Die
    if (!choosing) svg.append(s("text", { class: "cn-small cn-mid", x, y: 88, text: label }));
  }
  const picking = t.pick !== undefined; // Python says whose clicks the dice are (a human choosing the Zone Die)
  let numberSlot = 1;
  t.dice.forEach((value, k) => {
    const d = { target: `die:${k}`, value, role: t.roles ? (t.roles[k] === "z" ? "zone" : "number") : null, legal: t.choose };
    const slot = choosing || !d.role ? k : d.role === "zone" ? 0 : numberSlot++;
    const label = say(d.role ? W[`die_${d.role}`] : W.die, { k: k + 1, value: d.value });
    const attrs = picking ? clickable(d.target, say(W.make_zone, { value: d.value }), { "data-seat": t.pick }) : { "aria-label": label };
    svg.append(die(d.value, slots[slot][1], 48, 36, attrs, (d.role === "zone" ? "cn-zone-die" : "") + (d.legal ? " cw-legal" : "")));
  });
  return svg;
}

export function miniShape(cells, x, y, unit, cls) {
  let d = "";
  for (const [r, c] of cells) d += `M${x + c * unit} ${y + r * unit}h${unit}v${unit}h${-unit}z`;
  return s("path", { class: cls, d });
}

function shapeCards(cards, W) {
  const svg = s("svg", { class: "cn-shapes", viewBox: `0 0 ${cards.length * 60 + 4} 96`, width: cards.length * 60 + 4, height: 96, role: "group", "aria-label": W.shape_cards });
  cards.forEach((card, k) => {
    const x = 4 + k * 60;
    const g = s("g", { "aria-label": say(card.face_up ? W.card_up : W.card_down, { letter: card.letter }), role: "img" });
    g.append(s("rect", { class: `cn-card${card.face_up ? "" : " cn-back"}`, x, y: 2, width: 54, height: 90, rx: 6 }));
    const h2 = Math.max(...card.cells.map(([r]) => r)) + 1;
    const w2 = Math.max(...card.cells.map(([, c]) => c)) + 1;
    const unit = Math.min(10, 44 / Math.max(h2, w2));
    if (card.face_up) g.append(miniShape(card.cells, x + 27 - (w2 * unit) / 2, 52 - (h2 * unit) / 2, unit, "cn-mini"));
    g.append(s("text", { class: `cn-letter${card.face_up ? "" : " cn-faded"}`, x: x + 8, y: 20, text: card.letter }));
    svg.append(g);
  });
  return svg;
}

function scoreStack(values, W) {
  const label = values.length ? say(W.score_cards, { values: values.join(", "), top: values[0] }) : W.no_score_card;
  const svg = s("svg", { class: "cn-stack", viewBox: "0 0 78 96", width: 78, height: 96, role: "img", "aria-label": label });
  for (let k = values.length - 1; k >= 0; k--) svg.append(s("rect", { class: "cn-card", x: 6 + 3 * k, y: 6 + 3 * k, width: 54, height: 64, rx: 6 }));
  if (values.length) svg.append(star(33, 38, 18, values[0], "cn-star-big"));
  svg.append(s("text", { class: "cn-small cn-mid", x: 39, y: 90, text: word(W, "cards_left", { count: values.length }) }));
  return svg;
}

export function star(x, y, r, value, cls) {
  let d = "";
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? r * 0.5 : r;
    d += `${k ? "L" : "M"}${(x + rr * Math.cos(a)).toFixed(1)} ${(y + rr * Math.sin(a)).toFixed(1)}`;
  }
  const g = s("g", {});
  g.append(s("path", { class: `cn-star ${cls}`, d: d + "z" }));
  if (value !== undefined && value !== null) g.append(s("text", { class: "cn-star-text", x, y: y + 1, text: value }));
  return g;
}

function objectives(list, W) {
  const box = h("div", { class: "cn-objectives", role: "group", "aria-label": W.objectives });
  for (const o of list) {
    box.append(
      h(
        "div",
        { class: `cn-objective${o.met ? " cn-met" : ""}`, title: o.own ? W.objective_own : W.objective_rulebook },
        h("div", { class: "cn-obj-head" }, h("span", { text: `${o.id}${o.own ? " *" : ""}` }), h("span", { class: "cn-obj-points", text: `\u2605${o.points}${o.met ? " \u2713" : ""}` })),
        h("div", { text: o.text }),
      ),
    );
  }
  return box;
}

