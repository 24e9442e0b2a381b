/**
 * `deno run -A bench/costly_spellings.ts`: the server's CPU per costly
 * request by how its URL is spelled (issue #35 item 3). Starts the real
 * server (`deno task serve`'s permissions, a public SITE_URL) over the full
 * fixture, asks once
 * for each canonical URL, then `BENCH_SPELLINGS` (10) new spellings of each
 * kind, written raw on a socket (`fetch` would resolve dot segments), and
 * prints the server's CPU (user + system, all threads, from /proc) per
 * request, its RSS at the end, and the load average, as lines to paste into
 * docs/performance.md.
 */
import { cpu, rss } from "./_wrk.ts";
import { exchange, startServer } from "../tests/_server.ts";

const COUNT = Number(Deno.env.get("BENCH_SPELLINGS") ?? "10");
/** The status line of `target` asked raw. */
async function ask(port: number, target: string): Promise<string> {
  const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
  const bytes = await exchange(port, request);
  return new TextDecoder("latin1").decode(bytes).split("\r\n")[0];
}

// A public address, as in production: pictures are made ahead only for one.
const server = await startServer({ siteUrl: "https://www.example.test", env: { WARM_UP: "1" } });
const port = Number(new URL(server.url).port);
try {
  const selo = await (await fetch(`${server.url}/work/selo/`)).text();
  const hash = /selo-photo-480w\.webp\?v=([\w-]+)/.exec(selo)?.[1];
  if (!hash) {
    throw new Error("No ?v= on selo-photo-480w.webp in /work/selo/: is the fixture changed?");
  }
  const n = Array.from({ length: COUNT }, (_, i) => i + 1);
  const kinds: [string, string, string[]][] = [
    ["card, query", "/og/about/card.png", n.map((i) => `/og/about/card.png?x=${i}`)],
    [
      "card, dot segments",
      "/og/about/card.png",
      n.map((i) => `/og/${"./".repeat(i)}about/card.png`),
    ],
    ["card, x/../", "/og/about/card.png", n.map((i) => `/og/x${i}/../about/card.png`)],
    [
      "card, escapes",
      "/og/about/card.png",
      n.map((i) =>
        `/og/${
          "about".replace(/./g, (c, at) => (i >> at) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c)
        }/card.png`
      ),
    ],
    ...[480, 960].map((w): [string, string, string[]] => [
      `${w}w variant, wrong v`,
      `/images/selo-photo-${w}w.webp?v=${hash}`,
      n.map((i) => `/images/selo-photo-${w}w.webp?v=${i}`),
    ]),
  ];
  const lines = [];
  for (const [name, canonical, spellings] of kinds) {
    const before = await cpu(server.pid);
    const first = await ask(port, canonical);
    const once = await cpu(server.pid) - before;
    const statuses = new Set<string>();
    const start = await cpu(server.pid);
    for (const target of spellings) statuses.add(await ask(port, target));
    const each = (await cpu(server.pid) - start) / spellings.length;
    lines.push(
      `| ${name} | ${(once * 1000).toFixed(0)} ms (${first.split(" ")[1]}) | ${
        (each * 1000).toFixed(1)
      } ms | ${[...statuses].map((s) => s.split(" ")[1]).join(", ")} |`,
    );
  }
  console.log("| Spelling | CPU of the first request | CPU per new spelling | Statuses |");
  console.log("|---|---|---|---|");
  for (const line of lines) console.log(line);
  console.log(`RSS at the end: ${(await rss(server.pid)).toFixed(0)} MB`);
  console.log(
    `Load average: ${(await Deno.readTextFile("/proc/loadavg")).split(" ").slice(0, 3).join(" ")}`,
  );
} finally {
  await server.close();
}
