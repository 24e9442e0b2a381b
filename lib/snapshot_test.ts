import assert from "node:assert/strict";
import { join } from "node:path";
import { copyContent } from "../tests/_server.ts";
import { readConfig } from "./config.ts";
import { loadContent } from "./content/load.ts";
import type { SavedResponse } from "./server/response_cache.ts";
import {
  fingerprint,
  readSnapshot,
  type Snapshot,
  snapshotFile,
  snapshotMatches,
  writeSnapshot,
} from "./snapshot.ts";

const SITE = "https://arjunrao.example";

/** Files of a small project: what the server runs, and what it never reads. */
const PROJECT: Record<string, string> = {
  "main.ts": "main",
  "lib/a.ts": "a",
  "lib/a_test.ts": "a test",
  "docs/guide.md": "a Markdown file the server might read",
  "README.md": "readme",
  "tests/t.ts": "test",
  "routes/tests/index.ts": "a route below a folder named tests",
  "bench/b.ts": "bench",
  ".git/HEAD": "ref",
  "node_modules/x/index.js": "dependency",
};

/** A project folder and a copy of the content, removed afterwards. */
async function withProject(
  fn: (root: URL, contentDir: string, config: ReturnType<typeof readConfig>) => Promise<void>,
) {
  const project = await Deno.makeTempDir({ prefix: "snapshot-project-" });
  const contentDir = await copyContent();
  try {
    for (const [path, text] of Object.entries(PROJECT)) {
      await Deno.mkdir(join(project, path, ".."), { recursive: true });
      await Deno.writeTextFile(join(project, path), text);
    }
    const config = readConfig(new Map([["SITE_URL", SITE], ["CONTENT_DIR", contentDir]]));
    await fn(new URL(`file://${project}/`), contentDir, config);
  } finally {
    await Deno.remove(project, { recursive: true });
    await Deno.remove(contentDir, { recursive: true });
  }
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** Two responses sharing one body, one of them with compressed forms. */
function responses(): SavedResponse[] {
  const shared = bytes("<p>shared</p>".repeat(50));
  const headers: [string, string][] = [["content-type", "text/html"], ["etag", '"x"']];
  return [
    { target: "/", vary: ["accept"], key: "\n", status: 200, headers, body: shared },
    {
      target: "/?a=1",
      vary: ["accept"],
      key: "text/html\n",
      status: 200,
      headers,
      body: shared,
      forms: [bytes("br form"), bytes("gzip form")],
    },
    {
      target: "/api/v1/profile",
      vary: [],
      key: "",
      status: 200,
      headers: [["content-type", "application/json"]],
      body: bytes("{}"),
    },
  ];
}

async function make(contentDir: string): Promise<Snapshot> {
  return { content: await loadContent(contentDir), responses: responses() };
}

Deno.test("a snapshot reads back the content and every response as they were saved", () =>
  withProject(async (root, contentDir, config) => {
    const written = await writeSnapshot(root, config, () => make(contentDir));
    const file = await Deno.readFile(snapshotFile(root));
    assert.equal(written, file.byteLength);
    const shared = "<p>shared</p>".repeat(50).length;
    assert.ok(file.byteLength < 2 * shared + 60_000, "a body shared by two responses is kept once");
    const usable = await readSnapshot(root, config);
    assert.equal(usable.note, "Using the snapshot: content and 3 saved responses");
    assert.deepEqual(usable.content, await loadContent(contentDir));
    assert.deepEqual(
      usable.responses!.map((r) => ({
        ...r,
        body: [...r.body],
        forms: r.forms?.map((f) => [...f]),
      })),
      responses().map((r) => ({ ...r, body: [...r.body], forms: r.forms?.map((f) => [...f]) })),
    );
  }));

Deno.test("any change to what the server reads means the snapshot is not used; other files do not count", () =>
  withProject(async (root, contentDir, config) => {
    await writeSnapshot(root, config, () => make(contentDir));
    const before = await fingerprint(root, contentDir);
    const path = (rel: string) => join(root.pathname, rel);
    const faq = join(contentDir, "faq.md");
    const edits: [string, () => Promise<void>, () => Promise<void>][] = [
      [
        "an edited module",
        () => Deno.writeTextFile(path("lib/a.ts"), "b"),
        () => Deno.writeTextFile(path("lib/a.ts"), "a"),
      ],
      [
        "a new module",
        () => Deno.writeTextFile(path("lib/b.ts"), ""),
        () => Deno.remove(path("lib/b.ts")),
      ],
      [
        "a renamed entry",
        () => Deno.rename(path("main.ts"), path("main2.ts")),
        () => Deno.rename(path("main2.ts"), path("main.ts")),
      ],
      [
        "a route in a folder named tests",
        () => Deno.writeTextFile(path("routes/tests/index.ts"), "edited"),
        () => Deno.writeTextFile(path("routes/tests/index.ts"), PROJECT["routes/tests/index.ts"]),
      ],
      [
        "a Markdown file below the top",
        () => Deno.writeTextFile(path("docs/guide.md"), "edited"),
        () => Deno.writeTextFile(path("docs/guide.md"), PROJECT["docs/guide.md"]),
      ],
      [
        "an edited content file",
        async () => Deno.writeTextFile(faq, (await Deno.readTextFile(faq)) + " "),
        async () => Deno.writeTextFile(faq, (await Deno.readTextFile(faq)).slice(0, -1)),
      ],
      [
        "a new content file",
        () => Deno.writeTextFile(join(contentDir, "projects", "new.md"), ""),
        () => Deno.remove(join(contentDir, "projects", "new.md")),
      ],
    ];
    for (const [name, edit, undo] of edits) {
      await edit();
      const usable = await readSnapshot(root, config);
      assert.equal(usable.content, undefined, name);
      assert.equal(usable.responses, undefined, name);
      assert.equal(
        usable.note,
        "The snapshot is not used: files changed since deno task build",
        name,
      );
      assert.equal(await snapshotMatches(root, config, before), false, name);
      await undo();
      assert.equal(await fingerprint(root, contentDir), before, `${name}, undone`);
    }
    const counted = ["main.ts", "lib/a.ts", "docs/guide.md", "routes/tests/index.ts"];
    for (const rel of Object.keys(PROJECT).filter((p) => !counted.includes(p))) {
      await Deno.writeTextFile(path(rel), "edited");
    }
    assert.equal(await fingerprint(root, contentDir), before, "tests, docs, dependencies");
    assert.equal((await readSnapshot(root, config)).responses?.length, 3);
    assert.equal(await snapshotMatches(root, config, before), true);
  }));

Deno.test("another SITE_URL keeps the content but not the responses, whose URLs name the old one", () =>
  withProject(async (root, contentDir, config) => {
    await writeSnapshot(root, config, () => make(contentDir));
    const other = { ...config, siteUrl: "https://elsewhere.example" };
    const usable = await readSnapshot(root, other);
    assert.deepEqual(usable.content, await loadContent(contentDir));
    assert.equal(usable.responses, undefined);
    assert.equal(
      usable.note,
      `Using the snapshot's content but not its responses, built for SITE_URL ${SITE}`,
    );
  }));

Deno.test("a missing, corrupt or foreign snapshot, or an unreadable project, is not used", () =>
  withProject(async (root, contentDir, config) => {
    const file = snapshotFile(root);
    const notes: string[] = [];
    const check = async () => {
      const usable = await readSnapshot(root, config);
      assert.equal(usable.content, undefined, usable.note);
      assert.equal(usable.responses, undefined, usable.note);
      notes.push(usable.note);
    };
    await check();
    await Deno.mkdir(new URL(".", file));
    await Deno.writeFile(file, new Uint8Array([0, 0, 0, 2, 123, 125]));
    await check();
    await Deno.writeFile(file, new Uint8Array([255, 0, 0, 2, 123]));
    await check();
    await writeSnapshot(root, config, () => make(contentDir));
    await Deno.symlink(root.pathname, join(root.pathname, "lib", "loop"));
    await check();
    assert.equal(notes[0], "No snapshot (deno task build makes one): loading the content");
    assert.equal(notes[1], "The snapshot is not used: not site-snapshot/3");
    assert.match(notes[2], /^The snapshot is not used: .*JSON/);
    assert.match(notes[3], /^The snapshot is not used: .*folders deep/);
  }));

Deno.test("nothing is saved when the files change while the site is made", () =>
  withProject(async (root, contentDir, config) => {
    const written = await writeSnapshot(root, config, async () => {
      await Deno.writeTextFile(join(root.pathname, "lib", "a.ts"), "changed meanwhile");
      return await make(contentDir);
    });
    assert.equal(written, undefined);
    await assert.rejects(Deno.stat(snapshotFile(root)), Deno.errors.NotFound);
  }));
