/**
 * The summary of Lighthouse runs: score tables, the agentic-browsing audits,
 * and every audit below full score with Lighthouse's explanation and what it
 * found, runs that differ only in timings grouped together.
 */
import {
  AGENTIC,
  agenticFraction,
  type Audit,
  type Chain,
  type Details,
  FORM_FACTORS,
  lcp,
  MOBILE_LCP_TARGET_MS,
  type Report,
  REQUIRED,
  type Run,
  score,
  status,
} from "./lighthouse_run.ts";

/** True when the audit counts towards a score and has not got all of it. */
function belowFull(audit: Audit): boolean {
  if (audit.scoreDisplayMode === "error") return true;
  if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) return false;
  return audit.score !== null && audit.score < 1;
}

/** Markdown links as `text (url)`, for a terminal. */
function plain(text: string): string {
  return text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)");
}

/** One cell of a details table as text. */
function cell(value: unknown, valueType = ""): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") {
    if (valueType === "bytes") return `${(value / 1024).toFixed(1)} KiB`;
    if (/ms$/i.test(valueType)) {
      return value >= 3_600_000 ? `${value / 3_600_000} h` : `${Math.round(value)} ms`;
    }
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value !== "object") return String(value);
  const v = value as Record<string, unknown>;
  if (v.type === "node") return String(v.snippet ?? v.selector ?? v.nodeLabel ?? "");
  if (v.type === "source-location") return `${v.url}:${Number(v.line) + 1}`;
  if ("value" in v) return cell(v.value, valueType);
  return JSON.stringify(value);
}

/** What an audit found, a line per finding: its table rows, or its longest request chain. */
function findings(details: Details | undefined, limit = 6): string[] {
  if (!details) return [];
  if (details.type === "list") {
    // A list holds tables, or sections that each hold one.
    return (details.items ?? []).flatMap((item) =>
      findings((item.type === "list-section" ? item.value : item) as Details, limit)
    );
  }
  if (details.type === "checklist") {
    return Object.values(details.items ?? {}).filter((c) => c.value === false)
      .map((c) => `not met: ${c.label}`);
  }
  if (details.type === "node") return [`element: ${cell(details)}`];
  if (details.type === "network-tree" && details.chains) {
    const chain: string[] = [];
    let level: Record<string, Chain> | undefined = details.chains;
    while (level) {
      const next: Chain | undefined = Object.values(level).find((c) => c.isLongest);
      if (!next) break;
      chain.push(chain.length ? new URL(next.url).pathname : "page");
      level = next.children;
    }
    const ms = details.longestChain ? ` (${Math.round(details.longestChain.duration)} ms)` : "";
    return chain.length > 1 ? [`longest chain${ms}: ${chain.join(" → ")}`] : [];
  }
  if (details.type !== "table" && details.type !== "opportunity") return [];
  const headings = details.headings ?? [];
  const rows = (details.items ?? []).map((item) =>
    headings.map((h) => {
      const text = cell(item[h.key], h.valueType);
      return text && `${h.label ? `${h.label}: ` : ""}${text.replace(/\s+/g, " ").slice(0, 200)}`;
    }).filter(Boolean).join("; ")
  ).filter(Boolean);
  return rows.length > limit
    ? [...rows.slice(0, limit), `… and ${rows.length - limit} more`]
    : rows;
}

/** An audit's score, display value, explanation and findings, as lines. */
function describe(audit: Audit): string {
  const head = [
    `score ${audit.score === null ? "error" : Math.round(audit.score * 100)}`,
    audit.displayValue && `“${audit.displayValue}”`,
    audit.explanation && plain(audit.explanation),
    audit.errorMessage,
  ].filter(Boolean).join(" — ");
  return [head, ...findings(audit.details).map((f) => `      ${f}`)].join("\n");
}

const TIMING = /\b(\d+(?:\.\d+)?) ms\b/g;
const PLACEHOLDER = "\u0000";

/** `text` with each timing in milliseconds taken out, and those timings. */
function withoutTimings(text: string): [string, number[]] {
  const times: number[] = [];
  const rest = text.replace(TIMING, (_, ms: string) => {
    times.push(Number(ms));
    return `${PLACEHOLDER} ms`;
  });
  return [rest, times];
}

/** `text` with its timings put back, as a range over the runs when they differ. */
function withTimings(text: string, times: number[][]): string {
  let i = 0;
  return text.replaceAll(PLACEHOLDER, () => {
    const these = times.map((t) => t[i]);
    i++;
    const [low, high] = [Math.min(...these), Math.max(...these)];
    return low === high ? String(low) : `${low}–${high}`;
  });
}

/** Where a finding was made: its pages and form factors, or all runs but some. */
function where(found: Run[], all: Run[]): string {
  const many = new Set(all.map((r) => r.path)).size > 1;
  if (many && found.length === all.length) return "every page, both form factors";
  const label = (runs: Run[]) =>
    [...new Set(all.map((r) => r.path))].flatMap((path) => {
      const forms = runs.filter((r) => r.path === path).map((r) => r.formFactor);
      return forms.length ? [`${path} ${forms.join("+")}`] : [];
    }).join(", ");
  for (const form of FORM_FACTORS) {
    if (many && found.every((r) => r.formFactor === form)) {
      const missing = all.filter((r) => r.formFactor === form && !found.includes(r));
      if (!missing.length) return `every page, ${form}`;
      if (missing.length < found.length) return `every page ${form} but ${label(missing)}`;
    }
  }
  if (many && found.length > all.length / 2) {
    return `every page and form factor but ${label(all.filter((r) => !found.includes(r)))}`;
  }
  return label(found);
}

/**
 * The audits `select` picks, each with its categories and weights and Lighthouse's
 * explanation, then what the runs found: runs that differ only in timings together.
 */
function auditGroups(
  runs: Run[],
  select: (audit: Audit, category: string) => boolean,
  mark = "✗",
): string[] {
  interface Group {
    audit: Audit;
    refs: string[];
    found: Map<string, { runs: Run[]; times: number[][] }>;
  }
  const groups = new Map<string, Group>();
  for (const r of runs) {
    const report: Report | undefined = r.report;
    if (!report || r.error) continue;
    for (const [category, { auditRefs }] of Object.entries(report.categories)) {
      for (const ref of auditRefs) {
        const audit: Audit | undefined = report.audits[ref.id];
        if (!audit || !select(audit, category)) continue;
        const group: Group = groups.get(ref.id) ?? { audit, refs: [], found: new Map() };
        groups.set(ref.id, group);
        const label = `${category}, weight ${Math.round(ref.weight * 100) / 100}`;
        if (!group.refs.includes(label)) group.refs.push(label);
        const [key, times] = withoutTimings(describe(audit));
        const same = group.found.get(key) ?? { runs: [], times: [] };
        group.found.set(key, same);
        if (same.runs.includes(r)) continue;
        same.runs.push(r);
        same.times.push(times);
      }
    }
  }
  const weightless = (refs: string[]) => refs.every((ref) => ref.endsWith("weight 0"));
  const sorted = [...groups].sort(([, a], [, b]) =>
    Number(weightless(a.refs)) - Number(weightless(b.refs))
  );
  const out: string[] = [];
  for (const [id, { audit, refs, found }] of sorted) {
    const counts = audit.scoreDisplayMode === "informative"
      ? " (informative: never scored)"
      : weightless(refs)
      ? " (weight 0: shown, but not counted in the score)"
      : "";
    out.push("", `${mark} ${id}: ${audit.title} [${refs.join("; ")}]${counts}`);
    out.push(`    ${plain(audit.description)}`);
    for (const [key, { runs: seen, times }] of found) {
      const [line, ...rest] = withTimings(key, times).split("\n");
      out.push(`  ${where(seen, runs)}: ${line}`, ...rest);
    }
  }
  return out;
}

/** The score table of every run, then the agentic-browsing audits of each. */
function scoreTables(runs: Run[]): string[] {
  const out: string[] = [];
  const width = Math.max(4, ...runs.map((r) => r.path.length));
  const row = (cells: string[], widths: number[]) =>
    cells.map((c, i) => i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ");
  const widths = [width, 7, 5, 5, 5, 5, 7, 6];
  out.push(
    "Scores (0–100; agentic: audits passed / audits that apply; LCP: largest contentful paint, " +
      `issue #39's target for a phone: at most ${MOBILE_LCP_TARGET_MS / 1000} s)`,
    "",
  );
  out.push(row(["page", "form", "perf", "a11y", "bp", "seo", "agentic", "LCP"], widths));
  for (const r of runs) {
    const paint = lcp(r.report);
    out.push(row([
      r.path,
      r.formFactor,
      ...REQUIRED.map((c) => score(r.report, c)),
      agenticFraction(r.report),
      paint === undefined ? "-" : `${(paint / 1000).toFixed(2)} s`,
    ], widths));
  }

  const sample = runs.find((r) => r.report?.categories[AGENTIC])?.report;
  const agenticIds = sample?.categories[AGENTIC].auditRefs.map((ref) => ref.id) ?? [];
  if (agenticIds.length) {
    out.push("", "Agentic-browsing audits (pass, FAIL, n/a = not applicable, info = informative)");
    for (const [i, id] of agenticIds.entries()) {
      out.push(`  ${String.fromCharCode(65 + i)} = ${id}`);
    }
    const cols = [width, 7, ...agenticIds.map(() => 5)];
    out.push(
      "",
      row(["page", "form", ...agenticIds.map((_, i) => String.fromCharCode(65 + i))], cols),
    );
    for (const r of runs) {
      out.push(
        row([r.path, r.formFactor, ...agenticIds.map((id) => status(r.report?.audits[id]))], cols),
      );
    }
  }

  return out;
}

/** The runs that failed, were retried, drew a warning from Lighthouse, or missed the LCP target. */
function runNotes(runs: Run[]): string[] {
  const out: string[] = [];
  const slow = runs.filter((r) =>
    r.formFactor === "mobile" && (lcp(r.report) ?? 0) > MOBILE_LCP_TARGET_MS
  );
  if (slow.length) {
    out.push(
      "",
      `Phone pages over the ${MOBILE_LCP_TARGET_MS / 1000} s LCP target (reported, not gated)`,
    );
    for (const r of slow) out.push(`  ${r.path}: ${(lcp(r.report)! / 1000).toFixed(2)} s`);
  }
  const failed = runs.filter((r) => r.error);
  if (failed.length) {
    out.push("", "Runs that failed");
    for (const r of failed) {
      out.push(`  ${r.path} ${r.formFactor}: ${r.error!.replaceAll("\n", "\n    ")}`);
    }
  }
  const retried = runs.filter((r) => r.retried?.length);
  if (retried.length) {
    out.push("", "Runs retried (Lighthouse failed, then ran again)");
    for (const r of retried) out.push(`  ${r.path} ${r.formFactor}: ${r.retried!.join("; ")}`);
  }
  const warned = runs.filter((r) => r.report?.runWarnings.length);
  if (warned.length) {
    out.push("", "Lighthouse's warnings");
    for (const r of warned) {
      for (const w of r.report!.runWarnings) out.push(`  ${r.path} ${r.formFactor}: ${plain(w)}`);
    }
  }

  return out;
}

/** The summary: tables, then every audit below full score grouped by what it found. */
export function summarise(runs: Run[]): string[] {
  const out = [...scoreTables(runs), ...runNotes(runs)];
  const below = auditGroups(runs, (audit) => belowFull(audit));
  if (runs.some((r) => r.report)) {
    out.push("", below.length ? "Audits not at full score" : "Every audit is at full score.");
  }
  out.push(...below);
  // Informative audits have no score, but what they found is still worth fixing.
  const notes = auditGroups(
    runs,
    (audit, category) =>
      category === AGENTIC && audit.scoreDisplayMode === "informative" &&
      Boolean(audit.displayValue || findings(audit.details).length),
    "•",
  );
  if (notes.length) out.push("", "Informative agentic-browsing audits with findings", ...notes);
  return out;
}
