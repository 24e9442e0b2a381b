import assert from "node:assert/strict";
import { ACCEPTS, crawl, SEEDS } from "./crawl.ts";

const SITE = "https://site.test";

/** A tiny site: what each path answers, and every request made to it. */
function site(pages: Record<string, [type: string, body: string, vary?: string]>) {
  const requests: string[] = [];
  const handle = (req: Request) => {
    const url = new URL(req.url);
    const path = url.pathname + url.search;
    requests.push(`${path} ${req.headers.get("accept") ?? "-"}`);
    const page = pages[path];
    if (!page) return new Response("missing", { status: 404 });
    const [type, body, vary] = page;
    return new Response(body, { headers: { "content-type": type, ...vary ? { vary } : {} } });
  };
  return { handle, requests };
}

Deno.test("a crawl follows same-site links in HTML, Markdown and any text, and nothing else", async () => {
  const { handle } = site({
    "/": [
      "text/html",
      `<a href="/about/">About</a> <a href="/q?a=1&amp;b=2">Q</a> <img src="/i.svg">
       <a href="https://elsewhere.test/x">away</a> <a href="/about/#team">same page</a>
       <p>See https://site.test/api/v1/profile.</p> <code>&quot;${SITE}/quoted&quot;</code>`,
    ],
    "/about/": ["text/markdown", "[Work](/work/) and [mail](mailto:a@b.test)"],
    "/i.svg": ["image/svg+xml", `<svg><a href="/from-svg"/></svg>`],
    "/llms.txt": ["text/plain", `- [Pricing](${SITE}/pricing/index.md): prices`],
  });
  const paths = await crawl(handle, { siteUrl: SITE, seeds: ["/api/v1/page?path=%2F"] });
  for (
    const path of [
      "/about/",
      "/q?a=1&b=2",
      "/i.svg",
      "/api/v1/profile",
      "/quoted",
      "/work/",
      "/pricing/index.md",
      "/from-svg",
      "/api/v1/page?path=%2F",
    ]
  ) {
    assert.ok(paths.includes(path), `${path} in ${paths.join(" ")}`);
  }
  assert.deepEqual(paths.slice(0, SEEDS.length), SEEDS, "the seeds come first");
  assert.ok(!paths.some((p) => p.includes("elsewhere") || p.includes("#") || p.includes("mailto")));
  assert.equal(new Set(paths).size, paths.length, "each path once");
});

Deno.test("a resource that varies by Accept is asked for in every form clients use", async () => {
  const { handle, requests } = site({
    "/": ["text/html", "<p>home</p>", "Accept"],
    "/robots.txt": ["text/plain", "User-agent: *", "Accept-Encoding"],
  });
  await crawl(handle, { siteUrl: SITE });
  assert.deepEqual(
    requests.filter((r) => r.startsWith("/ ")),
    ACCEPTS.map((accept) => `/ ${accept ?? "-"}`),
  );
  assert.deepEqual(requests.filter((r) => r.startsWith("/robots.txt ")), ["/robots.txt -"]);
});

Deno.test("a crawl stops at its limit of distinct paths", async () => {
  const { handle } = site({
    "/": ["text/html", Array.from({ length: 50 }, (_, i) => `<a href="/p${i}">${i}</a>`).join("")],
  });
  const paths = await crawl(handle, { siteUrl: SITE, limit: 20 });
  assert.equal(paths.length, 20);
});
