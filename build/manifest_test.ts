import assert from "node:assert/strict";
import { manifestSource } from "./manifest.ts";

Deno.test("fresh.gen.ts is up to date with routes/ and islands/ (run `deno task build`)", async () => {
  const root = new URL("..", import.meta.url).pathname;
  const expected = await manifestSource(root);
  const actual = await Deno.readTextFile(`${root}/fresh.gen.ts`);
  assert.equal(actual, expected, "fresh.gen.ts is stale: run `deno task build` and commit it");
});

Deno.test("manifestSource imports each file lazily, with a route's kind and methods read from it", async () => {
  const root = new URL("..", import.meta.url).pathname;
  const source = await manifestSource(root, {
    routes: ["./routes/_app.tsx", "./routes/mcp.ts"],
    islands: ["./islands/ThemeToggle.tsx"],
  });
  assert.doesNotMatch(source, /^import \{|^import \*/m);
  assert.match(
    source,
    /"\.\/routes\/_app\.tsx": \{ load: \(\) => import\("\.\/routes\/_app\.tsx"\) \}/,
  );
  assert.match(source, /"\.\/routes\/mcp\.ts": \{ kind: "mcp", methods: \["POST"\], load: /);
  assert.match(source, /"\.\/islands\/ThemeToggle\.tsx": \{ load: \(\) => import\(/);
});
