import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ContractClient } from "./_contract.ts";
import { SERVER_CARD_SCHEMA } from "./_server_card.ts";
import { copyContent, FIXTURE, sharedServer, startServers } from "./_server.ts";
import { countColor, decodePng, isPng } from "./_png.ts";
import { renderPng } from "../lib/site/pictures/raster.ts";

const SITE = "https://martaquintela.example";
const raw = await loadContent(FIXTURE);
const paths = raw.pages.flatMap((p) =>
  p.path === "/work/"
    ? [p.path, ...raw.projects.map((x) => `/work/${x.slug}/`)]
    : p.path === "/writing/"
    ? [p.path, ...raw.articles.map((x) => `/writing/${x.slug}/`)]
    : [p.path]
);

Deno.test("discovery files are generated from content and follow their formats", async (t) => {
  const server = await sharedServer({ siteUrl: SITE });
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
      const [catalog, apiSet] = json.linkset;
      // RFC 9727: the catalog itself lists each API as an item.
      assert.deepEqual(catalog, {
        anchor: `${SITE}/.well-known/api-catalog`,
        item: [
          { href: `${SITE}/api/v1`, title: `${raw.site.name} API (read-only JSON)` },
          { href: `${SITE}/mcp`, title: `${raw.site.name} MCP server (Streamable HTTP)` },
        ],
      });
      assert.equal(apiSet.anchor, `${SITE}/api/v1`);
      assert.equal(apiSet["service-desc"][0].href, `${SITE}/api/v1/openapi.json`);
      assert.equal(apiSet["service-desc"][0].type, "application/vnd.oai.openapi+json;version=3.1");
      assert.equal(apiSet["service-doc"][0].href, `${SITE}/developers/`);
      assert.equal(apiSet.item.length, 10);
      for (const set of json.linkset) {
        for (const rel of ["service-desc", "service-doc", "item"]) {
          for (const link of set[rel] ?? []) {
            const { res } = await api.fetch(local(link.href).replace(/#.*$/, ""));
            // The MCP endpoint takes POST only: a GET is answered 405 with Allow: POST.
            assert.equal(res.status, link.href === `${SITE}/mcp` ? 405 : 200, link.href);
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
        // Its entries are checked in full in agents_test.ts.
        const [mcpEntry] = catalog.json.entries;
        assert.equal(mcpEntry.identifier, `urn:air:${new URL(SITE).hostname}:mcp:mcp`);
        assert.equal(mcpEntry.type, "application/mcp-server-card+json");
        assert.equal(mcpEntry.url, `${SITE}/mcp/server-card`);
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
      // The CV is a page too, though site.yaml does not list it; the feeds follow it.
      assert.deepEqual(
        locs.map((m) => m[1]),
        [...paths, "/cv/", "/feed.xml", "/feed.json"].map((p) => SITE + p),
      );
      // Each article by its own last change, every other address by the site's.
      const articles = new Map(raw.articles.map((a) => [`${SITE}/writing/${a.slug}/`, a]));
      for (const [, loc, lastmod] of locs) {
        const article = articles.get(loc);
        assert.equal(lastmod, article ? article.updated ?? article.date : raw.site.updated, loc);
      }
    });

    await t.step(
      "robots.txt points at the sitemap and llms.txt and carries the content signals",
      async () => {
        const { text } = await api.fetch("/robots.txt");
        assert.match(text, /^User-agent: \*$/m);
        assert.match(text, new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, "m"));
        assert.ok(text.includes(`${SITE}/llms.txt`));
        // Where the Content Signals Policy puts it: in the User-agent: * group.
        const group = text.slice(text.indexOf("User-agent: *")).split(/\n\s*\n/)[0];
        assert.match(group, /^Content-Signal: search=yes, ai-input=yes, ai-train=no$/m);
        // With what each signal means, and the reservation of rights, as comments.
        const comments = text.split("\n").filter((l) => l.startsWith("#")).join("\n");
        for (
          const said of [
            "https://contentsignals.org/",
            "#   search: building a search index",
            "#   ai-input: giving content to AI models",
            "#   ai-train: training or fine-tuning AI models",
            "reservation of rights\n# under Article 4 of Directive (EU) 2019/790",
          ]
        ) assert.ok(comments.includes(said), said);
      },
    );

    await t.step("Lighthouse 13.5's robots-txt audit finds robots.txt valid", async () => {
      const { default: RobotsTxt } = await import("lighthouse/core/audits/seo/robots-txt.js");
      const { res, text } = await api.fetch("/robots.txt");
      const audit = (content: string) =>
        RobotsTxt.audit({ RobotsTxt: { status: 200, content } } as never) as {
          score: number;
          details: { items: { line: string; message: string }[] };
        };
      const result = audit(text);
      assert.deepEqual(result.details.items, []);
      assert.equal(result.score, 1);
      assert.equal(res.status, 200);
      // The audit does fail a directive it does not know.
      assert.deepEqual(
        audit(text.replace("Allow: /", "Allow: /\nAgentmap: /x")).details.items.map((i) =>
          i.message
        ),
        ["Unknown directive"],
      );
    });

    await t.step(
      "pages, their Markdown and llms.txt carry the content signals as a header",
      async () => {
        const robots = (await api.fetch("/robots.txt")).text;
        const signal = /^Content-Signal: (.+)$/m.exec(robots)![1];
        for (
          const [path, accept] of [
            ["/", "text/html"],
            ["/about/", "text/html"],
            ["/work/selo/", "text/html"],
            ["/about/", "text/markdown"],
            ["/about/index.md", "*/*"],
            ["/llms.txt", "*/*"],
            ["/llms-full.txt", "*/*"],
          ]
        ) {
          const { res } = await api.fetch(path, { headers: { accept } });
          assert.equal(res.status, 200, path);
          assert.equal(res.headers.get("content-signal"), signal, `${path} as ${accept}`);
        }
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
        // One ProfilePage per person (Google's rule): about's; home is a WebPage about the Person.
        const data = await ld("/about/");
        assert.equal(data["@type"], "ProfilePage");
        assert.equal(data.mainEntity["@type"], "Person");
        assert.equal(data.mainEntity.name, raw.profile.name);
        assert.equal(data.mainEntity.jobTitle, raw.profile.role);
        assert.deepEqual(data.mainEntity.sameAs, [raw.profile.github, raw.profile.linkedin]);
        const home = await ld("/");
        assert.equal(home["@type"], "WebPage");
        assert.equal(home.about["@id"], data.mainEntity["@id"]);
        for (const project of raw.projects) {
          const data = await ld(`/work/${project.slug}/`);
          // An Article about the software, so that Google does not judge it as an app for sale
          // (its software-app rich result requires a price and ratings).
          const types = data["@graph"].map((n: { "@type": string }) => n["@type"]);
          assert.ok(!types.includes("SoftwareApplication"), types.join());
          const article = data["@graph"].find((n: { "@type": string }) => n["@type"] === "Article");
          assert.equal(article.headline.length <= 110, true, "Google's headline limit");
          assert.equal(article.author.name, raw.profile.name);
          assert.equal(article.author.url.endsWith("/about/"), true);
          assert.match(article.image, /^https?:\/\/.+\/images\//);
          const app = article.about;
          assert.equal(app["@type"], "CreativeWork");
          assert.equal(app.name, project.name);
          assert.equal(app.author.name, raw.profile.name);
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

/** The JSON-LD block of the HTML page at `url`. */
async function jsonLd(url: string) {
  const html = await (await fetch(url)).text();
  const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  assert.ok(block, `${url} has a JSON-LD block`);
  return JSON.parse(block[1]);
}

/**
 * Type-checks sets of JSON-LD documents against schema.org's vocabulary as
 * `schema-dts` types it: an unknown type or property, or a value of the wrong
 * type, fails. All sets go to one `deno check` (loading schema-dts's types is
 * most of what a check costs), a file per set. Returns the checker's output
 * for each set ("" when every document in it is valid).
 */
async function schemaOrgErrors<Set extends string>(
  sets: Record<Set, Record<string, unknown>>,
): Promise<Record<Set, string>> {
  const dir = await Deno.makeTempDir({ prefix: "jsonld-" });
  const names = Object.keys(sets) as Set[];
  try {
    for (const name of names) {
      await Deno.writeTextFile(
        `${dir}/${name}.ts`,
        [
          'import type { Graph, Thing, WithContext } from "schema-dts";',
          ...Object.entries(sets[name]).map(([doc, value], i) =>
            `// ${doc}\nexport const _${i}: Graph | WithContext<Thing> = ${JSON.stringify(value)};`
          ),
        ].join("\n"),
      );
    }
    const { success, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "check",
        "--quiet",
        "--config",
        new URL("../deno.tooling.json", import.meta.url).pathname,
        ...names.map((name) => `${dir}/${name}.ts`),
      ],
      env: { NO_COLOR: "1" },
      stdout: "null",
      stderr: "piped",
    }).output();
    const output = success ? "" : new TextDecoder().decode(stderr);
    // Each error is a paragraph that ends "at file:///…/<set>.ts:line:column".
    const errors = output.split(/\n\s*\n/);
    const ofSet = (name: Set) =>
      errors.filter((e) => e.includes(`${dir}/${name}.ts:`)).join("\n\n");
    // A failure that names none of the files (schema-dts missing, say) is every set's.
    const unplaced = !success && names.every((name) => ofSet(name) === "");
    const found = names.map((name) => [name, unplaced ? output : ofSet(name)]);
    return Object.fromEntries(found) as Record<Set, string>;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("structured data: the Person's school and address, breadcrumbs to case studies, and services are valid schema.org", async (t) => {
  // The full fixture twice: with the school named, and without it (the degree stays).
  const withSchool = await copyContent();
  const without = await copyContent();
  for (
    const [dir, line] of [[withSchool, "alma_mater: Escola Superior de Tecnologia do Tejo"], [
      without,
      "",
    ]]
  ) {
    const file = `${dir}/profile.md`;
    const text = (await Deno.readTextFile(file)).replace(/^alma_mater: .*\n/m, "");
    await Deno.writeTextFile(file, line ? text.replace(/^education: .*$/m, `$&\n${line}`) : text);
  }
  const [full, noSchool] = await startServers([
    { siteUrl: SITE, contentDir: withSchool },
    { siteUrl: SITE, contentDir: without },
  ]);
  try {
    const served: Record<string, unknown> = {};
    for (const path of paths) served[path] = await jsonLd(full.url + path);

    await t.step("the address splits the location into locality, region and country", () => {
      // tests/fixtures/full: "Lisbon, Lisbon District, Portugal".
      const person = (served["/about/"] as { mainEntity: Record<string, unknown> }).mainEntity;
      assert.deepEqual(person.address, {
        "@type": "PostalAddress",
        addressLocality: "Lisbon",
        addressRegion: "Lisbon District",
        addressCountry: "Portugal",
      });
    });

    await t.step("with alma_mater, alumniOf is an EducationalOrganization with its name", () => {
      for (const path of ["/about/"]) {
        const person = (served[path] as { mainEntity: Record<string, unknown> }).mainEntity;
        assert.deepEqual(person.alumniOf, {
          "@type": "EducationalOrganization",
          name: "Escola Superior de Tecnologia do Tejo",
        });
      }
    });

    await t.step("without alma_mater there is no alumniOf, never the degree", async () => {
      assert.ok(raw.profile.education, "the fixture has a degree");
      for (const path of ["/about/"]) {
        const { mainEntity } = await jsonLd(noSchool.url + path);
        assert.equal(mainEntity.name, raw.profile.name);
        assert.equal(
          "alumniOf" in mainEntity,
          false,
          `${path}: ${JSON.stringify(mainEntity.alumniOf)}`,
        );
      }
    });

    await t.step("a case study has a BreadcrumbList: Home, Work, the case study", () => {
      for (const project of raw.projects) {
        const path = `/work/${project.slug}/`;
        const graph = (served[path] as { "@graph": { "@type": string }[] })["@graph"];
        const trails = graph.filter((n) => n["@type"] === "BreadcrumbList");
        assert.equal(trails.length, 1, path);
        assert.deepEqual(trails[0], {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
            { "@type": "ListItem", position: 2, name: "Work", item: `${SITE}/work/` },
            { "@type": "ListItem", position: 3, name: project.name, item: `${SITE}${path}` },
          ],
        });
        const app = (graph.find((n) => n["@type"] === "Article") as Record<string, unknown>)
          .about as Record<string, unknown>;
        assert.equal(app.url, `${SITE}${path}`);
        assert.equal("codeRepository" in app, false, "codeRepository is SoftwareSourceCode's");
        const source = graph.find((n) => n["@type"] === "SoftwareSourceCode") as
          | Record<string, unknown>
          | undefined;
        assert.deepEqual(
          source && { repo: source.codeRepository, of: source.about },
          project.source ? { repo: project.source, of: { "@id": app["@id"] } } : undefined,
        );
      }
    });

    await t.step("/services/ describes each service as a Service by the Person", () => {
      const graph = (served["/services/"] as { "@graph": Record<string, unknown>[] })["@graph"];
      const services = graph.filter((n) => n["@type"] === "Service");
      assert.deepEqual(
        services,
        raw.services.map((s) => ({
          "@type": "Service",
          "@id": `${SITE}/services/#${s.slug}`,
          name: s.name,
          description: s.summary,
          provider: { "@type": "Person", "@id": `${SITE}/#person`, name: raw.profile.name },
          ...(s.example ? { url: `${SITE}/work/${s.example}/` } : {}),
          // The fixture's booking ended in 2025, so it reads as taking work (taking_work).
          offers: { "@type": "Offer", availability: "https://schema.org/InStock" },
        })),
      );
      assert.ok(raw.services.some((s) => !s.example), "the fixture has a service without example");
      assert.ok(services.every((s) => !("areaServed" in s)), "no invented areaServed");
      assert.equal(graph.filter((n) => n["@type"] === "WebPage").length, 1);
    });

    await t.step("every page's JSON-LD uses only schema.org's types and properties", async () => {
      for (const path of ["/", "/about/"]) {
        served[`${path} without alma_mater`] = await jsonLd(noSchool.url + path);
      }
      // Checked beside a document the check must catch (a property a type does not have, and
      // a misplaced one), in one run of the checker.
      const errors = await schemaOrgErrors({
        served,
        wrong: {
          bad: {
            "@context": "https://schema.org",
            "@type": "SoftwareApplication",
            codeRepository: "x",
          },
        },
      });
      assert.equal(errors.served, "");
      assert.match(errors.wrong, /codeRepository/);
    });
  } finally {
    await Promise.all([full.close(), noSchool.close()]);
    for (const dir of [withSchool, without]) await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("/favicon.ico is an ICO of PNGs drawing the same mark as /favicon.svg", async () => {
  const server = await sharedServer({ siteUrl: SITE });
  try {
    const api = await ContractClient.create(server.url);
    const { res } = await api.fetch("/favicon.ico");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/x-icon");
    const ico = new Uint8Array(await (await fetch(`${server.url}/favicon.ico`)).arrayBuffer());
    const view = new DataView(ico.buffer);
    assert.deepEqual([view.getUint16(0, true), view.getUint16(2, true)], [0, 1], "an icon file");
    const count = view.getUint16(4, true);
    const svg = (await api.fetch("/favicon.svg")).text;
    assert.ok(svg.includes(`>${raw.site.mark}</text>`), "the mark of content/site.yaml");
    const sizes = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = view.getUint8(entry) || 256;
      assert.equal(view.getUint8(entry + 1) || 256, size, "square");
      assert.equal(view.getUint16(entry + 6, true), 32, "32 bits per pixel");
      const length = view.getUint32(entry + 8, true);
      const offset = view.getUint32(entry + 12, true);
      assert.ok(offset + length <= ico.byteLength, "the image is inside the file");
      const bytes = ico.subarray(offset, offset + length);
      assert.ok(isPng(bytes), `the ${size}px image is a PNG`);
      const png = await decodePng(bytes);
      assert.deepEqual([png.width, png.height], [size, size]);
      // The blue square with white letters: the mark's glyphs were drawn.
      assert.ok(countColor(png, "#1f5fbf") > size * size / 3, `${size}px: the blue square`);
      assert.ok(countColor(png, "#ffffff", 24) > 0, `${size}px: the white letters`);
      // Exactly what /favicon.svg draws at this size.
      assert.deepEqual(bytes, await renderPng(svg, size), `${size}px is /favicon.svg`);
      sizes.push(size);
    }
    assert.deepEqual(sizes, [16, 32, 48]);
  } finally {
    await server.close();
  }
});
