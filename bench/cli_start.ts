/**
 * `deno task bench:cli`: start-up time of the command-line client, from
 * spawning `node cli/dist/cli.mjs --version` to its exit, against a bare
 * `node -e ""` on the same machine, runs alternating. Median of 20 runs after
 * 3 warm-up runs; the target is under 100 ms.
 */
import { buildCli, CLI_BUNDLE } from "../build/cli.ts";

const RUNS = Number(Deno.env.get("BENCH_RUNS") ?? "20");
const WARM_UP = 3;
const TARGET_MS = 100;

/** Milliseconds from spawn to exit of one run of `node args`. */
async function once(args: string[]): Promise<number> {
  const start = performance.now();
  const { success, stderr } = await new Deno.Command("node", {
    args,
    stdout: "null",
    stderr: "piped",
  }).output();
  const ms = performance.now() - start;
  if (!success) {
    throw new Error(
      `node ${args.join(" ")} failed:\n${new TextDecoder().decode(stderr)}`,
    );
  }
  return ms;
}

/**
 * Sorted times of `runs` runs of each command. Runs alternate between the
 * commands, so that a machine busy with other work slows both alike.
 */
async function time(commands: string[][], runs: number): Promise<number[][]> {
  const times: number[][] = commands.map(() => []);
  for (let i = 0; i < WARM_UP + runs; i++) {
    for (const [j, args] of commands.entries()) {
      const ms = await once(args);
      if (i >= WARM_UP) times[j].push(ms);
    }
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

/** The value at `p` (0 to 1) of sorted `values`. */
function percentile(values: number[], p: number): number {
  return values[Math.min(values.length - 1, Math.floor(p * values.length))];
}

const root = new URL("..", import.meta.url).pathname;
const bundle = await buildCli(root);
const { size } = await Deno.stat(bundle);
const node = new TextDecoder().decode(
  (await new Deno.Command("node", { args: ["--version"] }).output()).stdout,
).trim();

const [cli, bare] = await time([[bundle, "--version"], ["-e", ""]], RUNS);
const line = (name: string, t: number[]) =>
  `${name.padEnd(34)} median ${percentile(t, 0.5).toFixed(1).padStart(6)} ms   p90 ${
    percentile(t, 0.9).toFixed(1).padStart(6)
  } ms   min ${t[0].toFixed(1).padStart(6)} ms`;

console.log(
  `CLI start-up, ${RUNS} runs each after ${WARM_UP} warm-up runs, Node.js ${node}`,
);
console.log(`${CLI_BUNDLE}: ${(size / 1024).toFixed(1)} KiB`);
console.log(line(`node ${CLI_BUNDLE} --version`, cli));
console.log(line(`node -e "" (Node.js alone)`, bare));
const median = percentile(cli, 0.5);
console.log(
  `Client's own cost: ${(median - percentile(bare, 0.5)).toFixed(1)} ms; median ${
    median < TARGET_MS ? "meets" : "MISSES"
  } the target of < ${TARGET_MS} ms`,
);
