/**
 * `deno task bench:scale`: the site with many projects and pages against the
 * small owner it grew from. The small owner is the `full` fixture (four
 * projects); the large one is the same folder plus 296 generated projects
 * (300 in all) and 300 generated pages, each with a few paragraphs. For each,
 * in separate server processes: the home page's bytes, the time from spawning
 * the server to its first answer (`/`), and the first search after start
 * (`/search/?q=…`, which builds the index). Medians of `SCALE_STARTS` (3)
 * starts, interleaved. The targets: the home page's bytes equal, start-up
 * and the first search each at most twice the small owner's.
 */
import { join } from "node:path";
import { copyContent, freePort, SERVE_ARGS } from "../tests/_server.ts";

const STARTS = Number(Deno.env.get("SCALE_STARTS") ?? "3");
const COUNT = 300;
const ROOT = new URL("..", import.meta.url).pathname;

/** Adds projects up to `COUNT` and `COUNT` pages to the content folder `dir`. */
export async function grow(dir: string): Promise<void> {
  const existing = [...Deno.readDirSync(join(dir, "projects"))].length;
  const words = "booking rota invoice garden bakery ferry clinic archive ledger studio".split(" ");
  const para = (i: number) =>
    Array.from({ length: 40 }, (_, j) => words[(i * 7 + j) % words.length]).join(" ") + ".";
  for (let i = existing; i < COUNT; i++) {
    await Deno.writeTextFile(
      join(dir, "projects", `generated-${i}.md`),
      `---\nname: Generated project ${i}\nstatus: Live\nsummary: A generated ${
        words[i % 10]
      } project for the scale bench.\norder: ${
        100 + i
      }\nyear: 2024\nstack:\n  - TypeScript\n---\n\n## The problem\n\n${
        para(i)
      }\n\n## What changed\n\n${para(i + 1)}\n`,
    );
  }
  let site = await Deno.readTextFile(join(dir, "site.yaml"));
  site = site.trimEnd() + "\n";
  for (let i = 0; i < COUNT; i++) {
    site +=
      `  - path: /notes/note-${i}/\n    file: note-${i}.md\n    title: Note ${i}\n    description: A generated note about ${
        words[i % 10]
      }.\n`;
    await Deno.writeTextFile(
      join(dir, "pages", `note-${i}.md`),
      `${para(i)}\n\n${para(i + 2)}\n\n${para(i + 3)}\n`,
    );
  }
  await Deno.writeTextFile(join(dir, "site.yaml"), site);
}

interface Run {
  startMs: number;
  homeBytes: number;
  searchMs: number;
}

/** Starts the server on `dir`, times its first answer and its first search, then stops it. */
async function measure(dir: string): Promise<Run> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: SERVE_ARGS,
    cwd: ROOT,
    env: { PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, CONTENT_DIR: dir },
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    let home: Response | undefined;
    while (!home) {
      home = await fetch(`${url}/`, { headers: { accept: "text/html" } }).catch(() => undefined);
      if (home && home.status === 503) {
        await home.body?.cancel();
        home = undefined;
      }
      if (!home) await new Promise((r) => setTimeout(r, 5));
    }
    const startMs = performance.now() - t0;
    const homeBytes = (await home.arrayBuffer()).byteLength;
    const s0 = performance.now();
    const search = await fetch(`${url}/search/?q=booking`, { headers: { accept: "text/html" } });
    await search.arrayBuffer();
    if (search.status !== 200) throw new Error(`search answered ${search.status}`);
    return { startMs, homeBytes, searchMs: performance.now() - s0 };
  } finally {
    child.kill("SIGTERM");
    await child.status;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

if (import.meta.main) {
  const small = await copyContent("tests/fixtures/full");
  const large = await copyContent("tests/fixtures/full");
  try {
    await grow(large);
    const runs: { small: Run[]; large: Run[] } = { small: [], large: [] };
    for (let i = 0; i < STARTS; i++) {
      runs.small.push(await measure(small));
      runs.large.push(await measure(large));
    }
    const figure = (which: "small" | "large", key: keyof Run) =>
      median(runs[which].map((r) => r[key]));
    const rows = [
      ["home page (bytes)", figure("small", "homeBytes"), figure("large", "homeBytes")],
      ["start to first answer (ms)", figure("small", "startMs"), figure("large", "startMs")],
      ["first search (ms)", figure("small", "searchMs"), figure("large", "searchMs")],
    ] as const;
    console.log(
      `| medians of ${STARTS} starts | 4 projects | ${COUNT} projects, ${COUNT} pages | ratio |`,
    );
    console.log("| --- | ---: | ---: | ---: |");
    for (const [label, a, b] of rows) {
      console.log(`| ${label} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(2)} |`);
    }
    const met = [
      ["home page's bytes equal", rows[0][1] === rows[0][2]],
      ["start-up at most twice", rows[1][2] <= 2 * rows[1][1]],
      ["first search at most twice", rows[2][2] <= 2 * rows[2][1]],
    ] as const;
    for (const [target, ok] of met) console.log(`${ok ? "met" : "NOT met"}: ${target}`);
  } finally {
    await Deno.remove(small, { recursive: true });
    await Deno.remove(large, { recursive: true });
  }
}
