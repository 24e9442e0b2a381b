/**
 * Which query parameters an answer depends on, as its `No-Vary-Search` header says (the IETF draft
 * Chromium's caches read): `params` means none, `params, except=("q")` only `q`, `params=("utm")`
 * all but those, and `key-order` that order does not matter. The answer cache keys an answer by the
 * query this leaves (`?x=1`, `?x=2`… one entry); without the header the whole query counts.
 *
 * @example
 * ```ts
 * const rule = parseNoVarySearch('params, except=("q")');
 * queryKey("?q=web&utm=x", rule); // "q=web"
 * noVarySearch(["q"]); // 'params, except=("q"), key-order'
 * ```
 */
import { type InnerList, parseDictionary } from "structured-headers";

/**
 * A parsed `No-Vary-Search`: the header as sent (so two rules compare as strings; "" when absent),
 * whether a parameter names a different answer, and whether the order of those left counts.
 */
export type QueryRule = ReturnType<typeof parseNoVarySearch>;

/** The rule of an answer without the header: the whole query, as written, counts. */
const WHOLE_QUERY = { text: "", counts: (_name: string) => true, keyOrder: false };

/** The strings of an inner list's items, such as `("q" "v")`; none when it is not a list. */
function names(items: unknown): Set<string> {
  if (!Array.isArray(items)) return new Set();
  return new Set(
    (items as InnerList[0]).map(([item]) => item).filter((n): n is string => typeof n === "string"),
  );
}

/** The rule a `No-Vary-Search` states; an absent or malformed header is `WHOLE_QUERY`. */
export function parseNoVarySearch(header: string | null) {
  if (!header) return WHOLE_QUERY;
  let dictionary;
  try {
    dictionary = parseDictionary(header);
  } catch {
    return WHOLE_QUERY;
  }
  const params = dictionary.get("params")?.[0];
  const listed = names(params === true ? dictionary.get("except")?.[0] : params);
  return {
    text: header,
    counts: (name: string) => listed.has(name) === (params === true),
    keyOrder: dictionary.get("key-order")?.[0] === true,
  };
}

/**
 * What of `search` (a URL's `?…` part, or "") names a different answer under `rule`: the
 * parameters that count, normalised, or the whole query when every one counts in its order.
 */
export function queryKey(search: string, rule: QueryRule): string {
  if (search.length <= 1) return "";
  if (rule === WHOLE_QUERY) return search;
  const kept = [...new URLSearchParams(search)].filter(([name]) => rule.counts(name));
  // A stable sort by name keeps the order of a repeated parameter's values.
  if (rule.keyOrder) kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/**
 * The `No-Vary-Search` of an answer made from parameters `reads` only: `params` for none, else
 * `params, except=(…), key-order` (routes read them by name), so other queries or orders reuse it.
 */
export function noVarySearch(reads: readonly string[] = []): string {
  if (!reads.length) return "params";
  return `params, except=(${reads.map((name) => JSON.stringify(name)).join(" ")}), key-order`;
}
