/**
 * Each thing once per page, on the complete fixture owner over real HTTP:
 * availability, the reply time and each address show at most once in what a
 * visitor reads, and the availability box never sits inside another box
 * (a card or the call to action).
 */
import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { FIXTURE, sharedServer, startServer } from "./_server.ts";

const raw = await loadContent(FIXTURE);

/**
 * What a visitor reads in `html`'s `<main>`: no attributes, scripts or
 * visually hidden words (a copy button's label for screen readers).
 */
function visibleText(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ").replaceAll("&#39;", "'").replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

function count(text: string, what: string): number {
  return text.split(what).length - 1;
}

/** The HTML of every element whose class list holds `name`, up to its section's end. */
function boxes(html: string, name: string): string[] {
  const found = [
    ...html.matchAll(new RegExp(`<(section|aside|div)[^>]*class="[^"]*\\b${name}\\b`, "g")),
  ];
  return found.map((m) => html.slice(m.index, html.indexOf(`</${m[1]}>`, m.index)));
}

Deno.test("availability, reply time and each address show once per page, never a box in a box", async (t) => {
  const server = await sharedServer();
  const page = async (path: string) => await (await fetch(server.url + path)).text();
  const availability = raw.profile.availability!;
  // The fixture's booking ended in 2025: it reads as available, and replies within P2D.
  const status = "Available for new projects";
  const reply = "Replies within 2 days";
  assert.deepEqual(raw.profile.taking_work, {
    status: "booked",
    from: "2025-01-06",
    reply_within: "P2D",
  });
  const addresses = [raw.contact.hiring_and_freelance, raw.contact.jantahr_support_billing_legal!];
  assert.ok(availability && reply && addresses[1], "the fixture sets them all");
  const project = raw.projects[0].slug;

  for (const path of ["/", "/contact/", "/about/", `/work/${project}/`]) {
    await t.step(path, async () => {
      const html = await page(path);
      assert.match(html, /<html/, `${path} answers with a page`);
      const text = visibleText(html);
      for (const what of [availability, status, reply, ...addresses]) {
        assert.ok(count(text, what) <= 1, `${path} shows "${what}" ${count(text, what)} times`);
      }
      for (const box of [...boxes(html, "card"), ...boxes(html, "cta")]) {
        assert.ok(!box.includes('class="availability'), `${path}: availability box in a box`);
      }
    });
  }

  await t.step("home and contact still say when the owner is free", async () => {
    for (const path of ["/", "/contact/"]) {
      assert.equal(count(visibleText(await page(path)), `${status}. ${availability}`), 1, path);
    }
    assert.equal(count(visibleText(await page("/contact/")), reply), 1, "reply time on contact");
  });
});

Deno.test("the FAQ offers one next step: the box beside the answers, no second way under them", async () => {
  for (const dir of ["tests/fixtures/german", FIXTURE]) {
    const server = await startServer({ contentDir: dir });
    try {
      const html = await (await fetch(server.url + "/faq/")).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const [box] = boxes(main, "cta");
      assert.match(box ?? "", /href="mailto:/, `${dir}: the next step box`);
      const rest = main.replace(box, "");
      assert.doesNotMatch(rest, /href="(\/contact\/|mailto:)/, `${dir}: a second next step`);
    } finally {
      await server.close();
    }
  }
});
