import { languageSite, requireSite } from "../lib/content/state.ts";
import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { llmsFullTxt } from "../lib/site/agents/llms_txt.ts";
import { generated } from "../lib/site/web/handlers.ts";

/** Every page in full in the request's language, a translation's at `/en/llms-full.txt`. */
export const handler = generated(
  "text/plain; charset=utf-8",
  (state) => llmsFullTxt(languageSite(state)),
  (state) => ({ ...contentSignalHeaders(), "content-language": requireSite(state).lang }),
);
