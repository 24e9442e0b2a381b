/**
 * `/images/<file>`: a picture from content/images/ that the content names,
 * and `/images/<name>-<width>w.webp`, a smaller WebP copy of a photograph
 * (lib/site/responsive.ts), made on first request. A URL carrying the
 * picture's own hash (`?v=`, as pages link it) may be cached for a year; the
 * picture can run no script and load nothing. Only `v` is read
 * (`No-Vary-Search`), so other query strings never make a variant again.
 */
import type { HandlerContext } from "../../lib/fresh/types.ts";
import { noVarySearch } from "../../lib/http/no_vary_search.ts";
import { notFound } from "../../lib/site/handlers.ts";
import { parseVariant, variantBody, variantWidths } from "../../lib/site/responsive.ts";
import type { AppState } from "../../lib/content/state.ts";

export const handler = {
  async GET(req: Request, ctx: HandlerContext<unknown, AppState>): Promise<Response> {
    const { images } = ctx.state.store.require().raw;
    const name = ctx.params.name;
    let image = images.get(`images/${name}`);
    let body = image?.bytes;
    let type = image?.type;
    const variant = !image && parseVariant(name);
    if (variant) {
      image = [...images.values()].find((i) => i.src.replace(/\.[a-z]+$/, "") === variant.base);
      if (image && variantWidths(image).includes(variant.width)) {
        ({ body, type } = await variantBody(image, variant.width));
      }
    }
    if (!image || !body || !type) return notFound(req, ctx);
    return new Response(body, {
      headers: {
        "content-type": type,
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        "no-vary-search": noVarySearch(["v"]),
        ...(ctx.url.searchParams.get("v") === image.hash
          ? { "cache-control": "public, max-age=31536000, immutable" }
          : {}),
      },
    });
  },
};
