import { faviconIco, ICO_TYPE, siteMark } from "../lib/site/pictures/favicon.ts";
import { generated } from "../lib/site/web/handlers.ts";

/** The mark of /favicon.svg as an ICO, made once per content generation (the answer cache keeps it). */
export const handler = generated(ICO_TYPE, (state) => faviconIco(siteMark(state)));
