import assert from "node:assert/strict";
import { BoundedMap } from "./bounded_map.ts";

Deno.test("BoundedMap evicts what was set longest ago once the bytes pass the bound", () => {
  const map = new BoundedMap<string, string>(10, (v) => v.length);
  map.set("a", "1234");
  map.set("b", "1234");
  assert.equal(map.bytes, 8);
  map.set("a", "12"); // setting again makes "a" the newest
  map.set("c", "12345");
  assert.equal(map.get("b"), undefined, "b was the oldest");
  assert.equal(map.get("a"), "12");
  assert.equal(map.get("c"), "12345");
  assert.equal(map.bytes, 7);
  map.set("huge", "x".repeat(11));
  assert.equal(map.get("huge"), undefined, "larger than the bound: not kept");
  assert.equal(map.bytes, 7, "and nothing else was evicted for it");
  map.delete("a");
  assert.equal(map.bytes, 5);
  map.clear();
  assert.equal(map.bytes, 0);
  assert.equal(map.get("c"), undefined);
});

Deno.test("BoundedMap evicts the entry used longest ago, so a flood of new keys spares a busy one", () => {
  const map = new BoundedMap<string, string>(12, (v) => v.length);
  map.set("busy", "1234");
  for (let i = 0; i < 50; i++) {
    map.set(`new${i}`, "1234");
    assert.equal(map.get("busy"), "1234", `read between new keys, "busy" stays (after new${i})`);
  }
  assert.equal(map.get("new47"), undefined, "the new key set longest ago went");
  for (const key of ["new48", "new49", "busy"]) assert.equal(map.get(key), "1234", key);
  assert.equal(map.bytes, 12);
});
