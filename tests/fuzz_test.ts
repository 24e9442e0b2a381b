/**
 * A short fuzz round in every test run (`deno task fuzz` runs a long one):
 * a few thousand generated requests against a server on good content and
 * one on missing content, every answer checked by the contract. A new seed
 * each run widens the search over time; it is printed, and `FUZZ_SEED=<seed>`
 * replays the same requests.
 */
import assert from "node:assert/strict";
import { fuzzBoth } from "./fuzz.ts";

const seed = Number(Deno.env.get("FUZZ_SEED") ?? Math.floor(Math.random() * 2 ** 31));

Deno.test("thousands of hostile requests get only intended answers, checked by the contract", async () => {
  const lines: string[] = [];
  const reports = await fuzzBoth(
    // A number of requests, not a time: on a busy machine the round takes longer rather than
    // sending fewer (about 20 s on two idle cores; the time is only a limit for a hung server).
    { seed, count: 2500, seconds: 120, concurrency: 16 },
    (line) => lines.push(line),
  );
  console.log(lines.join("\n"));
  const failures = reports.flatMap((r) => r.failures);
  assert.equal(
    failures.length,
    0,
    `${failures.length} failures; replay with FUZZ_SEED=${seed} deno task fuzz:\n${
      failures.slice(0, 10).join("\n")
    }`,
  );
  assert.ok(reports[0].sent >= 1000, "enough requests were answered in the time");
  assert.ok((reports[1].statuses["503"] ?? 0) > 0, "the intended 503 was exercised");
});
