import { cors } from "../lib/http/cors.ts";
import { hostCheck } from "../lib/http/host.ts";
import { securityHeaders } from "../lib/http/security.ts";
import { SITE_CORS, SITE_CSP } from "../lib/site/web/policies.ts";
import { pageHeaders } from "../lib/site/web/request.ts";

// The request is resolved before this chain runs (lib/site/web/request.ts); methods
// are the routes' own: the router answers 405 with Allow (lib/fresh/app.ts).
export const handler = [securityHeaders(SITE_CSP), cors(SITE_CORS), hostCheck, pageHeaders];
