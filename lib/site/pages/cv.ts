/**
 * The CV as a page like the others, though made from the profile rather than listed in site.yaml:
 * `/cv/` and each of profile.md's `cv_variants` at `/cv/<slug>/` have a share card and a Markdown
 * version that says what the HTML (routes/cv/) says, under the same headings, in the same order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../../config.ts";
 * import { loadContent } from "../../content/load.ts";
 * import { buildSite } from "../web/site.ts";
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const site = buildSite(await loadContent("tests/fixtures/minimal"), config);
 * assert.equal(servedPage(site, "/cv/")?.url, "https://www.example.com/cv/");
 * assert.match(cvPage(site).title, /^CV of /);
 * ```
 */
import { clip, HttpError } from "../../http/problem.ts";
import { link } from "../../content/links.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { siteMessages } from "../../content/messages.ts";
import { findPage, hasPage } from "../../content/page_path.ts";
import { credentialRows, linked } from "./facts.ts";
import { type Block, blocks, docMarkdown, group, type Maybe, para, section } from "./doc.ts";
import { localMarkdown } from "./markdown.ts";
import { CV_PATH, cvPath, cvSite, type CvVariant, type Resume, resume } from "./resume.ts";
import { VCARD_PATH } from "./vcard.ts";
import { workWords } from "../../content/availability.ts";
import { priceList } from "./next_step.ts";
import { setApart } from "../languages/languages.ts";

/** The CV as a SitePage, titled, described and labelled by its site.yaml entry if there is one. */
export function cvPage(site: Site, variant?: CvVariant): SitePage {
  const listed = variant ? undefined : findPage(site, CV_PATH);
  const { name, role } = cvSite(site, variant).profile;
  const messages = siteMessages(site);
  const path = cvPath(variant?.slug);
  const url = link(site, path, { absolute: true });
  const text = docMarkdown(cvDoc(site, variant), messages);
  return {
    path,
    url,
    title: cvTitle(site, variant),
    description: variant?.summary ?? listed?.description ??
      messages.t("cv.description", { name, role }),
    ...(listed?.nav ? { nav: listed.nav } : {}),
    body: "",
    markdown: localMarkdown(`# ${name}\n\n${text}\n`, site, url),
  };
}

/** The title of the whole CV (site.yaml's, else "CV of <name>"), or of its `variant`. */
function cvTitle(site: Site, variant?: CvVariant): string {
  return variant?.title ?? findPage(site, CV_PATH)?.title ??
    siteMessages(site).t("data.cv", { name: site.profile.name });
}

/** The CV `slug` names (the whole one without a slug); an unknown one is the 404 `not_found`. */
export function cvNamed(site: Site, slug?: string): CvVariant | undefined {
  const variant = site.raw.profile.cv_variants?.find((v) => v.slug === slug);
  if (slug === undefined || variant) return variant;
  throw new HttpError("not_found", `There is no CV at ${clip(cvPath(slug))}.`);
}

/** The CVs that site.yaml does not list as pages: the whole one unless listed, then each variant. */
export function cvPages(site: Site): SitePage[] {
  const variants = (site.raw.profile.cv_variants ?? []).map((variant) => cvPage(site, variant));
  return hasPage(site, CV_PATH) ? variants : [cvPage(site), ...variants];
}

/** The page served at `path`: one of site.yaml's, or a CV. */
export function servedPage(site: Site, path: string): SitePage | undefined {
  const variant = site.raw.profile.cv_variants?.find((v) => cvPath(v.slug) === path);
  if (path === CV_PATH || variant) return cvPage(site, variant);
  return site.pages.find((p) => p.path === path);
}

/** The CV's header: name, role, openness and availability, how to reach them, the `note` slot. */
function cvHeader(site: Site, { basics }: Resume, variant?: CvVariant): Block {
  const { t, colon } = siteMessages(site);
  const own = site.raw.profile;
  const work = workWords(site).line;
  // The owner's other CVs, on screen only (a `cv-note`, which print hides): none without variants.
  const versions = [undefined, ...own.cv_variants ?? []].filter((other) => other !== variant)
    .map((other) => `[${cvTitle(site, other)}](${cvPath(other?.slug)})`);
  const contact = [
    own.location,
    `[${basics.email}](mailto:${basics.email})`,
    linked(basics.url),
    ...basics.profiles.map((p) => p.network + colon + linked(p.url)),
    `[${t("contact.card")}](${VCARD_PATH})`,
  ];
  return {
    type: "header",
    class: "cv-header",
    titleId: "cv-name",
    title: basics.name,
    leadClass: "cv-label",
    lead: basics.label,
    blocks: blocks(
      // The owner's own sentence ("Open to freelance projects…"): a label before it would say it twice.
      own.looking_for && para("cv-open", own.looking_for),
      work && para("cv-availability", work),
      { type: "list", class: "cv-contact", label: t("cv.contact"), items: contact },
      versions.length > 0 &&
        labelled("cv-note cv-versions", t("cv.versions"), versions.join(" · ")),
      { type: "slot", name: "note" },
    ),
  };
}

/** The CV (or `variant`) as blocks: routes/cv/'s HTML (`note` slot) and `cvPage`'s Markdown. */
export function cvDoc(site: Site, variant?: CvVariant): Block[] {
  const { t, date, list: join } = siteMessages(site);
  const list = (parts: unknown[]) => join(parts.map((p) => p && setApart(site, `${p}`)));
  const cv = resume(site, variant);
  const [practice, ...history] = cv.work;
  const credentials = { type: "credentials", rows: credentialRows(site) } as const;
  const education = site.raw.profile.education ?? site.raw.profile.alma_mater;
  const highlights = (items?: string[]): Maybe =>
    items && { type: "list", class: "cv-highlights", items };
  const cvSection = (id: string, title: string, content: Maybe[], web = false) =>
    section(`cv-${id}`, title, content, { class: "cv-section", web });
  return [group(
    { tag: "article", class: "cv", labelledBy: "cv-name" },
    cvHeader(site, cv, variant),
    cvSection("summary", t("cv.summary"), [{ type: "markdown", text: cvSite(site, variant).bio }]),
    // What a client can hire, in the pricing page's words; HTML only, as every price.
    cvSection("services", t("sell.services"), [priceList(site)], true),
    cvSection("skills", t("cv.skills"), cv.skills.map((s) => para("cv-skills", list(s.keywords)))),
    cvSection("work", t("cv.experience"), [
      group(
        { class: "cv-entry" },
        heading(list([practice.position, practice.name !== cv.basics.name && practice.name])),
        practice.summary && { type: "paragraph", text: practice.summary },
      ),
      ...history.map((job) =>
        group(
          { class: "cv-entry" },
          heading(
            list([job.position, job.name]),
            `${job.startDate ? date(job.startDate) : ""} – ${
              job.endDate ? date(job.endDate) : t("cv.now")
            }`,
          ),
          highlights(job.highlights),
        )
      ),
    ]),
    cvSection(
      "projects",
      t("cv.projects"),
      cv.projects.map((p) =>
        group(
          { tag: "article", class: "cv-entry cv-project" },
          heading(p.name, p.startDate && date(p.startDate)),
          para("cv-url", linked(p.url)),
          (p.entity || p.roles) && para("cv-client", list([p.roles?.[0], p.entity])),
          { type: "paragraph", text: p.description },
          highlights(
            p.highlights?.map((h) => h.split(": ").map((w) => setApart(site, w)).join(": ")),
          ),
          p.keywords && labelled("cv-keywords", t("cv.stack"), list(p.keywords)),
        )
      ),
    ),
    education &&
      cvSection("education", t("cv.education"), [{ type: "paragraph", text: education }]),
    credentials.rows.length > 0 && cvSection("credentials", t("proof.credentials"), [credentials]),
  )];
}

/** A paragraph of class `cls` after its `label` (a CV's list of versions, a project's stack). */
function labelled(cls: string, label: string, text: string): Block {
  return { ...para(cls, text), label, labelClass: "cv-keywords-label" };
}

/** An entry's heading (a job, a project), with its dates beside it. */
function heading(text: string, note?: string): Block {
  return { type: "heading", level: 3, text, note, noteClass: "cv-date" };
}
