/**
 * Issue 37's test of a translation: the German fixture's English pages hold no
 * German text that `deno task check` does not name. Every string the German
 * content holds is looked for on every English page (text and attributes); each
 * one found must be named by check's list of what falls back, as its field
 * (`en/projects/werkstatt-lager.md: status`) or its whole file.
 */
import assert from "node:assert/strict";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import type { RawContent } from "../lib/content/model.ts";
import { TRANSLATED } from "../lib/content/translations.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { fallbacks } from "../build/check.ts";
import { EN } from "../lib/content/catalogues/en.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { PROBLEMS } from "../lib/http/problem.ts";
import { browserTest } from "./_chromium.ts";
import { sharedServer } from "./_server.ts";

const DIR = "tests/fixtures/german";
const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", DIR]]));

/** A German string, and the names in check's list that cover it (its field, its file). */
interface Source {
  text: string;
  names: string[];
}

/** Text as a page shows it: one space between words, straight quotes, no Markdown marks. */
function plain(text: string): string {
  return text.replace(/\]\([^)]*\)|^\[[^\]]*\]:.*$/gm, "").replace(/[[\]#*_`]/g, "")
    .replace(/[„“”]/g, '"').replace(/[‚‘’]/g, "'").replace(/\s+/g, " ").trim();
}

/** Every string in `value` with letters in it; a Markdown body as its sentences. */
function strings(value: unknown, body = false): string[] {
  if (typeof value === "string") {
    const parts = body ? value.split(/(?<=[.!?:])\s+|\n+/) : [value];
    // Addresses, paths and dates are the same in every language.
    // (Two letters: a price, "ab 2.500 €", is German too.)
    const words = (s: string) => /\p{L}{2}/u.test(s) && !/^(\/|https?:|images\/|\S+@\S+$)/.test(s);
    return parts.map(plain).filter((s) => s.length >= 4 && words(s));
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap((v) => strings(v));
}

/** The German content's strings, each with the names check would give it in `en/`. */
function sources(raw: RawContent): Source[] {
  const out: Source[] = [];
  const add = (file: string, field: string | undefined, value: unknown, body = false) => {
    const names = [`en/${file}`, ...field ? [`en/${file}: ${field}`] : []];
    for (const text of strings(value, body)) out.push({ text, names });
  };
  const { pages: _, ...site } = raw.site as RawContent["site"] & { pages?: unknown };
  for (const key of ["name", "tagline", "mark"] as const) add("site.yaml", key, site[key]);
  for (const page of raw.pages) {
    for (const key of ["title", "description", "nav"] as const) {
      add("site.yaml", `pages[${page.path}].${key}`, page[key]);
    }
    add(page.file, undefined, page.body, true);
  }
  const { bio, ...profile } = raw.profile;
  for (const [key, value] of Object.entries(profile)) add("profile.md", key, value);
  add("profile.md", "bio", bio, true);
  for (
    const [folder, entries] of [["projects", raw.projects], ["articles", raw.articles]] as const
  ) {
    for (const { slug, body, ...fields } of entries) {
      // Only what a translation may hold: a project's `stage` is a code, the same in every language.
      const translatable = TRANSLATED[`${folder}/<slug>.md`].shape;
      for (const [key, value] of Object.entries(fields)) {
        if (key in translatable) add(`${folder}/${slug}.md`, key, value);
      }
      add(`${folder}/${slug}.md`, "body", body, true);
    }
  }
  for (const { slug, ...fields } of raw.services) {
    for (const [key, value] of Object.entries(fields)) {
      add("services.md", `services[${slug}].${key}`, value);
    }
  }
  add("services.md", "anchors", raw.anchors);
  for (const [key, value] of Object.entries(raw.contact)) add("contact.md", key, value);
  add("faq.md", undefined, raw.faq);
  add("testimonials.md", undefined, raw.testimonials);
  return out;
}

/** The page's words: its text and its attributes' values (titles, descriptions, alt texts). */
function pageText(html: string): string {
  const attributes = [...html.matchAll(/="([^"]*)"/g)].map(([, value]) => value);
  const text = html.replace(/<(script|style)[^]*?<\/\1>/g, " ").replace(/<[^>]*>/g, " ");
  return plain(
    [text, ...attributes].join(" \n ").replace(/&quot;/g, '"').replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );
}

/** Every file under `dir`. */
async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* walk(path);
    else yield path;
  }
}

/** Each German string on an English page that none of `named` covers, as `page: "text" (name)`. */
function unnamed(pages: Map<string, string>, german: Source[], named: Set<string>): string[] {
  const out: string[] = [];
  for (const [path, text] of pages) {
    for (const { text: words, names } of german) {
      if (text.includes(words) && !names.some((name) => named.has(name))) {
        out.push(`${path}: "${words}" (${names.at(-1)})`);
      }
    }
  }
  return [...new Set(out)];
}

/** The German content's strings not in English too, and the HTML of every English page. */
async function englishPages(dir = DIR): Promise<{ german: Source[]; html: Map<string, string> }> {
  const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", dir]]));
  const raw = await loadContent(dir);
  // What the English translation's files hold, as written.
  const english = plain(
    (await Array.fromAsync(walk(`${dir}/en`))).map((file) => Deno.readTextFileSync(file)).join(
      "\n",
    ),
  );
  // A string the English translation or the site's English words hold too (a name, "Start") is
  // not German.
  const kit = Object.values(EN).join("\n");
  const german = sources(raw).filter(({ text }) => !english.includes(text) && !kit.includes(text));
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  try {
    await store.start();
    const handle = await createSiteHandler(manifest, { config, store });
    const [en] = store.site!.translations;
    const html = new Map<string, string>();
    for (
      const path of [...en.pages.map((page) => en.prefix + page.path), "/en/cv/", "/en/search/"]
    ) {
      const res = await handle(
        new Request(config.siteUrl + path, { headers: { accept: "text/html" } }),
      );
      assert.equal(res.status, 200, path);
      html.set(path, await res.text());
    }
    return { german, html };
  } finally {
    store.close();
  }
}

Deno.test("the German fixture's English pages show no German text that check does not name", async () => {
  const { german, html } = await englishPages();
  const pages = new Map([...html].map(([path, page]) => [path, pageText(page)]));
  {
    const [, check] = await fallbacks(config);
    const named = new Set(check.parts.map((part) => part.slice(DIR.length + 1)));
    assert.deepEqual(unnamed(pages, german, named), []);
    // It can fail: without the name of the "In Arbeit" badge's field, the badge is found.
    named.delete("en/projects/werkstatt-lager.md: status");
    assert.ok(
      unnamed(pages, german, named).includes(
        '/en/work/: "In Arbeit" (en/projects/werkstatt-lager.md: status)',
      ),
      unnamed(pages, german, named).join("\n"),
    );
    // And it looked: the fallbacks check names are found on the pages.
    for (const text of ["ab 2.500 €", "Kleines Projekt, Festpreis", "Datenschutzerklärung"]) {
      assert.ok([...pages.values()].some((page) => page.includes(text)), text);
    }
  }
});

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

/** The text of `html` that no element marks `lang="de"` (or `language`: itself or the nearest one with a `lang`). */
function unmarked(html: string, language = "de"): string {
  const german: boolean[] = [];
  let out = "";
  // A document's title is its head's; code (an API answer's example) is no passage.
  const body = html.replace(/<(script|style|head|pre)[^]*?<\/\1>/g, " ");
  for (const [, text, close, tag, attrs] of body.matchAll(/([^<]*)(?:<(\/?)([\w-]+)([^>]*)>|$)/g)) {
    if (!german.at(-1)) out += text + " ";
    if (!tag || VOID.has(tag) || attrs.endsWith("/")) continue;
    const lang = / lang="([^"]*)"/.exec(attrs)?.[1];
    if (close) german.pop();
    else german.push(lang ? lang === language : german.at(-1) ?? false);
  }
  return plain(out.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&"));
}

/** Each German string of `dir`'s content shown on an English page outside an element of `lang="de"`. */
async function unmarkedGerman(dir?: string): Promise<string[]> {
  const { german, html } = await englishPages(dir);
  const found = [...html].flatMap(([path, page]) => {
    const text = unmarked(page);
    return german.filter(({ text: words }) => text.includes(words))
      .map(({ text: words, names }) => `${path}: "${words}" (${names.at(-1)})`);
  });
  return [...new Set(found)];
}

Deno.test('each German passage on the German fixture\'s English pages is in an element of lang="de"', async () => {
  assert.deepEqual(await unmarkedGerman(), []);
});

Deno.test('a German value put into an English sentence (a price, a duration, a service\'s name) is marked lang="de"', async () => {
  // The German fixture with its English services leaving the name and duration to German.
  const dir = await Deno.makeTempDir();
  try {
    await new Deno.Command("cp", { args: ["-r", `${DIR}/.`, dir] }).output();
    const file = `${dir}/en/services.md`;
    const text = Deno.readTextFileSync(file).replace(/^ *(name|duration):.*\n/gm, "");
    Deno.writeTextFileSync(file, text);
    assert.deepEqual(await unmarkedGerman(dir), []);
    const { html } = await englishPages(dir);
    const services = html.get("/en/services/")!;
    for (const words of ["Zwei bis drei Wochen", "ab 2.500 €", "Online-Terminbuchung"]) {
      assert.match(services, new RegExp(`<span lang="de">${words}</span>`), words);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('a case study whose name and summary fall back to German marks them lang="de" in its heading and lead', async () => {
  const dir = await Deno.makeTempDir();
  try {
    await new Deno.Command("cp", { args: ["-r", `${DIR}/.`, dir] }).output();
    for (const slug of ["werkstatt-lager", "tischlerei-termine"]) {
      const file = `${dir}/en/projects/${slug}.md`;
      const text = Deno.readTextFileSync(file).replace(/^(name|summary):.*\n/gm, "");
      Deno.writeTextFileSync(file, text.replace(/^---\n/, "---\nstatus: Live\n"));
    }
    assert.deepEqual(await unmarkedGerman(dir), []);
    const { html } = await englishPages(dir);
    const study = html.get("/en/work/werkstatt-lager/")!;
    assert.match(
      study,
      /<h1><span lang="de">Lagerliste für eine Werkstatt<\/span> case study<\/h1>/,
    );
    assert.match(study, /<p class="lead" lang="de">Eine Liste der Holzvorräte/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('the German fixture\'s /developers/ marks each English text of the API (operations, parameters, problems) lang="en"', async () => {
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  try {
    await store.start();
    const handle = await createSiteHandler(manifest, { config, store });
    const res = await handle(
      new Request(`${config.siteUrl}/developers/`, { headers: { accept: "text/html" } }),
    );
    const html = await res.text();
    const text = unmarked(html, "en");
    const english = [
      ...OPERATIONS.flatMap((
        op,
      ) => [op.summary, op.description, ...Object.values(op.params).map((p) => p.description)]),
      ...Object.values(PROBLEMS).map((problem) => problem.hint(config)),
    ].map(plain);
    assert.ok(english.every((words) => html.includes(words.slice(0, 20))), "the page shows them");
    assert.deepEqual(english.filter((words) => text.includes(words)), []);
  } finally {
    store.close();
  }
});

Deno.test('the home page\'s line of role and location marks each part that falls back to German lang="de"', async () => {
  const dir = await Deno.makeTempDir();
  try {
    await new Deno.Command("cp", { args: ["-r", `${DIR}/.`, dir] }).output();
    const file = `${dir}/en/profile.md`;
    Deno.writeTextFileSync(
      file,
      Deno.readTextFileSync(file).replace(/^(role|location):.*\n/gm, ""),
    );
    const { html } = await englishPages(dir);
    assert.match(
      html.get("/en/")!,
      /<p class="eyebrow"><span lang="de">Freiberuflicher Webentwickler<\/span> · <span lang="de">Leipzig, Deutschland<\/span><\/p>/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** A copy of the German fixture whose English files leave out what `strip` removes from them. */
async function partial(strip: Record<string, RegExp>): Promise<string> {
  const dir = await Deno.makeTempDir();
  await new Deno.Command("cp", { args: ["-r", `${DIR}/.`, dir] }).output();
  for (const [file, drop] of Object.entries(strip)) {
    const path = `${dir}/en/${file}`;
    Deno.writeTextFileSync(path, Deno.readTextFileSync(path).replace(drop, ""));
  }
  return dir;
}

Deno.test('what an English translation leaves to German (availability, outcomes, captions, the name, the menu) is marked lang="de"', async () => {
  const dir = await partial({
    "profile.md": /^availability:.*\n/m,
    "projects/tischlerei-termine.md": /^(screenshots|outcomes):\n( {2}.*\n)+/gm,
    // The site's name, which the English pages otherwise show as written in one of them.
    "site.yaml": /^ *nav:.*\n|Jonas Brandt Webentwicklung/gm,
  });
  try {
    assert.deepEqual(await unmarkedGerman(dir), []);
    const { html } = await englishPages(dir);
    const [home, study, cv] = ["/en/", "/en/work/tischlerei-termine/", "/en/cv/"].map((path) =>
      html.get(path)!
    );
    assert.match(home, /<span lang="de">Kleine Wartungsaufträge passen oft dazwischen<\/span>/);
    assert.match(home, /<span class="brand-name" lang="de">Jonas Brandt Webentwicklung<\/span>/);
    assert.match(home, /<a href="\/en\/about\/" lang="de">Über mich<\/a>/);
    // Where a search finds nothing, the same links as the menu, marked the same.
    assert.match(
      html.get("/en/search/")!,
      /<div class="search-pages">.*<a href="\/en\/about\/" lang="de">Über mich<\/a>/s,
    );
    assert.match(study, /<dl class="outcomes" lang="de"><div><dt>Anrufe während der Arbeit/);
    assert.match(study, /<figure lang="de">.*<figcaption>Die Werkstatt sieht jeden Morgen/s);
    assert.match(home, /<footer[^>]*><div[^>]*><p lang="de">© 2026 Jonas Brandt, Jonas Brandt Web/);
    assert.match(cv, /<span lang="de">Rückruf<\/span>: <span lang="de">Am selben Tag<\/span>/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

browserTest(
  "the German fixture's API explorer marks HTTP's English status text lang=\"en\"",
  import.meta.url,
  async (_, browser) => {
    const server = await sharedServer({ contentDir: DIR });
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/developers/`);
      await page.waitForSelector(".explorer fieldset:not([disabled])");
      await page.click(".explorer button[type=submit]");
      await page.waitForSelector('.explorer-result pre[data-status="200"]');
      assert.match(await page.locator(".result-status").innerText(), /^200 OK · application\/json/);
      assert.equal(await page.locator('.result-status span[lang="en"]').innerText(), "OK");
    } finally {
      await page.close();
      await server.close();
    }
  },
);
