/**
 * `deno task init` in temporary folders, with no terminal: its `init()` called
 * in-process, and once for real (`deno run` with the task's own permissions,
 * read from deno.json), so the entry point and its exit code are covered too. The owner it
 * replaces is the studio fixture (tests/fixtures/studio), never the sample in
 * content/, so the owner may replace content/ and these tests stay green.
 */
import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { MESSAGE_KEYS } from "../lib/content/messages.ts";
import { checkContent, placeholderNotes } from "./check.ts";
import { init } from "./init.ts";
import { minimalContent } from "./init_content.ts";
import { ask, FIELDS } from "./init_owner.ts";

const ROOT = new URL("..", import.meta.url).pathname;
/** An owner's content for init to replace: Lena Vogt, Nordlicht Digital. */
const STUDIO = join(ROOT, "tests", "fixtures", "studio");
/** What would show the studio owner left behind after init replaced them. */
const STUDIO_FACTS = [
  "Lena Vogt",
  "Nordlicht",
  "projects@nordlicht.example",
  "Hamburg",
  "Fleet dashboard",
  "Rates API",
  "Shipment pipeline",
  "Data you can trust",
];

/** The arguments of `deno task init` after `deno`, so tests run it exactly as the task does. */
const INIT_ARGS: string[] = (() => {
  const config = JSON.parse(Deno.readTextFileSync(join(ROOT, "deno.json")));
  const [deno, ...args] = String(config.tasks.init).split(/\s+/);
  assert.equal(deno, "deno", `deno.json's init task must start with "deno run", got ${deno}`);
  return args;
})();

const OWNER = {
  name: "Ada Quillfeather",
  brand: "Quillfeather Works",
  role: "Independent web developer",
  location: "Tallinn, Estonia",
  email: "ada@quillfeather.example",
  "site-url": "https://quillfeather.example",
};

/** `--flag value` pairs for `OWNER`, with `changes` applied (undefined leaves a flag out). */
function ownerFlags(changes: Partial<Record<keyof typeof OWNER, string | undefined>> = {}) {
  const values: Record<string, string | undefined> = { ...OWNER, ...changes };
  return Object.entries(values).flatMap(([flag, value]) =>
    value === undefined ? [] : [`--${flag}`, value]
  );
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `init()` in-process with no terminal, with what it prints caught. `path`, when given, is
 * the PATH in its environment, as a shell without git would have: never the process's, which
 * every test isolate of `deno test --parallel` shares (a spawn of bash in another one failed
 * while it was set). Not for use at once with another run: what is printed is caught from
 * `console`.
 */
async function runInit(args: string[], options: { path?: string } = {}): Promise<Run> {
  const { log, error } = console;
  const out: string[] = [];
  const err: string[] = [];
  console.log = (...parts: unknown[]) => out.push(`${parts.join(" ")}\n`);
  console.error = (...parts: unknown[]) => err.push(`${parts.join(" ")}\n`);
  const env = new Map(options.path === undefined ? [] : [["PATH", options.path]]);
  try {
    const code = await init(args, { env, interactive: false });
    return { code, stdout: out.join(""), stderr: err.join("") };
  } finally {
    Object.assign(console, { log, error });
  }
}

/** Runs `deno task init` for real: `deno run` with the task's permissions, no terminal. */
async function spawnInit(args: string[]): Promise<Run> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [...INIT_ARGS, ...args],
    cwd: ROOT,
    env: { NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

/** Every file below `dir` with its text, by relative path. */
async function readTree(dir: string, prefix = ""): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const entry of Deno.readDir(join(dir, prefix))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory) {
      for (const [k, v] of await readTree(dir, rel)) out.set(k, v);
    } else out.set(rel, await Deno.readTextFile(join(dir, rel)));
  }
  return out;
}

async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "init-test-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function git(cwd: string, ...args: string[]): Promise<void> {
  const out = await new Deno.Command("git", {
    args: [
      "-c",
      "user.name=Init Test",
      "-c",
      "user.email=init@test.example",
      "-c",
      "commit.gpgsign=false",
      ...args,
    ],
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(out.success, `git ${args.join(" ")}: ${new TextDecoder().decode(out.stderr)}`);
}

/** A temporary git repository whose one commit holds the studio fixture as its content/. */
async function committedOwnerRepo(dir: string): Promise<string> {
  const content = join(dir, "content");
  await cp(STUDIO, content, { recursive: true });
  await git(dir, "init", "-q");
  await git(dir, "add", "-A");
  await git(dir, "commit", "-q", "-m", "owner");
  return content;
}

/** Fails naming the file and the fact when a file below `dir` still holds one of `facts`. */
async function assertNoneOf(dir: string, facts: string[]): Promise<void> {
  for (const [file, text] of await readTree(dir)) {
    for (const fact of facts) {
      assert.ok(!text.includes(fact), `${file} still names the replaced owner's "${fact}"`);
    }
  }
}

const configFor = (dir: string) =>
  readConfig(new Map([["SITE_URL", OWNER["site-url"]], ["CONTENT_DIR", dir]]));

const hasGit = await new Deno.Command("git", {
  args: ["--version"],
  stdout: "null",
  stderr: "null",
})
  .output().then((o) => o.success, () => false);

Deno.test("init --help lists every flag and exits 0", async () => {
  const run = await runInit(["--help"]);
  assert.equal(run.code, 0, run.stderr);
  for (const flag of [...Object.keys(OWNER), "content-dir", "force", "yes", "help"]) {
    assert.match(run.stdout, new RegExp(`--${flag}\\b`));
  }
});

Deno.test("init with every flag writes content that the check accepts, naming the new owner", async () => {
  await withTempDir(async (dir) => {
    const target = join(dir, "site", "content");
    const run = await spawnInit([...ownerFlags(), "--yes", "--content-dir", target]);
    assert.equal(run.code, 0, run.stderr);
    for (const step of ["profile.md", "deno task check", "deno task start", "SITE_URL="]) {
      assert.ok(run.stdout.includes(step), `the next steps name ${step}:\n${run.stdout}`);
    }

    assert.deepEqual(await checkContent(configFor(target)), []);
    const raw = await loadContent(target);
    assert.equal(raw.profile.name, OWNER.name);
    assert.equal(raw.profile.brand, OWNER.brand);
    assert.equal(raw.site.name, OWNER.brand);
    assert.deepEqual(raw.contact, { hiring_and_freelance: OWNER.email });
    assert.ok(raw.pages.some((p) => p.path === "/"), "the home page exists");
    assert.equal(raw.projects.length, 1);
    assert.match(raw.projects[0].name, /placeholder/i);
    // Today in local time: its noon is within half a day of now (a day and a half, for slack).
    const noon = Date.parse(`${raw.site.updated}T12:00:00`);
    assert.ok(Math.abs(noon - Date.now()) < 36 * 3_600_000, raw.site.updated);

    assert.deepEqual([...Deno.readDirSync(join(dir, "site"))].map((e) => e.name), ["content"]);
  });
});

Deno.test("init with missing flags and no terminal exits 2 naming each missing flag, writing nothing", async () => {
  await withTempDir(async (dir) => {
    const target = join(dir, "content");
    const run = await runInit([
      ...ownerFlags({ brand: undefined, email: undefined }),
      "--content-dir",
      target,
    ]);
    const yes = await runInit(["--yes", "--name", OWNER.name, "--content-dir", target]);
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /Missing --brand, --email: .*pass them as flags/);
    assert.doesNotMatch(run.stderr, /--name|--site-url,/);

    assert.equal(yes.code, 2, yes.stderr);
    assert.match(yes.stderr, /Missing --brand, --role, --location, --email, --site-url: --yes/);
    assert.deepEqual([...Deno.readDirSync(dir)], []);
  });
});

Deno.test("init exits 2 on a bad email or site URL, saying what to pass instead", async () => {
  await withTempDir(async (dir) => {
    const target = join(dir, "content");
    const cases: [Partial<typeof OWNER>, RegExp][] = [
      [
        { email: "ada-at-example" },
        /--email "ada-at-example" is not an email address: pass an email address such as --email/,
      ],
      [{ "site-url": "quillfeather.example" }, /--site-url .* is not an absolute URL: pass/],
      [{ "site-url": "ftp://quillfeather.example" }, /uses ftp, not http or https: pass/],
      [{ name: "  " }, /--name is empty: pass a name such as --name/],
    ];
    const runs: Run[] = [];
    for (const [changes] of cases) {
      runs.push(await runInit([...ownerFlags(changes), "--yes", "--content-dir", target]));
    }
    for (const [i, [changes, message]] of cases.entries()) {
      assert.equal(runs[i].code, 2, `${JSON.stringify(changes)}: ${runs[i].stderr}`);
      assert.match(runs[i].stderr, message);
    }
    assert.deepEqual([...Deno.readDirSync(dir)], []);
  });
});

Deno.test("init refuses an edited folder with exit 1 and leaves it untouched; --force replaces it, leaving nothing of the old owner", async () => {
  await withTempDir(async (dir) => {
    const target = join(dir, "content");
    await cp(STUDIO, target, { recursive: true });
    const before = await readTree(target);
    assert.equal(before.size, 16, [...before.keys()].join(", "));

    const refused = await runInit([...ownerFlags(), "--yes", "--content-dir", target]);
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /--force/);
    assert.match(refused.stderr, /overwritten/);
    assert.deepEqual(await readTree(target), before);
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["content"]);

    const forced = await runInit([...ownerFlags(), "--yes", "--force", "--content-dir", target]);
    assert.equal(forced.code, 0, forced.stderr);
    assert.deepEqual(await checkContent(configFor(target)), []);
    assert.equal((await loadContent(target)).profile.name, OWNER.name);
    await assertNoneOf(target, STUDIO_FACTS);
    // The studio's own page goes with it, rather than staying beside the new site.yaml.
    assert.equal((await readTree(target)).has("pages/talks.md"), false);
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["content"]);
  });
});

Deno.test({
  name:
    "init replaces an owner's content committed in git, leaving nothing of it, but not once one of its files is edited",
  ignore: !hasGit,
  fn: () =>
    withTempDir(async (dir) => {
      const target = await committedOwnerRepo(dir);
      const profile = join(target, "profile.md");
      const original = await Deno.readTextFile(profile);

      await Deno.writeTextFile(profile, original.replace(/\n$/, " Edited.\n"));
      const edited = await runInit([...ownerFlags(), "--yes", "--content-dir", target]);
      assert.equal(edited.code, 1, edited.stderr);
      assert.match(edited.stderr, /differs from what git has committed/);

      await Deno.writeTextFile(profile, original);
      await Deno.writeTextFile(join(target, "notes.md"), "An extra file.\n");
      const added = await runInit([...ownerFlags(), "--yes", "--content-dir", target]);
      assert.equal(added.code, 1, added.stderr);
      assert.ok(await Deno.stat(join(target, "notes.md")));

      await Deno.remove(join(target, "notes.md"));
      const committed = await runInit([...ownerFlags(), "--yes", "--content-dir", target]);
      assert.equal(committed.code, 0, committed.stderr);
      assert.match(committed.stdout, /replacing the content committed in git/);
      assert.equal((await loadContent(target)).profile.name, OWNER.name);
      await assertNoneOf(target, STUDIO_FACTS);
    }),
});

Deno.test("init counts a non-empty folder as edited when git is not available", async () => {
  await withTempDir(async (dir) => {
    const target = hasGit ? await committedOwnerRepo(dir) : join(dir, "content");
    if (!hasGit) await cp(STUDIO, target, { recursive: true });
    const noGit = join(dir, "empty-path");
    await Deno.mkdir(noGit);
    const empty = join(dir, "empty");
    await Deno.mkdir(empty);
    const run = await runInit([...ownerFlags(), "--yes", "--content-dir", target], {
      path: noGit,
    });
    const intoEmpty = await runInit([...ownerFlags(), "--yes", "--content-dir", empty], {
      path: noGit,
    });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, /git cannot tell/);

    assert.equal(intoEmpty.code, 0, intoEmpty.stderr);
    assert.match(intoEmpty.stdout, /which was empty/);
  });
});

Deno.test("a prompt shows its default as a hint, takes it on Enter, and typing replaces it rather than appending", () => {
  const brand = FIELDS.find((f) => f.key === "brand")!;
  const asked: { message?: string; prefilled?: string | null }[] = [];
  const answers = ["", "Okafor Web"];
  const original = globalThis.prompt;
  globalThis.prompt = (message?: string, prefilled?: string) => {
    asked.push({ message, prefilled: prefilled ?? null });
    return answers.shift() ?? null;
  };
  try {
    assert.equal(ask(brand, "Mira Okafor"), "Mira Okafor");
    assert.equal(ask(brand, "Mira Okafor"), "Okafor Web");
  } finally {
    globalThis.prompt = original;
  }
  assert.deepEqual(asked, [
    { message: "Brand or site name (may be your name) [Mira Okafor]:", prefilled: null },
    { message: "Brand or site name (may be your name) [Mira Okafor]:", prefilled: null },
  ]);
});

Deno.test("init's files carry a commented example of every optional field, and uncommenting one still passes the check", async () => {
  const files = minimalContent({
    name: "Ada Example",
    brand: "Example Studio",
    role: "Web developer",
    location: "Porto, Portugal",
    email: "ada@studio.example",
    siteUrl: "https://studio.example",
  }, { updated: "2026-01-01" });
  const project = files["projects/example-project.md"];
  for (const field of ["stack", "url", "source", "featured", "year", "cover", "screenshots"]) {
    assert.match(project, new RegExp(`^# ${field}:`, "m"), field);
  }
  for (const field of ["outcomes", "testimonial"]) {
    assert.match(project, new RegExp(`^# ${field}:`, "m"), field);
  }
  for (const field of ["education", "offer", "availability", "portrait", "github", "linkedin"]) {
    assert.match(files["profile.md"], new RegExp(`^# ${field}:`, "m"), field);
  }
  assert.match(files["site.yaml"], /^# mark:/m);
  assert.doesNotMatch(files["site.yaml"], /^# nav:/m, "every page already has its nav");
  assert.match(files["contact.md"], /^# booking_url:/m);
  assert.match(files["services.md"], /^# example:/m);
  const dir = await Deno.makeTempDir({ prefix: "init-comments-" });
  try {
    for (const [path, text] of Object.entries(files)) {
      await Deno.mkdir(join(dir, path, ".."), { recursive: true });
      await Deno.writeTextFile(join(dir, path), text);
    }
    // Uncommented, the plain-value examples are valid as they stand.
    await Deno.writeTextFile(
      join(dir, "projects/example-project.md"),
      project.replace(/^# (featured|year|url|source): /gm, "$1: "),
    );
    const content = await loadContent(dir);
    assert.equal(content.projects[0].featured, true);
    assert.equal(content.projects[0].year, 2025);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("init --lang ja starts the site in Japanese: every English sentence it writes is a placeholder that check counts, and messages.yaml holds every key", async () => {
  await withTempDir(async (dir) => {
    const target = join(dir, "content");
    const run = await runInit([...ownerFlags(), "--lang", "ja", "--yes", "--content-dir", target]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /messages\.yaml +the site's own words/);
    assert.deepEqual(await checkContent(configFor(target)), []);
    const raw = await loadContent(target);
    assert.equal(raw.site.lang, "ja");
    for (const page of raw.pages) {
      for (const text of [page.title, page.description, page.nav]) {
        assert.match(text ?? "", /\(placeholder\)$/, `${page.path}: ${text}`);
      }
    }
    assert.match(raw.site.tagline ?? "", /placeholder/);
    for (const q of raw.faq) assert.match(`${q.question} ${q.answer}`, /placeholder.*placeholder/);
    const files = await readTree(target);
    for (const [file, text] of files) {
      if (!file.startsWith("pages/")) continue;
      for (const line of text.split("\n").filter((l) => l.trim())) {
        assert.match(line, /placeholder/i, `${file}: "${line}" is English with no mark`);
      }
    }
    const notes = await placeholderNotes(configFor(target));
    assert.equal(notes.length, 1);
    assert.match(
      notes[0],
      /^.*: \d+ lines in 13 files still marked as a placeholder \(.*pages\/home\.md 1.*site\.yaml \d+\)/,
    );
    const messages = files.get("messages.yaml") ?? "";
    // Every key commented out, holding the kit's Japanese to start from.
    assert.equal(
      messages.match(/^# "[a-zA-Z]+\.[\w.]+": "[^"].*" {2}# /gm)?.length,
      MESSAGE_KEYS.length,
    );
    assert.ok(messages.includes('# "layout.menu": "メニュー"  # Menu\n'));
  });
});

Deno.test("init --languages en,de starts each more language: its pages' words, placeholders unless English, and its messages.yaml", async () => {
  await withTempDir(async (dir) => {
    const target = join(dir, "content");
    const flags = [...ownerFlags(), "--lang", "ja", "--languages", "en,de", "--yes"];
    const run = await runInit([...flags, "--content-dir", target]);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(await checkContent(configFor(target)), []);
    const raw = await loadContent(target);
    assert.deepEqual(raw.site.languages, ["en", "de"]);
    const [en, de] = raw.translations!;
    for (const page of de.content.pages) {
      assert.match(page.title, /\(placeholder\)$/, page.path);
      assert.match(page.body, /placeholder/, page.path);
    }
    assert.equal(en.content.pages.find((page) => page.path === "/work/")?.title, "Work");
    const files = await readTree(target);
    assert.ok(files.has("de/messages.yaml") && !files.has("en/messages.yaml"));
    assert.match(
      (await placeholderNotes(configFor(target)))[0],
      /de\/pages\/home\.md 1.*de\/site\.yaml \d+/,
    );
    // What the new languages leave out is the primary's, and check names it.
    assert.ok(de.untranslated.includes("de/profile.md"), de.untranslated.join(", "));
    const twice = await runInit([
      ...ownerFlags(),
      "--languages",
      "en",
      "--yes",
      "--content-dir",
      target,
    ]);
    assert.equal(twice.code, 2);
    assert.match(twice.stderr, /--languages "en" is the site's language or given twice/);
  });
});

Deno.test("init in English marks nothing more, and refuses a --lang that is not a language tag", async () => {
  const owner = { ...OWNER, siteUrl: OWNER["site-url"] };
  const english = minimalContent(owner, { updated: "2026-01-01" });
  const { "site.yaml": site, ...rest } = minimalContent(owner, {
    updated: "2026-01-01",
    lang: "en-GB",
  });
  const { "site.yaml": englishSite, ...englishRest } = english;
  assert.deepEqual(rest, englishRest);
  assert.match(site, /^lang: en-GB$/m);
  assert.equal(site.replace(/^lang: .*\n|^# .*\n/gm, ""), englishSite.replace(/^# .*\n/gm, ""));
  assert.ok(!english["site.yaml"].includes("(placeholder)"));
  await withTempDir(async (dir) => {
    const run = await runInit([
      ...ownerFlags(),
      "--lang",
      "Japanese",
      "--yes",
      "--content-dir",
      dir,
    ]);
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /--lang "Japanese" is not a language tag: pass one such as ja or pt-BR/,
    );
    assert.deepEqual([...Deno.readDirSync(dir)], []);
  });
});
