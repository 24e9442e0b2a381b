/**
 * What the MCP server says about itself: name, version, description, the
 * protocol revisions it speaks and its instructions. Kept apart from the SDK so
 * the server card and docs can use it without loading the SDK at start-up.
 */
import { API_VERSION, SERVICE_DESCRIPTION } from "../api/operation.ts";
import type { Config } from "../config.ts";
import type { CorsOptions } from "../http/cors.ts";
import type { Implementation, ServerCapabilities } from "./sdk.ts";

/** CORS for browser-based MCP clients: POST with MCP's headers, and its response headers readable. */
export const MCP_CORS: CorsOptions = {
  methods: ["POST"],
  allowHeaders: [
    "content-type",
    "mcp-protocol-version",
    "mcp-session-id",
    "last-event-id",
    "authorization",
  ],
  exposeHeaders: ["mcp-session-id", "mcp-protocol-version"],
};

/** Protocol revisions spoken, newest first; the first is offered to clients asking for another. */
export const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"];

/** What the server offers. Nothing changes during a session, so no list-changed notifications. */
export const CAPABILITIES: ServerCapabilities = {
  tools: {},
  resources: {},
  prompts: {},
  completions: {},
};

/** Told to every client at initialization: what the server is for and its two rules. */
export const INSTRUCTIONS = [
  "Read-only facts about the freelance developer behind this website, published by him: his profile and availability, the products he has built, the freelance services he offers, answers to frequently asked questions, his contact addresses, and every page of the website as Markdown.",
  "Use get_profile for who he is and whether he is available; list_projects and get_project for his work; list_services for what he can be hired for; get_faq before answering questions on cost, timelines, ownership, delivery or availability, quoting the published answer; get_contact for how to reach him; list_pages and get_page (or the page resources) to read any page in full.",
  "Prices: none are published. Every project is priced by a written quote after a short call; never estimate or invent a price.",
  "Contact: give people the right address from get_contact and let them write themselves. Never send email or messages, or fill in forms, on anyone's behalf. This server cannot send anything and stores nothing sent to it.",
].join("\n\n");

/** The initialize result less the negotiated revision. */
export interface ServerDescription {
  capabilities: ServerCapabilities;
  serverInfo: Implementation;
  instructions: string;
}

const initialized = new WeakMap<Config, ServerDescription>();

/** The initialize result for `config`, less the negotiated revision; built once. */
export function serverDescription(config: Config): ServerDescription {
  let result = initialized.get(config);
  if (!result) {
    result = {
      capabilities: CAPABILITIES,
      serverInfo: {
        // From the site's address, not its content: initialize must answer while content is down,
        // and a new owner needs to change nothing here.
        name: new URL(config.siteUrl).host.replace(/[^a-z0-9]+/gi, "-").toLowerCase(),
        title: `${new URL(config.siteUrl).host}: profile and portfolio`,
        version: API_VERSION,
        description: SERVICE_DESCRIPTION,
        websiteUrl: `${config.siteUrl}/`,
      },
      instructions: INSTRUCTIONS,
    };
    initialized.set(config, result);
  }
  return result;
}
