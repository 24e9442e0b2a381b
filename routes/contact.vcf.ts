import { localised } from "../lib/site/web/handlers.ts";
import { vcard, vcardDisposition } from "../lib/site/pages/vcard.ts";

/** The owner's contact card (vCard 4.0) in the request's language, saved under their name. */
export const handler = localised(
  "text/vcard; charset=utf-8",
  vcard,
  (site) => ({ "content-disposition": vcardDisposition(site.profile.name) }),
);
