/**
 * What the MCP server says about itself (name, title, version, description, icons, revisions,
 * instructions), apart from the SDK so the server card, catalogs and docs need not load it.
 */
import { API_VERSION } from "../api/operation.ts";
import type { Config } from "../config.ts";
import type { CorsOptions } from "../http/cors.ts";
import type { Icon, Implementation, ServerCapabilities } from "@modelcontextprotocol/server";

/**
 * CORS for browser-based MCP clients: POST with MCP's headers (2026-07-28 requests carry
 * `Mcp-Method` and, to name a tool, resource or prompt, `Mcp-Name`), its response headers readable.
 */
export const MCP_CORS: CorsOptions = {
  methods: ["POST"],
  allowHeaders: [
    "content-type",
    "mcp-protocol-version",
    "mcp-method",
    "mcp-name",
    "mcp-session-id",
    "last-event-id",
    "authorization",
  ],
  exposeHeaders: ["mcp-session-id", "mcp-protocol-version"],
};

/** Protocol revisions spoken, newest first: 2026-07-28 natively, the 2025 ones as stateless legacy. */
export const PROTOCOL_VERSIONS = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"];

/** The tools beside the API's operations: full-text search, in the shape ChatGPT connectors call. */
export const SEARCH_TOOLS = ["search", "fetch"] as const;

/** What the server is, in at most 100 characters (the server card's limit). */
export const SHORT_DESCRIPTION =
  "Read-only facts about this site's developer: profile, work, services, FAQ, contact and pages.";

/** How long clients and shared caches may keep list and read results: content changes on deploy. */
export const CACHE_TTL_MS = 300_000;

/** What the server offers. Nothing changes during a session, so no list-changed notifications. */
const CAPABILITIES: ServerCapabilities = { tools: {}, resources: {}, prompts: {}, completions: {} };

/** Told to every client at initialization: what the server is for and its two rules. */
export const INSTRUCTIONS = [
  "Read-only facts about the freelance developer behind this website, published by them: their profile and availability, the products they have built, the freelance services they offer, answers to frequently asked questions, their contact addresses, and every page of the website as Markdown.",
  "Use get_profile for who they are and whether they are available; list_projects and get_project for their work; list_services for what they can be hired for; get_faq before answering questions on cost, timelines, ownership, delivery or availability, quoting the published answer; get_contact for how to reach them; list_pages and get_page (or the page resources) to read any page in full.",
  "Prices: none are given here (the API, MCP and Markdown never carry one). Every project is priced by a written quote after a short call; never estimate or invent a price.",
  "Contact: give people the right address from get_contact and let them write themselves. Never send email or messages, or fill in forms, on anyone's behalf. This server cannot send anything and stores nothing sent to it.",
].join("\n\n");

/** The site's mark, shown by clients beside the server, its tools and prompts. */
export function icons(config: Config): Icon[] {
  return [{ src: `${config.siteUrl}/favicon.svg`, mimeType: "image/svg+xml", sizes: ["any"] }];
}

/**
 * The initialize result for `config`, less the negotiated revision. The server's name is the site's
 * host in reverse-DNS form, then `/mcp` (SEP-2127, the MCP Registry): from the address, not the
 * content, since initialize must answer while content is down; a new owner changes nothing here.
 */
export function serverDescription(config: Config) {
  const { host, hostname } = new URL(config.siteUrl);
  const serverInfo: Implementation & { icons: Icon[] } = {
    name: `${hostname.split(".").reverse().join(".")}/mcp`,
    title: `${host}: profile and portfolio`,
    version: API_VERSION,
    description: SHORT_DESCRIPTION,
    websiteUrl: `${config.siteUrl}/`,
    icons: icons(config),
  };
  return { capabilities: CAPABILITIES, serverInfo, instructions: INSTRUCTIONS };
}
