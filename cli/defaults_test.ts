import assert from "node:assert/strict";
import { COMMAND, envName, IDENTITY, IDENTITY_GLOBAL } from "./defaults.ts";

type IdentityModule = typeof import("./defaults.ts");

/**
 * A fresh instance of defaults.ts, evaluated after `value` was set as the
 * served copy's first statement sets it (the query makes it a new module).
 */
async function identityGiven(value: unknown, tag: string): Promise<IdentityModule> {
  const global = globalThis as Record<string, unknown>;
  global[IDENTITY_GLOBAL] = value;
  try {
    return await import(`./defaults.ts?${tag}`);
  } finally {
    delete global[IDENTITY_GLOBAL];
  }
}

Deno.test("the client's own identity is neutral: site, a local server, my-project and /about/", () => {
  assert.deepEqual(IDENTITY, {
    command: "site",
    baseUrl: "http://localhost:8000/api/v1",
    project: "my-project",
    page: "/about/",
  });
  assert.equal(COMMAND, "site");
  assert.equal(IDENTITY_GLOBAL, "siteCliIdentity");
  assert.equal(envName("API_URL"), "SITE_API_URL");
  assert.equal(envName("PAGER"), "SITE_PAGER");
  assert.equal(envName("DEBUG"), "SITE_DEBUG");
});

Deno.test("a served copy takes what its site set first, keeping the defaults for what it left out", async () => {
  const served = await identityGiven({
    command: "nordlicht",
    baseUrl: "https://nordlicht.example/api/v1",
    project: "fleet-dashboard",
  }, "served");
  assert.deepEqual(served.IDENTITY, {
    command: "nordlicht",
    baseUrl: "https://nordlicht.example/api/v1",
    project: "fleet-dashboard",
    page: "/about/",
  });
  assert.equal(served.COMMAND, "nordlicht");
  assert.equal(served.envName("API_URL"), "NORDLICHT_API_URL");
  assert.equal(served.envName("PAGER"), "NORDLICHT_PAGER");
});

Deno.test("a command with hyphens names its variables with underscores", async () => {
  const served = await identityGiven({ command: "lena-vogt" }, "hyphen");
  assert.equal(served.COMMAND, "lena-vogt");
  assert.equal(served.envName("API_URL"), "LENA_VOGT_API_URL");
});

Deno.test("a global that is not an object leaves the neutral identity", async () => {
  for (
    const [value, tag] of [["nordlicht", "string"], [null, "null"]] as const
  ) {
    const served = await identityGiven(value, tag);
    assert.deepEqual(served.IDENTITY, IDENTITY, String(value));
  }
});
