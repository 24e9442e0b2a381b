/**
 * Every way the built client can fail at run time, with its message and exit
 * code: API problems (1), a dead, silent, unavailable or strange server (1),
 * and output that cannot be written; never a stack trace. Command-line
 * mistakes (2) are in usage.mjs.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, openSync } from "node:fs";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import {
  assertNoStack,
  BUNDLE,
  cli,
  clientEnv,
  describe,
  fetchApi,
  flat,
  freePort,
  sharedServer,
  startServer,
  stubServer,
  STUDIO,
} from "./_helpers.mjs";

// deno-lint-ignore no-control-regex -- looking for control characters is the point
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

const shared = sharedServer();
const { client } = shared;

/**
 * Asserts the client reported the API's problem for `path` and exited 1, with
 * and without --json; resolves to what it printed without.
 */
async function assertProblem(args, path, code) {
  const api = await fetchApi(shared.server.baseUrl + path);
  assert.equal(
    api.json.code,
    code,
    "the API answers with the expected problem",
  );
  assert.equal(api.headers.get("content-type"), "application/problem+json");
  let human;
  for (const extra of [[], ["--json"]]) {
    const result = await client([...args, ...extra]);
    human ??= result.stderr;
    assert.equal(
      result.code,
      1,
      `exit code of site ${[...args, ...extra].join(" ")}`,
    );
    assert.equal(result.stdout, "", "nothing on stdout, even with --json");
    assert.match(result.stderr, new RegExp(`^site: ${code} \\(${api.status} `));
    const err = flat(result.stderr);
    assert.ok(
      err.includes(`hint ${flat(api.json.hint)}`),
      `shows the hint: ${err}`,
    );
    assert.ok(
      err.includes(`detail ${flat(api.json.detail)}`),
      `shows the detail: ${err}`,
    );
    if (extra.length) {
      assert.ok(
        result.stderr.endsWith(`\n${api.text.replace(/\n?$/, "\n")}`),
        "with --json, the problem's JSON follows on stderr",
      );
    } else assert.ok(!result.stderr.includes(api.text));
  }
  return human;
}

describe("API problems exit 1 with the problem's code, detail and hint on stderr", () => {
  test("an unknown project gives 404 project_not_found, its hint, and the way to list slugs", async () => {
    const stderr = await assertProblem(
      ["project", "no-such-project"],
      "/projects/no-such-project",
      "project_not_found",
    );
    assert.ok(
      flat(stderr).includes(`Valid slugs: ${STUDIO.slugs.join(", ")}`),
      stderr,
    );
    assert.match(stderr, /try +site projects\n/);
  });

  test("a malformed slug gives 400 invalid_parameter", async () => {
    await assertProblem(
      ["project", "Not_A_Slug"],
      "/projects/Not_A_Slug",
      "invalid_parameter",
    );
  });

  test("a page path that is no page gives 404 page_not_found and the nearest path", async () => {
    const stderr = await assertProblem(
      ["page", "/Services/"],
      "/page?path=%2FServices%2F",
      "page_not_found",
    );
    assert.match(stderr, /did you mean +site page \/services\/\n/);
  });

  test("an unknown page gives 404 page_not_found and the way to list paths", async () => {
    const stderr = await assertProblem(
      ["page", "/no-such-page/"],
      "/page?path=%2Fno-such-page%2F",
      "page_not_found",
    );
    assert.match(stderr, /try +site pages\n/);
  });

  test("a mistyped slug or path gets the nearest real one as a suggestion", async () => {
    for (
      const [args, suggestion] of [
        [["project", "fleet-dashbord"], "site project fleet-dashboard"],
        [["project", "rates"], "site project rates-api"],
        [["page", "/servces/"], "site page /services/"],
        [["page", "/fleet-dashboard/"], "site page /work/fleet-dashboard/"],
      ]
    ) {
      const { code, stderr } = await client(args);
      assert.equal(code, 1);
      assert.match(stderr, new RegExp(`\\n {2}did you mean +${suggestion}\\n`), stderr);
    }
  });
});

describe("network failures exit 1 and say what failed", () => {
  test("a dead server (connection refused on a closed loopback port) is reported with its URL", async () => {
    const base = `http://127.0.0.1:${await freePort()}/api/v1`;
    const { code, stdout, stderr } = await cli(["profile"], {
      SITE_API_URL: base,
    });
    assert.equal(code, 1);
    assert.equal(stdout, "");
    const err = flat(stderr);
    assert.ok(
      err.startsWith(`site: cannot reach ${base}/profile: connection refused`),
      err,
    );
    assert.match(err, /ECONNREFUSED/);
    assert.match(err, /hint Check the base URL \(--base-url or SITE_API_URL\)/);
  });

  test("a server that never answers is given up on after --timeout seconds", async () => {
    // Never answers; notes how long the client stayed connected: the upper bound is timed
    // here, as a busy machine may take seconds to start the process (the lower one around
    // the process, as the client's clock starts before it connects).
    let connected = Promise.resolve(0);
    const silent = createServer(() => {/* never answers */});
    silent.on("connection", (socket) => {
      const at = performance.now();
      connected = once(socket, "close").then(() => performance.now() - at);
    });
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const base = `http://127.0.0.1:${silent.address().port}/api/v1`;
    try {
      const { code, stdout, stderr, ms } = await cli([
        "faq",
        "--timeout",
        "0.5",
      ], {
        SITE_API_URL: base,
      });
      assert.equal(code, 1);
      assert.equal(stdout, "");
      assert.match(
        flat(stderr),
        new RegExp(`^site: no answer from ${base}/faq within 0\\.5 s`),
      );
      assert.match(stderr, /--timeout <seconds>/);
      const waited = await connected;
      assert.ok(ms >= 500 && waited < 5000, `gave up after ${Math.round(waited)} ms`);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  test("without --base-url or SITE_API_URL a copy built here calls a local server", async () => {
    const { code, stdout, stderr } = await cli(["profile", "--timeout", "3"]);
    // Whether a server runs on port 8000 here or not, the call went there.
    if (code === 0) assert.ok(stdout.length > 0);
    else {
      assert.equal(code, 1);
      assert.match(
        flat(stderr),
        /^site: (cannot reach|no answer from) http:\/\/localhost:8000\/api\/v1\/profile/,
      );
    }
  });
});

describe("a base URL that is not the API root", () => {
  test("a 404 or 406 says the base URL does not end in /api/v1 and names the likely root", async () => {
    for (const command of ["profile", "faq", "pages"]) {
      const { code, stderr } = await cli([command, "--base-url", shared.server.url]);
      assert.equal(code, 1, command);
      assert.match(stderr, /^site: \w+ \((404|406) /, command);
      assert.ok(
        flat(stderr).includes(
          `base URL ${shared.server.url} does not end in /api/v1, so it may not be the API root; try ${shared.server.baseUrl}`,
        ),
        stderr,
      );
    }
  });
});

describe("a server that answers strangely", () => {
  test("a 200 answer of the wrong shape is one line of error, exit 1, never a stack trace", async () => {
    const stub = await stubServer(() => ({ body: "{}" }));
    try {
      for (const command of ["projects", "profile", "services", "faq", "contact", "pages"]) {
        const { code, stdout, stderr } = await cli([command], { SITE_API_URL: stub.baseUrl });
        assert.equal(code, 1, command);
        assert.equal(stdout, "", `${command} prints nothing on stdout`);
        // One message, wrapped to 80 columns: no second line of its own.
        assert.match(
          flat(stderr),
          /^site: the answer from http:\/\/\S+ is not [a-z ]+: "\w+" is missing$/,
        );
        assertNoStack(stderr);
      }
    } finally {
      await stub.close();
    }
  });

  test("terminal control sequences in an answer never reach the output", async () => {
    const evil = "\x1b[2J\x1b]0;owned\x07\u009b31mLena\x1b[5m Vogt\r";
    const stub = await stubServer(() => ({
      body: JSON.stringify({
        name: evil,
        brand: evil,
        site: "https://x.example/",
        role: evil,
        location: "Hamburg",
        stack: [evil],
      }),
    }));
    try {
      const { code, stdout } = await cli(["profile"], { SITE_API_URL: stub.baseUrl });
      assert.equal(code, 0);
      assert.doesNotMatch(stdout, CONTROLS);
      assert.match(stdout, /^Lena Vogt · Lena Vogt\n/);
      const problem = await stubServer(() => ({
        status: 404,
        body: JSON.stringify({ code: "not_found", detail: evil, hint: evil }),
      }));
      try {
        const { stderr } = await cli(["faq"], { SITE_API_URL: problem.baseUrl });
        assert.doesNotMatch(stderr, CONTROLS);
        assert.match(stderr, /detail +Lena Vogt/);
      } finally {
        await problem.close();
      }
    } finally {
      await stub.close();
    }
  });

  test("an error answer that is not a problem shows a short excerpt of its body", async () => {
    const stub = await stubServer(() => ({
      status: 502,
      type: "text/html",
      body: `<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center>${
        "<p>filler</p>".repeat(100)
      }</body></html>`,
    }));
    try {
      const { code, stderr } = await cli(["faq"], { SITE_API_URL: stub.baseUrl });
      assert.equal(code, 1);
      assert.match(stderr, /^site: HTTP 502 from /);
      assert.match(flat(stderr), /body 502 Bad Gateway nginx filler filler .*…$/);
      assert.ok(flat(stderr).length < 400, "a short excerpt, not the whole body");
    } finally {
      await stub.close();
    }
  });
});

describe("output that cannot be written", () => {
  test("a reader that stops early (site page / | head -1) ends the client quietly", async () => {
    const markdown = "# Big\n\n" + "A line of a long page.\n".repeat(200_000);
    const stub = await stubServer(() => ({
      body: JSON.stringify({ path: "/", title: "Big", description: "", url: "u", markdown }),
    }));
    try {
      const child = spawn(
        "bash",
        ["-c", 'set -o pipefail; "$NODE" "$BUNDLE" page / | head -1'],
        {
          env: clientEnv({ NODE: process.execPath, BUNDLE, SITE_API_URL: stub.baseUrl }),
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "", stderr = "";
      child.stdout.setEncoding("utf8").on("data", (chunk) => stdout += chunk);
      child.stderr.setEncoding("utf8").on("data", (chunk) => stderr += chunk);
      const [code] = await once(child, "close");
      assert.equal(stdout, "# Big\n");
      assert.equal(stderr, "", "no EPIPE error, no stack trace");
      assert.equal(code, 0, "the pipeline succeeds");
    } finally {
      await stub.close();
    }
  });

  test("a full disk (ENOSPC) is one line of error and exit 1", {
    skip: !existsSync("/dev/full") && "no /dev/full",
  }, async () => {
    const stub = await stubServer(() => ({
      body: JSON.stringify({ questions: [{ question: "Q?", answer: "A." }] }),
    }));
    try {
      const child = spawn(process.execPath, [BUNDLE, "faq"], {
        env: clientEnv({ SITE_API_URL: stub.baseUrl }),
        stdio: ["ignore", openSync("/dev/full", "w"), "pipe"],
      });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (chunk) => stderr += chunk);
      const [code] = await once(child, "close");
      assert.equal(stderr, "site: cannot write the output: no space left on the device (ENOSPC)\n");
      assert.equal(code, 1);
    } finally {
      await stub.close();
    }
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
    const { code, stdout, stderr } = await cli(["faq"], {
      SITE_API_URL: down.baseUrl,
    });
    assert.equal(code, 1);
    assert.equal(stdout, "");
    assert.match(stderr, /^site: unavailable \(503 /);
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
      const { code, stderr } = await cli(["profile"], {
        SITE_API_URL: `http://127.0.0.1:${port}/api/v1`,
      });
      assert.equal(code, 1);
      assert.match(stderr, /retry +in 120 seconds\n/);
    } finally {
      stub.close();
    }
  });
});
