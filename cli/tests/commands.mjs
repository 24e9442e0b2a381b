/**
 * Every subcommand of the built client against the real server, in human and
 * `--json` form, compared with what the API itself answers.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import {
  BUNDLE,
  cli,
  clientEnv,
  fetchApi,
  flat,
  freePort,
  ROOT,
  sharedServer,
  startServer,
  stubServer,
  STUDIO,
} from "./_helpers.mjs";

/** Start of every ANSI colour sequence. */
const ESC = "\x1b[";
/** A line that is one address the terminal cannot break: a URL or a mailto: link. */
const UNBREAKABLE = /^\s*\S*(?:\S+:\/\/|mailto:)\S+$/;
// deno-lint-ignore no-control-regex -- the client's colours, removed to measure lines
const SGR = /\x1b\[\d+m/g;
// deno-lint-ignore no-control-regex -- the bold heading "API integration" of the studio's /services/
const BOLD_HEADING = /^\x1b\[1mAPI\x1b\[22m \x1b\[1mintegration\x1b\[22m$/m;

const shared = sharedServer();
const { client } = shared;

/** Checks what every human output must be: success, no colour off a terminal, 80 columns. */
function assertReadable({ code, stdout, stderr }) {
  assert.equal(stderr, "");
  assert.equal(code, 0);
  assert.ok(
    !stdout.includes(ESC),
    "no ANSI escapes when stdout is not a terminal",
  );
  for (const line of stdout.split("\n")) {
    // Only a line holding an unbreakable URL may pass the width.
    if (line.length > 80) {
      assert.match(line, /\S+:\/\/\S+$/, `longer than 80 columns: ${line}`);
    }
  }
  return flat(stdout);
}

describe("--json prints exactly what the API answers", () => {
  const cases = [
    [["profile"], "/profile"],
    [["projects"], "/projects"],
    [["project", STUDIO.project], `/projects/${STUDIO.project}`],
    [["services"], "/services"],
    [["faq"], "/faq"],
    [["contact"], "/contact"],
    [["pages"], "/pages"],
    [["page", "/services/"], "/page?path=%2Fservices%2F"],
  ];
  for (const [args, path] of cases) {
    test(`site ${args.join(" ")} --json equals GET ${path}`, async () => {
      const api = await fetchApi(shared.server.baseUrl + path);
      assert.equal(api.status, 200);
      const { code, stdout, stderr } = await client([...args, "--json"]);
      assert.equal(stderr, "");
      assert.equal(code, 0);
      assert.deepEqual(JSON.parse(stdout), api.json);
      assert.equal(stdout, api.text, "the body is printed byte for byte, nothing added");
    });
  }

  test("every project and every page gives the same JSON through the client as through the API", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    for (const { slug } of projects) {
      const api = await fetchApi(`${shared.server.baseUrl}/projects/${slug}`);
      assert.deepEqual(
        JSON.parse((await client(["project", slug, "--json"])).stdout),
        api.json,
      );
    }
    const { json: { pages } } = await fetchApi(
      `${shared.server.baseUrl}/pages`,
    );
    for (const { path } of pages) {
      const api = await fetchApi(
        `${shared.server.baseUrl}/page?path=${encodeURIComponent(path)}`,
      );
      assert.deepEqual(
        JSON.parse((await client(["page", path, "--json"])).stdout),
        api.json,
      );
    }
  });
});

describe("human output shows every field the API gives", () => {
  test("site profile shows the name, brand, role, location, availability, stack and links", async () => {
    const { json: profile } = await fetchApi(
      `${shared.server.baseUrl}/profile`,
    );
    const result = await client(["profile"]);
    const out = assertReadable(result);
    assert.ok(result.stdout.startsWith(`${profile.name} · ${profile.brand}\n`));
    for (
      const key of [
        "role",
        "location",
        "education",
        "looking_for",
        "freelance",
        "site",
      ]
    ) {
      if (profile[key]) {
        assert.ok(out.includes(flat(profile[key])), `shows ${key}`);
      }
    }
    for (const key of ["github", "linkedin"]) {
      if (profile[key]) assert.ok(out.includes(profile[key]));
    }
    assert.ok(out.includes(profile.stack.join(", ")));
    assert.match(
      result.stdout,
      /^Looking for {2}\S/m,
      "labels and values are aligned",
    );
    assert.match(result.stdout, /^Stack {8}\S/m);
  });

  test("site projects shows each project's name, slug, status, summary and links", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    assert.deepEqual(projects.map((p) => p.slug), STUDIO.slugs);
    const out = assertReadable(await client(["projects"]));
    for (const p of projects) {
      assert.ok(out.includes(`${p.name} (${p.slug})`), p.slug);
      for (
        const value of [
          p.status,
          flat(p.summary),
          p.case_study,
          p.url,
          p.source,
        ]
      ) {
        if (value) assert.ok(out.includes(value), `${p.slug} shows ${value}`);
      }
      if (p.stack) assert.ok(out.includes(p.stack.join(", ")));
    }
  });

  test("site project <slug> shows that one project, for every slug", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    for (const p of projects) {
      const result = await client(["project", p.slug]);
      const out = assertReadable(result);
      assert.ok(result.stdout.startsWith(`${p.name} (${p.slug})\n`));
      assert.ok(out.includes(flat(p.summary)));
      assert.ok(out.includes(`Case study ${p.case_study}`));
      for (const other of projects) {
        if (other.slug !== p.slug) assert.ok(!out.includes(`(${other.slug})`));
      }
    }
  });

  test("site services shows each service's name, summary and example", async () => {
    const { json: { services } } = await fetchApi(
      `${shared.server.baseUrl}/services`,
    );
    const out = assertReadable(await client(["services"]));
    for (const s of services) {
      assert.ok(
        out.includes(`${s.name} (${s.slug}) ${flat(s.summary)}`),
        s.slug,
      );
      if (s.example) assert.ok(out.includes(`Example ${s.example}`));
    }
  });

  test("site faq shows every question with its answer", async () => {
    const { json: { questions } } = await fetchApi(
      `${shared.server.baseUrl}/faq`,
    );
    const out = assertReadable(await client(["faq"]));
    for (const q of questions) {
      assert.ok(out.includes(flat(`${q.question} ${q.answer}`)), q.question);
    }
  });

  test("site contact shows the addresses, the contact page and the note", async () => {
    const { json: contact } = await fetchApi(
      `${shared.server.baseUrl}/contact`,
    );
    const result = await client(["contact"]);
    const out = assertReadable(result);
    assert.ok(
      out.includes(`Hiring and freelance ${contact.hiring_and_freelance}`),
    );
    // The studio gives one address: the label of a second one must not show.
    assert.equal(contact.jantahr_support_billing_legal, undefined);
    assert.ok(!out.includes("support, billing, legal"), out);
    assert.ok(out.includes(`Contact page ${contact.contact_page}`));
    assert.ok(contact.note, "the studio's contact has a note");
    assert.ok(out.includes(flat(contact.note)));
    // The studio has no booking page: no line for one.
    assert.equal(contact.booking_url, undefined);
    assert.ok(!out.includes("Book a call"), out);
  });

  test("site contact shows a second address under its label, and the booking page, when the API gives them", async () => {
    const contact = {
      hiring_and_freelance: "projects@nordlicht.example",
      jantahr_support_billing_legal: "support@nordlicht.example",
      contact_page: "https://nordlicht.example/contact/",
      note: "Write to projects@nordlicht.example for any project or question.",
      booking_url: "https://cal.example/nordlicht/intro",
    };
    const stub = await stubServer(() => ({ body: JSON.stringify(contact) }));
    try {
      const out = assertReadable(await cli(["contact"], { SITE_API_URL: stub.baseUrl }));
      const second = `Product support, billing, legal ${contact.jantahr_support_billing_legal}`;
      assert.ok(out.includes(second), out);
      assert.ok(out.includes(`Contact page ${contact.contact_page}`));
      assert.ok(out.includes(`Book a call ${contact.booking_url}`), out);
    } finally {
      await stub.close();
    }
  });

  test("site pages shows every page's path, title and description", async () => {
    const { json: { pages } } = await fetchApi(
      `${shared.server.baseUrl}/pages`,
    );
    const out = assertReadable(await client(["pages"]));
    for (const p of pages) {
      assert.ok(
        out.includes(flat(`${p.path} ${p.title} ${p.description}`)),
        p.path,
      );
    }
  });

  test("site page <path> prints the page's Markdown, for every spelling of the path", async () => {
    const { json: page } = await fetchApi(
      `${shared.server.baseUrl}/page?path=%2Fservices%2F`,
    );
    assert.match(page.markdown, /^# Services\n/);
    for (const path of ["/services/", "/services", "/services/index.md", "services", "services/"]) {
      const { code, stdout, stderr } = await client(["page", path]);
      assert.equal(stderr, "");
      assert.equal(code, 0);
      assert.equal(stdout, page.markdown.replace(/\n*$/, "\n"), path);
    }
  });
});

const script = spawnSync("script", ["--version"], { encoding: "utf8" });
const noScript = script.status !== 0 && "no `script`";
const quote = (s) => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * Runs the client on a pseudo-terminal (util-linux `script`), `columns` wide,
 * against the shared server, and resolves to what it printed (pty line ends
 * are "\r\n"). Asynchronous, so that a stand-in API in this process can answer.
 */
async function onTerminal(args, env = {}, { columns = 80 } = {}) {
  const command = [process.execPath, BUNDLE, ...args].map(quote).join(" ");
  const child = spawn("script", [
    "-qec",
    `stty cols ${columns} rows 200; ${command}`,
    "/dev/null",
  ], {
    env: clientEnv({ TERM: "xterm-256color", SITE_API_URL: shared.server.baseUrl, ...env }),
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end();
  let stdout = "", stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk) => stdout += chunk);
  child.stderr.setEncoding("utf8").on("data", (chunk) => stderr += chunk);
  const timer = setTimeout(() => child.kill(), 20_000);
  const [code] = await once(child, "close");
  clearTimeout(timer);
  assert.equal(code, 0, stderr + stdout);
  return stdout;
}

describe("colour", () => {
  test("output on a terminal is coloured", { skip: noScript }, async () => {
    assert.ok((await onTerminal(["faq"])).includes("\x1b[1m"));
  });

  test(
    "NO_COLOR with any non-empty value turns colour off, even on a terminal",
    { skip: noScript },
    async () => {
      for (const value of ["1", "true", "0"]) {
        const out = await onTerminal(["faq"], { NO_COLOR: value });
        assert.ok(!out.includes(ESC), `no ANSI escapes with NO_COLOR=${value}`);
        assert.match(out, /Who owns the code\?/);
      }
    },
  );

  test("TERM=dumb turns colour off on a terminal", { skip: noScript }, async () => {
    const out = await onTerminal(["faq"], { TERM: "dumb" });
    assert.ok(!out.includes(ESC));
    assert.match(out, /Who owns the code\?/);
  });

  test("NO_COLOR also keeps colour out of piped output", async () => {
    const { stdout } = await client(["projects"], { NO_COLOR: "1" });
    assert.ok(!stdout.includes(ESC));
  });

  test("FORCE_COLOR and CLICOLOR_FORCE colour piped output", async () => {
    for (const env of [{ FORCE_COLOR: "1" }, { CLICOLOR_FORCE: "1" }]) {
      const { stdout } = await client(["projects"], env);
      assert.ok(stdout.includes("\x1b[1m"), JSON.stringify(env));
    }
  });

  test("--json on a terminal is indented and coloured", { skip: noScript }, async () => {
    const api = await fetchApi(`${shared.server.baseUrl}/contact`);
    const out = await onTerminal(["contact", "--json"]);
    assert.ok(out.includes('\x1b[36m"contact_page"\x1b[39m: '), JSON.stringify(out));
    const plain = await onTerminal(["contact", "--json"], { NO_COLOR: "1" });
    assert.equal(plain.replaceAll("\r\n", "\n"), JSON.stringify(api.json, null, 2) + "\n");
  });
});

describe("a narrow terminal", () => {
  test(
    "at 60 columns no line of any command or of help runs past the edge",
    { skip: noScript },
    async () => {
      for (
        const args of [
          ["profile"],
          ["projects"],
          ["services"],
          ["faq"],
          ["contact"],
          ["pages"],
          ["--help"],
          ["page", "--help"],
          ["page", "/services/"],
        ]
      ) {
        const out = await onTerminal(args, { NO_COLOR: "1", NO_PAGER: "1" }, { columns: 60 });
        assert.ok(out.length > 100, `site ${args.join(" ")} printed something`);
        for (const line of out.split("\r\n")) {
          // Only a line holding an unbreakable address (a URL, a mailto: link) may pass the width.
          if (line.length > 60) {
            assert.match(line, UNBREAKABLE, `site ${args.join(" ")}: ${line}`);
          }
        }
      }
    },
  );

  test(
    "at 60 columns the long label of a second contact address stands above its value",
    { skip: noScript },
    async () => {
      // The studio has one address: a stand-in API gives a second one.
      const stub = await stubServer(() => ({
        body: JSON.stringify({
          hiring_and_freelance: "projects@nordlicht.example",
          jantahr_support_billing_legal: "support@nordlicht.example",
          contact_page: "https://nordlicht.example/contact/",
        }),
      }));
      try {
        const env = { NO_COLOR: "1", SITE_API_URL: stub.baseUrl };
        assert.match(
          await onTerminal(["contact"], env, { columns: 60 }),
          /^Product support, billing, legal\r\n {2}support@nordlicht\.example\r$/m,
          "the long label stands above its value",
        );
      } finally {
        await stub.close();
      }
    },
  );
});

describe("site page on a terminal", () => {
  test("is laid out for reading and shown through SITE_PAGER; piped, it stays raw", {
    skip: noScript,
  }, async () => {
    const { json: page } = await fetchApi(`${shared.server.baseUrl}/page?path=%2Fservices%2F`);
    const dir = await mkdtemp(join(tmpdir(), "site-pager-"));
    try {
      const file = join(dir, "paged.txt");
      const out = await onTerminal(["page", "/services/"], { SITE_PAGER: `cat > ${quote(file)}` }, {
        columns: 70,
      });
      assert.ok(!out.includes("API integration"), "the page went to the pager, not the screen");
      const paged = await readFile(file, "utf8");
      assert.match(paged, BOLD_HEADING, "headings are bold");
      assert.ok(!paged.includes("## "), "no Markdown heading marks");
      assert.match(
        paged,
        /\(http:\/\/127\.0\.0\.1:\d+\/work\/fleet-dashboard\/\)/,
        "links show their address",
      );
      for (const line of paged.replace(SGR, "").split("\n")) {
        assert.ok(line.length <= 70 || UNBREAKABLE.test(line), `wrapped to the terminal: ${line}`);
      }
      const piped = await client(["page", "/services/"], { SITE_PAGER: `cat > ${quote(file)}` });
      assert.equal(piped.stdout, page.markdown.replace(/\n*$/, "\n"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test(
    "the default pager (less -FRX) shows a page that fits and returns",
    { skip: noScript },
    async () => {
      // less -F quits at once, as the page fits in the 200 rows of the terminal.
      const out = await onTerminal(["page", "/about/"], { NO_COLOR: "1" });
      assert.match(
        out,
        /^• Role: Freelance data engineer/m,
        "the rendered page, not the raw Markdown",
      );
    },
  );

  test(
    "NO_PAGER prints the rendered page straight to the terminal",
    { skip: noScript },
    async () => {
      const out = await onTerminal(["page", "/about/"], {
        NO_PAGER: "1",
        NO_COLOR: "1",
        SITE_PAGER: "false",
      });
      assert.match(out, /^## At a glance\r$/m);
      assert.match(out, /^• Role: Freelance data engineer\r$/m, "list items are laid out");
      for (const line of out.split("\r\n")) {
        assert.ok(line.length <= 80, `wrapped to the terminal: ${line}`);
      }
    },
  );
});

describe("where the client points", () => {
  test("--base-url wins over SITE_API_URL", async () => {
    const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
    const result = await cli(["contact", "--base-url", shared.server.baseUrl], {
      SITE_API_URL: dead,
    });
    assert.equal(result.code, 0, result.stderr);
  });

  test("a trailing slash on the base URL is fine", async () => {
    const result = await cli([
      "faq",
      "--json",
      `--base-url=${shared.server.baseUrl}/`,
    ]);
    assert.equal(result.code, 0, result.stderr);
  });
});

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
  /** How each shell is made to complete `words` (the last is the word under the cursor). */
  const SHELLS = {
    bash: (words) => [
      "bash",
      "-c",
      `eval "$(site completion bash)"; COMP_WORDS=(${words.map(quote).join(" ")}); ` +
      `COMP_CWORD=${words.length - 1}; _site; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    // compadd only works inside a completion widget: a function of that name stands in for it.
    zsh: (words) => [
      "zsh",
      "-f",
      "-c",
      `autoload -Uz compinit; compinit -u -D; eval "$(site completion zsh)"; ` +
      `compadd() { print -l -- \${(P)2} }; words=(${words.map(quote).join(" ")}); ` +
      `CURRENT=${words.length}; _site`,
    ],
    fish: (words) => [
      "fish",
      "-c",
      `site completion fish | source; complete -C ${quote(words.join(" "))}`,
    ],
  };

  /** What `shell` offers for `words`, through the script `site completion <shell>` prints. */
  async function complete(shell, words, env = {}) {
    const dir = await mkdtemp(join(tmpdir(), "site-complete-"));
    try {
      await writeFile(
        join(dir, "site"),
        `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(BUNDLE)} "$@"\n`,
        { mode: 0o755 },
      );
      const [command, ...args] = SHELLS[shell](words);
      const run = spawnSync(command, args, {
        env: clientEnv({
          PATH: `${dir}:${process.env.PATH}`,
          SITE_API_URL: shared.server.baseUrl,
          ...env,
        }),
        encoding: "utf8",
      });
      assert.equal(run.stderr, "");
      assert.equal(run.status, 0);
      return run.stdout.split("\n").filter(Boolean);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  for (const shell of Object.keys(SHELLS)) {
    const found = spawnSync(shell, ["--version"], { encoding: "utf8" });
    const skip = found.status !== 0 && `no ${shell}`;

    test(`${shell} completes commands, flags, and slugs and paths from the API`, {
      skip,
    }, async () => {
      const sorted = async (words) => (await complete(shell, words)).sort();
      assert.deepEqual(await sorted(["site", "pro"]), ["profile", "project", "projects"]);
      assert.deepEqual(await sorted(["site", "faq", "--ba"]), ["--base-url"]);
      const { json: { projects } } = await fetchApi(`${shared.server.baseUrl}/projects`);
      assert.deepEqual(projects.map((p) => p.slug), STUDIO.slugs);
      assert.deepEqual(await sorted(["site", "project", ""]), [...STUDIO.slugs].sort());
      assert.deepEqual(await sorted(["site", "page", "/ser"]), ["/services/"]);
      assert.deepEqual(await sorted(["site", "completion", "z"]), ["zsh"]);
    });

    test(`${shell}: nothing is offered, and nothing printed, when the API cannot be reached`, {
      skip,
    }, async () => {
      const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
      assert.deepEqual(await complete(shell, ["site", "project", ""], { SITE_API_URL: dead }), []);
    });
  }
});

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
