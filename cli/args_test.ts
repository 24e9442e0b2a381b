import assert from "node:assert/strict";
import { parseArgs, UsageError } from "./args.ts";

Deno.test("options may come before or after the command and its argument", () => {
  assert.deepEqual(
    parseArgs([
      "--json",
      "project",
      "fleet-dashboard",
      "--base-url",
      "http://x/api/v1",
    ]),
    {
      command: "project",
      args: ["fleet-dashboard"],
      options: {
        json: true,
        help: false,
        version: false,
        noColor: false,
        baseUrl: "http://x/api/v1",
      },
    },
  );
  const { options } = parseArgs([
    "profile",
    "--timeout=2.5",
    "-h",
    "--no-color",
  ]);
  assert.equal(options.timeout, "2.5");
  assert.equal(options.help, true);
  assert.equal(options.noColor, true);
});

Deno.test("everything after -- is an argument, even when it looks like an option", () => {
  assert.deepEqual(parseArgs(["page", "--", "--json"]).args, ["--json"]);
});

Deno.test("an unknown option is a usage error naming it and the command", () => {
  assert.throws(() => parseArgs(["profile", "--frob"]), (error: unknown) => {
    assert.ok(error instanceof UsageError);
    assert.equal(error.message, 'unknown option "--frob"');
    assert.equal(error.command, "profile");
    return true;
  });
});

Deno.test("an option that needs a value is a usage error without one", () => {
  assert.throws(
    () => parseArgs(["profile", "--base-url"]),
    /--base-url needs a value/,
  );
  assert.throws(
    () => parseArgs(["--timeout", "--json"]),
    /--timeout needs a value/,
  );
  assert.throws(() => parseArgs(["--json=yes"]), /--json takes no value/);
});

Deno.test("-V and -v are --version", () => {
  assert.equal(parseArgs(["-V"]).options.version, true);
  assert.equal(parseArgs(["-v"]).options.version, true);
});

Deno.test("a mistyped option is a usage error that suggests the real one and never repeats its value", () => {
  assert.throws(
    () => parseArgs(["--jsno"]),
    /^UsageError: unknown option "--jsno"; did you mean --json\?$/,
  );
  assert.throws(() => parseArgs(["--no-colour"]), /did you mean --no-color\?$/);
  assert.throws(
    () => parseArgs(["--baseurl=http://ann:secret@x/"]),
    (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.equal(
        error.message,
        'unknown option "--baseurl"; did you mean --base-url?',
      );
      return true;
    },
  );
  assert.throws(
    () => parseArgs(["--frobnicate"]),
    /^UsageError: unknown option "--frobnicate"$/,
  );
});
