/**
 * What the built client says about itself: help and version, and the shell
 * completion scripts it prints, run in real bash, zsh and fish.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  BUNDLE,
  cli,
  clientEnv,
  describe,
  fetchApi,
  freePort,
  quote,
  sharedServer,
  STUDIO,
} from "./_helpers.mjs";

const shared = sharedServer();
const { client } = shared;

describe("help and version", () => {
  test("site --help, site help and site <command> --help print usage to stdout and exit 0", async () => {
    for (
      const args of [["--help"], ["help"], ["-h"], ["help", "page"], [
        "page",
        "--help",
      ]]
    ) {
      const { code, stdout, stderr } = await cli(args);
      assert.equal(code, 0, args.join(" "));
      assert.equal(stderr, "");
      assert.match(stdout, /\nUSAGE\n {2}site /);
    }
    const { stdout } = await cli(["--help"]);
    for (
      const name of [
        "profile",
        "projects",
        "project <slug>",
        "services",
        "faq",
        "contact",
      ]
    ) {
      assert.match(stdout, new RegExp(`^  ${name} `, "m"));
    }
    assert.match(stdout, /pages +the website/);
    assert.match(stdout, /page <path> +one page as Markdown/);
    assert.match(stdout, /^ {2}SITE_API_URL /m);
    assert.match(stdout, /^ {2}SITE_PAGER, PAGER /m);
    assert.match(stdout, /http:\/\/localhost:8000\/api\/v1/);
    for (const args of [["--help"], ["help", "help"], ["help", "version"], ["frob"]]) {
      const { stdout, stderr } = await cli(args);
      const where = `site ${args.join(" ")}`;
      assert.doesNotMatch(stdout + stderr, /\$\{/, `${where}: no template placeholder is left`);
    }
  });

  test("site alone prints the help and exits 0; site version, -V and site help help work", async () => {
    const help = await cli(["--help"]);
    const alone = await cli([]);
    assert.equal(alone.code, 0);
    assert.equal(alone.stderr, "");
    assert.equal(alone.stdout, help.stdout);
    for (const args of [["version"], ["-V"], ["--version"]]) {
      const { code, stdout } = await cli(args);
      assert.equal(code, 0);
      assert.match(stdout, /^site \d+\.\d+\.\d+\n$/);
    }
    const { code, stdout } = await cli(["help", "help"]);
    assert.equal(code, 0);
    assert.match(stdout, /\nUSAGE\n {2}site help \[command\]\n/);
  });

  test("help has USAGE, COMMANDS, FLAGS, EXAMPLES and LEARN MORE with the site's /developers/", async () => {
    const { stdout } = await client(["--help"]);
    for (const section of ["USAGE", "COMMANDS", "FLAGS", "EXAMPLES", "LEARN MORE"]) {
      assert.match(stdout, new RegExp(`\\n${section}\\n {2}\\S`), section);
    }
    assert.ok(stdout.includes(`${shared.server.url}/developers/`), "links the API's own site");
    const developers = await fetch(`${shared.server.url}/developers/`);
    assert.equal(developers.status, 200);
    await developers.body?.cancel();
  });
});

describe("shell completion", () => {
  /**
   * How each shell is made to complete a batch of cases, one after another in
   * one process (a zsh with compinit takes seconds to start): for each, `env`
   * is exported, `words` completed (the last is the word under the cursor),
   * and a line "@@" ends its candidates.
   */
  const SHELLS = {
    bash: (cases) => [
      "bash",
      "-c",
      `eval "$(site completion bash)"; ` +
      cases.map(({ words, env }) =>
        `${exports(env)} COMP_WORDS=(${words.map(quote).join(" ")}); ` +
        `COMP_CWORD=${words.length - 1}; _site; printf '%s\\n' "\${COMPREPLY[@]}" @@;`
      ).join(" "),
    ],
    // compadd only works inside a completion widget: a function of that name stands in for it.
    zsh: (cases) => [
      "zsh",
      "-f",
      "-c",
      `autoload -Uz compinit; compinit -u -D; eval "$(site completion zsh)"; ` +
      `compadd() { print -l -- \${(P)2} }; ` +
      cases.map(({ words, env }) =>
        `${exports(env)} words=(${words.map(quote).join(" ")}); CURRENT=${words.length}; ` +
        `_site; print @@;`
      ).join(" "),
    ],
    fish: (cases) => [
      "fish",
      "-c",
      `site completion fish | source; ` +
      cases.map(({ words, env }) =>
        `${exports(env)} complete -C ${quote(words.join(" "))}; echo @@;`
      ).join(" "),
    ],
  };

  /** `export NAME='value';` for each of `env`, which fish reads as well as bash and zsh. */
  function exports(env) {
    return Object.entries(env).map(([name, value]) => `export ${name}=${quote(value)};`).join(" ");
  }

  /**
   * What `shell` offers for each of `cases` (`{ words, env }`), through the
   * script `site completion <shell>` prints, with nothing on stderr.
   */
  async function complete(shell, cases) {
    const dir = await mkdtemp(join(tmpdir(), "site-complete-"));
    try {
      await writeFile(
        join(dir, "site"),
        `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(BUNDLE)} "$@"\n`,
        { mode: 0o755 },
      );
      const [command, ...args] = SHELLS[shell](cases);
      const run = spawnSync(command, args, {
        env: clientEnv({ PATH: `${dir}:${process.env.PATH}` }),
        encoding: "utf8",
      });
      assert.equal(run.stderr, "");
      assert.equal(run.status, 0);
      const offered = run.stdout.split("@@\n").slice(0, -1);
      assert.equal(offered.length, cases.length, run.stdout);
      return offered.map((lines) => lines.split("\n").filter(Boolean).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The words each test completes, and what it expects offered. */
  const REACHABLE = [
    [["site", "pro"], ["profile", "project", "projects"]],
    [["site", "faq", "--ba"], ["--base-url"]],
    [["site", "project", ""], [...STUDIO.slugs].sort()],
    [["site", "page", "/ser"], ["/services/"]],
    [["site", "completion", "z"], ["zsh"]],
  ];
  const UNREACHABLE = [[["site", "project", ""], []]];

  /** Both tests' cases for `shell`, completed in one shell process, once. */
  const batches = {};
  function batch(shell) {
    return batches[shell] ??= (async () => {
      const live = { SITE_API_URL: shared.server.baseUrl };
      const dead = {
        SITE_API_URL: `http://127.0.0.1:${await freePort()}/api/v1`,
      };
      const cases = [
        ...REACHABLE.map(([words]) => ({ words, env: live })),
        ...UNREACHABLE.map(([words]) => ({ words, env: dead })),
      ];
      const offered = await complete(shell, cases);
      return {
        reachable: offered.slice(0, REACHABLE.length),
        unreachable: offered.slice(REACHABLE.length),
      };
    })();
  }

  for (const shell of Object.keys(SHELLS)) {
    const found = spawnSync(shell, ["--version"], { encoding: "utf8" });
    const skip = found.status !== 0 && `no ${shell}`;

    test(
      `${shell} completes commands, flags, and slugs and paths from the API`,
      {
        skip,
      },
      async () => {
        const { json: { projects } } = await fetchApi(
          `${shared.server.baseUrl}/projects`,
        );
        assert.deepEqual(projects.map((p) => p.slug), STUDIO.slugs);
        const { reachable } = await batch(shell);
        REACHABLE.forEach(([words, expected], i) =>
          assert.deepEqual(reachable[i], expected, words.join(" "))
        );
      },
    );

    test(
      `${shell}: nothing is offered, and nothing printed, when the API cannot be reached`,
      {
        skip,
      },
      async () => {
        const { unreachable } = await batch(shell);
        UNREACHABLE.forEach(([words, expected], i) =>
          assert.deepEqual(unreachable[i], expected, words.join(" "))
        );
      },
    );
  }
});
