/**
 * The pages that win work, on the complete fixture owner (every optional
 * field): the home hero's offer, availability and one primary call to action;
 * covers and outcomes on the work; testimonials; case studies that end with
 * a call to action; a contact page that leads with the freelance address,
 * subjects filled in per kind of inquiry and the booking page; pictures with
 * their size, text alternative and lazy loading; share cards for every page.
 */
import assert from "node:assert/strict";
import { imageSize } from "image-size";
import { loadContent } from "../lib/content/load.ts";
import { readConfig } from "../lib/config.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { FIXTURE, sharedServer } from "./_server.ts";

const raw = await loadContent(FIXTURE);

/** Every `<img>` tag of `html`, as attribute maps. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1].matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], a[2] ?? ""]),
    )
  );
}

/** Whether `html` shows the outcome: its label, then its value (figures wrapped in spans that keep them whole). */
function outcomeShown(html: string, o: { label: string; value: string }): boolean {
  const dd = html.split(`<dt>${o.label}</dt><dd>`)[1]?.split("</dd>")[0];
  return dd !== undefined && dd.replace(/<[^>]+>/g, "") === o.value;
}

/** `text` with HTML's escapes undone, as a reader sees it. */
const unescape = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");

Deno.test("the pages that win work: offer, proof, pictures, calls to action and share cards", async (t) => {
  const server = await sharedServer();
  const site = buildSite(raw, readConfig(new Map([["SITE_URL", server.url]])));
  const get = async (path: string) => {
    const res = await fetch(server.url + path);
    assert.equal(res.status, 200, path);
    return await res.text();
  };
  try {
    await t.step("home: the offer, availability and one primary call to action first", async () => {
      const html = await get("/");
      const hero = html.slice(html.indexOf('<section class="hero">'), html.indexOf("</section>"));
      assert.ok(hero.includes(raw.profile.offer!), "the offer is the hero's lead");
      assert.ok(hero.includes(raw.profile.availability!), "availability is in the hero");
      assert.deepEqual(
        [...hero.matchAll(/<a class="button( secondary)?" href="([^"]+)">([^<]+)</g)].map((m) => [
          m[1] ? "secondary" : "primary",
          m[2],
          m[3],
        ]),
        [["primary", "/contact/", "Start a project"], ["secondary", "/work/", "See the work"]],
      );
      const portrait = images(html).find((i) => i.class === "portrait")!;
      assert.equal(portrait.alt, raw.profile.portrait!.alt);
      assert.ok(Number(portrait.width) > 0 && Number(portrait.height) > 0);
      assert.equal(portrait.loading, undefined, "above the fold: not lazy");
      assert.equal(portrait.fetchpriority, "high");
    });

    await t.step(
      "home: a card shows its cover, lazily, unless a drawing; and two outcomes",
      async () => {
        const html = await get("/");
        const covers = images(html).filter((i) => i.class === "card-cover");
        // A drawing (SVG) shows no shipped work: the full fixture's covers are all drawings.
        const shown = raw.projects.filter((p) => !p.cover!.src.endsWith(".svg"));
        assert.deepEqual(covers.map((c) => unescape(c.alt)), shown.map((p) => p.cover!.alt));
        for (const cover of covers) {
          assert.equal(cover.loading, "lazy");
          assert.match(cover.src, /^\/images\/[a-z0-9-]+\.\w+\?v=[\w-]+$/);
          assert.ok(Number(cover.width) > 0 && Number(cover.height) > 0, cover.src);
        }
        for (const project of raw.projects) {
          for (const o of project.outcomes!.slice(0, 2)) {
            assert.ok(outcomeShown(html, o), o.label);
          }
          if (project.outcomes![2]) {
            assert.ok(!html.includes(`<dt>${project.outcomes![2].label}</dt>`), "at most two");
          }
        }
      },
    );

    await t.step("home: testimonials with who said them; the Markdown has them too", async () => {
      const html = unescape(await get("/"));
      for (const item of raw.testimonials) {
        assert.ok(html.includes(`<blockquote><p>${item.quote}</p></blockquote>`), item.name);
        assert.ok(html.includes(`<span class="testimonial-name">${item.name}</span>`));
      }
      const md = await (await fetch(`${server.url}/index.md`)).text();
      assert.ok(md.includes(`> ${raw.testimonials[0].quote}\n>\n> — ${raw.testimonials[0].name}`));
    });

    await t.step(
      "every case study: cover, outcomes, screens, testimonial, then a call to action",
      async () => {
        for (const project of raw.projects) {
          const html = unescape(await get(`/work/${project.slug}/`));
          const cover = images(html).find((i) => i.class === "cover")!;
          assert.equal(cover.alt, project.cover!.alt);
          assert.equal(cover.fetchpriority, "high");
          for (const o of project.outcomes!) {
            assert.ok(outcomeShown(html, o), o.label);
          }
          for (const shot of project.screenshots!) {
            const img = images(html).find((i) => i.alt === shot.alt)!;
            assert.equal(img.loading, "lazy", shot.src);
            if (shot.caption) assert.ok(html.includes(`<figcaption>${shot.caption}</figcaption>`));
          }
          assert.ok(html.includes(project.testimonial!.quote));
          const cta = html.slice(html.indexOf('<section class="cta card"'));
          assert.ok(cta.includes(`Need something like ${project.name}?`));
          const subject = encodeURIComponent(`A project like ${project.name}`);
          assert.ok(
            cta.includes(`href="mailto:${raw.contact.hiring_and_freelance}?subject=${subject}"`),
            "the email's subject names the project",
          );
          assert.ok(cta.includes(`href="${raw.contact.booking_url}">Book a call</a>`));
          assert.ok(cta.indexOf("cta card") < cta.indexOf('class="pager"'), "before the pager");
          const md = await (await fetch(`${server.url}/work/${project.slug}/index.md`)).text();
          assert.ok(
            md.includes(
              `## Outcomes\n\n- **${project.outcomes![0].label}:** ${project.outcomes![0].value}`,
            ),
          );
        }
      },
    );

    await t.step(
      "contact: the freelance address first, an email per kind of inquiry, the booking page as a secondary button, support after",
      async () => {
        const html = unescape(await get("/contact/"));
        const start = html.indexOf('id="start-heading"');
        const other = html.indexOf('id="other-heading"');
        assert.ok(start > 0 && other > start, "Start a project comes before Other addresses");
        const lead = html.slice(start, other);
        assert.ok(lead.includes(`href="mailto:${raw.contact.hiring_and_freelance}"`));
        for (const service of raw.services) {
          const subject = encodeURIComponent(`Project inquiry: ${service.name}`);
          assert.ok(
            lead.includes(
              `<a href="mailto:${raw.contact.hiring_and_freelance}?subject=${subject}">${service.name}</a>`,
            ),
            service.name,
          );
        }
        assert.ok(
          lead.includes(
            `<a class="button secondary" href="${raw.contact.booking_url}">Book a call</a>`,
          ),
          "the booking page beside the primary button, quieter",
        );
        assert.ok(
          !lead.includes(raw.contact.jantahr_support_billing_legal!),
          "support is not in the lead",
        );
        assert.ok(
          html.slice(other).includes(
            `${raw.contact.support_label}: <a href="mailto:${raw.contact.jantahr_support_billing_legal}">`,
          ),
        );
        // Nothing is sent from the site: the only form is the footer's search, a GET.
        assert.deepEqual(
          [...html.matchAll(/<form\b[^>]*>/g)].map((m) => /method="(\w+)"/.exec(m[0])?.[1]),
          [
            "get",
          ],
        );
      },
    );

    await t.step(
      "pictures: served from content/images/ with their type, a year's caching and no script",
      async () => {
        const html = await get("/");
        const src = images(html).find((i) => i.class === "portrait")!.src;
        const res = await fetch(server.url + src);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("content-type"), "image/svg+xml");
        assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
        assert.match(res.headers.get("content-security-policy")!, /default-src 'none'/);
        assert.deepEqual(
          new Uint8Array(await res.arrayBuffer()),
          raw.images.get(raw.profile.portrait!.src)!.bytes,
        );
        const unversioned = await fetch(server.url + src.replace(/\?.*/, ""));
        assert.equal(unversioned.status, 200);
        assert.notEqual(
          unversioned.headers.get("cache-control"),
          "public, max-age=31536000, immutable",
        );
        await unversioned.body?.cancel();
        for (
          const path of ["/images/nope.svg", "/images/..%2Fprofile.md", "/images/%2e%2e/site.yaml"]
        ) {
          const miss = await fetch(server.url + path);
          assert.equal(miss.status, 404, path);
          await miss.body?.cancel();
        }
      },
    );

    await t.step("photographs come in smaller WebP sizes that the browser picks from", async () => {
      const project = raw.projects.find((p) => p.screenshots?.some((s) => s.src.endsWith(".png")))!;
      const shot = project.screenshots!.find((s) => s.src.endsWith(".png"))!;
      const original = raw.images.get(shot.src)!;
      const html = unescape(await get(`/work/${project.slug}/`));
      const img = images(html).find((i) => i.alt === shot.alt)!;
      const version = `?v=${original.hash}`;
      const base = shot.src.replace(/\.png$/, "");
      const widths = [480, 960, 1440].filter((w) => w < original.width);
      assert.ok(widths.length > 0, "the fixture's photograph is wider than 480");
      assert.equal(
        img.srcset,
        [
          ...widths.map((w) => `/${base}-${w}w.webp${version} ${w}w`),
          `/${shot.src}${version} ${original.width}w`,
        ].join(", "),
      );
      assert.ok(img.sizes, "sizes tells the browser the slot's width");
      assert.equal(img.src, `/${shot.src}${version}`);
      for (const width of widths) {
        const res = await fetch(`${server.url}/${base}-${width}w.webp${version}`);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("content-type"), "image/webp");
        assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
        const bytes = new Uint8Array(await res.arrayBuffer());
        const size = imageSize(bytes);
        assert.deepEqual(
          [size.type, size.width, size.height],
          ["webp", width, Math.round((original.height * width) / original.width)],
        );
        assert.ok(bytes.byteLength < original.bytes.byteLength, "smaller than the PNG");
      }
      // Only the offered widths, only of pictures that exist.
      for (
        const wrong of [
          `${base}-500w.webp`,
          `${base}-${original.width * 2}w.webp`,
          "images/nope-480w.webp",
        ]
      ) {
        const miss = await fetch(`${server.url}/${wrong}`);
        assert.equal(miss.status, 404, wrong);
        await miss.body?.cancel();
      }
      // An SVG draws sharp at every size: no copies.
      assert.equal(images(html).find((i) => i.class === "cover")!.srcset, undefined);
    });

    await t.step(
      "share cards: every page has its own 1200×630 PNG, its text alternative and a large X card",
      async () => {
        const cards = new Set<string>();
        for (const page of site.pages) {
          const html = unescape(await get(page.path));
          const meta = (key: string) =>
            new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
          const image = meta("og:image")!;
          assert.equal(image, `${server.url}/og${page.path}card.png`, page.path);
          assert.equal(meta("og:image:width"), "1200");
          assert.equal(meta("og:image:height"), "630");
          assert.equal(
            meta("og:image:alt"),
            `${page.title}, ${raw.profile.name}, ${raw.site.name}`,
          );
          assert.equal(meta("twitter:card"), "summary_large_image");
          assert.equal(meta("twitter:image"), image);
          cards.add(image);
        }
        assert.equal(cards.size, site.pages.length, "one card per page");
        for (const url of [...cards].slice(0, 3)) {
          const res = await fetch(url);
          assert.equal(res.status, 200, url);
          assert.equal(res.headers.get("content-type"), "image/png");
          const png = new Uint8Array(await res.arrayBuffer());
          assert.deepEqual([...png.slice(1, 4)], [0x50, 0x4e, 0x47], "a PNG");
          const view = new DataView(png.buffer);
          assert.deepEqual([view.getUint32(16), view.getUint32(20)], [1200, 630], "1200×630");
        }
        const miss = await fetch(`${server.url}/og/nowhere/card.png`);
        assert.equal(miss.status, 404);
        await miss.body?.cancel();
      },
    );

    await t.step(
      "search: a form on every page, a declarative WebMCP tool, finds a case study",
      async () => {
        for (const page of site.pages) {
          const html = await get(page.path);
          assert.match(
            html,
            /<form class="site-search" action="\/search\/" method="get" role="search" toolname="search_site" tooldescription="[^"]+">/,
            page.path,
          );
          assert.match(
            html,
            /<input id="site-search-q" type="search" name="q" required[^>]*toolparamdescription="[^"]+"/,
          );
        }
        const project = raw.projects[1];
        const html = unescape(await get(`/search/?q=${encodeURIComponent(project.name)}`));
        const first = /<ol class="search-results"><li><a href="([^"]+)">([^<]+)<\/a>/.exec(html);
        assert.deepEqual([first?.[1], first?.[2]], [`/work/${project.slug}/`, project.name]);
        assert.ok(html.includes(`value="${project.name}"`), "the box keeps the query");
        assert.match(unescape(await get("/search/?q=zzqxjvw")), /Nothing found for “zzqxjvw”/);
        const bare = await fetch(`${server.url}/search?q=x`, { redirect: "manual" });
        assert.equal(bare.status, 308);
        assert.equal(bare.headers.get("location"), "/search/?q=x");
      },
    );

    await t.step("the API's profile keeps the spec's fields only", async () => {
      const profile = await (await fetch(`${server.url}/api/v1/profile`)).json();
      for (const key of ["offer", "availability", "portrait", "alma_mater"]) {
        assert.ok(!(key in profile), key);
      }
    });
  } finally {
    await server.close();
  }
});
