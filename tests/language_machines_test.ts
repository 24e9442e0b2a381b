// deno-lint-ignore-file no-explicit-any -- the tests walk parsed JSON whose shapes the SDK's client already checks
/**
 * Machines in every language (issue #37 item 6), on tests/fixtures/german
 * (German primary, English in `en/`) against the real server: each language's
 * résumé and llms files, the API by `Accept-Language`, and MCP tools by their
 * `lang` argument and resources by their language's URL.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Profile } from "../lib/content/shapes.ts";
import { toolSchema } from "../lib/mcp/tools.ts";
import { sharedServer, type TestServer } from "./_server.ts";

const GERMAN = "tests/fixtures/german";
const ROLE = { de: "Freiberuflicher Webentwickler", en: "Freelance web developer" };

async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, server.url), { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

Deno.test("each language has its own résumé, llms.txt and llms-full.txt, in its words", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const de = JSON.parse((await get(server, "/resume.json")).text);
  const enRes = await get(server, "/en/resume.json");
  const en = JSON.parse(enRes.text);
  assert.equal(de.basics.label, ROLE.de);
  assert.equal(en.basics.label, ROLE.en);
  assert.equal(en.basics.url, `${server.url}/en/`);
  assert.equal(enRes.headers.get("content-language"), "en");
  assert.match(enRes.headers.get("link") ?? "", new RegExp(`<${server.url}/en/cv/>`));
  for (const [path, lang] of [["/llms.txt", "de"], ["/en/llms.txt", "en"]]) {
    const res = await get(server, path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get("content-language"), lang, path);
  }
  const enLlms = (await get(server, "/en/llms.txt")).text;
  assert.ok(enLlms.includes(`(${server.url}/en/about/index.md): `), enLlms);
  assert.ok(enLlms.includes(`(${server.url}/en/resume.json)`), "it links its own résumé");
  assert.ok(enLlms.includes(`(${server.url}/about/index.md)`), "and lists the German pages after");
  assert.ok(enLlms.indexOf("/en/about/") < enLlms.indexOf(`${server.url}/about/`));
  assert.ok((await get(server, "/llms.txt")).text.includes(`(${server.url}/resume.json)`));
  const full = await get(server, "/en/llms-full.txt");
  assert.equal(full.headers.get("content-language"), "en");
  assert.ok(full.text.includes("# About Jonas Brandt"), "English pages in full");
  assert.ok(!full.text.includes("# Über Jonas Brandt"));
});

Deno.test("the API answers in the language Accept-Language picks, the primary by default", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const cases: [string | undefined, "de" | "en"][] = [
    [undefined, "de"],
    ["en", "en"],
    ["fr-CH, en;q=0.9, de;q=0.5", "en"],
    ["en-GB", "en"],
    ["de", "de"],
    ["xx-YY", "de"], // a language the site lacks falls back, never an error
  ];
  const etags = new Map<string, string>();
  for (const [header, lang] of cases) {
    const res = await get(server, "/api/v1/profile", header ? { "accept-language": header } : {});
    const what = header ?? "no Accept-Language";
    assert.equal(res.status, 200, what);
    assert.equal(JSON.parse(res.text).role, ROLE[lang], what);
    assert.equal(res.headers.get("content-language"), lang, what);
    assert.match(res.headers.get("vary") ?? "", /\bAccept-Language\b/, what);
    const etag = res.headers.get("etag")!;
    assert.equal(etags.get(lang) ?? etag, etag, "one answer per language");
    etags.set(lang, etag);
  }
  assert.notEqual(etags.get("de"), etags.get("en"));
  const pages = JSON.parse((await get(server, "/api/v1/pages", { "accept-language": "en" })).text);
  assert.equal(pages.pages[0].path, "/en/", "the language's pages come first");
  assert.ok(pages.pages.some((p: any) => p.path === "/about/"), "and every other language's after");
  const about = await get(server, "/api/v1/page?path=/en/about/");
  assert.equal(JSON.parse(about.text).title, "About Jonas Brandt", "a path names its language");
  const index = await get(server, "/api/v1/", { "accept-language": "en" });
  assert.equal(index.headers.get("content-language"), null, "the index is in no language");
  const doc = JSON.parse((await get(server, "/api/v1/openapi.json")).text);
  const param = doc.components.parameters.AcceptLanguage;
  assert.equal(param.in, "header");
  assert.match(param.description, /\(de, en\)/);
  assert.deepEqual(doc.paths["/profile"].get.parameters, [
    { $ref: "#/components/parameters/AcceptLanguage" },
  ]);
  assert.equal(doc.paths["/projects/{slug}"].get.parameters[0].name, "slug");
  assert.ok(doc.paths["/profile"].get.responses["200"].headers["Content-Language"]);
});

async function connect(server: TestServer): Promise<Client> {
  const client = new Client({ name: "language-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  return client;
}

Deno.test("MCP tools take a declared lang argument, and every language's pages are resources", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const client = await connect(server);
  try {
    const { tools } = await client.listTools();
    const profile = tools.find((t) => t.name === "get_profile")!;
    const lang = profile.inputSchema.properties?.lang as any;
    assert.deepEqual(lang.enum, ["de", "en"]);
    assert.match(lang.description, /Default: de/);
    assert.deepEqual(profile.outputSchema, toolSchema(Profile, "output"), "output unchanged");
    const search = tools.find((t) => t.name === "search")!;
    assert.equal(search.inputSchema.properties?.lang, undefined);
    const call = async (args: Record<string, unknown>) => {
      const result = await client.callTool({ name: "get_profile", arguments: args }) as any;
      assert.notEqual(result.isError, true, JSON.stringify(result));
      return result;
    };
    assert.equal((await call({})).structuredContent.role, ROLE.de);
    const en = await call({ lang: "en" });
    assert.equal(en.structuredContent.role, ROLE.en);
    assert.equal(JSON.parse(en.content[0].text).role, ROLE.en);
    assert.equal(en.content[1].uri, `${server.url}/en/about/`, "it links the English page");
    assert.equal((await call({ lang: "xx" })).structuredContent.role, ROLE.de);
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    assert.ok(uris.includes(`${server.url}/about/`), "the primary's URIs as they were");
    assert.ok(uris.includes(`${server.url}/en/about/`), "the translation's by its URL");
    const read = await client.readResource({ uri: `${server.url}/en/about/` });
    assert.match((read.contents[0] as any).text, /^# About Jonas Brandt/);
    const german = await client.readResource({ uri: `${server.url}/about/` });
    assert.match((german.contents[0] as any).text, /^# Über Jonas Brandt/);
  } finally {
    await client.close();
  }
});
