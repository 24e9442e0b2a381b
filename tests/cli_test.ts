/**
 * Runs the Node.js tests of the command-line client (`cli/tests/*.mjs`,
 * `node:test`) as part of `deno task test`: they run the built file, and the
 * copy a site serves at /cli.mjs, under Node.js against the real server on
 * fixture content (tests/fixtures/studio and tests/fixtures/minimal, never
 * content/), as a user would. Their report streams through; any failure
 * fails this test.
 */
import assert from "node:assert/strict";
import { buildCli } from "../build/cli.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const FILES = ["bundle.mjs", "commands.mjs", "errors.mjs"].map((file) => `cli/tests/${file}`);

Deno.test("the built command-line client passes its Node.js tests against the real server", async () => {
  // Rebuilt here so that `deno test` alone never tests a stale bundle.
  await buildCli(ROOT);
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command("node", {
      args: ["--test", "--test-reporter=spec", ...FILES],
      cwd: ROOT,
      env: { DENO_BIN: Deno.execPath() },
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
    `node --test ${FILES.join(" ")} failed; its report is above`,
  );
});
