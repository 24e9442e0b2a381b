import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ContractClient } from "./_contract.ts";
import { SERVER_CARD_SCHEMA } from "./_server_card.ts";
import { FIXTURE, startServer } from "./_server.ts";

const SITE = "https://martaquintela.example";
const raw = await loadContent(FIXTURE);
const paths = raw.pages.flatMap((p) =>
  p.path === "/work/" ? [p.path, ...raw.projects.map((x) => `/work/${x.slug}/`)] : [p.path]
);

Deno.test("discovery files are generated from content and follow their formats", async (t) => {
  const server = await startServer({ siteUrl: SITE });
  const local = (url: string) => url.replace(SITE, "");
  try {
    const api = await ContractClient.create(server.url);

    await t.step("llms.txt has the llmstxt.org shape and links every page's Markdown", async () => {
      const { res, text } = await api.fetch("/llms.txt");
      assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
      const lines = text.split("\n");
      assert.equal(lines[0], `# ${raw.site.name}`);
      assert.equal(
        lines[2],
        "> Marta Quintela is a freelance product engineer in Lisbon, Lisbon District, Portugal. Freelance product engineering from Lisbon: TypeScript, Go, SvelteKit and PostgreSQL.",
      );
      assert.match(text, /priced by a written quote/);
      assert.match(text, /give people the contact address rather than send email/);
      for (const section of ["## Pages", "## API", "## MCP", "## CLI", "## Optional"]) {
        assert.ok(lines.includes(section), section);
      }
      const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)];
      for (const path of paths) {
        assert.ok(links.some((l) => l[2] === `${SITE}${path}index.md`), `llms.txt links ${path}`);
      }
      for (const [, title, url] of links) {
        if (url === `${SITE}/mcp`) {
          // Streamable HTTP takes POST only; a GET is answered, with 405 and Allow: POST.
          const { res } = await api.fetch("/mcp");
          assert.equal(res.status, 405);
          assert.equal(res.headers.get("allow"), "POST");
          continue;
        }
        const { res } = await api.fetch(local(url));
        assert.equal(res.status, 200, `${title}: ${url}`);
      }
    });

    await t.step(
      "llms-full.txt holds every page in order, each with its title and URL",
      async () => {
        const { text } = await api.fetch("/llms-full.txt");
        let at = 0;
        for (const path of paths) {
          const page = (await api.fetch(`/api/v1/page?path=${path}`)).json;
          const heading = text.indexOf(`# ${page.title}\n\nSource: ${SITE}${path}\n`, at);
          assert.ok(heading >= at, `${path} in order`);
          at = heading + 1;
          const body = page.markdown.split("\n").slice(1).join("\n").trim();
          assert.ok(text.includes(body), `${path}'s full Markdown`);
        }
      },
    );

    await t.step("the API catalog is an RFC 9727 linkset whose links resolve", async () => {
      const { res, json } = await api.fetch("/.well-known/api-catalog");
      assert.equal(
        res.headers.get("content-type"),
        'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      );
      assert.equal(res.headers.get("link"), `<${SITE}/.well-known/api-catalog>; rel="api-catalog"`);
      const head = await api.fetch("/.well-known/api-catalog", { method: "HEAD" });
      assert.equal(head.res.headers.get("link"), res.headers.get("link"));
      const [apiSet] = json.linkset;
      assert.equal(apiSet.anchor, `${SITE}/api/v1`);
      assert.equal(apiSet["service-desc"][0].href, `${SITE}/api/v1/openapi.json`);
      assert.equal(apiSet["service-desc"][0].type, "application/vnd.oai.openapi+json;version=3.1");
      assert.equal(apiSet["service-doc"][0].href, `${SITE}/developers/`);
      assert.equal(apiSet.item.length, 10);
      for (const set of json.linkset) {
        for (const rel of ["service-desc", "service-doc", "item"]) {
          for (const link of set[rel] ?? []) {
            const { res } = await api.fetch(local(link.href).replace(/#.*$/, ""));
            assert.equal(res.status, 200, link.href);
          }
        }
      }
    });

    await t.step(
      "the MCP server card (v1 draft) is valid, at both addresses, and the AI catalog points to it",
      async () => {
        const ajv = new Ajv2020({ strict: false });
        addFormats.default(ajv);
        // The draft's own schema.json when the steering repository provides it
        // (../shared/schemas/server-card.schema.json), else its constraints as
        // written out in _server_card.ts.
        const draft = await Deno.readTextFile(
          new URL("../../shared/schemas/server-card.schema.json", import.meta.url),
        ).then(JSON.parse, () => SERVER_CARD_SCHEMA);
        const validate = ajv.compile(draft);
        const beside = await api.fetch("/mcp/server-card");
        const card = await api.fetch("/.well-known/mcp/server-card.json");
        for (const { res, json } of [beside, card]) {
          assert.equal(res.headers.get("content-type"), "application/mcp-server-card+json");
          assert.equal(res.headers.get("access-control-allow-origin"), "*");
          assert.match(res.headers.get("cache-control")!, /public, max-age=\d+/);
          assert.match(res.headers.get("etag")!, /^"/);
          assert.ok(validate(json), JSON.stringify(validate.errors));
        }
        assert.deepEqual(beside.json, card.json);
        assert.deepEqual(card.json.remotes, [{
          type: "streamable-http",
          url: `${SITE}/mcp`,
          supportedProtocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"],
        }]);
        assert.equal(card.json.tools, undefined, "a v1 card lists no tools");
        assert.ok(!validate({ ...card.json, description: "x".repeat(101) }), "the check bites");
        const catalog = await api.fetch("/.well-known/ai-catalog.json");
        assert.equal(catalog.res.headers.get("content-type"), "application/ai-catalog+json");
        assert.deepEqual(catalog.json.entries, [{
          identifier: `urn:air:${new URL(SITE).hostname}:mcp:mcp`,
          type: "application/mcp-server-card+json",
          url: `${SITE}/mcp/server-card`,
        }]);
        const { json: apiCatalog } = await api.fetch("/.well-known/api-catalog");
        const mcp = apiCatalog.linkset.find((set: { anchor: string }) =>
          set.anchor === `${SITE}/mcp`
        );
        assert.equal(mcp["service-desc"][0].href, `${SITE}/mcp/server-card`);
        assert.equal(mcp["service-desc"][0].type, "application/mcp-server-card+json");
      },
    );

    await t.step("sitemap.xml lists every page with lastmod from content", async () => {
      const { res, text } = await api.fetch("/sitemap.xml");
      assert.equal(res.headers.get("content-type"), "application/xml; charset=utf-8");
      assert.match(
        text,
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      const locs = [
        ...text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
      ];
      assert.deepEqual(locs.map((m) => m[1]), paths.map((p) => SITE + p));
      for (const m of locs) assert.equal(m[2], raw.site.updated);
    });

    await t.step(
      "robots.txt points at the sitemap and llms.txt and carries a content signal",
      async () => {
        const { text } = await api.fetch("/robots.txt");
        assert.match(text, /^User-agent: \*$/m);
        assert.match(text, /^Content-Signal: search=yes, ai-input=yes, ai-train=no$/m);
        assert.match(text, new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, "m"));
        assert.ok(text.includes(`${SITE}/llms.txt`));
      },
    );

    await t.step(
      "pages embed schema.org JSON-LD of the right type, built from content",
      async () => {
        const ld = async (path: string) => {
          const { text } = await api.fetch(path);
          return JSON.parse(
            /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)![1],
          );
        };
        for (const path of ["/", "/about/"]) {
          const data = await ld(path);
          assert.equal(data["@type"], "ProfilePage");
          assert.equal(data.mainEntity["@type"], "Person");
          assert.equal(data.mainEntity.name, raw.profile.name);
          assert.equal(data.mainEntity.jobTitle, raw.profile.role);
          assert.deepEqual(data.mainEntity.sameAs, [raw.profile.github, raw.profile.linkedin]);
        }
        for (const project of raw.projects) {
          const data = await ld(`/work/${project.slug}/`);
          assert.equal(data["@type"], "SoftwareApplication");
          assert.equal(data.name, project.name);
          assert.equal(data.author.name, raw.profile.name);
        }
        const faq = await ld("/faq/");
        assert.equal(faq["@type"], "FAQPage");
        assert.deepEqual(
          faq.mainEntity.map((
            q: { name: string; acceptedAnswer: { text: string } },
          ) => [q.name, q.acceptedAnswer.text]),
          raw.faq.map((q) => [q.question, q.answer]),
        );
        assert.equal((await ld("/pricing/"))["@type"], "WebPage");
      },
    );

    await t.step("the home page links the API catalog", async () => {
      const { res } = await api.fetch("/");
      assert.ok(
        res.headers.get("link")!.includes(`<${SITE}/.well-known/api-catalog>; rel="api-catalog"`),
        res.headers.get("link")!,
      );
    });

    await t.step("Markdown responses carry a canonical Link to the HTML page", async () => {
      for (const path of ["/pricing/index.md", "/work/selo/index.md"]) {
        const { res } = await api.fetch(path);
        assert.equal(
          res.headers.get("link"),
          `<${SITE}${path.replace("index.md", "")}>; rel="canonical"`,
        );
      }
    });
  } finally {
    await server.close();
  }
});
