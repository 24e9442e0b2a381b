/**
 * `deno task check:proof` against a server on 127.0.0.1 (never the internet), on a copy of the
 * full fixture whose proof links lead there: pages that show the quoted name and pages that do
 * not, a 404, a redirect and one too slow to wait for; then the pages and `check` that read the record.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { load as loadYaml } from "js-yaml";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentError, loadContent } from "../lib/content/load.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { copyContent } from "../tests/_server.ts";
import { checkProof, MAX_AGE_DAYS, pageText, proofNotes, proofNotesOf } from "./check_proof.ts";

/** What each path of the test server answers: the pages the fixture's proof links are sent to. */
function answer(req: Request, base: string): Response {
  const html = (body: string) =>
    new Response(`<!doctype html><html><body>${body}</body></html>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  switch (new URL(req.url).pathname) {
    case "/review": // the name in other case, across a tag, with an entity for its space
      return html("<article><p>Great work.</p><p>— CATARINA&nbsp;<b>Lobo</b></p></article>");
    case "/hotel":
      return html("<title>Hotel  Farol do Guincho</title><script>var x = 1;</script>");
    case "/moved":
      return Response.redirect(`${base}/badge`, 301);
    case "/badge":
      return html("<h1>Certified Kubernetes Application Developer</h1>");
    case "/forum": // the client's site, without its name
      return html("<p>A tenants' association</p>");
    case "/clients":
      return html("<ul><li>Peritajes &#77;orales</li></ul>");
    case "/slow": { // sends its page after the tool has given up
      let id: ReturnType<typeof setTimeout>;
      const body = new ReadableStream({
        start: (c) => void (id = setTimeout(() => c.close(), 5000)),
        cancel: () => clearTimeout(id),
      });
      return new Response(body, { headers: { "content-type": "text/html" } });
    }
    default:
      return new Response("Not found", { status: 404 });
  }
}

/** The fixture's proof links, each sent to a path of the server at `base`. */
const PATHS: Record<string, string> = {
  "https://www.linkedin.com/posts/farol-do-guincho-review-escala": "/review",
  "https://farol-do-guincho.example": "/hotel",
  "https://verify.example/ckad/sample-martaquintela": "/moved",
  "https://lisbonproduct.example/talks/2024-05-seasonal-hiring": "/gone",
  "https://webdevquarterly.example/2025/rental-fees": "/slow",
  "https://tenants-forum.example": "/forum",
  "https://peritajes-morales.example": "/clients",
};

/** A copy of the full fixture whose proof links lead to `base`; its path. */
async function fixtureFor(base: string): Promise<string> {
  const dir = await copyContent();
  for (const file of ["testimonials.md", "profile.md", "projects/morada.md", "projects/selo.md"]) {
    let text = await Deno.readTextFile(join(dir, file));
    for (const [from, to] of Object.entries(PATHS)) text = text.replaceAll(from, base + to);
    await Deno.writeTextFile(join(dir, file), text);
  }
  return dir;
}

/** Runs `test` with the server's address, the fixture's copy, and the User-Agents the server saw. */
async function withServer(test: (base: string, dir: string, agents: string[]) => Promise<void>) {
  const agents: string[] = [];
  let base = "";
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    agents.push(req.headers.get("user-agent") ?? "");
    return answer(req, base);
  });
  base = `http://127.0.0.1:${server.addr.port}`;
  const dir = await fixtureFor(base);
  try {
    await test(base, dir, agents);
  } finally {
    await server.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
}

const OPTIONS = { today: "2026-12-01", timeoutMs: 1000, userAgent: "proof-test/1" };

Deno.test("check:proof records each link's date, status after redirects and whether the quoted name is there", async () => {
  await withServer(async (base, dir, agents) => {
    const entries = await checkProof(dir, OPTIONS);
    const record = loadYaml(await Deno.readTextFile(join(dir, "proof.yaml"))) as {
      links: unknown[];
    };
    const entry = (path: string, status: number, found: boolean, error?: string) => ({
      url: base + path,
      checked: "2026-12-01",
      status,
      found,
      ...(error ? { error } : {}),
    });
    const expected = [
      entry("/clients", 200, true),
      entry("/forum", 200, false),
      entry("/gone", 404, false),
      entry("/hotel", 200, true),
      entry("/moved", 200, true),
      entry("/review", 200, true),
      entry("/slow", 0, false, "timed out after 1 s"),
    ];
    assert.deepEqual(record.links, expected, "sorted by URL, so a new run changes few lines");
    assert.deepEqual(entries, expected);
    assert.ok(agents.length >= 8 && agents.every((a) => a === "proof-test/1"), agents.join());
    // The loader reads the record as content.
    assert.deepEqual((await loadContent(dir)).proof, expected);
  });
});

Deno.test("pages and their Markdown say 'checked on' only after the links that passed", async () => {
  await withServer(async (base, dir) => {
    await checkProof(dir, OPTIONS);
    const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", dir]]));
    const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
    try {
      await store.start();
      const handle = await createSiteHandler(manifest, { config, store });
      const page = async (path: string) =>
        await (await handle(new Request(`https://site.test${path}`))).text();
      const note = '<span class="checked">checked on December 1, 2026</span>';
      const notes = (html: string) => html.split(note).length - 1;
      const about = await page("/about/");
      assert.equal(notes(about), 1, "one of three credentials passed");
      assert.match(
        about,
        new RegExp(`href="${base}/moved">[^<]+</a>[^<]*<time[^>]*>[^<]+</time>${note}`),
      );
      const home = await page("/");
      assert.equal(notes(home), 2, "the client's site and where the words were published");
      assert.ok(home.includes(`class="testimonial-source" href="${base}/review"`));
      assert.equal(notes(await page("/work/selo/")), 1, "the client's site shows its name");
      assert.equal(notes(await page("/work/morada/")), 0, "the client's site does not");
      const markdown = await page("/about/index.md");
      assert.equal(markdown.split("checked on December 1, 2026").length - 1, 1, markdown);
      assert.ok(markdown.includes(`](${base}/moved), The Linux Foundation, Oct 2023, checked on`));
      // In the request's language, dated the language's way.
      const raw = await loadContent(dir);
      const de = buildSite({ ...raw, site: { ...raw.site, lang: "de" } }, config);
      const home_de = de.pages.find((p) => p.path === "/")!.markdown;
      assert.ok(home_de.includes(`(${base}/review), geprüft am 1. Dezember 2026`), home_de);
    } finally {
      store.close();
    }
  });
});

Deno.test("check warns when the record is missing, leaves a link out, is older than the set age, or a link failed", async () => {
  await withServer(async (base, dir) => {
    const file = `${dir}/proof.yaml`;
    const [missing] = await proofNotesOf(dir);
    assert.match(missing, new RegExp(`^${file} is missing.*run deno task check:proof`));
    assert.ok(missing.includes(`${base}/gone (profile.md credentials[1].url)`), missing);

    await checkProof(dir, OPTIONS);
    const raw = await loadContent(dir);
    const [failed, ...more] = proofNotes(raw, dir, "2026-12-31");
    assert.deepEqual(more, [], "a fresh record of every link: only the failures");
    for (const [path, status] of [["/forum", 200], ["/gone", 404], ["/slow", 0]]) {
      assert.ok(failed.includes(`${base}${path} (status ${status})`), failed);
    }
    assert.ok(!failed.includes(`${base}/hotel`), failed);

    const stale = proofNotes(raw, dir, "2027-03-15").find((n) => n.includes("days ago")) ?? "";
    assert.ok(
      stale?.includes(`over ${MAX_AGE_DAYS} days ago (MAX_AGE_DAYS in build/check_proof.ts)`),
    );
    assert.ok(stale.includes(`${base}/hotel (testimonials.md testimonials[0].url)`), stale);

    const profile = join(dir, "profile.md");
    const text = await Deno.readTextFile(profile);
    await Deno.writeTextFile(profile, text.replace(`${base}/gone`, `${base}/new-talk`));
    const [unchecked] = proofNotes(await loadContent(dir), dir, "2026-12-31");
    assert.match(
      unchecked,
      new RegExp(`has no check of ${base}/new-talk \\(profile.md credentials\\[1\\].url\\)`),
    );
  });
});

Deno.test("deno task check prints the warning for a record older than the set age", async () => {
  await withServer(async (_base, dir) => {
    await checkProof(dir, { ...OPTIONS, today: "2020-01-01" });
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-read", "--allow-env", "build/check.ts"],
      env: { CONTENT_DIR: dir, SITE_URL: "https://site.test" },
      cwd: new URL("..", import.meta.url).pathname,
    }).output();
    const out = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
    assert.equal(code, 0, out);
    assert.match(out, new RegExp(`${dir}/proof.yaml checked .* over ${MAX_AGE_DAYS} days ago`));
  });
});

Deno.test("a record that is not valid names its file and field", async () => {
  const dir = await copyContent();
  try {
    await Deno.writeTextFile(
      join(dir, "proof.yaml"),
      "links:\n  - url: https://a.example/\n    checked: 2026-12-01\n    status: ok\n    found: true\n",
    );
    await assert.rejects(loadContent(dir), (error: ContentError) => {
      const problem = error.problems.find((p) => p.file.endsWith("proof.yaml"));
      assert.equal(problem?.field, "links[0].status", JSON.stringify(error.problems));
      return true;
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pageText folds a page to its words: no tags, scripts or comments, entities decoded", () => {
  assert.equal(
    pageText("<style>p{}</style><p>Caf&#233; &amp; Co&#x2019;s <!-- x -->\n  “Menu”</p>"),
    'café & co\'s "menu"',
  );
});
