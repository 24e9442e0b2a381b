import { link } from "../lib/content/links.ts";
import { requireSite } from "../lib/content/state.ts";
import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { generated } from "../lib/site/web/handlers.ts";
import { cvNamed } from "../lib/site/pages/cv.ts";
import { cvPath, resume } from "../lib/site/pages/resume.ts";

/** The JSON Resume, linking its page; also a variant's (`/cv/<slug>/resume.json`), a language's. */
export const handler = generated(
  "application/json",
  (state, { variant }) => {
    const site = requireSite(state);
    return JSON.stringify(resume(site, cvNamed(site, variant)), null, 2) + "\n";
  },
  (state, _body, { variant }) => {
    const site = requireSite(state);
    const html = link(site, cvPath(variant), { absolute: true });
    const alternate = `<${html}>; rel="alternate"; type="text/html"`;
    return { ...contentSignalHeaders(), "content-language": site.lang, link: alternate };
  },
);
