/**
 * `Vary: Accept-Language` on every answer whose bytes depend on it, found by
 * asking (not by listing which routes read the header): on tests/fixtures/german
 * (German primary, English in `en/`), every page, its Markdown and
 * `index.md`, every API operation with good and bad parameters, the llms files,
 * the résumé, `/mcp` and misses, each in three forms and five `Accept-Language`s.
 * Where status, `Content-Language` or body differ between two of them, every one
 * must say `Vary: Accept-Language` (a shared cache would otherwise hand one
 * language's answer, or a 404, to a client asking for another). Each language
 * asks a server of its own: one server's answer cache would hide the difference
 * behind the very bug this looks for.
 */
import assert from "node:assert/strict";
import { startServers } from "./_server.ts";

const LANGUAGES = [undefined, "de", "en", "en-GB,en;q=0.9,de;q=0.1", "fr"];
const FORMS: Record<string, string>[] = [{}, { accept: "text/markdown" }, {
  accept: "application/json",
}];

Deno.test("every answer whose bytes depend on Accept-Language says Vary: Accept-Language", async () => {
  const siteUrl = "http://localhost:8392";
  const servers = await startServers(
    LANGUAGES.map(() => ({ contentDir: "tests/fixtures/german", siteUrl })),
  );
  const text = (path: string) => fetch(servers[0].url + path).then((res) => res.text());
  const pages = [...(await text("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname);
  const { projects } = JSON.parse(await text("/api/v1/projects"));
  const paths = [
    ...pages,
    ...pages.map((p) => `${p}index.md`),
    ...pages.map((p) => `/api/v1/page?path=${encodeURIComponent(p)}`),
    ...projects.map(({ slug }: { slug: string }) => `/api/v1/projects/${slug}`),
    "/api/v1",
    "/api/v1/",
    "/api/v1/profile",
    "/api/v1/projects",
    "/api/v1/projects/no-such-project",
    "/api/v1/projects/Bad%20Slug",
    "/api/v1/services",
    "/api/v1/faq",
    "/api/v1/contact",
    "/api/v1/pages",
    "/api/v1/page",
    "/api/v1/page?path=nope",
    "/api/v1/page?path=/cv/",
    "/api/v1/page?path=/en/cv/",
    "/api/v1/page?path=/no-such-page/",
    "/api/v1/openapi.json",
    "/api/v1/nope",
    "/openapi.json",
    "/llms.txt",
    "/llms-full.txt",
    "/en/llms.txt",
    "/en/llms-full.txt",
    "/resume.json",
    "/en/resume.json",
    "/sitemap.md",
    "/mcp",
    "/no-such-page/",
    "/en/no-such-page/",
  ];
  assert.ok(pages.length > 10 && pages.some((p) => p.startsWith("/en/")), "the sitemap was read");
  const varying: string[] = [], unmarked: string[] = [];
  for (const path of paths) {
    for (const form of FORMS) {
      const answers: { same: string; marked: boolean }[] = [];
      for (const [i, language] of LANGUAGES.entries()) {
        const headers: Record<string, string> = { ...form };
        if (language) headers["accept-language"] = language;
        const res = await fetch(servers[i].url + path, { headers });
        const body = await res.text();
        const vary = (res.headers.get("vary") ?? "").toLowerCase().split(/\s*,\s*/);
        answers.push({
          same: `${res.status} ${res.headers.get("content-language")} ${body}`,
          marked: vary.includes("accept-language") || vary.includes("*"),
        });
      }
      if (answers.every((a) => a.same === answers[0].same)) continue;
      const what = `${path} ${JSON.stringify(form)}`;
      varying.push(what);
      if (!answers.every((a) => a.marked)) unmarked.push(what);
    }
  }
  for (const server of servers) await server.close();
  assert.ok(varying.length > 10, `some answers depend on the language: ${varying.join("\n")}`);
  assert.deepEqual(unmarked, []);
});
