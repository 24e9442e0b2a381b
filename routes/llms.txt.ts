import { languageSite, requireSite } from "../lib/content/state.ts";
import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { llmsTxt } from "../lib/site/agents/llms_txt.ts";
import { generated } from "../lib/site/web/handlers.ts";

/** llms.txt in the request's language: `/llms.txt`, a translation's at `/en/llms.txt`. */
export const handler = generated(
  "text/plain; charset=utf-8",
  (state) => llmsTxt(languageSite(state)),
  (state) => ({ ...contentSignalHeaders(), "content-language": requireSite(state).lang }),
);
