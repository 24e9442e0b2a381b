// deno-lint-ignore-file no-explicit-any -- the tests walk parsed JSON whose shapes the OpenAPI checks already verify
import assert from "node:assert/strict";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { loadContent } from "../lib/content/load.ts";
import { PROBLEMS } from "../lib/http/problem.ts";
import { ContractClient } from "./_contract.ts";
import {
  copyContent,
  exchange,
  FIXTURE,
  sharedServer,
  startServer,
  type TestServer,
} from "./_server.ts";

const SITE = "https://martaquintela.example";
const BASE = `${SITE}/api/v1`;
const raw = await loadContent(FIXTURE);

let server: TestServer;
let api: ContractClient;

async function withServer(t: Deno.TestContext, steps: (t: Deno.TestContext) => Promise<void>) {
  server = await sharedServer({ siteUrl: SITE });
  try {
    api = await ContractClient.create(server.url);
    await steps(t);
    assert.ok(api.checked > 0);
  } finally {
    await server.close();
  }
}

Deno.test("the API follows the spec, checked against the fixture owner's content and the OpenAPI document", async (t) => {
  await withServer(t, async (t) => {
    await t.step("the OpenAPI document is valid OpenAPI 3.1 and complete", async () => {
      const doc = api.document as Record<string, any>;
      const result = await new Validator().validate(structuredClone(doc));
      assert.equal(result.valid, true, JSON.stringify(result.errors));
      assert.match(doc.openapi, /^3\.1\./);
      assert.equal(doc.info.version, "1.0.0");
      assert.deepEqual(doc.servers.map((s: { url: string }) => s.url), [BASE]);
      assert.deepEqual(doc.security, []);
      const ids = Object.values(doc.paths).map((p: any) => p.get.operationId);
      assert.deepEqual(ids, [
        "getApiIndex",
        "getOpenApiDocument",
        "getProfile",
        "listProjects",
        "getProject",
        "listServices",
        "listFaq",
        "getContact",
        "listPages",
        "getPage",
      ]);
      for (
        const name of [
          "ApiIndex",
          "Profile",
          "Project",
          "Service",
          "FaqItem",
          "Contact",
          "PageSummary",
          "Page",
          "Problem",
        ]
      ) {
        assert.ok(doc.components.schemas[name], `components.schemas.${name}`);
      }
      assert.deepEqual(doc.info.license, { name: "MIT", identifier: "MIT" });
      for (const item of Object.values(doc.paths) as any[]) {
        const op = item.get;
        // Spec section 1: each description says when to call its function, so it starts with it.
        assert.match(op.description, /^Call it (first|when|to|before)\b/, `${op.operationId}`);
        assert.ok(op.summary, `${op.operationId} has a summary`);
        // HEAD is described on its GET, not listed as an operation: one operation, one function.
        assert.deepEqual(Object.keys(item), ["get"], `${op.operationId}: only GET is listed`);
        assert.match(op.responses["200"].description, /HEAD gets the same headers/);
        for (const [status, response] of Object.entries(op.responses) as [string, any][]) {
          if (status === "200" || status === "304") continue;
          assert.deepEqual(
            Object.keys(response.content),
            ["application/problem+json"],
            `${op.operationId} ${status}`,
          );
        }
      }
      assert.equal(
        doc.paths["/projects/{slug}"].get.parameters[0].schema.pattern,
        "^[a-z0-9-]{1,40}$",
      );
      assert.equal(doc.paths["/page"].get.parameters[0].schema.maxLength, 256);
      const site = await api.fetch("/openapi.json");
      assert.deepEqual(site.json, doc, "the site-level document is the same");
    });

    await t.step(
      "getApiIndex names the API and every endpoint, and each endpoint answers",
      async () => {
        const { res, json } = await api.fetch("/api/v1/");
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("content-type"), "application/json");
        assert.equal(json.version, "1.0.0");
        assert.equal(json.openapi, `${BASE}/openapi.json`);
        assert.equal(json.docs, `${SITE}/developers/`);
        assert.equal(json.endpoints.length, 10);
        for (const endpoint of json.endpoints as string[]) {
          assert.ok(endpoint.startsWith(BASE), endpoint);
          const { res } = await api.fetch(endpoint.slice(SITE.length));
          assert.equal(res.status, 200, endpoint);
        }
        assert.deepEqual(
          (await api.fetch("/api/v1")).json,
          json,
          "with or without the trailing slash",
        );
      },
    );

    await t.step("getProfile returns the profile from profile.md", async () => {
      const { json } = await api.fetch("/api/v1/profile");
      // What only the website shows (portrait, offer, availability, headline, proof, school,
      // work history, credentials) is not the API's: the spec lists the Profile's fields.
      const {
        experience: _experience,
        bio: _bio,
        portrait: _portrait,
        offer: _offer,
        availability: _availability,
        headline: _headline,
        proof: _proof,
        alma_mater: _school,
        credentials: _credentials,
        taking_work: work,
        ...fields
      } = raw.profile;
      assert.ok(_portrait && _offer && _availability && _school, "the fixture sets them all");
      // Added beside the spec's fields: the fixture's booking ended on 2025-01-06, so it reads
      // as available today, with no date, and its reply time as it is.
      assert.deepEqual(work, { status: "booked", from: "2025-01-06", reply_within: "P2D" });
      assert.deepEqual(json, {
        ...fields,
        site: `${SITE}/`,
        taking_work: "available",
        reply_within: "P2D",
      });
      assert.equal(json.name, "Marta Quintela");
      assert.equal(json.location, "Lisbon, Lisbon District, Portugal");
    });

    await t.step(
      "listProjects and getProject return the four projects from projects/",
      async () => {
        const { json } = await api.fetch("/api/v1/projects");
        assert.deepEqual(json.projects.map((p: any) => p.slug), [
          "escala",
          "morada",
          "vitae-mcp",
          "selo",
        ]);
        for (const [i, p] of raw.projects.entries()) {
          const expected: Record<string, unknown> = {
            slug: p.slug,
            name: p.name,
            status: p.status,
            summary: p.summary,
            case_study: `${SITE}/work/${p.slug}/`,
          };
          if (p.stack) expected.stack = p.stack;
          if (p.url) expected.url = p.url;
          if (p.source) expected.source = p.source;
          assert.deepEqual(json.projects[i], expected);
          assert.deepEqual((await api.fetch(`/api/v1/projects/${p.slug}`)).json, expected);
        }
      },
    );

    await t.step(
      "getProject answers 404 project_not_found naming the slug and listing valid ones",
      async () => {
        const { res, json } = await api.fetch("/api/v1/projects/no-such-thing?x=1");
        assert.equal(res.status, 404);
        assert.equal(res.headers.get("content-type"), "application/problem+json");
        assert.deepEqual(json, {
          type: `${SITE}/developers/#error-project_not_found`,
          title: "Project not found",
          status: 404,
          detail:
            'No project has the slug "no-such-thing". Valid slugs: escala, morada, vitae-mcp, selo.',
          instance: "/api/v1/projects/no-such-thing?x=1",
          code: "project_not_found",
          hint: `Call the project list (${BASE}/projects) for valid slugs.`,
          docs: `${SITE}/developers/#errors`,
        });
      },
    );

    await t.step("getProject answers 400 invalid_parameter for malformed slugs", async () => {
      const bad = [
        "Escala",
        "escala_x",
        "a".repeat(41),
        "esc%D0%B0la", // Cyrillic "а" lookalike
        "a%2Fb",
        "%FF",
        "%E0%A4",
        "with%20space",
        "%00",
      ];
      for (const slug of bad) {
        const { res, json } = await api.fetch(`/api/v1/projects/${slug}`);
        assert.equal(res.status, 400, slug);
        assert.equal(json.code, "invalid_parameter", slug);
        assert.equal(
          json.hint,
          `Check the parameter's format in the OpenAPI document (${BASE}/openapi.json).`,
        );
      }
      assert.equal(
        (await api.fetch(`/api/v1/projects/${"a".repeat(40)}`)).res.status,
        404,
        "40 characters is well formed",
      );
    });

    await t.step(
      "listServices returns the services with case-study examples and no prices",
      async () => {
        const { json, text } = await api.fetch("/api/v1/services");
        assert.deepEqual(
          json.services,
          raw.services.map((s) => ({
            slug: s.slug,
            name: s.name,
            summary: s.summary,
            ...(s.example ? { example: `${SITE}/work/${s.example}/` } : {}),
          })),
        );
        assert.doesNotMatch(text, /price|[$€£₹]\s?\d|per hour/i);
      },
    );

    await t.step(
      "listFaq returns every question and answer, in the spec's shape only",
      async () => {
        const { json } = await api.fetch("/api/v1/faq");
        // The web page's own flag (`prices`: show the price lines there) is not the API's.
        assert.ok(raw.faq.some((item) => item.prices));
        assert.deepEqual(json, {
          questions: raw.faq.map(({ question, answer }) => ({ question, answer })),
        });
      },
    );

    await t.step(
      "getContact returns both addresses, the note, the contact page and the booking page",
      async () => {
        const { json } = await api.fetch("/api/v1/contact");
        assert.deepEqual(json, {
          hiring_and_freelance: raw.contact.hiring_and_freelance,
          jantahr_support_billing_legal: raw.contact.jantahr_support_billing_legal,
          contact_page: `${SITE}/contact/`,
          note: raw.contact.note,
          booking_url: "https://cal.example/martaquintela/intro-call",
        });
        assert.equal(json.jantahr_support_billing_legal, "escala@martaquintela.example");
        // Declared in the OpenAPI document as an optional field.
        const { json: doc } = await api.fetch("/openapi.json");
        const schema = doc.components.schemas.Contact;
        assert.equal(schema.properties.booking_url.format, "uri");
        assert.ok(!schema.required.includes("booking_url"));
        // And in the contact page's Markdown.
        const markdown = await (await fetch(`${server.url}/contact/index.md`)).text();
        assert.ok(markdown.includes(`[Book a call](${json.booking_url})`), markdown);
      },
    );

    await t.step(
      "listPages lists every page in site order, case studies after /work/, articles after /writing/",
      async () => {
        const { json } = await api.fetch("/api/v1/pages");
        const listed = raw.pages.flatMap((p) =>
          p.path === "/work/"
            ? [p.path, ...raw.projects.map((x) => `/work/${x.slug}/`)]
            : p.path === "/writing/"
            ? [p.path, ...raw.articles.map((x) => `/writing/${x.slug}/`)]
            : [p.path]
        );
        assert.deepEqual(json.pages.map((p: any) => p.path), listed);
        const about = json.pages.find((p: any) => p.path === "/about/");
        const entry = raw.pages.find((p) => p.path === "/about/")!;
        assert.deepEqual(about, {
          path: "/about/",
          title: entry.title,
          description: entry.description,
        });
        for (const page of json.pages) assert.match(page.path, /\/$/);
      },
    );

    await t.step("getPage returns each page's Markdown, the same as <page>index.md", async () => {
      const { json } = await api.fetch("/api/v1/pages");
      for (const summary of json.pages) {
        const page =
          (await api.fetch(`/api/v1/page?path=${encodeURIComponent(summary.path)}`)).json;
        assert.deepEqual(
          { path: page.path, title: page.title, description: page.description },
          summary,
        );
        assert.equal(page.url, SITE + summary.path);
        assert.ok(page.markdown.startsWith(`# ${summary.title}\n`), summary.path);
        const md = await api.fetch(`${summary.path}index.md`);
        assert.equal(md.text, page.markdown, summary.path);
      }
    });

    await t.step(
      "getPage resolves /pricing, /pricing/ and /pricing/index.md to the same page",
      async () => {
        const bodies = [];
        for (const path of ["/pricing", "/pricing/", "/pricing/index.md"]) {
          const { res, json } = await api.fetch(`/api/v1/page?path=${path}`);
          assert.equal(res.status, 200);
          assert.equal(json.path, "/pricing/");
          bodies.push(json);
        }
        assert.deepEqual(bodies[0], bodies[1]);
        assert.deepEqual(bodies[1], bodies[2]);
        const faq = raw.pages.find((p) => p.path === "/pricing/")!;
        assert.ok(bodies[0].markdown.includes(faq.body.split("\n")[0].slice(0, 40)));
      },
    );

    await t.step(
      "getPage answers missing_parameter, invalid_parameter and page_not_found",
      async () => {
        const cases: [string, number, string][] = [
          ["/api/v1/page", 400, "missing_parameter"],
          ["/api/v1/page?path=", 400, "missing_parameter"],
          ["/api/v1/page?other=1", 400, "missing_parameter"],
          ["/api/v1/page?path=pricing", 400, "invalid_parameter"],
          ["/api/v1/page?path=/a&path=/b", 400, "invalid_parameter"],
          ["/api/v1/page?path=/no-such-page/", 404, "page_not_found"],
          ["/api/v1/page?path=/../etc/passwd", 404, "page_not_found"],
          ["/api/v1/page?path=/%00", 404, "page_not_found"],
          [`/api/v1/page?path=/${"x".repeat(255)}`, 404, "page_not_found"],
          // Over the documented maxLength of 256.
          [`/api/v1/page?path=/${"x".repeat(256)}`, 400, "invalid_parameter"],
          [`/api/v1/page?path=/${"x".repeat(5000)}`, 400, "invalid_parameter"],
        ];
        for (const [path, status, code] of cases) {
          const { res, json } = await api.fetch(path);
          assert.equal(res.status, status, path.slice(0, 80));
          assert.equal(json.code, code, path.slice(0, 80));
          assert.equal(
            json.hint,
            PROBLEMS[code as keyof typeof PROBLEMS].hint({ siteUrl: SITE, baseUrl: BASE } as never),
          );
          assert.ok(json.detail.length < 1000, "hostile input is clipped in the detail");
        }
        const missing = (await api.fetch("/api/v1/page")).json;
        assert.match(missing.detail, /"path" is required/);
        const unknown = (await api.fetch("/api/v1/page?path=/nope/")).json;
        assert.match(unknown.detail, /Valid paths: \/, \/about\//);
      },
    );

    await t.step("any other path under the API gives 404 not_found", async () => {
      for (
        const path of [
          "/api/v1/nope",
          "/api/v1/projects/escala/extra",
          "/api/v1//projects",
          "/api/v2/profile",
          "/api/v1/profile.json",
          "/api",
          // Only the root takes a trailing slash (spec rule 4, OpenAPI path templating).
          "/api/v1/profile/",
          "/api/v1/openapi.json/",
          "/api/v1/projects/escala/",
          "/api/v1/page/",
        ]
      ) {
        const { res, json } = await api.fetch(path);
        assert.equal(res.status, 404, path);
        assert.equal(json.code, "not_found", path);
        assert.equal(json.type, `${SITE}/developers/#error-not_found`);
      }
    });

    await t.step(
      "/api/v1/projects/ is getProject with an empty slug: 400 invalid_parameter",
      async () => {
        const { res, json } = await api.fetch("/api/v1/projects/");
        assert.equal(res.status, 400);
        assert.equal(json.code, "invalid_parameter");
        assert.match(json.detail, /"slug"/);
        const root = await api.fetch("/api/v1/");
        assert.equal(root.res.status, 200, "the root takes its slash");
      },
    );

    await t.step(
      "percent-encoded unreserved characters are the characters, in every segment",
      async () => {
        const { json: profile } = await api.fetch("/api/v1/profile");
        for (
          const path of [
            "/api/v1/%70rofile",
            "/api/v1/PROFILE".toLowerCase(),
            "/%61pi/v1/profil%65",
          ]
        ) {
          const { res, json } = await api.fetch(path);
          assert.equal(res.status, 200, path);
          assert.deepEqual(json, profile, path);
        }
        const { json: project } = await api.fetch("/api/v1/projects/escala");
        const encoded = await api.fetch("/api/v1/projects/esc%61la");
        assert.deepEqual(encoded.json, project);
        // A reserved character stays escaped: %2F is not a path separator.
        const slash = await api.fetch("/api/v1/projects%2Fescala");
        assert.equal(slash.res.status, 404);
      },
    );

    await t.step(
      "a long path is echoed once in full (instance) and clipped in the detail",
      async () => {
        for (const path of [`/api/v1/${"x".repeat(5000)}`, `/${"y".repeat(5000)}`]) {
          const { res, json } = await api.fetch(path, { headers: { accept: "application/json" } });
          assert.equal(res.status, 404);
          assert.equal(json.instance, path);
          assert.ok(json.detail.length < 200, json.detail.slice(0, 120));
        }
      },
    );

    await t.step("other methods get 405 method_not_allowed with Allow: GET, HEAD", async () => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const { res, json } = await api.fetch("/api/v1/profile", {
          method,
          body: method === "DELETE" ? undefined : "{}",
        });
        assert.equal(res.status, 405, method);
        assert.equal(res.headers.get("allow"), "GET, HEAD");
        assert.equal(json.code, "method_not_allowed");
        assert.equal(json.hint, "Use GET or HEAD; this service is read-only.");
      }
    });

    await t.step("HEAD answers with GET's headers and no body", async () => {
      for (const path of ["/api/v1/projects", "/api/v1/projects/nope"]) {
        const get = await api.fetch(path);
        const head = await api.fetch(path, { method: "HEAD" });
        assert.equal(head.res.status, get.res.status);
        for (
          const name of [
            "content-type",
            "etag",
            "cache-control",
            "access-control-allow-origin",
            "content-length",
          ]
        ) {
          assert.equal(head.res.headers.get(name), get.res.headers.get(name), `${path} ${name}`);
        }
        assert.equal(head.text, "");
      }
    });

    await t.step("CORS is open on every response and preflights get 204", async () => {
      const ok = await api.fetch("/api/v1/profile", {
        headers: { origin: "https://elsewhere.example" },
      });
      assert.equal(ok.res.headers.get("access-control-allow-origin"), "*");
      assert.match(ok.res.headers.get("access-control-expose-headers") ?? "", /ETag/);
      assert.match(ok.res.headers.get("access-control-expose-headers") ?? "", /Retry-After/);
      const pre = await fetch(`${server.url}/api/v1/profile`, {
        method: "OPTIONS",
        headers: {
          origin: "https://elsewhere.example",
          "access-control-request-method": "GET",
          "access-control-request-headers": "if-none-match",
        },
      });
      await pre.body?.cancel();
      assert.equal(pre.status, 204);
      assert.equal(pre.headers.get("access-control-allow-origin"), "*");
      assert.equal(pre.headers.get("access-control-allow-methods"), "GET, HEAD");
      assert.equal(pre.headers.get("access-control-allow-headers"), "if-none-match");
    });

    await t.step("a strong ETag is honoured with 304", async () => {
      const first = await api.fetch("/api/v1/projects");
      const etag = first.res.headers.get("etag")!;
      assert.match(etag, /^"[\w-]+"$/);
      const again = await api.fetch("/api/v1/projects", { headers: { "if-none-match": etag } });
      assert.equal(again.res.status, 304);
      assert.equal(again.res.headers.get("etag"), etag);
      assert.equal(again.res.headers.get("cache-control"), first.res.headers.get("cache-control"));
      const other = await api.fetch("/api/v1/projects", {
        headers: { "if-none-match": '"other"' },
      });
      assert.equal(other.res.status, 200);
    });

    await t.step(
      "If-Match that names another ETag is 412 precondition_failed, first time and repeat",
      async () => {
        const first = await api.fetch("/api/v1/profile");
        const etag = first.res.headers.get("etag")!;
        for (const round of ["first", "repeat"]) {
          const refused = await api.fetch(`/api/v1/profile?r=${round}`, {
            headers: { "if-match": '"nope"', origin: "https://elsewhere.example" },
          });
          assert.equal(refused.res.status, 412, round);
          assert.equal(refused.res.headers.get("content-type"), "application/problem+json");
          assert.equal(refused.res.headers.get("access-control-allow-origin"), "*");
          assert.equal(refused.json.code, "precondition_failed");
          assert.equal(refused.json.type, `${SITE}/developers/#error-precondition_failed`);
          assert.ok(refused.json.detail.includes(etag), refused.json.detail);
          for (const value of [etag, "*"]) {
            const met = await api.fetch(`/api/v1/profile?r=${round}`, {
              headers: { "if-match": value },
            });
            assert.equal(met.res.status, 200, `${round} ${value}`);
          }
        }
      },
    );
  });
});

/** Sends `target` exactly as written, bypassing URL normalisation, and returns status and body. */
async function rawRequest(port: number, target: string): Promise<{ status: number; body: string }> {
  const text = new TextDecoder().decode(
    await exchange(
      port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
    ),
  );
  return { status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) };
}

Deno.test("hostile paths never reach a file or a 500", async () => {
  const server = await sharedServer({ siteUrl: SITE });
  try {
    const port = Number(new URL(server.url).port);
    const targets = [
      "/api/v1/../../../../etc/passwd",
      "/api/v1/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/api/v1/projects/..%2F..%2F..%2Fetc%2Fpasswd",
      "/api/v1/page?path=/../../deno.json",
      "/..%2f..%2fdeno.json",
      "/static/../deno.json",
      "/content/profile.md",
      `/${FIXTURE}/contact.md`,
      "/deno.json",
      "/main.ts",
      "/_fresh/entries/ThemeToggle.ts",
      `/api/v1/${"%41".repeat(3000)}`,
      `/api/v1/page?path=/${"a".repeat(20000)}`,
      "/api/v1/projects/%C0%AE%C0%AE",
      "/api/v1/projects/escala%0D%0ASet-Cookie:%20x=1",
    ];
    for (const target of targets) {
      const { status, body } = await rawRequest(port, target);
      assert.ok(status >= 300 && status < 500, `${target.slice(0, 60)} → ${status}`);
      assert.doesNotMatch(
        body,
        /root:x:0|"imports"|npm:hono|hiring_and_freelance: ola@|Deno\.serve/,
        target.slice(0, 60),
      );
      assert.doesNotMatch(body, /at file:\/\/|Error: /, "no stack trace");
    }
  } finally {
    await server.close();
  }
});

Deno.test("while content cannot be loaded, data operations answer 503 unavailable and discovery still works", async () => {
  const dir = await copyContent();
  await Deno.writeTextFile(join(dir, "faq.md"), "---\nquestions: [\n---\n");
  for (const contentDir of ["/nonexistent/content", dir]) {
    const server = await startServer({ siteUrl: SITE, contentDir });
    try {
      const api = await ContractClient.create(server.url);
      for (const path of ["/api/v1/", "/api/v1/openapi.json", "/openapi.json"]) {
        assert.equal((await api.fetch(path)).res.status, 200, path);
      }
      for (
        const path of [
          "/profile",
          "/projects",
          "/projects/escala",
          "/services",
          "/faq",
          "/contact",
          "/pages",
          "/page?path=/",
        ]
      ) {
        const { res, json } = await api.fetch(`/api/v1${path}`);
        assert.equal(res.status, 503, path);
        assert.match(res.headers.get("retry-after")!, /^[1-9]\d*$/);
        assert.equal(json.code, "unavailable");
        assert.equal(json.type, `${SITE}/developers/#error-unavailable`);
      }
      assert.equal(
        (await api.fetch("/api/v1/projects/BAD")).res.status,
        400,
        "a malformed slug is still a 400",
      );
      assert.equal((await api.fetch("/api/v1/nope")).res.status, 404);
    } finally {
      await server.close();
    }
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a plain OPTIONS request (not a CORS preflight) gets 405 like any other method", async () => {
  const server = await sharedServer({ siteUrl: SITE });
  try {
    const api = await ContractClient.create(server.url);
    const api405 = await api.fetch("/api/v1/profile", { method: "OPTIONS" });
    assert.equal(api405.res.status, 405);
    assert.equal(api405.res.headers.get("allow"), "GET, HEAD");
    assert.equal(api405.json.code, "method_not_allowed");
    const page405 = await api.fetch("/about/", { method: "OPTIONS" });
    assert.equal(page405.res.status, 405);
    assert.equal(page405.res.headers.get("allow"), "GET, HEAD");
    assert.equal(page405.res.headers.get("content-type"), "text/html; charset=utf-8");
  } finally {
    await server.close();
  }
});
