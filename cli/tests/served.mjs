/**
 * The copy of the client a site serves at /cli.mjs: the built file with one
 * statement put first that names it and points it at that site, downloaded
 * and run as a user would; and text in scripts without spaces, from a
 * Japanese owner's site.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  BUNDLE,
  cli,
  clientEnv,
  describe,
  fetchApi,
  flat,
  freePort,
  quote,
  ROOT,
  sharedServer,
  startServer,
  STUDIO,
} from "./_helpers.mjs";

const shared = sharedServer();

describe("the site serves the client", () => {
  const SHEBANG = "#!/usr/bin/env node\n";

  /**
   * GETs `{url}/cli.mjs` and checks it is the built file with one statement
   * put after its shebang; resolves to `{ body, identity }`, the identity
   * being what that statement gives `globalThis.siteCliIdentity`.
   */
  async function served(url) {
    const res = await fetch(`${url}/cli.mjs`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
    const body = await res.text();
    const bundle = await readFile(BUNDLE, "utf8");
    assert.ok(bundle.startsWith(SHEBANG) && body.startsWith(SHEBANG), body.slice(0, 200));
    const end = body.indexOf("\n", SHEBANG.length) + 1;
    assert.equal(
      body.slice(0, SHEBANG.length) + body.slice(end),
      bundle,
      "the site serves the built file with one statement put first",
    );
    const statement = /^globalThis\.siteCliIdentity = (\{[^\n]*\});\n$/.exec(
      body.slice(SHEBANG.length, end),
    );
    assert.ok(
      statement,
      `the first statement sets the identity: ${body.slice(SHEBANG.length, end)}`,
    );
    return { body, identity: JSON.parse(statement[1]) };
  }

  /**
   * Writes `body` to cli.mjs in a new folder, beside `name`, a command that
   * runs it; resolves to the folder.
   */
  async function download(body, name) {
    const dir = await mkdtemp(join(tmpdir(), "site-download-"));
    await writeFile(join(dir, "cli.mjs"), body);
    await writeFile(
      join(dir, name),
      `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(join(dir, "cli.mjs"))} "$@"\n`,
      { mode: 0o755 },
    );
    return dir;
  }

  /** `node cli.mjs <args>` in `dir`, as after `curl -O`: no --base-url, none of the client's variables. */
  const runIn = (dir) => (args, env = {}) =>
    cli(args, env, { file: join(dir, "cli.mjs"), cwd: dir });

  const version = async () =>
    JSON.parse(await readFile(join(ROOT, "cli/package.json"), "utf8")).version;

  test("curl -O {site_url}/cli.mjs && node cli.mjs profile works", async () => {
    const { body, identity } = await served(shared.server.url);
    assert.deepEqual(identity, {
      baseUrl: shared.server.baseUrl,
      command: STUDIO.command,
      project: STUDIO.project,
      page: STUDIO.page,
    }, "the studio's cli_command, its API root, its first project and first page after home");
    const dir = await download(body, STUDIO.command);
    const run = runIn(dir);
    try {
      const profile = await run(["profile", "--json"]);
      assert.equal(profile.stderr, "");
      assert.equal(profile.code, 0);
      assert.deepEqual(
        JSON.parse(profile.stdout),
        (await fetchApi(`${shared.server.baseUrl}/profile`)).json,
        "no flag and no variable: the served copy reads the site that served it",
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("the copy a site serves is named by its cli_command, in help, version, errors and completion", async () => {
    const { body } = await served(shared.server.url);
    const dir = await download(body, STUDIO.command);
    const run = runIn(dir);
    try {
      const printed = await run(["--version"]);
      assert.equal(printed.stderr, "");
      assert.equal(printed.code, 0);
      assert.equal(printed.stdout, `nordlicht ${await version()}\n`);

      const help = await run(["--help"]);
      assert.equal(help.code, 0);
      assert.equal(help.stderr, "");
      assert.match(help.stdout, /^nordlicht \d+\.\d+\.\d+: /);
      assert.match(help.stdout, /\nUSAGE\n {2}nordlicht <command> \[argument\] \[flags\]\n/);
      assert.match(help.stdout, /^ {2}NORDLICHT_API_URL +the API root when --base-url/m);
      assert.ok(
        flat(help.stdout).includes(
          `NORDLICHT_API_URL the API root when --base-url is not given; default ${shared.server.baseUrl}`,
        ),
        help.stdout,
      );
      assert.match(help.stdout, /^ {2}NORDLICHT_PAGER, PAGER /m);
      assert.ok(
        help.stdout.includes(
          [
            "\nEXAMPLES",
            "  nordlicht projects",
            `  nordlicht project ${STUDIO.project}`,
            `  nordlicht page ${STUDIO.page}`,
            "  nordlicht faq --json",
            "",
          ].join("\n"),
        ),
        help.stdout,
      );
      assert.ok(help.stdout.includes(`${shared.server.url}/developers/`), "links the serving site");
      assert.match(help.stdout, /\nCOMMANDS\n {2}profile +who the developer is/);
      assert.match(
        help.stdout,
        /^ {2}project <slug> +one project by its slug \(see `nordlicht projects`\)$/m,
      );
      assert.doesNotMatch(help.stdout, /SITE_|`site /, "no other command's name");
      assert.doesNotMatch(help.stdout, /\$\{/, "no template placeholder is left in the text");
      assert.match(
        (await run(["project", "--help"])).stdout,
        new RegExp(`\\nEXAMPLES\\n {2}nordlicht project ${STUDIO.project}\\n`),
      );
      assert.match(
        (await run(["page", "--help"])).stdout,
        /\nEXAMPLES\n {2}nordlicht page \/about\/\n {2}nordlicht page about\n {2}nordlicht page \/about\/ > about\.md\n/,
      );

      // Its own variable points it; the neutral one means nothing to it.
      const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
      const ignored = await run(["faq", "--json"], { SITE_API_URL: dead });
      assert.equal(ignored.code, 0, ignored.stderr);
      assert.equal(ignored.stdout, (await fetchApi(`${shared.server.baseUrl}/faq`)).text);
      const pointed = await run(["faq"], { NORDLICHT_API_URL: dead });
      assert.equal(pointed.code, 1);
      assert.ok(
        flat(pointed.stderr).startsWith(`nordlicht: cannot reach ${dead}/faq: connection refused`),
        pointed.stderr,
      );
      assert.match(flat(pointed.stderr), /\(--base-url or NORDLICHT_API_URL\)/);
      const usage = await run(["projets"]);
      assert.equal(usage.code, 2);
      assert.match(
        usage.stderr,
        /^nordlicht: unknown command "projets"; did you mean "projects"\?\n/,
      );
      assert.match(usage.stderr, /\nRun `nordlicht --help` for the commands and flags\.\n$/);

      const script = await run(["completion", "bash"]);
      assert.equal(script.code, 0);
      assert.match(script.stdout, /^_nordlicht\(\) \{$/m);
      assert.match(script.stdout, /^complete -F _nordlicht nordlicht$/m);
      // Loaded in bash, with the command on the PATH: the function exists and
      // completes slugs from the serving site, with no flag.
      const bash = spawnSync("bash", [
        "-c",
        `eval "$(nordlicht completion bash)"; declare -F _nordlicht; ` +
        `COMP_WORDS=(nordlicht project ''); COMP_CWORD=2; _nordlicht; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ], {
        env: clientEnv({ PATH: `${dir}:${process.env.PATH}` }),
        encoding: "utf8",
      });
      assert.equal(bash.stderr, "");
      assert.equal(bash.status, 0);
      const [declared, ...slugs] = bash.stdout.split("\n").filter(Boolean);
      assert.equal(declared, "_nordlicht");
      assert.deepEqual(slugs.sort(), [...STUDIO.slugs].sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a site whose site.yaml names no cli_command serves the client named site, with its own examples", async () => {
    // tests/fixtures/minimal: one project, booking-page; /work/ is the first page after home.
    const minimal = await startServer({ contentDir: "tests/fixtures/minimal" });
    try {
      const { body, identity } = await served(minimal.url);
      assert.deepEqual(identity, {
        baseUrl: minimal.baseUrl,
        project: "booking-page",
        page: "/work/",
      });
      const dir = await download(body, "site");
      const run = runIn(dir);
      try {
        assert.equal((await run(["--version"])).stdout, `site ${await version()}\n`);
        const help = await run(["--help"]);
        assert.equal(help.code, 0, help.stderr);
        assert.match(help.stdout, /\nUSAGE\n {2}site <command> \[argument\] \[flags\]\n/);
        assert.match(help.stdout, /^ {2}SITE_API_URL +the API root/m);
        assert.match(
          help.stdout,
          /\nEXAMPLES\n {2}site projects\n {2}site project booking-page\n {2}site page \/work\/\n/,
        );
        assert.ok(help.stdout.includes(`${minimal.url}/developers/`));
        const profile = await run(["profile", "--json"]);
        assert.equal(profile.code, 0, profile.stderr);
        assert.deepEqual(
          JSON.parse(profile.stdout),
          (await fetchApi(`${minimal.baseUrl}/profile`)).json,
        );
        assert.equal(JSON.parse(profile.stdout).name, "Mira Okafor");
        assert.match((await run(["completion", "bash"])).stdout, /^complete -F _site site$/m);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    } finally {
      await minimal.close();
    }
  });
});

describe("text in scripts without spaces is measured in columns", () => {
  /** Columns a line takes, for the Japanese fixture's characters: wide ones two. */
  const columns = (line) =>
    [...line].reduce((n, c) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);

  test("a Japanese owner's answers and profile fit 80 columns, wrapped between words, nothing lost", async () => {
    const japanese = await startServer({ contentDir: "tests/fixtures/japanese" });
    try {
      const env = { SITE_API_URL: japanese.baseUrl };
      const faq = await cli(["faq"], env);
      assert.equal(faq.code, 0, faq.stderr);
      const lines = faq.stdout.split("\n");
      for (const line of lines) assert.ok(columns(line) <= 80, `over 80 columns: ${line}`);
      const answer = (await fetchApi(`${japanese.baseUrl}/faq`)).json.questions[0].answer;
      assert.ok(faq.stdout.replace(/\s+/g, "").includes(answer.replace(/\s+/g, "")), faq.stdout);
      assert.ok(lines.some((line) => columns(line) > 70), "lines are filled, not cut short");
      const profile = await cli(["profile"], env);
      assert.match(profile.stdout, /^Role {2,}ウェブ開発者$/m);
      assert.match(profile.stdout, /^Location {2,}日本、福岡$/m);
    } finally {
      await japanese.close();
    }
  });
});
