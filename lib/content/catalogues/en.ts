/**
 * The site's own words in English: the reference catalogue. Every other
 * language has the same keys (`messages_test.ts`), and a key missing from an
 * owner's catalogue falls back to the text here. `{name}` is a parameter.
 * docs/i18n.md lists these keys (`deno task docs` writes it).
 */
export const EN = {
  "layout.skip": "Skip to content",
  "layout.nav": "Main",
  "layout.menu": "Menu",
  "layout.error": "Error",
  "layout.markdownAlternate": "This page as Markdown",
  "layout.themeToggle": "Dark theme",
  "layout.themeToLight": "Switch to the light theme",
  "layout.themeToDark": "Switch to the dark theme",
  "layout.searchLabel": "Search this site",
  "layout.searchButton": "Search",
  "layout.searchWords": "Words to look for",
  "layout.developers": "API, MCP and Markdown",
  "layout.cv": "CV",
  "layout.pageMarkdown": "This page as Markdown",
  "error.notFound.title": "Page not found",
  "error.notFound.text":
    "There is nothing at this address. It may have moved, or the link may be mistyped.",
  "error.home": "Go to the home page",
  "error.or": "or",
  "error.work": "see the work",
  "error.unavailable.title": "Back in a moment",
  "error.unavailable.text":
    "The site's content could not be loaded just now. The server retries by itself; please reload this page in a few seconds.",
  "error.failed.title": "Something went wrong",
  "error.failed.text": "The server failed to answer this request. Please try again.",
  "error.refused.title": "That did not work",
  "card.alt": "{title}, {name}, {site}",
  "llms.summary": "{name} is a {roleLower} in {location}.",
  "llms.use":
    "Use this site to learn who {name} is, what they have built, the freelance services they offer, how they work and how to reach them. Every fact is also available as JSON through a read-only API (no key, open CORS), as Markdown for every page, and through an MCP server. Prices are never published: every project is priced by a written quote. Agents should give people the contact address rather than send email on their behalf.",
  "llms.pages": "Pages",
  "llms.optional": "Optional",
  "llms.apiIndex": "API index",
  "llms.apiIndexText": "name, version and every endpoint of the read-only JSON API",
  "llms.openapi": "OpenAPI document",
  "llms.openapiText":
    "OpenAPI 3.1 description of every operation, usable as function-calling tools",
  "llms.guide": "Developer guide",
  "llms.guideText": "quick start, every operation with an example, error codes",
  "llms.apiCatalog": "API catalog",
  "llms.apiCatalogText": "RFC 9727 catalog of this site's APIs",
  "llms.agentCatalog": "Agent catalog",
  "llms.agentCatalogText":
    "Agentic Resource Discovery catalog of the API, the MCP server, this file and the résumé",
  "llms.resume": "Résumé",
  "llms.resumeText": "{name}'s résumé as JSON Resume",
  "llms.mcp": "MCP endpoint",
  "llms.mcpText":
    "read-only Model Context Protocol server (Streamable HTTP, no sign-in) with the same facts as tools",
  "llms.serverCard": "MCP server card",
  "llms.serverCardText":
    "what the MCP server is and how to connect (also at /.well-known/mcp/server-card.json)",
  "llms.aiCatalog": "AI catalog",
  "llms.aiCatalogText": "the AI catalog, pointing to the MCP server card and the agent catalog",
  "llms.cli": "Command-line client",
  "llms.cliText": "zero-dependency client for Node.js 20+: {usage}",
  "llms.fullText": "Full text",
  "llms.fullTextText": "every page's Markdown in one file",
  "llms.sitemap": "Sitemap",
  "llms.sitemapText": "every page with its description, Markdown address and last change",
  "llms.fullTitle": "{site}: every page in full",
  "llms.fullGenerated": "Generated from {url} on {date}.",
  "llms.source": "Source",
  "data.resume": "Résumé of {name} (JSON Resume)",
  "data.cv": "CV of {name}",
  "view.caseStudy": "Read the case study",
  "view.product": "Visit the product",
  "view.emailAbout": "Email about a project like this",
  "view.emailSubject": "A project like {name}",
  "view.email": "Email about a project",
  "view.emailGeneralSubject": "A project for {brand}",
  "view.bookCall": "Book a call",
  "view.outcomes": "Outcomes",
  "view.clientWords": "What the client said",
  "view.work": "Work by {brand}",
  "view.contact": "Contact {brand}",
  "view.contactPage": "Contact page",
  "view.loading": "Loading…",
  "view.unknownProject": "This project is not on the site.",
  "proof.client": "Client",
  "proof.role": "Role",
  "proof.duration": "Duration",
  "proof.credentials": "Credentials",
  "proof.certification": "Certification",
  "proof.talk": "Talk",
  "proof.publication": "Publication",
  "proof.nextStep": "Work with {name}",
  "cv.summary": "Summary",
  "cv.skills": "Skills",
  "cv.experience": "Experience",
  "cv.projects": "Selected projects",
  "cv.education": "Education",
  "cv.openTo": "Open to: {text}",
  "cv.now": "now",
  "cv.stack": "Stack:",
} as const;

/** A key of the site's catalogue. */
export type MessageKey = keyof typeof EN;

/** A complete catalogue: every key, in one language. */
export type Catalogue = Record<MessageKey, string>;
