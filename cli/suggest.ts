/**
 * "Did you mean": the known name nearest to a mistyped one (commands, options, slugs, paths).
 *
 * @example
 * ```ts
 * nearest("projets", ["profile", "projects", "project"]); // → "projects"
 * ```
 */

/** Edits (insert, delete, substitute, swap neighbours) turning `a` into `b`: the OSA distance. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from(
    { length: a.length + 1 },
    (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i ? (j ? 0 : i) : j),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

/** The candidate nearest to `input` with its distance, under the rules of `nearest`. */
function closest(
  input: string,
  candidates: readonly string[],
): { found?: string; distance: number } {
  const wanted = input.toLowerCase();
  let found: string | undefined, best = Infinity;
  for (const candidate of candidates) {
    const name = candidate.toLowerCase();
    if (!name) continue;
    if (name === wanted) return { found: candidate, distance: 0 };
    const distance = wanted.length >= 3 && name.startsWith(wanted)
      ? 0.5
      : editDistance(wanted, name);
    if (distance <= Math.max(1, Math.floor(name.length / 3)) && distance < best) {
      [found, best] = [candidate, distance];
    }
  }
  return { found, distance: best };
}

/**
 * The candidate nearest to `input`, ignoring case, if near enough: a third of its letters wrong at
 * most (one for short names), or `input` is its start (three letters or more); ties: the earlier.
 */
export function nearest(input: string, candidates: readonly string[]): string | undefined {
  return closest(input, candidates).found;
}

/** The last segment of a page path: "booking-page" for "/work/booking-page/". */
const lastSegment = (path: string) => path.split("/").filter(Boolean).pop() ?? "";

/** The path nearest whole or by last segment, so `/booking-page/` finds `/work/booking-page/`. */
export function nearestPath(input: string, paths: readonly string[]): string | undefined {
  const whole = closest(input, paths);
  const segment = lastSegment(input);
  const bySegment = segment ? closest(segment, paths.map(lastSegment)) : { distance: Infinity };
  if (bySegment.found !== undefined && bySegment.distance < whole.distance) {
    return paths.find((path) => lastSegment(path) === bySegment.found);
  }
  return whole.found;
}
