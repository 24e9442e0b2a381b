// deno-lint-ignore-file no-explicit-any -- parsed JSON-RPC answers
import assert from "node:assert/strict";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { readConfig } from "../config.ts";
import { ContentStore } from "../content/store.ts";
import { buildSite } from "../site/web/site.ts";
import type { Revision } from "./revisions.ts";
import { createMcpServer } from "./server.ts";

const config = readConfig(
  new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", "tests/fixtures/full"]]),
);
const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });

type Answer = { result?: Record<string, any>; error?: { code: number; message: string } };

/** A 2025-era session with the server for `revision`, sending raw JSON-RPC requests. */
async function session(revision: Revision) {
  const [client, server] = InMemoryTransport.createLinkedPair();
  const answers = new Map<number, (answer: Answer) => void>();
  client.onmessage = (message) => {
    const { id } = message as { id?: number };
    if (id !== undefined) answers.get(id)?.(message as Answer);
  };
  await createMcpServer({ config, store }, revision).connect(server);
  await client.start();
  let next = 1;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Answer>((resolve) => {
      const id = next++;
      answers.set(id, resolve);
      client.send({ jsonrpc: "2.0", id, method, params });
    });
  const init = await call("initialize", {
    protocolVersion: revision,
    capabilities: {},
    clientInfo: { name: "server-test", version: "1" },
  });
  assert.equal(init.result?.protocolVersion, revision);
  await client.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  return { call, close: () => client.close() };
}

Deno.test("the server answers each revision in its own shapes", async () => {
  await store.start();
  try {
    const old = await session("2025-03-26");
    const tools = (await old.call("tools/list")).result!.tools;
    assert.equal(tools[0].name, "get_profile");
    assert.ok(tools.every((t: object) => !("title" in t) && !("outputSchema" in t)));
    const profile = (await old.call("tools/call", { name: "get_profile", arguments: {} })).result!;
    assert.equal("structuredContent" in profile, false);
    assert.deepEqual(profile.content.map((c: { type: string }) => c.type), ["text"]);
    const resources = (await old.call("resources/list")).result!.resources;
    assert.ok(resources.every((r: { uri: string }) => r.uri.startsWith("https://site.test/")));
    await old.close();
    // 2025-06-18, the first revision with `_meta`, is the first with the App's views.
    const first = await session("2025-06-18");
    const views = (await first.call("resources/list")).result!.resources;
    assert.ok(views.some((r: { uri: string }) => r.uri === "ui://site.test/project.html"));
    await first.close();

    const now = await session("2025-11-25");
    const named = (await now.call("tools/list")).result!.tools;
    assert.equal(named[0].title, "Get the developer's profile");
    const called = (await now.call("tools/call", { name: "get_profile", arguments: {} })).result!;
    assert.equal(called.structuredContent.name, "Marta Quintela");
    assert.deepEqual(called.content.map((c: { type: string }) => c.type), [
      "text",
      "resource_link",
    ]);
    const listed = (await now.call("resources/list")).result!.resources;
    assert.ok(listed.some((r: { uri: string }) => r.uri === "ui://site.test/project.html"));
    await now.close();
  } finally {
    store.close();
  }
});

Deno.test("a cursor, bad params or nothing to complete are invalid params (-32602)", async () => {
  await store.start();
  try {
    const { call, close } = await session("2025-06-18");
    const cursor = await call("prompts/list", { cursor: "2" });
    assert.equal(cursor.error?.code, -32602);
    assert.match(cursor.error!.message, /Invalid cursor "2": every list here is one page/);
    assert.equal((await call("resources/read", { uri: 5 })).error?.code, -32602);
    const ref = { type: "ref/prompt", name: "nope" };
    const nothing = await call("completion/complete", { ref, argument: { name: "x", value: "" } });
    assert.equal(nothing.error?.code, -32602);
    const free = { type: "ref/prompt", name: "evaluate_fit" }; // a prompt: nothing to complete
    const prompt = await call("completion/complete", {
      ref: free,
      argument: { name: "x", value: "" },
    });
    assert.deepEqual(prompt.result?.completion.values, []);
    const paths = await call("completion/complete", {
      ref: { type: "ref/resource", uri: "https://site.test{+path}" },
      argument: { name: "path", value: "/wo" },
    });
    assert.deepEqual(paths.result?.completion, {
      values: ["/work/", "/work/escala/", "/work/morada/", "/work/vitae-mcp/", "/work/selo/"],
      total: 5,
      hasMore: false,
    });
    await close();
  } finally {
    store.close();
  }
});

Deno.test("unloaded content is an internal error whose message says when to retry", async () => {
  const empty = new ContentStore(
    readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", "tests/nowhere"]])),
    { build: buildSite, watch: false, log: () => {} },
  );
  await empty.start().catch(() => {});
  try {
    const [client, server] = InMemoryTransport.createLinkedPair();
    await createMcpServer({ config, store: empty }, "2025-06-18").connect(server);
    const answer = new Promise<Answer>((resolve) => client.onmessage = (m) => resolve(m as Answer));
    await client.start();
    await client.send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "t", version: "1" },
      },
    });
    await answer;
    const read = new Promise<Answer>((resolve) => client.onmessage = (m) => resolve(m as Answer));
    await client.send({ jsonrpc: "2.0", id: 2, method: "resources/list", params: {} });
    const { error } = await read;
    assert.equal(error?.code, -32603);
    assert.match(error!.message, /Retry in \d+ seconds\./);
    await client.close();
  } finally {
    empty.close();
  }
});
