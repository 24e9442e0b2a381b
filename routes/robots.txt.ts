import { robotsTxt } from "../lib/discovery.ts";
import { generated } from "../lib/generated.ts";

export const handler = generated("text/plain; charset=utf-8", ({ config }) => robotsTxt(config));
