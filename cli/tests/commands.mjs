/**
 * Every subcommand of the built client against the real server, in human and
 * `--json` form, compared with what the API itself answers.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import { BUNDLE, fetchApi, flat, freePort, rao, sharedServer } from "./_helpers.mjs";

/** Start of every ANSI colour sequence. */
const ESC = "\x1b[";
// deno-lint-ignore no-control-regex -- rao's colours, removed to measure lines
const SGR = /\x1b\[\d+m/g;
// deno-lint-ignore no-control-regex -- the bold heading "How it works"
const BOLD_HEADING = /^\x1b\[1mHow\x1b\[22m \x1b\[1mit\x1b\[22m/m;

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
    [["project", "jantahr"], "/projects/jantahr"],
    [["services"], "/services"],
    [["faq"], "/faq"],
    [["contact"], "/contact"],
    [["pages"], "/pages"],
    [["page", "/pricing/"], "/page?path=%2Fpricing%2F"],
  ];
  for (const [args, path] of cases) {
    test(`rao ${args.join(" ")} --json equals GET ${path}`, async () => {
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
  test("rao profile shows the name, brand, role, location, availability, stack and links", async () => {
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

  test("rao projects shows each project's name, slug, status, summary and links", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    assert.equal(projects.length, 4);
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

  test("rao project <slug> shows that one project, for every slug", async () => {
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

  test("rao services shows each service's name, summary and example", async () => {
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

  test("rao faq shows every question with its answer", async () => {
    const { json: { questions } } = await fetchApi(
      `${shared.server.baseUrl}/faq`,
    );
    const out = assertReadable(await client(["faq"]));
    for (const q of questions) {
      assert.ok(out.includes(flat(`${q.question} ${q.answer}`)), q.question);
    }
  });

  test("rao contact shows the addresses, the contact page and the note", async () => {
    const { json: contact } = await fetchApi(
      `${shared.server.baseUrl}/contact`,
    );
    const result = await client(["contact"]);
    const out = assertReadable(result);
    assert.ok(
      out.includes(`Hiring and freelance ${contact.hiring_and_freelance}`),
    );
    if (contact.jantahr_support_billing_legal) {
      assert.ok(out.includes(contact.jantahr_support_billing_legal));
    }
    assert.ok(out.includes(`Contact page ${contact.contact_page}`));
    if (contact.note) assert.ok(out.includes(flat(contact.note)));
  });

  test("rao pages shows every page's path, title and description", async () => {
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

  test("rao page <path> prints the page's Markdown, for every spelling of the path", async () => {
    const { json: page } = await fetchApi(
      `${shared.server.baseUrl}/page?path=%2Fpricing%2F`,
    );
    for (const path of ["/pricing/", "/pricing", "/pricing/index.md", "pricing", "pricing/"]) {
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
 * against the shared server, and returns what it printed (pty line ends are
 * "\r\n").
 */
function onTerminal(args, env = {}, { columns = 80 } = {}) {
  const command = [process.execPath, BUNDLE, ...args].map(quote).join(" ");
  const base = { ...process.env };
  for (const name of ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "PAGER", "RAO_PAGER"]) {
    delete base[name];
  }
  const run = spawnSync("script", [
    "-qec",
    `stty cols ${columns} rows 200; ${command}`,
    "/dev/null",
  ], {
    env: { ...base, TERM: "xterm-256color", RAO_API_URL: shared.server.baseUrl, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  assert.equal(run.status, 0, run.stderr + run.stdout);
  return run.stdout;
}

describe("colour", () => {
  test("output on a terminal is coloured", { skip: noScript }, () => {
    assert.ok(onTerminal(["faq"]).includes("\x1b[1m"));
  });

  test(
    "NO_COLOR with any non-empty value turns colour off, even on a terminal",
    { skip: noScript },
    () => {
      for (const value of ["1", "true", "0"]) {
        const out = onTerminal(["faq"], { NO_COLOR: value });
        assert.ok(!out.includes(ESC), `no ANSI escapes with NO_COLOR=${value}`);
        assert.match(out, /How much does a project cost\?/);
      }
    },
  );

  test("TERM=dumb turns colour off on a terminal", { skip: noScript }, () => {
    const out = onTerminal(["faq"], { TERM: "dumb" });
    assert.ok(!out.includes(ESC));
    assert.match(out, /How much does a project cost\?/);
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
    const out = onTerminal(["contact", "--json"]);
    assert.ok(out.includes('\x1b[36m"contact_page"\x1b[39m: '), JSON.stringify(out));
    const plain = onTerminal(["contact", "--json"], { NO_COLOR: "1" });
    assert.equal(plain.replaceAll("\r\n", "\n"), JSON.stringify(api.json, null, 2) + "\n");
  });
});

describe("a narrow terminal", () => {
  test(
    "at 60 columns no line of any command or of help runs past the edge",
    { skip: noScript },
    () => {
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
          ["page", "/pricing/"],
        ]
      ) {
        const out = onTerminal(args, { NO_COLOR: "1", NO_PAGER: "1" }, { columns: 60 });
        assert.ok(out.length > 100, `rao ${args.join(" ")} printed something`);
        for (const line of out.split("\r\n")) {
          // Only a line holding an unbreakable URL may pass the width.
          if (line.length > 60) {
            assert.match(line, /^\s*\S*\S+:\/\/\S+$/, `rao ${args.join(" ")}: ${line}`);
          }
        }
      }
      assert.match(
        onTerminal(["contact"], { NO_COLOR: "1" }, { columns: 60 }),
        /^JantaHR support, billing, legal\r\n {2}\S+@/m,
        "the long label stands above its value",
      );
    },
  );
});

describe("rao page on a terminal", () => {
  test("is laid out for reading and shown through RAO_PAGER; piped, it stays raw", {
    skip: noScript,
  }, async () => {
    const { json: page } = await fetchApi(`${shared.server.baseUrl}/page?path=%2Fpricing%2F`);
    const dir = await mkdtemp(join(tmpdir(), "rao-pager-"));
    try {
      const file = join(dir, "paged.txt");
      const out = onTerminal(["page", "/pricing/"], { RAO_PAGER: `cat > ${quote(file)}` }, {
        columns: 70,
      });
      assert.ok(!out.includes("How it works"), "the page went to the pager, not the screen");
      const paged = await readFile(file, "utf8");
      assert.match(paged, BOLD_HEADING, "headings are bold");
      assert.ok(!paged.includes("## "), "no Markdown heading marks");
      assert.match(paged, /\(http:\/\/127\.0\.0\.1:\d+\/contact\/\)/, "links show their address");
      for (const line of paged.replace(SGR, "").split("\n")) {
        assert.ok(line.length <= 70, `wrapped to the terminal: ${line}`);
      }
      const piped = await client(["page", "/pricing/"], { RAO_PAGER: `cat > ${quote(file)}` });
      assert.equal(piped.stdout, page.markdown.replace(/\n*$/, "\n"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test(
    "the default pager (less -FRX) shows a page that fits and returns",
    { skip: noScript },
    () => {
      // less -F quits at once, as the page fits in the 200 rows of the terminal.
      const out = onTerminal(["page", "/pricing/"], { NO_COLOR: "1" });
      assert.match(out, /^• The scope: /m, "the rendered page, not the raw Markdown");
    },
  );

  test("NO_PAGER prints the rendered page straight to the terminal", { skip: noScript }, () => {
    const out = onTerminal(["page", "/pricing/"], {
      NO_PAGER: "1",
      NO_COLOR: "1",
      RAO_PAGER: "false",
    });
    assert.match(out, /^## How it works\r$/m);
    assert.match(out, /^• The scope: /m, "list items are laid out");
    for (const line of out.split("\r\n")) {
      assert.ok(line.length <= 80, `wrapped to the terminal: ${line}`);
    }
  });
});

describe("where the client points", () => {
  test("--base-url wins over RAO_API_URL", async () => {
    const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
    const result = await rao(["contact", "--base-url", shared.server.baseUrl], {
      RAO_API_URL: dead,
    });
    assert.equal(result.code, 0, result.stderr);
  });

  test("a trailing slash on the base URL is fine", async () => {
    const result = await rao([
      "faq",
      "--json",
      `--base-url=${shared.server.baseUrl}/`,
    ]);
    assert.equal(result.code, 0, result.stderr);
  });
});

describe("help and version", () => {
  test("rao --help, rao help and rao <command> --help print usage to stdout and exit 0", async () => {
    for (
      const args of [["--help"], ["help"], ["-h"], ["help", "page"], [
        "page",
        "--help",
      ]]
    ) {
      const { code, stdout, stderr } = await rao(args);
      assert.equal(code, 0, args.join(" "));
      assert.equal(stderr, "");
      assert.match(stdout, /\nUSAGE\n {2}rao /);
    }
    const { stdout } = await rao(["--help"]);
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
    assert.match(stdout, /RAO_API_URL/);
    assert.match(stdout, /http:\/\/localhost:8000\/api\/v1/);
  });

  test("rao alone prints the help and exits 0; rao version, -V and rao help help work", async () => {
    const help = await rao(["--help"]);
    const alone = await rao([]);
    assert.equal(alone.code, 0);
    assert.equal(alone.stderr, "");
    assert.equal(alone.stdout, help.stdout);
    for (const args of [["version"], ["-V"], ["--version"]]) {
      const { code, stdout } = await rao(args);
      assert.equal(code, 0);
      assert.match(stdout, /^rao \d+\.\d+\.\d+\n$/);
    }
    const { code, stdout } = await rao(["help", "help"]);
    assert.equal(code, 0);
    assert.match(stdout, /\nUSAGE\n {2}rao help \[command\]\n/);
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
      `eval "$(rao completion bash)"; COMP_WORDS=(${words.map(quote).join(" ")}); ` +
      `COMP_CWORD=${words.length - 1}; _rao; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    // compadd only works inside a completion widget: a function of that name stands in for it.
    zsh: (words) => [
      "zsh",
      "-f",
      "-c",
      `autoload -Uz compinit; compinit -u -D; eval "$(rao completion zsh)"; ` +
      `compadd() { print -l -- \${(P)2} }; words=(${words.map(quote).join(" ")}); ` +
      `CURRENT=${words.length}; _rao`,
    ],
    fish: (words) => [
      "fish",
      "-c",
      `rao completion fish | source; complete -C ${quote(words.join(" "))}`,
    ],
  };

  /** What `shell` offers for `words`, through the script `rao completion <shell>` prints. */
  async function complete(shell, words, env = {}) {
    const dir = await mkdtemp(join(tmpdir(), "rao-complete-"));
    try {
      await writeFile(
        join(dir, "rao"),
        `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(BUNDLE)} "$@"\n`,
        { mode: 0o755 },
      );
      const [command, ...args] = SHELLS[shell](words);
      const run = spawnSync(command, args, {
        env: {
          ...process.env,
          PATH: `${dir}:${process.env.PATH}`,
          RAO_API_URL: shared.server.baseUrl,
          ...env,
        },
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
      assert.deepEqual(await sorted(["rao", "pro"]), ["profile", "project", "projects"]);
      assert.deepEqual(await sorted(["rao", "faq", "--ba"]), ["--base-url"]);
      const { json: { projects } } = await fetchApi(`${shared.server.baseUrl}/projects`);
      assert.deepEqual(await sorted(["rao", "project", ""]), projects.map((p) => p.slug).sort());
      assert.deepEqual(await sorted(["rao", "page", "/pri"]), ["/pricing/"]);
      assert.deepEqual(await sorted(["rao", "completion", "z"]), ["zsh"]);
    });

    test(`${shell}: nothing is offered, and nothing printed, when the API cannot be reached`, {
      skip,
    }, async () => {
      const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
      assert.deepEqual(await complete(shell, ["rao", "project", ""], { RAO_API_URL: dead }), []);
    });
  }
});

describe("the site serves the client", () => {
  test("curl -O {site_url}/cli.mjs && node cli.mjs profile works", async () => {
    const res = await fetch(`${shared.server.url}/cli.mjs`);
    assert.equal(res.status, 200);
    assert.equal(
      res.headers.get("content-type"),
      "text/javascript; charset=utf-8",
    );
    const body = await res.text();
    assert.equal(
      body,
      (await readFile(BUNDLE, "utf8")).replaceAll(
        "http://localhost:8000/api/v1",
        shared.server.baseUrl,
      ),
      "the site serves the built file, its default API root made its own",
    );
    const dir = await mkdtemp(join(tmpdir(), "rao-download-"));
    try {
      await writeFile(join(dir, "cli.mjs"), body);
      const run = spawnSync(
        process.execPath,
        ["cli.mjs", "profile", "--json"],
        {
          cwd: dir,
          // No --base-url and no RAO_API_URL: the served copy knows its site.
          env: { ...process.env, RAO_API_URL: "" },
          encoding: "utf8",
        },
      );
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(
        JSON.parse(run.stdout),
        (await fetchApi(`${shared.server.baseUrl}/profile`)).json,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
