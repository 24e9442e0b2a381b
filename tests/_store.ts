/**
 * What the content store's unit tests share (lib/content/store_test.ts and store_swaps_test.ts):
 * two files, so that their waits on the clock run in two isolates at once (tests/_shards.ts).
 */
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { readConfig } from "../lib/config.ts";
import { POLL_MS } from "../lib/content/store.ts";

/** The studio fixture owner (Lena Vogt, Nordlicht Digital), never the sample in content/. */
export const STUDIO = new URL("./fixtures/studio", import.meta.url).pathname;

/**
 * How often the stores here look at their files: a tenth of a server's `POLL_MS`, so that what a
 * test waits for comes ten times sooner. What a look finds, and what follows, is the same.
 */
export const POLL = POLL_MS / 10;

/** A configuration whose content is `contentDir`. */
export function configFor(contentDir: string) {
  return readConfig(new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", contentDir]]));
}

/** Copies the studio fixture to a temporary folder the test may edit; returns its path. */
export async function copyStudio(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  await cp(STUDIO, dir, { recursive: true });
  return dir;
}

/** Waits until `ok()` holds, for at most `ms`. */
export async function until(ok: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
}

/**
 * Repeats `edit` until `ok`: a watch set up again after a folder is swapped
 * can start a moment after the swap is seen, and under load an edit made in
 * that moment is never reported. Later edits must be. Each edit is given 1.5 s,
 * more than a load waits for quiet (the test's 100 ms after the edit's ctime,
 * which Deno rounds up to its second's end): edits 500 ms apart, each early in
 * its second, held a load off for 3 s in a probe and for the whole 10 s once in
 * a full run.
 */
export async function editUntil(
  edit: () => Promise<void>,
  ok: () => boolean,
  ms = 10_000,
): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await edit();
    if (await until(ok, 1500)) return true;
  }
  return ok();
}

/** A log that keeps its lines, for a test to read. */
export function logger() {
  const lines: { text: string }[] = [];
  return { lines, log: (text: string) => lines.push({ text }) };
}

/** Sets the `role` in `folder`'s profile.md: the edit these tests make and then wait to see. */
export async function setRole(folder: string, role: string): Promise<void> {
  const file = join(folder, "profile.md");
  const text = await Deno.readTextFile(file);
  await Deno.writeTextFile(file, text.replace(/^role:.*$/m, `role: ${role}`));
}
