import assert from "node:assert/strict";
import { COMMANDS } from "../../cli/commands.ts";
import { CLI_COMMANDS } from "./developers.ts";

Deno.test("the guide lists the command-line client's subcommands exactly as the client's own table", () => {
  assert.deepEqual(
    CLI_COMMANDS,
    COMMANDS.map(({ name, arg, summary }) => ({ name, ...(arg ? { arg } : {}), summary })),
  );
});
