// deno-lint-ignore-file no-explicit-any -- the tests walk parsed JSON whose shapes the SDK's client already checks
import assert from "node:assert/strict";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { endpointExample } from "../lib/api/operation.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { MAX_BODY } from "../lib/mcp/http.ts";
import { PROTOCOL_VERSIONS } from "../lib/mcp/identity.ts";
import { ContractClient } from "./_contract.ts";
import { copyContent, startServer, type TestServer } from "./_server.ts";

const SITE = "https://arjunrao.example";
const CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16";
const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
const TOOL_OPS = OPERATIONS.filter((op) => op.tool);

const contracts = new Map<string, Promise<ContractClient>>();

/** `fetch` through the contract checker of `server`, so every MCP and API response is checked. */
async function checkedFetch(server: TestServer, url: string, init?: RequestInit) {
  let contract = contracts.get(server.url);
  if (!contract) contracts.set(server.url, contract = ContractClient.create(server.url));
  return (await contract).fetcher(url, init);
}

async function connect(server: TestServer): Promise<Client> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
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

Deno.test("the MCP server gives the SDK's client the same facts as the API", async (t) => {
  const server = await startServer({ siteUrl: SITE });
  const client = await connect(server);
  try {
    const api = await ContractClient.create(server.url);

    await t.step("initialize negotiates 2025-11-25 and describes the server", () => {
      const info = client.getServerVersion()!;
      assert.equal(info.name, new URL(SITE).host.replace(/[^a-z0-9]+/gi, "-"));
      assert.equal(info.version, "1.0.0");
      assert.ok(info.title);
      assert.ok(info.description);
      assert.equal(info.websiteUrl, `${SITE}/`);
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
    });

    await t.step("ping answers with an empty result", async () => {
      assert.deepEqual(await client.ping(), {});
    });

    await t.step(
      "tools/list has one read-only tool per operation with a tool entry, described from the table",
      async () => {
        const { tools } = await client.listTools();
        assert.deepEqual(tools.map((t) => t.name), TOOL_OPS.map((op) => op.tool!.name));
        assert.deepEqual(
          tools.map((t) => t.name).sort(),
          [
            "get_contact",
            "get_faq",
            "get_page",
            "get_profile",
            "get_project",
            "list_pages",
            "list_projects",
            "list_services",
          ],
        );
        for (const [i, tool] of tools.entries()) {
          const op = TOOL_OPS[i];
          assert.equal(tool.title, op.tool!.title);
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
          assert.equal(tool.outputSchema?.type, "object");
          assert.deepEqual(Object.keys(tool.inputSchema.properties ?? {}), Object.keys(op.params));
        }
        const bySlug = tools.find((t) => t.name === "get_project")!.inputSchema as any;
        assert.deepEqual(bySlug.required, ["slug"]);
        assert.equal(bySlug.properties.slug.pattern, "^[a-z0-9-]{1,40}$");
        assert.equal(bySlug.properties.slug.maxLength, 40);
        const byPath = tools.find((t) => t.name === "get_page")!.inputSchema as any;
        assert.deepEqual(byPath.required, ["path"]);
        assert.equal(new RegExp(byPath.properties.path.pattern).test("/pricing/"), true);
        assert.equal(new RegExp(byPath.properties.path.pattern).test("pricing"), false);
      },
    );

    await t.step(
      "every tool returns its API operation's JSON as structuredContent and as text",
      async () => {
        for (const op of TOOL_OPS) {
          const args = Object.fromEntries(
            Object.entries(op.params).map(([name, p]) => [name, p.example]),
          );
          const result = await client.callTool({ name: op.tool!.name, arguments: args }) as any;
          const { res, json } = await api.fetch(`/api/v1${endpointExample(op)}`);
          assert.equal(res.status, 200);
          assert.equal(result.isError, undefined, op.tool!.name);
          assert.deepEqual(result.structuredContent, json, op.tool!.name);
          assert.equal(result.content.length, 1);
          assert.equal(result.content[0].type, "text");
          assert.deepEqual(JSON.parse(result.content[0].text), json, op.tool!.name);
        }
      },
    );

    await t.step(
      "get_project and get_page return every project and page as the API does",
      async () => {
        const { json: projects } = await api.fetch("/api/v1/projects");
        for (const { slug } of projects.projects) {
          const result = await client.callTool({ name: "get_project", arguments: { slug } }) as any;
          const { json } = await api.fetch(`/api/v1/projects/${slug}`);
          assert.deepEqual(result.structuredContent, json, slug);
        }
        const { json: pages } = await api.fetch("/api/v1/pages");
        for (const { path } of pages.pages) {
          for (const asked of [path, path.replace(/\/$/, "") || "/", `${path}index.md`]) {
            const result = await client.callTool({ name: "get_page", arguments: { path: asked } });
            const { json } = await api.fetch(`/api/v1/page?path=${encodeURIComponent(path)}`);
            assert.deepEqual(result.structuredContent, json, asked);
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
          assert.equal(problem.hint, json.hint, where);
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
      const { resources } = await client.listResources();
      const { json: pages } = await api.fetch("/api/v1/pages");
      assert.deepEqual(
        resources.map((r) => r.uri),
        pages.pages.map((p: any) => `${SITE}${p.path}`),
      );
      for (const resource of resources) {
        assert.equal(resource.mimeType, "text/markdown");
        assert.ok(resource.title && resource.description, resource.uri);
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
          await assert.rejects(client.readResource({ uri }), (error: any) => error.code === -32002);
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
          assert.ok(prompt.title && prompt.description, prompt.name);
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

    await t.step("an Origin other than the site's gets 403; the site's own is served", async () => {
      for (const origin of ["https://evil.example", "http://localhost:3000", "null"]) {
        const res = await post(server, ping, { origin });
        assert.equal(res.status, 403, origin);
        assert.equal((await res.json()).code, "forbidden");
      }
      const res = await post(server, ping, { origin: SITE });
      assert.equal(res.status, 200);
      assert.deepEqual((await res.json()).result, {});
    });

    await t.step(
      "an unsupported MCP-Protocol-Version gets 400; the supported ones are served",
      async () => {
        for (const version of ["2024-11-05", "1999-01-01", "latest"]) {
          const res = await post(server, ping, { "mcp-protocol-version": version });
          assert.equal(res.status, 400, version);
          assert.match((await res.json()).hint, /2025-11-25/);
        }
        for (const version of PROTOCOL_VERSIONS) {
          const res = await post(server, ping, { "mcp-protocol-version": version });
          assert.equal(res.status, 200, version);
          await res.body?.cancel();
        }
      },
    );

    await t.step("initialize with an older or unknown revision is offered 2025-11-25", async () => {
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
    });

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

    await t.step("clients that accept only JSON, or send no Accept, are served JSON", async () => {
      for (const accept of ["application/json", "*/*", undefined]) {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (accept) headers.accept = accept;
        const res = await checkedFetch(server, `${server.url}/mcp`, {
          method: "POST",
          headers,
          body: JSON.stringify(ping),
        });
        assert.equal(res.status, 200, accept);
        assert.match(res.headers.get("content-type")!, /^application\/json/);
        assert.deepEqual((await res.json()).result, {});
      }
      const res = await post(server, ping, { accept: "text/html" });
      assert.equal(res.status, 406);
      await res.body?.cancel();
    });

    await t.step("browsers get CORS: a preflight allowing POST and MCP's headers", async () => {
      const preflight = await checkedFetch(server, `${server.url}/mcp`, {
        method: "OPTIONS",
        headers: {
          origin: SITE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, mcp-protocol-version",
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
          "mcp-session-id",
          "last-event-id",
          "authorization",
        ]
      ) {
        assert.ok(allowed.includes(header), header);
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
          ["tools/call", { name: "get_project", arguments: { slug: "jantahr" } }],
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

    await t.step("what is not plainly one request still gets the SDK's errors", async () => {
      const call = profile;
      assert.equal((await post(server, call)).status, 200);
      for (
        const [name, body] of [
          ["an extra member", { ...call, extra: 1 }],
          ["a fractional id", { ...call, id: 1.5 }],
          ["JSON-RPC 1.0", { ...call, jsonrpc: "1.0" }],
          ["a truncated body", JSON.stringify(call).slice(0, -1)],
        ] as const
      ) {
        const res = await post(server, body);
        assert.equal(res.status, 400, name);
        assert.equal((await res.json()).error.code, -32700, name);
      }
      const plain = await post(server, call, { "content-type": "text/plain" });
      assert.equal(plain.status, 415);
      await plain.body?.cancel();
    });

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
            "invalid_parameter",
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
        assert.equal((await own.json()).result.structuredContent.name, "Arjun Rao");
      },
    );

    await t.step("after a content change the same call answers from the new content", async () => {
      const call = (id: number) => ({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "get_project", arguments: { slug: "jantahr" } },
      });
      assert.equal(
        (await (await post(server, call(1))).json()).result.structuredContent.name,
        "JantaHR",
      );
      const file = join(dir, "projects", "jantahr.md");
      await Deno.writeTextFile(
        file,
        (await Deno.readTextFile(file)).replace(/^name: .*$/m, "name: JantaHR Cloud"),
      );
      let name = "";
      for (let i = 0; i < 200 && name !== "JantaHR Cloud"; i++) {
        await new Promise((r) => setTimeout(r, 25));
        name = (await (await post(server, call(i + 2))).json()).result.structuredContent.name;
      }
      assert.equal(name, "JantaHR Cloud");
      const api = await (await checkedFetch(server, `${server.url}/api/v1/projects/jantahr`))
        .json();
      assert.equal(api.name, "JantaHR Cloud", "the API agrees");
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
    assert.equal((await client.listTools()).tools.length, TOOL_OPS.length);
    assert.equal((await client.listPrompts()).prompts.length, 2);
    for (const op of TOOL_OPS) {
      const args = Object.fromEntries(Object.entries(op.params).map(([n, p]) => [n, p.example]));
      const problem = problemOf(await client.callTool({ name: op.tool!.name, arguments: args }));
      assert.equal(problem.code, "unavailable", op.tool!.name);
      assert.equal(problem.status, 503);
      assert.equal(problem.type, `${SITE}/developers/#error-unavailable`);
      assert.match(problem.detail, /Retry after \d+ seconds/);
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

Deno.test("the official MCP conformance suite passes every scenario that applies", async () => {
  const { notApplicable, package: pinned } = JSON.parse(
    await Deno.readTextFile(new URL("./mcp_conformance.json", import.meta.url)),
  );
  assert.equal(pinned, CONFORMANCE);
  // DNS-rebinding protection is tested as it matters: on a server whose own address is local.
  const server = await startServer();
  let cwd = "";
  try {
    const run = await npmTool(CONFORMANCE, [
      "server",
      "--url",
      `${server.url}/mcp`,
      "--suite",
      "all",
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
    for (const scenario of Object.keys(notApplicable)) {
      assert.ok(
        results.has(scenario),
        `"${scenario}" is no longer in the suite: drop it from the list`,
      );
    }
    const applied = [...results.keys()].filter((s) => !(s in notApplicable)).sort();
    for (const scenario of applied) {
      const checks = results.get(scenario)!;
      const failed = checks.filter((c) => c.status !== "SUCCESS");
      assert.ok(checks.length > 0, `${scenario} ran no check`);
      assert.deepEqual(failed, [], `${scenario} failed`);
    }
    for (
      const required of [
        "server-initialize",
        "ping",
        "tools-list",
        "dns-rebinding-protection",
        "resources-list",
        "prompts-list",
      ]
    ) {
      assert.ok(applied.includes(required), `${required} applies and passed`);
    }
  } finally {
    await server.close();
    if (cwd) await Deno.remove(cwd, { recursive: true });
  }
});

Deno.test("the MCP Inspector's command line lists and calls the tools", async () => {
  const server = await startServer();
  const url = `${server.url}/mcp`;
  try {
    const inspect = async (...args: string[]) => {
      const run = await npmTool(INSPECTOR, ["--cli", url, "--transport", "http", ...args]);
      await Deno.remove(run.cwd, { recursive: true });
      assert.equal(run.code, 0, run.stderr);
      return JSON.parse(run.stdout);
    };
    const { tools } = await inspect("--method", "tools/list", "--strict");
    assert.deepEqual(tools.map((t: any) => t.name), TOOL_OPS.map((op) => op.tool!.name));
    const project = await inspect(
      "--method",
      "tools/call",
      "--tool-name",
      "get_project",
      "--tool-arg",
      "slug=jantahr",
    );
    assert.equal(project.structuredContent.slug, "jantahr");
    const { resources } = await inspect("--method", "resources/list");
    assert.ok(resources.length > 0);
  } finally {
    await server.close();
  }
});
