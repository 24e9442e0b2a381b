/**
 * `/images/<file>`: a picture from content/images/ that the content names.
 * A URL carrying the picture's own hash (`?v=`, as pages link it) may be
 * cached for a year; the picture can run no script and load nothing.
 */
import type { HandlerContext } from "../../lib/fresh/types.ts";
import { notFound } from "../../lib/site/handlers.ts";
import type { AppState } from "../../lib/site/state.ts";

export const handler = {
  GET(req: Request, ctx: HandlerContext<unknown, AppState>): Response {
    const image = ctx.state.store.require().raw.images.get(`images/${ctx.params.name}`);
    if (!image) return notFound(req, ctx);
    return new Response(image.bytes, {
      headers: {
        "content-type": image.type,
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        ...(ctx.url.searchParams.get("v") === image.hash
          ? { "cache-control": "public, max-age=31536000, immutable" }
          : {}),
      },
    });
  },
};
