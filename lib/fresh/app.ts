/**
 * Builds the app from the manifest: Fresh 1.x conventions, with
 * Hono's trie router doing the matching. Middleware is run as Fresh runs it, outer
 * folders first, around routes, static files and the 404 page alike.
 */
import { METHOD_NAME_ALL, type Result } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";
import { type ComponentType, h } from "preact";
import { registerIsland, renderDocument } from "./render.tsx";
import { classify, compareSpecificity } from "./routes.ts";
import type { StaticFile } from "./static.ts";
import type {
  App,
  AppProps,
  Handler,
  HandlerContext,
  IslandModule,
  Manifest,
  MiddlewareContext,
  MiddlewareHandler,
  MiddlewareModule,
  PageProps,
  RouteModule,
  State,
} from "./types.ts";

/** Options of `createApp`. */
export interface AppOptions {
  /** Files served as they are, keyed by URL path. Default: none. */
  staticFiles?: Map<string, StaticFile>;
  /** What each request's `ctx.state` starts with. Default: `{}`. */
  state?: () => State;
  /** URL of an island's browser bundle. Default: `/_frsh/js/<name>.js`. */
  islandUrl?: (name: string) => string;
}

interface Target {
  module: RouteModule;
  pattern: string;
  /** From a `[...rest]` file: it yields to any other route with the same pattern (its folder's `index`). */
  rest: boolean;
}

type Final = (req: Request, ctx: MiddlewareContext) => Promise<Response>;

/**
 * The app built from `manifest`: routing, middleware, pages and static files.
 * What a route or middleware throws is rendered by `_500` (and a miss by
 * `_404`) at the level it happens, so outer middleware still decorates it.
 */
export function createApp(manifest: Manifest, options: AppOptions = {}): App {
  const staticFiles = options.staticFiles ?? new Map();
  const islandUrl = options.islandUrl ?? ((name) => `/_frsh/js/${name}.js`);

  for (const [file, module] of Object.entries(manifest.islands)) {
    registerIsland(islandName(file), (module as IslandModule).default);
  }

  const routes: Target[] = [];
  const middleware: { prefix: string; handlers: MiddlewareHandler[] }[] = [];
  let App: ComponentType<AppProps> = ({ Component }) => h(Component, {});
  let notFound: RouteModule | undefined;
  let failure: RouteModule | undefined;

  for (const [file, module] of Object.entries(manifest.routes)) {
    const info = classify(file);
    if (!info) continue;
    if (info.kind === "middleware") {
      const { handler } = module as MiddlewareModule;
      middleware.push({
        prefix: info.prefix,
        handlers: Array.isArray(handler) ? handler : [handler],
      });
    } else if (info.kind === "app") {
      App = (module as RouteModule).default as ComponentType<AppProps>;
    } else if (info.kind === "404") notFound = module as RouteModule;
    else if (info.kind === "500") failure = module as RouteModule;
    else {
      for (const pattern of info.patterns) {
        routes.push({
          module: module as RouteModule,
          pattern,
          rest: info.patterns.some((p) => p.endsWith("{.+}")),
        });
      }
    }
  }
  middleware.sort((a, b) => depth(a.prefix) - depth(b.prefix));
  // Most sites have only a root _middleware: its list is the same for every request.
  const everywhere = middleware.flatMap(({ handlers }) => handlers);
  const nested = middleware.some(({ prefix }) => prefix !== "/");
  const middlewareFor = (path: string) =>
    middleware
      .filter(({ prefix }) => prefix === "/" || path === prefix || path.startsWith(prefix + "/"))
      .flatMap(({ handlers }) => handlers);
  routes.sort((a, b) =>
    compareSpecificity(a.pattern, b.pattern) || Number(a.rest) - Number(b.rest)
  );

  function renderHtml(module: RouteModule | undefined, props: PageProps<unknown>): string {
    const Page = module?.default as ComponentType<PageProps<unknown>> | undefined;
    if (!Page) throw new Error(`Route ${props.route || props.url.pathname} has no page component`);
    return renderDocument(App, Page, props, islandUrl);
  }

  function render(
    module: RouteModule | undefined,
    props: PageProps<unknown>,
    init?: ResponseInit,
  ): Response {
    if (!module?.default) {
      return new Response(init?.status === 404 ? "Not Found" : "", {
        status: init?.status ?? 200,
      });
    }
    const html = renderHtml(module, props);
    const headers = new Headers(init?.headers);
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response(html, { status: init?.status ?? 200, headers });
  }

  function context(
    req: Request,
    base: Omit<MiddlewareContext, "next">,
    module: RouteModule | undefined,
    extra: Partial<HandlerContext> = {},
  ): HandlerContext {
    const props = (data: unknown): PageProps<unknown> => ({
      url: base.url,
      params: base.params,
      state: base.state,
      route: base.route ?? "",
      data,
      error: ctx.error,
    });
    const ctx: HandlerContext = {
      url: base.url,
      params: base.params,
      state: base.state,
      destination: base.destination,
      route: base.route,
      ...extra,
      render: (data, init) => render(module, props(data), init),
      renderNotFound: () => runSpecial(notFound, 404, req, base),
    };
    return ctx;
  }

  /** Runs `_404` or `_500`: its handler when it has one, else its page. */
  function runSpecial(
    module: RouteModule | undefined,
    status: number,
    req: Request,
    base: Omit<MiddlewareContext, "next">,
    error?: unknown,
  ): Response | Promise<Response> {
    const ctx = context(req, base, module, { error });
    const handler = module?.handler;
    if (typeof handler === "function") return handler(req, ctx);
    const method = handler?.GET;
    if (method) return method(req, ctx);
    return ctx.render(undefined, { status });
  }

  async function runRoute(
    target: Target,
    req: Request,
    base: Omit<MiddlewareContext, "next">,
  ): Promise<Response> {
    const handler = pick(target.module, req.method);
    if (typeof handler === "function") {
      return await handler(req, context(req, base, target.module));
    }
    return new Response(null, {
      status: 405,
      headers: { allow: handler.join(", ") },
    });
  }

  async function chain(
    req: Request,
    base: Omit<MiddlewareContext, "next">,
    final: Final,
  ): Promise<Response> {
    const handlers = nested ? middlewareFor(base.url.pathname) : everywhere;
    const ctx = base as MiddlewareContext;
    let i = 0;
    // Errors are rendered at the level they happen, so outer middleware
    // (CORS, headers) still sees and decorates the error response.
    ctx.next = async () => {
      const handler = handlers[i++];
      try {
        return handler ? await handler(req, ctx) : await final(req, ctx);
      } catch (error) {
        if (!failure) throw error;
        return await runSpecial(failure, 500, req, ctx, error);
      }
    };
    return await ctx.next();
  }

  const initialState = options.state ?? (() => ({}));
  type Entry = { destination: "route" | "static"; final: Final; route?: string };
  // Hono's router only matches; its app would turn HEAD into a body-less GET and
  // drop Content-Length, which Deno.serve keeps when it is left to drop the body.
  // The trie router, not RegExpRouter: that one compiles its matcher on the first
  // match (about 2 ms of start-up), and only misses of the answer cache are routed.
  const router = new TrieRouter<Entry>();
  // Static files first: the first match wins, and a catch-all route such as
  // `[...path].tsx` must never shadow a file.
  for (const [path, file] of staticFiles) {
    router.add(METHOD_NAME_ALL, path, {
      destination: "static",
      final: (req, ctx) => Promise.resolve(serveStatic(req, ctx.url, file)),
    });
  }
  for (const target of routes) {
    router.add(METHOD_NAME_ALL, target.pattern, {
      destination: "route",
      route: target.pattern,
      final: (req, ctx) => runRoute(target, req, ctx),
    });
  }
  const missing: Final = (req, ctx) => Promise.resolve(runSpecial(notFound, 404, req, ctx));

  return function dispatch(req: Request): Promise<Response> {
    const url = requestUrl(req);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    const [entry, params] = first(router.match(req.method, path));
    return chain(req, {
      url,
      params,
      state: initialState(),
      destination: entry?.destination ?? "notFound",
      route: entry?.route,
    }, entry?.final ?? missing);
  };
}

/**
 * The request's URL. Deno builds `req.url` from the Host header, so a
 * malformed one can make it unparsable; then the path and query are kept on
 * a placeholder host, for middleware to refuse the request (see
 * `lib/http/host.ts`). Nothing the app answers depends on the request's host.
 */
function requestUrl(req: Request): URL {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    const at = req.url.indexOf("/", req.url.indexOf("//") + 2);
    url = new URL(at < 0 ? "/" : req.url.slice(at), "http://invalid.invalid");
  }
  try {
    url.pathname = decodeUnreserved(url.pathname);
  } catch {
    // Routed as it came: no request may fail before the chain renders its error.
  }
  return url;
}

/**
 * `path` with percent-encoded unreserved characters decoded: `%70rofile` is
 * `profile` (RFC 3986 §6.2.2.2), so every route sees one spelling of a path.
 * Other escapes, such as `%2F`, stay as they are, and so does a digit whose
 * decoding would complete a new escape (`%2%65` is not `%2e`); dot segments
 * that decoding reveals are then removed, as a URL's path is.
 */
export function decodeUnreserved(path: string): string {
  if (!path.includes("%")) return path;
  let out = "";
  let last = 0;
  for (const match of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    out += path.slice(last, match.index);
    const char = String.fromCharCode(parseInt(match[1], 16));
    const completesEscape = /[0-9A-Fa-f]/.test(char) && /%[0-9A-Fa-f]?$/.test(out);
    out += /[A-Za-z0-9\-._~]/.test(char) && !completesEscape ? char : match[0];
    last = match.index + 3;
  }
  // Appended to an origin, not resolved against one: a path starting "//" is no host.
  return new URL(`http://x${out}${path.slice(last)}`).pathname;
}

/** The first match of a router result, with its parameters decoded. */
function first<T>(result: Result<T>): [T | undefined, Record<string, string>] {
  const [matches, stash] = result as [[T, Record<string, number | string>][], string[]?];
  if (!matches.length) return [undefined, {}];
  const [value, map] = matches[0];
  const params: Record<string, string> = {};
  for (const name in map) {
    const at = map[name];
    params[name] = decodeParam(stash ? stash[at as number] : at as string);
  }
  return [value, params];
}

function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The handler of `module` for `method`, or the methods it allows. */
function pick(module: RouteModule, method: string): Handler | string[] {
  const handler = module.handler;
  if (typeof handler === "function") return handler;
  if (handler) {
    const own = handler[method as keyof typeof handler];
    if (own) return own as Handler;
    if (method === "HEAD" && handler.GET) return handler.GET as Handler;
    const allowed = Object.keys(handler);
    if (allowed.includes("GET") && !allowed.includes("HEAD")) allowed.push("HEAD");
    return allowed;
  }
  if (module.default && (method === "GET" || method === "HEAD")) {
    return (_req, ctx) => ctx.render();
  }
  return ["GET", "HEAD"];
}

/**
 * A static file. Only a name that carries the file's hash (the islands' shared
 * chunks, `HASHED_NAME`) or its own hash in `?v=` (the URL `asset()` makes)
 * earns a year's immutable caching; any other URL may name a newer file
 * tomorrow. Conditional requests and compression are the answer cache's.
 */
function serveStatic(req: Request, url: URL, file: StaticFile): Response {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  }
  return new Response(file.body, {
    headers: {
      "content-type": file.type,
      etag: file.etag,
      "cache-control": file.immutable || url.searchParams.get("v") === file.hash
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
    },
  });
}

/** `./islands/ThemeToggle.tsx` → `ThemeToggle`. */
export function islandName(file: string): string {
  return file.replace(/^\.\/islands\//, "").replace(/\.[jt]sx?$/, "")
    .replace(/[^A-Za-z0-9]+/g, "_");
}

function depth(prefix: string): number {
  return prefix === "/" ? 0 : prefix.split("/").length - 1;
}
