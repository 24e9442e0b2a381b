/**
 * schema.org JSON-LD for pages, from the same site data as everything else: one ProfilePage about
 * the Person (on about, else home; Google wants one per person), an Article with a BreadcrumbList
 * for case studies and articles, a Service per service on /services/, FAQPage for the FAQ, WebPage
 * elsewhere. Typed with `schema-dts`, so a name schema.org lacks or a value of the wrong type fails
 * type checking; optional properties are `undefined` rather than spread in, so every one is
 * checked (`JSON.stringify` leaves them out).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../../config.ts";
 * import { loadContent } from "../../content/load.ts";
 * import { buildSite } from "../web/site.ts";
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const site = buildSite(await loadContent("tests/fixtures/minimal"), config);
 * const data = structuredData(site, site.pages[0]);
 * const html = `<script type="application/ld+json">${jsonLdText(data)}</script>`;
 * assert.equal(JSON.parse(jsonLdText(data))["@context"], "https://schema.org");
 * assert.equal(html.match(/<\/script>/g)?.length, 1); // none inside the JSON
 * ```
 */
import { link } from "../../content/links.ts";
import { CV_PATH, RESUME_PATH } from "./resume.ts";
import type * as schema from "schema-dts";
import type { Site, SitePage } from "../../content/model.ts";
import { siteMessages } from "../../content/messages.ts";

/** A reference to the Person the site is about, for `author` and `provider`. */
function personRef(site: Site): schema.PersonLeaf {
  return { "@type": "Person", "@id": `${site.config.siteUrl}/#person`, name: site.profile.name };
}

/** `location` as a PostalAddress; of four parts or more, the middle ones are left out unguessed. */
export function postalAddress(location: string): schema.PostalAddress {
  const parts = location.split(",").map((part) => part.trim()).filter(Boolean);
  return {
    "@type": "PostalAddress",
    addressLocality: parts[0] ?? location.trim(),
    addressRegion: parts.length === 3 ? parts[1] : undefined,
    addressCountry: parts.length >= 2 ? parts[parts.length - 1] : undefined,
  };
}

/** The Person, with the owner's credentials, each with its issuer, date and `url` to check it. */
function person(site: Site): schema.Person {
  const p = site.profile;
  // The school's name only: `education` is a degree ("MSc in …, School"), not an organisation.
  const { alma_mater: school, credentials } = site.raw.profile;
  const { t } = siteMessages(site);
  return {
    ...personRef(site),
    jobTitle: p.role,
    description: site.bio,
    url: `${site.config.siteUrl}/`,
    email: `mailto:${site.contact.hiring_and_freelance}`,
    address: postalAddress(p.location),
    knowsAbout: p.stack,
    alumniOf: school ? { "@type": "EducationalOrganization", name: school } : undefined,
    sameAs: [p.github, p.linkedin].filter((url): url is string => Boolean(url)),
    hasCredential: credentials?.length
      ? credentials.map((c) => ({
        "@type": "EducationalOccupationalCredential",
        name: c.name,
        credentialCategory: c.kind,
        recognizedBy: { "@type": "Organization", name: c.issuer },
        dateCreated: c.date,
        url: c.url,
      }))
      : undefined,
    worksFor: { "@type": "Organization", name: p.brand, url: `${site.config.siteUrl}/` },
    // The résumé, for agents (JSON Resume) and people (the printable CV).
    subjectOf: [
      {
        "@type": "DigitalDocument",
        name: t("data.resume", { name: p.name }),
        url: link(site, RESUME_PATH, { absolute: true }),
        encodingFormat: "application/json",
      },
      {
        "@type": "WebPage",
        name: t("data.cv", { name: p.name }),
        url: link(site, CV_PATH, { absolute: true }),
      },
    ],
  };
}

/** The trail to a case study or article: Home, Work (or Writing) if listed, the page; nav names. */
export function caseStudyBreadcrumbs(site: Site, page: SitePage): schema.BreadcrumbList {
  const label = (p: SitePage) => p.nav ?? p.title;
  const home = site.pages.find((p) => p.path === "/");
  const work = site.pages.find((p) => p.path === (page.article ? "/writing/" : "/work/"));
  const crumbs: [string, string][] = [
    [home ? label(home) : site.name, link(site, "/", { absolute: true })],
    ...(work ? [[label(work), work.url] as [string, string]] : []),
    [page.project?.name ?? page.title, page.url],
  ];
  const itemListElement = crumbs.map(([name, item], i) =>
    ({ "@type": "ListItem", position: i + 1, name, item }) as const
  );
  return { "@type": "BreadcrumbList", itemListElement };
}

/** schema.org's word for each `taking_work`: bookable now and started later is a back order. */
const OFFER = { available: "InStock", booked: "BackOrder", unavailable: "OutOfStock" } as const;

/**
 * One Service per service, provided by the Person and offered when the owner takes work (no price:
 * every project is quoted; from `availabilityStarts` when booked), `url` its example case study. No
 * `areaServed`: where the owner works is free text, not an area.
 */
function services(site: Site, page: SitePage): schema.Service[] {
  const { taking_work: status, taking_work_from: from } = site.profile;
  const offers: schema.Offer | undefined = status && {
    "@type": "Offer",
    availability: `https://schema.org/${OFFER[status]}`,
    availabilityStarts: from,
  };
  return site.services.map((s) => ({
    "@type": "Service",
    "@id": `${page.url}#${s.slug}`,
    name: s.name,
    description: s.summary,
    provider: personRef(site),
    url: s.example,
    offers,
  }));
}

/** An Article on `page` by the Person (linked to their ProfilePage), `before` and `after` them. */
function article(
  site: Site,
  page: SitePage,
  cover: { src: string } | undefined,
  before: Article,
  after: Article = {},
): schema.Article {
  const image = cover && link(site, `/${cover.src}`, { absolute: true });
  const author = { ...personRef(site), url: link(site, profilePagePath(site), { absolute: true }) };
  const head = { "@type": "Article", headline: page.title, description: page.description } as const;
  return { ...head, url: page.url, image, ...before, author, ...after };
}
type Article = Partial<schema.ArticleLeaf>;

/** The one page that is the Person's ProfilePage: /about/, or home when there is none. */
function profilePagePath(site: Site): string {
  return site.pages.some((p) => p.path === "/about/") ? "/about/" : "/";
}

/**
 * A case study: an Article about the work by the Person, its public source code if any, and the
 * trail. The work is a CreativeWork, not a SoftwareApplication, even nested: Google's software-app
 * rich result requires a price and ratings, which a client's project has not got.
 */
function caseStudyGraph(site: Site, page: SitePage): schema.Thing[] {
  const p = page.project!;
  const id = `${page.url}#software`;
  const app: schema.CreativeWork = {
    "@type": "CreativeWork",
    "@id": id,
    url: page.url,
    name: p.name,
    description: page.description,
    creativeWorkStatus: p.status,
    sameAs: p.url,
    dateCreated: p.year ? String(p.year) : undefined,
    keywords: p.stack?.join(", "),
    author: personRef(site),
    // The client who commissioned it, linked to their own site so it can be checked.
    funder: p.client
      ? { "@type": "Organization", name: p.client.name, url: p.client.url, sameAs: p.client.url }
      : undefined,
  };
  const source: schema.SoftwareSourceCode[] = p.source
    ? [{
      "@type": "SoftwareSourceCode",
      name: siteMessages(site).t("data.sourceCode", { name: p.name }),
      codeRepository: p.source,
      about: { "@id": id },
      author: personRef(site),
    }]
    : [];
  const about = article(site, page, p.cover, { dateModified: site.updated }, { about: app });
  return [about, ...source, caseStudyBreadcrumbs(site, page)];
}

type Node = Exclude<schema.Thing, string> | { "@graph": schema.Thing[] };

/** The JSON-LD of `page`: one node with its context, or a graph of nodes. */
export function structuredData(site: Site, page: SitePage) {
  return { "@context": "https://schema.org", ...pageNode(site, page) };
}

function pageNode(site: Site, page: SitePage): Node {
  const base = { url: page.url, name: page.title, description: page.description };
  const webPage: schema.WebPage = {
    "@type": "WebPage",
    ...base,
    isPartOf: { "@type": "WebSite", name: site.name, url: `${site.config.siteUrl}/` },
  };
  if (page.path === profilePagePath(site)) {
    const profile = { dateModified: site.updated, mainEntity: person(site) };
    return { "@type": "ProfilePage", ...base, ...profile };
  }
  if (page.project) return { "@graph": caseStudyGraph(site, page) };
  const a = page.article;
  if (a) {
    // An article: dated, in its language, with its topics and the trail.
    const dates = { datePublished: a.date, dateModified: a.updated ?? a.date };
    const about = { ...dates, inLanguage: a.language ?? site.lang, keywords: a.tags?.join(", ") };
    return { "@graph": [article(site, page, a.cover, about), caseStudyBreadcrumbs(site, page)] };
  }
  if (page.path === "/services/") return { "@graph": [webPage, ...services(site, page)] };
  if (page.path === "/faq/") {
    return {
      "@type": "FAQPage",
      ...base,
      mainEntity: site.faq.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    };
  }
  return page.path === "/" ? { ...webPage, about: personRef(site) } : webPage;
}

/** JSON-LD as text safe inside a `<script>` element (no `</script>` breakout). */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
