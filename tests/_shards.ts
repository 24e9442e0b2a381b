/**
 * The unit and integration test files, loaded into a few isolates instead of one isolate each,
 * which on two cores costs more than many of the tests (about 0.45 s of CPU for an empty file, mostly memory a
 * new isolate touches, then zod, hono, preact, markdown-it and the schemas loaded again for each
 * file). The files' tests still run one by one with their sanitizers, and a failure's stack names
 * its own file; a single file still runs on its own (`deno test --config deno.tooling.json -A
 * lib/content/store_test.ts`).
 *
 * - `deno task test:unit`: every unit test file (a `*_test.ts` beside its module, anywhere outside
 *   `tests/`), found as `deno test` finds them so that none is left out, in two isolates
 *   (`tests/unit_1.ts` and `tests/unit_2.ts`), one per core, and the three that mostly wait into
 *   one each (`unit_3.ts` to `unit_5.ts`). Loaded twice, the suite takes a fifth of the CPU.
 * - `deno task test:integration`: every `tests/*_test.ts` but the browser files and the Node CLI
 *   suite, in two isolates (`tests/integration_1.ts` and `integration_2.ts`), and the five that
 *   mostly wait on servers starting, stopping and failing in a third (`integration_3.ts`, first, so
 *   that its waits overlap the others' work): about 14 % less CPU than a file an isolate (median
 *   of four pairs). `deno task test` runs the same three isolates, each beside a browser file (the
 *   task names its files in that order: the axe file, the waiting isolate, the first one,
 *   `browser_test.ts`, the second, the layout file): 205.9–230.5 s against 233.5–240.4 s with a
 *   file an isolate in the folder's order (docs/performance.md, "The test loop, sixteenth pass").
 *
 * Run with `--no-check`: the files are imported by computed paths, which `deno test` cannot
 * type-check; `deno task check` type-checks every test file instead.
 */

const ROOT = new URL("../", import.meta.url);

/** Folders at the root that are not unit tests: the integration suites and generated output. */
const SKIPPED = new Set(["tests", "node_modules", "_fresh"]);

/** A name `deno test` takes for a test file. */
const TEST_FILE = /(^|[._])test\.(ts|tsx|mts|js|mjs|jsx)$/;

/** The test files below `dir`, by URL, in no particular order. */
async function testFiles(dir: URL, top = false): Promise<URL[]> {
  const found: URL[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory && !(top && SKIPPED.has(entry.name))) {
      found.push(...await testFiles(new URL(`${entry.name}/`, dir)));
    } else if (entry.isFile && TEST_FILE.test(entry.name)) {
      found.push(new URL(entry.name, dir));
    }
  }
  return found;
}

/** Files of a suite that mostly wait on the clock, in groups that each take an isolate of their own. */
type Waiting = string[][];

/**
 * Unit test files that mostly wait (the content store's polls and quiet times; proof links timing
 * out and `deno task check` run as a child): one isolate each, so that their waits overlap each
 * other's and the other files' work instead of adding up. With check_proof_test.ts among the
 * others, `deno task test:unit` took 16.4–17.9 s; in a fifth isolate, 11.2–12.2 s.
 */
export const UNIT_WAITING: Waiting = [
  ["lib/content/store_test.ts"],
  ["lib/content/store_swaps_test.ts"],
  ["build/check_proof_test.ts"],
];

/**
 * Integration files that mostly wait (their own servers starting, stopping, failing and restarting,
 * `git`, `npm` and `nginx`): about half of their wall time is CPU. One isolate for all, so that at
 * most one of the two jobs waits at a time.
 */
export const INTEGRATION_WAITING: Waiting = [[
  "tests/faults_test.ts",
  "tests/dev_test.ts",
  "tests/install_test.ts",
  "tests/registry_test.ts",
  "tests/deno_deploy_test.ts",
]];

/** The integration suite's files: `tests/*_test.ts` but the browser files and the Node CLI suite. */
const INTEGRATION_FILE = (file: string) => !/[/_]browser_test\.ts$|\/cli_test\.ts$/.test(file);

/**
 * Imports (so registers the tests of) every `shards`th file of the suite, from the `shard`th, but
 * its waiting ones; shards past the last take one group of waiting files each.
 */
async function importShard(
  found: string[],
  waiting: Waiting,
  shard: number,
  shards: number,
): Promise<void> {
  const slow = waiting.flat().map((path) => new URL(path, ROOT).href);
  const missing = slow.filter((file) => !found.includes(file));
  if (missing.length) throw new Error(`Missing: ${missing.join(", ")}`);
  if (shard >= shards) {
    for (const path of waiting[shard - shards]) await import(new URL(path, ROOT).href);
    return;
  }
  const files = found.sort().filter((file) => !slow.includes(file));
  for (const [i, file] of files.entries()) if (i % shards === shard) await import(file);
}

/** The unit tests' `shard`th isolate of `shards` (and the waiting ones past them). */
export async function importUnitTests(shard: number, shards: number): Promise<void> {
  const found = (await testFiles(ROOT, true)).map(String);
  await importShard(found, UNIT_WAITING, shard, shards);
}

/** The integration tests' `shard`th isolate of `shards` (and the waiting ones past them). */
export async function importIntegrationTests(shard: number, shards: number): Promise<void> {
  const found = (await testFiles(new URL("tests/", ROOT))).map(String).filter(INTEGRATION_FILE);
  await importShard(found, INTEGRATION_WAITING, shard, shards);
}
