/**
 * Checks a 200 answer has the shape a command renders, so a wrong one (another server, a proxy, a
 * newer API) is one line of error, not a crash or blank screen; only fields read are checked.
 *
 * @example
 * ```ts
 * shapeProblem({ projects: "x" }, { projects: [{ slug: "string" }] });
 * // → '"projects" is a string, not a list'
 * ```
 */

/** A shape: "string", "string[]", "?" if optional (absent or null), `{ key: shape }`, `[shape]`. */
export type Shape =
  | `string${"" | "[]"}${"" | "?"}`
  | { readonly [key: string]: Shape }
  | readonly [Shape];

/** `record("slug stack[]? url?")` is `{ slug: "string", stack: "string[]?", url: "string?" }`. */
export function record(keys: string): { [key: string]: Shape } {
  const entry = (key: string) => [key.replace(/\W+$/, ""), `string${key.replace(/^\w+/, "")}`];
  return Object.fromEntries(keys.split(" ").map(entry));
}

function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/** What is wrong with `value` for `shape` (`"projects[2].name" is missing`), or undefined. */
export function shapeProblem(value: unknown, shape: Shape, at = ""): string | undefined {
  const name = at ? `"${at}"` : "the answer";
  const absent = at ? `${name} is missing` : `${name} is empty`;
  if (typeof shape === "string") {
    if (value === undefined || value === null) return shape.endsWith("?") ? undefined : absent;
    if (shape.startsWith("string[]")) {
      if (!Array.isArray(value)) return `${name} is ${kind(value)}, not a list of strings`;
      const i = value.findIndex((item) => typeof item !== "string");
      return i < 0 ? undefined : `"${at}[${i}]" is ${kind(value[i])}, not a string`;
    }
    return typeof value === "string" ? undefined : `${name} is ${kind(value)}, not a string`;
  }
  if (value === undefined) return absent;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${name} is ${kind(value)}, not a list`;
    return value.map((item, i) => shapeProblem(item, shape[0], `${at}[${i}]`)).find(Boolean);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return `${name} is ${kind(value)}, not an object`;
  }
  const fields = value as Record<string, unknown>;
  return Object.entries(shape).map(([key, inner]) =>
    shapeProblem(fields[key], inner, at ? `${at}.${key}` : key)
  ).find(Boolean);
}
