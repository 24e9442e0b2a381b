import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import {
  icons,
  INSTRUCTIONS,
  PROTOCOL_VERSIONS,
  serverDescription,
  SHORT_DESCRIPTION,
} from "./identity.ts";

const config = readConfig(new Map([["SITE_URL", "https://www.site.test"]]));

Deno.test("the server is named after the site's host in reverse-DNS form", () => {
  const { serverInfo, capabilities, instructions } = serverDescription(config);
  assert.equal(serverInfo.name, "test.site.www/mcp");
  assert.equal(serverInfo.title, "www.site.test: profile and portfolio");
  assert.equal(serverInfo.websiteUrl, "https://www.site.test/");
  assert.equal(serverInfo.description, SHORT_DESCRIPTION);
  assert.deepEqual(serverInfo.icons, icons(config));
  assert.deepEqual(Object.keys(capabilities), ["tools", "resources", "prompts", "completions"]);
  assert.equal(instructions, INSTRUCTIONS);
});

Deno.test("the mark is the site's favicon; the description fits the server card", () => {
  assert.deepEqual(icons(config), [
    { src: "https://www.site.test/favicon.svg", mimeType: "image/svg+xml", sizes: ["any"] },
  ]);
  assert.ok(SHORT_DESCRIPTION.length <= 100, `${SHORT_DESCRIPTION.length} characters`);
});

Deno.test("the revisions are served newest first, and the instructions forbid prices and sending", () => {
  assert.deepEqual(PROTOCOL_VERSIONS, ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"]);
  assert.match(INSTRUCTIONS, /never estimate or invent a price/);
  assert.match(INSTRUCTIONS, /Never send email or messages/);
});
