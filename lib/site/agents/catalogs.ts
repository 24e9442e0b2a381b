/** For agents: the RFC 9727 API catalog, the MCP server card (SEP-2127) and the ARD catalogs. */
import { API_VERSION } from "../../api/operation.ts";
import { OPERATIONS } from "../../api/operations.ts";
import type { Config } from "../../config.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS, serverDescription } from "../../mcp/identity.ts";
import { AGENT_TYPES, agentUrls } from "./agent_urls.ts";
import type { Site } from "../../content/model.ts";
import { resumePath } from "../pages/resume.ts";
import { link } from "../../content/links.ts";
import { VCARD_PATH } from "../pages/vcard.ts";
import { siteMessages } from "../../content/messages.ts";
import { feedRows } from "./feeds.ts";

/**
 * The RFC 9727 API catalog: a linkset whose first context is the catalog, each API an `item` (as
 * RFC 9727's examples do), then each API with its `service-desc`, `service-doc` and endpoints.
 */
export function apiCatalog(site: Site, endpoints: string[]): unknown {
  const urls = agentUrls(site.config);
  const link = (href: string, type: string, title: string) => [{ href, type, title }];
  return {
    linkset: [
      {
        anchor: urls.apiCatalog,
        item: [
          { href: urls.api, title: `${site.name} API (read-only JSON)` },
          { href: urls.mcp, title: `${site.name} MCP server (Streamable HTTP)` },
        ],
      },
      {
        anchor: urls.api,
        "service-desc": link(urls.openapi, AGENT_TYPES.openapi, "OpenAPI 3.1 document"),
        "service-doc": link(urls.docs, "text/html", "Developer guide"),
        item: endpoints.map((href) => ({ href, type: "application/json" })),
      },
      {
        anchor: urls.mcp,
        "service-desc": link(urls.serverCard, AGENT_TYPES.serverCard, "MCP server card"),
        "service-doc": link(`${urls.docs}#mcp`, "text/html", "Connecting an MCP client"),
      },
    ],
  };
}

/** The MCP server card (SEP-2127 v1 draft): identity and how to connect; no tools, listed live. */
export function serverCard(config: Config): unknown {
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
    ...serverDescription(config).serverInfo,
    remotes: [{
      type: "streamable-http",
      url: `${config.siteUrl}/mcp`,
      supportedProtocolVersions: PROTOCOL_VERSIONS,
    }],
  };
}

/**
 * The publisher part of the catalogs' `urn:air:` identifiers: the site's host name. ARD's URN
 * naming guide forbids `localhost` (an identity is a domain, not a place) and names the reserved
 * `agent.localhost` for local work, which a loopback or IP address (a local run, tests) gets too.
 */
export function ardPublisher(config: Config): string {
  const host = new URL(config.siteUrl).hostname;
  const local = host === "localhost" || /^[\d.]+$/.test(host) || host.startsWith("[");
  return local ? "agent.localhost" : host;
}

/**
 * One entry of an Agentic Resource Discovery catalog (ARD 1.0, `ai-catalog.schema.json`): `type` is
 * the media type of what `url` serves, `updatedAt` when its content last changed, `metadata` flat
 * extras (`endpoint`: where to call the API or MCP server itself), and `trustManifest` ARD's trust
 * envelope: who stands behind the entry, and claims anyone can check.
 */
export interface ArdEntry {
  /** `urn:air:<publisher>:<namespace>:<name>`. */
  identifier: string;
  displayName: string;
  type: string;
  url: string;
  description: string;
  representativeQueries: string[];
  capabilities?: string[];
  version?: string;
  updatedAt?: string;
  metadata?: Record<string, string>;
  trustManifest?: {
    identity: string;
    identityType: "https";
    attestations: { type: string; uri: string; mediaType: string }[];
  };
}

/**
 * An entry's `representativeQueries`, absent ones (optional content) dropped, at most five; each
 * entry has two that need no optional content, so always the 2 to 5 ARD asks for.
 */
function queries(...candidates: (string | false | undefined)[]): string[] {
  return candidates.filter((q): q is string => Boolean(q)).slice(0, 5);
}

/** `urn:air:<publisher>:<namespace>:<name>`, the identifier of a catalog entry. */
function urn(site: Site, namespace: string, name: string): string {
  return `urn:air:${ardPublisher(site.config)}:${namespace}:${name}`;
}

/** The entries of what an agent calls: the JSON API and the MCP server. */
function serviceEntries(site: Site): Record<"api" | "mcp", ArdEntry> {
  const { profile, projects: [project], services: [service] } = site;
  const urls = agentUrls(site.config);
  // Whether, from when and how fast the owner takes work, as the profile says it today.
  const { taking_work, taking_work_from, reply_within } = profile;
  const work = Object.fromEntries(
    Object.entries({ taking_work, taking_work_from, reply_within }).filter(([, v]) => v),
  ) as Record<string, string>;
  return {
    api: {
      identifier: urn(site, "api", "v1"),
      displayName: `${site.name} API`,
      type: AGENT_TYPES.openapi,
      url: urls.openapi,
      description:
        `Read-only JSON API with ${profile.name}'s profile, projects, freelance services, FAQ, contact addresses and every page as Markdown. No key; CORS is open. This is its OpenAPI 3.1 document; every operationId works as a function-calling tool.`,
      representativeQueries: queries(
        `List ${profile.name}'s projects as JSON`,
        project && `Get the ${project.name} project from the ${site.name} API`,
        `Which freelance services does ${site.name} offer?`,
        profile.taking_work && `Is ${profile.name} taking new projects, and from when?`,
      ),
      capabilities: OPERATIONS.map((op) => op.operationId),
      version: API_VERSION,
      metadata: { endpoint: urls.api, documentation: urls.docs, ...work },
    },
    mcp: {
      identifier: urn(site, "mcp", "mcp"),
      displayName: `${site.name} MCP server`,
      type: AGENT_TYPES.serverCard,
      url: urls.serverCard,
      description:
        `Read-only MCP server (Streamable HTTP, no sign-in) with ${profile.name}'s profile, projects, services, FAQ, contact addresses and every page as Markdown, as tools and resources.`,
      representativeQueries: queries(
        `What does ${profile.name} build?`,
        project && `Show ${project.name}'s case study`,
        service && `${service.name} by ${profile.name}`,
        `How do I contact ${profile.name}?`,
      ),
      capabilities: [...OPERATIONS.flatMap((op) => op.tool ? [op.tool.name] : []), ...SEARCH_TOOLS],
      version: API_VERSION,
      metadata: { endpoint: urls.mcp, transport: "streamable-http", ...work },
    },
  };
}

/** The entries of what an agent reads: llms.txt, the résumé, the contact card, and ard.json itself. */
function documentEntries(site: Site): Record<"llms" | "resume" | "card" | "catalog", ArdEntry> {
  const { profile, config } = site;
  const urls = agentUrls(config);
  const updatedAt = `${site.updated}T00:00:00Z`;
  const host = new URL(config.siteUrl).host;
  // The owner's credentials as attestations of the site (over HTTPS), each linking its proof.
  const credentials = site.raw.profile.credentials ?? [];
  return {
    llms: {
      identifier: urn(site, "docs", "llms-txt"),
      displayName: `${site.name} llms.txt`,
      type: AGENT_TYPES.llmsTxt,
      url: urls.llmsTxt,
      description:
        `What ${site.name} is and when to use it, with a link to every page's Markdown (llmstxt.org format). Every page in full: ${urls.llmsFullTxt}.`,
      representativeQueries: queries(
        `Who is ${profile.name}?`,
        `What is ${site.name}?`,
        `Summarize ${profile.name}'s website`,
      ),
      updatedAt,
    },
    resume: {
      identifier: urn(site, "resume", "json-resume"),
      displayName: `${profile.name}'s résumé`,
      type: AGENT_TYPES.resume,
      url: urls.resume,
      description:
        `${profile.name}'s résumé in the JSON Resume format (jsonresume.org): role, work, projects, skills and education.`,
      representativeQueries: queries(
        `${profile.name}'s résumé`,
        `${profile.role} in ${profile.location.split(",")[0].trim()}`,
        `${profile.name}'s experience with ${profile.stack[0]}`,
      ),
      updatedAt,
      ...(credentials.length && {
        trustManifest: {
          identity: `${config.siteUrl}/`,
          identityType: "https",
          attestations: credentials.map((c) => ({
            type: `${c.kind}: ${c.name} (${c.issuer}, ${c.date})`,
            uri: c.url,
            mediaType: "text/html",
          })),
        },
      }),
    },
    card: {
      identifier: urn(site, "contact", "vcard"),
      displayName: `${profile.name}'s contact card`,
      type: "text/vcard",
      url: link(site, VCARD_PATH, { absolute: true }),
      description: `${profile.name}'s name, role and addresses as a vCard 4.0 (RFC 6350).`,
      representativeQueries: [`${profile.name}'s vCard`, `Add ${profile.name} to my contacts`],
      updatedAt,
    },
    // ard.json itself, as ai-catalog.json nests it.
    catalog: {
      identifier: urn(site, "catalog", "ard"),
      displayName: `${site.name} agent catalog`,
      type: AGENT_TYPES.aiCatalog,
      url: urls.ard,
      description:
        `Everything on ${host} an agent can use: the API and its OpenAPI document, the MCP server, llms.txt, ${profile.name}'s résumé and contact card.`,
      representativeQueries: queries(
        `How can an AI assistant read ${profile.name}'s portfolio?`,
        `${profile.name}'s API, MCP server and résumé`,
      ),
    },
  };
}

/** The entries of the articles' feeds, Atom and JSON Feed, dated by the newest; none without articles. */
function feedEntries(site: Site): ArdEntry[] {
  const { t } = siteMessages(site);
  const [newest] = site.raw.articles;
  const tag = newest?.tags?.[0];
  return feedRows(site).map(({ key, url, type }) => ({
    identifier: urn(site, "feed", key === "feed" ? "atom" : "json-feed"),
    displayName: `${site.name} ${t(`llms.${key}`)}`,
    type,
    url,
    description: `${site.profile.name}'s articles: ${t(`llms.${key}Text`)}.`,
    representativeQueries: queries(
      `What has ${site.profile.name} written lately?`,
      `Read "${newest.title}"`,
      tag && `${site.profile.name} on ${tag}`,
    ),
    updatedAt: `${newest.updated ?? newest.date}T00:00:00Z`,
  }));
}

/** An ARD catalog of `entries`, published by the site: its name, developer guide and mark. */
function catalogOf(site: Site, entries: ArdEntry[]) {
  const host = {
    displayName: site.name,
    documentationUrl: agentUrls(site.config).docs,
    logoUrl: `${site.config.siteUrl}/favicon.svg`,
  };
  return { specVersion: "1.0", host, entries };
}

/**
 * `/.well-known/ard.json` (ARD 1.0): the API (OpenAPI), the MCP server (server card), llms.txt, the
 * résumés (whole, then each variant), the contact card and feeds. Lighthouse 13.5's `ard-schema`
 * audit notes all but the first two at low severity, not being of its nine "standard discovery
 * types"; the spec allows any IANA media type (§3.3), and each entry names what its URL serves.
 */
export function ardCatalog(site: Site) {
  const { api, mcp } = serviceEntries(site);
  const { llms, resume, card } = documentEntries(site);
  const { name, role } = site.profile;
  // The JSON Resume of each of profile.md's `cv_variants`, as the résumé's entry names its own.
  const variants = (site.raw.profile.cv_variants ?? []).map((v): ArdEntry => ({
    ...resume,
    identifier: urn(site, "resume", `json-resume-${v.slug}`),
    displayName: v.title,
    url: link(site, resumePath(v.slug), { absolute: true }),
    description:
      `${v.title}: ${name}'s résumé for one kind of work in the JSON Resume format (jsonresume.org), its projects, skills and work chosen and ordered for it.`,
    representativeQueries: queries(v.title, `${name}'s résumé as ${v.role ?? role}`),
  }));
  return catalogOf(site, [api, mcp, llms, resume, ...variants, card, ...feedEntries(site)]);
}

/**
 * `/.well-known/ai-catalog.json`, where ARD (§6.1) and Lighthouse look first: the MCP server (the
 * one standard discovery type, as in ard.json) and ard.json nested, as ARD models a hierarchy.
 */
export function aiCatalog(site: Site) {
  return catalogOf(site, [serviceEntries(site).mcp, documentEntries(site).catalog]);
}
