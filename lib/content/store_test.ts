import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { readConfig } from "../config.ts";
import type { HttpError } from "../http/problem.ts";
import { ContentStore, POLL_MS } from "./store.ts";
import { buildSite } from "../site/web/site.ts";

/** The studio fixture owner (Lena Vogt, Nordlicht Digital), never the sample in content/. */
const STUDIO = new URL("../../tests/fixtures/studio", import.meta.url).pathname;

/**
 * How often the stores here look at their files: a tenth of a server's `POLL_MS`, so that what a
 * test waits for comes ten times sooner. What a look finds, and what follows, is the same.
 */
const POLL = POLL_MS / 10;

function configFor(contentDir: string) {
  return readConfig(new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", contentDir]]));
}

/** Copies the studio fixture to a temporary folder the test may edit; returns its path. */
async function copyStudio(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  await cp(STUDIO, dir, { recursive: true });
  return dir;
}

/** Waits until `ok()` holds, for at most `ms`. */
async function until(ok: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
}

/**
 * Repeats `edit` until `ok`: a watch set up again after a folder is swapped
 * can start a moment after the swap is seen, and under load an edit made in
 * that moment is never reported. Later edits must be.
 */
async function editUntil(
  edit: () => Promise<void>,
  ok: () => boolean,
  ms = 10_000,
): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await edit();
    if (await until(ok, 500)) return true;
  }
  return ok();
}

function logger() {
  const lines: { text: string }[] = [];
  return { lines, log: (text: string) => lines.push({ text }) };
}

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

Deno.test("the watcher reloads edits, also in a folder that appeared after start-up", async () => {
  const parent = await Deno.makeTempDir({ prefix: "store-" });
  const dir = join(parent, "content");
  const { lines, log } = logger();
  const store = new ContentStore(configFor(dir), {
    build: buildSite,
    log,
    quietMs: 100,
    pollMs: POLL,
  });
  try {
    await store.start();
    await Deno.rename(await copyStudio(), dir);
    assert.ok(await until(() => store.site !== undefined));
    const file = join(dir, "profile.md");
    const text = await Deno.readTextFile(file);
    assert.ok(
      await editUntil(
        () => Deno.writeTextFile(file, text.replace(/^role:.*$/m, "role: Edited")),
        () => store.site!.profile.role === "Edited",
      ),
      `the edit was picked up; log: ${lines.map((l) => l.text).join(" | ")}`,
    );
    assert.equal(lines.at(-1)?.text, "Content reloaded.");
  } finally {
    store.close();
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("a content folder swapped for another, or deleted and put back, is loaded and watched afresh", async () => {
  const parent = await Deno.makeTempDir({ prefix: "store-" });
  const dir = join(parent, "content");
  await Deno.rename(await copyStudio(), dir);
  const { lines, log } = logger();
  const store = new ContentStore(configFor(dir), {
    build: buildSite,
    log,
    quietMs: 100,
    pollMs: POLL,
  });
  const role = (text: string) => async (folder: string) => {
    const file = join(folder, "profile.md");
    await Deno.writeTextFile(
      file,
      (await Deno.readTextFile(file)).replace(/^role:.*$/m, `role: ${text}`),
    );
  };
  const settle = () => new Promise((r) => setTimeout(r, 150));
  const log_ = () => lines.map((l) => l.text).join(" | ");
  try {
    await store.start();
    await settle();

    const next = await copyStudio();
    await role("Swapped")(next);
    await Deno.rename(dir, join(parent, "old"));
    await Deno.rename(next, dir);
    assert.ok(await until(() => store.site!.profile.role === "Swapped"), `swap; ${log_()}`);
    await settle();
    assert.ok(
      await editUntil(
        () => role("Edited after the swap")(dir),
        () => store.site!.profile.role === "Edited after the swap",
      ),
      `edit after the swap; ${log_()}`,
    );

    await Deno.rename(dir, join(parent, "gone"));
    assert.ok(await until(() => store.error !== undefined), `noticed the deletion; ${log_()}`);
    assert.equal(store.site!.profile.role, "Edited after the swap", "the last good site is kept");
    await role("Back")(join(parent, "gone"));
    await Deno.rename(join(parent, "gone"), dir);
    assert.ok(await until(() => store.site!.profile.role === "Back"), `put back; ${log_()}`);
    await settle();
    assert.ok(
      await editUntil(
        () => role("Edited once back")(dir),
        () => store.site!.profile.role === "Edited once back",
      ),
      `edit once back; ${log_()}`,
    );
  } finally {
    store.close();
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("a symlink swap of the content folder (current → a new release) is noticed by the folder poll, then watched", async () => {
  const parent = await Deno.makeTempDir({ prefix: "store-" });
  const releases = [join(parent, "r1"), join(parent, "r2")];
  await Deno.rename(await copyStudio(), releases[0]);
  await Deno.rename(await copyStudio(), releases[1]);
  const role = async (folder: string, text: string) => {
    const file = join(folder, "profile.md");
    await Deno.writeTextFile(
      file,
      (await Deno.readTextFile(file)).replace(/^role:.*$/m, `role: ${text}`),
    );
  };
  await role(releases[0], "Release one");
  await role(releases[1], "Release two");
  const current = join(parent, "current");
  await Deno.symlink(releases[0], current);
  const { lines, log } = logger();
  const store = new ContentStore(configFor(current), {
    build: buildSite,
    log,
    quietMs: 100,
    pollMs: POLL,
  });
  const log_ = () => lines.map((l) => l.text).join(" | ");
  try {
    await store.start();
    assert.equal(store.site!.profile.role, "Release one");
    // The deploy's atomic swap: a new link renamed over the old one.
    await Deno.symlink(releases[1], join(parent, "next"));
    await Deno.rename(join(parent, "next"), current);
    assert.ok(await until(() => store.site!.profile.role === "Release two", 5000), log_());
    // Noticed by the poll of the folder's real path (how soon is a benchmark's business, not a test's).
    const notice = lines.find((l) => l.text.startsWith("The content folder now leads to"));
    assert.ok(notice?.text.includes("r2"), `noticed: ${log_()}`);
    assert.ok(
      await editUntil(
        () => role(releases[1], "Edited in release two"),
        () => store.site!.profile.role === "Edited in release two",
      ),
      `the new release is watched; ${log_()}`,
    );
  } finally {
    store.close();
    await Deno.remove(parent, { recursive: true });
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

Deno.test("a content folder that disappears for seconds is loaded again once it is back", async () => {
  const parent = await Deno.makeTempDir({ prefix: "store-" });
  const dir = join(parent, "content");
  await Deno.rename(await copyStudio(), dir);
  const { lines, log } = logger();
  // A folder renamed into place is published once it has been quiet; it stays away for twice
  // the quiet time (a server's 1 s quiet time and 2 s away, a fifth of each here).
  const quietMs = 200;
  const store = new ContentStore(configFor(dir), { build: buildSite, log, pollMs: POLL, quietMs });
  try {
    await store.start();
    await Deno.rename(dir, join(parent, "away"));
    assert.ok(await until(() => store.error !== undefined, 5000), "noticed the removal");
    await new Promise((r) => setTimeout(r, 2 * quietMs));
    const file = join(parent, "away", "profile.md");
    await Deno.writeTextFile(
      file,
      (await Deno.readTextFile(file)).replace(/^role:.*$/m, "role: Back again"),
    );
    await Deno.rename(join(parent, "away"), dir);
    assert.ok(
      await until(() => store.site?.profile.role === "Back again", 5000),
      lines.map((l) => l.text).join(" | "),
    );
  } finally {
    store.close();
    await Deno.remove(parent, { recursive: true });
  }
});
