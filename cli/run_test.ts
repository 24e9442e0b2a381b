import assert from "node:assert/strict";
import { COMMANDS } from "./commands.ts";
import { run, type RunContext } from "./run.ts";
import { VERSION } from "./version.ts";

interface Result {
  code: number;
  stdout: string;
  stderr: string;
  urls: string[];
}

/** Runs the client in-process against `answer` (a fake API). */
async function rao(
  argv: string[],
  options: {
    answer?: (url: string) => Response;
    env?: Record<string, string>;
    tty?: boolean;
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
      columns: 100,
    },
    stderr: { write: (s: string) => stderr += s, isTTY: options.tty },
    fetch: ((url: string) => {
      urls.push(url);
      return Promise.resolve(options.answer?.(url) ?? Response.json({}));
    }) as typeof fetch,
  };
  const code = await run(ctx);
  return { code, stdout, stderr, urls };
}

const ESC = "\x1b[";
const BOLD = "\x1b[1m";

const PROJECT = {
  slug: "jantahr",
  name: "JantaHR",
  status: "Live",
  summary: "Applicant tracking.",
  case_study: "https://arjunrao.example/work/jantahr/",
};

Deno.test("--version prints the version from cli/package.json", async () => {
  const manifest = JSON.parse(
    await Deno.readTextFile(new URL("package.json", import.meta.url)),
  );
  assert.equal(VERSION, manifest.version);
  assert.deepEqual(await rao(["--version"]), {
    code: 0,
    stdout: `rao ${VERSION}\n`,
    stderr: "",
    urls: [],
  });
});

Deno.test("help, --help and help <command> print to stdout within 80 columns", async () => {
  for (
    const argv of [
      ["--help"],
      ["help"],
      ...COMMANDS.map((c) => ["help", c.name]),
    ]
  ) {
    const { code, stdout, stderr } = await rao(argv);
    assert.equal(code, 0, argv.join(" "));
    assert.equal(stderr, "");
    assert.match(stdout, /^(rao \d|Usage: rao)/);
    for (const line of stdout.split("\n")) {
      assert.ok(line.length <= 80, `too long: ${line}`);
    }
  }
  assert.equal(
    (await rao(["project", "--help"])).stdout,
    (await rao(["help", "project"])).stdout,
  );
});

Deno.test("usage errors print the usage to stderr and exit 2 without calling the API", async () => {
  for (
    const [argv, message] of [
      [[], "no command given"],
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
    const { code, stdout, stderr, urls } = await rao(argv);
    assert.equal(code, 2, argv.join(" "));
    assert.equal(stdout, "");
    assert.ok(stderr.startsWith(`rao: ${message}`), stderr);
    assert.match(stderr, /Usage: rao/);
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
    page: "/page?path=%2Fpricing%2F%3Fx%3D1",
  };
  for (const command of COMMANDS) {
    const arg = command.name === "page" ? ["/pricing/?x=1"] : command.arg ? ["a/b"] : [];
    const { urls } = await rao([
      command.name,
      ...arg,
      "--json",
      "--base-url",
      base + "/",
    ]);
    assert.deepEqual(urls, [base + expected[command.name]]);
  }
});

Deno.test("--json prints the body exactly as the API sent it", async () => {
  const body = '{"projects": [ {"slug":"jantahr"} ],\n "extra": 1}';
  const { code, stdout } = await rao(["projects", "--json"], {
    answer: () => new Response(body, { headers: { "content-type": "application/json" } }),
  });
  assert.equal(code, 0);
  assert.equal(stdout, body + "\n");
});

Deno.test("an API problem prints its code, detail and hint to stderr and exits 1", async () => {
  const problem = {
    type: "https://arjunrao.example/developers/#error-project_not_found",
    title: "Project not found",
    status: 404,
    detail: 'No project has the slug "nope".',
    code: "project_not_found",
    hint: "Call the project list for valid slugs.",
  };
  const { code, stdout, stderr } = await rao(["project", "nope", "--json"], {
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
      "rao: project_not_found (404 Project not found)",
      '  detail  No project has the slug "nope".',
      "  hint    Call the project list for valid slugs.",
      "  try     rao projects",
      "",
    ].join("\n"),
  );
});

Deno.test("a 503 says when to retry from Retry-After", async () => {
  const { code, stderr } = await rao(["faq"], {
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
  assert.match(stderr, /^rao: unavailable \(503\)\n/);
  assert.match(stderr, /retry {3}in 120 seconds/);
});

Deno.test("an answer that is not JSON is an error that suggests checking the base URL", async () => {
  const { code, stderr } = await rao(["profile"], {
    answer: () => new Response("<html>", { headers: { "content-type": "text/html" } }),
  });
  assert.equal(code, 1);
  assert.match(stderr, /is not JSON\s+\(text\/html\)/);
  assert.match(stderr, /ends in \/api\/v1/);
});

Deno.test("human output is coloured on a terminal only, and never with NO_COLOR", async () => {
  const answer = () => Response.json(PROJECT);
  assert.ok(
    (await rao(["project", "jantahr"], { answer, tty: true })).stdout.includes(
      BOLD,
    ),
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
    const { stdout } = await rao([
      "project",
      "jantahr",
      ...(options.argv ?? []),
    ], options);
    assert.ok(stdout.startsWith("JantaHR (jantahr)\n"), stdout);
    assert.ok(!stdout.includes(ESC), "no ANSI escapes");
  }
});

Deno.test("page prints the page's Markdown as it is", async () => {
  const markdown = "# Pricing\n\nEvery project is priced by a written quote.\n";
  const { stdout } = await rao(["page", "/pricing/"], {
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
