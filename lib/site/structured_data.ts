/**
 * schema.org JSON-LD for pages: a ProfilePage about the Person on home and
 * about, SoftwareApplication for case studies, FAQPage for the FAQ, and
 * WebPage elsewhere. Built from the same site data as everything else.
 */
import type { Site, SitePage } from "./model.ts";

/** The Person the site is about. */
function person(site: Site): Record<string, unknown> {
  const p = site.profile;
  return {
    "@type": "Person",
    "@id": `${site.config.siteUrl}/#person`,
    name: p.name,
    jobTitle: p.role,
    description: site.bio,
    url: `${site.config.siteUrl}/`,
    email: `mailto:${site.contact.hiring_and_freelance}`,
    address: { "@type": "PostalAddress", addressLocality: p.location },
    knowsAbout: p.stack,
    ...(p.education ? { alumniOf: p.education } : {}),
    sameAs: [p.github, p.linkedin].filter(Boolean),
    worksFor: { "@type": "Organization", name: p.brand, url: `${site.config.siteUrl}/` },
  };
}

/** The JSON-LD object for `page`. */
export function structuredData(site: Site, page: SitePage): Record<string, unknown> {
  const base = {
    "@context": "https://schema.org",
    url: page.url,
    name: page.title,
    description: page.description,
  };
  if (page.path === "/" || page.path === "/about/") {
    return {
      ...base,
      "@type": "ProfilePage",
      dateModified: site.updated,
      mainEntity: person(site),
    };
  }
  if (page.project) {
    const p = page.project;
    return {
      ...base,
      "@type": "SoftwareApplication",
      name: p.name,
      applicationCategory: "WebApplication",
      creativeWorkStatus: p.status,
      ...(p.url ? { sameAs: p.url } : {}),
      ...(p.source ? { codeRepository: p.source } : {}),
      ...(p.year ? { dateCreated: String(p.year) } : {}),
      keywords: p.stack?.join(", "),
      author: {
        "@id": `${site.config.siteUrl}/#person`,
        "@type": "Person",
        name: site.profile.name,
      },
    };
  }
  if (page.path === "/faq/") {
    return {
      ...base,
      "@type": "FAQPage",
      mainEntity: site.faq.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    };
  }
  return {
    ...base,
    "@type": "WebPage",
    isPartOf: { "@type": "WebSite", name: site.name, url: `${site.config.siteUrl}/` },
  };
}

/** JSON-LD as text safe inside a `<script>` element (no `</script>` breakout). */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
