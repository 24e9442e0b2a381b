import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { llmsTxt } from "../lib/site/agents/llms_txt.ts";
import { localised } from "../lib/site/web/handlers.ts";

/** llms.txt in the request's language: `/llms.txt`, a translation's at `/en/llms.txt`. */
export const handler = localised("text/plain; charset=utf-8", llmsTxt, contentSignalHeaders);
