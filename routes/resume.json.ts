import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { generated } from "../lib/site/web/handlers.ts";
import { CV_PATH, resume } from "../lib/site/pages/resume.ts";

/** The owner's résumé in the JSON Resume shape, linking its printable page. */
export const handler = generated(
  "application/json",
  ({ store }) => JSON.stringify(resume(store.require()), null, 2) + "\n",
  ({ config }) => ({
    ...contentSignalHeaders(),
    link: `<${config.siteUrl}${CV_PATH}>; rel="alternate"; type="text/html"`,
  }),
);
