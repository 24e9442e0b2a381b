import { contentSignalHeaders } from "../lib/site/agent_urls.ts";
import { llmsFullTxt } from "../lib/site/llms_txt.ts";
import { generated } from "../lib/site/handlers.ts";

export const handler = generated(
  "text/plain; charset=utf-8",
  ({ store }) => llmsFullTxt(store.require()),
  contentSignalHeaders,
);
