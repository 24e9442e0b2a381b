import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import { robotsTxt } from "./robots.ts";

const robots = robotsTxt(readConfig(new Map([["SITE_URL", "https://site.test"]])));

Deno.test("robots.txt lets everything be crawled, with the content signals in the one group", () => {
  assert.match(
    robots,
    /^User-agent: \*\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: \/\n/m,
  );
  assert.match(robots, /^Sitemap: https:\/\/site\.test\/sitemap\.xml$/m);
});

Deno.test("robots.txt names llms.txt and the agent catalog only in comments, as Lighthouse knows no directive for them", () => {
  assert.match(robots, /^# For language models: https:\/\/site\.test\/llms\.txt$/m);
  assert.match(robots, /^# For AI agents, .*https:\/\/site\.test\/\.well-known\/ard\.json$/m);
  const directives = robots.split("\n").filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split(":")[0]);
  assert.deepEqual(directives, ["User-agent", "Content-Signal", "Allow", "Sitemap"]);
});
