// Bundle the shell and each game's renderer into connect_widgets/static/<game>.js (+ .css).
//
//   node build.mjs            build into connect_widgets/static/
//   node build.mjs --check    build into a temporary folder and fail if it differs from static/
//
// anywidget loads `_esm` from a blob URL, where relative imports cannot resolve: hence one
// self-contained ES module per game. The bundle is committed so `pip install` needs no Node;
// `--check` (run by the tests) proves the committed files are exactly what the sources build.
import * as esbuild from "esbuild";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const gamesDir = join(here, "src", "games");
const staticDir = join(here, "..", "connect_widgets", "static");
const check = process.argv.includes("--check");

// One bundle per game, named after it, the replay page's driver (connect_widgets/export.py), and the
// shell's stylesheet once: Python puts it before each game's own (widget/shell.py), so the package
// ships it once, not in each game's stylesheet.
const entryPoints = readdirSync(gamesDir)
  .filter((file) => file.endsWith(".js"))
  .map((file) => ({ in: join(gamesDir, file), out: basename(file, ".js") }))
  .concat({ in: join(here, "src", "replay.js"), out: "replay" }, { in: join(here, "src", "shell", "style.css"), out: "shell" });
const outdir = check ? mkdtempSync(join(tmpdir(), "cw-bundle-")) : staticDir;

await esbuild.build({
  entryPoints,
  outdir,
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2020",
  legalComments: "none",
  logLevel: check ? "warning" : "info",
});

if (check) {
  const stale = readdirSync(outdir).filter((file) => {
    try {
      return !readFileSync(join(outdir, file)).equals(readFileSync(join(staticDir, file)));
    } catch {
      return true;
    }
  });
  const built = new Set(readdirSync(outdir));
  const orphans = readdirSync(staticDir).filter((file) => !built.has(file));
  rmSync(outdir, { recursive: true, force: true });
  if (stale.length || orphans.length) {
    console.error(`connect_widgets/static is out of date: ${[...stale, ...orphans].join(", ")}`);
    console.error("Run `npm run build --prefix js` and commit the result.");
    process.exit(1);
  }
  console.log(`bundle matches sources (${entryPoints.map((e) => basename(e.in)).join(", ")})`);
}
