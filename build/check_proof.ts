/**
 * `deno task check:proof`: visits every proof link of the content and writes the record
 * `content/proof.yaml` beside it. A proof link is one a reader follows to see that a claim is real:
 * a testimonial's `source` (where the words were published) and `url` (the client's site), a
 * credential's `url`, a project client's `url`, in every language. Each is fetched once (a
 * timeout, a polite User-Agent, redirects followed, at most `maxBytes` read), its HTML read as
 * text (tags, scripts and comments dropped, entities decoded, case, spaces, quotes and dashes
 * folded), and the record says when it was checked, the status after redirects, and whether the
 * name quoted with it appears there: the person quoted (or their words), the client, the
 * credential's title. Pages say "checked on <date>" only after a link that passed (status 2xx and
 * found; lib/site/pages/facts.ts `checkedOn`); the site never fetches a link itself.
 * `deno task check` warns when the record is missing, leaves a link out or is older than
 * `MAX_AGE_DAYS` (`proofNotes`).
 *
 * @example
 * ```sh
 * CONTENT_DIR=./content deno run --allow-read --allow-write --allow-env --allow-net build/check_proof.ts
 * ```
 */
import { dump } from "js-yaml";
import type { z } from "zod";
import { readConfig } from "../lib/config.ts";
import { ContentError, formatProblem, loadContent, type RawContent } from "../lib/content/load.ts";
import type { ProofFile } from "../lib/content/file_schemas/mod.ts";

/** The record, in the content folder. */
export const PROOF_FILE = "proof.yaml";
/** How many days a check stays fresh: `deno task check` warns about an older one. */
export const MAX_AGE_DAYS = 90;

/** One entry of the record. */
export type ProofEntry = z.infer<typeof ProofFile>["links"][number];

/** A proof link: where the content names it, and the names any one of which must appear there. */
export interface ProofLink {
  url: string;
  /** `testimonials.md testimonials[0].source`, one per place that names the link. */
  where: string[];
  /** Per place, the names quoted with it: the link passes when each place has one on the page. */
  names: string[][];
}

/** Every proof link of `raw` and its translations, by URL, sorted. */
export function proofLinks(raw: RawContent): ProofLink[] {
  const links = new Map<string, ProofLink>();
  const add = (url: string | undefined, where: string, ...names: (string | undefined)[]) => {
    if (!url) return;
    const link = links.get(url) ?? links.set(url, { url, where: [], names: [] }).get(url)!;
    link.where.push(where);
    link.names.push(names.filter((n): n is string => Boolean(n)));
  };
  const words = (file: string, field: string, t: RawContent["testimonials"][number]) => {
    add(t.source, `${file} ${field}.source`, t.name, t.quote);
    add(t.url, `${file} ${field}.url`, t.company ?? t.name);
  };
  for (const [prefix, content] of [["", raw] as const, ...languages(raw)]) {
    content.testimonials.forEach((t, i) =>
      words(`${prefix}testimonials.md`, `testimonials[${i}]`, t)
    );
    content.profile.credentials?.forEach((c, i) =>
      add(c.url, `${prefix}profile.md credentials[${i}].url`, c.name)
    );
    for (const p of content.projects) {
      const file = `${prefix}projects/${p.slug}.md`;
      if (p.testimonial) words(file, "testimonial", p.testimonial);
      add(p.client?.url, `${file} client.url`, p.client?.name);
    }
  }
  return [...links.values()].sort((a, b) => a.url < b.url ? -1 : 1);
}

/** Each translation's content, with the folder its files are in (`en/`). */
function languages(raw: RawContent): (readonly [string, RawContent])[] {
  return (raw.translations ?? []).map((t) => [`${t.lang}/`, t.content] as const);
}

/** Named character references that appear in names and quotes; numeric ones are all decoded. */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
  ndash: "-",
  mdash: "-",
  hellip: "...",
};

/** `text` folded for comparison: compatibility forms, case, quotes, dashes and spaces. */
export function folded(text: string): string {
  return text.normalize("NFKC").toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d\u201e«»]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-").replace(/\s+/g, " ").trim();
}

/** An HTML page's text, folded (`folded`): no tags, scripts, styles or comments; entities decoded. */
export function pageText(html: string): string {
  return folded(
    html.replace(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(
        /&(#x[\da-f]+|#\d+|[a-z]+);/gi,
        (all, ref: string) =>
          ref[0] !== "#" ? ENTITIES[ref.toLowerCase()] ?? all : String.fromCodePoint(
            parseInt(ref.slice(ref[1] === "x" ? 2 : 1), ref[1] === "x" ? 16 : 10),
          ),
      ),
  );
}

/** Options of `checkProof`. */
export interface CheckProofOptions {
  /** The day written as `checked`, YYYY-MM-DD. Default: today, in UTC. */
  today?: string;
  /** How long one link may take, headers and body, in milliseconds. Default: 10 000. */
  timeoutMs?: number;
  /** How much of a page is read, in bytes. Default: 2 MiB. */
  maxBytes?: number;
  /** Sent as User-Agent. Default: names this tool and the site. */
  userAgent?: string;
  /** How many links are visited at once. Default: 4. */
  concurrency?: number;
}

/** What one visit saw: the status after redirects (0 without an answer), the page's text or why not. */
async function visit(
  url: string,
  { timeoutMs = 10_000, maxBytes = 2 << 20, userAgent = "" }: CheckProofOptions,
): Promise<{ status: number; text?: string; error?: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, {
      signal,
      redirect: "follow",
      headers: { "user-agent": userAgent, accept: "text/html,application/xhtml+xml,*/*;q=0.5" },
    });
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of res.body ?? []) {
      chunks.push(chunk);
      if ((size += chunk.length) >= maxBytes) break; // leaving the loop cancels the body
    }
    return { status: res.status, text: pageText(await new Blob(chunks).slice(0, maxBytes).text()) };
  } catch (error) {
    const why = signal.aborted ? `timed out after ${timeoutMs / 1000} s` : (error as Error).message;
    return { status: 0, error: why };
  }
}

/** One link checked: visited, and whether each place that names it has one of its names there. */
async function check(link: ProofLink, options: CheckProofOptions, today: string) {
  const { status, text, error } = await visit(link.url, options);
  const found = text !== undefined && status >= 200 && status < 300 &&
    link.names.every((names) => names.some((name) => text.includes(folded(name))));
  return { url: link.url, checked: today, status, found, ...(error ? { error } : {}) };
}

/** The record as written: a note on what it is, then one entry per link, sorted by URL. */
export function proofYaml(entries: ProofEntry[]): string {
  return "# Written by `deno task check:proof` (build/check_proof.ts): run it again, do not edit.\n" +
    '# Pages say "checked on <date>" after a link that passed: status 2xx and the quoted name found.\n' +
    dump({ links: entries }, { lineWidth: -1, noRefs: true });
}

/**
 * Visits every proof link of the content in `dir` and writes `dir/proof.yaml`; returns its entries.
 * Throws `ContentError` when the content does not load.
 */
export async function checkProof(
  dir: string,
  options: CheckProofOptions = {},
): Promise<ProofEntry[]> {
  const raw = await loadContent(dir);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const links = proofLinks(raw);
  const entries: ProofEntry[] = new Array(links.length);
  let next = 0;
  const worker = async () => {
    for (let i; (i = next++) < links.length;) entries[i] = await check(links[i], options, today);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  await Deno.writeTextFile(`${dir.replace(/\/+$/, "")}/${PROOF_FILE}`, proofYaml(entries));
  return entries;
}

/**
 * What `deno task check` says about the record of `dir`'s content `raw` on `today`, one line per
 * kind of gap, each naming the file and the links: the record is missing, a link has no entry, an
 * entry is older than `MAX_AGE_DAYS`, or a link did not pass (so pages show no "checked on").
 */
export function proofNotes(raw: RawContent, dir: string, today: string): string[] {
  const file = `${dir.replace(/\/+$/, "")}/${PROOF_FILE}`;
  const links = proofLinks(raw);
  const run = "run deno task check:proof";
  if (!links.length) return [];
  const record = new Map((raw.proof ?? []).map((entry) => [entry.url, entry]));
  const named = (list: ProofLink[]) =>
    list.map((l) => `${l.url} (${l.where.join(", ")})`).join(", ");
  if (!record.size) {
    return [
      `${file} is missing, so no page says a link was checked: ${run} to visit ${named(links)}`,
    ];
  }
  const oldest = Date.parse(today) - MAX_AGE_DAYS * 86_400_000;
  const unchecked = links.filter((l) => !record.has(l.url));
  const stale = links.filter((l) => Date.parse(record.get(l.url)?.checked ?? today) < oldest);
  const failed = links.filter((l) => record.get(l.url) && !record.get(l.url)!.found);
  return [
    unchecked.length && `${file} has no check of ${named(unchecked)}: ${run}`,
    stale.length &&
    `${file} checked ${
      named(stale)
    } over ${MAX_AGE_DAYS} days ago (MAX_AGE_DAYS in build/check_proof.ts): ${run}`,
    failed.length &&
    `${file}: ${
      failed.map((l) => `${l.url} (status ${record.get(l.url)!.status})`).join(", ")
    } did not show the quoted name, so pages say no "checked on" there: fix the link, or ${run} once it does`,
  ].filter((note): note is string => Boolean(note));
}

/** `proofNotes` for the content of `dir` as it is now, today (UTC); none when it does not load. */
export async function proofNotesOf(dir: string): Promise<string[]> {
  const raw = await loadContent(dir).catch(() => undefined);
  return raw ? proofNotes(raw, dir, new Date().toISOString().slice(0, 10)) : [];
}

if (import.meta.main) {
  const config = readConfig();
  const userAgent =
    `site-proof-check/1.0 (+${config.siteUrl}/; checks once that a link the site quotes shows it)`;
  try {
    const entries = await checkProof(config.contentDir, { userAgent });
    for (const e of entries) {
      console.log(`${e.found ? "passed" : "FAILED"} ${e.status || e.error} ${e.url}`);
    }
    const passed = entries.filter((e) => e.found).length;
    console.log(`${passed} of ${entries.length} links passed: ${config.contentDir}/${PROOF_FILE}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const problem of error.problems) console.error(formatProblem(problem));
    console.error(`Fix the content first (an invalid ${PROOF_FILE} can be deleted).`);
    Deno.exit(1);
  }
}
