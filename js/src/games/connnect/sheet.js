// Connnect's player sheet drawn like paper: round tracker, play area with zones, circles and
// outlines, Free Action track, bonus sections, Connect-4 shapes, Connect-5 boxes and score.
// Every word comes from `W` (the page words, sent once); `L` is the printed sheet.
import { h, s, say, word } from "../../shell/dom.js";
import { die, miniShape, star } from "./table.js";

const C = 44; // a space of the play area, in SVG units
const GX = 168; // the play area's top-left corner
const GY = 92;
const RX = 556; // the right column: bonuses, Connect-4 shapes, Connect-5 boxes, score
const WIDTH = 830;
const SPLIT = RX - 12; // where the right column's page begins
const HEIGHT = 452;
const ICONS = { cross: "\u2717\u2192", switch: "\u21c4", plusminus: "\u00b1", again: "\u21bb", any2: "\u270e\u270e", six: "+6" }; // by effect
/** A drawing laid over a button and not part of it: hidden from screen readers, clicks pass through. */
const DECOR = { "aria-hidden": "true", "pointer-events": "none" };
const STATES = { o: "open", c: "circled", x: "crossed" };
const MARKS = { ".": "empty", o: "filled", x: "crossed" };
/** The page word naming a score part (`score_connect_3_bonuses` for "connect-3 bonuses"). */
const scoreWord = (key) => `score_${key.replace(/\W/g, "_")}`;

// ---------------------------------------------------------------- the player sheet
/** The sheet in two pages that sit side by side when there is room, and the right column (bonuses,
 * Connect-4 shapes, Connect-5 boxes, score) under the play area when there is not: it reflows at its
 * drawn size instead of shrinking. */
export function sheetSvg(entry, rounds, me, last, L, W) {
  const sheet = entry.sheet;
  const score = L.score_keys.map((key, k) => ({ label: W[scoreWord(key)], value: sheet.score[k], total: key === "total" }));
  const main = sheetPage(0, SPLIT, "cn-sheet-main");
  main.append(s("text", { class: "cn-name", x: 14, y: 26, text: entry.name }));
  main.append(tracker(rounds.map((r) => [...r].map(Number)), W), myDice(sheet, me, W), playArea(sheet, me, last, L, W), freeTrack(sheet, me, L, W));
  const side = sheetPage(SPLIT, WIDTH - SPLIT, "cn-sheet-side");
  side.append(bonuses(sheet, me, L, W), connect4(sheet, L, W), connect5(sheet, L, W), scoreSection(score, W));
  return h("div", { class: "cn-sheet", role: "group", "aria-label": word(W, "sheet", { name: entry.name }) }, main, side);
}

/** One page of the sheet: the part of the drawing from ``x``, ``width`` wide, on its own paper. */
function sheetPage(x, width, cls) {
  const svg = s("svg", { class: cls, viewBox: `${x} 0 ${width} ${HEIGHT}`, width, height: HEIGHT });
  svg.append(s("rect", { class: "cn-paper", x: x + 1, y: 1, width: width - 2, height: HEIGHT - 2, rx: 10 }));
  return svg;
}

function tracker(rounds, W) {
  const played = rounds.map((t, k) => say(W.tracker_round, { round: k + 1, zone: t[0], a: t[1], b: t[2] })).join("; ");
  const g = s("g", { class: "cn-tracker", role: "img", "aria-label": say(W.tracker, { rounds: played || W.tracker_empty }) });
  g.append(s("text", { class: "cn-small", x: 40, y: 62, text: W.tracker_zone }), s("text", { class: "cn-small", x: 82, y: 62, text: W.tracker_numbers }));
  for (let k = 0; k < 12; k++) {
    const y = 68 + k * 29;
    const t = rounds[k] || [];
    g.append(s("text", { class: "cn-small cn-end", x: 30, y: y + 17, text: k + 1 }));
    [36, 70, 98].forEach((x, j) => {
      g.append(s("rect", { class: j ? "cn-box" : "cn-box cn-zone-box", x, y, width: 24, height: 24, rx: j ? 2 : 5 }));
      if (t[j]) g.append(s("text", { class: "cn-pencil cn-mid", x: x + 12, y: y + 17, text: t[j] }));
    });
  }
  return g;
}

function myDice(sheet, me, W) {
  const g = s("g", { class: "cn-mydice" });
  const dice = { zone: sheet.zone, numbers: sheet.numbers || [], to_write: (sheet.to_write || []).map((value, k) => ({ target: `num:${k}`, value, selected: value === sheet.die })) };
  if (!dice.zone) return g;
  g.append(s("text", { class: "cn-small", x: 260, y: 24, text: W.my_zone }), die(dice.zone, 310, 20, 26, { "aria-label": say(W.your_zone, { zone: dice.zone }) }, "cn-zone-die"));
  if (dice.to_write.length) {
    g.append(s("text", { class: "cn-small", x: 340, y: 24, text: W.to_write }));
    dice.to_write.forEach((d, k) => {
      const lit = d.selected ? "cw-selected" : sheet.switching || sheet.dice_legal ? "cw-legal" : ""; // Python: a die is next
      g.append(die(d.value, 410 + k * 34, 20, 26, me(d.target, say(d.selected ? W.number_die_picked : W.number_die, { value: d.value })), lit));
    });
  } else if (dice.numbers.length) {
    g.append(s("text", { class: "cn-small", x: 340, y: 24, text: say(W.written, { a: dice.numbers[0], b: dice.numbers[1] }) }));
  }
  return g;
}

/** The 6x6 play area: its zone dice and names along the edges, the lines' scores, the spaces, the
 * zones' borders, the circles (and the lines connected through them) and the claimed shapes. */
function playArea(sheet, me, last, L, W) {
  const g = s("g", { class: "cn-area" });
  g.append(...edgeDice(sheet, L, W), ...edgeNames(L), ...lineScores(sheet, L, W), ...spaces(sheet, me, last, L, W));
  g.append(s("rect", { class: "cn-frame", x: GX, y: GY, width: 6 * C, height: 6 * C }));
  for (const k of [2, 4]) {
    g.append(s("path", { class: "cn-zone-line", d: `M${GX + k * C} ${GY}v${6 * C}M${GX} ${GY + k * C}h${6 * C}` }));
  }
  g.append(...circles(sheet, L, W), ...claimOutlines(sheet, L, W));
  return g;
}

/** Zone dice along the edges: zones 1-3 over the column pairs, 4-6 beside the row pairs; the active
 * zone's band behind its die and its spaces. */
function edgeDice(sheet, L, W) {
  const parts = [];
  for (const z of L.zones) {
    const active = z.zone === sheet.zone;
    const [cx, cy] = z.axis === "column" ? [GX + (z.index[0] + 1) * C, GY - 44] : [GX + 6 * C + 22, GY + (z.index[0] + 1) * C];
    if (active) {
      const band = z.axis === "column" ? { x: GX + z.index[0] * C - 3, y: GY - 62, width: 2 * C + 6, height: 6 * C + 65 } : { x: GX - 3, y: GY + z.index[0] * C - 3, width: 6 * C + 46, height: 2 * C + 6 };
      parts.push(s("rect", { class: "cn-band", rx: 8, ...band }));
    }
    parts.push(die(z.zone, cx, cy, 24, { "aria-label": say(active ? W.edge_die_active : W.edge_die, { zone: z.zone }) }, active ? "cn-zone-die" : "cn-edge-die"));
  }
  return parts;
}

/** The column letters above the play area and the row numbers on its left. */
function edgeNames(L) {
  const parts = [];
  for (let k = 0; k < 6; k++) {
    parts.push(s("text", { class: "cn-small cn-mid", x: GX + k * C + C / 2, y: GY - 8, text: L.cells[k].id[0] }));
    parts.push(s("text", { class: "cn-small cn-end", x: GX - 8, y: GY + k * C + C / 2 + 4, text: k + 1 }));
  }
  return parts;
}

/** Lines with the arrow: rows score at the right, columns below (with their points once scored). */
function lineScores(sheet, L, W) {
  const parts = [];
  L.lines.forEach((printed, i) => {
    const line = { ...printed, points: sheet.lines[i] };
    const isRow = /\d/.test(line.name);
    const k = isRow ? Number(line.name) - 1 : line.name.charCodeAt(0) - 97;
    const [x, y] = isRow ? [GX + 6 * C + 50, GY + k * C + C / 2 + 5] : [GX + k * C + C / 2, GY + 6 * C + 18];
    if (line.arrow || line.points) {
      parts.push(s("text", { class: `cn-arrow cn-mid${line.points ? " cn-scored" : ""}`, x, y, text: `${isRow ? "\u2192" : "\u2193"}${line.points ? line.points : ""}`, "aria-label": word(W, "line", { name: line.name, points: line.points }) }));
    }
  });
  return parts;
}

/** The 36 spaces, each a click target: its number (printed or written), crossed out, and its marks. */
function spaces(sheet, me, last, L, W) {
  const lastCells = new Set(last);
  const crossed = new Set(sheet.crossed || []);
  const claimed = new Set((sheet.claims || []).flatMap((c) => c[1]));
  const selected = new Set(sheet.selected || []);
  const legal = new Set(sheet.legal || []);
  const zone = L.zones.find((z) => z.zone === sheet.zone);
  const inZone = (c) => !!zone && zone.index.includes(zone.axis === "column" ? c.x : c.y);
  return L.cells.map((printed, i) => {
    const v = sheet.grid[i];
    const cell = { ...printed, value: v === "." ? 0 : Number(v), crossed: crossed.has(i), claimed: claimed.has(i), zone: inZone(printed), selected: selected.has(i), legal: legal.has(i) };
    const x = GX + cell.x * C;
    const y = GY + cell.y * C;
    const label = cellLabel(cell, W);
    const cls = ["cn-cell", cell.zone ? "cn-in-zone" : "", cell.claimed ? "cn-claimed" : "", cell.selected ? "cw-selected" : "", cell.legal ? "cw-legal" : "", lastCells.has(i) ? "cw-last" : ""];
    const cg = s("g", me(cell.target, label));
    cg.append(s("rect", { class: cls.filter(Boolean).join(" "), x, y, width: C, height: C }));
    if (cell.value) cg.append(s("text", { class: `cn-number ${cell.setup ? `cn-setup-${cell.setup}` : "cn-written"}${cell.crossed ? " cn-faded" : ""}`, x: x + C / 2, y: y + C / 2 + 8, text: cell.value }));
    if (cell.crossed) cg.append(s("path", { class: "cn-cross", d: `M${x + 8} ${y + 8}L${x + C - 8} ${y + C - 8}M${x + C - 8} ${y + 8}L${x + 8} ${y + C - 8}` }));
    return cg;
  });
}

/** The circles, open or filled, and the lines connected through them (a thin dashed guide; the
 * rulebook draws none on the sheet), under them. */
function circles(sheet, L, W) {
  const filled = new Set(sheet.circles);
  const all = L.circles.map((c) => ({ ...c, filled: filled.has(c.id) }));
  const parts = [];
  for (const line of (sheet.connected || []).map((k) => L.connected_lines[k])) {
    const a = all[line[0]];
    const b = all[line[2]];
    parts.push(s("path", { class: "cn-connected", d: `M${GX + a.x * C} ${GY + a.y * C}L${GX + b.x * C} ${GY + b.y * C}` }));
  }
  for (const c of all) {
    parts.push(s("circle", { class: `cn-circle${c.filled ? " cn-filled" : ""}`, cx: GX + c.x * C, cy: GY + c.y * C, r: 8, role: "img", "aria-label": say(c.filled ? W.circle_filled : W.circle_open, { first: c.cells[0], last: c.cells[3] }) }));
  }
  return parts;
}

/** The outline around each claimed shape, named with its size and spaces. */
function claimOutlines(sheet, L, W) {
  return (sheet.claims || []).map(([kind, cells]) => {
    const printed = cells.map((i) => L.cells[i]);
    return s("path", { class: `cn-outline cn-outline-${kind[0]}`, d: outline(printed), role: "img", "aria-label": say(W.outline, { size: kind[0], spaces: printed.map((c) => c.id).join(" ") }) });
  });
}

/** What a screen reader says of a space: its name and number, and what is special about it. */
function cellLabel(cell, W) {
  let label = say(W.cell, { id: cell.id, value: cell.value || W.cell_empty });
  if (cell.setup) label += W[`cell_setup_${cell.setup}`];
  if (cell.crossed) label += W.cell_crossed;
  if (cell.claimed) label += W.cell_claimed;
  if (cell.zone) label += W.cell_in_zone;
  return label;
}

/** The outline drawn around a claimed shape, inset from the cell borders, as path data. */
function outline(printed) {
  const cells = printed.map((c) => [c.x, c.y]);
  const set = new Set(cells.map(([x, y]) => `${x},${y}`));
  const has = (x, y) => set.has(`${x},${y}`);
  const d = 0.13;
  let path = "";
  for (const [x, y] of cells) {
    for (const [nx, ny] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
      if (has(x + nx, y + ny)) continue;
      const [tx, ty] = [-ny, nx];
      const end = (sgn) => {
        const ax = x + sgn * tx;
        const ay = y + sgn * ty;
        const ext = !has(ax, ay) ? 0.5 - d : !has(ax + nx, ay + ny) ? 0.5 : 0.5 + d;
        const px = x + 0.5 + nx * (0.5 - d) + sgn * tx * ext;
        const py = y + 0.5 + ny * (0.5 - d) + sgn * ty * ext;
        return `${(GX + px * C).toFixed(1)} ${(GY + py * C).toFixed(1)}`;
      };
      path += `M${end(-1)}L${end(1)}`;
    }
  }
  return path;
}

function freeTrack(sheet, me, L, W) {
  const fa = L.free_action;
  const f = { target: fa.target, used: sheet.free, selected: !!sheet.free_selected, star_box: fa.star_box, boxes: fa.boxes.map((value, k) => ({ value, crossed: k < sheet.free })) };
  const penalty = f.used >= f.boxes.length ? f.star_box : f.boxes[f.used].value;
  const x0 = GX - 24;
  const y0 = GY + 6 * C + 44;
  const g = s("g", { ...me(f.target, say(W.free_track, { used: f.used, boxes: f.boxes.length, penalty })), class: `cn-free${f.selected ? " cn-free-selected" : ""}` });
  // the printed penalties lie over the button, outside it: its visible text (the title) must stay
  // inside its name (WCAG 2.5.3), and the name says the penalty that counts
  const values = s("g", DECOR);
  g.append(s("text", { class: "cn-small", x: x0, y: y0 - 6, text: W.free_title }));
  f.boxes.forEach((b, k) => {
    const x = x0 + k * 34;
    const next = k === f.used ? (f.selected ? " cw-selected" : sheet.free_legal ? " cw-legal" : "") : ""; // Python: the track is next
    g.append(s("rect", { class: `cn-box${next}`, x, y: y0, width: 30, height: 26, rx: 3 }));
    values.append(s("text", { class: "cn-mid cn-track-value", x: x + 15, y: y0 + 18, text: b.value ? `-${b.value}` : "0" }));
    if (b.crossed) values.append(s("path", { class: "cn-cross", d: `M${x + 4} ${y0 + 4}L${x + 26} ${y0 + 22}M${x + 26} ${y0 + 4}L${x + 4} ${y0 + 22}` }));
  });
  const sx = x0 + 7 * 34 + 14;
  g.append(s("path", { class: "cn-zone-line", d: `M${sx - 7} ${y0 - 2}v30` }));
  const starNext = f.used >= f.boxes.length && sheet.free_legal ? " cw-legal" : ""; // every box crossed: the star is next
  const box = star(sx + 16, y0 + 13, 16, `-${f.star_box}`, `cn-star-small${starNext}`);
  const text = box.querySelector("text");
  if (text) values.append(text); // the star's outline stays in the button, its printed value over it
  g.append(box);
  return s("g", {}, g, values);
}

function bonuses(sheet, me, L, W) {
  const g = s("g", { class: "cn-bonuses" });
  g.append(s("text", { class: "cn-title", x: RX, y: 22, text: W.bonuses_3 }), s("text", { class: "cn-title", x: RX, y: 124, text: W.bonuses_4 }));
  let k3 = 0;
  let k4 = 0;
  const legal = sheet.bonus_legal || [];
  L.bonuses.forEach((printed, i) => {
    const b = { ...printed, state: STATES[sheet.bonuses[i]], selected: sheet.bonus === printed.id, legal: legal.includes(printed.id) };
    const k = b.section === 3 ? k3++ : k4++;
    const x = RX + (k % 6) * 44;
    const y = b.section === 3 ? 30 + Math.floor(k / 6) * 42 : 132;
    const depicted = b.effect === "write"; // a "write depicted number" bonus shows its number
    const icon = depicted ? b.depicted : ICONS[b.effect] || "?";
    const cls = ["cn-bonus", b.selected ? "cw-selected" : "", b.legal ? "cw-legal" : ""].filter(Boolean).join(" ");
    const title = say(W[`effect_${b.effect}`], { n: b.depicted });
    const bg = s("g", me(b.target, word(W, b.lightning ? "bonus_lightning" : "bonus", { title, points: b.points, state: W[`bonus_${b.state}`] })));
    bg.append(s("rect", { class: cls, x, y, width: 40, height: 38, rx: 4 }));
    bg.append(s("text", { class: "cn-tiny cn-end", x: x + 37, y: y + 34, text: `${b.lightning ? "\u26a1 " : ""}${b.points}\u2605` }));
    // the icon lies over the button, outside it: its visible text (the points) must stay inside its
    // name (WCAG 2.5.3), and the name says the effect the icon draws
    if (b.state !== "open") bg.append(s("ellipse", { class: "cn-circled", cx: x + 20, cy: y + 16, rx: 16, ry: 13 }));
    if (b.state === "crossed") bg.append(s("path", { class: "cn-cross", d: `M${x + 6} ${y + 6}L${x + 34} ${y + 32}M${x + 34} ${y + 6}L${x + 6} ${y + 32}` }));
    g.append(bg, s("g", DECOR, s("text", { class: `cn-icon cn-mid${depicted ? " cn-icon-n" : ""}`, x: x + 20, y: y + 21, text: icon })));
  });
  return g;
}

function mark(kind, state, x, y, points) {
  const g = s("g", {});
  const cls = `cn-mark${state === "filled" ? " cn-mark-filled" : ""}`;
  g.append(kind === "box" ? s("rect", { class: cls, x: x - 8, y: y - 8, width: 16, height: 16, rx: 2 }) : s("circle", { class: cls, cx: x, cy: y, r: 8 }));
  g.append(s("text", { class: `cn-tiny cn-mid${state === "filled" ? " cn-on-filled" : ""}`, x, y: y + 4, text: points }));
  if (state === "crossed") g.append(s("path", { class: "cn-cross", d: `M${x - 8} ${y - 8}L${x + 8} ${y + 8}M${x + 8} ${y - 8}L${x - 8} ${y + 8}` }));
  return g;
}

function connect4(sheet, L, W) {
  const g = s("g", { class: "cn-c4" });
  g.append(s("text", { class: "cn-title", x: RX, y: 192, text: W.connect4_title }));
  L.connect4.forEach((printed, k) => {
    const c = { ...printed, mark: MARKS[sheet.connect4[2 * k]], circle: MARKS[sheet.connect4[2 * k + 1]] };
    const x = RX + 4 + k * 53;
    const sg = s("g", { role: "img", "aria-label": say(W.connect4, { letter: c.letter, mark: W[`mark_${c.mark}`], circle: W[`mark_${c.circle}`] }) });
    const w = Math.max(...c.cells.map(([, cc]) => cc)) + 1;
    sg.append(miniShape(c.cells, x + 22 - (w * 9) / 2, 202, 9, "cn-mini"));
    sg.append(mark("box", c.mark, x + 12, 236, 4), mark("circle", c.circle, x + 34, 236, 1));
    g.append(sg);
  });
  return g;
}

function connect5(sheet, L, W) {
  const g = s("g", { class: "cn-c5" });
  g.append(s("text", { class: "cn-title", x: RX, y: 272, text: W.connect5_title }));
  const boxes = sheet.connect5 || [];
  for (let k = 0; k < L.connect5_boxes; k++) {
    const box = boxes[k] ? { letter: boxes[k][0], points: boxes[k][1] } : {};
    const x = RX + k * 66;
    const bg = s("g", { role: "img", "aria-label": say(box.letter ? W.box_full : W.box_empty, { k: k + 1, letter: box.letter, points: box.points }) });
    bg.append(s("rect", { class: "cn-box", x, y: 280, width: 28, height: 28, rx: 3 }));
    if (box.letter) bg.append(s("text", { class: "cn-pencil cn-mid cn-letter-written", x: x + 14, y: 300, text: box.letter }));
    bg.append(star(x + 44, 294, 15, box.points || "", "cn-star-small"));
    g.append(bg);
  }
  return g;
}

function scoreSection(score, W) {
  const parts = score.map((part) => say(W.score_part, part)).join(", ");
  const g = s("g", { class: "cn-score", role: "img", "aria-label": say(W.score, { parts }) });
  g.append(s("text", { class: "cn-title", x: RX, y: 330, text: W.score_title }));
  score.forEach((part, k) => { // two columns of label and box, read down: the total ends bottom right
    const x = RX + Math.floor(k / 5) * 134;
    const y = 338 + (k % 5) * 22;
    g.append(s("text", { class: "cn-tiny", x: x + 1, y: y + 14, text: part.label }));
    g.append(s("rect", { class: `cn-box${part.total ? " cn-total" : ""}`, x: x + 78, y, width: 48, height: 20, rx: 3 }));
    g.append(s("text", { class: "cn-pencil cn-mid cn-score-value", x: x + 102, y: y + 16, text: part.value }));
  });
  return g;
}
