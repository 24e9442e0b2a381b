/**
 * `/images/<file>`, a picture the content names, and `/images/<name>-<width>w.webp`, a smaller WebP
 * copy of a photograph (responsive.ts). With the picture's own hash (`?v=`, as pages link it) it
 * may be cached for a year; any other `v` is redirected (308) to it and only `v` is read
 * (`No-Vary-Search`), so no spelling makes a second copy. It can run no script, load nothing.
 */
import type { HandlerContext } from "../../lib/fresh/types.ts";
import { noVarySearch } from "../../lib/http/no_vary_search.ts";
import { notFound } from "../../lib/site/web/handlers.ts";
import { parseVariant, variantBody, variantWidths } from "../../lib/site/pictures/responsive.ts";
import type { AppState } from "../../lib/content/state.ts";

export const handler = {
  async GET(req: Request, ctx: HandlerContext<unknown, AppState>): Promise<Response> {
    const { images } = ctx.state.store.require().raw;
    const name = ctx.params.name;
    let image = images.get(`images/${name}`);
    const variant = !image && parseVariant(name);
    if (variant) {
      image = [...images.values()].find((i) => i.src.replace(/\.[a-z]+$/, "") === variant.base);
      if (image && !variantWidths(image).includes(variant.width)) image = undefined;
    }
    if (!image) return notFound(req, ctx);
    const v = ctx.url.searchParams.get("v");
    if (v !== null && v !== image.hash) {
      const location = `${ctx.url.pathname}?v=${image.hash}`;
      return new Response(null, { status: 308, headers: { location } });
    }
    const { body, type } = variant
      ? await variantBody(image, variant.width)
      : { body: image.bytes, type: image.type };
    return new Response(body, {
      headers: {
        "content-type": type,
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        "no-vary-search": noVarySearch(["v"]),
        ...(v ? { "cache-control": "public, max-age=31536000, immutable" } : {}),
      },
    });
  },
};
