import { faviconSvg, siteMark } from "../lib/site/pictures/favicon.ts";
import { generated } from "../lib/site/web/handlers.ts";

/** The site's mark from content/site.yaml (or its host's first letter while content is unavailable). */
export const handler = generated("image/svg+xml", (state) => faviconSvg(siteMark(state)));
