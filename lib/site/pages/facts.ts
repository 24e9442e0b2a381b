/** The labelled facts beside a page's text, as one list `Doc.tsx` and `factsMarkdown` render. */
import type { ProjectEntry } from "../../content/load.ts";
import type { Site } from "../../content/model.ts";
import { type Messages, siteMessages } from "../../content/messages.ts";

/** What the Markdown joins words with: a language's comma and colon, each with its gap. */
export type Marks = Pick<Messages, "comma" | "colon">;

/** A mark and the gap after it, apart: `": "` → `[":", " "]`, `"："` → `["：", ""]`. */
export const markAndGap = (mark: string) => [mark.trimEnd(), mark.slice(mark.trimEnd().length)];

/** One labelled fact: text, a link, a list of tags, or a status. Empty facts are left out. */
export interface FactRow {
  label: string;
  text?: string;
  /** A link out of the site, shown as `text` when given, else as `linkText(href)`. */
  href?: string;
  tags?: string[];
  /** Links out of the site side by side, each shown as `linkText(href)`; missing ones left out. */
  links?: (string | undefined)[];
  /** A project's status, shown as a badge coloured by its `stage`. */
  status?: string;
  stage?: string;
  /** "checked on …" after `href`, when it passed the proof check (`checkedOn`). */
  checked?: string;
}

/** A link's address as people read it: no scheme, no `www.`, no final slash. */
export function linkText(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}

/** A Markdown link to `href`, shown as `text` or else as its address (`linkText`). */
export function linked(href: string, text = linkText(href)): string {
  return `[${text}](${href})`;
}

/** The owner at a glance, as the about page shows it. */
export function profileFacts(site: Site): FactRow[] {
  const { profile } = site;
  const { t } = siteMessages(site);
  return present([
    { label: t("facts.role"), text: profile.role },
    { label: t("facts.location"), text: profile.location },
    // Job-seeking shows here and on the CV only: the sales pages speak to clients.
    { label: t("facts.openTo"), text: profile.looking_for },
    { label: t("facts.education"), text: profile.education },
    { label: t("facts.stack"), tags: profile.stack },
    { label: t("facts.code"), href: profile.github },
    { label: t("facts.profile"), href: profile.linkedin },
  ]);
}

/** The owner at a glance beside the home page's first screen: freelance work, stack, profiles. */
export function glanceFacts(site: Site): FactRow[] {
  const { freelance, stack, github, linkedin } = site.raw.profile;
  const { t } = siteMessages(site);
  return present([
    { label: t("facts.freelance"), text: freelance },
    { label: t("facts.worksWith"), tags: stack },
    { label: t("facts.elsewhere"), links: [github, linkedin] },
  ]);
}

/**
 * A project's facts: who it was for (linked to their site, so anyone can check), the owner's part
 * and how long it took come first, since a client reads those before the stack.
 */
export function projectFacts(site: Site, project: ProjectEntry): FactRow[] {
  const { t } = siteMessages(site);
  const { name, url } = project.client ?? {};
  return present([
    { label: t("facts.status"), status: project.status, stage: project.stage },
    { label: t("proof.client"), text: name, href: url, checked: checkedOn(site, url) },
    { label: t("proof.role"), text: project.role },
    { label: t("proof.duration"), text: project.duration },
    { label: t("facts.year"), text: project.year?.toString() },
    { label: t("facts.stack"), tags: project.stack },
    { label: t("facts.live"), href: project.url },
    { label: t("facts.source"), href: project.source },
  ]);
}

/** Facts as a Markdown list: `- **Label:** value` (the language's colon), links as links. */
export function factsMarkdown(rows: FactRow[], { comma, colon }: Marks): string {
  const [mark, gap] = markAndGap(colon);
  return rows.map(({ label, text, href, tags, links, status, checked }) =>
    `- **${label}${mark}**${gap}${
      href ? linked(href, text) + (checked ? comma + checked : "") : tags?.join(comma) ??
        links?.flatMap((l) => l ? [linked(l)] : []).join(" ") ?? status ?? text
    }`
  ).join("\n");
}

/**
 * "checked on 2 December 2026" in the site's language when `href` passed `deno task check:proof`
 * (`content/proof.yaml`: status 2xx and the quoted name found there); nothing otherwise.
 */
export function checkedOn(site: Site, href?: string): string | undefined {
  const link = site.raw.proof?.find((l) => l.url === href);
  if (!link?.found || link.status < 200 || link.status > 299) return undefined;
  const { t, date } = siteMessages(site);
  return t("proof.checked", { date: date(link.checked) });
}

/** A certification, talk or publication as `profile.md` has it, with the link that verifies it. */
export type CredentialRow = ReturnType<typeof credentialRows>[number];

/** The owner's credentials as about and the CV show them, in the site's words. */
export function credentialRows(site: Site) {
  const { t, date } = siteMessages(site);
  return (site.raw.profile.credentials ?? []).map((c) => ({
    ...c,
    /** What it is, in the site's language ("Certification"). */
    kind: t(`proof.${c.kind}`),
    /** The date as people read it in the site's language (`Feb 2024`); `date` is for `<time>`. */
    shownDate: date(c.date),
    /** "checked on …", when `url` passed the proof check. */
    checked: checkedOn(site, c.url),
  }));
}

/** Credentials as a Markdown list: `- Certification: [Name](url), Issuer, Feb 2024`. */
export function credentialsMarkdown(rows: CredentialRow[], { comma, colon }: Marks): string {
  return rows.map((c) =>
    `- ${c.kind}${colon}[${c.name}](${c.url})${comma}${c.issuer}${comma}${c.shownDate}` +
    (c.checked ? comma + c.checked : "")
  ).join("\n");
}

function present(rows: FactRow[]): FactRow[] {
  return rows.filter((r) =>
    r.text || r.href || r.tags?.length || r.links?.some(Boolean) || r.status
  );
}
