/**
 * `deno task lighthouse [--out <folder>] [--report-only] [--page <path>]...`: audits every page
 * of the site with Lighthouse 13.5 in Debian's headless Chromium, in the
 * mobile and the desktop form factor, for performance, accessibility, best
 * practices, SEO and agentic browsing. The pages are every path in the
 * content's `site.yaml` and every case study `/work/<slug>/`, in every
 * language the site lists (`/en/work/`…), served by the
 * real server (`tests/_server.ts`) on a free loopback port from `CONTENT_DIR`
 * (default: the fixture owner, tests/fixtures/full).
 *
 * Prints a score table with each run's largest contentful paint, the
 * agentic-browsing audits, and every audit not at full score with
 * Lighthouse's explanation; saves each JSON report, and the
 * printed summary, to `--out` (default: a new temporary folder). Exits 1 when
 * any page scores below 100 in performance (the median of five runs when the
 * first is below: `PERFORMANCE_RUNS`), accessibility, best practices or
 * SEO, when a scored agentic-browsing audit fails or does not apply, or a run
 * fails; `--report-only` always exits 0 once the runs are done.
 * `--page /about/` (repeatable) audits only the pages named.
 *
 * Lighthouse runs through Deno's npm support, one child `deno run` per page
 * and form factor, with `--no-config --no-lock`: it is a pinned tool, not a
 * dependency of the site, so it stays out of deno.json, deno.lock and the
 * module graph that `tests/architecture_test.ts` reads. (Node's `npx` would
 * do too, but Lighthouse 13.5 declares Node >= 22.19 and Debian's Node is 20.)
 *
 * @example
 * ```sh
 * deno task lighthouse --out /tmp/lighthouse
 * CONTENT_DIR=./content deno task lighthouse --report-only
 * ```
 */
import { isAbsolute, join } from "node:path";
import { parseArgs } from "node:util";
import { loadContent } from "../lib/content/load.ts";
import { CHROMIUM } from "../tests/_chromium.ts";
import { FIXTURE, startServer } from "../tests/_server.ts";
import { summarise } from "./lighthouse_report.ts";
import {
  agenticFraction,
  agenticProblems,
  auditPage,
  FORM_FACTORS,
  lcp,
  LIGHTHOUSE,
  MOBILE_PERFORMANCE_FLOOR,
  passes,
  REQUIRED,
  type Run,
  score,
} from "./lighthouse_run.ts";

/**
 * The paths to audit: site.yaml's pages in order, then each case study; then
 * the same under each other language's prefix (`/en/`, `/en/work/`…), whose
 * pages are rendered in that language's words and layout.
 */
export async function sitePaths(contentDir: string): Promise<string[]> {
  const content = await loadContent(contentDir);
  const paths = content.pages.map((page) => page.path);
  for (const project of content.projects) paths.push(`/work/${project.slug}/`);
  const translated = (content.translations ?? []).flatMap(({ lang }) =>
    paths.map((path) => `/${lang}${path}`)
  );
  return [...new Set([...paths, ...translated])];
}

/** `/` → `home`, `/work/escala/` → `work-escala`: a report's file name. */
export function pageName(path: string): string {
  return path.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9._-]+/g, "-") || "home";
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      out: { type: "string" },
      "report-only": { type: "boolean", default: false },
      page: { type: "string", multiple: true },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(
      "Usage: deno task lighthouse [--out <folder>] [--report-only] [--page <path>]...\n" +
        "Audits every page, mobile and desktop, with Lighthouse 13.5; CONTENT_DIR picks the content\n" +
        `(default ${FIXTURE}); CHROMIUM the browser (default /usr/bin/chromium).`,
    );
    Deno.exit(0);
  }
  if (!await Deno.stat(CHROMIUM).then((s) => s.isFile, () => false)) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium", or set CHROMIUM to its path.`,
    );
    Deno.exit(2);
  }
  const root = new URL("..", import.meta.url).pathname;
  const contentDir = Deno.env.get("CONTENT_DIR") || FIXTURE;
  const out = values.out ?? await Deno.makeTempDir({ prefix: "lighthouse-" });
  await Deno.mkdir(out, { recursive: true });

  const started = performance.now();
  const all = await sitePaths(isAbsolute(contentDir) ? contentDir : join(root, contentDir));
  const unknown = (values.page ?? []).filter((p) => !all.includes(p));
  if (unknown.length) {
    console.error(
      `--page ${unknown.join(", ")} is not a page of ${contentDir}: use one of ${all.join(", ")}`,
    );
    Deno.exit(2);
  }
  const paths = values.page?.length ? all.filter((p) => values.page!.includes(p)) : all;
  const server = await startServer({ contentDir });
  const runs: Run[] = [];
  const total = paths.length * FORM_FACTORS.length;
  console.log(
    `Lighthouse (${LIGHTHOUSE}) on ${paths.length} page(s) × ${FORM_FACTORS.length} form factors ` +
      `of ${contentDir}, served at ${server.url}; reports in ${out}`,
  );
  try {
    for (const path of paths) {
      for (const formFactor of FORM_FACTORS) {
        const run = await auditPage(
          server.url + path,
          formFactor,
          join(out, `${pageName(path)}.${formFactor}.json`),
        );
        runs.push(run);
        const scores = run.error ? "failed" : REQUIRED.map((c) => score(run.report, c)).join(" ") +
          ` agentic ${agenticFraction(run.report)} LCP ${Math.round(lcp(run.report) ?? 0)} ms` +
          // What a lower LCP can cost (docs/performance.md, issue #39): tasks after the paint.
          ` TBT ${Math.round(run.report?.audits["total-blocking-time"]?.numericValue ?? 0)} ms`;
        console.log(
          `[${String(runs.length).padStart(String(total).length)}/${total}] ` +
            `${path} ${formFactor}: ${scores} (${run.seconds.toFixed(1)} s)` +
            (run.medianOf ? ` (the median run; performance ${run.medianOf.join(", ")})` : ""),
        );
      }
    }
  } finally {
    await server.close();
  }

  const report = runs.find((r) => r.report)?.report;
  const minutes = (performance.now() - started) / 60_000;
  const lines = [
    "",
    `Lighthouse ${report?.lighthouseVersion ?? "?"}, ` +
    `${/HeadlessChrome\/[\d.]+/.exec(report?.environment.hostUserAgent ?? "")?.[0] ?? "Chromium"}` +
    `, content ${contentDir}, ${runs.length} runs in ${minutes.toFixed(1)} min`,
    "",
    ...summarise(runs),
  ];
  console.log(lines.join("\n"));
  await Deno.writeTextFile(join(out, "summary.txt"), lines.join("\n").trimStart() + "\n");

  const below = runs.filter((r) => !passes(r));
  for (const r of runs) {
    for (const problem of agenticProblems(r.report)) {
      console.log(`${r.path} ${r.formFactor}: agentic audit ${problem}`);
    }
  }
  console.log(
    `\n${below.length} of ${runs.length} runs below 100 in ${REQUIRED.join(", ")}` +
      ` (a phone's performance below ${MOBILE_PERFORMANCE_FLOOR * 100})` +
      `, with an agentic-browsing audit that fails or does not apply, or failed. JSON reports: ${out}`,
  );
  if (below.length && !values["report-only"]) Deno.exit(1);
}
