/**
 * Command-line mistakes: each exits 2 with one line naming the mistake and
 * the short usage of the command at hand on stderr, never a stack trace.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertNoStack, cli, describe, flat, sharedServer } from "./_helpers.mjs";

const shared = sharedServer();
const { client } = shared;

describe("command-line mistakes exit 2 with a short usage on stderr", () => {
  const cases = [
    [
      ["project"],
      /^site: project needs a <slug>\n/,
      /Usage: site project <slug>/,
    ],
    [["page"], /^site: page needs a <path>\n/, /Usage: site page <path>/],
    [["deploy"], /^site: unknown command "deploy"\n/, /Usage: site <command>/],
    [
      ["projets"],
      /^site: unknown command "projets"; did you mean "projects"\?\n/,
      /Usage: site <command>/,
    ],
    [["faq", "--jsn"], /^site: unknown option "--jsn"; did you mean --json\?\n/, /Usage: site faq/],
    [["page", ""], /^site: page needs a <path>, and "" is empty/, /Usage: site page <path>/],
    [
      ["faq", "--timeout", "1e7"],
      /^site: --timeout "1e7" is more than 600 seconds/,
      /Usage: site faq/,
    ],
    [
      ["faq", "--timeout", "3000000"],
      /^site: --timeout "3000000" is more than 600/,
      /Usage: site faq/,
    ],
    [
      ["completion", "tcsh"],
      /^site: completion knows bash, zsh, fish, not "tcsh"/,
      /Usage: site completion/,
    ],
    [
      ["faq", "--verbose"],
      /^site: unknown option "--verbose"\n/,
      /Usage: site faq/,
    ],
    [
      ["profile", "extra"],
      /^site: profile takes no arguments, got "extra"\n/,
      /Usage: site profile/,
    ],
    [
      ["project", "a", "b"],
      /^site: project takes one <slug>, got "a b"\n/,
      /Usage: site project/,
    ],
    [
      ["faq", "--timeout", "soon"],
      /^site: --timeout "soon" is not a positive number/,
      /Usage: site faq/,
    ],
    [
      ["faq", "--base-url"],
      /^site: option --base-url needs a value/,
      /Usage: site faq/,
    ],
  ];
  for (const [args, message, usage] of cases) {
    test(`site ${args.join(" ") || "(nothing)"} is a usage error`, async () => {
      const { code, stdout, stderr } = await client(args);
      assert.equal(code, 2);
      assert.equal(stdout, "");
      assert.match(stderr, message);
      assert.match(stderr, usage);
      assert.match(
        stderr,
        /\nRun `site (\w+ )?--help` for [^\n]+\n$/,
        "ends by saying where help is",
      );
      assert.doesNotMatch(stderr, /COMMANDS|FLAGS/, "not the whole help");
      assertNoStack(stderr);
    });
  }

  test("credentials in the base URL are refused without ever printing the password", async () => {
    for (
      const [args, env] of [
        [["profile", "--base-url", "https://ann:hunter2@nordlicht.example/api/v1"], {}],
        [["profile"], { SITE_API_URL: "http://ann:hunter2@127.0.0.1:99999/api/v1" }],
      ]
    ) {
      const { code, stdout, stderr } = await cli(args, env);
      assert.equal(code, 2);
      assert.equal(stdout, "");
      assert.match(flat(stderr), /has a user name or password in it/);
      assert.doesNotMatch(stderr, /hunter2/);
    }
  });

  test("a port out of range says so", async () => {
    const { code, stderr } = await cli(["profile", "--base-url", "http://127.0.0.1:70000/api/v1"]);
    assert.equal(code, 2);
    assert.match(flat(stderr), /has port 70000, out of range: a port is a number from 1 to 65535/);
  });

  test("a base URL without a scheme is a usage error that shows the expected form", async () => {
    const { code, stdout, stderr } = await cli([
      "profile",
      "--base-url",
      "nordlicht.example/api/v1",
    ]);
    assert.equal(code, 2);
    assert.equal(stdout, "");
    assert.match(
      flat(stderr),
      /^site: --base-url "nordlicht\.example\/api\/v1" is not an absolute URL: start it with http:\/\/ or https:\/\//,
    );
    assert.match(stderr, /Usage: site profile/);
  });

  test("a bad SITE_API_URL is a usage error that names the variable", async () => {
    for (
      const value of [
        "localhost:8000/api/v1",
        "ftp://nordlicht.example/api/v1",
        "http://",
      ]
    ) {
      const { code, stderr } = await cli(["profile"], { SITE_API_URL: value });
      assert.equal(code, 2, value);
      assert.ok(stderr.startsWith(`site: SITE_API_URL "${value}"`), stderr);
    }
  });
});
