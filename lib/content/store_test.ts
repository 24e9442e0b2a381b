import assert from "node:assert/strict";
import { join } from "node:path";
import type { HttpError } from "../http/problem.ts";
import { ContentStore } from "./store.ts";
import { buildSite } from "../site/web/site.ts";
import { configFor, copyStudio, logger, POLL, STUDIO, until } from "../../tests/_store.ts";

Deno.test("a store whose folder is missing answers unavailable with Retry-After, and loads once the folder appears", async () => {
  const parent = await Deno.makeTempDir({ prefix: "store-" });
  const dir = join(parent, "content");
  const { lines, log } = logger();
  const store = new ContentStore(configFor(dir), { build: buildSite, log, pollMs: POLL });
  try {
    await store.start();
    assert.equal(store.site, undefined);
    assert.throws(() => store.require(), (error: HttpError) => {
      assert.equal(error.code, "unavailable");
      assert.match(error.headers["retry-after"], /^[1-9]\d*$/);
      return true;
    });
    assert.match(lines[0].text, /does not exist: create it, or set CONTENT_DIR/);
    await new Promise((r) => setTimeout(r, POLL * 6));
    assert.equal(lines.length, 1, "a folder still missing is not reported again");

    await Deno.rename(await copyStudio(), dir);
    assert.ok(await until(() => store.site !== undefined), "it loaded without a restart");
    assert.equal(store.error, undefined);
    assert.equal(store.require().profile.name, "Lena Vogt");
    assert.equal(store.require().profile.brand, "Nordlicht Digital");
    assert.equal(lines.at(-1)?.text, "Content loaded.");
    const settled = lines.length;
    await new Promise((r) => setTimeout(r, POLL * 6));
    assert.equal(lines.length, settled, "no more retries once loaded");
  } finally {
    store.close();
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("a failed reload keeps the last good site and logs which file and field broke", async () => {
  const dir = await copyStudio();
  const { lines, log } = logger();
  // A short quiet time: what is asked here is what a failed reload keeps, not how long it waits.
  const options = { build: buildSite, watch: false, log, quietMs: POLL };
  const store = new ContentStore(configFor(dir), options);
  try {
    assert.equal(await store.load(), true);
    const good = store.site!;
    assert.equal(good.profile.role, "Freelance data engineer");
    const file = join(dir, "profile.md");
    const text = await Deno.readTextFile(file);
    await Deno.writeTextFile(file, text.replace(/^role:.*\n/m, ""));
    assert.equal(await store.load(), false);
    assert.equal(store.site, good, "the last good site is still served");
    assert.equal(store.require(), good);
    assert.match(store.error!.message, /profile\.md": field "role" is missing/);
    assert.match(lines.at(-1)!.text, /still serving the last good content/);
    assert.match(lines.at(-1)!.text, /profile\.md": field "role" is missing/);

    await Deno.writeTextFile(file, text.replace(/^role:.*$/m, "role: Consultant"));
    assert.equal(await store.load(), true);
    assert.equal(store.site!.profile.role, "Consultant");
    // A good load, a failed one (what dev pages show changed), a good one.
    assert.equal(store.generation, 3);
  } finally {
    store.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("loads asked for while one runs never overlap, and the newest content wins", async () => {
  const dir = await copyStudio();
  const options = { build: buildSite, watch: false, log: () => {}, quietMs: POLL };
  const store = new ContentStore(configFor(dir), options);
  try {
    const file = join(dir, "profile.md");
    const text = await Deno.readTextFile(file);
    const first = store.load();
    await Deno.writeTextFile(file, text.replace(/^role:.*$/m, "role: Second"));
    const second = store.load();
    const third = store.load();
    assert.deepEqual(await Promise.all([first, second, third]), [true, true, true]);
    assert.equal(store.generation, 2, "one load, then one more for the requests made meanwhile");
    assert.equal(store.site!.profile.role, "Second");
  } finally {
    store.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a load asked for while the start-up load runs runs after it", async () => {
  const store = new ContentStore(configFor(STUDIO), { build: buildSite, watch: false });
  try {
    await Promise.all([store.start(), store.load()]);
    assert.equal(store.generation, 2);
    assert.equal(store.require().profile.name, "Lena Vogt");
  } finally {
    store.close();
  }
});

Deno.test("a file written in pieces is reloaded once, whole, after the folder has been quiet", async () => {
  const dir = await copyStudio();
  const { lines, log } = logger();
  const store = new ContentStore(configFor(dir), {
    build: buildSite,
    log,
    quietMs: 600,
    pollMs: POLL,
  });
  try {
    await store.start();
    const generation = store.generation;
    const file = join(dir, "pages", "about.md");
    const whole = (await Deno.readTextFile(file)) + "\n\nThe last paragraph, written last.\n";
    // As an editor or a copy over a slow disk writes it: five pieces 200 ms apart.
    const pieces = 5;
    for (let i = 1; i <= pieces; i++) {
      await Deno.writeTextFile(file, whole.slice(0, Math.ceil((whole.length * i) / pieces)));
      if (i < pieces) await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(store.generation, generation, "nothing was reloaded while the file was written");
    assert.ok(
      await until(() => store.generation > generation, 5000),
      lines.map((l) => l.text).join(" | "),
    );
    assert.equal(store.generation, generation + 1, "one reload, not one per piece");
    const about = store.require().pages.find((p) => p.path === "/about/")!;
    assert.match(
      about.markdown,
      /^# About Lena Vogt\n\nLena has worked with logistics data for ten years\.\n/,
    );
    assert.match(about.markdown, /The last paragraph, written last\./);
  } finally {
    store.close();
    await Deno.remove(dir, { recursive: true });
  }
});
