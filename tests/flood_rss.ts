/**
 * RSS after a flood, without `wrk`: the soak's mix (tests/soak.ts) sent by
 * `FLOOD_CLIENTS` (default 64) fetch loops for `FLOOD_SECONDS` (default 30)
 * against the real server, then the server's RSS sampled every 10 s for
 * `FLOOD_SETTLE_SECONDS` (default 60) while idle; `FLOOD_ROUNDS` (default 2)
 * times, so a second flood shows whether what stays grows. Prints the figures
 * for docs/security.md ("Memory after a flood").
 *
 * deno run --config deno.tooling.json -A tests/flood_rss.ts
 */
import { startServer } from "./_server.ts";
import { MIX, rss } from "./soak.ts";

const CLIENTS = Number(Deno.env.get("FLOOD_CLIENTS") ?? 64);
const SECONDS = Number(Deno.env.get("FLOOD_SECONDS") ?? 30);
const SETTLE = Number(Deno.env.get("FLOOD_SETTLE_SECONDS") ?? 60);
const ROUNDS = Number(Deno.env.get("FLOOD_ROUNDS") ?? 2);

const server = await startServer();
const requests = MIX.flatMap(([weight, method, path, headers, body]) =>
  Array(weight).fill({
    method,
    path,
    headers,
    body: body?.replaceAll("http://127.0.0.1", server.url),
  })
) as { method: string; path: string; headers: Record<string, string>; body?: string }[];
const send = async ({ method, path, headers, body }: (typeof requests)[number]) => {
  const res = await fetch(server.url + path, { method, headers, body });
  await res.arrayBuffer();
  return res.status;
};
try {
  const cold = await rss(server.pid);
  for (const request of requests) await send(request); // warm-up: every answer made once
  const start = await rss(server.pid);
  for (let round = 1; round <= ROUNDS; round++) {
    const end = Date.now() + SECONDS * 1000;
    let sent = 0, bad = 0, peak = start;
    const sampler = setInterval(async () => peak = Math.max(peak, await rss(server.pid)), 1000);
    await Promise.all(Array.from({ length: CLIENTS }, async (_, i) => {
      for (let at = i; Date.now() < end; at++, sent++) {
        if (await send(requests[at % requests.length]) !== 200) bad++;
      }
    }));
    clearInterval(sampler);
    const after: number[] = [await rss(server.pid)];
    for (let waited = 10; waited <= SETTLE; waited += 10) {
      await new Promise((r) => setTimeout(r, 10_000));
      after.push(await rss(server.pid));
    }
    const pct = (mib: number) => `${((mib / start - 1) * 100).toFixed(0)}%`;
    console.log(
      `flood ${round}: ${CLIENTS} clients, ${SECONDS} s, ${sent} requests (${bad} not 200)\n` +
        `RSS (MiB): ${cold.toFixed(0)} started, ${start.toFixed(0)} after warm-up, peak ${
          peak.toFixed(0)
        }, ` +
        `idle after the flood every 10 s: ${after.map((m) => m.toFixed(0)).join(", ")} ` +
        `(last ${pct(after.at(-1)!)} above warm-up)`,
    );
  }
} finally {
  await server.close();
}
