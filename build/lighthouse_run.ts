/**
 * One Lighthouse audit of one page in one form factor, and what it is judged
 * by: the categories that must score 100, the agentic-browsing audits that
 * must pass, retries after a transient failure and the median of five runs
 * when performance alone is below 100. build/lighthouse.ts runs it on every
 * page; build/lighthouse_report.ts describes the results.
 */
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/_chromium.ts";

/** The Lighthouse release audited with; its categories and audits are read from its reports. */
export const LIGHTHOUSE = "npm:lighthouse@13.5.0";
/** The categories that must score 100. */
export const REQUIRED = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Reported, never required: Lighthouse calls it "still under development and subject to change". */
export const AGENTIC = "agentic-browsing";
export const FORM_FACTORS = ["mobile", "desktop"] as const;
export type FormFactor = typeof FORM_FACTORS[number];
/** One Lighthouse run is bounded; a hung Chromium must not hang CI. */
const RUN_TIMEOUT_MS = 180_000;
/**
 * Runs again after a failure. Lighthouse's trace errors (NO_NAVSTART, NO_FCP…)
 * are transient and its own message says "Please run Lighthouse again"; one
 * in 24 runs hit one on this machine.
 */
const RETRIES = 2;
/**
 * Runs of a page whose performance alone fails (below 100 on desktop, below
 * `MOBILE_PERFORMANCE_FLOOR` on a phone): Lighthouse's simulated
 * throttling varies from run to run on an unchanged page (its
 * docs/variability.md: the median of five runs is twice as stable as one),
 * and here about one run in 24 lands at 99 (first contentful paint 1.4 s
 * against 1.2 s). Such a page is run five times and judged by the median
 * run; every score is printed. Accessibility, best practices, SEO and the
 * agentic audits do not vary, and are judged on the first run.
 */
const PERFORMANCE_RUNS = 5;
/**
 * The least performance score a phone run (by its median, above) may have:
 * 0.98. On the machines of 2026-12-01 the last landed main (d46c23a),
 * unchanged, scored 99, 99, 99 on /about/ and /faq/ mobile (simulated first
 * contentful paint 1.5–1.7 s), and one unchanged case study scored 100 in one
 * whole run and 96, 98, 99 in the next, minutes apart: a gate of 100 there
 * measured the machine, not the page. Desktop and every other category must
 * still score 100.
 */
export const MOBILE_PERFORMANCE_FLOOR = 0.98;
/**
 * Issue #39's target for a phone's largest contentful paint, in milliseconds: printed for every
 * run and listed when over, but not gated. The change that brought the simulated LCP near it (no
 * request before the paint) moved the document's own long tasks after the simulated first paint,
 * where they count as blocking time, and cost phones their 98 (docs/performance.md, issue #39).
 */
export const MOBILE_LCP_TARGET_MS = 1000;

/** The part of a Lighthouse result (LHR) this script reads. */
export interface Report {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { title: string; score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, Audit>;
}

interface AuditRef {
  id: string;
  weight: number;
  group?: string;
}

export interface Audit {
  id: string;
  title: string;
  description: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  explanation?: string;
  errorMessage?: string;
  details?: Details;
}

export interface Details {
  type: string;
  headings?: { key: string; valueType?: string; label?: string }[];
  items?: Record<string, unknown>[];
  chains?: Record<string, Chain>;
  longestChain?: { duration: number };
}

export interface Chain {
  url: string;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}

/** One page in one form factor: its report, or why there is none. */
export interface Run {
  path: string;
  formFactor: FormFactor;
  file: string;
  seconds: number;
  report?: Report;
  error?: string;
  /** Why earlier attempts failed, when this one is a retry. */
  retried?: string[];
  /** The performance scores of every run, when this one is their median (`PERFORMANCE_RUNS`). */
  medianOf?: string[];
}

/** Runs Lighthouse once on `url`, writing its JSON report to `file`. */
async function lighthouse(url: string, formFactor: FormFactor, file: string): Promise<Run> {
  // A report left by an earlier run must not pass for this one's.
  await Deno.remove(file).catch(() => {});
  const started = performance.now();
  const run = { path: new URL(url).pathname, formFactor, file, seconds: 0 } as Run;
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-config",
      "--no-lock",
      "-A",
      LIGHTHOUSE,
      url,
      ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
      `--only-categories=${[...REQUIRED, AGENTIC].join(",")}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
      "--output=json",
      `--output-path=${file}`,
      "--no-enable-error-reporting",
      "--quiet",
    ],
    env: { CHROME_PATH: CHROMIUM, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
  const { code, stdout, stderr } = await child.output().finally(() => clearTimeout(timer));
  run.seconds = (performance.now() - started) / 1000;
  try {
    run.report = JSON.parse(await Deno.readTextFile(file));
  } catch {
    const said = new TextDecoder().decode(stderr) + new TextDecoder().decode(stdout);
    run.error = `Lighthouse exited with code ${code} and wrote no report` +
      (run.seconds * 1000 >= RUN_TIMEOUT_MS ? ` (killed after ${RUN_TIMEOUT_MS / 1000} s)` : "") +
      `:\n${said.trim().split("\n").slice(-15).join("\n")}`;
  }
  if (run.report?.runtimeError) {
    run.error = `${run.report.runtimeError.code}: ${run.report.runtimeError.message}`;
  }
  return run;
}

/** The largest contentful paint of `report` in milliseconds, when it has one. */
export function lcp(report: Report | undefined): number | undefined {
  return report?.audits["largest-contentful-paint"]?.numericValue;
}

/**
 * Whether `run` passes: it reported, every required category scores 100 (a
 * phone's performance at least `MOBILE_PERFORMANCE_FLOOR`) and every scored
 * agentic audit passes.
 */
export function passes(run: Run): boolean {
  if (run.error || !run.report || agenticProblems(run.report).length) return false;
  return REQUIRED.every((c) => {
    const least = c === "performance" && run.formFactor === "mobile" ? MOBILE_PERFORMANCE_FLOOR : 1;
    return (run.report!.categories[c]?.score ?? 0) >= least;
  });
}

/** Whether performance is the one required category below 100, the agentic audits passing. */
export function onlyPerformanceBelow(report: Report | undefined): boolean {
  if (!report || agenticProblems(report).length) return false;
  return REQUIRED.every((c) => ((report.categories[c]?.score ?? 0) < 1) === (c === "performance"));
}

/**
 * Whether `run` is run again and judged by its median: its performance alone fails. A phone's first
 * run at or above the floor already passes, and more runs would only cost minutes.
 */
export function runAgain(run: Run): boolean {
  return !run.error && onlyPerformanceBelow(run.report) && !passes(run);
}

/**
 * The median by performance score of `first` and `PERFORMANCE_RUNS - 1` more
 * runs made by `again(n)`; of an even number that reported (a run failed),
 * the lower.
 */
export async function medianRun(first: Run, again: (n: number) => Promise<Run>): Promise<Run> {
  const runs = [first];
  for (let n = 2; n <= PERFORMANCE_RUNS; n++) runs.push(await again(n));
  const performance = (r: Run) => r.report?.categories.performance?.score ?? 0;
  const reported = runs.filter((r) => r.report && !r.error).sort((a, b) =>
    performance(a) - performance(b)
  );
  const median = reported[Math.floor((reported.length - 1) / 2)];
  return {
    ...median,
    medianOf: runs.map((r) => r.error ? "failed" : score(r.report, "performance")),
  };
}

/** A category score as 0–100, or `err`. */
export function score(report: Report | undefined, category: string): string {
  const value = report?.categories[category]?.score;
  return typeof value === "number" ? String(Math.round(value * 100)) : "err";
}

/** Pass, fail, n/a, info or error, as Lighthouse's report shows an audit. */
export function status(audit: Audit | undefined): string {
  if (!audit) return "-";
  switch (audit.scoreDisplayMode) {
    case "notApplicable":
    case "manual":
      return "n/a";
    case "informative":
      return "info";
    case "error":
      return "ERROR";
    default:
      return (audit.score ?? 0) >= 0.9 ? "pass" : "FAIL";
  }
}

/**
 * The agentic-browsing audits of `report` that do not pass: every scored one
 * must apply and pass. Informative audits (webmcp-registered-tools lists the
 * tools it found) have no pass to reach, and are left out.
 */
export function agenticProblems(report: Report | undefined): string[] {
  const category = report?.categories[AGENTIC];
  if (!category) return ["(category missing)"];
  return category.auditRefs.flatMap((ref) => {
    const audit = report!.audits[ref.id];
    if (!audit || audit.scoreDisplayMode === "informative") return [];
    if (audit.scoreDisplayMode === "notApplicable") return [`${ref.id} does not apply`];
    return (audit.score ?? 0) < 1 ? [`${ref.id} scores ${audit.score}`] : [];
  });
}

/** The agentic category as Lighthouse's report shows it: passed / counted audits. */
export function agenticFraction(report: Report | undefined): string {
  const category = report?.categories[AGENTIC];
  if (!report || !category) return "-";
  const counted = category.auditRefs.map((ref) => status(report.audits[ref.id]))
    .filter((s) => s === "pass" || s === "FAIL" || s === "ERROR");
  return `${counted.filter((s) => s === "pass").length}/${counted.length}`;
}

/**
 * Audits the page at `url` in `formFactor`, writing its report to `file`: run
 * again after a failure (`RETRIES`), and judged by the median of
 * `PERFORMANCE_RUNS` when performance alone fails on the first run.
 */
export async function auditPage(url: string, formFactor: FormFactor, file: string): Promise<Run> {
  const path = new URL(url).pathname;
  let run = await lighthouse(url, formFactor, file);
  const retried: string[] = [];
  while (run.error && retried.length < RETRIES) {
    retried.push(run.error.split("\n").filter(Boolean).slice(-1)[0]);
    console.log(`  ${path} ${formFactor} failed (${retried.at(-1)}); running it again`);
    run = await lighthouse(url, formFactor, file);
  }
  if (retried.length) run.retried = retried;
  if (runAgain(run)) {
    run = await medianRun(
      run,
      (i) => lighthouse(url, formFactor, file.replace(/\.json$/, `.${i}.json`)),
    );
  }
  return run;
}
