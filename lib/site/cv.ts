/**
 * The CV as a page like the others: `/cv/` is not one of site.yaml's pages
 * (it is made from the profile, not written), yet it has a share card, a
 * Markdown version (`/cv/index.md`, `Accept: text/markdown`) and its
 * Markdown says what the HTML says, in the same order (routes/cv.tsx renders
 * the same résumé, under the same headings).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 * import { loadContent } from "../content/load.ts";
 * import { buildSite } from "../site/site.ts";
 *
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const site = buildSite(await loadContent("tests/fixtures/minimal"), config);
 * assert.equal(servedPage(site, "/cv/")?.url, "https://www.example.com/cv/");
 * assert.match(cvPage(site).title, /^CV of /);
 * ```
 */
import { link } from "../content/links.ts";
import type { Site, SitePage } from "../content/model.ts";
import { siteMessages } from "../content/messages.ts";
import { findPage } from "../content/page_path.ts";
import { credentialRows, credentialsMarkdown, linkText } from "./facts.ts";
import { CV_PATH, type Resume, resume } from "./resume.ts";

/** The CV's headings and labels, in the site's language: the page and its Markdown share them. */
export function cvWords(site: Site) {
  const { t, date } = siteMessages(site);
  return {
    date,
    summary: t("cv.summary"),
    skills: t("cv.skills"),
    experience: t("cv.experience"),
    projects: t("cv.projects"),
    education: t("cv.education"),
    credentials: t("proof.credentials"),
    now: t("cv.now"),
    stack: t("cv.stack"),
    contact: t("cv.contact"),
    openTo: (text: string) => t("cv.openTo", { text }),
    alsoAs: t("cv.alsoAs"),
  };
}

/**
 * The CV as a SitePage: the title, description and navigation label of
 * site.yaml's `/cv/` entry when the owner lists one, and Markdown made from
 * the résumé.
 */
export function cvPage(site: Site): SitePage {
  const listed = findPage(site, CV_PATH);
  const { name, role } = site.profile;
  const { t } = siteMessages(site);
  return {
    path: CV_PATH,
    url: link(site, CV_PATH, { absolute: true }),
    title: listed?.title ?? t("data.cv", { name }),
    description: listed?.description ?? t("cv.description", { name, role }),
    ...(listed?.nav ? { nav: listed.nav } : {}),
    body: "",
    markdown: cvMarkdown(site, resume(site)),
  };
}

/** The page served at `path`: one of site.yaml's, or the CV. */
export function servedPage(site: Site, path: string): SitePage | undefined {
  return path === CV_PATH ? cvPage(site) : site.pages.find((p) => p.path === path);
}

/** The dates of a job in the site's language: `Apr 2019 – Jun 2023`, or `2021 – now`. */
export function jobDates(
  job: { startDate?: string; endDate?: string },
  words: { now: string; date(iso: string): string },
): string {
  const start = job.startDate ? words.date(job.startDate) : "";
  return `${start} – ${job.endDate ? words.date(job.endDate) : words.now}`;
}

/** An address as the page shows it: without its scheme, linked. */
function linked(href: string): string {
  return `[${linkText(href)}](${href})`;
}

/** The CV's Markdown, in the order routes/cv.tsx shows it. */
function cvMarkdown(site: Site, cv: Resume): string {
  const words = cvWords(site);
  const own = site.raw.profile;
  const { basics } = cv;
  const [practice, ...history] = cv.work;
  const credentials = credentialRows(site);
  const education = own.education ?? own.alma_mater;
  const parts = [
    `# ${basics.name}`,
    basics.label,
    own.looking_for ? words.openTo(own.looking_for) : "",
    [
      own.location,
      `[${basics.email}](mailto:${basics.email})`,
      linked(basics.url),
      ...basics.profiles.map((p) => `${p.network}: ${linked(p.url)}`),
    ].map((line) => `- ${line}`).join("\n"),
    `## ${words.summary}`,
    site.bio.trim(),
    `## ${words.skills}`,
    cv.skills.map((s) => s.keywords.join(" · ")).join("\n\n"),
    `## ${words.experience}`,
    `### ${practice.position}${practice.name !== basics.name ? `, ${practice.name}` : ""}`,
    practice.summary ?? "",
    ...history.flatMap((job) => [
      `### ${job.position}, ${job.name} (${jobDates(job, words)})`,
      (job.highlights ?? []).map((h) => `- ${h}`).join("\n"),
    ]),
    `## ${words.projects}`,
    ...cv.projects.flatMap((p) => [
      `### ${p.name}${p.startDate ? ` (${words.date(p.startDate)})` : ""}`,
      linked(p.url),
      [p.roles?.[0], p.entity].filter(Boolean).join(", "),
      p.description,
      (p.highlights ?? []).map((h) => `- ${h}`).join("\n"),
      p.keywords ? `${words.stack} ${p.keywords.join(", ")}` : "",
    ]),
    education ? `## ${words.education}\n\n${education}` : "",
    credentials.length ? `## ${words.credentials}\n\n${credentialsMarkdown(credentials)}` : "",
  ];
  return parts.filter(Boolean).join("\n\n") + "\n";
}
