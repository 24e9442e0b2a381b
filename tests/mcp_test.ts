// deno-lint-ignore-file no-explicit-any -- the tests walk parsed JSON whose shapes the SDK's client already checks
import assert from "node:assert/strict";
import { join } from "node:path";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { endpointExample, exampleArgs } from "../lib/api/operation.ts";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
/** The largest request body /mcp accepts: 64 KiB. */
const MAX_BODY = 64 * 1024;
import { PROTOCOL_VERSIONS } from "../lib/mcp/identity.ts";
import { ContractClient } from "./_contract.ts";
import { copyContent, FIXTURE, sharedServer, startServer, type TestServer } from "./_server.ts";

const SITE = "https://martaquintela.example";
/** The content the servers here serve, for example arguments. */
const site = buildSite(await loadContent(FIXTURE), readConfig(new Map([["SITE_URL", SITE]])));
const CONFORMANCE = "@modelcontextprotocol/conformance@0.2.0-alpha.12";
const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
const TOOL_OPS = OPERATIONS.filter((op) => op.tool);
const TOOL_NAMES = [...TOOL_OPS.map((op) => op.tool!.name), "search", "fetch"];

const contracts = new Map<string, Promise<ContractClient>>();

/** `fetch` through the contract checker of `server`, so every MCP and API response is checked. */
async function checkedFetch(server: TestServer, url: string, init?: RequestInit) {
  let contract = contracts.get(server.url);
  if (!contract) contracts.set(server.url, contract = ContractClient.create(server.url));
  return (await contract).fetcher(url, init);
}

/**
 * The SDK's own client connected to `server` at protocol revision `version`:
 * 2026-07-28 through `server/discover`, a 2025 revision through `initialize`.
 */
async function connect(server: TestServer, version = PROTOCOL_VERSIONS[1]): Promise<Client> {
  const client = new Client(
    { name: "mcp-test", version: "1.0.0" },
    version === "2026-07-28"
      ? { versionNegotiation: { mode: { pin: version } } }
      : { supportedProtocolVersions: [version] },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      fetch: (url, init) => checkedFetch(server, String(url), init),
    }),
  );
  return client;
}

/** A raw POST to /mcp. */
function post(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return checkedFetch(server, `${server.url}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const ping = { jsonrpc: "2.0", id: 1, method: "ping" };

/** The JSON a raw tool call's answer carries as text (as every revision has it). */
function textOf(answer: any): any {
  return JSON.parse(answer.result.content[0].text);
}

/** The problem body a tool error carries as text. */
function problemOf(result: any): any {
  assert.equal(result.isError, true, JSON.stringify(result));
  return JSON.parse(result.content[0].text);
}

/** Runs an npm command-line tool with Deno from an empty folder, so the project's lock is untouched. */
async function npmTool(pkg: string, args: string[]) {
  const cwd = await Deno.makeTempDir({ prefix: "mcp-tool-" });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", `npm:${pkg}`, ...args],
      cwd,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr), cwd };
  } catch (error) {
    await Deno.remove(cwd, { recursive: true });
    throw error;
  }
}

for (const version of PROTOCOL_VERSIONS) {
  Deno.test(`the MCP server gives the SDK's client the same facts as the API at ${version}`, async (t) => {
    const server = await sharedServer({ siteUrl: SITE });
    const client = await connect(server, version);
    try {
      const api = await ContractClient.create(server.url);

      await t.step(
        `the client and server agree on ${version}, and the server describes itself as its card does`,
        async () => {
          assert.equal(client.getNegotiatedProtocolVersion(), version);
          assert.equal(client.getProtocolEra(), version === "2026-07-28" ? "modern" : "legacy");
          const info = client.getServerVersion()!;
          assert.equal(info.name, "example.martaquintela/mcp");
          assert.equal(info.version, "1.0.0");
          // Each revision's Implementation has its own fields: title from 2025-06-18, the rest
          // from 2025-11-25.
          const fields = ["name", "version"];
          if (version >= "2025-06-18") fields.push("title");
          if (version >= "2025-11-25") fields.push("description", "websiteUrl", "icons");
          assert.deepEqual(Object.keys(info).sort(), fields.sort());
          // The server card says what server/discover (or initialize) says.
          const card = await (await fetch(`${server.url}/mcp/server-card`)).json();
          for (const field of fields as (keyof typeof info)[]) {
            assert.deepEqual(card[field], info[field], `the card's ${field}`);
          }
          assert.deepEqual(card.remotes[0].supportedProtocolVersions, PROTOCOL_VERSIONS);
          if (version >= "2025-11-25") {
            assert.equal(info.websiteUrl, `${SITE}/`);
            assert.ok(info.description!.length <= 100);
            assert.deepEqual(info.icons, [{
              src: `${SITE}/favicon.svg`,
              mimeType: "image/svg+xml",
              sizes: ["any"],
            }]);
          }
          const instructions = client.getInstructions()!;
          assert.match(instructions, /get_contact/);
          assert.match(instructions, /written quote/);
          assert.match(instructions, /[Nn]ever send email/);
          assert.deepEqual(Object.keys(client.getServerCapabilities()!).sort(), [
            "completions",
            "prompts",
            "resources",
            "tools",
          ]);
        },
      );

      if (version === "2026-07-28") {
        await t.step(
          "server/discover lists every revision served, so a 2025 client can fall back",
          async () => {
            const meta = {
              "io.modelcontextprotocol/protocolVersion": version,
              "io.modelcontextprotocol/clientCapabilities": {},
              "io.modelcontextprotocol/clientInfo": { name: "t", version: "1" },
            };
            const res = await post(
              server,
              { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta } },
              { "mcp-protocol-version": version, "mcp-method": "server/discover" },
            );
            assert.equal(res.status, 200);
            assert.deepEqual((await res.json()).result.supportedVersions, PROTOCOL_VERSIONS);
          },
        );
      }

      if (version !== "2026-07-28") {
        // 2026-07-28 has no ping: every request stands alone.
        await t.step("ping answers with an empty result", async () => {
          assert.deepEqual(await client.ping(), {});
        });
      }

      await t.step(
        "tools/list has a read-only tool per operation with a tool entry, then search and fetch",
        async () => {
          const { tools } = await client.listTools();
          assert.deepEqual(tools.map((t) => t.name), TOOL_NAMES);
          assert.deepEqual(
            tools.map((t) => t.name).sort(),
            [
              "fetch",
              "get_contact",
              "get_faq",
              "get_page",
              "get_profile",
              "get_project",
              "list_pages",
              "list_projects",
              "list_services",
              "search",
            ],
          );
          for (const tool of tools) {
            if (version >= "2025-11-25") {
              assert.equal(tool.icons?.[0].src, `${SITE}/favicon.svg`, tool.name);
            }
            if (version >= "2025-06-18") assert.ok(tool.title, tool.name);
            assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
            assert.equal(tool.annotations?.openWorldHint, false, tool.name);
          }
          for (const [i, tool] of tools.slice(0, TOOL_OPS.length).entries()) {
            const op = TOOL_OPS[i];
            if (version >= "2025-06-18") assert.equal(tool.title, op.tool!.title);
            assert.ok(tool.description!.length > 40, `${tool.name} says when to call it`);
            assert.doesNotMatch(
              tool.description!,
              /\b(listProjects|getPage|listPages)\b/,
              "operationIds become tool names",
            );
            assert.deepEqual(tool.annotations, {
              title: op.tool!.title,
              readOnlyHint: true,
              destructiveHint: false,
              idempotentHint: true,
              openWorldHint: false,
            });
            assert.equal(tool.inputSchema.type, "object");
            // outputSchema exists from 2025-06-18.
            assert.equal(tool.outputSchema?.type, version >= "2025-06-18" ? "object" : undefined);
            assert.deepEqual(
              Object.keys(tool.inputSchema.properties ?? {}),
              Object.keys(op.params),
            );
          }
          const bySlug = tools.find((t) => t.name === "get_project")!.inputSchema as any;
          assert.deepEqual(bySlug.required, ["slug"]);
          assert.equal(bySlug.properties.slug.pattern, "^[a-z0-9-]{1,40}$");
          assert.equal(bySlug.properties.slug.maxLength, 40);
          const byPath = tools.find((t) => t.name === "get_page")!.inputSchema as any;
          assert.deepEqual(byPath.required, ["path"]);
          const byPathPattern = new RegExp(byPath.properties.path.pattern);
          assert.equal(byPathPattern.test("/pricing/"), true);
          assert.equal(byPathPattern.test(`${SITE}/pricing/`), true, "the site's own URLs");
          assert.equal(byPathPattern.test("pricing"), false);
          assert.equal(byPathPattern.test("https://elsewhere.example/pricing/"), false);
        },
      );

      await t.step(
        "every tool returns its API operation's JSON as structuredContent and as text",
        async () => {
          for (const op of TOOL_OPS) {
            const args = Object.fromEntries(
              Object.entries(exampleArgs(op, site)),
            );
            const result = await client.callTool({ name: op.tool!.name, arguments: args }) as any;
            const { res, json } = await api.fetch(`/api/v1${endpointExample(op, site)}`);
            assert.equal(res.status, 200);
            assert.equal(result.isError, undefined, op.tool!.name);
            // structuredContent and resource_link exist from 2025-06-18.
            const later = version >= "2025-06-18";
            assert.deepEqual(result.structuredContent, later ? json : undefined, op.tool!.name);
            assert.equal(result.content[0].type, "text");
            assert.deepEqual(JSON.parse(result.content[0].text), json, op.tool!.name);
            assert.equal(
              result.content[0].text,
              await (await fetch(
                `${server.url}/api/v1${endpointExample(op, site)}`,
              )).text(),
              `${op.tool!.name}: byte-equal JSON`,
            );
            // Every tool here describes a page: it links to it.
            const links = result.content.slice(1);
            assert.equal(
              links.length,
              later && op.operationId !== "listPages" ? 1 : 0,
              op.tool!.name,
            );
            for (const link of links) {
              assert.equal(link.type, "resource_link");
              assert.ok(link.uri.startsWith(`${SITE}/`), link.uri);
              assert.equal(link.mimeType, "text/markdown");
              const page = await client.readResource({ uri: link.uri });
              assert.equal(page.contents[0].uri, link.uri, "the link is a readable resource");
            }
          }
        },
      );

      await t.step(
        "get_project and get_page return every project and page as the API does",
        async () => {
          const { json: projects } = await api.fetch("/api/v1/projects");
          for (const { slug } of projects.projects) {
            const result = await client.callTool({
              name: "get_project",
              arguments: { slug },
            }) as any;
            const { json } = await api.fetch(`/api/v1/projects/${slug}`);
            assert.deepEqual(JSON.parse((result.content as any)[0].text), json, slug);
          }
          const { json: pages } = await api.fetch("/api/v1/pages");
          for (const { path } of pages.pages) {
            for (const asked of [path, path.replace(/\/$/, "") || "/", `${path}index.md`]) {
              const result = await client.callTool({
                name: "get_page",
                arguments: { path: asked },
              });
              const { json } = await api.fetch(`/api/v1/page?path=${encodeURIComponent(path)}`);
              assert.deepEqual(JSON.parse((result.content as any)[0].text), json, asked);
            }
          }
        },
      );

      await t.step(
        "bad arguments and unknown slugs or paths give isError with the API's code and hint",
        async () => {
          const cases: [string, Record<string, unknown>, string, string][] = [
            ["get_project", { slug: "Not_A_Slug" }, "/projects/Not_A_Slug", "invalid_parameter"],
            [
              "get_project",
              { slug: "x".repeat(41) },
              `/projects/${"x".repeat(41)}`,
              "invalid_parameter",
            ],
            [
              "get_project",
              { slug: "no-such-project" },
              "/projects/no-such-project",
              "project_not_found",
            ],
            ["get_page", {}, "/page", "missing_parameter"],
            ["get_page", { path: "" }, "/page?path=", "missing_parameter"],
            ["get_page", { path: "pricing" }, "/page?path=pricing", "invalid_parameter"],
            ["get_page", { path: "/no-such-page/" }, "/page?path=/no-such-page/", "page_not_found"],
          ];
          for (const [name, args, apiPath, code] of cases) {
            const problem = problemOf(await client.callTool({ name, arguments: args }));
            const { json } = await api.fetch(`/api/v1${apiPath}`);
            const where = `${name} ${JSON.stringify(args)}`;
            assert.equal(problem.code, code, where);
            assert.equal(problem.code, json.code, where);
            // The hint names the tool to call, not the API's URL.
            assert.match(problem.hint, /list_projects|list_pages|inputSchema/, where);
            assert.doesNotMatch(problem.hint, /\/api\/v1/, where);
            assert.equal(problem.status, json.status, where);
            assert.equal(problem.type, json.type, where);
            assert.equal(problem.detail, json.detail, where);
          }
          const notFound = problemOf(
            await client.callTool({ name: "get_project", arguments: { slug: "nope" } }),
          );
          for (const { slug } of (await api.fetch("/api/v1/projects")).json.projects) {
            assert.ok(notFound.detail.includes(slug), "the detail lists the valid slugs");
          }
          const wrongType = problemOf(
            await client.callTool({ name: "get_project", arguments: { slug: 42 } }),
          );
          assert.equal(wrongType.code, "invalid_parameter");
        },
      );

      await t.step(
        "an unknown tool is a JSON-RPC invalid-params error naming the tools",
        async () => {
          await assert.rejects(
            client.callTool({ name: "send_email", arguments: {} }),
            (error: any) => error.code === -32602 && /get_contact/.test(error.message),
          );
        },
      );

      await t.step("every page is a text/markdown resource with the API's Markdown", async () => {
        // The MCP App's ui:// views are listed too (tests/mcp_app_test.ts).
        const resources = (await client.listResources()).resources
          .filter((r) => !r.uri.startsWith("ui://"));
        const { json: pages } = await api.fetch("/api/v1/pages");
        assert.deepEqual(
          resources.map((r) => r.uri),
          pages.pages.map((p: any) => `${SITE}${p.path}`),
        );
        for (const resource of resources) {
          assert.equal(resource.mimeType, "text/markdown");
          assert.ok(resource.description, resource.uri);
          assert.equal(!!resource.title, version >= "2025-06-18", resource.uri);
          const { contents } = await client.readResource({ uri: resource.uri });
          const path = resource.uri.slice(SITE.length);
          const { json } = await api.fetch(`/api/v1/page?path=${encodeURIComponent(path)}`);
          assert.deepEqual(contents, [{
            uri: resource.uri,
            mimeType: "text/markdown",
            text: json.markdown,
          }]);
          assert.equal(resource.size, new TextEncoder().encode(json.markdown).byteLength);
        }
      });

      await t.step(
        "the page template reads any page by path, and an unknown one is not found",
        async () => {
          const { resourceTemplates } = await client.listResourceTemplates();
          assert.equal(resourceTemplates.length, 1);
          const [template] = resourceTemplates;
          assert.equal(template.uriTemplate, `${SITE}{+path}`);
          assert.equal(template.mimeType, "text/markdown");
          const { json } = await api.fetch("/api/v1/page?path=/pricing/");
          for (const path of ["/pricing/", "/pricing", "/pricing/index.md"]) {
            const uri = template.uriTemplate.replace("{+path}", path);
            const { contents } = await client.readResource({ uri });
            assert.equal(contents[0].uri, `${SITE}/pricing/`);
            assert.equal((contents[0] as { text: string }).text, json.markdown);
          }
          for (
            const uri of [
              `${SITE}/no-such-page/`,
              "https://elsewhere.example/pricing/",
              "file:///etc/passwd",
            ]
          ) {
            await assert.rejects(
              client.readResource({ uri }),
              (error: any) => error.code === -32602,
            );
          }
        },
      );

      await t.step("completion offers page paths for the template's argument", async () => {
        const { completion } = await client.complete({
          ref: { type: "ref/resource", uri: `${SITE}{+path}` },
          argument: { name: "path", value: "/work/" },
        });
        assert.ok(completion.values.includes("/work/"));
        assert.ok(completion.values.every((v) => v.startsWith("/work/")));
        assert.ok(completion.values.length > 1, "the case studies are under /work/");
      });

      await t.step(
        "prompts prepare an inquiry and evaluate fit from the published facts",
        async () => {
          const { prompts } = await client.listPrompts();
          assert.deepEqual(prompts.map((p) => p.name), ["prepare_inquiry", "evaluate_fit"]);
          for (const prompt of prompts) {
            assert.ok(prompt.description, prompt.name);
            assert.equal(!!prompt.title, version >= "2025-06-18", prompt.name);
            assert.equal(prompt.arguments?.filter((a) => a.required).length, 1);
          }
          const { json: contact } = await api.fetch("/api/v1/contact");
          const inquiry = await client.getPrompt({
            name: "prepare_inquiry",
            arguments: { project: "A booking app for a yoga studio, live by March." },
          });
          const text = (inquiry.messages[0].content as any).text as string;
          assert.equal(inquiry.messages[0].role, "user");
          assert.match(text, /yoga studio/);
          assert.ok(text.includes(contact.hiring_and_freelance), "it gives the address");
          assert.match(text, /written quote/);
          assert.match(text, /[Dd]o not send/);
          const fit = await client.getPrompt({
            name: "evaluate_fit",
            arguments: { role: "Senior TypeScript engineer, remote" },
          });
          const fitText = (fit.messages[0].content as any).text as string;
          assert.match(fitText, /Senior TypeScript engineer/);
          for (const { case_study } of (await api.fetch("/api/v1/projects")).json.projects) {
            assert.ok(fitText.includes(case_study), "it cites the case studies");
          }
          await assert.rejects(
            client.getPrompt({ name: "prepare_inquiry", arguments: {} }),
            (error: any) => error.code === -32602,
          );
          await assert.rejects(
            client.getPrompt({ name: "no_such_prompt" }),
            (error: any) => error.code === -32602,
          );
        },
      );

      await t.step("GET and DELETE get 405 with Allow: POST", async () => {
        for (const method of ["GET", "DELETE", "PUT"]) {
          const res = await checkedFetch(server, `${server.url}/mcp`, {
            method,
            headers: { accept: "text/event-stream" },
          });
          assert.equal(res.status, 405, method);
          assert.equal(res.headers.get("allow"), "POST", method);
          assert.equal((await res.json()).code, "method_not_allowed");
        }
      });

      await t.step(
        "an Origin other than the site's gets 403; the site's own is served",
        async () => {
          for (const origin of ["https://evil.example", "http://localhost:3000", "null"]) {
            const res = await post(server, ping, { origin });
            assert.equal(res.status, 403, origin);
            assert.equal((await res.json()).code, "forbidden");
          }
          const res = await post(server, ping, { origin: SITE });
          assert.equal(res.status, 200);
          assert.deepEqual((await res.json()).result, {});
        },
      );

      await t.step(
        "an unsupported MCP-Protocol-Version gets 400 -32022 listing every revision; the supported ones are served",
        async () => {
          for (const version of ["2024-11-05", "1999-01-01", "2030-01-01", "latest"]) {
            const res = await post(server, ping, { "mcp-protocol-version": version });
            assert.equal(res.status, 400, version);
            const { id, error } = await res.json();
            assert.equal(id, 1);
            assert.equal(error.code, -32022, version);
            assert.deepEqual(error.data, { supported: PROTOCOL_VERSIONS, requested: version });
          }
          for (const version of PROTOCOL_VERSIONS.slice(1)) {
            const res = await post(server, ping, { "mcp-protocol-version": version });
            assert.equal(res.status, 200, version);
            await res.body?.cancel();
          }
          // 2026-07-28 requests carry their revision in _meta too; without it, -32602.
          const bare = await post(server, ping, { "mcp-protocol-version": "2026-07-28" });
          assert.equal(bare.status, 400);
          assert.equal((await bare.json()).error.code, -32602);
        },
      );

      await t.step(
        "initialize with an older or unknown revision is offered 2025-11-25",
        async () => {
          for (const asked of ["2024-11-05", "2030-01-01"]) {
            const res = await post(server, {
              jsonrpc: "2.0",
              id: 1,
              method: "initialize",
              params: {
                protocolVersion: asked,
                capabilities: {},
                clientInfo: { name: "t", version: "1" },
              },
            });
            assert.equal((await res.json()).result.protocolVersion, "2025-11-25", asked);
          }
          const res = await post(server, {
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: {
              protocolVersion: "2025-03-26",
              capabilities: {},
              clientInfo: { name: "t", version: "1" },
            },
          });
          assert.equal((await res.json()).result.protocolVersion, "2025-03-26");
          for (const params of [{}, { protocolVersion: 5, capabilities: {} }]) {
            const bad = await post(server, { jsonrpc: "2.0", id: 1, method: "initialize", params });
            const { error } = await bad.json();
            assert.equal(error.code, -32602, JSON.stringify(params));
            assert.match(error.message, /^Invalid params: initialize needs [^\n]*$/);
          }
        },
      );

      await t.step("a body over the limit gets 413", async () => {
        const big = JSON.stringify({ ...ping, params: { _meta: { pad: "x".repeat(MAX_BODY) } } });
        const res = await post(server, big);
        assert.equal(res.status, 413);
        assert.equal((await res.json()).code, "payload_too_large");
        const fits = await post(server, { ...ping, params: { _meta: { pad: "x".repeat(1000) } } });
        assert.equal(fits.status, 200);
        await fits.body?.cancel();
      });

      await t.step("a notification gets 202 with no body", async () => {
        const res = await post(server, { jsonrpc: "2.0", method: "notifications/initialized" });
        assert.equal(res.status, 202);
        assert.equal(await res.text(), "");
      });

      await t.step(
        "clients that accept only JSON, or send no Accept, are served JSON",
        async () => {
          for (const accept of ["application/json", "*/*", undefined]) {
            const headers: Record<string, string> = { "content-type": "application/json" };
            if (accept) headers.accept = accept;
            const res = await checkedFetch(server, `${server.url}/mcp`, {
              method: "POST",
              headers,
              body: JSON.stringify(ping),
            });
            assert.equal(res.status, 200, String(accept));
            assert.match(res.headers.get("content-type")!, /^application\/json/);
            assert.deepEqual((await res.json()).result, {});
          }
          const res = await post(server, ping, { accept: "text/html" });
          assert.equal(res.status, 406);
          await res.body?.cancel();
          const sse = await post(server, ping, { accept: "text/event-stream" });
          assert.equal(sse.status, 200);
          assert.equal(sse.headers.get("content-type"), "text/event-stream");
          assert.equal(
            await sse.text(),
            `event: message\ndata: {"result":{},"jsonrpc":"2.0","id":1}\n\n`,
          );
        },
      );

      await t.step("browsers get CORS: a preflight allowing POST and MCP's headers", async () => {
        const preflight = await checkedFetch(server, `${server.url}/mcp`, {
          method: "OPTIONS",
          headers: {
            origin: SITE,
            "access-control-request-method": "POST",
            "access-control-request-headers":
              "content-type, mcp-protocol-version, mcp-method, mcp-name",
          },
        });
        assert.equal(preflight.status, 204);
        assert.equal(preflight.headers.get("access-control-allow-origin"), "*");
        assert.match(preflight.headers.get("access-control-allow-methods")!, /\bPOST\b/);
        const allowed = preflight.headers.get("access-control-allow-headers")!;
        for (
          const header of [
            "content-type",
            "mcp-protocol-version",
            "mcp-method",
            "mcp-name",
            "mcp-session-id",
            "last-event-id",
            "authorization",
          ]
        ) {
          assert.ok(allowed.split(/,\s*/).includes(header), header);
        }
        const res = await post(server, ping, { origin: SITE });
        await res.body?.cancel();
        assert.equal(res.headers.get("access-control-allow-origin"), "*");
        assert.match(res.headers.get("access-control-expose-headers")!, /mcp-session-id/);
        assert.match(res.headers.get("access-control-expose-headers")!, /mcp-protocol-version/);
      });

      await t.step("the site's own CORS and method check are unchanged elsewhere", async () => {
        const res = await checkedFetch(server, `${server.url}/api/v1/profile`, { method: "POST" });
        assert.equal(res.status, 405);
        assert.equal(res.headers.get("allow"), "GET, HEAD");
        await res.body?.cancel();
        const preflight = await checkedFetch(server, `${server.url}/api/v1/profile`, {
          method: "OPTIONS",
          headers: { origin: SITE, "access-control-request-method": "GET" },
        });
        assert.equal(preflight.headers.get("access-control-allow-methods"), "GET, HEAD");
      });
    } finally {
      await client.close();
      await server.close();
    }
  });
}

Deno.test("a repeated read-only request gets the same answer under its own id, until the content changes", async (t) => {
  const dir = await copyContent();
  const server = await startServer({ siteUrl: SITE, contentDir: dir });
  const text = async (res: Response) => ({ status: res.status, body: await res.text() });
  // Content-Length follows the id's length; the bodies are compared whole.
  const headers = (res: Response) =>
    [...res.headers].filter(([name]) => name !== "date" && name !== "content-length");
  try {
    await t.step(
      "every read-only method: the repeat matches the first answer byte for byte",
      async () => {
        const requests: [string, unknown?][] = [
          ["tools/list"],
          ["tools/call", { name: "get_project", arguments: { slug: "escala" } }],
          ["tools/call", { name: "get_project", arguments: { slug: "nope" } }],
          ["tools/call", { name: "get_page", arguments: { path: "/about/" } }],
          ["tools/call", { name: "no_such_tool", arguments: {} }],
          ["resources/list"],
          ["resources/templates/list"],
          ["resources/read", { uri: `${SITE}/pricing/` }],
          ["prompts/list"],
          ["prompts/get", { name: "prepare_inquiry", arguments: { project: "A shop" } }],
        ];
        for (const [method, params] of requests) {
          const message = (id: unknown) => ({
            jsonrpc: "2.0",
            id,
            method,
            ...(params ? { params } : {}),
          });
          const first = await post(server, message(1));
          const firstHeaders = headers(first);
          const once = await text(first);
          for (const id of [2, "again"]) {
            const repeat = await post(server, message(id));
            assert.deepEqual(headers(repeat), firstHeaders, method);
            assert.deepEqual(await text(repeat), {
              status: once.status,
              body: once.body.replace(/"id":1(?=[,}])/, `"id":${JSON.stringify(id)}`),
            }, `${method} ${JSON.stringify(params)}`);
          }
        }
      },
    );

    const profile = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_profile", arguments: {} },
    };

    await t.step(
      "JSON that is not a request is -32600, JSON that does not parse -32700",
      async () => {
        const call = profile;
        assert.equal((await post(server, call)).status, 200);
        for (
          const [name, body, code] of [
            ["an extra member", { ...call, extra: 1 }, -32600],
            ["a fractional id", { ...call, id: 1.5 }, -32600],
            ["JSON-RPC 1.0", { ...call, jsonrpc: "1.0" }, -32600],
            ["an object as id", { ...call, id: { a: 1 } }, -32600],
            ["an empty batch", [], -32600],
            ["a truncated body", JSON.stringify(call).slice(0, -1), -32700],
          ] as const
        ) {
          const res = await post(server, body);
          assert.equal(res.status, 400, name);
          assert.equal((await res.json()).error.code, code, name);
        }
        const plain = await post(server, call, { "content-type": "text/plain" });
        assert.equal(plain.status, 415);
        await plain.body?.cancel();
      },
    );

    await t.step(
      "a repeat with other request headers is answered as those headers are",
      async () => {
        const call = profile;
        assert.equal((await post(server, call)).status, 200);
        const refused: [string, Record<string, string>, number, string | number][] = [
          ["Origin: null", { origin: "null" }, 403, "forbidden"],
          ["another origin", { origin: "https://elsewhere.example" }, 403, "forbidden"],
          [
            "an unknown revision",
            { "mcp-protocol-version": "1999-01-01" },
            400,
            -32022,
          ],
          ["no JSON accepted", { accept: "text/html" }, 406, -32000],
        ];
        for (const [name, headers, status, code] of refused) {
          const res = await post(server, call, headers);
          assert.equal(res.status, status, name);
          const body = await res.json();
          assert.equal(typeof code === "string" ? body.code : body.error.code, code, name);
        }
        const own = await post(server, call, { origin: SITE, "user-agent": "another client" });
        assert.equal(own.status, 200);
        assert.equal(textOf(await own.json()).name, "Marta Quintela");
      },
    );

    await t.step("after a content change the same call answers from the new content", async () => {
      const call = (id: number) => ({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "get_project", arguments: { slug: "escala" } },
      });
      assert.equal(
        textOf(await (await post(server, call(1))).json()).name,
        "Escala",
      );
      const file = join(dir, "projects", "escala.md");
      await Deno.writeTextFile(
        file,
        (await Deno.readTextFile(file)).replace(/^name: .*$/m, "name: Escala Cloud"),
      );
      let name = "";
      for (let i = 0; i < 200 && name !== "Escala Cloud"; i++) {
        await new Promise((r) => setTimeout(r, 25));
        name = textOf(await (await post(server, call(i + 2))).json()).name;
      }
      assert.equal(name, "Escala Cloud");
      const api = await (await checkedFetch(server, `${server.url}/api/v1/projects/escala`))
        .json();
      assert.equal(api.name, "Escala Cloud", "the API agrees");
    });
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("while content cannot be loaded, tools answer isError unavailable and the server still initializes", async () => {
  const server = await startServer({ siteUrl: SITE, contentDir: "/nonexistent/content" });
  const client = await connect(server);
  try {
    assert.equal((await client.listTools()).tools.length, TOOL_NAMES.length);
    assert.equal((await client.listPrompts()).prompts.length, 2);
    for (const op of TOOL_OPS) {
      const args = exampleArgs(op, site);
      const problem = problemOf(await client.callTool({ name: op.tool!.name, arguments: args }));
      assert.equal(problem.code, "unavailable", op.tool!.name);
      assert.equal(problem.status, 503);
      assert.equal(problem.type, `${SITE}/developers/#error-unavailable`);
      assert.match(problem.detail, /Retry in \d+ seconds/);
      assert.match(problem.hint, /call again in \d+ seconds/);
    }
    const malformed = problemOf(
      await client.callTool({ name: "get_project", arguments: { slug: "BAD" } }),
    );
    assert.equal(malformed.code, "invalid_parameter", "a malformed slug is still invalid");
    await assert.rejects(
      client.listResources(),
      (error: any) => error.code === -32603 && error.data?.code === "unavailable",
    );
  } finally {
    await client.close();
    await server.close();
  }
});

const CONFORMANCE_LIST = JSON.parse(
  await Deno.readTextFile(new URL("./mcp_conformance.json", import.meta.url)),
);

for (const revision of ["2025-11-25", "2026-07-28"]) {
  Deno.test(`the official MCP conformance suite passes every ${revision} requirement that applies`, async () => {
    assert.equal(CONFORMANCE_LIST.package, CONFORMANCE);
    const { scenarios, checks } = CONFORMANCE_LIST.revisions[revision];
    // DNS-rebinding protection is tested as it matters: on a server whose own address is local.
    const server = await sharedServer();
    let cwd = "";
    try {
      const run = await npmTool(CONFORMANCE, [
        "server",
        "--url",
        `${server.url}/mcp`,
        "--requirements",
        revision,
        "-o",
        "results",
      ]);
      cwd = run.cwd;
      const results = new Map<string, any[]>();
      for await (const entry of Deno.readDir(`${cwd}/results`)) {
        const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT/.exec(entry.name)?.[1];
        assert.ok(scenario, entry.name);
        results.set(
          scenario,
          JSON.parse(await Deno.readTextFile(`${cwd}/results/${entry.name}/checks.json`)),
        );
      }
      assert.ok(results.size > 20, `the suite ran:\n${run.stdout}\n${run.stderr}`);
      const passing = (checks: any[]) =>
        checks.every((c) => ["SUCCESS", "SKIPPED", "INFO"].includes(c.status));
      for (const scenario of Object.keys(scenarios)) {
        assert.ok(results.has(scenario), `"${scenario}" is no longer in the suite: drop it`);
      }
      assert.deepEqual(
        Object.keys(scenarios).filter((s) => passing(results.get(s)!)),
        [],
        "listed scenarios that now pass: drop them from mcp_conformance.json",
      );
      const excused = new Set(Object.keys(checks));
      const applied = [...results.keys()].filter((s) => !(s in scenarios)).sort();
      for (const scenario of applied) {
        const all = results.get(scenario)!;
        const failed = all.filter((c) =>
          !["SUCCESS", "SKIPPED", "INFO"].includes(c.status) &&
          !excused.delete(`${scenario}/${c.id}`)
        );
        assert.deepEqual(failed, [], `${scenario} failed`);
      }
      assert.deepEqual([...excused], [], "excused checks that no longer fail: drop them");
      const required = revision === "2026-07-28"
        ? ["server-stateless", "tools-list", "resources-list", "prompts-list", "caching"]
        : ["server-initialize", "ping", "tools-list", "resources-list", "prompts-list"];
      for (const name of [...required, "dns-rebinding-protection"]) {
        assert.ok(applied.includes(name), `${name} applies and passed`);
      }
    } finally {
      await server.close();
      if (cwd) await Deno.remove(cwd, { recursive: true });
    }
  });
}

Deno.test("the MCP Inspector's command line lists and calls the tools", async () => {
  const server = await sharedServer();
  const url = `${server.url}/mcp`;
  try {
    const inspect = async (...args: string[]) => {
      const run = await npmTool(INSPECTOR, ["--cli", url, "--transport", "http", ...args]);
      await Deno.remove(run.cwd, { recursive: true });
      assert.equal(run.code, 0, run.stderr);
      return JSON.parse(run.stdout);
    };
    const { tools } = await inspect("--method", "tools/list", "--strict");
    assert.deepEqual(tools.map((t: any) => t.name), TOOL_NAMES);
    const project = await inspect(
      "--method",
      "tools/call",
      "--tool-name",
      "get_project",
      "--tool-arg",
      "slug=escala",
    );
    assert.equal(project.structuredContent.slug, "escala");
    const { resources } = await inspect("--method", "resources/list");
    assert.ok(resources.length > 0);
  } finally {
    await server.close();
  }
});

for (const version of ["2025-11-25", "2026-07-28"]) {
  Deno.test(`search and fetch answer in the connector shape, over every published item, at ${version}`, async () => {
    const server = await sharedServer({ siteUrl: SITE });
    const client = await connect(server, version);
    try {
      const api = await ContractClient.create(server.url);
      const { json: projects } = await api.fetch("/api/v1/projects");
      const { json: faq } = await api.fetch("/api/v1/faq");
      const search = async (query: string) => {
        const result = await client.callTool({ name: "search", arguments: { query } }) as any;
        assert.equal(result.isError, undefined, query);
        assert.deepEqual(JSON.parse(result.content[0].text), result.structuredContent);
        const { results } = result.structuredContent;
        for (const hit of results) {
          assert.deepEqual(Object.keys(hit).sort(), ["id", "title", "url"]);
        }
        return results as { id: string; title: string; url: string }[];
      };
      // Every project is found by its own name, and a fetch gives its case study in full.
      for (const project of projects.projects) {
        const hits = await search(project.name);
        const hit = hits.find((h) => h.id === `project:${project.slug}`);
        assert.ok(hit, `${project.name}: ${JSON.stringify(hits)}`);
        assert.equal(hit.url, project.case_study);
        const fetched = await client.callTool({ name: "fetch", arguments: { id: hit.id } }) as any;
        const item = fetched.structuredContent;
        assert.deepEqual(Object.keys(item).sort(), ["id", "metadata", "text", "title", "url"]);
        const { json: page } = await api.fetch(
          `/api/v1/page?path=${encodeURIComponent(new URL(project.case_study).pathname)}`,
        );
        assert.equal(item.text, page.markdown, "the full Markdown of the case study");
        assert.equal(item.metadata.kind, "project");
        assert.equal(fetched.content.at(-1).type, "resource_link");
      }
      // FAQ answers are items too; an answer's own words find it.
      const first = faq.questions[0];
      const faqHits = await search(first.question);
      assert.ok(faqHits.some((h) => h.id === "faq:1"), JSON.stringify(faqHits));
      const answer = await client.callTool({ name: "fetch", arguments: { id: "faq:1" } }) as any;
      assert.match(
        answer.structuredContent.text,
        new RegExp(first.answer.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      // Nothing matches: an empty list, not an error.
      assert.deepEqual(await search("zzqxjv"), []);
      // An unknown id says how to get valid ones.
      const unknown = problemOf(
        await client.callTool({ name: "fetch", arguments: { id: "nope" } }),
      );
      assert.equal(unknown.code, "not_found");
      assert.match(unknown.hint, /search/);
      const missing = problemOf(await client.callTool({ name: "search", arguments: {} }));
      assert.equal(missing.code, "missing_parameter");
      // get_page takes the site's absolute URLs, such as a project's case_study.
      const byUrl = await client.callTool({
        name: "get_page",
        arguments: { path: projects.projects[0].case_study },
      }) as any;
      assert.equal(byUrl.isError, undefined);
      assert.equal(byUrl.structuredContent.url, projects.projects[0].case_study);
    } finally {
      await client.close();
      await server.close();
    }
  });
}

Deno.test("malformed params are -32602, never an internal error or a schema dump", async () => {
  const server = await sharedServer({ siteUrl: SITE });
  try {
    const legacy = { "mcp-protocol-version": "2025-11-25" };
    for (
      const [method, params] of [
        ["tools/call", {}],
        ["tools/call", { name: "get_project", arguments: "x" }],
        ["resources/read", {}],
        ["prompts/get", {}],
        ["tools/list", { cursor: "not-a-cursor" }],
        ["resources/list", { cursor: 5 }],
        ["prompts/list", { cursor: "x" }],
      ] as const
    ) {
      const res = await post(server, { jsonrpc: "2.0", id: 1, method, params }, legacy);
      const body = await res.json();
      const where = `${method} ${JSON.stringify(params)}`;
      assert.equal(body.error?.code, -32602, where);
      assert.doesNotMatch(body.error.message, /^MCP error -32602: MCP error/, where);
      // The SDK checks tools/call itself and lists the schema's issues; the rest say it in a line.
      if (method !== "tools/call") {
        assert.doesNotMatch(body.error.message, /"code": "invalid_type"/, `${where}: a line`);
      }
    }
  } finally {
    await server.close();
  }
});
