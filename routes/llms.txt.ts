import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { llmsTxt } from "../lib/site/agents/llms_txt.ts";
import { generated } from "../lib/site/web/handlers.ts";

export const handler = generated(
  "text/plain; charset=utf-8",
  ({ store }) => llmsTxt(store.require()),
  contentSignalHeaders,
);
