/**
 * The runtime apart from the tooling. `deno.json` and `deno.lock` hold what
 * `main.ts` (and the build) reach, and nothing else, because Deno installs
 * every package its lockfile pins; `deno.tooling.json` and `deno.tooling.lock`
 * add the test, build and audit tools for the tasks that run them. A host's
 * install step (`deploy/install.sh`) fetches the runtime once, after which the
 * server starts and answers every kind of request with `--cached-only`.
 */
import assert from "node:assert/strict";
import { copyProject, startServer } from "./_server.ts";

const ROOT = new URL("..", import.meta.url).pathname;

/** A JSON file of the project, parsed. */
function readJson(file: string) {
  return JSON.parse(Deno.readTextFileSync(ROOT + file));
}

/** `npm:@scope/name@^1` or `npm:/name@1/` → the package's name. */
function packageName(specifier: string): string {
  return /^npm:\/?((?:@[^/@]+\/)?[^/@]+)/.exec(specifier)?.[1] ?? specifier;
}

/** Names of the npm packages a lockfile pins, with their versions: `name@version`. */
function pinned(lock: { npm?: Record<string, unknown> }): Set<string> {
  // Keys look like "ajv-formats@3.0.1_ajv@8.20.0": the part before "_" is the package.
  return new Set(Object.keys(lock.npm ?? {}).map((key) => key.split("_")[0]));
}

const runtime = readJson("deno.json");
const tooling = readJson("deno.tooling.json");
const toolsOnly = Object.keys(tooling.imports).filter((key) => !(key in runtime.imports));

Deno.test("deno.tooling.json repeats deno.json's imports and compiler options, adding only tools", () => {
  for (const [key, value] of Object.entries(runtime.imports)) {
    assert.equal(
      tooling.imports[key],
      value,
      `deno.tooling.json's import "${key}" must equal deno.json's ("${value}"): copy it there`,
    );
  }
  assert.deepEqual(tooling.compilerOptions, runtime.compilerOptions, "compilerOptions differ");
  assert.equal(tooling.lock, "deno.tooling.lock", "the tools are pinned apart from deno.lock");
  assert.ok(toolsOnly.includes("playwright-core") && toolsOnly.includes("lighthouse"));
});

Deno.test("deno.lock pins no tool, and the tooling lock pins the runtime at the same versions", () => {
  const lock = pinned(readJson("deno.lock"));
  const toolingLock = pinned(readJson("deno.tooling.lock"));
  const lockNames = new Set([...lock].map((p) => p.replace(/(.)@.*$/, "$1")));
  for (const key of toolsOnly) {
    const name = packageName(tooling.imports[key]);
    assert.ok(
      !lockNames.has(name),
      `deno.lock pins the tool "${name}", so every host would install it: run "deno install" ` +
        `(with deno.json, which does not name it) to drop it, and import it only from tests/, bench/ or build/ tools`,
    );
  }
  for (const entry of lock) {
    assert.ok(
      toolingLock.has(entry),
      `deno.tooling.lock does not pin ${entry} as deno.lock does: run "deno install --config deno.tooling.json"`,
    );
  }
});

Deno.test("deploy/install.sh fills the cache the systemd unit reads", () => {
  const unit = Deno.readTextFileSync(ROOT + "deploy/site.service");
  const dir = /^Environment=DENO_DIR=(\S+)$/m.exec(unit)?.[1];
  assert.ok(dir, "deploy/site.service sets DENO_DIR");
  assert.ok(
    Deno.readTextFileSync(ROOT + "deploy/install.sh").includes(`\${DENO_DIR:-${dir}}`),
    `deploy/install.sh's default DENO_DIR must be the unit's, ${dir}`,
  );
});

Deno.test({
  name:
    "after deploy/install.sh the server starts with --cached-only and answers every kind of request",
  sanitizeResources: false,
  async fn() {
    const denoDir = await Deno.makeTempDir({ prefix: "deno-dir-" });
    // In a clone's copy: the install step builds, which here would rewrite the `_fresh/` that the
    // other test files serve meanwhile.
    const root = await copyProject();
    try {
      const install = await new Deno.Command("sh", {
        args: [root + "/deploy/install.sh"],
        env: { DENO_DIR: denoDir, NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const log = new TextDecoder().decode(install.stdout) +
        new TextDecoder().decode(install.stderr);
      assert.ok(install.success, `deploy/install.sh failed:\n${log}`);
      assert.match(log, /the unit can start offline/);

      const installed = [...Deno.readDirSync(`${denoDir}/npm/registry.npmjs.org`)].flatMap((e) =>
        e.name.startsWith("@")
          ? [...Deno.readDirSync(`${denoDir}/npm/registry.npmjs.org/${e.name}`)].map((s) =>
            `${e.name}/${s.name}`
          )
          : [e.name]
      );
      for (const key of toolsOnly) {
        const name = packageName(tooling.imports[key]);
        assert.ok(!installed.includes(name), `the install step fetched the tool ${name}`);
      }

      const server = await startServer({
        root,
        denoFlags: ["--cached-only"],
        env: { DENO_DIR: denoDir },
      });
      try {
        const get = async (path: string, headers: Record<string, string> = {}) => {
          const res = await fetch(server.url + path, { headers });
          const body = new Uint8Array(await res.arrayBuffer());
          assert.equal(res.status, 200, `${path}: ${new TextDecoder().decode(body.slice(0, 300))}`);
          return { type: res.headers.get("content-type") ?? "", body };
        };
        assert.match((await get("/")).type, /text\/html/);
        assert.match((await get("/about/", { accept: "text/markdown" })).type, /text\/markdown/);
        assert.match((await get("/api/v1/openapi.json")).type, /json/);
        // resvg's WebAssembly and the font it draws text with.
        const card = await get("/og/card.png");
        assert.deepEqual([...card.body.slice(1, 4)], [0x50, 0x4e, 0x47], "the share card is a PNG");
        assert.match((await get("/favicon.ico")).type, /image\/(x-icon|vnd\.microsoft\.icon)/);
        // The WebP encoder, for a picture's smaller variant.
        assert.equal((await get("/images/selo-photo-480w.webp")).type, "image/webp");
        // The MCP SDK and the search index, both loaded on first use.
        const mcp = await fetch(server.url + "/mcp", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            // Without it the revision is 2025-03-26, which has no structuredContent.
            "mcp-protocol-version": "2025-06-18",
          },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "tools/call",
            params: { name: "search", arguments: { query: "Escala" } },
          }),
        });
        assert.equal(mcp.status, 200);
        const { result } = await mcp.json();
        assert.ok(result.structuredContent.results.length > 0, JSON.stringify(result));
      } finally {
        await server.close();
      }
      assert.doesNotMatch(server.output(), /not cached|--cached-only|Download/i, server.output());
    } finally {
      await Deno.remove(denoDir, { recursive: true });
      await Deno.remove(root, { recursive: true });
    }
  },
});
