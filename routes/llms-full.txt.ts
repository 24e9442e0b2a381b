import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { llmsFullTxt } from "../lib/site/agents/llms_txt.ts";
import { localised } from "../lib/site/web/handlers.ts";

/** Every page in full in the request's language, a translation's at `/en/llms-full.txt`. */
export const handler = localised("text/plain; charset=utf-8", llmsFullTxt, contentSignalHeaders);
