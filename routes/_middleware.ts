import { cors } from "../lib/http/cors.ts";
import { hostCheck } from "../lib/http/host.ts";
import { securityHeaders } from "../lib/http/security.ts";
import { MCP_CORS } from "../lib/mcp/identity.ts";
import {
  agentLinks,
  onlyReadMethods,
  pageNegotiation,
  varyOnAccept,
} from "../lib/site/handlers.ts";
import { THEME_SCRIPT_HASH } from "../lib/site/theme.ts";

/** Routes that take more than GET and HEAD, and check their own methods (`lib/mcp/http.ts`). */
const ownMethods = (ctx: { route?: string }) => ctx.route === "/mcp";

export const handler = [
  securityHeaders({ scriptHashes: [THEME_SCRIPT_HASH] }),
  cors({
    // X-Markdown-Tokens: so that a browser-based agent can read the size of a Markdown answer.
    exposeHeaders: ["ETag", "Link", "Retry-After", "Allow", "X-Markdown-Tokens"],
    routes: { "/mcp": MCP_CORS },
  }),
  hostCheck,
  varyOnAccept,
  onlyReadMethods(ownMethods),
  agentLinks,
  pageNegotiation,
];
