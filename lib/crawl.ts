/**
 * Visits the site through its handler as its clients would: from the
 * discovery files and the home page, following every same-site link in what
 * comes back (HTML `href` and `src`, Markdown links, absolute URLs in any
 * text), and asking for each resource whose form depends on `Accept` in the
 * forms that browsers, agents and command-line tools ask for. `deno task
 * build` crawls through a response cache and saves what it then holds (see
 * `lib/snapshot.ts`).
 */
import { varyNames } from "./server/response_cache.ts";

/** Where a crawl starts: what clients find without a link. */
export const SEEDS = [
  "/",
  "/robots.txt",
  "/sitemap.xml",
  "/llms.txt",
  "/llms-full.txt",
  "/.well-known/api-catalog",
  "/.well-known/mcp/server-card.json",
  "/openapi.json",
  "/api/v1/",
];

/**
 * The `Accept` headers asked with for a resource that answers `Vary: Accept`:
 * none, curl's, an agent's for Markdown, a plain one for HTML, and Firefox's,
 * Safari's and Chrome's for a page.
 */
export const ACCEPTS = [
  null,
  "*/*",
  "text/markdown",
  "text/html",
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
];

/** Options of `crawl`. */
export interface CrawlOptions {
  /** The site's address (`config.siteUrl`): absolute links under it are followed. */
  siteUrl: string;
  /** Paths (and queries) to start from besides `SEEDS`: what is reached by a form, not a link. */
  seeds?: string[];
  /** Most distinct paths visited. Default: 1000. */
  limit?: number;
}

/**
 * Requests every path reachable from `SEEDS` through `handle`, and returns
 * them (path and query) in the order visited.
 */
export async function crawl(
  handle: (req: Request) => Response | Promise<Response>,
  options: CrawlOptions,
): Promise<string[]> {
  const { siteUrl, limit = 1000 } = options;
  const site = new URL(`${siteUrl}/`);
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (link: string, base: URL) => {
    let url: URL;
    try {
      url = new URL(link, base);
    } catch {
      return;
    }
    if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) return;
    const path = url.pathname + url.search;
    if (seen.has(path) || seen.size >= limit) return;
    seen.add(path);
    queue.push(path);
  };
  for (const seed of [...SEEDS, ...options.seeds ?? []]) {
    visit(`${site.pathname}${seed.slice(1)}`, site);
  }
  while (queue.length) {
    const path = queue.shift()!;
    const url = new URL(path, site);
    const first = await handle(new Request(url));
    const type = first.headers.get("content-type") ?? "";
    const text = /^(text\/|application\/(.*\+)?json|application\/xml|.*\+xml)/.test(type)
      ? await first.text()
      : (await first.body?.cancel(), "");
    for (const link of links(text)) visit(link, url);
    if (!varyNames(first.headers.get("vary")).includes("accept")) continue;
    for (const accept of ACCEPTS.slice(1)) {
      const res = await handle(new Request(url, { headers: { accept: accept! } }));
      for (const link of links(await res.text())) visit(link, url);
    }
  }
  return [...seen];
}

/** Candidate links in a body: HTML attributes, Markdown link targets, and absolute URLs. */
function links(body: string): string[] {
  const text = body.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:href|src)="([^"]*)"/g)) found.push(m[1]);
  for (const m of text.matchAll(/\]\((\/[^)\s]*)\)/g)) found.push(m[1]);
  for (const m of text.matchAll(/https?:\/\/[^\s"'<>()\\`]+/g)) found.push(m[0]);
  return found.map((link) => link.replace(/[.,;:]+$/, ""));
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" };
