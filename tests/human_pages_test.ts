/**
 * Human pages speak to clients, on the complete fixture owner: job-seeking
 * (`looking_for`) shows on about and the CV only, never on home, FAQ or
 * contact; "Developers" is in the footer, not the main navigation (and still
 * in llms.txt); no sentence on a human page is addressed to agents.
 */
import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { FIXTURE, sharedServer } from "./_server.ts";

const raw = await loadContent(FIXTURE);

/** The visible text of `html`'s `<main>`, entities undone, spaces collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replace(/<[^>]+>/g, " ").replaceAll("&#39;", "'").replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&").replace(/\s+/g, " ");
}

Deno.test("human pages speak to clients: job-seeking on about and the CV only, Developers in the footer, no words to agents", async (t) => {
  const server = await sharedServer();
  const page = async (path: string) => await (await fetch(server.url + path)).text();
  try {
    const lookingFor = raw.profile.looking_for!;
    assert.ok(lookingFor, "the fixture owner is looking for work");

    await t.step("job-seeking shows on about and the CV", async () => {
      for (const path of ["/about/", "/cv/"]) {
        assert.ok(
          mainText(await page(path)).includes(lookingFor),
          `${path} says what the owner is open to`,
        );
      }
    });

    await t.step("and not on home, FAQ or contact", async () => {
      for (const path of ["/", "/faq/", "/contact/"]) {
        const text = mainText(await page(path));
        assert.ok(!text.includes(lookingFor), `${path} shows looking_for`);
        assert.doesNotMatch(text, /permanent role|full-time role|job description/i, path);
      }
    });

    await t.step(
      "Developers is in the footer, not the main navigation, and in llms.txt",
      async () => {
        const html = await page("/");
        const nav = html.slice(html.indexOf('<nav class="site-nav"'), html.indexOf("</nav>"));
        assert.ok(nav.includes('href="/about/"'), "the main navigation is there");
        assert.ok(!nav.includes("/developers/"), "no Developers in the main navigation");
        const footer = html.slice(html.indexOf('<footer class="site-footer"'));
        assert.ok(footer.includes('href="/developers/"'), "the footer links the developers guide");
        assert.ok((await page("/llms.txt")).includes(`${server.url}/developers/`));
      },
    );

    await t.step("no sentence on a human page is addressed to agents", async () => {
      const { pages } = await (await fetch(`${server.url}/api/v1/pages`)).json();
      const human = pages.map((p: { path: string }) => p.path).filter((p: string) =>
        p !== "/developers/"
      );
      for (const path of [...human, "/cv/"]) {
        assert.doesNotMatch(
          mainText(await page(path)),
          /\b(assistants|agents)\b[^.]{0,40}\bshould\b/i,
          `${path} speaks to agents`,
        );
      }
    });
  } finally {
    await server.close();
  }
});
