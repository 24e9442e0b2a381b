import { robotsTxt } from "../lib/site/robots.ts";
import { generated } from "../lib/site/handlers.ts";

export const handler = generated("text/plain; charset=utf-8", ({ config }) => robotsTxt(config));
