/**
 * The Nu Html Checker (the W3C's validator, `vnu-jar` from npm, run by Java)
 * finds no error on any page of any owner: every fixture and `content/`,
 * every language, the search and 404 pages. All pages go to one JVM in one
 * run (its start is most of the cost). Java comes from Debian
 * (`default-jre-headless`, installed by .ci/run): where it is missing the test
 * is skipped, except under CI, where it fails.
 *
 * An error the checker reports although the HTML standard allows the markup
 * goes in `ALLOWED` with the standard's text that allows it; any other fails.
 */
import assert from "node:assert/strict";
import vnuJar from "vnu-jar";
import { htmlPages, OWNERS } from "./_pages.ts";
import { sharedServer } from "./_server.ts";

/**
 * What the checker reports although a specification allows it: each message
 * exactly, and the markup it must be about (`extract`), with the text that allows it.
 */
const ALLOWED: { message: RegExp; extract: RegExp; why: string }[] = [
  {
    // The checker knows `blocking` only from the days when `stylesheet` was its one link type.
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#page-end" blocking="render"\/?>/,
    why: "HTML Standard, § 4.2.4 The link element (html.spec.whatwg.org/multipage/" +
      "semantics.html#attr-link-blocking): the blocking attribute is used by the link types " +
      'stylesheet and expect; § 4.6.7.8 Link type "expect" (links.html#link-type-expect): ' +
      "an expect link that is render-blocking blocks rendering until the element it names is parsed.",
  },
  {
    // WebMCP's declarative tools: the search form (components/Layout.tsx), the API explorer.
    message:
      /^Attribute “(toolname|tooldescription|toolautosubmit)” not allowed on element “form” at this point\.$/,
    extract: /<form [^>]*toolname="(search_site|send_api_request)"/,
    why: "WebMCP (W3C Web Machine Learning Community Group), declarative API: a form's " +
      "toolname and tooldescription attributes register it as a tool, toolautosubmit lets the " +
      "agent submit it; the HTML Standard, § 2.1.9 Extensibility, lets an applicable " +
      "specification define new attributes.",
  },
  {
    message:
      /^Attribute “toolparamdescription” not allowed on element “(input|select)” at this point\.$/,
    extract: /toolparamdescription="/,
    why: "WebMCP, declarative API: toolparamdescription on a form's field describes that " +
      "parameter of the tool (HTML Standard, § 2.1.9 Extensibility, as above).",
  },
];

/** A page with one error: a `<main>` may not sit inside a `<p>`'s phrasing content… nor lack a title. */
const CANARY = `<!doctype html><html lang="en"><meta charset="utf-8"><p><main>x</main>`;

const hasJava = await new Deno.Command("java", { args: ["-version"], stderr: "null" }).output()
  .then((o) => o.success, () => false);
const ci = Boolean(Deno.env.get("CI"));
if (!hasJava && !ci) console.warn("Skipped, no java on PATH: the Nu Html Checker test");

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

Deno.test({
  name: "the Nu Html Checker finds no error on any page of any owner, in any language",
  ignore: !hasJava && !ci,
  async fn() {
    assert.ok(
      hasJava,
      `java is missing: install it with "apt-get install -y default-jre-headless"`,
    );
    const dir = await Deno.makeTempDir({ prefix: "nu-" });
    const servers = await Promise.all(OWNERS.map((contentDir) => sharedServer({ contentDir })));
    const where = new Map<string, string>();
    try {
      await Promise.all(servers.map(async (server, o) => {
        const paths = await htmlPages(server.url);
        for (const [i, path] of paths.entries()) {
          const response = await fetch(server.url + path);
          assert.match(response.headers.get("content-type") ?? "", /^text\/html/, path);
          const file = `${dir}/${o}-${i}.html`;
          await Deno.writeTextFile(file, await response.text());
          where.set(file, `${OWNERS[o]} ${path}`);
        }
      }));
    } finally {
      for (const server of servers) await server.close();
    }
    assert.ok(where.size > 100, `pages checked: ${where.size}`);
    // A page with a known error, so a checker that reads nothing cannot pass.
    await Deno.writeTextFile(`${dir}/canary.html`, CANARY);
    const { stderr } = await new Deno.Command("java", {
      args: ["-Xss1m", "-jar", String(vnuJar), "--format", "json", "--exit-zero-always", dir],
      stdout: "null",
      stderr: "piped",
    }).output();
    await Deno.remove(dir, { recursive: true });
    const { messages } = JSON.parse(new TextDecoder().decode(stderr)) as { messages: NuMessage[] };
    const canary = messages.filter((m) => m.url?.endsWith("/canary.html"));
    assert.ok(canary.some((m) => m.type === "error"), `the checker ran: ${stderr.length} bytes`);
    const errors = messages.filter((m) => !m.url?.endsWith("/canary.html"))
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .filter((m) =>
        !ALLOWED.some((a) => a.message.test(m.message) && a.extract.test(m.extract ?? ""))
      )
      .map((m) => {
        const page = where.get(new URL(m.url ?? "file:/").pathname) ?? m.url;
        return `${page}:${m.lastLine}: ${m.message} [${m.extract?.trim()}]`;
      });
    const all = messages.filter((m) => !m.url?.endsWith("/canary.html"));
    const allowed = ALLOWED.map((a) => all.filter((m) => a.message.test(m.message)).length);
    console.log(
      `${where.size} pages: ${errors.length} errors, ${allowed.join(" + ")} allowed by ALLOWED, ` +
        `${all.filter((m) => m.type !== "error").length} warnings and notes`,
    );
    assert.deepEqual(errors, [], `${errors.length} Nu errors:\n${errors.join("\n")}`);
  },
});
