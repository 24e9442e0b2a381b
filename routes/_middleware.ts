import { cors } from "../lib/http/cors.ts";
import { hostCheck } from "../lib/http/host.ts";
import { securityHeaders } from "../lib/http/security.ts";
import { agentLinks } from "../lib/site/agent_links.ts";
import { pageNegotiation } from "../lib/site/page_negotiation.ts";
import { SITE_CORS, SITE_SECURITY } from "../lib/site/policies.ts";
import { varyOnAccept } from "../lib/site/vary.ts";

// Methods are the routes' own: the router answers 405 with Allow (lib/fresh/app.ts).
export const handler = [
  securityHeaders(SITE_SECURITY),
  cors(SITE_CORS),
  hostCheck,
  varyOnAccept,
  agentLinks,
  pageNegotiation,
];
