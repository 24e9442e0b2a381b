/**
 * Pages as blocks (lib/site/pages/doc.ts): each route renders its page's blocks as
 * HTML (components/Doc.tsx) and lib/site/web/pages.ts writes the same blocks as
 * the page's Markdown, so both say the same, in the same order.
 */
import { type Block, blocks, cards, group, heading, type Maybe, para, section } from "./doc.ts";
import type { Quote } from "./doc.ts";
import type { ProjectEntry } from "../../content/load.ts";
import { caseStudyPath, type Site, type SitePage } from "../../content/model.ts";
import { checkedOn, credentialRows, glanceFacts, profileFacts, projectFacts } from "./facts.ts";
import { hasPage } from "../../content/page_path.ts";
import { messagesFor, siteMessages } from "../../content/messages.ts";
import { passageIn, setApart } from "../languages/languages.ts";
import { VCARD_PATH } from "./vcard.ts";
import { workWords } from "../../content/availability.ts";
import { besideCta, cover, cta, mailto, markdown, priceLine, priceList } from "./next_step.ts";
import { priceText, WIDE } from "./next_step.ts";
import { latestArticles } from "./writing.ts";

/** A page of site.yaml with no route of its own: its text, and the way to get in touch. */
export function contentDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  const subject = t("cta.aboutSubject", { title: page.title });
  return [besideCta(site, t("cta.start"), subject, markdown(page))];
}

/** The owner's text, every question with its answer (the one marked `prices`
 * followed by every service's price line, HTML only), beside the one next step (HTML only). */
export function faqDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  return [besideCta(
    site,
    t("cta.stillDeciding"),
    t("cta.questionSubject"),
    markdown(page),
    group(
      { class: "faq" },
      ...site.faq.map((item, i) =>
        section(`q${i + 1}`, item.question, [
          { type: "paragraph", text: item.answer },
          site.raw.faq[i].prices && priceList(site),
        ], { class: "faq-item" })
      ),
    ),
  )];
}

/**
 * The owner's text, then every service as a card: what it covers and gets, how long it takes,
 * its price line (HTML only), its example case study and own action; then how projects are priced.
 */
export function servicesDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  const items = site.raw.services.map((service) => {
    const example = site.raw.projects.find((p) => p.slug === service.example);
    // Its own action: the booking page when it asks for one and there is one, else an email.
    const booking = service.action === "booking" && site.raw.contact.booking_url;
    const ask = t("sell.ask", { service: setApart(site, service.name) });
    const action = booking
      ? `[${t("sell.bookCall")}](${booking})`
      : `[${ask}](${mailto(site, t("sell.subject", { service: service.name }))})`;
    const name = setApart(site, example?.name ?? "");
    const study = example &&
      `[${t("page.caseStudyTitle", { name })}](${caseStudyPath(example.slug)})`;
    return {
      id: service.slug,
      title: service.name,
      blocks: blocks(
        { type: "paragraph", text: service.summary },
        service.deliverables && para("card-label", `**${t("sell.deliverables")}**`),
        service.deliverables &&
          { type: "list", class: "deliverables", items: service.deliverables },
        group(
          { class: "terms" }, // its terms: one column beside what it is
          service.duration &&
            para("duration", t("sell.duration", { duration: setApart(site, service.duration) })),
          para("price", priceLine(site, service), true),
          study && para("card-link", t("sell.example", { link: study })),
          para("card-action", action),
        ),
      ),
    };
  });
  return blocks(
    markdown(page),
    cards({ class: "cards services", label: t("sell.services"), level: 2, article: true }, items),
    hasPage(site, "/pricing/") && para("callout", t("sell.quoteNote", { pricing: "/pricing/" })),
  );
}

/** How pricing works: where prices start (HTML only: the owner's anchors, every service's price
 * line), the owner's text, the way to the FAQ, and last the call to action and its button. */
export function pricingDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  const items = (site.raw.anchors ?? []).map((anchor) => ({
    title: anchor.name,
    blocks: blocks(
      para("price", priceText(site, anchor.price), true),
      anchor.note && { type: "paragraph", text: anchor.note },
    ),
  }));
  const faq = { href: "/faq/", text: t("cta.readFaq"), secondary: true };
  return blocks(
    section("anchors-heading", t("sell.anchors"), [
      items.length > 0 && cards({ class: "cards anchor-cards", level: 3, article: true }, items),
      priceList(site),
      para("muted", t("sell.anchorsNote")),
    ], { web: true, class: "anchors" }),
    markdown(page),
    hasPage(site, "/faq/") && { type: "actions", links: [faq], web: true },
    cta(site, t("cta.quote"), t("cta.quoteSubject")),
  );
}

/** A button down to the next step (HTML only, on a phone's first screen), the owner's portrait (HTML
 * only) and text beside the facts at a glance and the credentials, then the next step itself. */
export function aboutDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  const { portrait } = site.raw.profile;
  const credentials = credentialRows(site);
  const image = { class: "portrait about-portrait", eager: true, sizes: "10rem", web: true };
  const next = t("proof.nextStep", { name: site.raw.profile.name.split(" ")[0] });
  return [
    { type: "actions", links: [{ href: "#next-step-heading", text: `${next} ↓` }], web: true },
    group(
      { class: "with-aside" },
      group({}, portrait && { type: "picture", image: portrait, ...image }, markdown(page)),
      section("glance-heading", t("facts.glance"), [
        { type: "facts", rows: profileFacts(site), tagsLabel: t("facts.stack") },
        credentials.length > 0 && heading(2, t("proof.credentials"), { id: "credentials-heading" }),
        credentials.length > 0 && { type: "credentials", rows: credentials },
      ], { tag: "aside", class: "aside card" }),
    ),
    cta(site, next, t("view.emailGeneralSubject", { brand: site.raw.profile.brand })),
  ];
}

/** The owner's text, then the home page's projects as cards and every other one as a line. */
export function workDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  const cards = featuredProjects(site.raw.projects);
  const rest = site.raw.projects.filter((project) => !cards.includes(project));
  const card = { view: "card", class: "cards work-cards", heading: "h2", eager: true } as const;
  const row = { view: "row", class: "work-list", label: t("work.moreProjects") } as const;
  return blocks(
    markdown(page),
    { type: "projects", items: cards, label: t("work.projects"), ...card },
    rest.length > 0 && { type: "projects", items: rest, ...row },
  );
}

/** A case study: its header (with the `breadcrumb` slot), cover, outcomes, the owner's text beside
 * the project's facts, screens, the client's words, and a next step. */
export function caseStudyDoc(site: Site, page: SitePage): Block[] {
  const project = page.project!;
  const { name } = project;
  const { t } = siteMessages(site);
  const screens = project.screenshots ?? [];
  const { lang } = passageIn(site, project.language);
  // Its name set apart when another language's (`<title>` holds no markup: see docs/i18n.md).
  const apart = setApart(site, name);
  const title = t("page.caseStudyTitle", { name: apart });
  return blocks(
    { type: "header", title, lead: project.summary, nav: "breadcrumb", leadLang: lang },
    cover(project.cover),
    (project.outcomes?.length ?? 0) > 0 && section("outcomes-heading", t("view.outcomes"), [
      { type: "outcomes", items: project.outcomes! },
    ], { class: "results", headingClass: "visually-hidden" }),
    group(
      { class: "with-aside" },
      { type: "markdown", text: page.body, lang },
      section("facts-heading", t("facts.projectFacts"), [
        { type: "facts", rows: projectFacts(site, project), tagsLabel: t("facts.stack") },
      ], { tag: "aside", class: "aside card" }),
    ),
    screens.length > 0 && section("screens-heading", t("work.screens"), [
      group(
        { tag: "ul", class: "screens" },
        ...screens.map((image) =>
          group({ tag: "li" }, { type: "picture", image, figure: true, sizes: WIDE })
        ),
      ),
    ], { class: "section" }),
    project.testimonial && section("client-heading", t("view.clientWords"), [
      quote(site, project.testimonial, project.language),
    ], { class: "section" }),
    cta(site, t("cta.likeThis", { name: apart }), t("view.emailSubject", { name }), "cta-heading"),
  );
}

/**
 * The home page, in the order a client decides: the outcome and for whom (the owner's headline, the
 * name under it), what they get, one line of proof and whether the owner is free, with the one
 * primary call to action; the owner at a glance beside it (HTML only); then the featured work, what
 * clients said, and the owner's own words beside the next step. The Markdown, the page's text for
 * agents, leaves out the byline, the offer and the actions.
 */
export function homeDoc(site: Site, page: SitePage): Block[] {
  const { profile } = site.raw;
  const { t } = siteMessages(site);
  const where = `${setApart(site, profile.role)} · ${setApart(site, profile.location)}`;
  const byline = para("byline", `**${setApart(site, profile.name)}** · ${where}`, true);
  const portrait = { class: "portrait", eager: true, sizes: "6rem" };
  const contact = hasPage(site, "/contact/");
  const actions = [
    contact && { href: "/contact/", text: t("cta.start") },
    hasPage(site, "/work/") && { href: "/work/", text: t("cta.seeWork"), secondary: contact },
  ].filter((l) => l !== false);
  const praise = site.raw.testimonials.slice(profile.proof ? 0 : 1);
  return blocks(
    group(
      { class: "hero-grid" },
      group(
        { tag: "section", class: "hero" },
        ...(profile.headline
          ? [heading(1, profile.headline, { class: "headline" }), byline]
          : [para("eyebrow", where, true), heading(1, profile.name)]),
        para("lead", profile.offer ?? site.tagline, true),
        heroProof(site),
        // The next step before the availability line, so it stays on a phone's first screen.
        actions.length > 0 && { type: "actions", links: actions, web: true },
        availability(site),
      ),
      // The owner at a glance, beside the first screen, when there is more than a line to show.
      (profile.portrait || glanceFacts(site).length > 1) && group(
        { tag: "aside", class: "card hero-card", labelledBy: "glance-heading", web: true },
        profile.portrait && { type: "picture", image: profile.portrait, ...portrait },
        heading(2, t("facts.glance"), { id: "glance-heading" }),
        { type: "facts", rows: glanceFacts(site), tagsLabel: t("facts.stack") },
      ),
    ),
    section("work-heading", t("home.selectedWork"), [{
      type: "projects",
      view: "card",
      items: featuredProjects(site.raw.projects),
      class: "cards work-cards",
      heading: "h3",
    }], { class: "section" }),
    latestArticles(site),
    praise.length > 0 && section("praise-heading", t("home.clientsSay"), [
      group(
        { tag: "ul", class: "testimonials" },
        ...praise.map((item) => group({ tag: "li" }, quote(site, item))),
      ),
    ], { class: "section" }),
    group(
      { class: "with-aside section" },
      markdown(page),
      cta(site, t("cta.start"), t("cta.inquirySubject", { name: profile.name })),
    ),
  );
}

/**
 * The contact page, leading to one action: the reply time, the freelance address once (with its
 * copy button) and one primary button that writes to it, the booking page, phone and messengers
 * as quieter buttons; an email per kind of inquiry; another address (a product's support) aside.
 */
export function contactDoc(site: Site, page: SitePage): Block[] {
  const { t, colon } = siteMessages(site);
  const { hiring_and_freelance: email, jantahr_support_billing_legal: support } = site.contact;
  const { booking_url: booking, phone, messengers = [] } = site.raw.contact;
  const label = site.raw.contact.support_label ?? t("contact.support");
  const { name } = site.profile;
  const { reply } = workWords(site);
  const inquiries = [
    ...site.services.map(({ name }) => [name, t("sell.subject", { service: name })]),
    [t("contact.else"), t("contact.hello", { name })],
  ].map(([label, subject]) => `[${label}](${mailto(site, subject)})`);
  const write = {
    href: mailto(site, t("cta.inquirySubject", { name })),
    text: t("cta.email", { name: name.split(" ")[0] }),
  };
  const reach = [
    booking && { href: booking, text: t("sell.bookCall") },
    phone && { href: `tel:${phone.replace(/ /g, "")}`, text: t("sell.phone", { number: phone }) },
    ...messengers.map((m) => ({ href: m.url, text: m.name })),
  ].flatMap((l) => l ? [{ ...l, secondary: true }] : []);
  return [group(
    { class: "with-aside" },
    group(
      {},
      availability(site),
      section("start-heading", t("cta.start"), [
        reply && para("reply-time", reply),
        { type: "email", email, class: "address big" },
        { type: "actions", links: [write, ...reach] },
        heading(3, t("contact.writeAbout"), { id: "inquiry-heading" }),
        { type: "list", class: "inquiries", labelledBy: "inquiry-heading", items: inquiries },
        { type: "paragraph", class: "vcard", text: `[${t("contact.card")}](${VCARD_PATH})` },
      ], { class: "card contact-main" }),
      markdown(page),
    ),
    support && group(
      { tag: "aside", class: "aside" },
      section("other-heading", t("contact.others"), [
        { type: "paragraph", text: `${label}${colon}[${support}](mailto:${support})` },
      ], { class: "secondary-contact" }),
    ),
  )];
}

/** The first screen's proof: the owner's line, else the best they have: a client's words (not
 * quoted again below), a project's outcomes, the clients' names, a credential, in that order. */
function heroProof(site: Site): Maybe {
  const { profile: { proof }, testimonials: [said], projects } = site.raw;
  const outcomes = projects.find((p) => p.outcomes?.length)?.outcomes?.slice(0, 2);
  const { t, list, colon } = siteMessages(site);
  const clients = list(projects.flatMap((p) => p.client?.name ?? []));
  const [credential] = credentialRows(site);
  if (proof) return para("proof", proof);
  if (said || outcomes) return said ? quote(site, said) : { type: "outcomes", items: outcomes! };
  if (clients) return para("proof", t("proof.client") + colon + clients);
  return credential && { type: "credentials", rows: [credential] };
}

/** Whether and from when the owner takes work, then their `availability` sentence for the rest. */
function availability(site: Site): Maybe {
  const { status } = workWords(site), { availability } = site.raw.profile;
  const text = siteMessages(site).sentences([status, setApart(site, availability)]);
  return text && { type: "availability", text, status: site.profile.taking_work };
}

/** A client's words, "checked on" after each link that passed, their language (or `fallback`) marked. */
function quote(site: Site, item: Quote, fallback?: string): Block {
  const source = siteMessages(site).t("work.testimonialSource");
  // The client's site is linked (and so noted) only from the company's name.
  const url = item.company && checkedOn(site, item.url);
  const checked = { url, source: checkedOn(site, item.source) };
  const { lang } = passageIn(site, item.language ?? fallback);
  const { comma } = lang ? messagesFor(lang) : siteMessages(site);
  return { type: "quote", item, source, checked, lang, comma };
}

/** The projects the home page shows: the ones marked `featured`, in order; when none is, the first
 * four, so the home page stays the same size however many there are (`/work/` lists them all). */
export function featuredProjects(projects: readonly ProjectEntry[]): ProjectEntry[] {
  const marked = projects.filter((project) => project.featured);
  return marked.length ? marked : projects.slice(0, 4);
}
