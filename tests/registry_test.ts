/**
 * The official MCP Registry: `deno task registry` writes a `server.json` the
 * Registry's published schema accepts, and the site serves the owner's proof
 * of the domain at `/.well-known/mcp-registry-auth` only when configured.
 */
import assert from "node:assert/strict";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { SERVER_SCHEMA } from "../build/registry.ts";
import { readConfig } from "../lib/config.ts";
import { serverCard } from "../lib/site/agents/catalogs.ts";
import { serverDescription } from "../lib/mcp/identity.ts";
import { FIXTURE, sharedServer, startServer } from "./_server.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const schema = JSON.parse(
  await Deno.readTextFile(new URL("fixtures/registry/server.schema.json", import.meta.url)),
);
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

/** The caller's PATH, HOME and DENO_DIR, where set. */
function passThrough(): Record<string, string> {
  return Object.fromEntries(
    ["PATH", "HOME", "DENO_DIR"].flatMap((name) => {
      const value = Deno.env.get(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** `deno task registry` with `env`, writing to a temporary file; its exit code, output and JSON. */
async function registryTask(env: Record<string, string>) {
  const dir = await Deno.makeTempDir({ prefix: "registry-" });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["task", "registry", "--out", `${dir}/server.json`],
      cwd: ROOT,
      // Only what Deno itself needs, so no SITE_URL or MCP_REGISTRY_AUTH of the caller leaks in.
      env: { ...passThrough(), CONTENT_DIR: FIXTURE, NO_COLOR: "1", ...env },
      clearEnv: true,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const json = await Deno.readTextFile(`${dir}/server.json`).then(JSON.parse, () => undefined);
    const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
    return { code: out.code, text, json };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("deno task registry writes a server.json the Registry's published schema accepts", async () => {
  assert.equal(schema.$id, SERVER_SCHEMA, "the fixture is the schema server.json names");
  const { code, text, json } = await registryTask({
    SITE_URL: "https://www.martaquintela.example",
  });
  assert.equal(code, 0, text);
  assert.ok(validate(json), JSON.stringify(validate.errors, null, 2));
  assert.deepEqual(json, {
    $schema: SERVER_SCHEMA,
    name: "example.martaquintela.www/mcp",
    title: "Calçada Web",
    description:
      "Freelance product engineering from Lisbon: TypeScript, Go, SvelteKit and PostgreSQL",
    version: "1.0.0",
    websiteUrl: "https://www.martaquintela.example/",
    icons: [{
      src: "https://www.martaquintela.example/favicon.svg",
      mimeType: "image/svg+xml",
      sizes: ["any"],
    }],
    remotes: [{ type: "streamable-http", url: "https://www.martaquintela.example/mcp" }],
  });
  assert.match(text, /mcp-publisher login http --domain www\.martaquintela\.example/);
  // One name and version for the server wherever it is described.
  const config = readConfig(new Map([["SITE_URL", "https://www.martaquintela.example"]]));
  const { serverInfo } = serverDescription(config);
  const card = serverCard(config) as { name: string; version: string };
  assert.deepEqual([card.name, card.version], [json.name, json.version]);
  assert.deepEqual([serverInfo.name, serverInfo.version], [json.name, json.version]);
  // The validator is real: a name without its namespace is refused.
  assert.equal(validate({ ...json, name: "site" }), false);
});

Deno.test("deno task registry refuses a site address the Registry cannot list, naming SITE_URL", async () => {
  for (const site of ["", "http://www.martaquintela.example", "https://localhost:8443"]) {
    const { code, text, json } = await registryTask(site ? { SITE_URL: site } : {});
    assert.equal(code, 1, site);
    assert.match(text, /SITE_URL must be the site's public https address/, site);
    assert.equal(json, undefined, `${site}: nothing written`);
  }
});

Deno.test("MCP_REGISTRY_AUTH must be the Registry's proof record, else the server does not start", () => {
  for (const bad of ["v=MCPv1; k=rsa; p=AAAA", "AAAA", "v=MCPv1; k=ed25519; p=<key>"]) {
    assert.throws(
      () => readConfig(new Map([["MCP_REGISTRY_AUTH", bad]])),
      /MCP_REGISTRY_AUTH must be the MCP Registry's proof record/,
    );
  }
  assert.equal(readConfig(new Map()).registryAuth, undefined);
});

Deno.test("/.well-known/mcp-registry-auth serves the owner's key as the Registry fetches it, and is not found without one", async () => {
  const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ]) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const key = btoa(String.fromCharCode(...raw));
  const record = `v=MCPv1; k=ed25519; p=${key}`;
  const server = await startServer({ env: { MCP_REGISTRY_AUTH: record } });
  try {
    // As the Registry asks: Accept text/plain, its user agent, no redirect followed.
    const res = await fetch(`${server.url}/.well-known/mcp-registry-auth`, {
      headers: { accept: "text/plain", "user-agent": "mcp-registry/1.0" },
      redirect: "manual",
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
    assert.equal(
      res.headers.get("cache-control"),
      "no-cache",
      "a rotated key is never served stale",
    );
    assert.equal((await res.text()).trim(), record);
  } finally {
    await server.close();
  }
  const bare = await sharedServer();
  try {
    const res = await fetch(`${bare.url}/.well-known/mcp-registry-auth`, {
      headers: { accept: "text/plain" },
      redirect: "manual",
    });
    assert.equal(res.status, 404);
    assert.doesNotMatch(await res.text(), /v=MCPv1/);
  } finally {
    await bare.close();
  }
});
