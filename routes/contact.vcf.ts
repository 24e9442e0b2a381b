import { requireSite } from "../lib/content/state.ts";
import { generated } from "../lib/site/web/handlers.ts";
import { vcard, vcardDisposition } from "../lib/site/pages/vcard.ts";

/** The owner's contact card (vCard 4.0) in the request's language, saved under their name. */
export const handler = generated(
  "text/vcard; charset=utf-8",
  (state) => vcard(requireSite(state)),
  (state) => {
    const site = requireSite(state);
    return {
      "content-disposition": vcardDisposition(site.profile.name),
      "content-language": site.lang,
    };
  },
);
