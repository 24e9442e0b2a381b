/**
 * The CPU a command and everything it starts use, counted by a cgroup of its
 * own: `/usr/bin/time` counts only the processes it gets back through `wait`,
 * which leaves out most of Chromium's renderers (docs/performance.md, "The
 * test loop, sixth pass"). Needs root and a writable cgroup file system
 * (v2, or v1's `cpuacct`). Prints `wall user sys` in seconds on stderr and
 * exits with the command's code.
 *
 * @example
 * ```sh
 * deno run -A bench/cgroup_cpu.ts deno task test
 * deno run -A bench/cgroup_cpu.ts deno test --config deno.tooling.json --no-check -A tests/browser_test.ts
 * ```
 */

/** Where the cgroup goes, and how its user and system time (in seconds) are read. */
interface Accounting {
  root: string;
  read(dir: string): { user: number; sys: number };
}

const ACCOUNTINGS: Accounting[] = [
  { root: "/sys/fs/cgroup/unified", read: fromCpuStat },
  { root: "/sys/fs/cgroup", read: fromCpuStat },
  {
    root: "/sys/fs/cgroup/cpuacct",
    read: (dir) => ({
      user: Number(Deno.readTextFileSync(`${dir}/cpuacct.usage_user`)) / 1e9,
      sys: Number(Deno.readTextFileSync(`${dir}/cpuacct.usage_sys`)) / 1e9,
    }),
  },
];

/** cgroup v2's `cpu.stat`: `user_usec` and `system_usec`. */
function fromCpuStat(dir: string): { user: number; sys: number } {
  const stat = Deno.readTextFileSync(`${dir}/cpu.stat`);
  const field = (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(stat)![1]) / 1e6;
  return { user: field("user_usec"), sys: field("system_usec") };
}

if (import.meta.main) {
  const command = Deno.args;
  if (command.length === 0) {
    console.error("Usage: deno run -A bench/cgroup_cpu.ts COMMAND [ARGS...]");
    Deno.exit(2);
  }
  const accounting = ACCOUNTINGS.find(({ root, read }) => {
    try {
      read(root);
      return true;
    } catch {
      return false;
    }
  });
  if (!accounting) {
    console.error("No cgroup CPU accounting found under /sys/fs/cgroup: run as root on Linux.");
    Deno.exit(2);
  }
  const dir = `${accounting.root}/cgroup-cpu-${Deno.pid}`;
  Deno.mkdirSync(dir);
  const started = performance.now();
  const { code } = await new Deno.Command("sh", {
    args: ["-c", `echo $$ > ${dir}/cgroup.procs && exec "$@"`, "sh", ...command],
  }).spawn().status;
  const wall = (performance.now() - started) / 1000;
  // What the command left running (a renderer, a server) still counts once it ends.
  while (Deno.readTextFileSync(`${dir}/cgroup.procs`).trim()) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { user, sys } = accounting.read(dir);
  console.error(`${wall.toFixed(1)} ${user.toFixed(2)} ${sys.toFixed(2)}`);
  // A cgroup whose last process is still being torn down cannot be removed yet.
  for (let tries = 1;; tries++) {
    try {
      Deno.removeSync(dir);
      break;
    } catch (error) {
      if (tries === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  Deno.exit(code);
}
