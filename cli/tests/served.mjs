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
  NO_SCRIPT,
  onTerminal,
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

describe("text is measured in columns and wrapped between words, whatever its script", () => {
  /** Columns a line takes, for the fixtures' characters: CJK and fullwidth two, marks none. */
  const columns = (line) =>
    [...line].reduce(
      (n, c) =>
        n +
        (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : /\p{M}/u.test(c) ? 0 : 1),
      0,
    );
  /** Only a line holding one unbreakable address (a URL, a mailto: link) may pass the width. */
  const UNBREAKABLE = /^\s*\(?[a-z]+:\S+$/;
  /** Bidirectional controls: the client must never add one to what the API says. */
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  /** What each command shows of its answer as running text, which it may wrap. */
  const SHOWN = {
    profile: (p) => [p.role, p.location, p.looking_for, p.freelance],
    projects: ({ projects }) => projects.flatMap((p) => [p.name, p.summary, p.status]),
    services: ({ services }) => services.flatMap((s) => [s.name, s.summary, s.example]),
    faq: ({ questions }) => questions.flatMap((q) => [q.question, q.answer]),
    contact: (c) => [c.note],
    pages: ({ pages }) => pages.flatMap((p) => [p.title, p.description]),
  };

  /**
   * Where `output` breaks a line inside `text`, as offsets in `text`, leaving
   * out breaks at a space (which the break replaces). Fails unless `text` is
   * in `output` whole and in its own order, line breaks and indents aside.
   */
  function breaksIn(output, text) {
    const t = text.replace(/\s+/g, " ");
    const pattern = [...t].map((c) =>
      c === " " ? "[ \\n]" : `${c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n?`
    );
    const found = new RegExp(pattern.join("")).exec(
      output.replace(/[ \t]*\n[ \t]*/g, "\n"),
    );
    assert.ok(found, `"${text}" is shown whole, in its order:\n${output}`);
    const breaks = [];
    let at = 0;
    for (const c of found[0]) {
      if (c === "\n" && t[at] !== " ") {
        if (at < t.length) breaks.push(at);
      } else at += c.length;
    }
    return breaks;
  }

  /** Runs every command that wraps text on the site at `baseUrl`, COLUMNS wide, and checks each line. */
  async function checkCommands(baseUrl, width) {
    for (const name of Object.keys(SHOWN)) {
      const { code, stdout, stderr } = await cli([name], {
        SITE_API_URL: baseUrl,
        COLUMNS: String(width),
      });
      assert.equal(code, 0, stderr);
      for (const line of stdout.split("\n")) {
        if (columns(line) > width) {
          assert.match(
            line,
            UNBREAKABLE,
            `site ${name}: over ${width}: ${line}`,
          );
        }
      }
      const answer = (await fetchApi(`${baseUrl}/${name}`)).json;
      for (const text of SHOWN[name](answer).filter(Boolean)) {
        const words = new Set(
          [...new Intl.Segmenter("ja", { granularity: "word" }).segment(text)]
            .map((s) => s.index),
        );
        for (const at of breaksIn(stdout, text)) {
          assert.ok(
            words.has(at),
            `site ${name} cut a word of "${text}" at ${at}:\n${stdout}`,
          );
        }
      }
      assert.ok(
        !BIDI.test(stdout) || BIDI.test(JSON.stringify(answer)),
        `site ${name} added no bidi control`,
      );
    }
  }

  test("at COLUMNS=60 no line of a Japanese owner's site runs past the edge, and no word is cut", async () => {
    const japanese = await startServer({
      contentDir: "tests/fixtures/japanese",
    });
    try {
      await checkCommands(japanese.baseUrl, 60);
      const env = { SITE_API_URL: japanese.baseUrl, COLUMNS: "60" };
      const faq = await cli(["faq"], env);
      assert.ok(
        faq.stdout.split("\n").some((line) => columns(line) > 50),
        "lines are filled",
      );
      const profile = await cli(["profile"], env);
      assert.match(profile.stdout, /^Role {2,}ウェブ開発者$/m);
      assert.match(profile.stdout, /^Location {2,}日本、福岡$/m);
      // A page is laid out on a terminal only: a 60-column one.
      for (
        const { path } of (await fetchApi(`${japanese.baseUrl}/pages`)).json
          .pages
      ) {
        if (NO_SCRIPT) break;
        const out = await onTerminal(["page", path], {
          ...env,
          NO_COLOR: "1",
          NO_PAGER: "1",
        }, {
          columns: 60,
        });
        for (const line of out.split("\r\n")) {
          if (columns(line) > 60) {
            assert.match(line, UNBREAKABLE, `site page ${path}: ${line}`);
          }
        }
      }
    } finally {
      await japanese.close();
    }
  });

  test("right-to-left text passes through in its own order, wrapped at spaces, with no control added", async () => {
    const arabic = await startServer({ contentDir: "tests/fixtures/rtl" });
    try {
      await checkCommands(arabic.baseUrl, 40);
      const { stdout } = await cli(["profile"], {
        SITE_API_URL: arabic.baseUrl,
      });
      assert.match(stdout, /^Role {2,}مطوّرة ويب$/m);
    } finally {
      await arabic.close();
    }
  });
});
