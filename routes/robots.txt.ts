import { robotsTxt } from "../lib/site/agents/robots.ts";
import { generated } from "../lib/site/web/handlers.ts";

export const handler = generated("text/plain; charset=utf-8", ({ config }) => robotsTxt(config));
