import assert from "node:assert/strict";
import { COMMANDS } from "./commands.ts";
import { DEFAULT_BASE_URL } from "./client.ts";
import { run, type RunContext } from "./run.ts";
import { VERSION } from "./defaults.ts";

interface Result {
  code: number;
  stdout: string;
  stderr: string;
  urls: string[];
}

/** Runs the client in-process against `answer` (a fake API). */
async function cli(
  argv: string[],
  options: {
    answer?: (url: string) => Response;
    env?: Record<string, string>;
    tty?: boolean;
    /** Terminal width. Default: 100. */
    columns?: number;
    pager?: RunContext["pager"];
  } = {},
): Promise<Result> {
  let stdout = "", stderr = "";
  const urls: string[] = [];
  const ctx: RunContext = {
    argv,
    env: options.env ?? {},
    stdout: {
      write: (s: string) => stdout += s,
      isTTY: options.tty,
      columns: options.columns ?? 100,
    },
    stderr: {
      write: (s: string) => stderr += s,
      isTTY: options.tty,
      columns: options.columns ?? 100,
    },
    fetch: ((url: string) => {
      urls.push(url);
      return Promise.resolve(options.answer?.(url) ?? Response.json({}));
    }) as typeof fetch,
    pager: options.pager,
  };
  const code = await run(ctx);
  return { code, stdout, stderr, urls };
}

const ESC = "\x1b[";
const BOLD = "\x1b[1m";

/** A project of the studio fixture (tests/fixtures/studio), as the API gives it. */
const PROJECT = {
  slug: "fleet-dashboard",
  name: "Fleet dashboard",
  status: "Live",
  summary: "A live map of every truck and its delay.",
  case_study: "https://nordlicht.example/work/fleet-dashboard/",
};

Deno.test("--version prints the version from cli/package.json", async () => {
  const manifest = JSON.parse(
    await Deno.readTextFile(new URL("package.json", import.meta.url)),
  );
  assert.equal(VERSION, manifest.version);
  assert.deepEqual(await cli(["--version"]), {
    code: 0,
    stdout: `site ${VERSION}\n`,
    stderr: "",
    urls: [],
  });
});

Deno.test("help, --help and help <command> print to stdout within 80 columns", async () => {
  for (
    const argv of [
      [],
      ["--help"],
      ["help"],
      ["help", "help"],
      ["help", "version"],
      ["help", "completion"],
      ...COMMANDS.map((c) => ["help", c.name]),
    ]
  ) {
    const { code, stdout, stderr } = await cli(argv);
    assert.equal(code, 0, argv.join(" "));
    assert.equal(stderr, "");
    assert.match(stdout, /\nUSAGE\n {2}site /);
    assert.doesNotMatch(stdout, /\$\{/, `${argv.join(" ")}: no template placeholder is left`);
    for (const line of stdout.split("\n")) {
      assert.ok(line.length <= 80, `too long: ${line}`);
    }
  }
  assert.equal(
    (await cli(["project", "--help"])).stdout,
    (await cli(["help", "project"])).stdout,
  );
});

Deno.test("usage errors print a short usage to stderr and exit 2 without calling the API", async () => {
  for (
    const [argv, message] of [
      [["frob"], 'unknown command "frob"'],
      [["project"], "project needs a <slug>"],
      [["page"], "page needs a <path>"],
      [["profile", "extra"], 'profile takes no arguments, got "extra"'],
      [["profile", "--frob"], 'unknown option "--frob"'],
      [["help", "frob"], 'unknown command "frob"'],
      [
        ["faq", "--timeout", "never"],
        '--timeout "never" is not a positive number',
      ],
    ] as [string[], string][]
  ) {
    const { code, stdout, stderr, urls } = await cli(argv);
    assert.equal(code, 2, argv.join(" "));
    assert.equal(stdout, "");
    assert.ok(stderr.startsWith(`site: ${message}`), stderr);
    assert.match(stderr, /\nUsage: site .*\nRun `site (\w+ )?--help` for /);
    assert.ok(stderr.split("\n").length <= 5, `short: ${stderr}`);
    assert.deepEqual(urls, []);
  }
});

Deno.test("each command calls its endpoint below the base URL, encoding its argument", async () => {
  const base = "http://127.0.0.1:9/api/v1";
  const expected: Record<string, string> = {
    profile: "/profile",
    projects: "/projects",
    project: "/projects/a%2Fb",
    services: "/services",
    faq: "/faq",
    contact: "/contact",
    pages: "/pages",
    page: "/page?path=%2Fservices%2F%3Fx%3D1",
  };
  for (const command of COMMANDS) {
    const arg = command.name === "page" ? ["/services/?x=1"] : command.arg ? ["a/b"] : [];
    const { urls } = await cli([
      command.name,
      ...arg,
      "--json",
      "--base-url",
      base + "/",
    ]);
    assert.deepEqual(urls, [base + expected[command.name]]);
  }
});

Deno.test("--json prints the body exactly as the API sent it, adding no newline off a terminal", async () => {
  for (
    const body of [
      '{"projects": [ {"slug":"fleet-dashboard"} ],\n "extra": 1}',
      '{"a":1}\n',
    ]
  ) {
    const { code, stdout } = await cli(["projects", "--json"], {
      answer: () => new Response(body, { headers: { "content-type": "application/json" } }),
    });
    assert.equal(code, 0);
    assert.equal(stdout, body);
  }
});

Deno.test("an API problem prints its code, detail and hint to stderr and exits 1", async () => {
  const problem = {
    type: "https://nordlicht.example/developers/#error-project_not_found",
    title: "Project not found",
    status: 404,
    detail: 'No project has the slug "nope".',
    code: "project_not_found",
    hint: "Call the project list for valid slugs.",
  };
  const { code, stdout, stderr } = await cli(["project", "nope", "--json"], {
    answer: () =>
      Response.json(problem, {
        status: 404,
        headers: { "content-type": "application/problem+json" },
      }),
  });
  assert.equal(code, 1);
  assert.equal(stdout, "");
  assert.equal(
    stderr,
    [
      "site: project_not_found (404 Project not found)",
      '  detail  No project has the slug "nope".',
      "  hint    Call the project list for valid slugs.",
      "  try     site projects",
      // With --json, the problem's own JSON follows for programs.
      JSON.stringify(problem),
      "",
    ].join("\n"),
  );
});

Deno.test("a 503 says when to retry from Retry-After", async () => {
  const { code, stderr } = await cli(["faq"], {
    answer: () =>
      Response.json({
        code: "unavailable",
        hint: "Retry later.",
        detail: "No data.",
      }, {
        status: 503,
        headers: { "retry-after": "120" },
      }),
  });
  assert.equal(code, 1);
  assert.match(stderr, /^site: unavailable \(503\)\n/);
  assert.match(stderr, /retry {3}in 120 seconds/);
});

Deno.test("an answer that is not JSON is an error that suggests checking the base URL", async () => {
  const { code, stderr } = await cli(["profile"], {
    answer: () => new Response("<html>", { headers: { "content-type": "text/html" } }),
  });
  assert.equal(code, 1);
  assert.match(stderr, /is not JSON\s+\(text\/html\)/);
  assert.match(stderr, /ends in \/api\/v1/);
});

Deno.test("human output is coloured on a terminal only, and never with NO_COLOR", async () => {
  const answer = () => Response.json(PROJECT);
  assert.ok(
    (await cli(["project", "fleet-dashboard"], { answer, tty: true })).stdout.includes(BOLD),
  );
  for (
    const options of [
      { answer },
      { answer, tty: true, env: { NO_COLOR: "1" } },
      {
        answer,
        tty: true,
        env: { NO_COLOR: "" },
        argv: ["--no-color"],
      },
    ]
  ) {
    const { stdout } = await cli([
      "project",
      "fleet-dashboard",
      ...(options.argv ?? []),
    ], options);
    assert.ok(stdout.startsWith("Fleet dashboard (fleet-dashboard)\n"), stdout);
    assert.ok(!stdout.includes(ESC), "no ANSI escapes");
  }
});

Deno.test("page prints the page's Markdown as it is", async () => {
  const markdown = "# Pricing\n\nEvery project is priced by a written quote.\n";
  const { stdout } = await cli(["page", "/pricing/"], {
    answer: () =>
      Response.json({
        path: "/pricing/",
        title: "Pricing",
        description: "How",
        url: "u",
        markdown,
      }),
  });
  assert.equal(stdout, markdown);
});

// Item 8: never a stack trace.

Deno.test("a 200 answer of the wrong shape is a one-line error that names the field, exit 1", async () => {
  const cases: [string[], unknown, RegExp][] = [
    [["projects"], {}, /is not a project list: "projects" is missing$/],
    [
      ["projects"],
      { projects: [{ slug: "x" }] },
      /"projects\[0\]\.name" is missing$/,
    ],
    [["profile"], {}, /is not a profile: "name" is missing$/],
    [["faq"], { questions: "none" }, /"questions" is a string, not a list$/],
    [
      ["page", "/x/"],
      [],
      /is not a page: the answer is a list, not an object$/,
    ],
    [
      ["contact"],
      null,
      /is not contact details: the answer is null, not an object$/,
    ],
  ];
  for (const [argv, body, message] of cases) {
    const { code, stdout, stderr } = await cli(argv, {
      answer: () => Response.json(body),
      columns: 400,
      tty: true,
      env: { NO_COLOR: "1" },
    });
    assert.equal(code, 1, argv.join(" "));
    assert.equal(stdout, "");
    assert.equal(stderr.split("\n").length, 2, `one line: ${stderr}`);
    assert.match(stderr.trimEnd(), message);
  }
});

Deno.test("--timeout above 600 seconds is a usage error, so no timer overflows", async () => {
  for (const value of ["1e7", "3000000", "601"]) {
    const { code, stderr, urls } = await cli(["faq", "--timeout", value]);
    assert.equal(code, 2, value);
    assert.ok(
      stderr.startsWith(`site: --timeout "${value}" is more than 600 seconds`),
      stderr,
    );
    assert.deepEqual(urls, []);
  }
  assert.equal(
    (await cli(["faq", "--timeout", "600"])).code,
    1,
    "600 is allowed",
  );
});

// Item 9: control characters.

// deno-lint-ignore no-control-regex -- looking for control characters is the point
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;
// deno-lint-ignore no-control-regex -- the client's own colours, removed before looking
const SGR = /\x1b\[\d+m/g;
const HOSTILE = "\x1b[2J\x1b]0;pwned\x07Fle\x9b31met\x00 dashboard\r\x1bc";

Deno.test("control characters and escape sequences from the API never reach the terminal", async () => {
  const project = {
    ...PROJECT,
    name: HOSTILE,
    summary: "line one\nline\ttwo \x1b[5mblink",
  };
  for (const tty of [false, true]) {
    const { code, stdout } = await cli(["project", "fleet-dashboard"], {
      answer: () => Response.json(project),
      tty,
    });
    assert.equal(code, 0);
    const visible = stdout.replace(SGR, "");
    assert.ok(
      !CONTROLS.test(visible),
      JSON.stringify(stdout),
    );
    assert.match(visible, /^Fleet dashboard/m);
    assert.match(visible, /line one\s+line two blink/);
  }
  const { stderr } = await cli(["faq"], {
    answer: () =>
      Response.json({ code: HOSTILE, detail: HOSTILE, hint: "ok" }, {
        status: 500,
      }),
  });
  assert.ok(
    !CONTROLS.test(stderr),
    JSON.stringify(stderr),
  );
});

const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const TROJAN = "Fleet \u202edraobhsad\u202c \u2066isolated\u2069 \x9b31m";

Deno.test("bidirectional overrides and C1 controls are stripped from every output on a terminal and in a pipe", async () => {
  for (const tty of [false, true]) {
    const { stdout } = await cli(["project", "fleet-dashboard"], {
      answer: () => Response.json({ ...PROJECT, name: TROJAN, summary: TROJAN }),
      tty,
    });
    const visible = stdout.replace(SGR, "");
    assert.ok(
      !BIDI.test(visible) && !CONTROLS.test(visible),
      JSON.stringify(stdout),
    );
    assert.match(visible, /Fleet draobhsad isolated/);
    const failed = await cli(["faq"], {
      answer: () =>
        Response.json({ code: TROJAN, detail: TROJAN, hint: TROJAN }, {
          status: 500,
        }),
      tty,
    });
    const said = failed.stderr.replace(SGR, "");
    assert.ok(!BIDI.test(said) && !CONTROLS.test(said), said);
  }
});

Deno.test("--json on a terminal shows C1 and bidirectional controls escaped; into a pipe it keeps the API's bytes", async () => {
  const body = JSON.stringify({ ...PROJECT, name: TROJAN });
  const answer = () => new Response(body, { headers: { "content-type": "application/json" } });
  const terminal = await cli(["project", "fleet-dashboard", "--json"], {
    answer,
    tty: true,
  });
  const shown = terminal.stdout.replace(SGR, "");
  assert.ok(!BIDI.test(shown) && !CONTROLS.test(shown), JSON.stringify(shown));
  assert.ok(shown.includes("\\u202edraobhsad\\u202c"), shown);
  assert.ok(shown.includes("\\u009b31m"), shown);
  assert.deepEqual(JSON.parse(shown), JSON.parse(body), "the same JSON value");
  const piped = await cli(["project", "fleet-dashboard", "--json"], {
    answer,
    tty: false,
  });
  assert.equal(piped.stdout, body);
  // A problem with --json: escaped on a terminal's stderr, exact into a pipe.
  const problem = JSON.stringify({
    code: "internal_error",
    detail: TROJAN,
    hint: "retry",
  });
  const failing = () =>
    new Response(problem, {
      status: 500,
      headers: { "content-type": "application/problem+json" },
    });
  const onTerminal = await cli(["faq", "--json"], {
    answer: failing,
    tty: true,
  });
  const said = onTerminal.stderr.replace(SGR, "");
  assert.ok(!BIDI.test(said) && !CONTROLS.test(said), said);
  assert.ok(said.includes("\\u202edraobhsad"), said);
  const intoPipe = await cli(["faq", "--json"], {
    answer: failing,
    tty: false,
  });
  assert.ok(intoPipe.stderr.endsWith(`${problem}\n`), intoPipe.stderr);
});

Deno.test("a page keeps its line breaks and tabs once stripped of control characters", async () => {
  const markdown = "# T\x1b[2J\n\n\tcode\x07\nline\r\n";
  const { stdout } = await cli(["page", "/t/"], {
    answer: () =>
      Response.json({
        path: "/t/",
        title: "T",
        description: "",
        url: "u",
        markdown,
      }),
  });
  assert.equal(stdout, "# T\n\n\tcode\nline\n");
});

// Item 10: suggestions.

Deno.test("a mistyped command or option gets a suggestion", async () => {
  const cases: [string[], string][] = [
    [["projets"], 'site: unknown command "projets"; did you mean "projects"?'],
    [["prfile"], 'site: unknown command "prfile"; did you mean "profile"?'],
    [["help", "pgae"], 'site: unknown command "pgae"; did you mean "page"?'],
    [["verison"], 'site: unknown command "verison"; did you mean "version"?'],
    [["faq", "--jsn"], 'site: unknown option "--jsn"; did you mean --json?'],
    [
      ["faq", "--base-ulr=http://x"],
      'site: unknown option "--base-ulr"; did you mean --base-url?',
    ],
    [["faq", "-json"], 'site: unknown option "-json"; did you mean --json?'],
  ];
  for (const [argv, first] of cases) {
    const { code, stderr } = await cli(argv);
    assert.equal(code, 2);
    assert.equal(stderr.split("\n")[0], first);
  }
  assert.equal(
    (await cli(["xyzzy"])).stderr.split("\n")[0],
    'site: unknown command "xyzzy"',
  );
});

Deno.test("a usage error is short: the message, one usage line and where help is", async () => {
  const { stderr } = await cli(["project"]);
  assert.equal(
    stderr,
    "site: project needs a <slug>\n" +
      "Usage: site project <slug> [flags]\n" +
      "Run `site project --help` for more, or `site --help` for every command.\n",
  );
  assert.equal(
    (await cli(["frob"])).stderr,
    'site: unknown command "frob"\n' +
      "Usage: site <command> [argument] [flags]\n" +
      "Run `site --help` for the commands and flags.\n",
  );
});

/** A fake API: lists, and a 404 problem for anything else. */
function fakeApi(detail: (url: URL) => string) {
  return (href: string) => {
    const url = new URL(href);
    if (url.pathname.endsWith("/projects")) {
      return Response.json({
        projects: [{ ...PROJECT }, { ...PROJECT, slug: "rates-api" }],
      });
    }
    if (url.pathname.endsWith("/pages")) {
      return Response.json({
        pages: ["/", "/services/", "/work/fleet-dashboard/"].map((path) => ({
          path,
          title: "t",
          description: "d",
        })),
      });
    }
    const page = url.pathname.endsWith("/page");
    return Response.json({
      code: page ? "page_not_found" : "project_not_found",
      status: 404,
      detail: detail(url),
      hint: "List them.",
    }, { status: 404 });
  };
}

Deno.test("an unknown slug or path suggests the nearest one, from the detail or from the list", async () => {
  const fromDetail = fakeApi((url) =>
    url.pathname.endsWith("/page")
      ? 'No public page has the path "x". Valid paths: /, /about/, /services/, /work/pipeline/.'
      : 'No project has the slug "x". Valid slugs: fleet-dashboard, rates-api, pipeline.'
  );
  const bare = fakeApi(() => "Not found.");
  const cases: [string[], string | undefined][] = [
    [["project", "fleet-dashbord"], "site project fleet-dashboard"],
    [["project", "pipline"], "site project pipeline"],
    [["project", "rates"], "site project rates-api"],
    [["project", "Fleet-Dashboard"], "site project fleet-dashboard"],
    [["project", "zzzzzzzz"], undefined],
    [["page", "/servces/"], "site page /services/"],
    [["page", "/Services/"], "site page /services/"],
    [["page", "pipeline"], "site page /work/pipeline/"],
  ];
  for (const [argv, suggestion] of cases) {
    const { code, stderr, urls } = await cli(argv, { answer: fromDetail });
    assert.equal(code, 1);
    assert.equal(urls.length, 1, "the detail is enough: no second request");
    const line = stderr.split("\n").find((l) => l.includes("did you mean"));
    assert.equal(
      line?.replace(/^ +did you mean +/, ""),
      suggestion,
      argv.join(" "),
    );
  }
  const slug = await cli(["project", "fleet-dashbord"], { answer: bare });
  assert.match(slug.stderr, /did you mean +site project fleet-dashboard\n/);
  assert.equal(slug.urls.at(-1), `${DEFAULT_BASE_URL}/projects`);
  const path = await cli(["page", "/work/fleet-dashbord/"], { answer: bare });
  assert.match(path.stderr, /did you mean +site page \/work\/fleet-dashboard\/\n/);
  assert.match(path.stderr, /try +site pages\n/);
});

Deno.test("site page services asks for /services/", async () => {
  const base = "http://127.0.0.1:9/api/v1";
  for (
    const [typed, path] of [
      ["services", "%2Fservices%2F"],
      ["work/fleet-dashboard", "%2Fwork%2Ffleet-dashboard%2F"],
      ["services/index.md", "%2Fservices%2Findex.md"],
      ["/services", "%2Fservices"],
    ]
  ) {
    const { urls } = await cli(["page", typed, "--json", "--base-url", base]);
    assert.deepEqual(urls, [`${base}/page?path=${path}`], typed);
  }
});

// Item 11: narrow terminals.

const NARROW = {
  profile: {
    name: "Lena Vogt",
    brand: "Nordlicht Digital",
    site: "https://nordlicht.example",
    role: "Freelance data engineer building dashboards and APIs for logistics",
    location: "Hamburg, Germany, and remote across Europe",
    stack: ["Python", "TypeScript", "PostgreSQL"],
    github: "https://github.example/nordlicht-sample-with-a-long-handle",
  },
  services: {
    services: [{
      slug: "operations-dashboards-for-logistics",
      name: "Live dashboards for operations and logistics teams",
      summary: "Live views of operations data for the people who run them, every day.",
      example: "https://nordlicht.example/work/fleet-dashboard/",
    }],
  },
  contact: {
    hiring_and_freelance: "projects@nordlicht.example",
    jantahr_support_billing_legal: "support@nordlicht.example",
    contact_page: "https://nordlicht.example/contact/",
    note: "Use projects@nordlicht.example for jobs, interviews and freelance projects.",
  },
  pages: {
    pages: [
      {
        path: "/",
        title: "Nordlicht Digital, data dashboards and APIs for logistics teams",
        description: "Who she is and what she builds.",
      },
      {
        path: "/work/fleet-dashboard/",
        title: "Fleet dashboard: a live map of every truck and its delay, for dispatch",
        description: "Case study.",
      },
    ],
  },
  projects: {
    projects: [{
      ...PROJECT,
      name: "A product with a rather long name indeed",
    }],
  },
  faq: {
    questions: [{
      question: "How much does a project of this kind cost?",
      answer: "A quote.",
    }],
  },
} as Record<string, unknown>;

Deno.test("at 60 columns every line of every command and of help fits, labels above values when needed", async () => {
  for (const [name, body] of Object.entries(NARROW)) {
    const { code, stdout } = await cli([name], {
      answer: () => Response.json(body),
      tty: true,
      columns: 60,
      env: { NO_COLOR: "1" },
    });
    assert.equal(code, 0, name);
    for (const line of stdout.split("\n")) {
      assert.ok(
        line.length <= 60,
        `site ${name}: longer than 60 columns: ${line}`,
      );
    }
  }
  const contact = await cli(["contact"], {
    answer: () => Response.json(NARROW.contact),
    tty: true,
    columns: 60,
    env: { NO_COLOR: "1" },
  });
  assert.match(
    contact.stdout,
    /^Product support, billing, legal\n {2}support@nordlicht\.example$/m,
  );
  for (
    const argv of [["--help"], ...COMMANDS.map((c) => [c.name, "--help"]), [
      "help",
      "completion",
    ]]
  ) {
    const { stdout } = await cli(argv, {
      tty: true,
      columns: 60,
      env: { NO_COLOR: "1" },
    });
    for (const line of stdout.split("\n")) {
      // Only a line holding an unbreakable URL may pass the width.
      if (line.length > 60) {
        assert.match(line, /^\s*\S+:\/\/\S+$/, `longer than 60: ${line}`);
      }
    }
  }
});

// Item 12: --json.

Deno.test("--json on a terminal is indented and coloured, and escapes C1 controls", async () => {
  const body = '{"name":"A\u009b2J","n":1,"ok":true,"none":null}';
  const answer = () => new Response(body);
  const coloured = await cli(["profile", "--json"], { answer, tty: true });
  assert.equal(
    coloured.stdout,
    '{\n  \x1b[36m"name"\x1b[39m: \x1b[32m"A\\u009b2J"\x1b[39m,\n  \x1b[36m"n"\x1b[39m: \x1b[33m1\x1b[39m,\n' +
      '  \x1b[36m"ok"\x1b[39m: \x1b[33mtrue\x1b[39m,\n  \x1b[36m"none"\x1b[39m: \x1b[33mnull\x1b[39m\n}\n',
  );
  const plain = await cli(["profile", "--json"], {
    answer,
    tty: true,
    env: { NO_COLOR: "1" },
  });
  assert.equal(
    plain.stdout,
    JSON.stringify(JSON.parse(body), null, 2).replace("\u009b", "\\u009b") +
      "\n",
  );
});

Deno.test("with --json an API error writes the problem's JSON to stderr after the message", async () => {
  const body = '{"code":"unavailable","status":503,"detail":"Down.","hint":"Wait."}';
  const { code, stdout, stderr } = await cli(["faq", "--json"], {
    answer: () => new Response(body, { status: 503 }),
  });
  assert.equal(code, 1);
  assert.equal(stdout, "");
  assert.ok(stderr.startsWith("site: unavailable (503)\n"));
  assert.ok(stderr.endsWith(`\n${body}\n`), stderr);
  assert.ok(
    !(await cli(["faq"], { answer: () => new Response(body, { status: 503 }) }))
      .stderr.includes(body),
  );
});

// Item 13: hints.

Deno.test("a 404 or 406 from a base URL that does not end in /api/v1 says so", async () => {
  for (const status of [404, 406]) {
    const { code, stderr } = await cli([
      "faq",
      "--base-url",
      "http://127.0.0.1:9",
    ], {
      answer: () =>
        Response.json({ code: "not_found", detail: "No.", hint: "Look." }, {
          status,
        }),
    });
    assert.equal(code, 1);
    assert.match(
      stderr.replace(/\s+/g, " "),
      /base URL http:\/\/127\.0\.0\.1:9 does not end in \/api\/v1, so it may not be the API root; try http:\/\/127\.0\.0\.1:9\/api\/v1/,
    );
  }
  const fine = await cli(["faq", "--base-url", "http://127.0.0.1:9/api/v1"], {
    answer: () => Response.json({ code: "not_found" }, { status: 404 }),
  });
  assert.ok(!fine.stderr.includes("base URL"), fine.stderr);
});

Deno.test("an empty slug or path is a usage error", async () => {
  for (const argv of [["page", ""], ["project", ""], ["page", " "]]) {
    const { code, stderr, urls } = await cli(argv);
    assert.equal(code, 2, JSON.stringify(argv));
    assert.match(
      stderr,
      new RegExp(`^site: ${argv[0]} needs a <\\w+>, and "\\s*" is empty`),
    );
    assert.deepEqual(urls, []);
  }
});

Deno.test("an error answer that is not a problem shows a short excerpt of its body", async () => {
  const html =
    `<html><head><style>p{}</style></head><body><h1>502 Bad Gateway</h1><p>nginx &amp; friends</p>${
      "x ".repeat(300)
    }</body></html>`;
  const { code, stderr } = await cli(["faq"], {
    answer: () =>
      new Response(html, {
        status: 502,
        headers: { "content-type": "text/html" },
      }),
  });
  assert.equal(code, 1);
  assert.match(
    stderr,
    new RegExp(
      `^site: HTTP 502 from ${DEFAULT_BASE_URL.replace(/[./]/g, "\\$&")}/faq\n`,
    ),
  );
  assert.match(stderr, /body +502 Bad Gateway nginx & friends x x/);
  const excerpt = stderr.slice(stderr.indexOf("body")).replace(/\s+/g, " ");
  assert.ok(excerpt.length < 220, excerpt);
  assert.ok(excerpt.trimEnd().endsWith("…"));
});

Deno.test("credentials in the base URL are a usage error that never shows them", async () => {
  for (
    const [argv, env] of [
      [
        ["faq", "--base-url", "https://ann:s3cret-pw@nordlicht.example/api/v1"],
        {},
      ],
      [["faq"], { SITE_API_URL: "http://ann:s3cret-pw@localhost:99999/api/v1" }],
      [["faq", "--base-url=ann:s3cret-pw@localhost/api/v1"], {}],
    ] as [string[], Record<string, string>][]
  ) {
    const { code, stderr, urls } = await cli(argv, { env });
    assert.equal(code, 2);
    assert.match(stderr, /has a user name or password in it/);
    assert.ok(!stderr.includes("s3cret"), stderr);
    assert.deepEqual(urls, []);
  }
});

Deno.test("a port out of range says so", async () => {
  for (
    const [port, why] of [["99999", "out of range"], ["0", "out of range"], [
      "80a",
      "not a number",
    ]]
  ) {
    const { code, stderr } = await cli([
      "faq",
      "--base-url",
      `http://localhost:${port}/api/v1`,
    ]);
    assert.equal(code, 2);
    assert.ok(
      stderr.replace(/\s+/g, " ").startsWith(
        `site: --base-url "http://localhost:${port}/api/v1" has port ${port}, ${why}: a port is a number from 1 to 65535`,
      ),
      stderr,
    );
  }
});

// Item 14: colour, help, version, completion.

Deno.test("TERM=dumb turns colour off; FORCE_COLOR and CLICOLOR_FORCE turn it on, even piped", async () => {
  const answer = () => Response.json(PROJECT);
  const run = async (tty: boolean, env: Record<string, string>) =>
    (await cli(["project", "fleet-dashboard"], { answer, tty, env })).stdout.includes(ESC);
  assert.equal(await run(true, { TERM: "dumb" }), false);
  assert.equal(await run(false, { FORCE_COLOR: "1" }), true);
  assert.equal(await run(false, { CLICOLOR_FORCE: "1" }), true);
  assert.equal(await run(true, { TERM: "dumb", FORCE_COLOR: "1" }), true);
  assert.equal(await run(false, { FORCE_COLOR: "0" }), false);
  assert.equal(await run(false, { FORCE_COLOR: "1", NO_COLOR: "1" }), false);
});

Deno.test("site alone prints the help; site version and -V print the version", async () => {
  const alone = await cli([]);
  assert.equal(alone.code, 0);
  assert.equal(alone.stdout, (await cli(["--help"])).stdout);
  for (const argv of [["version"], ["-V"], ["-v"], ["--version"]]) {
    assert.deepEqual(await cli(argv), {
      code: 0,
      stdout: `site ${VERSION}\n`,
      stderr: "",
      urls: [],
    });
  }
  assert.equal((await cli(["version", "x"])).code, 2);
  assert.match(
    (await cli(["help", "help"])).stdout,
    /^ {2}site help \[command\]$/m,
  );
});

Deno.test("help has USAGE, COMMANDS, FLAGS, EXAMPLES and LEARN MORE, linking the site's /developers/", async () => {
  const { stdout } = await cli(["--help"]);
  const sections = stdout.split("\n").filter((line) => /^[A-Z][A-Z ]+$/.test(line));
  assert.deepEqual(sections, [
    "USAGE",
    "COMMANDS",
    "FLAGS",
    "EXAMPLES",
    "ENVIRONMENT",
    "EXIT CODES",
    "LEARN MORE",
  ]);
  assert.ok(
    stdout.includes(
      `${DEFAULT_BASE_URL.replace(/\/api\/v1$/, "")}/developers/`,
    ),
  );
  for (
    const name of [
      "help [command]",
      "version",
      "completion <shell>",
      "page <path>",
    ]
  ) {
    assert.match(
      stdout,
      new RegExp(`^ {2}${name.replace(/[[\]]/g, "\\$&")} +\\S`, "m"),
    );
  }
  const local = await cli([
    "--help",
    "--base-url",
    "http://localhost:8000/api/v1",
  ]);
  assert.match(local.stdout, /http:\/\/localhost:8000\/developers\//);
  assert.ok(
    stdout.includes(
      "\nEXAMPLES\n  site projects\n  site project my-project\n  site page /about/\n  site faq --json\n",
    ),
    stdout,
  );
  assert.match(stdout, /^ {2}SITE_API_URL +the API root when --base-url is not given/m);
  assert.match(stdout, /^ {2}SITE_PAGER, PAGER +the pager of `site page` on a terminal/m);
  const page = await cli(["page", "--help"]);
  assert.match(
    page.stdout,
    /\nEXAMPLES\n {2}site page \/about\/\n {2}site page about\n {2}site page \/about\/ > about\.md\n/,
  );
  assert.match(
    page.stdout.replace(/\s+/g, " "),
    /\/about, \/about\/, \/about\/index\.md and about are the same page; `site pages` lists them\./,
  );
  assert.match(
    page.stdout.replace(/\s+/g, " "),
    /less -FRX unless SITE_PAGER or PAGER says otherwise/,
  );
  assert.match(
    (await cli(["project", "--help"])).stdout,
    /\nEXAMPLES\n {2}site project my-project\n/,
  );
  assert.match(page.stdout, /\nLEARN MORE\n/);
  assert.ok(
    (await cli(["--help"], { tty: true })).stdout.includes(`${BOLD}USAGE`),
  );
});

Deno.test("site completion prints a script for bash, zsh and fish that calls site __complete", async () => {
  for (const shell of ["bash", "zsh", "fish"]) {
    const { code, stdout } = await cli(["completion", shell]);
    assert.equal(code, 0);
    assert.match(stdout, /site __complete /);
  }
  assert.match(
    (await cli(["completion"])).stderr,
    /^site: completion needs a <shell>: bash, zsh, fish/,
  );
  assert.match(
    (await cli(["completion", "tcsh"])).stderr,
    /^site: completion knows bash, zsh, fish, not "tcsh"/,
  );
});

Deno.test("site __complete offers commands, flags, shells, and slugs and paths from the API", async () => {
  const answer = fakeApi(() => "");
  const complete = async (...words: string[]) =>
    (await cli(["__complete", ...words], { answer })).stdout.split("\n").filter(
      Boolean,
    );
  assert.deepEqual(await complete("pro"), ["profile", "projects", "project"]);
  assert.deepEqual(await complete("--j"), ["--json"]);
  assert.deepEqual(await complete("help", "com"), ["completion"]);
  assert.deepEqual(await complete("completion", ""), ["bash", "zsh", "fish"]);
  assert.deepEqual(await complete("project", ""), ["fleet-dashboard", "rates-api"]);
  assert.deepEqual(await complete("--json", "page", "/s"), ["/services/"]);
  assert.deepEqual(await complete("page", "wor"), ["/work/fleet-dashboard/"]);
  assert.deepEqual(await complete("faq", "--timeout", ""), []);
  assert.deepEqual(await complete("project", "fleet-dashboard", ""), []);
  const offline = await cli(["__complete", "project", ""], {
    answer: () => {
      throw new TypeError("fetch failed");
    },
  });
  assert.deepEqual(offline, {
    code: 0,
    stdout: "",
    stderr: "",
    urls: [`${DEFAULT_BASE_URL}/projects`],
  });
  const hostile = await cli(["__complete", "project", ""], {
    answer: () => Response.json({ projects: [{ slug: "a;rm -rf ~" }, { slug: "ok" }] }),
  });
  assert.equal(hostile.stdout, "ok\n");
});

// Item 15: pages on a terminal.

const PAGE_MARKDOWN =
  "# Pricing\n\nEvery project is priced by a [written quote](https://x.example/quote/).\n";

Deno.test("site page on a terminal is rendered for reading and shown through the pager", async () => {
  const answer = () =>
    Response.json({
      path: "/p/",
      title: "P",
      description: "",
      url: "u",
      markdown: PAGE_MARKDOWN,
    });
  const shown: [string, string][] = [];
  const pager = (text: string, command: string) => {
    shown.push([text, command]);
    return Promise.resolve(true);
  };
  const onTerminal = await cli(["page", "/p/"], { answer, tty: true, pager });
  assert.equal(onTerminal.stdout, "");
  assert.deepEqual(shown.map(([, command]) => command), ["less -FRX"]);
  assert.equal(
    shown[0][0],
    `${BOLD}Pricing\x1b[22m\n\nEvery project is priced by a ${BOLD}written\x1b[22m ${BOLD}quote\x1b[22m ` +
      "\x1b[2m(https://x.example/quote/)\x1b[22m.\n",
  );
  await cli(["page", "/p/"], {
    answer,
    tty: true,
    pager,
    env: { PAGER: "more", SITE_PAGER: "most" },
  });
  assert.equal(shown[1][1], "most");
  for (
    const env of [{ NO_PAGER: "1" }, { PAGER: "" }, {
      SITE_PAGER: "cat",
    }] as Record<
      string,
      string
    >[]
  ) {
    const direct = await cli(["page", "/p/"], {
      answer,
      tty: true,
      pager,
      env: { ...env, NO_COLOR: "1" },
    });
    assert.equal(
      direct.stdout,
      "# Pricing\n\nEvery project is priced by a written quote (https://x.example/quote/).\n",
    );
  }
  assert.equal(shown.length, 2);
  const piped = await cli(["page", "/p/"], { answer, pager });
  assert.equal(
    piped.stdout,
    PAGE_MARKDOWN,
    "piped, the Markdown is printed as it is",
  );
  const failed = await cli(["page", "/p/"], {
    answer,
    tty: true,
    pager: () => Promise.resolve(false),
    env: { PAGER: "nonesuch", NO_COLOR: "1" },
  });
  assert.match(failed.stdout, /^# Pricing/);
  assert.match(failed.stderr, /^site: the pager "nonesuch" could not run/);
});

Deno.test("an error body's excerpt is cut between grapheme clusters, never inside an emoji", async () => {
  const { stderr } = await cli(["faq"], {
    answer: () => new Response(`${"x".repeat(198)}👍🏽 and more`, { status: 502 }),
  });
  assert.ok(stderr.includes(`${"x".repeat(198)}…\n`), stderr);
  assert.doesNotMatch(
    stderr,
    /[\ud800-\udbff](?![\udc00-\udfff])|\ufffd/,
    "no half of a character",
  );
});
