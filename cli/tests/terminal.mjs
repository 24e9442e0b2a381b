/**
 * The built client on a terminal (a pseudo-terminal through util-linux
 * `script`): colour and the variables that turn it on and off, wrapping to a
 * narrow width, and `site page` laid out for reading through a pager.
 */
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  describe,
  fetchApi,
  NO_SCRIPT as noScript,
  onTerminal as terminal,
  quote,
  sharedServer,
  stubServer,
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

/** `site <args>` on a terminal against the shared server (unless `env` points elsewhere). */
function onTerminal(args, env = {}, options = {}) {
  return terminal(args, { SITE_API_URL: shared.server.baseUrl, ...env }, options);
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
