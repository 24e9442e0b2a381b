import { cors } from "../lib/server/cors.ts";
import { securityHeaders } from "../lib/server/security.ts";
import { THEME_SCRIPT_HASH } from "../lib/theme.ts";
import { onlyReadMethods, pageNegotiation } from "../lib/web.ts";

export const handler = [
  cors({ exposeHeaders: ["ETag", "Link", "Retry-After", "Allow"] }),
  securityHeaders({ scriptHashes: [THEME_SCRIPT_HASH] }),
  onlyReadMethods(),
  pageNegotiation,
];
