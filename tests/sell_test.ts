/**
 * The pages that sell, through the real server: the home page's headline and
 * proof, services with deliverables, duration and their own action, the
 * owner's starting prices and price anchors on the web pages only (the API,
 * MCP and every page's Markdown never carry a price: the spec's rule), and a
 * contact page that leads with the reply time and one primary action (the
 * phone and messengers as quieter buttons), shows each address once and no
 * sentence written for agents (#36).
 */
import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { mcpCall, sharedServer, type TestServer } from "./_server.ts";

const FULL = "tests/fixtures/full";
const raw = await loadContent(FULL);
/** Every price the full owner set: per service and as anchors, in every currency. */
const PRICES = [...raw.services, ...raw.anchors ?? []].flatMap((s) => s.price ?? []);
/** A figure with a currency, however written. */
const PRICE = /[₹€£$]\s?\d|\b\d[\d,.]*\s?(?:USD|EUR|INR|GBP)\b|per hour/i;

async function text(server: TestServer, path: string, accept = "text/html"): Promise<string> {
  const res = await fetch(server.url + path, { headers: { accept } });
  assert.equal(res.status, 200, path);
  return await res.text();
}

/** What a reader sees of `html`'s <main>: tags, screen-reader-only words and scripts dropped. */
function seen(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"').replace(/\s+/g, " ");
}

async function tool(server: TestServer, name: string, args: Record<string, unknown> = {}) {
  const res = await fetch(server.url + "/mcp", mcpCall("tools/call", { name, arguments: args }));
  assert.equal(res.status, 200, name);
  const body = await res.text();
  assert.doesNotMatch(body, /"isError":true/, `${name}: ${body.slice(0, 300)}`);
  return body;
}

Deno.test("the full owner's sales pages show what sells, and prices only on the web pages", async (t) => {
  assert.deepEqual(PRICES, [
    "€18,000 to €45,000",
    "US$19,500 to US$49,000",
    "€3,000 to €6,000",
    "€4,500",
    "€650 a day",
    "£560 a day",
  ]);
  const server = await sharedServer({ contentDir: FULL });
  try {
    await t.step(
      "the home page's first screen: headline, the name under it, proof, one primary action",
      async () => {
        const html = await text(server, "/");
        const hero = html.slice(html.indexOf('<section class="hero">'), html.indexOf("</section>"));
        assert.match(
          hero,
          /<h1 class="headline">Small companies get web products their own staff run, from first sketch to production<\/h1>\s*<p class="byline"><strong>Marta Quintela<\/strong>/,
        );
        assert.ok(hero.includes(`<p class="proof">${raw.profile.proof}</p>`), "the proof line");
        assert.equal(hero.match(/class="button"/g)?.length, 1, "one primary action");
        assert.match(hero, /<a class="button" href="\/contact\/">/);
        const markdown = await text(server, "/index.md", "text/markdown");
        assert.ok(markdown.includes(`\n\n${raw.profile.headline}\n\n${raw.profile.proof}\n\n`));
      },
    );

    await t.step(
      "services carry deliverables, duration, their own action, and the owner's starting price in HTML only",
      async () => {
        const html = await text(server, "/services/");
        const markdown = await text(server, "/services/index.md", "text/markdown");
        const page = seen(html);
        const build = raw.services[0];
        for (const item of build.deliverables!) {
          assert.ok(page.includes(item) && markdown.includes(`- ${item}`), item);
        }
        assert.ok(page.includes("Typical duration: Ten to sixteen weeks"));
        assert.ok(markdown.includes("Typical duration: Ten to sixteen weeks"));
        assert.ok(page.includes("Starting price: €18,000 to €45,000 or US$19,500 to US$49,000"));
        const listings = html.slice(html.indexOf('id="search-and-listings"'));
        assert.match(
          listings,
          /<p class="price">Price: quoted for each project after a short call/,
        );
        const ask =
          "mailto:ola@martaquintela.example?subject=Project%20inquiry%3A%20Web%20product%20builds";
        assert.ok(html.includes(`<a href="${ask}">Ask about Web product builds</a>`));
        assert.ok(markdown.includes(`[Ask about Web product builds](${ask})`));
        // A service that asks for the booking link gets it; one with no extras still gets an email.
        const review = html.slice(html.indexOf('id="code-review"'));
        assert.match(
          review,
          /<a href="https:\/\/cal\.example\/martaquintela\/intro-call">Book a call<\/a>/,
        );
        const plain = html.slice(
          html.indexOf('id="mcp-and-agent-tools"'),
          html.indexOf('id="audit-trails"'),
        );
        assert.ok(plain.includes("Ask about MCP servers and agent tools"));
        assert.doesNotMatch(markdown, PRICE, "the Markdown carries no price");
      },
    );

    await t.step(
      "the pricing page shows the owner's anchors in HTML, never in its Markdown",
      async () => {
        const page = seen(await text(server, "/pricing/"));
        for (const anchor of raw.anchors!) {
          const price = [anchor.price].flat().join(" or ");
          assert.ok(page.includes(`${anchor.name} ${price} ${anchor.note}`), anchor.name);
        }
        assert.ok(page.includes("Day rate €650 a day or £560 a day"), "every currency, joined");
        assert.ok(page.indexOf("Where prices start") < page.indexOf("priced by a written quote"));
        assert.equal(page.split("written quote").length - 1, 1, "'written quote' once");
        assert.doesNotMatch(await text(server, "/pricing/index.md", "text/markdown"), PRICE);
      },
    );

    await t.step(
      "every service's price line reads the same on services, pricing, the FAQ's cost answer and the CV, in HTML only",
      async () => {
        const lines = [
          "Web product builds: Starting price: €18,000 to €45,000 or US$19,500 to US$49,000",
          "Search, maps and listings: Price: quoted for each project after a short call",
        ];
        for (const path of ["/services/", "/pricing/", "/faq/", "/cv/"]) {
          // Each lists the service's name, then its price line (a card, or a row of the price list).
          const page = seen(await text(server, path)).replaceAll(" : ", ": ");
          for (const line of lines) {
            const [name, words] = [
              line.slice(0, line.indexOf(": ")),
              line.slice(line.indexOf(": ") + 2),
            ];
            const at = page.indexOf(`${name} `);
            assert.ok(at >= 0 && page.indexOf(words, at) > at, `${path}: ${line}`);
            assert.ok(!page.includes(line), `${path}: "${line}" reads as two labels in a row`);
          }
          const markdown = await text(server, `${path}index.md`, "text/markdown");
          assert.doesNotMatch(markdown, PRICE, `${path} Markdown carries no price`);
          assert.ok(
            !markdown.includes("quoted for each project"),
            `${path} Markdown: no price line`,
          );
        }
        const faq = seen(await text(server, "/faq/")).replaceAll(" : ", ": ");
        const cost = faq.indexOf(raw.faq[0].answer);
        const under = faq.indexOf(lines[0].replace(": ", " "), cost); // the name, then its line
        assert.ok(cost > 0 && under > cost, "under the cost answer");
        assert.ok(faq.indexOf(lines[0]) < faq.indexOf(raw.faq[1].question), "before the next one");
      },
    );

    await t.step("pricing ends with its primary action as a button", async () => {
      const html = await text(server, "/pricing/");
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const last = main.lastIndexOf('<a class="button" href="mailto:ola@martaquintela.example');
      assert.ok(last > 0, "a primary button");
      assert.ok(!main.includes('class="with-aside"'), "after the text, not in an aside beside it");
      // After it, only the quieter buttons of the same row: no text, no further section.
      const after = main.slice(last).replace(/<a class="button secondary"[^>]*>[^<]*<\/a>/g, "");
      assert.doesNotMatch(
        after.replace(/<a class="button"[^>]*>[^<]*<\/a>/, ""),
        /<(p|a|h\d|section)\b/,
      );
    });

    await t.step("the API's services are exactly the spec's shape, with no price", async () => {
      const body = await text(server, "/api/v1/services", "application/json");
      for (const service of JSON.parse(body).services) {
        for (const key of Object.keys(service)) {
          assert.ok(["slug", "name", "summary", "example"].includes(key), `${service.slug}.${key}`);
        }
      }
      assert.doesNotMatch(body, PRICE);
      const contact = JSON.parse(await text(server, "/api/v1/contact", "application/json"));
      assert.deepEqual(Object.keys(contact).sort(), [
        "booking_url",
        "contact_page",
        "hiring_and_freelance",
        "jantahr_support_billing_legal",
        "note",
      ]);
    });

    await t.step("MCP and llms-full.txt never return a price", async () => {
      const answers = [
        await tool(server, "list_services"),
        await tool(server, "get_page", { path: "/services/" }),
        await tool(server, "get_page", { path: "/pricing/" }),
        await tool(server, "get_faq"),
        await text(server, "/api/v1/faq", "application/json"),
        await text(server, "/llms-full.txt", "text/plain"),
      ];
      for (const answer of answers) {
        for (const price of PRICES) assert.ok(!answer.includes(price), price);
        assert.doesNotMatch(answer, PRICE);
      }
    });

    await t.step(
      "contact leads with the reply time and one primary action, the other ways as buttons, each address once, and says nothing is sent",
      async () => {
        const html = await text(server, "/contact/");
        const page = seen(html);
        const order = [
          "Replies within 2 days",
          "ola@martaquintela.example",
          "Email Marta",
          "Book a call",
          "Phone +351 912 345 678",
          "Signal",
          "Write about",
        ].map((words) => page.indexOf(words));
        assert.ok(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])), String(order));
        for (const email of ["ola@martaquintela.example", "escala@martaquintela.example"]) {
          assert.equal(page.split(email).length - 1, 1, `${email} shows once`);
        }
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        // One primary button, which writes to the freelance address; every other way is quieter.
        assert.deepEqual(
          [...main.matchAll(/<a class="button" href="([^"?]+)/g)].map((m) => m[1]),
          ["mailto:ola@martaquintela.example"],
        );
        for (
          const [href, words] of [
            ["https://cal.example/martaquintela/intro-call", "Book a call"],
            ["tel:+351912345678", "Phone +351 912 345 678"],
            ["https://signal.me/#p/+351912345678", "Signal"],
          ]
        ) assert.ok(main.includes(`<a class="button secondary" href="${href}">${words}</a>`), href);
        assert.ok(!page.includes("Call or message"), "no second heading for the same action");
        assert.ok(!page.includes("never sends anything"), "no sentence for agents on a human page");
        assert.doesNotMatch(main, /<form/, "no form (the footer's search is the site's only one)");
        assert.doesNotMatch(
          page,
          /\bbelow\b/i,
          "nothing points below, wrong beside the aside on desktop",
        );
        const markdown = await text(server, "/contact/index.md", "text/markdown");
        assert.match(
          markdown,
          /\n\[Email Marta\]\(mailto:ola@martaquintela\.example\?subject=[^)]+\) \[Book a call\]\(https:\/\/cal\.example\/martaquintela\/intro-call\) \[Phone \+351 912 345 678\]\(tel:\+351912345678\) \[Signal\]\(https:\/\/signal\.me\/#p\/\+351912345678\)\n/,
          "the same actions in the Markdown, in the same order",
        );
        assert.ok(
          markdown.indexOf("Replies within 2 days") < markdown.indexOf("ola@"),
          "the reply time comes first in the Markdown too",
        );
      },
    );
  } finally {
    await server.close();
  }
});

Deno.test("an owner without the new fields keeps today's pages: the name as heading, an email per service", async () => {
  const server = await sharedServer({ contentDir: "tests/fixtures/studio" });
  try {
    const home = await text(server, "/");
    assert.match(home, /<h1>Lena Vogt<\/h1>/);
    assert.ok(!home.includes('class="proof"'));
    const services = await text(server, "/services/");
    assert.match(services, /<a href="mailto:[^"]+subject=Project%20inquiry%3A%20[^"]+">Ask about /);
    assert.ok(!services.includes("Typical duration"));
    // No price given: every card says plainly that it is quoted.
    const quoted = services.split(
      '<p class="price">Price: quoted for each project after a short call',
    );
    assert.equal(quoted.length - 1, services.split('<article class="card"').length - 1);
    assert.ok(quoted.length > 2);
    const contact = await text(server, "/contact/");
    assert.ok(!contact.includes('id="reach-heading"') && !contact.includes('class="reply-time"'));
    assert.ok(!seen(contact).includes("never sends anything"), "no sentence for agents");
  } finally {
    await server.close();
  }
});

Deno.test("the new words come from the site's language: a German owner's contact page says them in German", async () => {
  const server = await sharedServer({ contentDir: "tests/fixtures/german" });
  try {
    const html = await text(server, "/contact/");
    assert.ok(seen(html).includes("E-Mail an Jonas"), "the primary button in German");
    assert.match(html, /subject=Projektanfrage%3A%20/);
  } finally {
    await server.close();
  }
});
