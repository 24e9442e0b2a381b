import { llmsFullTxt } from "../lib/discovery.ts";
import { generated } from "../lib/generated.ts";

export const handler = generated(
  "text/plain; charset=utf-8",
  ({ store }) => llmsFullTxt(store.require()),
);
