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
import { BUNDLE, cli, flat, freePort, ROOT, spawnCli } from "./_helpers.mjs";

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
  const { code, stdout, stderr } = await spawnCli(["--version"]);
  assert.equal(stderr, "");
  assert.equal(code, 0);
  assert.match(stdout, /^site \d+\.\d+\.\d+\n$/);
});

test("a process of its own exits 0, 1 and 2 and prints exactly what a run in the test process does", async () => {
  // The other tests run the built file in their own process (`cli`); this is what makes that fair.
  const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
  for (
    const [args, env, code] of [
      [["--help"], {}, 0],
      [["projets"], {}, 2],
      [["profile"], { SITE_API_URL: dead }, 1],
      [["completion", "fish"], {}, 0],
    ]
  ) {
    const spawned = await spawnCli(args, env);
    const here = await cli(args, env);
    const where = `site ${args.join(" ")}`;
    assert.equal(spawned.code, code, `${where}: ${spawned.stderr}`);
    assert.deepEqual(
      { code: here.code, stdout: here.stdout, stderr: here.stderr },
      { code: spawned.code, stdout: spawned.stdout, stderr: spawned.stderr },
      where,
    );
  }
});

test("the built file names no site of its own: the served copy's first statement does", async () => {
  const source = await readFile(BUNDLE, "utf8");
  assert.ok(
    !source.includes("globalThis.siteCliIdentity ="),
    "only a copy a site serves sets the identity",
  );
  const { stdout } = await cli(["--help"]);
  assert.match(stdout, /^site \d+\.\d+\.\d+: /);
  assert.ok(
    flat(stdout).includes(
      "SITE_API_URL the API root when --base-url is not given; default http://localhost:8000/api/v1",
    ),
    stdout,
  );
  assert.match(
    stdout,
    /\nEXAMPLES\n {2}site projects\n {2}site project my-project\n {2}site page \/about\/\n/,
  );
});

test("package.json names the built file as the site command, for Node.js 20+, with no dependencies", async () => {
  const manifest = JSON.parse(
    await readFile(join(ROOT, "cli/package.json"), "utf8"),
  );
  assert.deepEqual(manifest.bin, { site: "dist/cli.mjs" });
  assert.deepEqual(manifest.files, ["dist/cli.mjs"]);
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
  assert.equal((await cli(["--version"])).stdout, `site ${manifest.version}\n`);
});

test("npm install -g of the cli folder puts a working site command on the PATH", async (t) => {
  const npm = spawnSync("npm", ["--version"], { encoding: "utf8" });
  if (npm.status !== 0) return t.skip("npm is not installed");
  const prefix = await mkdtemp(join(tmpdir(), "site-npm-"));
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
    const run = spawnSync(join(prefix, "bin", "site"), ["--version"], {
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^site \d+\.\d+\.\d+\n$/);
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
});
