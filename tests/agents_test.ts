/**
 * What the site offers agents, on the real server with the fixture owner:
 * the `Link` headers of pages, the Markdown mirrors and their token
 * estimate, sitemap.md, sitemap.xml's dates, the API catalog's items, the
 * agent catalogs (ard.json, ai-catalog.json) against Lighthouse 13.5's own
 * ARD schema and audit, HEAD on every discovery file, and that every
 * discovery document names the same addresses.
 */
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { loadContent } from "../lib/content/load.ts";
import { readConfig } from "../lib/config.ts";
import { ardPublisher } from "../lib/site/agents/catalogs.ts";
import { ContractClient } from "./_contract.ts";
import { sharedServer } from "./_server.ts";
import { FIXTURE } from "./_server.ts";

const SITE = "https://martaquintela.example";
const raw = await loadContent(FIXTURE);
const project = raw.projects[0];
/** Every page in site order, with its title and description, as the content lists them. */
const pages: { path: string; title: string; description: string; changed?: string }[] = raw
  .pages.flatMap((p) =>
    p.path === "/work/"
      ? [
        p,
        ...raw.projects.map((x) => ({
          path: `/work/${x.slug}/`,
          title: `${x.name} case study`,
          description: x.summary,
        })),
      ]
      : p.path === "/writing/"
      ? [
        p,
        ...raw.articles.map((a) => ({
          path: `/writing/${a.slug}/`,
          title: a.title,
          description: a.summary,
          changed: a.updated ?? a.date,
        })),
      ]
      : [p]
  );
/** When a page last changed: an article's own date, else the site's. */
const changed = (p: { changed?: string }) => p.changed ?? raw.site.updated;
/** `/pricing/` → `/pricing.md`; `/` → `/index.md`. */
const mirror = (path: string) => path === "/" ? "/index.md" : `${path.slice(0, -1)}.md`;
/** The documented estimate: characters (code points) / 4, rounded up. */
const estimate = (text: string) => Math.ceil([...text].length / 4);

/**
 * The ARD manifest schema Lighthouse 13.5 validates ai-catalog.json with: its
 * copy of ards-project/ard-spec's `spec/schemas/ai-catalog.schema.json`
 * (third-party/ard/ in the npm package), loaded from the package itself.
 */
const { default: ARD_SCHEMA } = await import(
  "lighthouse/third-party/ard/spec/schemas/ai-catalog.schema.json",
  { with: { type: "json" } }
);

/** Lighthouse 13.5's `ard-schema` audit run on `content` as if found at `catalogUrl`. */
async function ardAudit(content: string, catalogUrl: string) {
  const { default: ArdSchema } = await import("lighthouse/core/audits/agentic/ard-schema.js");
  return ArdSchema.audit({
    AgentResourceDiscovery: {
      status: 200,
      content,
      headers: {},
      catalogUrl,
      discoverySignals: {
        robotsTxtAgentmap: null,
        htmlLink: null,
        httpHeaderLink: null,
        wellKnown: `${SITE}/.well-known/ai-catalog.json`,
      },
    },
  } as never) as {
    score: number;
    details?: { items: { element: string; issue: string; severity: unknown }[] };
  };
}

Deno.test("agents find the site's Markdown, catalogs and API from headers and discovery files", async (t) => {
  const server = await sharedServer({ siteUrl: SITE });
  const local = (url: string) => url.replace(SITE, "");
  try {
    const api = await ContractClient.create(server.url);

    await t.step("every HTML page carries the four Link headers", async () => {
      const site = [
        `<${SITE}/llms.txt>; rel="describedby"; type="text/plain"`,
        `<${SITE}/api/v1/openapi.json>; rel="service-desc"; type="application/vnd.oai.openapi+json;version=3.1"`,
        `<${SITE}/.well-known/api-catalog>; rel="api-catalog"`,
      ];
      for (const page of pages) {
        const { res } = await api.fetch(page.path, { headers: { accept: "text/html" } });
        assert.equal(res.status, 200, page.path);
        assert.equal(
          res.headers.get("link"),
          [`<${SITE}${page.path}index.md>; rel="alternate"; type="text/markdown"`, ...site].join(
            ", ",
          ),
          page.path,
        );
      }
      // The printable résumé is an HTML page too, with no Markdown of its own.
      const cv = await api.fetch("/cv/", { headers: { accept: "text/html" } });
      assert.equal(cv.res.status, 200);
      const links = cv.res.headers.get("link")!.split(/, (?=<)/);
      for (const link of site) assert.ok(links.includes(link), `/cv/: ${link}`);
      // Not on what is not an HTML page.
      for (const path of ["/llms.txt", "/api/v1/profile", "/styles.css", "/about/index.md"]) {
        const { res } = await api.fetch(path);
        assert.ok(!res.headers.get("link")?.includes('rel="describedby"'), path);
      }
    });

    await t.step(
      "Markdown answers link their canonical page and estimate their tokens",
      async () => {
        for (const page of pages) {
          for (
            const [path, accept] of [
              [`${page.path}index.md`, "*/*"],
              [mirror(page.path), "*/*"],
              [page.path, "text/markdown"],
            ]
          ) {
            const { res, text } = await api.fetch(path, { headers: { accept } });
            assert.equal(res.status, 200, path);
            assert.equal(res.headers.get("content-type"), "text/markdown; charset=utf-8", path);
            assert.equal(res.headers.get("link"), `<${SITE}${page.path}>; rel="canonical"`, path);
            const tokens = res.headers.get("x-markdown-tokens")!;
            assert.match(tokens, /^[1-9]\d*$/, `${path}: a positive integer`);
            assert.equal(Number(tokens), estimate(text), `${path}: characters / 4, rounded up`);
          }
        }
        // A browser-based agent may read it across origins.
        const { res } = await api.fetch("/pricing.md", {
          headers: { origin: "https://agent.test" },
        });
        assert.match(res.headers.get("access-control-expose-headers")!, /X-Markdown-Tokens/);
        // The estimate is an estimate: a page of real prose lands near a real tokenizer's count
        // (o200k_base gives 359 for this page; see lib/site/pages/tokens.ts).
        const pricing = Number(res.headers.get("x-markdown-tokens"));
        assert.ok(pricing > 359 * 0.75 && pricing < 359 * 1.3, `${pricing} tokens for /pricing/`);
      },
    );

    await t.step("every page's .md mirror is its index.md, byte for byte", async () => {
      for (const page of pages) {
        const file = await api.fetch(`${page.path}index.md`);
        const copy = await api.fetch(mirror(page.path));
        assert.equal(copy.res.status, 200, mirror(page.path));
        assert.equal(copy.text, file.text, mirror(page.path));
        for (const name of ["content-type", "etag", "link", "x-markdown-tokens", "vary"]) {
          assert.equal(
            copy.res.headers.get(name),
            file.res.headers.get(name),
            `${page.path} ${name}`,
          );
        }
      }
      assert.ok((await api.fetch("/pricing.md")).text.startsWith("# Quotes, not rate cards\n"));
      assert.ok((await api.fetch(`/work/${project.slug}.md`)).text.startsWith(`# ${project.name}`));
      // The API reads the mirror's path as the same page.
      const { json } = await api.fetch("/api/v1/page?path=/pricing.md");
      assert.equal(json.path, "/pricing/");
      for (const path of ["/no-such-page.md", "/work/nope.md", "/about/.md"]) {
        assert.equal((await api.fetch(path)).res.status, 404, path);
      }
    });

    await t.step(
      "/sitemap.md lists every page in order, then the CV, with its Markdown and date",
      async () => {
        const { res, text } = await api.fetch("/sitemap.md");
        assert.equal(res.headers.get("content-type"), "text/markdown; charset=utf-8");
        assert.equal(res.headers.get("x-markdown-tokens"), String(estimate(text)));
        assert.equal(text.split("\n")[0], `# Sitemap of ${raw.site.name}`);
        const rows = [
          ...text.matchAll(
            /^- \[(.+)\]\((.+)\) \(\[Markdown\]\((.+)\), last changed (.+)\): (.+)$/gm,
          ),
        ]
          .map((m) => m.slice(1));
        assert.deepEqual(
          rows,
          pages.map((p) => [
            p.title,
            `${SITE}${p.path}`,
            `${SITE}${mirror(p.path)}`,
            changed(p),
            p.description,
          ]).concat([[
            `CV of ${raw.profile.name}`,
            `${SITE}/cv/`,
            `${SITE}/cv.md`,
            raw.site.updated,
            `${raw.profile.name}, ${raw.profile.role}: a printable CV`,
          ]]),
        );
        for (const [, , markdown] of rows) {
          assert.equal((await api.fetch(local(markdown))).res.status, 200, markdown);
        }
      },
    );

    await t.step(
      "sitemap.xml dates each page by the content's updated date, an article by its own",
      async () => {
        const { text } = await api.fetch("/sitemap.xml");
        const urls = [
          ...text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
        ]
          .map((m) => [m[1], m[2]]);
        assert.deepEqual(urls, [
          ...pages.map((p) => [`${SITE}${p.path}`, changed(p)]),
          ...["/cv/", "/feed.xml", "/feed.json"].map((path) => [`${SITE}${path}`, "2026-10-14"]),
        ]);
        assert.equal(raw.site.updated, "2026-10-14", "the fixture's site.yaml");
      },
    );

    await t.step("the API catalog lists each API as an RFC 9727 item", async () => {
      const { json } = await api.fetch("/.well-known/api-catalog");
      const catalog = json.linkset.find((set: { anchor: string }) =>
        set.anchor === `${SITE}/.well-known/api-catalog`
      );
      assert.deepEqual(catalog.item, [
        { href: `${SITE}/api/v1`, title: "Calçada Web API (read-only JSON)" },
        { href: `${SITE}/mcp`, title: "Calçada Web MCP server (Streamable HTTP)" },
      ]);
      // Each item has a context of its own that describes it.
      for (const { href } of catalog.item) {
        const set = json.linkset.find((s: { anchor: string }) => s.anchor === href);
        assert.ok(set?.["service-desc"]?.length && set["service-doc"]?.length, href);
      }
    });

    await t.step(
      "ard.json and ai-catalog.json pass Lighthouse 13.5's ARD schema and its ard-schema audit",
      async () => {
        const ajv = new Ajv2020({ strict: false });
        addFormats.default(ajv);
        const validate = ajv.compile(ARD_SCHEMA);
        const ard = await api.fetch("/.well-known/ard.json");
        const ai = await api.fetch("/.well-known/ai-catalog.json");
        for (const { res, json } of [ard, ai]) {
          assert.equal(res.headers.get("content-type"), "application/ai-catalog+json");
          const { entries } = json;
          assert.ok(validate(json), JSON.stringify(validate.errors));
          for (const entry of entries) {
            assert.match(entry.identifier, /^urn:air:martaquintela\.example:[a-z]+:[a-z0-9-]+$/);
            assert.ok(
              entry.displayName && entry.type && entry.url && !entry.data,
              entry.identifier,
            );
            const queries = entry.representativeQueries;
            assert.ok(queries.length >= 2 && queries.length <= 5, entry.identifier);
          }
        }
        // The check bites: an entry without displayName, or with one query, fails it.
        const [first] = ard.json.entries;
        const { displayName: _, ...nameless } = first;
        assert.ok(!validate({ ...ard.json, entries: [nameless] }));
        assert.ok(
          !validate({ ...ard.json, entries: [{ ...first, representativeQueries: ["x"] }] }),
        );

        // Where Lighthouse looks (the well-known address): a clean pass.
        const wellKnown = await ardAudit(ai.text, `${SITE}/.well-known/ai-catalog.json`);
        assert.deepEqual(wellKnown.details?.items ?? [], []);
        assert.equal(wellKnown.score, 1);
        // ard.json passes too, with no error; the audit notes, at low severity, that the six
        // entries whose media types ARD does not list (OpenAPI, llms.txt, JSON, vCard, the two
        // feeds) are not of its nine "standard discovery types".
        const full = await ardAudit(ard.text, `${SITE}/.well-known/ard.json`);
        assert.equal(full.score, 0.9);
        assert.deepEqual(
          full.details!.items.map((i) => [i.element, String(i.issue).split(" is not one")[0]]),
          [
            ["Calçada Web API", "Media type 'application/vnd.oai.openapi+json;version=3.1'"],
            ["Calçada Web llms.txt", "Media type 'text/plain'"],
            [`${raw.profile.name}'s résumé`, "Media type 'application/json'"],
            [`${raw.profile.name}'s contact card`, "Media type 'text/vcard'"],
            ["Calçada Web Atom feed", "Media type 'application/atom+xml'"],
            ["Calçada Web JSON Feed", "Media type 'application/feed+json'"],
          ],
        );
      },
    );

    await t.step("the catalogs' queries are made from the content", async () => {
      const { json: ard } = await api.fetch("/.well-known/ard.json");
      const { json: ai } = await api.fetch("/.well-known/ai-catalog.json");
      const name = raw.profile.name;
      const service = raw.services[0];
      const byId = (id: string) =>
        [...ard.entries, ...ai.entries].find((e: { identifier: string }) =>
          e.identifier === `urn:air:martaquintela.example:${id}`
        ).representativeQueries;
      assert.deepEqual(byId("mcp:mcp"), [
        `What does ${name} build?`,
        `Show ${project.name}'s case study`,
        `${service.name} by ${name}`,
        `How do I contact ${name}?`,
      ]);
      assert.deepEqual(byId("api:v1"), [
        `List ${name}'s projects as JSON`,
        `Get the ${project.name} project from the ${raw.site.name} API`,
        `Which freelance services does ${raw.site.name} offer?`,
        `Is ${name} taking new projects, and from when?`,
      ]);
      assert.deepEqual(byId("resume:json-resume"), [
        `${name}'s résumé`,
        "Freelance product engineer in Lisbon",
        `${name}'s experience with ${raw.profile.stack[0]}`,
      ]);
      assert.equal(byId("docs:llms-txt")[0], `Who is ${name}?`);
      // The same entry reads the same in both catalogs.
      assert.deepEqual(ai.entries[0], ard.entries[1]);
    });

    await t.step(
      "every discovery document names the same URLs for the API, OpenAPI, MCP, llms.txt, résumé and contact card",
      async () => {
        const want = {
          api: `${SITE}/api/v1`,
          openapi: `${SITE}/api/v1/openapi.json`,
          mcp: `${SITE}/mcp`,
          serverCard: `${SITE}/mcp/server-card`,
          llmsTxt: `${SITE}/llms.txt`,
          resume: `${SITE}/resume.json`,
          ard: `${SITE}/.well-known/ard.json`,
          contactCard: `${SITE}/contact.vcf`,
        };
        // ard.json: one entry each, and where to call the API and the MCP server.
        const { json: ard } = await api.fetch("/.well-known/ard.json");
        const entry = (kind: string) =>
          ard.entries.find((e: { identifier: string }) => e.identifier.split(":")[3] === kind);
        assert.deepEqual(ard.entries.map((e: { url: string }) => e.url), [
          want.openapi,
          want.serverCard,
          want.llmsTxt,
          want.resume,
          want.contactCard,
          `${SITE}/feed.xml`,
          `${SITE}/feed.json`,
        ]);
        const vcard = await fetch(want.contactCard.replace(SITE, server.url));
        assert.equal(vcard.headers.get("content-type"), entry("contact").type + "; charset=utf-8");
        assert.match(await vcard.text(), /^BEGIN:VCARD\r\n/);
        assert.equal(entry("api").metadata.endpoint, want.api);
        assert.equal(entry("mcp").metadata.endpoint, want.mcp);
        // ai-catalog.json: the same MCP entry, and ard.json.
        const { json: ai } = await api.fetch("/.well-known/ai-catalog.json");
        assert.deepEqual(ai.entries.map((e: { url: string }) => e.url), [
          want.serverCard,
          want.ard,
        ]);
        assert.equal(ai.entries[1].type, "application/ai-catalog+json");
        assert.deepEqual(ai.host, ard.host);
        // The api-catalog: the same API, OpenAPI document, MCP server and server card.
        const { json: linkset } = await api.fetch("/.well-known/api-catalog");
        const set = (anchor: string) =>
          linkset.linkset.find((s: { anchor: string }) => s.anchor === anchor);
        assert.equal(set(want.api)["service-desc"][0].href, want.openapi);
        assert.equal(set(want.api)["service-desc"][0].type, entry("api").type);
        assert.equal(set(want.mcp)["service-desc"][0].href, want.serverCard);
        assert.equal(set(want.mcp)["service-desc"][0].type, entry("mcp").type);
        // The MCP server card: the same endpoint.
        const { json: card } = await api.fetch("/.well-known/mcp/server-card.json");
        assert.equal(card.remotes[0].url, want.mcp);
        // llms.txt links each of them.
        const { text: llms } = await api.fetch("/llms.txt");
        const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => m[2]);
        for (
          const url of [
            `${want.api}/`,
            want.openapi,
            want.mcp,
            want.serverCard,
            want.resume,
            want.ard,
            want.contactCard,
          ]
        ) assert.ok(links.includes(url), `llms.txt links ${url}`);
        // robots.txt names llms.txt and the agent catalog.
        const { text: robots } = await api.fetch("/robots.txt");
        assert.ok(robots.includes(`# For language models: ${want.llmsTxt}\n`));
        assert.ok(
          robots.includes(
            `# For AI agents, the agent catalog (Agentic Resource Discovery): ${want.ard}\n`,
          ),
        );
        // Pages link the same llms.txt and OpenAPI document.
        const home = (await api.fetch("/")).res.headers.get("link")!;
        assert.ok(home.includes(`<${want.llmsTxt}>; rel="describedby"`));
        assert.ok(home.includes(`<${want.openapi}>; rel="service-desc"`));
        // Each entry's media type is what its URL serves, and each URL answers.
        for (const e of ard.entries) {
          const { res } = await api.fetch(local(e.url));
          assert.equal(res.status, 200, e.url);
          const served = res.headers.get("content-type")!.split(";")[0];
          if (e.url === want.openapi) assert.equal(served, "application/json");
          else assert.equal(served, e.type, e.url);
        }
        const root = await api.fetch(local(want.api) + "/");
        assert.equal(root.json.openapi, want.openapi);
      },
    );

    await t.step("HEAD on every discovery file answers GET's headers and no body", async () => {
      const files = [
        "/llms.txt",
        "/llms-full.txt",
        "/sitemap.xml",
        "/sitemap.md",
        "/robots.txt",
        "/.well-known/api-catalog",
        "/.well-known/ai-catalog.json",
        "/.well-known/ard.json",
        "/.well-known/mcp/server-card.json",
        "/mcp/server-card",
        "/openapi.json",
        "/api/v1/openapi.json",
        "/resume.json",
      ];
      for (const path of files) {
        for (const coding of ["identity", "br"]) {
          const headers = { "accept-encoding": coding };
          const get = await fetch(server.url + path, { headers });
          const body = new Uint8Array(await get.arrayBuffer());
          const head = await api.request(path, { method: "HEAD", headers });
          assert.equal(head.status, 200, path);
          assert.equal(await head.text(), "", `${path}: no body`);
          const without = (h: Headers) => [...h].filter(([name]) => name !== "date");
          assert.deepEqual(without(head.headers), without(get.headers), `${path} (${coding})`);
          if (coding === "identity") {
            assert.equal(head.headers.get("content-length"), String(body.byteLength), path);
          }
        }
      }
    });

    await t.step("the developers guide documents all of it, in HTML and Markdown", async () => {
      const { text: html } = await api.fetch("/developers/");
      assert.match(html, /<section id="agents" aria-labelledby="agents-heading">/);
      const { text: md } = await api.fetch("/developers.md");
      const part = md.slice(md.indexOf("## For agents"));
      for (
        const said of [
          `${SITE}/.well-known/ard.json`,
          `${SITE}/.well-known/ai-catalog.json`,
          `${SITE}/.well-known/api-catalog`,
          `${SITE}/llms.txt`,
          `${SITE}/sitemap.md`,
          `${SITE}/resume.json`,
          "`x-markdown-tokens`",
          'rel="describedby"',
          "/about.md",
          "`WebMCP`",
          "OAuth protected-resource metadata",
          "x402",
        ]
      ) assert.ok(part.includes(said), said);
    });
  } finally {
    await server.close();
  }
});

Deno.test("catalog identifiers name the site's host, or agent.localhost for a local address", () => {
  const publisher = (url: string) => ardPublisher(readConfig(new Map([["SITE_URL", url]])));
  assert.equal(publisher("https://martaquintela.example"), "martaquintela.example");
  assert.equal(publisher("http://127.0.0.1:8000"), "agent.localhost");
  assert.equal(publisher("http://localhost:8000"), "agent.localhost");
  assert.equal(publisher("http://[::1]:8000"), "agent.localhost");
});
