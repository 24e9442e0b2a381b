import { contentSignalHeaders, llmsFullTxt } from "../lib/site/discovery.ts";
import { generated } from "../lib/site/handlers.ts";

export const handler = generated(
  "text/plain; charset=utf-8",
  ({ store }) => llmsFullTxt(store.require()),
  contentSignalHeaders,
);
