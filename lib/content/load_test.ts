import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { ContentError, loadContent, type LoadOptions, readContent } from "./load.ts";

/** Fixture owners: these tests never read the sample owner in content/. */
const FIXTURES = new URL("../../tests/fixtures/", import.meta.url).pathname;
const STUDIO = join(FIXTURES, "studio");
const MINIMAL = join(FIXTURES, "minimal");
const GERMAN = join(FIXTURES, "german");

/** Copies the studio fixture to a temporary folder the test may break; returns its path. */
async function copyStudio(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  await cp(STUDIO, dir, { recursive: true });
  return dir;
}

async function problemsOf(dir: string, options?: LoadOptions): Promise<string[]> {
  try {
    await loadContent(dir, options);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message.split("\n");
  }
}

/** Each fixture owner, its folder and how many files it has. */
const OWNERS = [["minimal", MINIMAL, 9], ["studio", STUDIO, 16], ["german", GERMAN, 21]] as const;

for (const [name, dir, count] of OWNERS) {
  Deno.test(`every file of the ${name} fixture passes its schema`, async (t) => {
    const problems = await problemsOf(dir);
    const files: string[] = [];
    for (const folder of ["", "projects", "pages", "articles"]) {
      if (folder === "articles" && name !== "german") continue;
      for await (const entry of Deno.readDir(join(dir, folder))) {
        if (entry.isFile) files.push(folder ? `${folder}/${entry.name}` : entry.name);
      }
    }
    assert.equal(files.length, count, `the whole ${name} fixture: ${files.join(", ")}`);
    for (const file of files.sort()) {
      await t.step(file, () => {
        const mine = problems.filter((p) => p.includes(`/${file}"`));
        assert.deepEqual(mine, [], `fix tests/fixtures/${name}/${file}:\n${mine.join("\n")}`);
      });
    }
    assert.deepEqual(problems, []);
  });
}

Deno.test("the studio fixture loads its projects by order, its services, FAQ, contact and pages as written", async () => {
  const raw = await loadContent(STUDIO);
  assert.deepEqual(raw.site, {
    name: "Nordlicht Digital",
    tagline: "Data dashboards and APIs for logistics teams",
    mark: "ND",
    lang: "en-GB",
    locale: "en_GB",
    cli_command: "nordlicht",
    updated: "2026-09-15",
  });
  assert.equal(raw.profile.name, "Lena Vogt");
  assert.equal(raw.profile.brand, "Nordlicht Digital");
  assert.equal(raw.profile.location, "Hamburg, Germany");
  assert.deepEqual(raw.profile.stack, ["Python", "TypeScript", "PostgreSQL"]);
  assert.equal(raw.profile.bio, "Lena Vogt runs Nordlicht Digital from Hamburg.");
  // By `order`, not by file name: pipeline.md sorts before rates-api.md.
  assert.deepEqual(raw.projects.map((p) => [p.slug, p.name, p.status, p.order]), [
    ["fleet-dashboard", "Fleet dashboard", "Live", 1],
    ["rates-api", "Rates API", "In testing", 2],
    ["pipeline", "Shipment pipeline", "Live", 3],
  ]);
  assert.match(raw.projects[1].body, /^## The problem\n/);
  assert.deepEqual(raw.services.map((s) => [s.slug, s.example]), [
    ["dashboards", "fleet-dashboard"],
    ["api-integration", "rates-api"],
    ["data-pipelines", undefined],
  ]);
  assert.deepEqual(raw.faq.map((q) => q.question), [
    "Who owns the code?",
    "How long does a dashboard take?",
  ]);
  assert.deepEqual(raw.contact, {
    hiring_and_freelance: "projects@nordlicht.example",
    note: "Write to projects@nordlicht.example for any project or question.",
  });
  assert.deepEqual(raw.pages.map((p) => [p.path, p.file, p.nav ?? null]), [
    ["/", "pages/home.md", "Home"],
    ["/about/", "pages/about.md", "About"],
    ["/work/", "pages/work.md", "Work"],
    ["/services/", "pages/services.md", "Services"],
    ["/talks/", "pages/talks.md", "Talks"],
    ["/faq/", "pages/faq.md", null],
    ["/contact/", "pages/contact.md", "Contact"],
    ["/developers/", "pages/developers.md", null],
  ]);
  assert.equal(
    raw.pages.find((p) => p.path === "/talks/")!.body,
    "## 2025\n\n- _Data you can trust_, Hamburg logistics meetup.",
  );
});

Deno.test("the minimal fixture loads with none of the optional fields", async () => {
  const raw = await loadContent(MINIMAL);
  assert.deepEqual(raw.site, {
    name: "Mira Okafor",
    tagline: "Small web apps that stay small",
    updated: "2026-10-01",
  });
  assert.deepEqual(raw.profile, {
    name: "Mira Okafor",
    brand: "Mira Okafor",
    role: "Web developer",
    location: "Lagos, Nigeria",
    stack: ["JavaScript"],
    bio: "Mira builds small web apps for local businesses.",
  });
  assert.deepEqual(raw.projects.map((p) => [p.slug, p.name, p.status, p.stack, p.year]), [
    ["booking-page", "Booking page", "Live", undefined, undefined],
  ]);
  assert.deepEqual(raw.services, [
    {
      slug: "small-web-apps",
      name: "Small web apps",
      summary: "A page or two that does one job well.",
    },
  ]);
  assert.deepEqual(raw.faq, [
    { question: "How long does a small app take?", answer: "Usually two weeks." },
  ]);
  assert.deepEqual(raw.contact, { hiring_and_freelance: "hello@mira.example" });
  assert.deepEqual(raw.pages.map((p) => p.path), ["/", "/work/", "/contact/"]);
});

Deno.test("the second contact address and its note load when a contact file has them", async () => {
  const dir = await copyStudio();
  try {
    await Deno.writeTextFile(
      join(dir, "contact.md"),
      [
        "---",
        "hiring_and_freelance: projects@nordlicht.example",
        "jantahr_support_billing_legal: support@nordlicht.example",
        "note: Support questions go to the second address.",
        "---",
        "",
      ].join("\n"),
    );
    assert.deepEqual((await loadContent(dir)).contact, {
      hiring_and_freelance: "projects@nordlicht.example",
      jantahr_support_billing_legal: "support@nordlicht.example",
      note: "Support questions go to the second address.",
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the fixtures' services and their /services/ and /pricing/ pages never publish a price", async () => {
  for (const [name, dir, texts] of [["minimal", MINIMAL, 1], ["studio", STUDIO, 4]] as const) {
    const raw = await loadContent(dir);
    const priced = (p: { path: string }) => p.path === "/services/" || p.path === "/pricing/";
    const bodies = [
      ...raw.services.map((s) => s.summary),
      ...raw.pages.filter(priced).map((p) => p.body),
    ];
    assert.equal(bodies.length, texts, name);
    for (const text of bodies) {
      assert.doesNotMatch(
        text,
        /[$€£₹]\s?\d|\b\d[\d,]*\s?(?:USD|EUR|INR|GBP|rupees|dollars)\b|per hour|\/hr\b/i,
        text,
      );
    }
  }
});

Deno.test("a broken content folder is reported with file and field", async () => {
  const dir = await copyStudio();
  try {
    const project = join(dir, "projects/rates-api.md");
    await Deno.writeTextFile(
      project,
      (await Deno.readTextFile(project)).replace(/^status:.*\n/m, "").replace(/^name:/m, "nmae:"),
    );
    await Deno.writeTextFile(
      join(dir, "contact.md"),
      "---\nhiring_and_freelance: not-an-email\n---\n",
    );
    await Deno.writeTextFile(join(dir, "faq.md"), "---\nquestions: [unclosed\n---\n");
    const problems = await problemsOf(dir);
    const has = (text: string) =>
      assert.ok(
        problems.some((p) => p.includes(text)),
        `no problem mentions ${text}:\n${problems.join("\n")}`,
      );
    has(`field "status" is missing`);
    has(`field "name" is missing`);
    has(`has unknown fields "nmae"`);
    has(`field "hiring_and_freelance" Invalid email address`);
    // The YAML starts on the file's line 2; the unclosed list runs to the closing fence.
    has('faq.md": invalid YAML at line 3, column 1: unexpected end of the stream');
    for (const p of problems) assert.match(p, /^Cannot load "[^"]+": /);
    assert.ok(
      problems.some((p) => p.includes('projects/rates-api.md": field "status" is missing')),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("project and page files are read at once, yet their problems come in file order, each file's together", async () => {
  const dir = await copyStudio();
  try {
    // A large broken file first in name order, small ones after: read at once,
    // the small ones finish first, and must still be reported after it.
    const big = "x".repeat(200_000);
    await Deno.writeTextFile(join(dir, "projects/aa-broken.md"), `---\nnmae: A\n---\n${big}\n`);
    await Deno.writeTextFile(join(dir, "projects/zz-broken.md"), "---\nnmae: Z\n---\n");
    await Deno.writeTextFile(join(dir, "projects/Bad Name.md"), "---\nname: B\n---\n");
    const problems = await problemsOf(dir);
    const files = problems.map((p) => p.match(/projects\/([^"]+)"/)?.[1]).filter(Boolean);
    const firsts = files.filter((f, i) => f !== files[i - 1]);
    assert.deepEqual(firsts, ["Bad Name.md", "aa-broken.md", "zz-broken.md"], problems.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a missing content folder says which folder and how to fix it", async () => {
  const problems = await problemsOf("/nonexistent/content-folder");
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /^Cannot load "\/nonexistent\/content-folder\/?": does not exist: .*set CONTENT_DIR/,
  );
});

Deno.test("a page file not listed in site.yaml and a service naming an unknown project are errors", async () => {
  const dir = await copyStudio();
  try {
    await Deno.writeTextFile(join(dir, "pages/orphan.md"), "Nobody links here.");
    const services = join(dir, "services.md");
    await Deno.writeTextFile(
      services,
      (await Deno.readTextFile(services)).replace("example: fleet-dashboard", "example: nosuch"),
    );
    const problems = (await problemsOf(dir)).join("\n");
    assert.match(problems, /pages\/orphan\.md": is not listed in content\/site\.yaml/);
    assert.match(problems, /services\.md": field "services\[0\]\.example" names project "nosuch"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a price that is neither a figure nor a list of figures names services.md and the field", async () => {
  const dir = await copyStudio();
  try {
    const services = join(dir, "services.md");
    await Deno.writeTextFile(
      services,
      (await Deno.readTextFile(services))
        .replace("example: fleet-dashboard", "example: fleet-dashboard\n    price: []")
        .replace(/\n---\n$/, "\nanchors:\n  - name: Day rate\n    price: { eur: 600 }\n---\n"),
    );
    const problems = (await problemsOf(dir)).join("\n");
    const figure = 'must be a figure such as "€4,000", or a list of figures in several currencies';
    const empty = "must list at least one figure, or leave it out";
    assert.ok(problems.includes(`services.md": field "services[0].price" ${empty}`), problems);
    assert.ok(problems.includes(`services.md": field "anchors[0].price" ${figure}`), problems);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a file over the size limit is a content error naming the file and the limit", async () => {
  const dir = await copyStudio();
  try {
    const file = join(dir, "pages", "about.md");
    await Deno.writeTextFile(file, "A long page. ".repeat(20_000));
    const problems = await problemsOf(dir, { maxBytes: 64 * 1024 });
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0],
      /pages\/about\.md": is 260000 bytes, over the limit of 65536 \(CONTENT_MAX_BYTES\)/,
    );
    await loadContent(dir, { maxBytes: 1024 * 1024 });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a symbolic link to a file outside the content folder is refused; one inside is read", async () => {
  const dir = await copyStudio();
  const outside = await Deno.makeTempDir({ prefix: "outside-" });
  try {
    const secret = join(outside, "secret.md");
    await Deno.writeTextFile(secret, "A file that was never meant to be published.\n");
    const about = join(dir, "pages", "about.md");
    await Deno.remove(about);
    await Deno.symlink(secret, about);
    const problems = await problemsOf(dir);
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0],
      /pages\/about\.md": is a symbolic link to .*secret\.md, outside the content folder/,
    );
    // A link that stays inside the folder is fine.
    await Deno.remove(about);
    await Deno.writeTextFile(
      join(dir, "pages", "about-text.md"),
      "About, kept elsewhere in the folder.\n",
    );
    await Deno.symlink(join(dir, "pages", "about-text.md"), about);
    const inside = await problemsOf(dir);
    assert.ok(!inside.some((p) => /symbolic link/.test(p)), inside.join("\n"));
    // (The extra file is not listed in site.yaml, so that alone is reported.)
    assert.deepEqual(inside.map((p) => /about-text\.md": is not listed/.test(p)), [true]);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(outside, { recursive: true });
  }
});

Deno.test("a photograph over the text limit loads under the image limit, and one over that is refused naming IMAGE_MAX_BYTES", async () => {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  try {
    await cp(join(FIXTURES, "full"), dir, { recursive: true });
    // A phone-sized file: the real PNG, then 1.4 MB that no decoder reads.
    const photo = join(dir, "images", "selo-photo.png");
    const png = await Deno.readFile(photo);
    const padded = new Uint8Array(1_400_000);
    padded.set(png);
    await Deno.writeFile(photo, padded);
    const content = await loadContent(dir);
    assert.equal(content.images.get("images/selo-photo.png")?.bytes.byteLength, 1_400_000);
    // Text files keep their own, smaller limit.
    assert.deepEqual(await problemsOf(dir, { maxBytes: 64 * 1024 }), []);
    const problems = await problemsOf(dir, { imageMaxBytes: 1024 * 1024 });
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0],
      /images\/selo-photo\.png": is 1400000 bytes, over the limit of 1048576 \(IMAGE_MAX_BYTES\)/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a list item YAML folded into the one above is a content error naming the file and line", async () => {
  const dir = await copyStudio();
  try {
    const file = join(dir, "profile.md");
    const text = await Deno.readTextFile(file);
    const lines = text.split("\n");
    const at = lines.findIndex((line) => /^\s+- /.test(line));
    lines[at + 1] = ` ${lines[at + 1]}`;
    await Deno.writeTextFile(file, lines.join("\n"));
    const problems = await problemsOf(dir);
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0],
      new RegExp(`profile\\.md": line ${at + 2}: "- .*" is indented deeper`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a content file whose YAML aliases expand beyond its size is a problem naming the file", async () => {
  const dir = await copyStudio();
  const laughs = [
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
    "c: [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
  ].join("\n");
  await Deno.writeTextFile(join(dir, "faq.md"), `---\n${laughs}\n---\n`);
  const problems = await problemsOf(dir);
  assert.ok(
    problems.some((p) => /faq\.md": uses YAML aliases \(\*name\) that expand/.test(p)),
    problems.join("\n"),
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a FIFO in place of a content file is a problem naming it, never a wait", async () => {
  const dir = await copyStudio();
  await Deno.remove(join(dir, "faq.md"));
  const made = await new Deno.Command("mkfifo", { args: [join(dir, "faq.md")] }).output();
  assert.equal(made.code, 0, "mkfifo");
  await Deno.writeTextFile(join(dir, "projects", "x.md"), "");
  await Deno.remove(join(dir, "projects", "x.md"));
  await new Deno.Command("mkfifo", { args: [join(dir, "projects", "piped.md")] }).output();
  const problems = await problemsOf(dir);
  for (const file of ["faq.md", "projects/piped.md"]) {
    assert.ok(
      problems.some((p) =>
        p.includes(`${file}": is not a regular file (a FIFO, socket or device)`)
      ),
      `${file}: ${problems.join("\n")}`,
    );
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("content is read from the folder's real path: a symlinked release loads whole, and names its folder", async () => {
  const parent = await Deno.makeTempDir({ prefix: "releases-" });
  const [one, two] = [join(parent, "one"), join(parent, "two")];
  await cp(STUDIO, one, { recursive: true });
  await cp(MINIMAL, two, { recursive: true });
  const current = join(parent, "current");
  await Deno.symlink(one, current);
  const first = await readContent(current);
  assert.equal(first.snapshot.real, await Deno.realPath(one));
  await Deno.remove(current);
  await Deno.symlink(two, current);
  const second = (await readContent(current)).content!;
  assert.equal((await readContent(current)).snapshot.real, await Deno.realPath(two));
  const minimal = await loadContent(MINIMAL);
  assert.equal(second.profile.name, minimal.profile.name);
  await Deno.remove(parent, { recursive: true });
});

Deno.test("a load during which the folder is swapped starts again and returns one release, never a mix", async () => {
  const parent = await Deno.makeTempDir({ prefix: "releases-" });
  const [one, two] = [join(parent, "one"), join(parent, "two")];
  await cp(STUDIO, one, { recursive: true });
  await cp(STUDIO, two, { recursive: true });
  // Each release names itself in two files read at different moments of a load.
  for (const [dir, name] of [[one, "One"], [two, "Two"]]) {
    const profile = join(dir, "profile.md");
    await Deno.writeTextFile(
      profile,
      (await Deno.readTextFile(profile)).replace(/^role:.*$/m, `role: Release ${name}`),
    );
    const services = join(dir, "services.md");
    await Deno.writeTextFile(
      services,
      (await Deno.readTextFile(services)).replace(/name: .*$/m, `name: Service ${name}`),
    );
  }
  const current = join(parent, "current");
  await Deno.symlink(one, current);
  let swapping = true;
  const swapper = (async () => {
    for (let i = 0; swapping; i++) {
      await Deno.symlink(i % 2 ? one : two, join(parent, "next"));
      await Deno.rename(join(parent, "next"), current);
      await new Promise((r) => setTimeout(r, 1));
    }
  })();
  try {
    for (let i = 0; i < 20; i++) {
      const { content, snapshot } = await readContent(current);
      if (!content) continue; // Swapped more often than the retries allow.
      const name = snapshot.real === (await Deno.realPath(one)) ? "One" : "Two";
      assert.equal(content.profile.role, `Release ${name}`, "the profile of its release");
      assert.equal(content.services[0].name, `Service ${name}`, "the services of its release");
    }
  } finally {
    swapping = false;
    await swapper;
    await Deno.remove(parent, { recursive: true });
  }
});

Deno.test("a Latin-1 file is a content error naming the file and the line of its first bad byte", async () => {
  const dir = await copyStudio();
  // "Über" and "Grüße" saved as Latin-1: 0xDC and 0xFC are not UTF-8.
  const latin1 = Uint8Array.from(
    "---\nname: Lena\n---\n\nBody\nUeber uns, Gruesse\n",
    (c) => c.charCodeAt(0),
  );
  latin1[latin1.indexOf(0x55)] = 0xdc; // "Ueber" -> 0xDC "eber" on line 6
  await Deno.writeFile(join(dir, "pages", "about.md"), latin1);
  const problems = await problemsOf(dir);
  const mine = problems.filter((p) => p.includes("/pages/about.md"));
  assert.equal(mine.length, 1, problems.join("\n"));
  assert.match(mine[0], /is not valid UTF-8 \(first bad byte on line 6\): save the file as UTF-8/);
});

Deno.test("a noncharacter (U+FDD0–U+FDEF) in any text file is a content error naming file and line", async () => {
  // Markdown and YAML alike: the renderer marks text with two of them, so an owner's would be lost.
  for (
    const [file, text] of [["pages/about.md", "A \uFDD0marked\uFDD1 word"], [
      "site.yaml",
      "# \uFDEF",
    ]]
  ) {
    const dir = await copyStudio();
    const path = join(dir, file);
    const lines = (await Deno.readTextFile(path)).split("\n");
    await Deno.writeTextFile(path, [...lines.slice(0, 1), text, ...lines.slice(1)].join("\n"));
    const mine = (await problemsOf(dir)).filter((p) => p.includes(`/${file}`));
    assert.equal(mine.length, 1, file);
    assert.match(mine[0], /holds a Unicode noncharacter on line 2: delete it/);
  }
});

Deno.test("a file that starts with a byte-order mark loads, without the mark", async () => {
  const dir = await copyStudio();
  const about = join(dir, "pages", "about.md");
  await Deno.writeTextFile(about, `\uFEFF${await Deno.readTextFile(about)}`);
  const raw = await loadContent(dir);
  const body = raw.pages.find((p) => p.file === "pages/about.md")!.body;
  assert.ok(!body.startsWith("\uFEFF"), JSON.stringify(body.slice(0, 10)));
});

Deno.test("files with unexpected extensions in content folders are reported, not ignored", async () => {
  const dir = await copyStudio();
  await Deno.writeTextFile(join(dir, "projects", "x.MD"), "---\nname: X\n---\n");
  await Deno.writeTextFile(join(dir, "pages", "notes.markdown"), "Notes\n");
  await Deno.writeTextFile(join(dir, "site.yml"), "name: X\n");
  await Deno.writeTextFile(join(dir, "projects", ".DS_Store"), "");
  const problems = (await problemsOf(dir)).join("\n");
  assert.match(
    problems,
    /projects\/x\.MD".*is not read: only files ending in "\.md" are, so rename it to "x\.md"/,
  );
  assert.match(problems, /pages\/notes\.markdown".*rename it to "notes\.md"/);
  assert.match(problems, /site\.yml".*is not read: rename it to "site\.yaml"/);
  assert.doesNotMatch(problems, /DS_Store/);
});
