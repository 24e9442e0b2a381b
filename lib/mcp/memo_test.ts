import assert from "node:assert/strict";
import { KEY_HEADERS, MAX_BODY, McpMemo, memoable } from "./memo.ts";

const call = {
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "get_project", arguments: { slug: "jantahr" } },
};
const none = new Headers();

Deno.test("memoable takes only one plain request of a read-only method", () => {
  assert.deepEqual(memoable(call, none), {
    id: 1,
    key: `${"-\n".repeat(KEY_HEADERS.length)}tools/call\n` +
      '{"name":"get_project","arguments":{"slug":"jantahr"}}',
  });
  assert.equal(memoable({ ...call, id: "a" }, none)?.id, "a");
  assert.ok(
    memoable({ jsonrpc: "2.0", id: 2, method: "tools/list" }, none)?.key.endsWith(
      "\ntools/list\nnull",
    ),
  );
  const refused: [string, unknown][] = [
    ["a batch", [call]],
    ["not an object", "tools/call"],
    ["null", null],
    ["another JSON-RPC version", { ...call, jsonrpc: "1.0" }],
    ["an extra member", { ...call, extra: true }],
    ["a __proto__ member", JSON.parse(`{"__proto__":1,${JSON.stringify(call).slice(1)}`)],
    ["a fractional id", { ...call, id: 1.5 }],
    ["an unsafe integer id", { ...call, id: 2 ** 60 }],
    ["a null id", { ...call, id: null }],
    ["a notification", { jsonrpc: "2.0", method: "tools/list" }],
    ["a method that is not read-only", { ...call, method: "initialize" }],
    ["ping", { ...call, method: "ping" }],
    ["params that are an array", { ...call, params: [] }],
    ["params with _meta", { ...call, params: { ...call.params, _meta: { progressToken: 1 } } }],
  ];
  for (const [name, message] of refused) assert.equal(memoable(message, none), undefined, name);
});

Deno.test("memoable keys by every header the answer depends on, and no other", () => {
  const key = (headers: Record<string, string>) => memoable(call, new Headers(headers))!.key;
  const base = {
    origin: "https://arjunrao.example",
    accept: "application/json, text/event-stream",
    "content-type": "application/json",
    "mcp-protocol-version": "2025-11-25",
    "mcp-session-id": "s",
  };
  for (const name of KEY_HEADERS) {
    assert.notEqual(key({ ...base, [name]: "other" }), key(base), name);
  }
  const { origin: _, ...noOrigin } = base;
  for (const value of ["null", "", "-"]) {
    assert.notEqual(key(noOrigin), key({ ...base, origin: value }), `absent is not "${value}"`);
  }
  assert.equal(key({ ...base, "user-agent": "x", "x-request-id": "1" }), key(base));
});

/** A POST of `message` to /mcp, as a client sends it. */
function post(message: unknown, headers: Record<string, string> = {}, url = "http://h/mcp") {
  const body = typeof message === "string" ? message : JSON.stringify(message);
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "content-length": String(new TextEncoder().encode(body).byteLength),
      ...headers,
    },
    body,
  });
}

Deno.test("McpMemo takes POSTs of JSON to /mcp with a small body, and nothing else", () => {
  const memo = new McpMemo({ generation: () => 1 });
  assert.equal(memo.takes(post(call)), true);
  assert.equal(memo.takes(post(call, { "content-type": "application/json; charset=utf-8" })), true);
  const refused: [string, Request][] = [
    ["GET", new Request("http://h/mcp")],
    ["another path", post(call, {}, "http://h/mcp/x")],
    ["a query", post(call, {}, "http://h/mcp?x=1")],
    ["another media type", post(call, { "content-type": "text/plain" })],
    ["no Content-Length", post(call, { "content-length": "" })],
    ["a body too large", post(call, { "content-length": String(MAX_BODY + 1) })],
  ];
  for (const [name, req] of refused) assert.equal(memo.takes(req), false, name);
});

/** An app answering as the site does (SDK member order, middleware headers), counting its calls. */
function app(answer = (id: unknown) => `{"result":{"a":[1,"x"]},"jsonrpc":"2.0","id":${id}}`) {
  const seen: { body: string; headers: Headers }[] = [];
  const handler = async (req: Request) => {
    const body = await req.text();
    seen.push({ body, headers: req.headers });
    let id = "null";
    try {
      id = JSON.stringify(JSON.parse(body).id);
    } catch { /* the SDK answers a parse error with id null */ }
    return new Response(answer(id), {
      headers: {
        "content-type": "application/json",
        "access-control-allow-origin": "*",
        "x-content-type-options": "nosniff",
      },
    });
  };
  return { handler, seen };
}

Deno.test("McpMemo answers a repeat with the app's answer under the new id", async () => {
  const memo = new McpMemo({ generation: () => 1 });
  const { handler, seen } = app();
  const first = await memo.answer(post(call, { "x-trace": "1" }), handler);
  assert.equal(await first.text(), '{"result":{"a":[1,"x"]},"jsonrpc":"2.0","id":1}');
  assert.equal(seen.length, 1);
  assert.equal(seen[0].body, JSON.stringify(call), "the app gets the body as it was sent");
  assert.equal(seen[0].headers.get("x-trace"), "1", "and its headers");
  for (const id of ["next", 2]) {
    const res = await memo.answer(post({ ...call, id }, { "x-trace": "2" }), handler);
    assert.equal(res.status, 200);
    assert.deepEqual([...res.headers], [
      ["access-control-allow-origin", "*"],
      ["content-type", "application/json"],
      ["x-content-type-options", "nosniff"],
    ]);
    assert.equal(
      await res.text(),
      `{"result":{"a":[1,"x"]},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`,
    );
  }
  assert.equal(seen.length, 1, "repeats skip the app");
  await memo.answer(post(call, { origin: "https://elsewhere.example" }), handler);
  await memo.answer(post({ ...call, params: { ...call.params, _meta: {} } }), handler);
  await memo.answer(post({ ...call, params: { name: "get_project", arguments: {} } }), handler);
  await memo.answer(post("{not json"), handler);
  assert.equal(seen.length, 5, "another origin, _meta, other params and non-JSON reach the app");
});

Deno.test("McpMemo keeps only results from one generation, in the SDK's form", async () => {
  let generation = 1;
  const memo = new McpMemo({ generation: () => generation });
  const answers = [
    '{"error":{"code":-32602,"message":"x"},"jsonrpc":"2.0","id":1}',
    '{"result":{},"jsonrpc":"2.0","id":99}',
    '{"jsonrpc":"2.0","id":1,"result":{}}',
    '{"result":{}, "jsonrpc":"2.0","id":1}',
    "not json",
  ];
  for (const body of answers) {
    const { handler, seen } = app(() => body);
    for (let i = 0; i < 2; i++) {
      assert.equal(await (await memo.answer(post(call), handler)).text(), body);
    }
    assert.equal(seen.length, 2, body);
  }
  const status = async (code: number) => {
    let calls = 0;
    const handler = () => {
      calls++;
      return Promise.resolve(
        Response.json({ result: {}, jsonrpc: "2.0", id: 1 }, { status: code }),
      );
    };
    for (let i = 0; i < 2; i++) await memo.answer(post(call), handler);
    return calls;
  };
  assert.equal(await status(202), 2, "only a 200 is kept");
  // The content changes while the app answers: its answer may be from either.
  const { handler: changing, seen: changingSeen } = app();
  const during = (req: Request) => (generation++, changing(req));
  await memo.answer(post(call), during);
  await memo.answer(post(call), changing);
  assert.equal(changingSeen.length, 2, "an answer made across a change is not kept");
  const { handler, seen } = app();
  await memo.answer(post(call), handler);
  await memo.answer(post(call), handler);
  assert.equal(seen.length, 0, "the answer kept after the change is used");
  generation++;
  await memo.answer(post(call), handler);
  assert.equal(seen.length, 1, "a new generation forgets");
});

Deno.test("McpMemo is bounded in bytes", async () => {
  const memo = new McpMemo({ generation: () => 1, maxBytes: 4000 });
  const { handler, seen } = app((id) =>
    `{"result":{"t":"${"x".repeat(100)}"},"jsonrpc":"2.0","id":${id}}`
  );
  const page = (i: number) =>
    post({ ...call, params: { name: "get_page", arguments: { path: `/${i}` } } });
  for (let i = 0; i < 50; i++) await memo.answer(page(i), handler);
  await memo.answer(page(49), handler);
  assert.equal(seen.length, 50, "the newest is kept");
  await memo.answer(page(0), handler);
  assert.equal(seen.length, 51, "the oldest is not");
});
