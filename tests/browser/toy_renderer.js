// A renderer for the toy game of tests/toy_game.py, used only to test the shell in a browser.
import { createWidget } from "../../js/src/shell/index.js";
import { h, clickable } from "../../js/src/shell/dom.js";
import "../../js/src/shell/style.css";

export default createWidget({
  render(root, board) {
    for (const n of board.numbers) {
      root.append(h("span", { ...clickable(`n:${n}`, `number ${n}`), class: board.selected === n ? "toy-n cw-selected" : "toy-n", text: String(n) }));
    }
  },
});
