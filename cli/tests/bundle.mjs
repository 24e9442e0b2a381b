/**
 * The built file is what users download: one ES module for Node.js 20+ that
 * needs nothing but Node's built-in modules, installable through npm.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { BUNDLE, rao, ROOT } from "./_helpers.mjs";

/** Every module specifier the source imports, re-exports or requires. */
function importedModules(source) {
  const found = new Set();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*([^)]*?)\s*\)/g,
    /\brequire\s*\(\s*([^)]*?)\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      found.add(match[1].replace(/^["']|["']$/g, ""));
    }
  }
  return [...found];
}

test("the built file imports nothing but node: built-in modules", async () => {
  const source = await readFile(BUNDLE, "utf8");
  const modules = importedModules(source);
  assert.ok(modules.length > 0, "the scan finds the bundle's imports");
  assert.deepEqual(modules.filter((m) => !m.startsWith("node:")), []);
});

test("the built file starts with a node shebang and runs on this Node.js (20 or newer)", async () => {
  const source = await readFile(BUNDLE, "utf8");
  assert.ok(source.startsWith("#!/usr/bin/env node\n"));
  assert.ok(
    Number(process.versions.node.split(".")[0]) >= 20,
    "the tests run on Node.js 20+",
  );
  const { code, stdout, stderr } = await rao(["--version"]);
  assert.equal(stderr, "");
  assert.equal(code, 0);
  assert.match(stdout, /^rao \d+\.\d+\.\d+\n$/);
});

test("package.json names the built file as the rao command, for Node.js 20+, with no dependencies", async () => {
  const manifest = JSON.parse(
    await readFile(join(ROOT, "cli/package.json"), "utf8"),
  );
  assert.deepEqual(manifest.bin, { rao: "dist/rao.mjs" });
  assert.equal(manifest.type, "module");
  assert.equal(manifest.engines.node, ">=20");
  for (
    const key of [
      "dependencies",
      "devDependencies",
      "peerDependencies",
      "optionalDependencies",
    ]
  ) {
    assert.equal(manifest[key], undefined, `no ${key}`);
  }
  assert.equal((await rao(["--version"])).stdout, `rao ${manifest.version}\n`);
});

test("npm install -g of the cli folder puts a working rao on the PATH", async (t) => {
  const npm = spawnSync("npm", ["--version"], { encoding: "utf8" });
  if (npm.status !== 0) return t.skip("npm is not installed");
  const prefix = await mkdtemp(join(tmpdir(), "rao-npm-"));
  try {
    const install = spawnSync(
      "npm",
      [
        "install",
        "--global",
        "--offline",
        "--no-audit",
        "--no-fund",
        "--prefix",
        prefix,
        "./cli",
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    assert.equal(install.status, 0, install.stderr);
    const run = spawnSync(join(prefix, "bin", "rao"), ["--version"], {
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^rao \d/);
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
});
