/** The store's tests of a content folder that moves: edits, swaps, symlinks, a folder gone for seconds. */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ContentStore } from "./store.ts";
import { buildSite } from "../site/web/site.ts";
import {
  configFor,
  copyStudio,
  editUntil,
  logger,
  POLL,
  setRole,
  until,
} from "../../tests/_store.ts";

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
    assert.ok(
      await editUntil(
        () => setRole(dir, "Edited"),
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
  const settle = () => new Promise((r) => setTimeout(r, 150));
  const log_ = () => lines.map((l) => l.text).join(" | ");
  try {
    await store.start();
    await settle();

    const next = await copyStudio();
    await setRole(next, "Swapped");
    await Deno.rename(dir, join(parent, "old"));
    await Deno.rename(next, dir);
    assert.ok(await until(() => store.site!.profile.role === "Swapped"), `swap; ${log_()}`);
    await settle();
    assert.ok(
      await editUntil(
        () => setRole(dir, "Edited after the swap"),
        () => store.site!.profile.role === "Edited after the swap",
      ),
      `edit after the swap; ${log_()}`,
    );

    await Deno.rename(dir, join(parent, "gone"));
    assert.ok(await until(() => store.error !== undefined), `noticed the deletion; ${log_()}`);
    assert.equal(store.site!.profile.role, "Edited after the swap", "the last good site is kept");
    await setRole(join(parent, "gone"), "Back");
    await Deno.rename(join(parent, "gone"), dir);
    assert.ok(await until(() => store.site!.profile.role === "Back"), `put back; ${log_()}`);
    await settle();
    assert.ok(
      await editUntil(
        () => setRole(dir, "Edited once back"),
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
  await setRole(releases[0], "Release one");
  await setRole(releases[1], "Release two");
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
        () => setRole(releases[1], "Edited in release two"),
        () => store.site!.profile.role === "Edited in release two",
      ),
      `the new release is watched; ${log_()}`,
    );
  } finally {
    store.close();
    await Deno.remove(parent, { recursive: true });
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
    await setRole(join(parent, "away"), "Back again");
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
