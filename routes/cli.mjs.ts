/**
 * `/cli.mjs`: the client `deno task build` bundles, first given this site's identity
 * (cli/defaults.ts: command name, API root, a project and page for help's examples), so `curl -O
 * {site_url}/cli.mjs && node cli.mjs profile` needs no flag; served without content too.
 */
import { type Identity, IDENTITY_GLOBAL } from "../cli/defaults.ts";
import type { HandlerContext } from "../lib/fresh/types.ts";
import { notFound } from "../lib/site/web/handlers.ts";
import type { AppState } from "../lib/content/state.ts";

export const handler = {
  GET(req: Request, ctx: HandlerContext<unknown, AppState>): Response {
    const { cli, config, store: { site } } = ctx.state;
    if (!cli) return notFound(req, ctx);
    const identity: Partial<Identity> = {
      baseUrl: config.baseUrl,
      command: site?.command || undefined,
      project: site?.projects[0]?.slug,
      page: site?.pages.find((p) => p.path !== "/")?.path,
    };
    // JSON is a JavaScript expression, so no value can break out of it; it leaves unset ones out.
    const line = `globalThis.${IDENTITY_GLOBAL} = ${JSON.stringify(identity)};\n`;
    const shebang = cli.startsWith("#!") ? cli.indexOf("\n") + 1 : 0;
    return new Response(cli.slice(0, shebang) + line + cli.slice(shebang), {
      headers: { "content-type": "text/javascript; charset=utf-8" },
    });
  },
};
