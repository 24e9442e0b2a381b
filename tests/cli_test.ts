/**
 * Runs the Node.js tests of the command-line client (`cli/tests/*.mjs`,
 * `node:test`) as part of `deno task test`: they run the built file, and the
 * copy a site serves at /cli.mjs, under Node.js against the real server on
 * fixture content (tests/fixtures/studio and tests/fixtures/minimal, never
 * content/): most runs inside each test file's Node process, those only a
 * process shows (a terminal, a pipe, the shells, the exit status) as a user
 * would. Their report streams through; any failure fails this test.
 *
 * Two files run side by side (one per core of a small machine), against one
 * server on the studio fixture started here and named to them by
 * CLI_TEST_SERVER, rather than one server per file.
 */
import assert from "node:assert/strict";
import { buildCli } from "../build/cli.ts";
import { startServer } from "./_server.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const FILES = [...Deno.readDirSync(`${ROOT}cli/tests`)]
  .map((entry) => entry.name)
  .filter((name) => name.endsWith(".mjs") && !name.startsWith("_"))
  .sort()
  .map((name) => `cli/tests/${name}`);

Deno.test("the built command-line client passes its Node.js tests against the real server", async () => {
  // Rebuilt here so that `deno test` alone never tests a stale bundle.
  await buildCli(ROOT);
  const server = await startServer({ contentDir: "tests/fixtures/studio" });
  let child: Deno.ChildProcess;
  try {
    try {
      child = new Deno.Command("node", {
        args: [
          "--test",
          "--test-reporter=spec",
          "--test-concurrency=2",
          ...FILES,
        ],
        cwd: ROOT,
        env: { DENO_BIN: Deno.execPath(), CLI_TEST_SERVER: server.url },
        stdout: "inherit",
        stderr: "inherit",
      }).spawn();
    } catch (error) {
      throw new Error(
        `Cannot run "node" (Node.js 20+ is needed for the CLI tests): ${error}`,
      );
    }
    const { code } = await child.status;
    assert.equal(
      code,
      0,
      `node --test ${
        FILES.join(" ")
      } failed; its report is above. The server printed:\n${server.output()}`,
    );
  } finally {
    await server.close();
  }
});
