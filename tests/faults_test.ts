// deno-lint-ignore-file no-explicit-any -- JSON-RPC bodies, whose shapes the contract checks already verify
/**
 * The fault path end to end, against the real server: content that cannot be
 * loaded at start-up (missing folder, unreadable file, invalid YAML, a schema
 * violation) makes every data operation, page, Markdown file, content-based
 * discovery file and MCP tool answer `unavailable`, while the API index, the
 * OpenAPI document and what needs no content still answer; fixing the content
 * brings everything back without a restart. A reload that fails after good
 * content was served keeps serving it and logs why. A deploy that swaps a
 * `current` symlink to a new release is served at the next poll, and swaps
 * during reloads never mix two releases in one answer.
 */
import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { endpointExample, exampleArgs } from "../lib/api/operation.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { writeGenerationFor as writeGeneration } from "../build/content_generation.ts";
import { ContractClient } from "./_contract.ts";
import {
  copyContent,
  FIXTURE,
  mcpCall,
  SERVE_ARGS,
  startServer,
  type TestServer,
} from "./_server.ts";

const SITE = "https://martaquintela.example";
const site = buildSite(await loadContent(FIXTURE), readConfig(new Map([["SITE_URL", SITE]])));
const DATA = OPERATIONS.filter((op) => op.data).map((op) => endpointExample(op, site));
const TOOLS = OPERATIONS.filter((op) => op.tool);
const PAGES = [...site.pages.map((p) => p.path), ...site.projects.map((p) => `/work/${p.slug}/`)];
/** Discovery files built from the content, and files that need none. */
const FROM_CONTENT = [
  "/llms.txt",
  "/llms-full.txt",
  "/sitemap.xml",
  "/sitemap.md",
  "/.well-known/api-catalog",
  // The agent catalogs' representative queries are made from the content.
  "/.well-known/ard.json",
  "/.well-known/ai-catalog.json",
];
const WITHOUT_CONTENT = [
  "/robots.txt",
  "/.well-known/mcp/server-card.json",
  "/mcp/server-card",
  "/styles.css",
  "/cli.mjs",
];

let rpcId = 0;

/** One JSON-RPC request to /mcp, checked by the contract; its parsed answer. */
async function rpc(contract: ContractClient, method: string, params?: unknown): Promise<any> {
  const { res, json } = await contract.fetch("/mcp", mcpCall(method, params, ++rpcId));
  assert.equal(res.status, 200, method);
  return json;
}

function toolArgs(op: (typeof TOOLS)[number]) {
  return exampleArgs(op, site);
}

/** Asserts that everything built from content answers `unavailable`, and the rest answers. */
async function assertUnavailable(contract: ContractClient) {
  for (const path of ["/api/v1/", "/api/v1/openapi.json", "/openapi.json", ...WITHOUT_CONTENT]) {
    assert.equal((await contract.fetch(path)).res.status, 200, path);
  }
  for (const path of DATA) {
    const { res, json } = await contract.fetch(`/api/v1${path}`);
    assert.equal(res.status, 503, path);
    assert.equal(json.code, "unavailable", path);
    assert.ok(Number(res.headers.get("retry-after")) <= 30, "Retry-After is the next retry");
  }
  for (const path of PAGES) {
    const html = await contract.fetch(path, { headers: { accept: "text/html" } });
    assert.equal(html.res.status, 503, path);
    assert.match(html.text, /<h1>Back in a moment<\/h1>/, `${path}: the designed 503 page`);
    assert.match(html.text, /<title>Service unavailable · /);
    for (const init of [{ headers: { accept: "application/json" } }, {}]) {
      const target = init.headers ? path : `${path}index.md`;
      const { res, json } = await contract.fetch(target, init);
      assert.equal(res.status, 503, target);
      if (json) assert.equal(json.code, "unavailable");
    }
    const md = await contract.fetch(path, { headers: { accept: "text/markdown" } });
    assert.equal(md.res.status, 503, `${path} as Markdown`);
  }
  for (const path of FROM_CONTENT) {
    assert.equal((await contract.fetch(path)).res.status, 503, path);
    const { json } = await contract.fetch(path, { headers: { accept: "application/json" } });
    assert.equal(json.code, "unavailable", path);
  }
  const init = await rpc(contract, "initialize", {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "faults", version: "1" },
  });
  assert.equal(init.result.protocolVersion, "2025-11-25", "MCP still initializes");
  // The API's tools, and search and fetch.
  assert.equal((await rpc(contract, "tools/list")).result.tools.length, TOOLS.length + 2);
  for (const name of ["search", "fetch"]) {
    const { result } = await rpc(contract, "tools/call", {
      name,
      arguments: { query: "x", id: "x" },
    });
    assert.equal(JSON.parse(result.content[0].text).code, "unavailable", name);
  }
  for (const op of TOOLS) {
    const { result } = await rpc(contract, "tools/call", {
      name: op.tool!.name,
      arguments: toolArgs(op),
    });
    assert.equal(result.isError, true, op.tool!.name);
    assert.equal(JSON.parse(result.content[0].text).code, "unavailable", op.tool!.name);
  }
  for (
    const [method, params] of [
      ["resources/list", {}],
      ["resources/read", { uri: `${SITE}/pricing/` }],
      ["prompts/get", { name: "evaluate_fit", arguments: { role: "CTO" } }],
    ] as const
  ) {
    const { error } = await rpc(contract, method, params);
    assert.equal(error?.data?.code, "unavailable", method);
  }
}

/** Waits, without a restart, until the data operations answer again; then checks the rest. */
async function assertRecovers(server: TestServer, contract: ContractClient) {
  let status = 0;
  for (let i = 0; i < 150 && status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await contract.fetch("/api/v1/profile")).res.status;
  }
  assert.equal(status, 200, `recovered without a restart; the server said:\n${server.output()}`);
  for (const path of [...DATA.map((p) => `/api/v1${p}`), ...PAGES, ...FROM_CONTENT]) {
    assert.equal((await contract.fetch(path)).res.status, 200, path);
  }
  for (const op of TOOLS) {
    const { result } = await rpc(contract, "tools/call", {
      name: op.tool!.name,
      arguments: toolArgs(op),
    });
    assert.equal(result.isError, undefined, op.tool!.name);
  }
  assert.match(server.output(), /Content (re)?loaded\./);
}

/** Breaks a fresh copy of the fixture content, serves it, checks the fault path, fixes it, checks recovery. */
async function faultCase(
  break_: (
    dir: string,
  ) => Promise<{ log: RegExp; fix: () => Promise<void>; serve?: string; blocks?: string }>,
) {
  const dir = await copyContent();
  const { log, fix, serve = dir, blocks } = await break_(dir);
  const server = await startServer({ siteUrl: SITE, contentDir: serve });
  try {
    const contract = await ContractClient.create(server.url);
    await assertUnavailable(contract);
    assert.match(server.output(), log, "the log says which file and why");
    if (blocks) {
      const { json } = await contract.fetch("/api/v1/profile");
      assert.ok(json.detail.includes(`(${blocks} cannot be loaded`), `the 503 names ${blocks}`);
    }
    await fix();
    await assertRecovers(server, contract);
  } finally {
    await server.close();
    for (const path of new Set([dir, serve])) {
      await Deno.remove(path, { recursive: true }).catch(() => {});
    }
  }
}

Deno.test("a missing content folder: everything from content is unavailable until the folder appears", async () => {
  await faultCase((copy) => {
    const missing = `${copy}-missing`;
    return Promise.resolve({
      serve: missing,
      log: /Cannot load "[^"]*-missing\/?": does not exist: create it, or set CONTENT_DIR/,
      fix: () => Deno.rename(copy, missing),
    });
  });
});

Deno.test("an unreadable content file: unavailable until it can be read", async (t) => {
  let how = "";
  await faultCase(async (dir) => {
    const file = join(dir, "contact.md");
    const text = await Deno.readTextFile(file);
    await Deno.chmod(file, 0o000);
    const readable = await Deno.readTextFile(file).then(() => true, () => false);
    if (!readable) {
      how = "chmod 000";
      return {
        log: /contact\.md": cannot be read: check its permissions/,
        fix: () => Deno.chmod(file, 0o644),
      };
    }
    // Running as root (or with CAP_DAC_OVERRIDE), where chmod 000 does not stop
    // reads: a folder in the file's place fails the read just the same.
    how = "a folder in its place (chmod 000 does not stop root from reading)";
    await Deno.remove(file);
    await Deno.mkdir(file);
    return {
      log: /contact\.md": is a folder, but a file is expected here/,
      fix: async () => {
        await Deno.remove(file);
        await Deno.writeTextFile(file, text);
      },
    };
  });
  await t.step(`made unreadable with ${how}`, () => {});
});

Deno.test("invalid YAML in a content file: unavailable until it is fixed", async () => {
  await faultCase(async (dir) => {
    const file = join(dir, "faq.md");
    const text = await Deno.readTextFile(file);
    await Deno.writeTextFile(file, text.replace(/^questions:\s*$/m, "questions: [unclosed"));
    return { log: /faq\.md"/, fix: () => Deno.writeTextFile(file, text) };
  });
});

Deno.test("a schema violation in a project: unavailable until it is fixed, the log names file and field, the 503 the file", async () => {
  await faultCase(async (dir) => {
    const file = join(dir, "projects", "escala.md");
    const text = await Deno.readTextFile(file);
    await Deno.writeTextFile(file, text.replace(/^status:.*\n/m, ""));
    return {
      log: /Cannot load "[^"]*projects\/escala\.md": field "status" is missing/,
      blocks: "projects/escala.md",
      fix: () => Deno.writeTextFile(file, text),
    };
  });
});

Deno.test("a reload that fails after good content keeps serving the last good content and logs why", async () => {
  const dir = await copyContent();
  const server = await startServer({ siteUrl: SITE, contentDir: dir });
  const file = join(dir, "profile.md");
  const good = await Deno.readTextFile(file);
  try {
    const contract = await ContractClient.create(server.url);
    const before = await contract.fetch("/api/v1/profile");
    const page = await contract.fetch("/about/");
    assert.equal(before.res.status, 200);

    await Deno.writeTextFile(file, good.replace(/^role:.*\n/m, "role: [unclosed\n"));
    for (let i = 0; i < 100 && !/still serving the last good content/.test(server.output()); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.match(
      server.output(),
      /Content could not be loaded \(still serving the last good content\):\n.*profile\.md"/,
    );
    const after = await contract.fetch("/api/v1/profile");
    assert.equal(after.res.status, 200);
    assert.equal(after.text, before.text, "the same facts");
    assert.equal(after.res.headers.get("etag"), before.res.headers.get("etag"));
    assert.equal((await contract.fetch("/about/")).text, page.text);
    const { result } = await rpc(contract, "tools/call", { name: "get_profile", arguments: {} });
    assert.equal(result.structuredContent.role, before.json.role);

    await Deno.writeTextFile(file, good.replace(/^role:.*$/m, "role: Fractional CTO"));
    let role = "";
    for (let i = 0; i < 100 && role !== "Fractional CTO"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      role = (await contract.fetch("/api/v1/profile")).json.role;
    }
    assert.equal(role, "Fractional CTO", "the fixed content is served without a restart");
    assert.match(server.output(), /Content reloaded\./);
    assert.match((await contract.fetch("/about/")).text, /Fractional CTO/);
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});

/** Two releases of the fixture beside a `current` symlink, as a deploy lays them out. */
async function releases(): Promise<
  { parent: string; current: string; dirs: string[]; swap(to: 0 | 1): Promise<void> }
> {
  const parent = await Deno.makeTempDir({ prefix: "releases-" });
  const dirs = [join(parent, "r0"), join(parent, "r1")];
  for (const [i, dir] of dirs.entries()) {
    await Deno.rename(await copyContent(), dir);
    // Each release names itself in two files: the about page's title (site.yaml) and its text.
    const yaml = join(dir, "site.yaml");
    const text = await Deno.readTextFile(yaml);
    await Deno.writeTextFile(
      yaml,
      text.replace(/(path: \/about\/\n(?:.*\n)*?\s+title:) .*/, `$1 About release ${i}`),
    );
    await Deno.writeTextFile(join(dir, "pages", "about.md"), `Written for release ${i}.\n`);
  }
  const current = join(parent, "current");
  await Deno.symlink(dirs[0], current);
  return {
    parent,
    current,
    dirs,
    async swap(to) {
      // The atomic swap deploy tools make: a new link renamed over the old.
      await Deno.symlink(dirs[to], join(parent, "next"));
      await Deno.rename(join(parent, "next"), current);
    },
  };
}

Deno.test("a symlink swap of the content folder is served at the next poll, with no restart, and swaps during reloads never mix releases", async () => {
  const { parent, current, swap } = await releases();
  const server = await startServer({ siteUrl: SITE, contentDir: current });
  try {
    const about = async () => {
      const res = await fetch(`${server.url}/api/v1/page?path=/about/`);
      const { title, markdown } = await res.json();
      return { title, markdown };
    };
    assert.equal((await about()).title, "About release 0");
    await swap(1);
    const swapped = Date.now();
    let seen = "";
    // How soon is the store's poll (POLL_MS, 500 ms), not a duration asserted here: a loaded machine
    // took 3.2 s. The deadline only ends a test that would never see the swap.
    while (seen !== "About release 1" && Date.now() - swapped < 15_000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await about()).title;
    }
    assert.equal(seen, "About release 1", server.output());
    assert.match(server.output(), /The content folder now leads to .*r1: loading it\./);

    // Swaps every 20 ms for two seconds, each answer from one release.
    let swapping = true;
    const swapper = (async () => {
      for (let i = 0; swapping; i++) {
        await swap((i % 2) as 0 | 1);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    let answers = 0;
    const end = Date.now() + 2000;
    try {
      while (Date.now() < end) {
        const { title, markdown } = await about();
        const release = /About release (\d)/.exec(title)?.[1];
        assert.ok(release, title);
        assert.match(markdown, new RegExp(`Written for release ${release}\\.`), title);
        answers++;
      }
    } finally {
      swapping = false;
      await swapper;
    }
    assert.ok(answers > 10, `${answers} answers`);
  } finally {
    await server.close();
    await Deno.remove(parent, { recursive: true });
  }
});

/** Waits until `ok()` holds, looking every 50 ms for at most `seconds`; whether it came to hold. */
async function until(ok: () => boolean | Promise<boolean>, seconds = 15): Promise<boolean> {
  const end = Date.now() + seconds * 1000;
  while (!(await ok())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * The about page's title (from site.yaml) and text (pages/about.md) as the API
 * serves them, each naming its release; a request that hangs fails after 5 s.
 */
async function aboutOf(server: TestServer): Promise<{ title: string; text: string }> {
  const res = await fetch(`${server.url}/api/v1/page?path=/about/`, {
    signal: AbortSignal.timeout(5000),
  });
  const { title = "", markdown = "" } = await res.json();
  return {
    title: /About release (\d)/.exec(title)?.[1] ?? title,
    text: /Written for release (\d)/.exec(markdown)?.[1] ?? markdown,
  };
}

/** Runs `mkfifo path`. */
async function mkfifo(path: string) {
  const made = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.equal(made.code, 0, `mkfifo ${path}`);
}

Deno.test("a FIFO in the content folder is refused without opening it: later edits load, and a symlink swap afterwards answers at once", async () => {
  const { parent, dirs, swap } = await releases();
  const server = await startServer({ siteUrl: SITE, contentDir: join(parent, "current") });
  try {
    const profile = join(dirs[0], "profile.md");
    const text = await Deno.readTextFile(profile);
    await Deno.remove(profile);
    await mkfifo(profile);
    assert.ok(
      await until(() => /profile\.md": is not a regular file/.test(server.output())),
      `the FIFO is named and refused; the server said:\n${server.output()}`,
    );
    await Deno.remove(profile);
    await Deno.writeTextFile(profile, text);
    await Deno.writeTextFile(join(dirs[0], "pages", "about.md"), "Written for release 7.\n");
    assert.ok(
      await until(async () => (await aboutOf(server)).text === "7"),
      `an edit after the FIFO is loaded; the server said:\n${server.output()}`,
    );
    await swap(1);
    assert.ok(
      await until(async () => (await aboutOf(server)).title === "1"),
      `the swap is served; the server said:\n${server.output()}`,
    );
    const robots = await fetch(`${server.url}/robots.txt`, { signal: AbortSignal.timeout(5000) });
    assert.match(await robots.text(), /User-agent: \*/);
  } finally {
    await server.close();
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("editor leftovers (about.md~, #about.md#, .orig, .bak, .swp) are ignored: a cold start serves the site, and edits beside them load", async () => {
  const dir = await copyContent();
  for (const name of ["pages/about.md~", "pages/#about.md#", "pages/about.md.orig"]) {
    await Deno.writeTextFile(join(dir, name), "an editor's copy\n");
  }
  for (const name of ["projects/selo.md.bak", "projects/selo.md.swp", "profile.md~"]) {
    await Deno.writeTextFile(join(dir, name), "an editor's copy\n");
  }
  const server = await startServer({ siteUrl: SITE, contentDir: dir });
  try {
    const profile = await fetch(`${server.url}/api/v1/profile`);
    assert.equal(profile.status, 200, server.output());
    assert.equal((await profile.json()).name, site.profile.name);
    await Deno.writeTextFile(join(dir, "pages", "contact.md~"), "another copy\n");
    await Deno.writeTextFile(join(dir, "pages", "about.md"), "Written for release 3.\n");
    assert.ok(
      await until(async () => (await aboutOf(server)).text === "3"),
      `the edit beside a new leftover is loaded; the server said:\n${server.output()}`,
    );
    assert.doesNotMatch(server.output(), /about\.md~|contact\.md~|#about|\.orig|\.bak|\.swp/);
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a rename deploy (mv current current.old; mv spare current) during reloads never serves two releases in one answer, and the last one is served", async () => {
  const { parent, dirs } = await releases();
  await Deno.remove(join(parent, "current"));
  const [current, spare, old] = ["current", "spare", "old"].map((name) => join(parent, name));
  await Deno.rename(dirs[0], current);
  await Deno.rename(dirs[1], spare);
  const server = await startServer({ siteUrl: SITE, contentDir: current });
  try {
    assert.deepEqual(await aboutOf(server), { title: "0", text: "0" });
    let swapping = true;
    let swaps = 0;
    const swapper = (async () => {
      while (swapping) {
        await Deno.rename(current, old);
        await Deno.rename(spare, current);
        await Deno.rename(old, spare);
        swaps++;
        await new Promise((r) => setTimeout(r, 30));
      }
    })();
    const mixed: string[] = [];
    let answers = 0;
    try {
      const end = Date.now() + 4000;
      while (Date.now() < end) {
        const { title, text } = await aboutOf(server);
        if (title !== text) mixed.push(`title of release ${title}, text of release ${text}`);
        answers++;
      }
    } finally {
      swapping = false;
      await swapper;
    }
    assert.deepEqual(mixed, [], `${mixed.length} of ${answers} answers mixed two releases`);
    const last = /About release (\d)/.exec(await Deno.readTextFile(join(current, "site.yaml")))![1];
    assert.ok(
      await until(async () => (await aboutOf(server)).title === last),
      `release ${last}, in place after ${swaps} swaps, is served; the server said:\n${server.output()}`,
    );
    assert.deepEqual(await aboutOf(server), { title: last, text: last });
  } finally {
    await server.close();
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("a release copied file by file, 185 ms apart, into the folder just switched to is served whole: the old one until the copy ends, then the new one", async () => {
  const { parent, current, dirs } = await releases();
  const server = await startServer({ siteUrl: SITE, contentDir: current });
  try {
    // The deploy: a new folder made from the live release, `current` switched to it, and the new
    // release's files copied in one by one, pages/about.md (the text) first, site.yaml (the
    // title) last, as a copy tool may go.
    const target = join(parent, "r2");
    await cp(dirs[0], target, { recursive: true });
    await Deno.symlink(target, join(parent, "next"));
    await Deno.rename(join(parent, "next"), current);
    const files: string[] = [];
    const walk = async (folder: string) => {
      for await (const entry of Deno.readDir(join(dirs[1], folder))) {
        const name = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory) await walk(name);
        else files.push(name);
      }
    };
    await walk("");
    files.sort((a, b) =>
      Number(b === "pages/about.md") - Number(a === "pages/about.md") ||
      Number(a === "site.yaml") - Number(b === "site.yaml")
    );
    let copying = true;
    const copier = (async () => {
      for (const file of files) {
        await Deno.copyFile(join(dirs[1], file), join(target, file));
        await new Promise((r) => setTimeout(r, 185));
      }
      copying = false;
    })();
    const mixed: string[] = [];
    let answers = 0;
    while (copying) {
      const { title, text } = await aboutOf(server);
      if (title !== text) mixed.push(`title of release ${title}, text of release ${text}`);
      answers++;
      await new Promise((r) => setTimeout(r, 20));
    }
    await copier;
    assert.deepEqual(mixed, [], `${mixed.length} of ${answers} answers during the copy were mixed`);
    assert.ok(
      await until(async () => (await aboutOf(server)).title === "1"),
      `the copied release is served; the server said:\n${server.output()}`,
    );
    assert.deepEqual(await aboutOf(server), { title: "1", text: "1" });
  } finally {
    await server.close();
    await Deno.remove(parent, { recursive: true });
  }
});

/**
 * Runs the server as `deno task serve` does with `env` until it exits, or
 * kills it after 20 s; how it ended and what it wrote to standard error.
 */
async function startUp(env: Record<string, string>): Promise<{ code?: number; stderr: string }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: SERVE_ARGS,
    env: { HOST: "127.0.0.1", CONTENT_DIR: FIXTURE, NO_COLOR: "1", ...env },
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const timer = setTimeout(() => child.kill(), 20_000);
  const [status, stderr] = await Promise.all([child.status, new Response(child.stderr).text()]);
  clearTimeout(timer);
  return { code: status.signal ? undefined : status.code, stderr: stderr.trim() };
}

/** Asserts that a start-up ended by itself, non-zero, with one line matching `line`. */
function assertStopsWith(result: { code?: number; stderr: string }, line: RegExp) {
  assert.notEqual(result.code, undefined, `it exits by itself; it said:\n${result.stderr}`);
  assert.notEqual(result.code, 0);
  assert.equal(result.stderr.split("\n").length, 1, `one line:\n${result.stderr}`);
  assert.match(result.stderr, line);
}

Deno.test("a second server on a port in use stops at once, non-zero, with one line naming the port", async () => {
  const first = await startServer();
  // With the build's generation and without: how the content loaded is said on standard output.
  const generation = writeGeneration(FIXTURE, first.url.replace("127.0.0.1", "localhost"));
  try {
    const port = new URL(first.url).port;
    assertStopsWith(await startUp({ PORT: port }), new RegExp(`port ${port}.*in use`, "i"));
    await generation;
    assertStopsWith(await startUp({ PORT: port }), new RegExp(`port ${port}.*in use`, "i"));
    assert.equal((await fetch(`${first.url}/robots.txt`)).status, 200, "the first still serves");
  } finally {
    await Promise.all([first.close(), generation.then((file) => Deno.remove(file))]);
  }
});

Deno.test("a PORT that is not a port stops the server with one line naming PORT and the value", async () => {
  assertStopsWith(await startUp({ PORT: "abc" }), /^PORT must be .*"abc"/);
});

Deno.test("a CONTENT_DIR that cannot be read (a file, not a folder) stops the server with one line naming it", async () => {
  const file = await Deno.makeTempFile();
  try {
    assertStopsWith(
      await startUp({ PORT: "0", CONTENT_DIR: file }),
      new RegExp(`^CONTENT_DIR "${file}" .*not a folder`),
    );
  } finally {
    await Deno.remove(file);
  }
});
