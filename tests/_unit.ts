/**
 * `deno task test:unit`: every unit test file (a `*_test.ts` beside its module, anywhere outside
 * `tests/`), found as `deno test` finds them so that none is left out, loaded into two isolates
 * (`tests/unit_1.ts` and `tests/unit_2.ts`, each importing every other file), one per core, and
 * the two that mostly wait (`WAITING`) into one each.
 *
 * Why not an isolate per file, as `deno test` gives: on two cores that cost more than the tests
 * (about 0.45 s of CPU for an empty file, mostly memory a new isolate touches, then zod, hono,
 * preact, markdown-it and the schemas loaded again for each of ~100 files). Loaded twice, the
 * suite takes a fifth of the CPU. The files' tests still run one by one with their sanitizers,
 * and a failure's stack names its own file. A single file still runs on its own:
 * `deno test --config deno.tooling.json -A lib/content/store_test.ts`.
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

/**
 * Unit test files that mostly wait on the clock (the content store's polls and quiet times): each
 * has an isolate of its own (`tests/unit_3.ts`, `tests/unit_4.ts`), so that their waits overlap
 * the other files' work instead of adding up in one isolate.
 */
export const WAITING = ["lib/content/store_test.ts", "lib/content/store_swaps_test.ts"]
  .map((path) => new URL(path, ROOT).href);

/**
 * Imports (so registers the tests of) every `shards`th unit test file, from the `shard`th, but
 * those in `WAITING`; shards past the last take one `WAITING` file each.
 */
export async function importUnitTests(shard: number, shards: number): Promise<void> {
  if (shard >= shards) return void await import(WAITING[shard - shards]);
  const found = (await testFiles(ROOT, true)).map(String).sort();
  if (WAITING.some((file) => !found.includes(file))) throw new Error(`Missing: ${WAITING}`);
  const files = found.filter((file) => !WAITING.includes(file));
  for (const [i, file] of files.entries()) if (i % shards === shard) await import(file);
}
