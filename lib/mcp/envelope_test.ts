import assert from "node:assert/strict";
import { legacyRevision, refusal } from "./envelope.ts";
import { PROTOCOL_VERSIONS } from "./identity.ts";

const ping = { jsonrpc: "2.0", id: 3, method: "ping" };

Deno.test("an unknown revision, in the header or in _meta, is -32022 listing every revision served", async () => {
  const claims = [
    [ping, "1999-01-01"],
    [ping, "2030-01-01"],
    [ping, "latest"],
    [
      { ...ping, params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2027-01-01" } } },
      null,
    ],
  ] as const;
  for (const [message, header] of claims) {
    const res = refusal(message, header)!;
    assert.equal(res.status, 400);
    const { id, error } = await res.json();
    assert.equal(id, 3);
    assert.equal(error.code, -32022);
    assert.deepEqual(error.data.supported, PROTOCOL_VERSIONS);
    assert.ok(error.message.length < 120, error.message);
  }
  for (const header of [null, ...PROTOCOL_VERSIONS]) assert.equal(refusal(ping, header), undefined);
});

Deno.test("a malformed initialize is -32602 with a one-line message naming what is missing", async () => {
  for (
    const params of [undefined, {}, { protocolVersion: 5, capabilities: {}, clientInfo: {} }]
  ) {
    const res = refusal({ jsonrpc: "2.0", id: 1, method: "initialize", params }, null)!;
    const { error } = await res.json();
    assert.equal(error.code, -32602, JSON.stringify(params));
    assert.match(error.message, /^Invalid params: initialize needs .*protocolVersion/);
    assert.doesNotMatch(error.message, /\n|invalid_type/);
  }
  const good = {
    protocolVersion: "2025-03-26",
    capabilities: {},
    clientInfo: { name: "c", version: "1" },
  };
  assert.equal(
    refusal({ jsonrpc: "2.0", id: 1, method: "initialize", params: good }, null),
    undefined,
  );
});

Deno.test("a 2025-era request speaks its header's revision, 2025-03-26 without one", () => {
  assert.equal(legacyRevision(ping, null), "2025-03-26");
  assert.equal(legacyRevision(ping, "2025-06-18"), "2025-06-18");
  const init = (protocolVersion: string) => ({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion, capabilities: {}, clientInfo: { name: "c", version: "1" } },
  });
  assert.equal(legacyRevision(init("2025-06-18"), null), "2025-06-18");
  assert.equal(legacyRevision(init("2024-11-05"), null), "2025-11-25");
});

Deno.test("a header that differs from a _meta claim is left to the SDK's -32020 mismatch", () => {
  const claim = {
    ...ping,
    params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
  };
  assert.equal(refusal(claim, "2026-07-29"), undefined);
  const unknown = {
    ...ping,
    params: { _meta: { "io.modelcontextprotocol/protocolVersion": "v999.0.0" } },
  };
  assert.equal(refusal(unknown, "2026-07-28"), undefined);
});
