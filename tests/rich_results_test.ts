/**
 * The structured data of every page of every owner (each fixture and
 * `content/`, every language, search and 404 pages) is free of Google's
 * rich-result errors. Two checks: Adobe's maintained validator of Google's
 * rich-result rules (`@adobe/structured-data-validator` from npm: Person,
 * Organization, BreadcrumbList, ListItem, Review, Rating, Offer, Product, …),
 * none of whose errors or warnings may remain; and, for the types it does not
 * know, the rules written down here from Google Search Central's structured-data
 * pages (developers.google.com/search/docs/appearance/structured-data/…), on
 * every node wherever it is nested, as Google's Rich Results Test reads them:
 *
 * - ProfilePage (profile-page): `mainEntity` is required, a Person or an
 *   Organization with a `name`; `dateModified`, `description`, `image`,
 *   `sameAs` are recommended. One ProfilePage per person on a site.
 * - Article (article): nothing is required; `headline`, `image`,
 *   `dateModified` / `datePublished` (ISO 8601) and `author` with its `name`
 *   and `url` are recommended.
 * - BreadcrumbList (breadcrumb): `itemListElement` is required, each a
 *   ListItem with `position` and `name`, and `item` (a URL) on all but the
 *   last; Google recommends at least two.
 * - FAQPage (faqpage): `mainEntity` Questions, each with `name` and an
 *   `acceptedAnswer` Answer with `text`.
 * - Review snippet (review-snippet): a Review needs `author` with a `name`
 *   and `reviewRating` with `ratingValue`; one that stands alone also needs
 *   `itemReviewed`.
 * - Software app (software-app): `name`, `offers.price`, and
 *   `aggregateRating` or `review` are required, which a client's project has
 *   not got: so no SoftwareApplication (nor WebApplication, MobileApplication)
 *   anywhere, nested or not (the Rich Results Test reported the one nested in
 *   each case study's Article twice: 8 errors on four case studies).
 *
 * Through the real server.
 */
import assert from "node:assert/strict";
import Validator from "@adobe/structured-data-validator";
import { htmlPages, OWNERS } from "./_pages.ts";
import { FIXTURE, sharedServer } from "./_server.ts";

// deno-lint-ignore no-explicit-any
type Node = Record<string, any>;

/** Every JSON-LD block of `html`, parsed. */
function jsonLd(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]));
}

/** The nodes Google reads as items: each block, or each member of its `@graph`. */
function topNodes(blocks: Node[]): Node[] {
  return blocks.flatMap((b) => (b["@graph"] ? b["@graph"] : [b]));
}

/** Every object anywhere in `value`, itself included. */
function allNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(allNodes);
  if (value && typeof value === "object") {
    return [value as Node, ...Object.values(value).flatMap(allNodes)];
  }
  return [];
}

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?)?)?$/;
const isUrl = (v: unknown) => typeof v === "string" && /^https?:\/\/\S+$/.test(v);
const nonEmpty = (v: unknown) => typeof v === "string" && v.trim().length > 0;

/** Google's errors (and the recommended properties the content can fill) for one item. */
function problems(node: Node): string[] {
  const errors: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) errors.push(`${node["@type"]}: ${what}`);
  };
  switch (node["@type"]) {
    case "ProfilePage": {
      const entity = node.mainEntity;
      need(["Person", "Organization"].includes(entity?.["@type"]), "mainEntity is a Person");
      need(nonEmpty(entity?.name), "mainEntity.name");
      need(ISO_DATE.test(node.dateModified ?? ""), "dateModified in ISO 8601");
      need(nonEmpty(entity?.description), "mainEntity.description (recommended)");
      for (const url of [entity?.sameAs ?? []].flat()) need(isUrl(url), `sameAs ${url} is a URL`);
      break;
    }
    case "Article":
      need(nonEmpty(node.headline), "headline (recommended)");
      need(ISO_DATE.test(node.dateModified ?? ""), "dateModified in ISO 8601 (recommended)");
      need(nonEmpty(node.author?.name), "author.name (recommended)");
      need(isUrl(node.author?.url), "author.url (recommended)");
      if (node.image !== undefined) need(isUrl(node.image), "image is a URL");
      break;
    case "BreadcrumbList": {
      const items: Node[] = node.itemListElement ?? [];
      need(items.length >= 2, "at least two ListItems (recommended)");
      items.forEach((item, i) => {
        need(item["@type"] === "ListItem", `item ${i + 1} is a ListItem`);
        need(item.position === i + 1, `item ${i + 1} has position ${i + 1}`);
        need(nonEmpty(item.name), `item ${i + 1} has a name`);
        if (i < items.length - 1) need(isUrl(item.item), `item ${i + 1} has an item URL`);
      });
      break;
    }
    case "FAQPage":
      need((node.mainEntity ?? []).length > 0, "mainEntity");
      for (const q of node.mainEntity ?? []) {
        need(q["@type"] === "Question" && nonEmpty(q.name), "each Question has a name");
        need(
          q.acceptedAnswer?.["@type"] === "Answer" && nonEmpty(q.acceptedAnswer.text),
          `"${q.name}" has an acceptedAnswer with text`,
        );
      }
      break;
    case "SoftwareApplication":
    case "WebApplication":
    case "MobileApplication":
      need(node.offers?.price !== undefined, "offers.price");
      need(node.aggregateRating || node.review, "aggregateRating or review");
      break;
  }
  return errors;
}

/** Adobe's validator's errors and warnings for the items of `blocks`, as Google reads them. */
async function adobeProblems(blocks: Node[]): Promise<string[]> {
  const jsonld: Record<string, Node[]> = {};
  for (const node of topNodes(blocks)) (jsonld[node["@type"]] ??= []).push(structuredClone(node));
  const issues = await new Validator().validate({ jsonld, microdata: {}, rdfa: {} });
  return issues.map((i: Node) =>
    `${i.severity} ${i.rootType}${
      (i.path ?? []).map((p: Node) => `.${p.property ?? p.type}`).join("")
    }: ${i.issueMessage}`
  );
}

/** The site's own pages: not search or 404, which may carry no JSON-LD. */
const listed = (path: string) => !/\/(search|no-such-page)\//.test(path);

for (const contentDir of OWNERS) {
  Deno.test(`${contentDir}: every page's structured data is free of Google's rich-result errors`, async () => {
    const server = await sharedServer({ contentDir });
    try {
      const paths = await htmlPages(server.url);
      const profilePages: string[] = [];
      const found = new Set<string>();
      const errors: string[] = [];
      for (const path of paths) {
        const html = await (await fetch(server.url + path)).text();
        const blocks = jsonLd(html);
        if (listed(path)) assert.equal(blocks.length, 1, `${path} has one JSON-LD block`);
        else assert.ok(blocks.length <= 1, `${path} has at most one JSON-LD block`);
        for (const block of blocks) assert.equal(block["@context"], "https://schema.org", path);
        for (const node of topNodes(blocks)) {
          found.add(node["@type"]);
          if (node["@type"] === "ProfilePage") profilePages.push(path);
        }
        for (const node of allNodes(blocks)) {
          errors.push(...problems(node).map((e) => `${path}: ${e}`));
          if (node["@type"] === "Review") {
            assert.ok(nonEmpty(node.author?.name), `${path}: a Review names its author`);
            assert.ok(node.reviewRating?.ratingValue !== undefined, `${path}: a Review is rated`);
          }
        }
        errors.push(...(await adobeProblems(blocks)).map((e) => `${path}: ${e}`));
      }
      assert.deepEqual(errors, [], `${errors.length} rich-result problems:\n${errors.join("\n")}`);
      // One per person in each language (its home, or about when there is one).
      const languages = new Set(
        profilePages.map((p) => p.match(/^\/[a-z]{2}(-[A-Za-z0-9]+)?\//)?.[0]),
      );
      assert.equal(
        profilePages.length,
        languages.size,
        `one ProfilePage per person: ${profilePages}`,
      );
      if (contentDir === FIXTURE) {
        for (const type of ["ProfilePage", "Article", "BreadcrumbList", "FAQPage"]) {
          assert.ok(found.has(type), `the full fixture uses ${type}`);
        }
      }
    } finally {
      await server.close();
    }
  });
}

Deno.test("the rich-result checks catch what Google rejects", async () => {
  const crumbs = { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem" }] };
  assert.match((await adobeProblems([crumbs])).join("\n"), /ERROR BreadcrumbList.*name/);
  const nested = { "@type": "Article", about: { "@type": "SoftwareApplication", name: "x" } };
  assert.deepEqual(allNodes(nested).flatMap(problems).filter((e) => e.startsWith("Software")), [
    "SoftwareApplication: offers.price",
    "SoftwareApplication: aggregateRating or review",
  ]);
});
