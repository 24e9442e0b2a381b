/**
 * The content generation `deno task build` writes (lib/content/snapshot.ts):
 * a server that starts from it answers exactly, byte for byte, what one that
 * reads and validates the content answers, for the sample content and every
 * fixture; and one whose content changed since the build never serves it.
 */
import assert from "node:assert/strict";
import { writeGenerationFor as writeGeneration } from "../build/content_generation.ts";
import { copyContent, startServer, startServers, type TestServer } from "./_server.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";

/** A loopback address no other test uses, so no other server finds these generations. */
const SITE = "http://localhost:8391";

/** What the store says when it starts from the build's generation. */
const FROM_BUILD = /Content from the build's generation/;

/** What it says when no generation matches, so an owner knows why the start is slower. */
const NOT_BUILT = /Content read and validated: no generation of `deno task build` matches/;

/** Every content folder: the sample owner's and each fixture with a site.yaml. */
const FOLDERS = [
  "content",
  ...[...Deno.readDirSync("tests/fixtures")]
    .map((entry) => `tests/fixtures/${entry.name}`)
    .filter((dir) => Deno.statSync(dir).isDirectory && exists(`${dir}/site.yaml`))
    .sort(),
];

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/** The paths a visitor, an agent or the CLI would ask `server` for. */
async function everyPath(server: TestServer): Promise<string[]> {
  const get = (path: string) => fetch(server.url + path).then((res) => res.text());
  const sitemap = await get("/sitemap.xml");
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const { projects } = JSON.parse(await get("/api/v1/projects")) as {
    projects: { slug: string }[];
  };
  const html = (await Promise.all(pages.map(get))).join("\n");
  const images = [...html.matchAll(/"(\/images\/[^"]+)"/g)].map((m) =>
    m[1].replaceAll("&amp;", "&")
  );
  return [
    ...pages,
    ...new Set(images),
    ...projects.map(({ slug }) => `/api/v1/projects/${slug}`),
    ...pages.map((path) => `/api/v1/page?path=${encodeURIComponent(path)}`),
    ...["/api/v1", "/api/v1/profile", "/api/v1/projects", "/api/v1/services", "/api/v1/faq"],
    ...["/api/v1/contact", "/api/v1/pages", "/api/v1/openapi.json", "/llms.txt", "/llms-full.txt"],
    ...["/sitemap.xml", "/sitemap.md", "/robots.txt", "/feed.xml", "/feed.json", "/resume.json"],
    ...["/contact.vcf", "/favicon.svg", "/.well-known/api-catalog", "/mcp/server-card"],
    "/no-such-page/",
  ];
}

/**
 * Each answer as one comparable string: status, headers but `date`, and the body's bytes. One
 * request at a time, in the same order on every server, so that what the answer cache holds
 * when each is asked is the same too.
 */
async function answers(server: TestServer, paths: string[]): Promise<string[]> {
  const forms: Record<string, string>[] = [{}, { accept: "text/markdown" }, {
    "accept-language": "en",
  }];
  const all: string[] = [];
  for (const path of paths) {
    for (const headers of forms) {
      const res = await fetch(server.url + path, { headers });
      const kept = [...res.headers].filter(([name]) => name !== "date");
      const body = new Uint8Array(await res.arrayBuffer()).toBase64();
      all.push(`${path} ${JSON.stringify(headers)} ${res.status} ${JSON.stringify(kept)}\n${body}`);
    }
  }
  return all;
}

for (const dir of FOLDERS) {
  Deno.test(`a server started from the build's generation of ${dir} answers byte for byte as one that reads it`, async () => {
    const file = await writeGeneration(dir, SITE);
    const aside = `${file}.aside`;
    await Deno.rename(file, aside); // the same key: the first server must not find it
    const read = await startServer({ contentDir: dir, siteUrl: SITE });
    await Deno.rename(aside, file);
    const built = await startServer({ contentDir: dir, siteUrl: SITE }).catch(async (error) => {
      await read.close();
      throw error;
    });
    try {
      assert.doesNotMatch(read.output(), FROM_BUILD);
      assert.match(read.output(), NOT_BUILT);
      assert.match(built.output(), FROM_BUILD);
      assert.doesNotMatch(built.output(), NOT_BUILT);
      const paths = await everyPath(read);
      assert.ok(paths.length > 25, `${paths.length} paths`);
      const [want, got] = await Promise.all([answers(read, paths), answers(built, paths)]);
      for (const [i, answer] of want.entries()) assert.equal(got[i], answer);
    } finally {
      await Promise.all([read.close(), built.close(), Deno.remove(file)]);
    }
  });
}

Deno.test("a generation is found however CONTENT_DIR names the folder, and never with other settings", async () => {
  const dir = "tests/fixtures/minimal";
  const file = await writeGeneration(dir, SITE);
  const link = `${await Deno.makeTempDir()}/content`;
  await Deno.symlink(Deno.realPathSync(dir), link);
  const found = [`./${dir}`, `${dir}/`, Deno.realPathSync(dir), link].map((contentDir) => ({
    contentDir,
    siteUrl: SITE,
  }));
  const other = [
    { siteUrl: "http://localhost:8392" },
    { siteUrl: SITE, env: { IMAGE_MAX_BYTES: "1000000" } },
    { siteUrl: SITE, env: { CONTENT_MAX_BYTES: "1000000" } },
    { siteUrl: SITE, env: { DEV_ERRORS: "1" } },
  ].map((options) => ({ contentDir: dir, ...options }));
  const servers = await startServers([...found, ...other]);
  try {
    for (const [i, server] of servers.entries()) {
      const said = `${JSON.stringify([...found, ...other][i])}: ${server.output()}`;
      assert.match(server.output(), i < found.length ? FROM_BUILD : NOT_BUILT, said);
      const profile = await fetch(`${server.url}/api/v1/profile`);
      assert.equal((await profile.json()).name, "Mira Okafor", said);
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await Deno.remove(file);
    await Deno.remove(link.replace(/\/content$/, ""), { recursive: true });
  }
});

Deno.test("a server whose content changed since the build reads it, and one started from the build reloads an edit", async () => {
  const dir = await copyContent();
  const files: string[] = [];
  const servers: TestServer[] = [];
  try {
    files.push(await writeGeneration(dir, SITE));
    const about = `${dir}/pages/about.md`;
    await Deno.writeTextFile(about, `${await Deno.readTextFile(about)}\nEdited after the build.\n`);
    servers.push(await startServer({ contentDir: dir, siteUrl: SITE }));
    assert.doesNotMatch(servers[0].output(), FROM_BUILD, "nothing served from a stale generation");
    assert.match(servers[0].output(), NOT_BUILT);
    const markdown = { headers: { accept: "text/markdown" } };
    const page = await fetch(`${servers[0].url}/about/`, markdown).then((res) => res.text());
    assert.match(page, /Edited after the build\./);

    // A file added (one the pages do not name) is a change too.
    files.push(await writeGeneration(dir, SITE));
    await Deno.writeTextFile(`${dir}/images/added.svg`, "<svg/>");
    servers.push(await startServer({ contentDir: dir, siteUrl: SITE }));
    assert.doesNotMatch(servers[1].output(), FROM_BUILD, "nothing served after a file was added");

    // Started from the build, then edited: the store reloads as it always does.
    files.push(await writeGeneration(dir, SITE));
    servers.push(await startServer({ contentDir: dir, siteUrl: SITE }));
    assert.match(servers[2].output(), FROM_BUILD);
    await Deno.writeTextFile(about, "# About\n\nRewritten while serving.\n");
    let seen = "";
    for (let i = 0; i < 300 && !seen.includes("Rewritten while serving."); i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await fetch(`${servers[2].url}/about/`, markdown).then((res) => res.text());
    }
    assert.match(seen, /Rewritten while serving\./, servers[2].output());
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    for (const file of files) await Deno.remove(file).catch(() => {});
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a booked owner started from the build loads the site's builder only in the hour before the booking ends, and that day builds again", async () => {
  const dir = "tests/fixtures/german"; // booked until 2099-03-01
  const file = await writeGeneration(dir, SITE);
  const config = readConfig(new Map([["SITE_URL", SITE], ["CONTENT_DIR", dir]]));
  let [now, prepared] = [Date.UTC(2099, 1, 28, 22, 0), 0];
  const { buildSite } = await import("../lib/site/web/site.ts");
  const prepare = () => Promise.resolve(prepared++);
  const log = () => {};
  const store = new ContentStore(config, { build: buildSite, prepare, fromBuild: true, log });
  const timed = new ContentStore(config, {
    build: buildSite,
    prepare,
    fromBuild: true,
    log,
    pollMs: 5,
    now: () => now,
  });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  try {
    await store.start();
    await timed.start();
    await wait(50);
    assert.deepEqual([store.site?.profile.taking_work, timed.site?.profile.taking_work, prepared], [
      "booked",
      "booked",
      0,
    ]);
    now = Date.UTC(2099, 1, 28, 23, 30);
    for (let i = 0; i < 100 && !prepared; i++) await wait(10);
    assert.deepEqual([timed.site?.profile.taking_work, prepared], ["booked", 1]);
    now = Date.UTC(2099, 2, 1);
    assert.equal(timed.site?.profile.taking_work, "available");
  } finally {
    store.close();
    timed.close();
    await Deno.remove(file);
  }
});
