/**
 * The Markdown of every page: the owner's text plus the parts generated from
 * content (project list, services, questions, addresses, the API reference).
 * `getPage`, `index.md`, `Accept: text/markdown`, llms-full.txt and the MCP
 * resources all serve this text.
 */
import { contactAddresses } from "./contact.ts";
import { developersGuide } from "./developers_guide.ts";
import { docMarkdown } from "./doc.ts";
import type { Site, SitePage } from "./model.ts";

type Section = (site: Site, page: SitePage) => string;

/** Generated Markdown appended to the owner's text, by page path. */
const SECTIONS: Record<string, Section> = {
  "/": (site) =>
    site.raw.testimonials.length
      ? `## What clients say\n\n${site.raw.testimonials.map(quote).join("\n\n")}`
      : "",
  "/about/": (site) =>
    [
      "## At a glance",
      "",
      list([
        ["Role", site.profile.role],
        ["Location", site.profile.location],
        ["Education", site.profile.education],
        ["Stack", site.profile.stack.join(", ")],
        ["Code", site.profile.github],
        ["Profile", site.profile.linkedin],
      ]),
    ].join("\n"),
  "/work/": (site) =>
    site.projects.map((p) =>
      `## [${p.name}](${p.case_study})\n\n${p.summary}\n\n${
        list([["Status", p.status], ["Stack", p.stack?.join(", ")]])
      }`
    ).join("\n\n"),
  "/services/": (site) =>
    site.services.map((s) =>
      `## ${s.name}\n\n${s.summary}${s.example ? `\n\nExample: [case study](${s.example})` : ""}`
    ).join("\n\n") + "\n\nEvery project is priced by a written quote.",
  "/faq/": (site) => site.faq.map((q) => `## ${q.question}\n\n${q.answer}`).join("\n\n"),
  "/developers/": (site, page) =>
    docMarkdown(developersGuide(site), {
      siteUrl: site.config.siteUrl,
      pageUrl: site.config.siteUrl + page.path,
    }),
  "/contact/": (site) =>
    [
      "## Addresses",
      "",
      list(contactAddresses(site).map(({ label, email }) => [label, email])),
      ...(site.contact.note ? ["", site.contact.note] : []),
    ].join("\n"),
};

/** The full Markdown of `page`. */
export function pageMarkdown(site: Site, page: SitePage): string {
  const parts = [`# ${page.title}`, absolutize(page.body, site.config.siteUrl)];
  if (page.project) parts.splice(1, 0, caseStudyFacts(page));
  const section = SECTIONS[page.path];
  if (section) parts.push(section(site, page));
  if (page.project) parts.push(caseStudyProof(site, page));
  return parts.filter(Boolean).join("\n\n") + "\n";
}

function caseStudyFacts(page: SitePage): string {
  const p = page.project!;
  return `${p.summary}\n\n${
    list([
      ["Status", p.status],
      ["Year", p.year?.toString()],
      ["Stack", p.stack?.join(", ")],
      ["Live", p.url],
      ["Source", p.source],
    ])
  }`;
}

/** A case study's outcomes, screens and testimonial, as its page shows them. */
function caseStudyProof(site: Site, page: SitePage): string {
  const p = page.project!;
  const image = (shot: { src: string; alt: string; caption?: string }) =>
    `![${shot.alt}](${site.config.siteUrl}/${shot.src})${
      shot.caption ? `\n\n${shot.caption}` : ""
    }`;
  return [
    ...(p.outcomes?.length
      ? [`## Outcomes\n\n${list(p.outcomes.map((o) => [o.label, o.value]))}`]
      : []),
    ...(p.screenshots?.length ? [`## Screens\n\n${p.screenshots.map(image).join("\n\n")}`] : []),
    ...(p.testimonial ? [`## What the client said\n\n${quote(p.testimonial)}`] : []),
  ].join("\n\n");
}

/** A testimonial as a Markdown blockquote with who said it. */
export function quote(t: { quote: string; name: string; role?: string; company?: string }): string {
  const who = [t.name, t.role, t.company].filter(Boolean).join(", ");
  return `> ${t.quote}\n>\n> — ${who}`;
}

function list(rows: [string, string | undefined][]): string {
  return rows.filter(([, v]) => v).map(([k, v]) => `- **${k}:** ${v}`).join("\n");
}

/** Makes site-relative links absolute, so the Markdown reads the same anywhere. */
export function absolutize(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`);
}
