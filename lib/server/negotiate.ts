/**
 * Content negotiation on `Accept` (RFC 9110 §12.5.1): q-values, wildcards
 * and specificity. Malformed entries are skipped rather than failing.
 */

interface Range {
  type: string;
  subtype: string;
  q: number;
  specificity: number;
}

function parseAccept(accept: string): Range[] {
  const ranges: Range[] = [];
  for (const part of accept.split(",")) {
    const [media, ...params] = part.trim().split(";");
    const m = /^([\w.+*!#$&^-]+)\/([\w.+*!#$&^-]+)$/.exec(media.trim().toLowerCase());
    if (!m) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.trim().split("=");
      if (k?.trim().toLowerCase() === "q") {
        const n = Number(v);
        q = Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
      }
    }
    const [, type, subtype] = m;
    if (type === "*" && subtype !== "*") continue;
    ranges.push({
      type,
      subtype,
      q,
      specificity: (type === "*" ? 0 : 1) + (subtype === "*" ? 0 : 1),
    });
  }
  return ranges;
}

/** The q-value `accept` gives `mediaType` (the most specific matching range wins). */
export function quality(accept: string | null, mediaType: string): number {
  if (!accept) return 1;
  const [type, subtype] = mediaType.toLowerCase().split("/");
  let best: Range | undefined;
  for (const r of parseAccept(accept)) {
    const matches = (r.type === "*" || r.type === type) &&
      (r.subtype === "*" || r.subtype === subtype);
    if (matches && (!best || r.specificity > best.specificity)) best = r;
  }
  return best?.q ?? 0;
}

/**
 * The first of `offered` with the highest q-value above zero, or undefined.
 * Ties go to the earlier offer, so put the default first.
 */
export function negotiate(
  accept: string | null,
  offered: readonly string[],
): string | undefined {
  let choice: string | undefined;
  let best = 0;
  for (const type of offered) {
    const q = quality(accept, type);
    if (q > best) [choice, best] = [type, q];
  }
  return choice;
}

/** True when the client prefers JSON to HTML (API clients, `fetch` with `Accept: application/json`). */
export function prefersJson(accept: string | null): boolean {
  const choice = negotiate(accept, [
    "text/html",
    "application/json",
    "application/problem+json",
  ]);
  return choice !== undefined && choice !== "text/html";
}
