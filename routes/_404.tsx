import { notFound } from "../lib/site/web/handlers.ts";

/** Every miss is the `not_found` error, rendered with every other error by `_500`. */
export const handler = notFound;
