/**
 * The oldest Deno this site runs on, checked when this module is evaluated, first in `main.ts`,
 * `dev.ts` and `build/check.ts` (and `deno task check`): an older Deno stops with one line naming
 * the version needed, before anything fails otherwise. `deno.json`'s `engines.deno` states the same
 * minimum (a test keeps the two equal).
 *
 * @example
 * ```ts
 * import "./deno_version.ts"; // the first import of main.ts, dev.ts and build/check.ts
 * ```
 */

/**
 * The oldest Deno that passes build and tests: 2.9.0. Older ones, each tried from npm: 2.6.8 has no
 * `CompressionStream("brotli")` (`deno task build` throws a `TypeError`); 2.7.1 and 2.7.14 build,
 * but a request whose body is over the limit gets its connection closed instead of the 413
 * (tests/mcp_test.ts), and 2.7.x to 2.8.3 answer a GET that follows a HEAD of the same URL without
 * `Content-Length` (tests/site_test.ts).
 */
export const MINIMUM_DENO = "2.9.0";

/**
 * One line naming the Deno needed and how to get it, when `version` is older (2.10 > 2.9). Numbers,
 * not `localeCompare`: its collator costs 15 ms of every start.
 */
export function denoVersionProblem(version: string, minimum = MINIMUM_DENO): string | undefined {
  const [have, need] = [version, minimum].map((v) => v.split(/[.-]/, 3).map(Number));
  const at = need.findIndex((n, i) => have[i] !== n);
  if (at < 0 || have[at] > need[at]) return;
  return `This site needs Deno ${minimum} or newer, but this is Deno ${version}: run "deno upgrade", or use "npx -y deno@2" in its place.`;
}

const problem = denoVersionProblem(Deno.version.deno);
if (problem) {
  console.error(problem);
  Deno.exit(1);
}
