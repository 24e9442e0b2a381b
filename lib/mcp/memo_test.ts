import assert from "node:assert/strict";
import { memoable, ResultMemo } from "./memo.ts";

const call = {
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "get_project", arguments: { slug: "jantahr" } },
};

Deno.test("memoable takes only one plain request of a read-only method", () => {
  assert.deepEqual(memoable(call, "2025-11-25"), {
    id: 1,
    key: '2025-11-25\ntools/call\n{"name":"get_project","arguments":{"slug":"jantahr"}}',
  });
  assert.equal(memoable({ ...call, id: "a" }, null)?.id, "a");
  assert.equal(
    memoable({ jsonrpc: "2.0", id: 2, method: "tools/list" }, null)?.key,
    "null\ntools/list\nnull",
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
  for (const [name, message] of refused) assert.equal(memoable(message, null), undefined, name);
});

Deno.test("ResultMemo answers a kept result under the new id, in the SDK's member order", async () => {
  const memo = new ResultMemo();
  const first = memoable(call, null)!;
  assert.equal(memo.answer(1, first), undefined);
  memo.keep(1, 1, first, '{"result":{"a":[1,"x"]},"jsonrpc":"2.0","id":1}');
  const again = memoable({ ...call, id: "next" }, null)!;
  const res = memo.answer(1, again)!;
  assert.equal(res.headers.get("content-type"), "application/json");
  assert.equal(await res.text(), '{"result":{"a":[1,"x"]},"jsonrpc":"2.0","id":"next"}');
  assert.equal(memo.answer(2, again), undefined, "a new generation forgets");
});

Deno.test("ResultMemo keeps nothing but a result for the same request from one generation", () => {
  const memo = new ResultMemo();
  const req = memoable(call, null)!;
  memo.keep(1, 2, req, '{"result":{},"jsonrpc":"2.0","id":1}');
  assert.equal(memo.answer(2, req), undefined, "the content changed during the call");
  memo.keep(2, 2, req, '{"error":{"code":-32602,"message":"x"},"jsonrpc":"2.0","id":1}');
  memo.keep(2, 2, req, '{"result":{},"jsonrpc":"2.0","id":99}');
  memo.keep(2, 2, req, "not json");
  assert.equal(memo.answer(2, req), undefined);
});

Deno.test("ResultMemo is bounded in bytes", () => {
  const memo = new ResultMemo(1000);
  for (let i = 0; i < 50; i++) {
    const req = memoable(
      { ...call, params: { name: "get_page", arguments: { path: `/${i}` } } },
      null,
    )!;
    memo.keep(1, 1, req, `{"result":{"text":"${"x".repeat(100)}"},"jsonrpc":"2.0","id":1}`);
  }
  const last = memoable(
    { ...call, params: { name: "get_page", arguments: { path: "/49" } } },
    null,
  )!;
  const first = memoable(
    { ...call, params: { name: "get_page", arguments: { path: "/0" } } },
    null,
  )!;
  assert.ok(memo.answer(1, last));
  assert.equal(memo.answer(1, first), undefined);
});
