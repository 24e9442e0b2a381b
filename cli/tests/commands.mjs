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
      assert.equal(
        stdout.trimEnd(),
        api.text.trimEnd(),
        "the body is printed byte for byte",
      );
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
    for (const path of ["/pricing/", "/pricing", "/pricing/index.md"]) {
      const { code, stdout, stderr } = await client(["page", path]);
      assert.equal(stderr, "");
      assert.equal(code, 0);
      assert.equal(stdout, page.markdown.replace(/\n*$/, "\n"), path);
    }
  });
});

describe("colour", () => {
  const script = spawnSync("script", ["--version"], { encoding: "utf8" });
  const quote = (s) => `'${s.replaceAll("'", `'\\''`)}'`;
  /** Runs the client on a pseudo-terminal (util-linux `script`) and returns what it printed. */
  function onTerminal(env) {
    const command = [
      process.execPath,
      BUNDLE,
      "faq",
      "--base-url",
      shared.server.baseUrl,
    ]
      .map(quote).join(" ");
    const base = { ...process.env };
    delete base.NO_COLOR;
    const run = spawnSync("script", ["-qec", command, "/dev/null"], {
      env: { ...base, ...env },
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stderr);
    return run.stdout;
  }

  test("output on a terminal is coloured", {
    skip: script.status !== 0 && "no `script`",
  }, () => {
    assert.ok(onTerminal({}).includes("\x1b[1m"));
  });

  test(
    "NO_COLOR with any non-empty value turns colour off, even on a terminal",
    {
      skip: script.status !== 0 && "no `script`",
    },
    () => {
      for (const value of ["1", "true", "0"]) {
        const out = onTerminal({ NO_COLOR: value });
        assert.ok(!out.includes(ESC), `no ANSI escapes with NO_COLOR=${value}`);
        assert.match(out, /How much does a project cost\?/);
      }
    },
  );

  test("NO_COLOR also keeps colour out of piped output", async () => {
    const { stdout } = await client(["projects"], { NO_COLOR: "1" });
    assert.ok(!stdout.includes(ESC));
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
      assert.match(stdout, /Usage: rao /);
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
    assert.match(stdout, /https:\/\/arjunrao\.example\/api\/v1/);
  });
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
      await readFile(BUNDLE, "utf8"),
      "the site serves the built file",
    );
    const dir = await mkdtemp(join(tmpdir(), "rao-download-"));
    try {
      await writeFile(join(dir, "cli.mjs"), body);
      const run = spawnSync(
        process.execPath,
        ["cli.mjs", "profile", "--json"],
        {
          cwd: dir,
          env: { ...process.env, RAO_API_URL: shared.server.baseUrl },
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
