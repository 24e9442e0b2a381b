/**
 * The build's snapshot end to end: `deno task build` in a copy of the project
 * saves the site, and the server started there answers from it exactly as
 * the app answers without it; an edit or another SITE_URL means it is not used.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ACCEPTS, crawl } from "../lib/crawl.ts";
import { target, varyNames } from "../lib/server/response_cache.ts";
import { startServer, type TestServer } from "./_server.ts";

const SITE = "https://example.test";
const ROOT = new URL("..", import.meta.url).pathname;

/** A copy of the project's files (tracked, or new and not ignored), built for `SITE`. */
async function builtCopy(): Promise<{ dir: string; log: string }> {
  const dir = await Deno.makeTempDir({ prefix: "snapshot-site-" });
  const listed = await new Deno.Command("git", {
    args: ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    cwd: ROOT,
  }).output();
  assert.equal(listed.code, 0, "git ls-files");
  for (const file of new TextDecoder().decode(listed.stdout).split("\0").filter(Boolean)) {
    await Deno.mkdir(join(dir, file, ".."), { recursive: true });
    // A tracked file deleted in the working tree is not part of the project.
    await Deno.copyFile(join(ROOT, file), join(dir, file)).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  }
  const build = await new Deno.Command(Deno.execPath(), {
    args: ["task", "build"],
    cwd: dir,
    env: { SITE_URL: SITE, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const log = new TextDecoder().decode(build.stdout) + new TextDecoder().decode(build.stderr);
  assert.equal(build.code, 0, log);
  return { dir, log };
}

/** Status, headers less Date, and body bytes: what must be the same from both servers. */
async function exchange(server: TestServer, path: string, headers: Record<string, string>) {
  const res = await fetch(server.url + path, { headers, redirect: "manual" });
  const kept = [...res.headers].filter(([name]) => name !== "date");
  return { status: res.status, headers: kept, body: [...new Uint8Array(await res.arrayBuffer())] };
}

Deno.test("the server answers from the build's snapshot exactly as the app answers", async (t) => {
  const { dir, log } = await builtCopy();
  try {
    const count = Number(
      log.match(/Saved the snapshot for https:\/\/example\.test: the content and (\d+) responses/)
        ?.[1],
    );
    assert.ok(count > 100, `the build saved the site:\n${log}`);

    const file = join(dir, "_fresh", "snapshot.bin");
    await t.step(
      "every crawled URL, in every Accept form and coding, is byte for byte the app's",
      async () => {
        // Every exchange with the server of the copy, first from its snapshot, then without it,
        // where its app makes every answer (the bundles' names depend on the build's folder, so
        // both come from the same build).
        const exchanges = async (
          server: TestServer,
          requests: [string, Record<string, string>][],
        ) => {
          const all = [];
          for (const [path, headers] of requests) all.push(await exchange(server, path, headers));
          return all;
        };
        const saved = await startServer({ root: dir, siteUrl: SITE });
        const requests: [string, Record<string, string>][] = [];
        let fromSnapshot;
        try {
          assert.match(
            saved.output(),
            new RegExp(`Using the snapshot: content and ${count} saved`),
          );
          const paths = await crawl(
            (req) => fetch(saved.url + target(req.url), { headers: req.headers }),
            { siteUrl: SITE },
          );
          assert.ok(paths.length > 40, `${paths.length} paths`);
          for (const path of paths) {
            const negotiated = varyNames(
              (await exchange(saved, path, {})).headers
                .find(([name]) => name === "vary")?.[1] ?? null,
            ).includes("accept");
            for (const accept of negotiated ? ACCEPTS : [null]) {
              for (const encoding of ["br, gzip", "gzip", "identity"]) {
                requests.push([path, { "accept-encoding": encoding, ...accept ? { accept } : {} }]);
              }
            }
          }
          assert.ok(requests.length > count, `${requests.length} exchanges`);
          fromSnapshot = await exchanges(saved, requests);
        } finally {
          await saved.close();
        }
        await Deno.rename(file, `${file}.aside`);
        const rendered = await startServer({ root: dir, siteUrl: SITE });
        try {
          assert.match(rendered.output(), /No snapshot/);
          const fromApp = await exchanges(rendered, requests);
          for (const [i, [path, headers]] of requests.entries()) {
            assert.deepEqual(fromSnapshot[i], fromApp[i], `${path} ${JSON.stringify(headers)}`);
          }
        } finally {
          await rendered.close();
          await Deno.rename(`${file}.aside`, file);
        }
      },
    );

    const original = await Deno.readFile(file);
    // The saved robots.txt, altered in the file (not in what the fingerprint covers), shows
    // which answers come from the snapshot.
    const text = new TextDecoder("latin1").decode(original);
    const at = text.lastIndexOf("User-agent: *");
    assert.ok(at > 0, "robots.txt is saved");
    const patched = original.slice();
    patched.set(new TextEncoder().encode("User-agent: X"), at);
    await Deno.writeFile(file, patched);
    const robots = async (server: TestServer) =>
      await (await fetch(`${server.url}/robots.txt`, {
        headers: { "accept-encoding": "identity" },
      }))
        .text();

    await t.step("the saved answers are what is served", async () => {
      const server = await startServer({ root: dir, siteUrl: SITE });
      try {
        assert.match(await robots(server), /^User-agent: X$/m);
      } finally {
        await server.close();
      }
    });

    await t.step("another SITE_URL: the saved content, but answers made for it", async () => {
      const server = await startServer({ root: dir, siteUrl: "https://elsewhere.test" });
      try {
        assert.match(
          server.output(),
          /Using the snapshot's content but not its responses, built for SITE_URL https:\/\/example\.test/,
        );
        const body = await robots(server);
        assert.match(body, /^User-agent: \*$/m);
        assert.match(body, /https:\/\/elsewhere\.test\/sitemap\.xml/);
      } finally {
        await server.close();
      }
    });

    await t.step(
      "content edited after start-up, before the app loaded: reloaded once it has",
      async () => {
        const server = await startServer({ root: dir, siteUrl: SITE });
        const profile = join(dir, "content", "profile.md");
        const original = await Deno.readTextFile(profile);
        try {
          assert.match(server.output(), /Using the snapshot: content and/);
          await Deno.writeTextFile(
            profile,
            original.replace(/^role: .*$/m, "role: Edited while it ran"),
          );
          // The first answer may still be the saved one; the app starts loading after it.
          await (await fetch(`${server.url}/robots.txt`)).body?.cancel();
          const deadline = Date.now() + 10_000;
          let role = "";
          while (role !== "Edited while it ran" && Date.now() < deadline) {
            role = (await (await fetch(`${server.url}/api/v1/profile`)).json()).role;
            await new Promise((r) => setTimeout(r, 50));
          }
          assert.equal(role, "Edited while it ran");
          assert.match(await robots(server), /^User-agent: \*$/m, "the saved answers are dropped");
        } finally {
          await server.close();
          await Deno.writeTextFile(profile, original);
        }
      },
    );

    await t.step("content edited after the build: the snapshot is not used at all", async () => {
      const profile = join(dir, "content", "profile.md");
      await Deno.writeTextFile(
        profile,
        (await Deno.readTextFile(profile)).replace(/^role: .*$/m, "role: Edited after the build"),
      );
      const server = await startServer({ root: dir, siteUrl: SITE });
      try {
        assert.match(
          server.output(),
          /The snapshot is not used: files changed since deno task build/,
        );
        assert.match(await robots(server), /^User-agent: \*$/m);
        const profileJson = await (await fetch(`${server.url}/api/v1/profile`)).json();
        assert.equal(profileJson.role, "Edited after the build");
      } finally {
        await server.close();
      }
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
