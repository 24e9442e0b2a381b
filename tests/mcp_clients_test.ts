// deno-lint-ignore-file no-explicit-any -- the tests walk parsed JSON-RPC messages
/**
 * Every tool, resource and prompt at every revision served, through three
 * TypeScript clients from npm (TypeScript SDK 1.11, which speaks 2025-03-26;
 * the newest 1.x; SDK v2), with every answer on the wire checked against the
 * published JSON schema of the revision its request spoke, closed to fields
 * that revision does not define (tests/_mcp_schemas.ts).
 *
 * No client in another language: Python's `mcp` and FastMCP are on PyPI,
 * which these machines cannot reach, and none is packaged in Debian.
 */
import assert from "node:assert/strict";
import {
  Client as ClientV2,
  StreamableHTTPClientTransport as HttpV2,
} from "@modelcontextprotocol/client";
import { Client as Client111 } from "mcp-sdk-1-11/client/index.js";
import { StreamableHTTPClientTransport as Http111 } from "mcp-sdk-1-11/client/streamableHttp.js";
import { Client as Client1 } from "mcp-sdk-1/client/index.js";
import { StreamableHTTPClientTransport as Http1 } from "mcp-sdk-1/client/streamableHttp.js";
import { endpointExample, exampleArgs } from "../lib/api/operation.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { answerErrors } from "./_mcp_schemas.ts";
import { FIXTURE, sharedServer, type TestServer } from "./_server.ts";

const SITE = "https://martaquintela.example";
const site = buildSite(await loadContent(FIXTURE), readConfig(new Map([["SITE_URL", SITE]])));
const TOOL_OPS = OPERATIONS.filter((op) => op.tool);

/** One POST to /mcp as the client sent it and the server answered it. */
interface Exchange {
  header: string | null;
  request: any;
  status: number;
  answer: any;
}

/** The JSON-RPC message of an answer, sent as JSON or as SSE events. */
function messageOf(res: Response, text: string): any {
  if (!text) return undefined;
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    const data = text.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6));
    return JSON.parse(data.at(-1)!);
  }
  return JSON.parse(text);
}

/**
 * Records every POST to `server`'s /mcp made through the global `fetch`
 * (TypeScript SDK 1.11's transport takes no fetch of its own). `initialize`
 * can be made to ask for `ask` instead: the newest 1.x always asks for its
 * newest revision, and a client of an older one asks for that.
 */
function record(server: TestServer, ask?: string) {
  const exchanges: Exchange[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== `${server.url}/mcp` || init?.method !== "POST") return original(input, init);
    const request = JSON.parse(String(init.body));
    if (ask && request.method === "initialize") {
      request.params.protocolVersion = ask;
      init = { ...init, body: JSON.stringify(request) };
    }
    const res = await original(input, init);
    const text = await res.clone().text();
    exchanges.push({
      header: new Headers(init.headers).get("mcp-protocol-version"),
      request,
      status: res.status,
      answer: messageOf(res, text),
    });
    return res;
  };
  return { exchanges, restore: () => void (globalThis.fetch = original) };
}

/** The client kinds, each with the revisions it is tested at. */
const CLIENTS = [
  { name: "TypeScript SDK 1.11.5", revisions: ["2025-03-26"] },
  { name: "TypeScript SDK 1.32.2", revisions: ["2025-06-18", "2025-11-25"] },
  {
    name: "TypeScript SDK 2 (@modelcontextprotocol/client)",
    revisions: ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"],
  },
] as const;

/** A connected client of kind `name` speaking `revision`. */
async function connect(name: string, revision: string, url: URL): Promise<any> {
  const info = { name: "mcp-clients-test", version: "1.0.0" };
  if (name.includes("1.11")) {
    const client = new Client111(info);
    await client.connect(new Http111(url));
    return client;
  }
  if (name.includes("1.32")) {
    const client = new Client1(info);
    await client.connect(new Http1(url));
    return client;
  }
  const client = new ClientV2(
    info,
    revision === "2026-07-28"
      ? { versionNegotiation: { mode: { pin: revision } } }
      : { supportedProtocolVersions: [revision] },
  );
  await client.connect(new HttpV2(url));
  return client;
}

/** The revision each exchange spoke: its header, else the one `initialize` agreed on, else 2025-03-26. */
function spoken(exchange: Exchange): string {
  if (exchange.request.method === "initialize") return exchange.answer.result.protocolVersion;
  return exchange.header ?? "2025-03-26";
}

for (const { name, revisions } of CLIENTS) {
  for (const revision of revisions) {
    Deno.test(`${name} uses every tool, resource and prompt at ${revision}, and every answer matches that revision's schema`, async () => {
      const server = await sharedServer({ siteUrl: SITE });
      const { exchanges, restore } = record(server, name.includes("1.32") ? revision : undefined);
      let client: any;
      try {
        client = await connect(name, revision, new URL(`${server.url}/mcp`));
        const later = revision >= "2025-06-18";

        const { tools } = await client.listTools();
        assert.equal(tools.length, TOOL_OPS.length + 2);
        for (const tool of tools) {
          assert.equal("outputSchema" in tool, later, `${tool.name}: outputSchema`);
          assert.equal("title" in tool, later, `${tool.name}: title`);
        }
        for (const op of TOOL_OPS) {
          const result = await client.callTool({
            name: op.tool!.name,
            arguments: exampleArgs(op, site),
          });
          const api = await (await fetch(`${server.url}/api/v1${endpointExample(op, site)}`))
            .json();
          assert.deepEqual(JSON.parse(result.content[0].text), api, op.tool!.name);
          assert.equal("structuredContent" in result, later, op.tool!.name);
          if (later) assert.deepEqual(result.structuredContent, api, op.tool!.name);
          const links = result.content.filter((c: any) => c.type === "resource_link");
          assert.equal(links.length, later && op.operationId !== "listPages" ? 1 : 0);
        }
        const { results } = JSON.parse(
          (await client.callTool({ name: "search", arguments: { query: "Escala" } }))
            .content[0].text,
        );
        assert.ok(results.length > 0);
        const fetched = await client.callTool({ name: "fetch", arguments: { id: results[0].id } });
        assert.equal(JSON.parse(fetched.content[0].text).id, results[0].id);
        const missing = await client.callTool({ name: "get_project", arguments: { slug: "nope" } });
        assert.equal(missing.isError, true);
        assert.equal(JSON.parse(missing.content[0].text).code, "project_not_found");

        const { resources } = await client.listResources();
        // The MCP App's views (ui://) are listed from 2025-06-18 on, beside the pages.
        const views = resources.filter((r: any) => r.uri.startsWith("ui://"));
        assert.equal(views.length, later ? 3 : 0);
        assert.equal(resources.length - views.length, site.pages.length);
        for (const resource of resources) {
          const { contents } = await client.readResource({ uri: resource.uri });
          if (resource.uri.startsWith("ui://")) {
            assert.equal(contents[0].mimeType, "text/html;profile=mcp-app", resource.uri);
            continue;
          }
          const page = site.pages.find((p) => p.url === resource.uri)!;
          assert.equal(contents[0].text, page.markdown, resource.uri);
        }
        await assert.rejects(client.readResource({ uri: `${SITE}/no-such-page/` }));
        const { resourceTemplates } = await client.listResourceTemplates();
        assert.equal(resourceTemplates[0].uriTemplate, `${SITE}{+path}`);
        const { completion } = await client.complete({
          ref: { type: "ref/resource", uri: `${SITE}{+path}` },
          argument: { name: "path", value: "/work/" },
        });
        assert.ok(completion.values.includes("/work/"));

        const { prompts } = await client.listPrompts();
        assert.deepEqual(prompts.map((p: any) => p.name), ["prepare_inquiry", "evaluate_fit"]);
        for (const prompt of prompts) {
          const args = Object.fromEntries(
            prompt.arguments.map((a: any) => [a.name, "A booking app for a yoga studio"]),
          );
          const { messages } = await client.getPrompt({ name: prompt.name, arguments: args });
          assert.match(messages[0].content.text, /yoga studio/);
        }

        // Every answer on the wire, in the revision its request spoke.
        const answered = exchanges.filter((e) => e.answer !== undefined);
        assert.ok(answered.length > 20, `${answered.length} answers`);
        for (const exchange of answered) {
          const method = exchange.request.method;
          assert.equal(spoken(exchange), revision, `${method} spoke ${spoken(exchange)}`);
          const errors = await answerErrors(revision, method, exchange.answer);
          assert.equal(errors, undefined, `${method} at ${revision}: ${errors}`);
        }
      } finally {
        restore();
        await client?.close();
        await server.close();
      }
    });
  }
}

Deno.test("the closed schemas refuse a field or content block the revision does not define", async () => {
  const link = { type: "resource_link", uri: `${SITE}/`, name: "/" };
  const result = { content: [{ type: "text", text: "{}" }, link] };
  const tool = { name: "t", title: "T", inputSchema: { type: "object" } };
  const call = { jsonrpc: "2.0", id: 1, result };
  const list = { jsonrpc: "2.0", id: 1, result: { tools: [tool] } };
  assert.match((await answerErrors("2025-03-26", "tools/call", call))!, /content/);
  assert.match((await answerErrors("2025-03-26", "tools/list", list))!, /additional/);
  assert.equal(await answerErrors("2025-06-18", "tools/call", call), undefined);
  assert.equal(await answerErrors("2025-06-18", "tools/list", list), undefined);
});
