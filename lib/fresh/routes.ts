/**
 * What the manifest's files are, as Fresh 1.x reads `routes/`: special files
 * (`_app`, `_404`, `_500`, `_middleware`) and each route's URL patterns in
 * Hono's syntax, ordered by specificity. build/manifest.ts writes the manifest.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(classify("./routes/work/[slug].tsx"), {
 *   kind: "route",
 *   patterns: ["/work/:slug"],
 *   prefix: "/work",
 * });
 * ```
 */

/** A route or island module's file name. */
export const MODULE = /\.(tsx?|jsx?)$/;

/** The kinds of file in `routes/`. */
export type RouteKind = "route" | "middleware" | "app" | "404" | "500";

/** What a file under `routes/` is, and for routes and middleware, its URL. */
export function classify(
  file: string,
): { kind: RouteKind; patterns: string[]; prefix: string } | undefined {
  const path = file.replace(/^\.\/routes/, "").replace(MODULE, "");
  const segments = path.split("/").slice(1);
  const name = segments.at(-1)!;
  const folders = segments.slice(0, -1);
  if (folders.some((s) => s.startsWith("_"))) return;
  const prefix = "/" + folders.join("/");
  if (name === "_middleware") return { kind: "middleware", patterns: [], prefix };
  if (name.startsWith("_")) {
    const special = { _app: "app", _404: "404", _500: "500" } as const;
    const kind = special[name as keyof typeof special];
    if (kind && folders.length === 0) return { kind, patterns: [], prefix };
    return;
  }
  return { kind: "route", patterns: routePatterns(segments), prefix };
}

/**
 * Hono patterns for a route's path segments: `index` is its folder,
 * `[name]` a parameter, `[...name]` the rest of the path (zero or more segments).
 */
export function routePatterns(segments: string[]): string[] {
  const parts = segments.at(-1) === "index" ? segments.slice(0, -1) : segments;
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    const rest = /^\[\.\.\.([A-Za-z_][A-Za-z0-9_]*)\]$/.exec(part);
    if (rest) {
      if (i !== parts.length - 1) {
        throw new Error(`"${segments.join("/")}": [...${rest[1]}] must be the last segment`);
      }
      const base = "/" + out.join("/");
      return [base, `${base === "/" ? "" : base}/:${rest[1]}{.+}`];
    }
    const param = /^\[([A-Za-z_][A-Za-z0-9_]*)\]$/.exec(part);
    out.push(param ? `:${param[1]}` : part);
  }
  return ["/" + out.join("/")];
}

/** Orders patterns so that fixed segments win over parameters, and parameters over rests. */
function specificity(pattern: string): number[] {
  return pattern.split("/").slice(1).map((s) => s[0] === ":" ? (s.endsWith("{.+}") ? 2 : 1) : 0);
}

/** Compares two patterns by `specificity`, most specific first. */
export function compareSpecificity(a: string, b: string): number {
  const x = specificity(a), y = specificity(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  // Code-unit order, not localeCompare: its collator costs 15 ms at start-up.
  return y.length - x.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The name an island is registered and bundled under: `./islands/ThemeToggle.tsx` → `ThemeToggle`. */
export function islandName(file: string): string {
  return file.replace(/^\.\/islands\//, "").replace(/\.[jt]sx?$/, "")
    .replace(/[^A-Za-z0-9]+/g, "_");
}
