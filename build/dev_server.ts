/**
 * `deno task dev`'s server: the production site (the same store and handler
 * as main.ts) plus what only development needs, kept out of the site itself.
 *
 * - After every content reload, the checks of `deno task check` run on the
 *   new content (dead internal links, empty pages, a second h1) and what they
 *   find joins the load errors in the banner at the top of every page.
 * - `/_dev/events` is a server-sent event stream and `/_dev/reload.js` a
 *   small script that listens to it (pages include it only when DEV_ERRORS
 *   is set): the page reloads when the content changes, and when the server
 *   comes back after `--watch` restarted it for a code change.
 *
 * Production (`main.ts`) serves none of this: there `/_dev/…` is a 404.
 */
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { siteProblems } from "./check.ts";
import { buildSite } from "../lib/site/web/site.ts";

type Handler = (req: Request) => Response | Promise<Response>;

/**
 * The script pages load in dev. A first `open` is the page's own; a later one
 * means the server restarted (a code change), so the page reloads, as it does
 * on a `reload` event (a content change).
 */
export const RELOAD_SCRIPT = `(() => {
  let opened = false;
  const events = new EventSource("/_dev/events");
  events.addEventListener("open", () => { if (opened) location.reload(); opened = true; });
  events.addEventListener("reload", () => location.reload());
})();
`;

/** Options of `devHandler`. */
export interface DevOptions {
  /** How often the store is looked at for a new generation, in milliseconds. Default: 100. */
  pollMs?: number;
}

/** A dev handler around `handle`, and `close` to stop its polling and streams. */
export interface DevServer {
  handle: Handler;
  close(): void;
}

/**
 * Wraps the site's `handle` with the dev endpoints, and keeps the store's
 * notes equal to what the check finds in its current content.
 */
export function devHandler(
  handle: Handler,
  store: ContentStore,
  options: DevOptions = {},
): DevServer {
  const clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  const send = (text: string) => {
    for (const client of clients) {
      try {
        client.enqueue(encoder.encode(text));
      } catch {
        clients.delete(client);
      }
    }
  };
  // -1: the first look runs the checks on the content loaded at start.
  let seen = -1;
  let checking = false;
  const timer = setInterval(async () => {
    if (checking || store.generation === seen) return;
    checking = true;
    try {
      const site = store.site;
      store.setNotes(
        site && !store.error ? await siteProblems(site, store.config, handle) : [],
      );
      seen = store.generation;
      send("event: reload\ndata: content\n\n");
    } finally {
      checking = false;
    }
  }, options.pollMs ?? 100);

  function devRequest(req: Request): Response | Promise<Response> {
    const { pathname } = new URL(req.url);
    if (pathname === "/_dev/reload.js") {
      return new Response(RELOAD_SCRIPT, {
        headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
      });
    }
    if (pathname === "/_dev/events") {
      let self: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          self = controller;
          clients.add(controller);
          // Reconnect quickly after a restart.
          controller.enqueue(encoder.encode("retry: 250\n\n"));
        },
        cancel() {
          clients.delete(self);
        },
      });
      return new Response(body, {
        headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
      });
    }
    return handle(req);
  }

  return {
    handle: devRequest,
    close() {
      clearInterval(timer);
      for (const client of clients) {
        try {
          client.close();
        } catch { /* already closed */ }
      }
      clients.clear();
    },
  };
}

/** Starts the dev server: as main.ts, with the dev handler and a short quiet time. */
export async function serveDev(): Promise<void> {
  const config = readConfig();
  // A save is shown within a quarter of a second, rather than production's one.
  const store = new ContentStore(config, { build: buildSite, quietMs: 250 });
  const [handler] = await Promise.all([
    createSiteHandler(manifest, { config, store }),
    store.start(),
  ]);
  const dev = devHandler(handler, store);
  Deno.serve({
    port: config.port,
    hostname: Deno.env.get("HOST") || undefined,
    onListen: ({ hostname, port }) =>
      console.log(`Listening on http://${hostname}:${port}/ (site ${config.siteUrl}/, dev)`),
  }, dev.handle);
}
