import { link } from "../lib/content/links.ts";
import { requireSite } from "../lib/content/state.ts";
import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { generated } from "../lib/site/web/handlers.ts";
import { cvNamed } from "../lib/site/pages/cv.ts";
import { cvPath, resume } from "../lib/site/pages/resume.ts";

/**
 * The owner's résumé in the JSON Resume shape, linking its printable page;
 * at `/cv/<variant>/resume.json` (routes/cv/[variant]/), that CV's; a translation's at `/en/resume.json`.
 */
export const handler = generated(
  "application/json",
  (state, { variant }) => {
    const site = requireSite(state);
    return JSON.stringify(resume(site, cvNamed(site, variant)), null, 2) + "\n";
  },
  (state, _body, { variant }) => ({
    ...contentSignalHeaders(),
    "content-language": requireSite(state).lang,
    link: `<${
      link(requireSite(state), cvPath(variant), { absolute: true })
    }>; rel="alternate"; type="text/html"`,
  }),
);
