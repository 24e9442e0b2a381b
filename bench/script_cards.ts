/**
 * `deno task bench:cards`: what pictures in every script cost. First the
 * runtime's install (`deno install --frozen --entrypoint main.ts` into an
 * empty `DENO_DIR`, as deploy/install.sh does; its npm packages, Deno's emit
 * cache and analysis caches, their SQLite logs folded) and what each script's font
 * adds to it in `_fresh/fonts/` (build/fonts.ts fetches it), so a Latin-only
 * owner's and a Japanese owner's installs; then the CPU one share card takes
 * to draw in each script (tests/script_cards_test.ts's samples on the
 * `minimal` fixture, with only that script's font in `_fresh/fonts/`): the
 * first (which reads the font) and the median of `ROUNDS` more on this
 * thread, each the SVG and its PNG. It leaves the last script's font.
 */
import process from "node:process";
import { DatabaseSync } from "node:sqlite";
import { fetchFont, FONT_DIR, fontsFor, installFonts } from "../build/fonts.ts";
import { drawPng } from "../lib/site/pictures/raster.ts";
import { shareCardSvg } from "../lib/site/pictures/share_card.ts";
import { fixtureSite } from "../tests/_site.ts";
import { SAMPLES } from "../tests/script_cards_test.ts";

const ROUNDS = Number(Deno.env.get("CARD_ROUNDS") ?? "5");
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** `dir`'s size on disk (`du -s`, as docs/performance.md's install figures) and its bytes. */
async function du(dir: string, apparent = false): Promise<number> {
  const args = ["-s", "--block-size=1", ...apparent ? ["--apparent-size"] : [], dir];
  const out = await new Deno.Command("du", { args }).output();
  return Number(new TextDecoder().decode(out.stdout).split("\t")[0]);
}

const denoDir = await Deno.makeTempDir();
const install = await new Deno.Command(Deno.execPath(), {
  args: ["install", "--frozen", "--entrypoint", "main.ts"],
  env: { DENO_DIR: denoDir },
  stdout: "null",
}).output();
if (!install.success) throw new Error("deno install failed");
const left = await du(denoDir);
// Deno's analysis caches are SQLite databases; an install leaves their write-ahead log (1.6 MB)
// or not, from one run to the next. Reading each folds the log into it, as Deno's next start does
// (SQLite opens a database on its first statement: opened and closed unread, it left the log).
for await (const { name } of Deno.readDir(denoDir)) {
  if (!/_cache_v\d+$/.test(name)) continue;
  const db = new DatabaseSync(`${denoDir}/${name}`);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
}
const [runtime, bytes] = [await du(denoDir), await du(denoDir, true)];
const [packages, emitted] = [await du(`${denoDir}/npm`), await du(`${denoDir}/gen`)];
await Deno.remove(denoDir, { recursive: true });
console.log(`runtime install, a fresh DENO_DIR: ${MB(runtime)} on disk, ${MB(bytes)} of files`);
console.log(
  `npm packages ${MB(packages)}, Deno's emit cache ${MB(emitted)}, its analysis caches ` +
    `${MB(runtime - packages - emitted)}; as the install left them (logs unfolded) ${MB(left)}`,
);

const site = await fixtureSite("minimal");
await Deno.remove(FONT_DIR, { recursive: true }).catch(() => {}); // each script's first card reads its font
for (let i = 0; i < 3; i++) await drawPng(await shareCardSvg(site, site.pages[0]), 1200); // warm the renderer
/** CPU milliseconds of one card: its SVG (the title wrapped by its shaped width), then its PNG. */
async function card(lang: string, title: string): Promise<number> {
  const before = process.cpuUsage();
  await drawPng(await shareCardSvg({ ...site, lang }, { ...site.pages[0], title }), 1200);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
console.log(
  "| script | font in _fresh/fonts/ | install on disk with it | first card CPU (ms) | card CPU (median ms) |",
);
console.log("| --- | --- | --- | --- | --- |");
for (const [script, lang, title] of SAMPLES) {
  // Exactly this owner's fonts in _fresh/fonts/, as a fresh clone's build leaves them.
  await Deno.remove(FONT_DIR, { recursive: true }).catch(() => {});
  await installFonts([{ file: "bench", field: "title", text: title, lang }]);
  let font = 0;
  for (const family of fontsFor(title, lang)) font += (await fetchFont(family)).bytes;
  const first = await card(lang, title); // reads the script's font
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await card(lang, title));
  const median = times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const fonts = font ? MB(font) : "none (Inter)";
  console.log(
    `| ${script} | ${fonts} | ${MB(runtime + font)} | ${first.toFixed(0)} | ${median.toFixed(0)} |`,
  );
}
console.log(`load average: ${Deno.loadavg().map((n) => n.toFixed(1)).join(" ")}`);
