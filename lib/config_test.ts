import assert from "node:assert/strict";
import {
  API_PREFIX,
  CONTENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  readConfig,
  siteUrlProblem,
} from "./config.ts";

const env = (entries: Record<string, string>) => new Map(Object.entries(entries));

Deno.test("readConfig defaults to a local site on port 8000 reading ./content", () => {
  const config = readConfig(env({}));
  assert.equal(config.siteUrl, "http://localhost:8000");
  assert.equal(config.baseUrl, `http://localhost:8000${API_PREFIX}`);
  assert.deepEqual(
    [
      config.port,
      config.contentDir,
      config.local,
      config.devErrors,
      config.registryAuth,
      config.warmUp,
    ],
    [8000, "./content", true, false, undefined, true],
  );
  assert.deepEqual([config.contentMaxBytes, config.imageMaxBytes], [
    CONTENT_MAX_BYTES,
    IMAGE_MAX_BYTES,
  ]);
});

Deno.test("readConfig keeps SITE_URL's path without its final slashes, and reads the limits", () => {
  const config = readConfig(
    env({ SITE_URL: " https://you.example/site// ", PORT: "0", CONTENT_MAX_BYTES: "2048" }),
  );
  assert.equal(config.siteUrl, "https://you.example/site");
  assert.equal(config.baseUrl, "https://you.example/site/api/v1");
  assert.deepEqual([config.port, config.local, config.contentMaxBytes], [0, false, 2048]);
});

Deno.test("readConfig refuses a setting that cannot work, naming the variable and the value", () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: "80.5" }, /PORT must be a whole number from 0 to 65535, got "80\.5"/],
    [{ PORT: "70000" }, /PORT .*"70000"/],
    [{ SITE_URL: "ftp://you.example" }, /SITE_URL .*uses ftp, not http or https/],
    [{ SITE_URL: "https://you.example/?a=1" }, /SITE_URL .*a user, query or fragment/],
    [{ IMAGE_MAX_BYTES: "1000" }, /IMAGE_MAX_BYTES must be .* at least 1024, got "1000"/],
    [{ WARM_UP: "off" }, /WARM_UP must be 1 \(warm up: the default\) or 0 \(do not\), got "off"/],
    [
      { MCP_REGISTRY_AUTH: "v=MCPv1; k=rsa; p=x" },
      /MCP_REGISTRY_AUTH .*got "v=MCPv1; k=rsa; p=x"/,
    ],
  ];
  for (const [settings, message] of cases) {
    assert.throws(() => readConfig(env(settings)), message, JSON.stringify(settings));
  }
});

Deno.test("siteUrlProblem accepts an absolute http(s) address and says what is wrong with any other", () => {
  assert.equal(siteUrlProblem("https://you.example"), undefined);
  assert.equal(siteUrlProblem("you.example"), '"you.example" is not an absolute URL');
  assert.match(siteUrlProblem("https://me:pw@you.example")!, /a user, query or fragment/);
});

Deno.test("readConfig reads a well-formed MCP Registry proof, DEV_ERRORS and WARM_UP", () => {
  const auth = "v=MCPv1; k=ed25519; p=AAAA+/b=";
  const config = readConfig(env({ MCP_REGISTRY_AUTH: ` ${auth} `, DEV_ERRORS: "1", WARM_UP: "0" }));
  assert.deepEqual([config.registryAuth, config.devErrors, config.warmUp], [auth, true, false]);
});
