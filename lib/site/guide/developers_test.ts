import assert from "node:assert/strict";
import { COMMANDS } from "../../../cli/commands.ts";
import { CLI_COMMANDS } from "./developers_guide.ts";
import { EN, type MessageKey } from "../../content/messages.ts";

Deno.test("the guide lists the command-line client's subcommands exactly as the client's own table", () => {
  assert.deepEqual(
    CLI_COMMANDS,
    COMMANDS.map(({ name, arg }) => arg ? `${name} <${arg}>` : name),
  );
});

Deno.test("the guide says each subcommand's summary in the site's language, in English as the client's own", () => {
  for (const { name, summary } of COMMANDS) {
    assert.equal(EN[`dev.cli.${name}` as MessageKey], summary, name);
  }
});
