import assert from "node:assert/strict";
import { denoVersionProblem, MINIMUM_DENO } from "./deno_version.ts";

Deno.test("an older Deno is refused with one line naming the version needed; the minimum and newer pass", () => {
  assert.equal(
    denoVersionProblem("2.6.8", "2.7.1"),
    'This site needs Deno 2.7.1 or newer, but this is Deno 2.6.8: run "deno upgrade", or use "npx -y deno@2" in its place.',
  );
  assert.match(denoVersionProblem("1.46.3", "2.7.1")!, /needs Deno 2\.7\.1/);
  for (const old of ["2.7.0", "2.7.0-rc.9", "2.6.99", "1.99.99", "0.9.10"]) {
    assert.match(denoVersionProblem(old, "2.7.1")!, /needs Deno 2\.7\.1/, old);
  }
  for (const ok of ["2.7.1", "2.7.10", "2.10.0", "3.0.0", "2.8.0-rc.1", "2.7.1-rc.1", "10.0.0"]) {
    assert.equal(denoVersionProblem(ok, "2.7.1"), undefined, ok);
  }
  assert.equal(denoVersionProblem(Deno.version.deno), undefined, "the Deno running the tests");
});

Deno.test("deno.json states the same minimum Deno as lib/deno_version.ts", async () => {
  const config = JSON.parse(
    await Deno.readTextFile(new URL("../deno.json", import.meta.url)),
  );
  assert.equal(config.engines?.deno, `>=${MINIMUM_DENO}`);
});

Deno.test("the entry points import the version check before anything else", async () => {
  for (const file of ["main.ts", "dev.ts", "build/check.ts"]) {
    const source = await Deno.readTextFile(new URL(`../${file}`, import.meta.url));
    const first = /^import\s.*$/m.exec(source)?.[0];
    assert.match(
      first ?? "",
      /^import "\.\.?\/(lib\/)?deno_version\.ts";/,
      `${file}'s first import`,
    );
  }
});
