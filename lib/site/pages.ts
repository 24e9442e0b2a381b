/**
 * The Markdown of every page: the owner's text plus the parts generated from
 * content (project list, services, questions, addresses, the API reference).
 * `getPage`, `index.md`, `Accept: text/markdown`, llms-full.txt and the MCP
 * resources all serve this text.
 */
import { contactAddresses, inquiries, reachLinks } from "./contact.ts";
import { siteMessages } from "../content/messages.ts";
import { developersGuide } from "./developers_guide.ts";
import { docMarkdown } from "./doc.ts";
import { localMarkdown } from "./markdown.ts";
import { faqDoc, servicesDoc } from "./page_docs.ts";
import {
  credentialRows,
  credentialsMarkdown,
  factsMarkdown,
  profileFacts,
  projectFacts,
} from "./facts.ts";
import { caseStudyPath, type Site, type SitePage } from "../content/model.ts";

type Section = (site: Site, page: SitePage) => string;

/**
 * Generated Markdown around the owner's text, by page path: `lead` comes
 * before it, `rest` after, in the order the HTML page shows them. Each page
 * builds both from the same data (lib/site/facts.ts, lib/site/contact.ts,
 * the developers guide's blocks); tests/parity_test.ts checks they agree.
 */
const SECTIONS: Record<string, { lead?: Section; rest?: Section }> = {
  "/": {
    // In the HTML's order: the first screen's headline and proof, clients' words, then the text.
    lead: (site) =>
      [
        site.raw.profile.headline,
        site.raw.profile.proof,
        site.raw.testimonials.length
          ? `## ${siteMessages(site).t("home.clientsSay")}\n\n${
            site.raw.testimonials.map(quote).join("\n\n")
          }`
          : "",
      ].filter(Boolean).join("\n\n"),
  },
  "/about/": {
    rest: (site) => {
      const { t } = siteMessages(site);
      const credentials = credentialRows(site);
      return [
        `## ${t("facts.glance")}\n\n${factsMarkdown(profileFacts(site))}`,
        credentials.length
          ? `## ${t("proof.credentials")}\n\n${credentialsMarkdown(credentials)}`
          : "",
      ].filter(Boolean).join("\n\n");
    },
  },
  "/work/": {
    rest: (site) =>
      site.raw.projects.map((p) =>
        [
          `## [${p.name}](${caseStudyPath(p.slug)})`,
          [p.status, p.year].filter(Boolean).join(" · "),
          p.summary,
          list((p.outcomes ?? []).slice(0, 2).map((o) => [o.label, o.value])),
          p.stack?.join(" · "),
        ].filter(Boolean).join("\n\n")
      ).join("\n\n"),
  },
  "/services/": { rest: (site) => docMarkdown(servicesDoc(site)) },
  "/faq/": { rest: (site) => docMarkdown(faqDoc(site)) },
  "/developers/": { rest: (site) => docMarkdown(developersGuide(site)) },
  "/contact/": {
    lead: (site) => {
      const [freelance] = contactAddresses(site);
      const { booking_url: booking, reply_time } = site.raw.contact;
      const { t } = siteMessages(site);
      const reach = reachLinks(site);
      return [
        `## ${t("cta.start")}`,
        reply_time ?? "",
        site.raw.profile.availability ?? "",
        `[${freelance.email}](mailto:${freelance.email})`,
        `${freelance.label}.`,
        booking ? `[${t("sell.bookCall")}](${booking})` : "",
        `### ${t("contact.writeAbout")}`,
        inquiries(site).map(({ label, href }) => `- [${label}](${href})`).join("\n"),
        reach.length ? `## ${t("sell.reach")}` : "",
        reach.map(({ label, href }) => `- [${label}](${href})`).join("\n"),
      ].filter(Boolean).join("\n\n");
    },
    rest: (site) => {
      const [, ...others] = contactAddresses(site);
      const { t } = siteMessages(site);
      return [
        t("sell.neverSends"),
        others.length ? `## ${t("contact.others")}` : "",
        others.map(({ label, email }) => `- ${label}: [${email}](mailto:${email})`).join("\n"),
      ].filter(Boolean).join("\n\n");
    },
  },
};

/**
 * The full Markdown of `page`: its links, written site-relative in the
 * primary language like the HTML's, made absolute in the page's language.
 */
export function pageMarkdown(site: Site, page: SitePage): string {
  const section = SECTIONS[page.path];
  const parts = [
    `# ${page.title}`,
    page.project ? caseStudyLead(site, page) : section?.lead?.(site, page),
    page.body,
    section?.rest?.(site, page),
    page.project ? caseStudyRest(site, page) : "",
  ];
  return localMarkdown(parts.filter(Boolean).join("\n\n") + "\n", site, page.url);
}

/** What a case study shows before its text: the summary, its facts and its outcomes. */
function caseStudyLead(site: Site, page: SitePage): string {
  const p = page.project!;
  const words = siteMessages(site);
  return [
    p.summary,
    factsMarkdown(projectFacts(p, words)),
    p.outcomes?.length
      ? `## ${words.t("view.outcomes")}\n\n${list(p.outcomes.map((o) => [o.label, o.value]))}`
      : "",
  ].filter(Boolean).join("\n\n");
}

/** What a case study shows after its text: screens and what the client said. */
function caseStudyRest(site: Site, page: SitePage): string {
  const p = page.project!;
  const { t } = siteMessages(site);
  const image = (shot: { src: string; alt: string; caption?: string }) =>
    `![${shot.alt}](/${shot.src})${shot.caption ? `\n\n${shot.caption}` : ""}`;
  return [
    ...(p.screenshots?.length
      ? [`## ${t("work.screens")}\n\n${p.screenshots.map(image).join("\n\n")}`]
      : []),
    ...(p.testimonial ? [`## ${t("view.clientWords")}\n\n${quote(p.testimonial)}`] : []),
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
