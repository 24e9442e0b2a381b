import assert from "node:assert/strict";
import { table } from "./_report.ts";
import { luaTable, median, parseWrk } from "./_wrk.ts";

const WRK = `Running 2s test @ http://127.0.0.1:8000/about/
  1 threads and 50 connections
  Latency Distribution
     50%  500.00us
     75%  520.00us
     90%  700.00us
     99%    1.50ms
  41234 requests in 2.00s, 120.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 7
Requests/sec:  20617.00
Transfer/sec:     60.00MB
`;

Deno.test("parseWrk reads requests/s, latencies in milliseconds and errors from wrk --latency", () => {
  assert.deepEqual(parseWrk(WRK), {
    rps: 20617,
    p50: 0.5,
    p99: 1.5,
    requests: 41234,
    non2xx: 7,
    socket: 3,
  });
});

Deno.test("median takes each figure's median over loads and sums their counts", () => {
  const load = (rps: number) => ({
    rps,
    p50: rps / 10,
    p99: rps,
    requests: 1,
    non2xx: 0,
    socket: 1,
  });
  assert.deepEqual(median([load(3), load(1), load(2)]), {
    rps: 2,
    p50: 0.2,
    p99: 2,
    requests: 3,
    non2xx: 0,
    socket: 3,
  });
});

Deno.test("luaTable writes headers as a Lua table and refuses what Lua would read otherwise", () => {
  assert.equal(luaTable({ accept: 'a "b"' }), '{ ["accept"] = "a \\"b\\"" }');
  assert.throws(() => luaTable({ accept: "é" }), /Not printable ASCII/);
});

Deno.test("table aligns the first column left and the others right", () => {
  assert.equal(table([["a", "bb"], ["ccc", "1"]]), "a    bb\n---  --\nccc   1");
});
