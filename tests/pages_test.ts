/**
 * The website over HTTP, against the real server: every page of the fixture owner,
 * Markdown negotiation, errors in the form the client asked for, and the
 * security headers.
 */
import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { readConfig } from "../lib/config.ts";
import { type ProblemCode, PROBLEMS } from "../lib/http/problem.ts";
import type { SitePage } from "../lib/content/model.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from "../lib/site/web/theme.ts";
import { ContractClient } from "./_contract.ts";
import { FIXTURE, sharedServer, type TestServer } from "./_server.ts";

const SITE = "https://martaquintela.example";
const config = readConfig(new Map([["SITE_URL", SITE]]));
const site = buildSite(await loadContent(FIXTURE), config);

/** Checks every response against the OpenAPI document and the site-wide rules. */
let contract: ContractClient;

/** Runs `steps` against the shared server whose SITE_URL is `SITE`. */
async function withServer(steps: (server: TestServer) => Promise<void>) {
  const server = await sharedServer({ siteUrl: SITE });
  try {
    contract = await ContractClient.create(server.url);
    await steps(server);
  } finally {
    await server.close();
  }
}

async function get(_server: TestServer, path: string, init: RequestInit = {}) {
  const { res, text } = await contract.fetch(path, init);
  return { res, body: text };
}

/** What a reader sees: tags dropped, entities decoded, quotes and spaces made plain. */
function textOf(html: string): string {
  return html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, "&")
    .replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ");
}

function plain(markdownText: string): string {
  return markdownText.replace(/\*\*|`/g, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\s+/g, " ").trim();
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Every heading and the first sentence of the owner's text for `page`. */
function ownerSnippets(page: SitePage): string[] {
  const headings = [...page.body.matchAll(/^#{2,3} (.+)$/gm)].map((m) => plain(m[1]));
  const first = plain(page.body.split("\n\n")[0]).split(/(?<=\.) /)[0];
  return [...headings, first];
}

Deno.test("every page is served as HTML with its head metadata and its content from the content folder", async (t) => {
  await withServer(async (server) => {
    for (const page of site.pages) {
      await t.step(
        `${page.path} is 200 HTML with title, description, canonical, Open Graph and the Markdown link`,
        async () => {
          const { res, body } = await get(server, page.path);
          assert.equal(res.status, 200);
          assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
          assert.ok(body.startsWith('<!DOCTYPE html><html lang="en">'));
          const title = page.path === "/" ? page.title : `${page.title} · ${site.name}`;
          assert.ok(body.includes(`<title>${escapeAttr(title)}</title>`), `title of ${page.path}`);
          for (
            const tag of [
              `<meta name="description" content="${escapeAttr(page.description)}"/>`,
              `<link rel="canonical" href="${SITE}${page.path}"/>`,
              `<meta property="og:title" content="${escapeAttr(page.title)}"/>`,
              `<meta property="og:url" content="${SITE}${page.path}"/>`,
              `<meta property="og:description" content="${escapeAttr(page.description)}"/>`,
              `<link rel="alternate" type="text/markdown" href="${SITE}${page.path}index.md"`,
            ]
          ) assert.ok(body.includes(tag), `${page.path} has ${tag}`);
          assert.equal((body.match(/<h1[ >]/g) ?? []).length, 1, "exactly one h1");
          assert.equal((body.match(/<main /g) ?? []).length, 1, "exactly one main");
          const text = textOf(body);
          for (const snippet of ownerSnippets(page)) {
            assert.ok(text.includes(snippet), `${page.path} shows the owner's "${snippet}"`);
          }
        },
      );
    }

    await t.step(
      "the home page shows who, role, availability, the work and a call to action",
      async () => {
        const { body } = await get(server, "/");
        const text = textOf(body);
        const own = site.raw.profile;
        assert.ok(body.includes(`<h1 class="headline">${own.headline}</h1>`), "the headline");
        assert.ok(body.includes(`<strong>${own.name}</strong>`), "the name under it");
        for (const s of [own.role, own.offer!, own.availability!]) {
          assert.ok(text.includes(s), s);
        }
        for (const p of site.projects) {
          assert.ok(body.includes(`href="/work/${p.slug}/">${p.name}</a>`));
        }
        // One primary call to action in the hero: start a project.
        const hero = body.slice(body.indexOf('<section class="hero">'), body.indexOf("</section>"));
        assert.deepEqual(
          [...hero.matchAll(/<a class="button" href="([^"]+)">([^<]+)</g)].map((m) => [m[1], m[2]]),
          [
            ["/contact/", "Start a project"],
          ],
        );
      },
    );

    await t.step("the about page lists the profile facts at a glance", async () => {
      const text = textOf((await get(server, "/about/")).body);
      for (const s of [site.profile.location, site.profile.education!, ...site.profile.stack]) {
        assert.ok(text.includes(s), s);
      }
      assert.ok((await get(server, "/about/")).body.includes(`href="${site.profile.github}"`));
    });

    await t.step(
      "the work page links every project to its case study with status and stack",
      async () => {
        const { body } = await get(server, "/work/");
        for (const p of site.projects) {
          assert.ok(body.includes(`<a href="/work/${p.slug}/">${p.name}</a>`), p.name);
          assert.ok(body.includes(`>${p.status}</span>`), p.status);
          for (const tech of p.stack ?? []) assert.ok(body.includes(`<li>${tech}</li>`), tech);
        }
      },
    );

    await t.step("each case study shows status, year, stack, live URL and source", async () => {
      for (const p of site.raw.projects) {
        const { body } = await get(server, `/work/${p.slug}/`);
        const text = textOf(body);
        assert.ok(text.includes(`Status ${p.status}`), `${p.slug} status`);
        if (p.year) assert.ok(text.includes(`Year ${p.year}`), `${p.slug} year`);
        for (const tech of p.stack ?? []) assert.ok(body.includes(`<li>${tech}</li>`));
        if (p.url) assert.ok(body.includes(`href="${p.url}"`), `${p.slug} live URL`);
        if (p.source) assert.ok(body.includes(`href="${p.source}"`), `${p.slug} source`);
        assert.ok(body.includes('<a href="/work/">Work</a>'), "breadcrumb back to the work");
      }
    });

    await t.step(
      "the services page lists every service with its example case study, and the owner's starting prices on the web page only",
      async () => {
        const { body } = await get(server, "/services/");
        const text = textOf(body);
        for (const s of site.services) {
          assert.ok(text.includes(s.name) && text.includes(s.summary), s.name);
          const slug = s.example?.match(/\/work\/([a-z0-9-]+)\/$/)?.[1];
          if (slug) assert.ok(body.includes(`href="/work/${slug}/"`), `${s.name} example`);
        }
        assert.ok(text.includes("Every project is priced by a written quote."));
        // A price in several currencies reads as alternatives.
        const prices = site.raw.services.flatMap((s) =>
          s.price ? [[s.price].flat().join(" or ")] : []
        );
        assert.deepEqual(prices, [
          "€18,000 to €45,000 or US$19,500 to US$49,000",
          "€3,000 to €6,000",
        ]);
        for (const price of prices) assert.ok(text.includes(`Starting price: ${price}`), price);
        const markdown = (await get(server, "/services/index.md")).body;
        assert.doesNotMatch(markdown, /[₹€£]|\$\s?\d|\b(INR|USD|EUR)\b|per hour/i);
      },
    );

    await t.step(
      "the pricing page says every project is priced by a written quote, with the owner's anchors on the web page only",
      async () => {
        const text = textOf((await get(server, "/pricing/")).body);
        assert.ok(text.includes("priced by a written quote"));
        assert.ok(text.includes("Where prices start"));
        for (const anchor of site.raw.anchors!) {
          assert.ok(
            text.includes(`${anchor.name} ${[anchor.price].flat().join(" or ")}`),
            anchor.name,
          );
        }
        const markdown = (await get(server, "/pricing/index.md")).body;
        assert.doesNotMatch(markdown, /[₹€£]|\$\s?\d|\b(INR|USD|EUR)\b|\d+\s?(k|lakh)\b/i);
      },
    );

    await t.step("the FAQ page shows every question with its answer", async () => {
      const { body } = await get(server, "/faq/");
      const text = textOf(body);
      for (const q of site.faq) {
        assert.ok(text.includes(q.question), q.question);
        assert.ok(text.includes(q.answer), q.answer);
      }
      assert.equal((body.match(/<h2 id="q\d+">/g) ?? []).length, site.faq.length);
    });

    await t.step(
      "the contact page gives each address once, as a mailto link, with what it is for (the agents rule is on the developers guide)",
      async () => {
        const { body } = await get(server, "/contact/");
        const text = textOf(body);
        for (
          const email of [
            site.contact.hiring_and_freelance,
            site.contact.jantahr_support_billing_legal!,
          ]
        ) {
          assert.ok(body.includes(`<a href="mailto:${email}">${email}</a>`), email);
          // What a person sees: the copy button's words for screen readers are not shown.
          const main = textOf(
            body.slice(body.indexOf("<main"), body.indexOf("</main>"))
              .replace(/<span class="visually-hidden">[^<]*<\/span>/g, " "),
          );
          assert.equal(main.split(email).length - 1, 1, `${email} shows once`);
        }
        assert.ok(!text.includes(site.contact.note!), "the note, for the API, would repeat them");
        assert.ok(
          text.includes("Escala support, billing and legal questions only"),
          "the second address carries the owner's own label",
        );
        assert.ok(!text.includes("on their behalf"), "the contact page speaks to people");
        assert.ok(
          textOf((await get(server, "/developers/")).body).includes(
            "give people the contact address",
          ),
        );
        assert.match(body, /data-island="CopyButton"/);
      },
    );

    await t.step(
      "the developers guide documents every operation, every error code, MCP, the CLI and the discovery files",
      async () => {
        const { body } = await get(server, "/developers/");
        const text = textOf(body);
        assert.ok(text.includes(`Base URL: ${config.baseUrl}`));
        assert.match(body, /<section id="reference"/);
        for (const id of ["getApiIndex", "getProfile", "listProjects", "getProject", "getPage"]) {
          assert.match(body, new RegExp(`<section [^>]*id="${id}"`), id);
        }
        assert.ok(body.includes(`curl &quot;${config.baseUrl}/projects/escala&quot;`));
        for (const code of Object.keys(PROBLEMS) as ProblemCode[]) {
          assert.match(body, new RegExp(`id="error-${code}"`), code);
          assert.ok(text.includes(PROBLEMS[code].hint(config)), `hint of ${code}`);
        }
        assert.match(body, /<section id="errors"/);
        for (const s of [`${SITE}/mcp`, `curl -O ${SITE}/cli.mjs`, "/llms.txt", "/llms-full.txt"]) {
          assert.ok(text.includes(s), s);
        }
        assert.ok(body.includes('href="/.well-known/api-catalog"'));
        assert.ok(body.includes('href="/.well-known/mcp/server-card.json"'));
        assert.match(body, /data-island="ApiExplorer"/);
      },
    );
  });
});

Deno.test("pages are negotiated between HTML and Markdown by Accept, and index.md is the same Markdown", async (t) => {
  await withServer(async (server) => {
    for (const page of site.pages) {
      await t.step(
        `${page.path}: Accept: text/markdown, index.md and getPage give the same Markdown`,
        async () => {
          const md = await get(server, page.path, { headers: { accept: "text/markdown" } });
          assert.equal(md.res.status, 200);
          assert.equal(md.res.headers.get("content-type"), "text/markdown; charset=utf-8");
          assert.match(md.res.headers.get("vary") ?? "", /\bAccept\b/i);
          assert.ok(md.body.startsWith(`# ${page.title}\n`));
          const file = await get(server, `${page.path}index.md`);
          assert.equal(file.res.status, 200);
          assert.equal(file.res.headers.get("content-type"), "text/markdown; charset=utf-8");
          assert.equal(file.body, md.body);
          const api = await get(server, `/api/v1/page?path=${encodeURIComponent(page.path)}`);
          assert.equal(JSON.parse(api.body).markdown, md.body);
          const html = await get(server, page.path, { headers: { accept: "text/html" } });
          assert.equal(html.res.headers.get("content-type"), "text/html; charset=utf-8");
          assert.match(html.res.headers.get("vary") ?? "", /\bAccept\b/i);
        },
      );
    }

    const cases: [string | null, string][] = [
      ["text/markdown", "text/markdown"],
      ["text/markdown;q=0", "text/html"],
      ["text/markdown;q=0, */*", "text/html"],
      ["*/*", "text/html"],
      [null, "text/html"],
      ["text/html;q=0.5, text/markdown", "text/markdown"],
      ["text/markdown;q=0.8, text/html", "text/html"],
      ["text/*", "text/html"],
      ["text/plain, text/markdown;q=0.5", "text/markdown"],
      [
        "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
        "text/html",
      ],
    ];
    for (const [accept, type] of cases) {
      await t.step(`Accept: ${accept ?? "(none)"} gets ${type}`, async () => {
        const headers: Record<string, string> = accept === null ? {} : { accept };
        const { res } = await get(server, "/pricing/", { headers });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("content-type"), `${type}; charset=utf-8`);
        assert.match(res.headers.get("vary") ?? "", /\bAccept\b/i);
      });
    }

    await t.step("an HTML page links to its Markdown in a Link header too", async () => {
      const { res } = await get(server, "/faq/");
      assert.match(
        res.headers.get("link") ?? "",
        /<https:\/\/martaquintela\.example\/faq\/index\.md>; rel="alternate"; type="text\/markdown"/,
      );
    });

    await t.step("HEAD answers like GET without a body", async () => {
      const res = await contract.request("/services/", { method: "HEAD" });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
      assert.equal(await res.text(), "");
    });

    await t.step("a page path without its trailing slash is redirected permanently", async () => {
      const { res } = await get(server, "/work/morada?x=1");
      assert.equal(res.status, 308);
      assert.equal(res.headers.get("location"), "/work/morada/?x=1");
    });
  });
});

Deno.test("errors come in the form the client asked for", async (t) => {
  await withServer(async (server) => {
    await t.step(
      "a page asked for as JSON alone is 406 not_acceptable with the spec's hint",
      async () => {
        for (const accept of ["application/json", "application/json, text/html;q=0"]) {
          const { res, body } = await get(server, "/pricing/", { headers: { accept } });
          assert.equal(res.status, 406);
          assert.equal(res.headers.get("content-type"), "application/problem+json");
          assert.match(res.headers.get("vary") ?? "", /\bAccept\b/i);
          const problem = JSON.parse(body);
          assert.equal(problem.code, "not_acceptable");
          assert.equal(problem.status, 406);
          assert.equal(problem.type, `${SITE}/developers/#error-not_acceptable`);
          assert.equal(problem.instance, "/pricing/");
          assert.match(problem.hint, /getPage/);
          assert.match(problem.hint, /text\/html or text\/markdown/);
        }
      },
    );

    await t.step(
      "a page asked for as JSON first and HTML or Markdown second gets the acceptable form",
      async () => {
        for (
          const [accept, type] of [
            ["application/json, text/markdown;q=0.5", "text/markdown"],
            ["application/json, text/html;q=0.5", "text/html"],
            ["application/json, text/html;q=0.2, text/markdown;q=0.3", "text/markdown"],
          ]
        ) {
          const { res } = await get(server, "/pricing/", { headers: { accept } });
          assert.equal(res.status, 200, accept);
          assert.ok(res.headers.get("content-type")?.startsWith(type), accept);
          assert.match(res.headers.get("vary") ?? "", /\bAccept\b/i);
        }
      },
    );

    await t.step(
      "a missing page or file asked for as JSON is a problem+json 404 not_found",
      async () => {
        for (
          const path of ["/nowhere/", "/nowhere", "/work/nope/", "/nope/index.md", "/missing.css"]
        ) {
          const { res, body } = await get(server, path, {
            headers: { accept: "application/json" },
          });
          assert.equal(res.status, 404, path);
          assert.equal(res.headers.get("content-type"), "application/problem+json", path);
          assert.match(res.headers.get("vary") ?? "", /\bAccept\b/i, path);
          const problem = JSON.parse(body);
          assert.equal(problem.code, "not_found");
          assert.equal(problem.instance, path);
          assert.equal(problem.type, `${SITE}/developers/#error-not_found`);
          assert.ok(problem.hint.length > 0);
        }
      },
    );

    await t.step("a browser gets a designed HTML 404 page with status 404", async () => {
      for (const path of ["/nowhere/", "/work/nope/"]) {
        const { res, body } = await get(server, path, {
          headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
        });
        assert.equal(res.status, 404);
        assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
        assert.match(body, /<title>Page not found · Calçada Web<\/title>/);
        assert.match(body, /<h1>Page not found<\/h1>/);
        assert.match(body, /<nav class="site-nav" aria-label="Main">/);
      }
    });

    await t.step(
      "methods other than GET and HEAD get 405 with Allow, on pages and files",
      async () => {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          for (const path of ["/about/", "/styles.css", "/nowhere/"]) {
            const { res } = await get(server, path, { method });
            assert.equal(res.status, 405, `${method} ${path}`);
            assert.equal(res.headers.get("allow"), "GET, HEAD", `${method} ${path}`);
            assert.match(res.headers.get("vary") ?? "", /\bAccept\b/i, `${method} ${path}`);
          }
        }
        const { res, body } = await get(server, "/about/", {
          method: "POST",
          headers: { accept: "application/json" },
        });
        assert.equal(res.headers.get("content-type"), "application/problem+json");
        assert.equal(JSON.parse(body).code, "method_not_allowed");
      },
    );
  });
});

Deno.test("HTML pages carry strict security headers and run only island bundles and the hashed theme script", async (t) => {
  await withServer(async (server) => {
    for (const page of site.pages) {
      await t.step(page.path, async () => {
        const { res, body } = await get(server, page.path);
        const csp = res.headers.get("content-security-policy") ?? "";
        for (
          const directive of [
            "default-src 'none'",
            `script-src 'self' '${THEME_SCRIPT_HASH}'`,
            "style-src 'self'",
            "frame-ancestors 'none'",
            "base-uri 'none'",
          ]
        ) assert.ok(csp.split("; ").includes(directive), `CSP has ${directive}`);
        assert.equal(res.headers.get("x-content-type-options"), "nosniff");
        assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
        const scripts = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        assert.ok(scripts.length >= 2, "the theme script and at least the theme toggle");
        for (const [, attrs, inline] of scripts) {
          if (attrs === "") {
            assert.equal(inline, THEME_SCRIPT, "the only inline script is the theme's");
          } else if (attrs === ' type="application/ld+json"') {
            // A data block, never executed: it must be JSON and unable to close its element.
            assert.doesNotMatch(inline, /</);
            assert.equal(JSON.parse(inline)["@context"], "https://schema.org");
          } else {
            assert.match(attrs, /^ type="module" src="\/_frsh\/js\/[A-Za-z]+\.js\?v=[\w-]+"$/);
            assert.equal(inline, "");
          }
        }
        assert.equal(scripts.filter(([, a]) => a === "").length, 1);
        assert.equal(scripts.filter(([, a]) => a.includes("ld+json")).length, 1);
        assert.doesNotMatch(body, /\sstyle="/, "no inline styles: the CSP forbids them");
        assert.doesNotMatch(body, /\son[a-z]+="/, "no inline event handlers");
        for (const [, url] of body.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
          const external = /^(https?:)?\/\//.test(url) && !url.startsWith(SITE);
          if (external) {
            assert.ok(
              !/\.(css|js|woff2?|ttf|otf)(\?|$)/.test(url),
              `no external style, script or font: ${url}`,
            );
          }
        }
      });
    }

    await t.step("a page loads only the bundles of the islands it uses", async () => {
      const bundles = async (path: string) =>
        [...(await get(server, path)).body.matchAll(/_frsh\/js\/(\w+)\.js/g)].map((m) => m[1]);
      // WebMcp is in the layout: every page offers the MCP tools to a browser with WebMCP;
      // MenuEscape too: Escape closes the phone menu on every page.
      assert.deepEqual(await bundles("/pricing/"), ["MenuEscape", "ThemeToggle", "WebMcp"]);
      assert.deepEqual(await bundles("/contact/"), [
        "CopyButton",
        "MenuEscape",
        "ThemeToggle",
        "WebMcp",
      ]);
      assert.deepEqual(await bundles("/developers/"), [
        "ApiExplorer",
        "CopyButton",
        "MenuEscape",
        "ThemeToggle",
        "WebMcp",
      ]);
    });

    await t.step(
      "a page preloads in its head exactly the chunks its island scripts import, and theirs, each served for good",
      async () => {
        const imported = async (url: string, into: Set<string>): Promise<Set<string>> => {
          const { res, body } = await get(server, url);
          assert.equal(res.status, 200, url);
          if (url.includes("/chunk-")) {
            assert.match(res.headers.get("cache-control") ?? "", /immutable/, url);
          }
          for (const [, chunk] of body.matchAll(/from\s*"\.\/(chunk-\w+\.js)"/g)) {
            const path = `/_frsh/js/${chunk}`;
            if (!into.has(path)) await imported(path, into.add(path));
          }
          return into;
        };
        for (const path of ["/pricing/", "/developers/"]) {
          const { body } = await get(server, path);
          const head = body.slice(0, body.indexOf("</head>"));
          const preloaded = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)]
            .map((m) => m[1]);
          const chunks = new Set<string>();
          for (const [, src] of body.matchAll(/<script type="module" src="([^"]+)">/g)) {
            await imported(src, chunks);
          }
          assert.ok(chunks.size >= 1, `${path}'s islands share at least Preact's chunk`);
          assert.deepEqual(preloaded.toSorted(), [...chunks].toSorted(), path);
          assert.equal(new Set(preloaded).size, preloaded.length, `${path}: each chunk once`);
        }
      },
    );

    await t.step("static files do not vary by Accept, so caches keep one copy", async () => {
      const { res } = await get(server, "/styles.css", { headers: { accept: "application/json" } });
      assert.equal(res.status, 200);
      // Only by the compression the client accepts.
      assert.equal(res.headers.get("vary"), "Accept-Encoding");
    });

    await t.step("Markdown and problem responses are nosniff too", async () => {
      const md = await get(server, "/pricing/index.md");
      assert.equal(md.res.headers.get("x-content-type-options"), "nosniff");
      const problem = await get(server, "/x/", { headers: { accept: "application/json" } });
      assert.equal(problem.res.headers.get("x-content-type-options"), "nosniff");
    });
  });
});

Deno.test("the developers guide says where an example response is shortened, and shows the rest whole", async (t) => {
  await withServer(async (server) => {
    const { body } = await get(server, "/developers/");
    const markdown = (await get(server, "/developers/index.md")).body;
    const ops = [...body.matchAll(/<section class="operation" id="(\w+)"[\s\S]*?<\/section>/g)];
    assert.ok(ops.length >= 8, `every operation has a section, got ${ops.length}`);
    const decode = (html: string) =>
      html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"')
        .replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, "&");
    const shortened: Record<string, string> = {};
    for (const [section, id] of ops) {
      await t.step(id, async () => {
        const blocks = [...section.matchAll(/<code class="language-(\w+)">([\s\S]*?)<\/code>/g)];
        const url = JSON.parse(decode(blocks.find(([, lang]) => lang === "sh")![2]).slice(5));
        const example = decode(blocks.find(([, lang]) => lang === "json")![2]);
        const note = /<p class="help example-note">([^<]*)<\/p>/.exec(section)?.[1];
        // The Markdown guide says the same under the same example.
        const fence = "```json\n" + example + "\n```";
        assert.ok(markdown.includes(fence), `${id}: the Markdown has the same example`);
        const after = markdown.slice(markdown.indexOf(fence) + fence.length).split("\n###")[0];
        assert.equal(/^\n\n(Shortened: .*)$/m.exec(after)?.[1], note && decode(note), id);
        if (id === "getOpenApiDocument") {
          assert.match(note ?? "", /^Shortened: /, "the OpenAPI example is abridged and says so");
          return;
        }
        const live = await get(server, url.replace(SITE, ""));
        assert.equal(live.res.status, 200, url);
        const answer = JSON.parse(live.body);
        if (note === undefined) {
          assert.deepEqual(JSON.parse(example), answer, `${id}: shown whole, so it is the answer`);
        } else {
          assert.notDeepEqual(JSON.parse(example), answer, `${id}: "${note}" but nothing is cut`);
          shortened[id] = decode(note);
        }
      });
    }
    await t.step("each note names what was cut, with the real counts", async () => {
      const count = async (path: string, key: string) =>
        (await (await fetch(server.url + "/api/v1" + path)).json())[key].length;
      assert.equal(
        shortened.listProjects,
        `Shortened: 1 of ${await count("/projects", "projects")} projects shown.`,
      );
      assert.equal(
        shortened.listServices,
        `Shortened: 1 of ${await count("/services", "services")} services shown.`,
      );
      assert.equal(
        shortened.listPages,
        `Shortened: 1 of ${await count("/pages", "pages")} pages shown.`,
      );
      const page = site.pages.find((p) => p.path !== "/")!;
      assert.equal(
        shortened.getPage,
        `Shortened: the first 200 of ${
          page.markdown.length.toLocaleString("en")
        } characters of markdown shown.`,
      );
      assert.equal(shortened.getProfile, undefined, "the profile is shown whole");
    });
  });
});
