/**
 * The owner's résumé as JSON Resume (jsonresume.org; npm `@jsonresume/schema` 1.3.1), which
 * recruiters' and clients' agents read: served at `/resume.json`, printable at `/cv/`. A field the
 * content cannot fill is left out, never guessed (`resumeLocation`, `resumeEducation`); a project's
 * `url` is its live site, else its case study; the clients' words are `references`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../../config.ts";
 * import { loadContent } from "../../content/load.ts";
 * import { buildSite } from "../web/site.ts";
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const site = buildSite(await loadContent("tests/fixtures/minimal"), config);
 * const body = JSON.stringify(resume(site), null, 2);
 * const res = new Response(body, { headers: { "content-type": "application/json" } });
 * assert.equal((await res.json()).basics.name, site.profile.name);
 * ```
 */
import { link } from "../../content/links.ts";
import { messagesFor } from "../../content/messages.ts";
import { caseStudyPath, type Site } from "../../content/model.ts";
import { pictureUrl } from "../pictures/responsive.ts";

const JSON_RESUME_VERSION = "1.3.1";

export const RESUME_PATH = "/resume.json";
export const CV_PATH = "/cv/";

/** One of profile.md's `cv_variants`: a CV for one kind of work. */
export type CvVariant = NonNullable<Site["raw"]["profile"]["cv_variants"]>[number];

/** The page of the CV `slug` (`/cv/<slug>/`), or of the whole CV. */
export function cvPath(slug?: string): string {
  return slug ? `${CV_PATH}${slug}/` : CV_PATH;
}

/** The JSON Resume of the CV `slug` (`/cv/<slug>/resume.json`), or of the whole CV. */
export function resumePath(slug?: string): string {
  return slug ? `${cvPath(slug)}resume.json` : RESUME_PATH;
}

/**
 * `site` as the CV `variant` shows it (its role, summary, and projects, skills and jobs in its
 * order), so one renderer (`resume`, cv.ts's `cvDoc`) makes every CV; `site` itself without one.
 */
export function cvSite(site: Site, variant?: CvVariant): Site {
  if (!variant) return site;
  const pick = <T>(names: string[] | undefined, all: T[], name: (item: T) => string) =>
    names ? names.flatMap((wanted) => all.filter((item) => name(item) === wanted)) : all;
  const own = site.raw.profile;
  const role = variant.role ?? own.role;
  const profile = {
    ...own,
    role,
    stack: pick(variant.skills, own.stack, String),
    experience: pick(variant.experience, own.experience ?? [], (job) => job.organisation),
  };
  const projects = pick(variant.projects, site.raw.projects, (p) => p.slug);
  return {
    ...site,
    bio: variant.summary ?? site.bio,
    profile: { ...site.profile, role },
    raw: { ...site.raw, profile, projects },
  };
}

/** The parts of JSON Resume the site fills; tests/resume_test.ts checks them against the schema. */
export type Resume = ReturnType<typeof resume>;

/** The JSON Resume of `whole` or its CV `variant`; an empty field is `undefined`, left out. */
export function resume(whole: Site, variant?: CvVariant) {
  const site = cvSite(whole, variant);
  const abs = (path: string) => link(site, path, { absolute: true });
  const own = site.raw.profile;
  const portrait = own.portrait && site.raw.images.get(own.portrait.src);
  // A copy sized for an avatar: a 6 MB photograph's original is no résumé picture.
  const image = portrait && /^image\/(png|jpeg)$/.test(portrait.type)
    ? link(site, pictureUrl(portrait, 480), { absolute: true })
    : undefined;
  const education = resumeEducation(own.education, own.alma_mater);
  const credentials = own.credentials ?? [];
  const certificates = credentials.filter((c) => c.kind === "certification")
    .map((c) => ({ name: c.name, issuer: c.issuer, date: c.date, url: c.url }));
  const publications = credentials.filter((c) => c.kind !== "certification")
    .map((c) => ({ name: c.name, publisher: c.issuer, releaseDate: c.date, url: c.url }));
  const some = <T>(list: T[] | undefined) => list?.length ? list : undefined;
  return {
    $schema: `https://cdn.jsdelivr.net/npm/@jsonresume/schema@${JSON_RESUME_VERSION}/schema.json`,
    basics: {
      name: own.name,
      label: own.role,
      image,
      email: site.contact.hiring_and_freelance,
      url: abs("/"),
      // Plain paragraphs: a Markdown line break inside one is a space.
      summary: site.bio.trim().split(/\n\s*\n/).map((p) => p.trim().replace(/\s*\n\s*/g, " "))
        .join("\n\n"),
      location: resumeLocation(own.location),
      profiles: ([["GitHub", own.github], ["LinkedIn", own.linkedin]] as const)
        .flatMap(([network, url]) => url ? [profile(network, url)] : []),
    },
    work: [
      { name: own.brand, position: own.role, url: abs("/"), summary: own.freelance || undefined },
      ...(own.experience ?? []).map((e) => ({
        name: e.organisation,
        position: e.role,
        url: e.url || undefined,
        startDate: e.start,
        endDate: e.end || undefined,
        highlights: some(e.highlights),
      })),
    ] as const,
    projects: site.raw.projects.map((p) => ({
      name: p.name,
      description: p.summary,
      url: p.url ?? abs(caseStudyPath(p.slug)),
      highlights: some(p.outcomes?.map((o) => `${o.label}: ${o.value}`)),
      keywords: some(p.stack),
      startDate: p.year ? String(p.year) : undefined,
      entity: p.client?.name || undefined,
      roles: p.role ? [p.role] : undefined,
    })),
    skills: [{ name: "Stack", keywords: own.stack }],
    education: education && [education],
    certificates: some(certificates),
    publications: some(publications),
    references: some(resumeReferences(site)),
    meta: {
      canonical: abs(resumePath(variant?.slug)),
      version: `v${JSON_RESUME_VERSION}`,
      lastModified: site.updated,
    },
  };
}

/**
 * The clients' words (testimonials.md, then the case studies'), each once: "Name, role, company" in
 * their language's commas, and the words with where they were published, so a reader can check.
 */
function resumeReferences(site: Site) {
  const all = [
    ...site.raw.testimonials,
    ...site.raw.projects.flatMap((p) => (p.testimonial ? [p.testimonial] : [])),
  ];
  return all.filter((t, i) => all.findIndex((o) => o.quote === t.quote) === i).map((t) => ({
    name: messagesFor(t.language ?? site.lang).list([t.name, t.role, t.company]),
    reference: t.source ? `${t.quote} (${t.source})` : t.quote,
  }));
}

/** A social profile; its username is the last segment of its URL's path, when it has one. */
function profile(network: string, url: string) {
  const username = new URL(url).pathname.split("/").filter(Boolean).at(-1);
  return { network, ...(username ? { username: decodeURIComponent(username) } : {}), url };
}

/** ICU region codes that are no ISO 3166-1 country: groupings, reservations, private use. */
const NOT_COUNTRIES = new Set("AC CP CQ DG EA EU EZ IC QO TA UN XA XB XK ZZ".split(" "));
let countries: Map<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code whose English name in the runtime's ICU data is `name`, ignoring
 * case ("Portugal" is PT); undefined for anything else ("USA", "Europe"), so no code is guessed.
 */
export function countryCode(name: string): string | undefined {
  if (!countries) {
    countries = new Map();
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
    for (const code of letters.flatMap((first) => letters.map((second) => first + second))) {
      if (NOT_COUNTRIES.has(code)) continue;
      // Old and alias codes (UK, SU, YU) are named as the country they stand for now.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const english = names.of(code);
      if (english && english !== code) countries.set(english.toLowerCase(), code);
    }
  }
  return countries.get(name.trim().toLowerCase());
}

/**
 * `location` as JSON Resume's: "City, Region, Country" and "City, Country" split when the last part
 * names a country (four parts or more keep the city and country), else kept whole as `address`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(resumeLocation("Lisbon, Lisbon District, Portugal"), {
 *   city: "Lisbon",
 *   region: "Lisbon District",
 *   countryCode: "PT",
 * });
 * assert.deepEqual(resumeLocation("Remote, EU time zones"), { address: "Remote, EU time zones" });
 * ```
 */
export function resumeLocation(location: string) {
  const parts = location.split(",").map((part) => part.trim()).filter(Boolean);
  const code = parts.length >= 2 ? countryCode(parts[parts.length - 1]) : undefined;
  if (!code) return { address: location.trim() };
  return { city: parts[0], ...(parts.length === 3 ? { region: parts[1] } : {}), countryCode: code };
}

/**
 * The education entry from `education` (the degree as written: "MSc in Informatics, Some School,
 * Lisbon") and `alma_mater` (the school): the text before the school's name is `studyType` and
 * `area` when it reads "<degree> in <field>", else `studyType`; without a school the whole text is
 * the `institution`, the field résumé readers show first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const education = "B.E. in Computer Engineering, Deccan Institute, Pune";
 * assert.deepEqual(resumeEducation(education, "Deccan Institute"), {
 *   institution: "Deccan Institute",
 *   studyType: "B.E.",
 *   area: "Computer Engineering",
 * });
 * ```
 */
export function resumeEducation(education?: string, school?: string) {
  if (!school) return education ? { institution: education } : undefined;
  if (!education) return { institution: school };
  const at = education.indexOf(school);
  // A degree that does not name the school is kept whole: its parts are not known.
  if (at === -1) return { institution: school, studyType: education };
  const degree = education.slice(0, at).replace(/[\s,;:–—-]+$/, "")
    .replace(/\s+(at|from)$/i, "").trim();
  if (!degree) return { institution: school };
  const split = /^(.+?)\s+in\s+(.+)$/.exec(degree);
  return split
    ? { institution: school, studyType: split[1], area: split[2] }
    : { institution: school, studyType: degree };
}
