/** CORS and security policies, for `routes/_middleware.ts` and the error path: every answer's. */
import type { SiteCorsOptions } from "../../http/cors.ts";
import { contentSecurityPolicy, type SecurityOptions } from "../../http/security.ts";
import { MCP_CORS } from "../../mcp/identity.ts";
import { THEME_SCRIPT_HASH } from "./theme.ts";

/** The pages' inline scripts: only the theme script, by its hash. */
export const SITE_SECURITY: SecurityOptions = { scriptHashes: [THEME_SCRIPT_HASH] };

export const SITE_CSP = contentSecurityPolicy(SITE_SECURITY);

/** Open CORS; `/mcp` takes POST and MCP's headers. */
export const SITE_CORS: SiteCorsOptions = {
  // X-Markdown-Tokens: so that a browser-based agent can read the size of a Markdown answer.
  exposeHeaders: ["ETag", "Link", "Retry-After", "Allow", "X-Markdown-Tokens"],
  routes: { "/mcp": MCP_CORS },
};
