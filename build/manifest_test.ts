import assert from "node:assert/strict";
import { collectFiles, manifestSource } from "./manifest.ts";

Deno.test("fresh.gen.ts is up to date with routes/ and islands/ (run `deno task build`)", async () => {
  const root = new URL("..", import.meta.url).pathname;
  const expected = manifestSource(collectFiles(root));
  const actual = await Deno.readTextFile(`${root}/fresh.gen.ts`);
  assert.equal(actual, expected, "fresh.gen.ts is stale: run `deno task build` and commit it");
});

Deno.test("manifestSource gives every module a distinct identifier", () => {
  const source = manifestSource({
    routes: ["./routes/a-b.ts", "./routes/a_b.ts"],
    islands: ["./islands/A.tsx"],
  });
  assert.match(source, /import \* as \$a_b from "\.\/routes\/a-b\.ts";/);
  assert.match(source, /import \* as \$a_b_2 from "\.\/routes\/a_b\.ts";/);
  assert.match(source, /import \* as \$\$A from "\.\/islands\/A\.tsx";/);
});
