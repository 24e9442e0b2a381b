import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { aiCatalog, apiCatalog, ardCatalog, ardPublisher, serverCard } from "./catalogs.ts";

const full = await fixtureSite("full");
const minimal = await fixtureSite("minimal");
const API = "https://site.test/api/v1";

Deno.test("the API catalog lists the API and the MCP server, each with its description and guide", () => {
  const { linkset } = apiCatalog(full, [`${API}/profile`]) as {
    linkset: Record<string, { href: string; type?: string }[] | string>[];
  };
  assert.equal(linkset[0].anchor, "https://site.test/.well-known/api-catalog");
  assert.deepEqual(linkset.map((set) => set.anchor), [
    "https://site.test/.well-known/api-catalog",
    API,
    "https://site.test/mcp",
  ]);
  assert.deepEqual(linkset[1]["service-desc"], [{
    href: `${API}/openapi.json`,
    type: "application/vnd.oai.openapi+json;version=3.1",
    title: "OpenAPI 3.1 document",
  }]);
  assert.deepEqual(linkset[1].item, [{ href: `${API}/profile`, type: "application/json" }]);
  assert.equal(
    (linkset[2]["service-doc"] as { href: string }[])[0].href,
    "https://site.test/developers/#mcp",
  );
});

Deno.test("the MCP server card gives the server's identity and its one Streamable HTTP remote", () => {
  const card = serverCard(full.config) as Record<string, unknown>;
  assert.equal(card.name, "test.site/mcp");
  assert.equal(card.websiteUrl, "https://site.test/");
  assert.deepEqual((card.remotes as { url: string }[]).map((r) => r.url), [
    "https://site.test/mcp",
  ]);
});

Deno.test("ard.json lists the API, MCP server, llms.txt, résumé, contact card and the feeds when there are articles, each with 2 to 5 queries from the content", () => {
  for (const site of [full, minimal]) {
    const { entries, host } = ardCatalog(site);
    assert.deepEqual(entries.map((e) => e.identifier), [
      "urn:air:site.test:api:v1",
      "urn:air:site.test:mcp:mcp",
      "urn:air:site.test:docs:llms-txt",
      "urn:air:site.test:resume:json-resume",
      "urn:air:site.test:contact:vcard",
      ...site === full ? ["urn:air:site.test:feed:atom", "urn:air:site.test:feed:json-feed"] : [],
    ]);
    assert.equal(host.documentationUrl, "https://site.test/developers/");
    for (const e of entries) {
      assert.ok(
        e.representativeQueries.length >= 2 && e.representativeQueries.length <= 5,
        e.identifier,
      );
    }
  }
  const [, mcp] = ardCatalog(full).entries;
  assert.ok(mcp.representativeQueries.includes("Show Escala's case study"));
  assert.ok(mcp.capabilities?.includes("get_profile"));
  const [atom, json] = ardCatalog(full).entries.slice(5);
  assert.deepEqual([atom.type, atom.url], ["application/atom+xml", "https://site.test/feed.xml"]);
  assert.deepEqual([json.type, json.url], ["application/feed+json", "https://site.test/feed.json"]);
  assert.equal(atom.updatedAt, "2026-10-02T00:00:00Z");
  assert.ok(
    atom.representativeQueries.includes(
      'Read "Why Escala books trial shifts instead of interviews"',
    ),
  );
});

Deno.test("ard.json's contact card entry is the vCard at /contact.vcf, its address from link()", async () => {
  const card = ardCatalog(full).entries[4];
  assert.equal(card.url, "https://site.test/contact.vcf");
  assert.equal(card.type, "text/vcard");
  assert.equal(card.updatedAt, `${full.updated}T00:00:00Z`);
  assert.deepEqual(card.representativeQueries, [
    "Marta Quintela's vCard",
    "Add Marta Quintela to my contacts",
  ]);
  // A language's card is under its prefix, as link() writes every address.
  const [english] = (await fixtureSite("german")).translations;
  assert.match(ardCatalog(english).entries[4].url, /^https:\/\/site\.test\/en\/contact\.vcf$/);
});

Deno.test("the résumé's entry carries the owner's credentials as attestations, and none without", () => {
  const trust = ardCatalog(full).entries[3].trustManifest;
  assert.equal(trust?.identity, "https://site.test/");
  assert.equal(trust?.attestations.length, full.raw.profile.credentials?.length);
  assert.equal(
    trust?.attestations[0].type,
    "certification: Certified Kubernetes Application Developer (The Linux Foundation, 2023-10)",
  );
  assert.equal(ardCatalog(minimal).entries[3].trustManifest, undefined);
});

Deno.test("ai-catalog.json holds ard.json's MCP entry word for word and ard.json as a nested catalog", () => {
  const { entries } = aiCatalog(full);
  assert.deepEqual(entries[0], ardCatalog(full).entries[1]);
  assert.equal(entries[1].url, "https://site.test/.well-known/ard.json");
  assert.equal(entries[1].type, "application/ai-catalog+json");
});

Deno.test("a local address publishes as agent.localhost, as the ARD naming guide reserves", async () => {
  const local = await fixtureSite("minimal", "http://127.0.0.1:8000");
  assert.equal(ardPublisher(local.config), "agent.localhost");
  assert.equal(ardCatalog(local).entries[0].identifier, "urn:air:agent.localhost:api:v1");
});
