import { cors } from "../lib/server/cors.ts";
import { securityHeaders } from "../lib/server/security.ts";
import { THEME_SCRIPT_HASH } from "../lib/theme.ts";
import { cacheMisses, onlyReadMethods, pageNegotiation, varyOnAccept } from "../lib/web.ts";

/** Routes that take more than GET and HEAD, with CORS of their own (`lib/mcp/http.ts`). */
const ownMethods = (ctx: { route?: string }) => ctx.route === "/mcp";

export const handler = [
  cors({ exposeHeaders: ["ETag", "Link", "Retry-After", "Allow"], skip: ownMethods }),
  securityHeaders({ scriptHashes: [THEME_SCRIPT_HASH] }),
  varyOnAccept,
  cacheMisses,
  onlyReadMethods(ownMethods),
  pageNegotiation,
];
