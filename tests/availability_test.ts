/**
 * Availability as data, over real HTTP on two fixture owners: Marta Quintela
 * (tests/fixtures/full), booked until 2025-01-06, reads as available with no
 * edit; Jonas Brandt (tests/fixtures/german), booked until 2099-03-01, reads
 * as booked. Each surface is asserted by value: the API and its OpenAPI
 * document, MCP through the SDK's own client, the pages' HTML and Markdown in
 * the site's language, the services' JSON-LD offers, the CV, llms.txt and the
 * agent catalog. The day turning while the server runs is lib/handler_test.ts's.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { sharedServer, type TestServer } from "./_server.ts";

const OWNERS = [
  {
    dir: "tests/fixtures/full",
    data: { taking_work: "available", reply_within: "P2D" },
    words: "Available for new projects",
    reply: "Replies within 2 days",
    offer: { "@type": "Offer", availability: "https://schema.org/InStock" },
  },
  {
    dir: "tests/fixtures/german",
    data: { taking_work: "booked", taking_work_from: "2099-03-01", reply_within: "P2D" },
    words: "Ausgebucht; neue Projekte ab 1. März 2099",
    reply: "Antwortzeit: 2 Tage",
    offer: {
      "@type": "Offer",
      availability: "https://schema.org/BackOrder",
      availabilityStarts: "2099-03-01",
    },
  },
];

async function get(server: TestServer, path: string): Promise<string> {
  const res = await fetch(server.url + path);
  assert.equal(res.status, 200, path);
  return await res.text();
}

/** What an MCP host gets from get_profile, and the tool's output schema, through the SDK. */
async function mcpProfile(server: TestServer) {
  const client = new Client({ name: "availability-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  try {
    const { tools } = await client.listTools();
    const result = await client.callTool({ name: "get_profile", arguments: {} });
    return { tool: tools.find((t) => t.name === "get_profile")!, result };
  } finally {
    await client.close();
  }
}

for (const { dir, data, words, reply, offer } of OWNERS) {
  Deno.test(`${dir}: whether, from when and how fast the owner takes work, on every surface`, async (t) => {
    const server = await sharedServer({ contentDir: dir });
    const profile = JSON.parse(await get(server, "/api/v1/profile"));

    await t.step(
      "the API's profile, and the OpenAPI document describing the addition",
      async () => {
        const { taking_work, taking_work_from, reply_within } = profile;
        assert.deepEqual(
          JSON.parse(JSON.stringify({ taking_work, taking_work_from, reply_within })),
          data,
        );
        const doc = JSON.parse(await get(server, "/openapi.json"));
        const schema = doc.components.schemas.Profile;
        assert.deepEqual(schema.properties.taking_work.enum, [
          "available",
          "booked",
          "unavailable",
        ]);
        assert.equal(schema.properties.taking_work_from.format, "date");
        assert.equal(schema.properties.reply_within.format, "duration");
        for (const key of ["taking_work", "taking_work_from", "reply_within"]) {
          assert.ok(!schema.required.includes(key), `${key} is optional, beside the spec's fields`);
          assert.ok(schema.properties[key].description, `${key} is described`);
        }
      },
    );

    await t.step(
      "MCP: get_profile's output schema and result, through the SDK client",
      async () => {
        const { tool, result } = await mcpProfile(server);
        const properties = tool.outputSchema!.properties as Record<string, { enum?: string[] }>;
        assert.deepEqual(properties.taking_work.enum, ["available", "booked", "unavailable"]);
        assert.ok(properties.taking_work_from && properties.reply_within);
        assert.deepEqual(result.structuredContent, profile);
      },
    );

    await t.step(
      "home and contact say it in the site's language, the dot's class the state",
      async () => {
        const status = data.taking_work;
        for (const path of ["/", "/contact/"]) {
          assert.match(
            await get(server, path),
            new RegExp(
              `<p class="availability ${status}"><span class="dot" aria-hidden="true"></span>${words}\\. `,
            ),
            path,
          );
        }
        const contact = await get(server, "/contact/index.md");
        assert.ok(contact.includes(`\n${words}. `), contact);
        assert.ok(contact.includes(`\n${reply}\n`), contact);
      },
    );

    await t.step("the services' JSON-LD offers say when work can start", async () => {
      const html = await get(server, "/services/");
      const [, json] = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)!;
      const services = JSON.parse(json)["@graph"].filter((n: { "@type": string }) =>
        n["@type"] === "Service"
      );
      assert.ok(services.length > 0);
      for (const service of services) assert.deepEqual(service.offers, offer);
    });

    await t.step("the CV and llms.txt say it in one line", async () => {
      const line = `\n${words}. ${reply}.\n`;
      assert.ok((await get(server, "/cv/index.md")).includes(line));
      assert.ok((await get(server, "/llms.txt")).includes(line));
    });

    await t.step("the agent catalog's API and MCP entries carry it as metadata", async () => {
      const { entries } = JSON.parse(await get(server, "/.well-known/ard.json"));
      for (const entry of entries.slice(0, 2)) {
        const { taking_work, taking_work_from, reply_within } = entry.metadata;
        assert.deepEqual(
          JSON.parse(JSON.stringify({ taking_work, taking_work_from, reply_within })),
          data,
        );
      }
      assert.ok(entries[0].representativeQueries.some((q: string) => q.includes("from when")));
    });
  });
}
