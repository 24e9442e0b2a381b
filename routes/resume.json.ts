import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { generated } from "../lib/site/web/handlers.ts";
import { cvNamed } from "../lib/site/pages/cv.ts";
import { cvPath, resume } from "../lib/site/pages/resume.ts";

/**
 * The owner's résumé in the JSON Resume shape, linking its printable page;
 * at `/cv/<variant>/resume.json` (routes/cv/[variant]/), that CV's.
 */
export const handler = generated(
  "application/json",
  ({ store }, { variant }) =>
    JSON.stringify(resume(store.require(), cvNamed(store.require(), variant)), null, 2) + "\n",
  ({ config }, _body, { variant }) => ({
    ...contentSignalHeaders(),
    link: `<${config.siteUrl}${cvPath(variant)}>; rel="alternate"; type="text/html"`,
  }),
);
