/**
 * Every way the built client can fail, with its message and exit code: API
 * problems (1), command-line mistakes (2), and a dead, silent or unavailable
 * server (1).
 */
import assert from "node:assert/strict";
import { once } from "node:events";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import { fetchApi, flat, freePort, rao, sharedServer, startServer } from "./_helpers.mjs";

const shared = sharedServer();
const { client } = shared;

/** Asserts the client reported the API's problem for `path` and exited 1. */
async function assertProblem(args, path, code) {
  const api = await fetchApi(shared.server.baseUrl + path);
  assert.equal(
    api.json.code,
    code,
    "the API answers with the expected problem",
  );
  assert.equal(api.headers.get("content-type"), "application/problem+json");
  for (const extra of [[], ["--json"]]) {
    const result = await client([...args, ...extra]);
    assert.equal(
      result.code,
      1,
      `exit code of rao ${[...args, ...extra].join(" ")}`,
    );
    assert.equal(result.stdout, "", "nothing on stdout, even with --json");
    assert.match(result.stderr, new RegExp(`^rao: ${code} \\(${api.status} `));
    const err = flat(result.stderr);
    assert.ok(
      err.includes(`hint ${flat(api.json.hint)}`),
      `shows the hint: ${err}`,
    );
    assert.ok(
      err.includes(`detail ${flat(api.json.detail)}`),
      `shows the detail: ${err}`,
    );
  }
  return (await client(args)).stderr;
}

describe("API problems exit 1 with the problem's code, detail and hint on stderr", () => {
  test("an unknown project gives 404 project_not_found, its hint, and the way to list slugs", async () => {
    const stderr = await assertProblem(
      ["project", "no-such-project"],
      "/projects/no-such-project",
      "project_not_found",
    );
    assert.match(
      flat(stderr),
      /Valid slugs: jantahr, nivaas, prolink-mcp, saboot/,
    );
    assert.match(stderr, /try +rao projects/);
  });

  test("a malformed slug gives 400 invalid_parameter", async () => {
    await assertProblem(
      ["project", "Not_A_Slug"],
      "/projects/Not_A_Slug",
      "invalid_parameter",
    );
  });

  test("a page path without a leading slash gives 400 invalid_parameter", async () => {
    await assertProblem(
      ["page", "pricing"],
      "/page?path=pricing",
      "invalid_parameter",
    );
  });

  test("an unknown page gives 404 page_not_found and the way to list paths", async () => {
    const stderr = await assertProblem(
      ["page", "/no-such-page/"],
      "/page?path=%2Fno-such-page%2F",
      "page_not_found",
    );
    assert.match(stderr, /try +rao pages/);
  });
});

describe("command-line mistakes exit 2 with the usage on stderr", () => {
  const cases = [
    [
      ["project"],
      /^rao: project needs a <slug>\n/,
      /Usage: rao project <slug>/,
    ],
    [["page"], /^rao: page needs a <path>\n/, /Usage: rao page <path>/],
    [["deploy"], /^rao: unknown command "deploy"\n/, /Usage: rao <command>/],
    [[], /^rao: no command given\n/, /Usage: rao <command>/],
    [
      ["faq", "--verbose"],
      /^rao: unknown option "--verbose"\n/,
      /Usage: rao faq/,
    ],
    [
      ["profile", "extra"],
      /^rao: profile takes no arguments, got "extra"\n/,
      /Usage: rao profile/,
    ],
    [
      ["project", "a", "b"],
      /^rao: project takes one <slug>, got "a b"\n/,
      /Usage: rao project/,
    ],
    [
      ["faq", "--timeout", "soon"],
      /^rao: --timeout "soon" is not a positive number/,
      /Usage: rao faq/,
    ],
    [
      ["faq", "--base-url"],
      /^rao: option --base-url needs a value/,
      /Usage: rao faq/,
    ],
  ];
  for (const [args, message, usage] of cases) {
    test(`rao ${args.join(" ") || "(nothing)"} is a usage error`, async () => {
      const { code, stdout, stderr } = await client(args);
      assert.equal(code, 2);
      assert.equal(stdout, "");
      assert.match(stderr, message);
      assert.match(stderr, usage);
    });
  }

  test("a base URL without a scheme is a usage error that shows the expected form", async () => {
    const { code, stdout, stderr } = await rao([
      "profile",
      "--base-url",
      "arjunrao.example/api/v1",
    ]);
    assert.equal(code, 2);
    assert.equal(stdout, "");
    assert.match(
      flat(stderr),
      /^rao: --base-url "arjunrao\.example\/api\/v1" is not an absolute URL: start it with http:\/\/ or https:\/\//,
    );
    assert.match(stderr, /Usage: rao profile/);
  });

  test("a bad RAO_API_URL is a usage error that names the variable", async () => {
    for (
      const value of [
        "localhost:8000/api/v1",
        "ftp://arjunrao.example/api/v1",
        "http://",
      ]
    ) {
      const { code, stderr } = await rao(["profile"], { RAO_API_URL: value });
      assert.equal(code, 2, value);
      assert.ok(stderr.startsWith(`rao: RAO_API_URL "${value}"`), stderr);
    }
  });
});

describe("network failures exit 1 and say what failed", () => {
  test("a dead server (connection refused on a closed loopback port) is reported with its URL", async () => {
    const base = `http://127.0.0.1:${await freePort()}/api/v1`;
    const { code, stdout, stderr } = await rao(["profile"], {
      RAO_API_URL: base,
    });
    assert.equal(code, 1);
    assert.equal(stdout, "");
    const err = flat(stderr);
    assert.ok(
      err.startsWith(`rao: cannot reach ${base}/profile: connection refused`),
      err,
    );
    assert.match(err, /ECONNREFUSED/);
    assert.match(err, /hint Check the base URL \(--base-url or RAO_API_URL\)/);
  });

  test("a server that never answers is given up on after --timeout seconds", async () => {
    const silent = createServer(() => {/* never answers */});
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const base = `http://127.0.0.1:${silent.address().port}/api/v1`;
    try {
      const { code, stdout, stderr, ms } = await rao([
        "faq",
        "--timeout",
        "0.5",
      ], {
        RAO_API_URL: base,
      });
      assert.equal(code, 1);
      assert.equal(stdout, "");
      assert.match(
        flat(stderr),
        new RegExp(`^rao: no answer from ${base}/faq within 0\\.5 s`),
      );
      assert.match(stderr, /--timeout <seconds>/);
      assert.ok(ms >= 500 && ms < 5000, `gave up after ${Math.round(ms)} ms`);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  test("without --base-url or RAO_API_URL the client calls the published API", async () => {
    const { code, stderr } = await rao(["profile", "--timeout", "3"]);
    // The published host is fictional, so the call fails; the message names it.
    assert.equal(code, 1);
    assert.match(
      flat(stderr),
      /^rao: (cannot reach|no answer from) https:\/\/arjunrao\.example\/api\/v1\/profile/,
    );
  });
});

describe("an unavailable service", () => {
  let down;
  before(async () => {
    down = await startServer({ contentDir: "/nonexistent/content" });
  });
  after(async () => {
    await down?.close();
  });

  test("a 503 exits 1 with unavailable, its hint, and when to retry from Retry-After", async () => {
    const api = await fetch(`${down.baseUrl}/faq`);
    assert.equal(api.status, 503);
    assert.match(api.headers.get("retry-after"), /^\d+$/);
    const { hint } = await api.json();
    const { code, stdout, stderr } = await rao(["faq"], {
      RAO_API_URL: down.baseUrl,
    });
    assert.equal(code, 1);
    assert.equal(stdout, "");
    assert.match(stderr, /^rao: unavailable \(503 /);
    assert.ok(flat(stderr).includes(`hint ${flat(hint)}`));
    assert.match(stderr, /retry +in \d+ seconds?\n/);
  });

  test("a 503 with a Retry-After of 120 tells the user to retry in 120 seconds", async () => {
    const port = await freePort();
    const stub = createServer((_req, res) => {
      res.writeHead(503, {
        "content-type": "application/problem+json",
        "retry-after": "120",
      });
      res.end(
        JSON.stringify({
          code: "unavailable",
          status: 503,
          title: "Service unavailable",
          detail: "Down.",
          hint: "Retry later.",
        }),
      );
    });
    stub.listen(port, "127.0.0.1");
    await once(stub, "listening");
    try {
      const { code, stderr } = await rao(["profile"], {
        RAO_API_URL: `http://127.0.0.1:${port}/api/v1`,
      });
      assert.equal(code, 1);
      assert.match(stderr, /retry +in 120 seconds\n/);
    } finally {
      stub.close();
    }
  });
});
