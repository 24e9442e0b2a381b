import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { llmsFullTxt } from "../lib/site/agents/llms_txt.ts";
import { generated } from "../lib/site/web/handlers.ts";

export const handler = generated(
  "text/plain; charset=utf-8",
  ({ store }) => llmsFullTxt(store.require()),
  contentSignalHeaders,
);
