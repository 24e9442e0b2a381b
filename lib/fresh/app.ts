/**
 * Builds the app from the manifest: Fresh 1.x conventions, with Hono's trie
 * router doing the matching. Middleware runs as in Fresh, outer folders
 * first, around routes, static files and the 404 page alike.
 */
import { type ComponentType, h } from "preact";
import { clip, HttpError } from "../http/problem.ts";
import { requestUrl, routeMatcher } from "./matcher.ts";
import { registerIsland, renderDocument } from "./render.tsx";
import { classify, compareSpecificity, islandName } from "./routes.ts";
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
  Resolved,
  Resolving,
  RouteInfo,
  RouteKind,
  RouteMatch,
  RouteModule,
  State,
} from "./types.ts";

/** Options of `createApp`. */
export interface AppOptions<S extends State = State> {
  /** Files served as they are, keyed by URL path. Default: none. */
  staticFiles?: Map<string, StaticFile>;
  /** What each request's `ctx.state` starts with. Default: `{}`. */
  state?: () => S;
  /** URL of an island's browser bundle. Default: `/_frsh/js/<name>.js`. */
  islandUrl?: (name: string) => string;
  /**
   * Routes declared in code by Hono pattern (the API's operations), on the same router and method
   * rule as the files, matching their path exactly (`routeMatcher`). Default: none.
   */
  routes?: Record<string, RouteModule>;
  /**
   * Resolves each request once, before middleware: sets up its state and returns
   * the URL and route it is served by (`/en/about/` is `/about/` in English), and
   * an answer when it already knows one. Default: the URL's own route.
   */
  resolve?: <M extends RouteMatch>(req: Request, resolving: Resolving<M, S>) => Resolved<M>;
}

interface Target {
  module: RouteModule;
  pattern: string;
  /** Its module, or where a route declared in code comes from. */
  file: string;
  /** Declared in code: matched exactly. */
  exact?: boolean;
}

type Final = (req: Request, ctx: MiddlewareContext) => Promise<Response>;
type Base = Omit<MiddlewareContext, "next">;
type Found = RouteMatch & { final: Final };
/** Renders a page module's component with `props` through `_app`. */
type Render = (module: RouteModule | undefined, props: PageProps, init?: ResponseInit) => Response;
/** A route module to answer with, how its page renders, and for `_404`/`_500` their status and error. */
type Answering = { module?: RouteModule; render: Render; status?: number; error?: unknown };

/** What the manifest's files and the routes declared in code make of the app. */
interface Parts {
  /** Most specific first. */
  routes: Target[];
  /** By folder, outer folders first. */
  middleware: { prefix: string; handlers: MiddlewareHandler[] }[];
  App: ComponentType<AppProps>;
  notFound?: RouteModule;
  failure?: RouteModule;
}

/**
 * The app built from `manifest`: routing, middleware, pages and static files.
 * What a route or middleware throws (or fails before the chain) is rendered by
 * `_500` (a miss by `_404`) at the level it happens, so outer middleware still
 * decorates it; an undeclared method is the `method_not_allowed` error.
 */
export function createApp<S extends State = State>(
  manifest: Manifest,
  options: AppOptions<S> = {},
): App {
  for (const [file, module] of Object.entries(manifest.islands)) {
    registerIsland(islandName(file), (module as IslandModule).default);
  }
  const parts = readManifest(manifest, options.routes ?? {});
  // Before every route, as files are in Fresh: a catch-all route never shadows a static file.
  const files = [...options.staticFiles ?? []]
    .map(([pattern, file]): Target => ({ module: staticRoute(file), pattern, file: "" }));
  const render = renderer(parts.App, options.islandUrl ?? ((name) => `/_frsh/js/${name}.js`));
  const initialState = options.state ?? (() => ({}) as S);
  const match = matcher([...files, ...parts.routes], render);
  const missing: Final = (req, ctx) =>
    special(req, ctx, { module: parts.notFound, render, status: 404 });
  const caught = (req: Request, ctx: Base, error: unknown) => {
    if (!parts.failure) return Promise.reject(error);
    return special(req, ctx, { module: parts.failure, render, error, status: 500 });
  };
  const route = (path: string): Found => {
    const [entry, params] = match(path);
    return { final: missing, ...entry, params };
  };
  const resolve = options.resolve ??
    ((_req, { url, route }) => ({ url, match: route(url.pathname) }));

  function dispatch(req: Request): Promise<Response> {
    const state = initialState();
    let url: URL | undefined;
    let resolved: Resolved<Found>;
    try {
      url = requestUrl(req);
      resolved = resolve(req, { url, state, route });
    } catch (error) {
      // Rendered inside the chain, as a route's error is.
      url ??= new URL("http://invalid.invalid/");
      resolved = { url, match: { params: {}, final: () => Promise.reject(error) } };
    }
    const { match: { final, ...found }, answer } = resolved;
    const base = { url: resolved.url, state, ...found };
    return chain(req, base, {
      handlers: middlewareOf(parts.middleware, base.url.pathname),
      final: answer ? () => Promise.resolve(answer()) : final,
      caught: (ctx, error) => caught(req, ctx, error),
    });
  }

  /** Renders `error` through `_500` alone: for what failed in front of the app (the cache). */
  async function renderFailure(req: Request, error: unknown): Promise<Response> {
    let url = new URL("http://invalid.invalid/");
    let found: Omit<Found, "params"> | undefined;
    try {
      url = requestUrl(req);
      found = match(url.pathname)[0];
    } catch {
      // The placeholder, with no route: this must render whatever failed.
    }
    const base = { url, params: {}, state: initialState(), kind: found?.kind, route: found?.route };
    return await special(req, base, { module: parts.failure, render, error, status: 500 });
  }

  const table = parts.routes.map(({ pattern, file, module }): RouteInfo => {
    const methods = pick(module, "");
    return {
      pattern,
      kind: kindOf(module),
      file,
      methods: Array.isArray(methods) ? methods : ["*"],
    };
  });
  return Object.assign(dispatch, { renderError: renderFailure, routes: table });
}

/** Reads what each file of `manifest` is; `declared` are the routes declared in code. */
function readManifest(manifest: Manifest, declared: Record<string, RouteModule>): Parts {
  const parts: Parts = { routes: [], middleware: [], App: ({ Component }) => h(Component, {}) };
  for (const [file, module] of Object.entries(manifest.routes)) {
    const info = classify(file);
    if (info?.kind === "middleware") {
      const handlers = [(module as MiddlewareModule).handler].flat();
      parts.middleware.push({ prefix: info.prefix, handlers });
    } else if (info?.kind === "app") parts.App = module.default as ComponentType<AppProps>;
    else if (info?.kind === "404") parts.notFound = module as RouteModule;
    else if (info?.kind === "500") parts.failure = module as RouteModule;
    else if (info) {
      const name = file.replace(/^\.\//, "");
      for (const pattern of info.patterns) {
        parts.routes.push({ module: module as RouteModule, pattern, file: name });
      }
    }
  }
  // Outer folders first: a folder's prefix is longer than its parent's (`/` < `/work`).
  parts.middleware.sort((a, b) => a.prefix.length - b.prefix.length);
  for (const [pattern, module] of Object.entries(declared)) {
    parts.routes.push({ module, pattern, file: module.config?.source ?? "", exact: true });
  }
  // A `[...rest]` file yields to its folder's `index`, which has the same pattern.
  const rest = (route: Target) => Number(route.file.includes("[..."));
  parts.routes.sort((a, b) => compareSpecificity(a.pattern, b.pattern) || rest(a) - rest(b));
  return parts;
}

function matcher(routes: Target[], render: Render) {
  return routeMatcher<Omit<Found, "params">>(routes.map(({ module, pattern, exact }) => ({
    pattern,
    exact,
    value: {
      kind: kindOf(module),
      route: pattern,
      final: async (req: Request, ctx: MiddlewareContext) => {
        const handler = pick(module, req.method);
        if (typeof handler !== "function") throw methodNotAllowed(req.method, ctx.url, handler);
        return await handler(req, handlerContext(ctx, { module, render }));
      },
    },
  })));
}

/** The middleware that runs for `path`: every folder's that holds it, outer folders first. */
function middlewareOf(middleware: Parts["middleware"], path: string): MiddlewareHandler[] {
  return middleware
    .filter(({ prefix }) => prefix === "/" || path === prefix || path.startsWith(prefix + "/"))
    .flatMap(({ handlers }) => handlers);
}

/** Runs `handlers` around `final`; what one throws is `caught` at its level, for outer ones. */
async function chain(
  req: Request,
  base: Base,
  { handlers, final, caught }: {
    handlers: MiddlewareHandler[];
    final: Final;
    caught: (ctx: MiddlewareContext, error: unknown) => Promise<Response>;
  },
): Promise<Response> {
  const ctx = base as MiddlewareContext;
  let i = 0;
  ctx.next = async () => {
    const handler = handlers[i++];
    try {
      return handler ? await handler(req, ctx) : await final(req, ctx);
    } catch (error) {
      return await caught(ctx, error);
    }
  };
  return await ctx.next();
}

/** Renders pages through `App`, loading each island's script from `islandUrl`. */
function renderer(App: ComponentType<AppProps>, islandUrl: (name: string) => string): Render {
  return function render(module, props, init) {
    const status = init?.status ?? 200;
    const Page = module?.default as ComponentType<PageProps> | undefined;
    if (!Page) return new Response(status === 404 ? "Not Found" : "", { status });
    const headers = new Headers(init?.headers);
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response(renderDocument(App, Page, props, islandUrl), { status, headers });
  };
}

/** What a route's handler gets: the request's context, and `render` for its module's page. */
function handlerContext(base: Base, { module, render: page, status, error }: Answering) {
  const { url, params, state, kind, route } = base;
  const render: HandlerContext["render"] = (data, init = { status }) =>
    page(module, { url, params, state, route: route ?? "", data, error }, init);
  return { url, params, state, kind, route, error, render } satisfies HandlerContext;
}

/** Runs `_404` or `_500` as a GET of its module (its page rendered with `status`). */
async function special(req: Request, base: Base, answering: Answering): Promise<Response> {
  const handler = answering.module && pick(answering.module, "GET");
  const ctx = handlerContext(base, answering);
  return typeof handler === "function" ? await handler(req, ctx) : ctx.render();
}

/** The handler of `module` for `method`, or the methods it allows. */
function pick(module: RouteModule, method: string): Handler | string[] {
  // A module without handlers renders its page for GET (and HEAD).
  const handler = module.handler ?? { GET: (_req, ctx) => ctx.render() };
  if (typeof handler === "function") return handler;
  const own = handler[method as keyof typeof handler] ?? (method === "HEAD" && handler.GET);
  if (own) return own as Handler;
  const allowed = Object.keys(handler);
  if (allowed.includes("GET") && !allowed.includes("HEAD")) allowed.push("HEAD");
  return allowed;
}

/** The one 405 of the app, with `Allow`; a route taking more than reads (`/mcp`) hints so. */
function methodNotAllowed(method: string, url: URL, allowed: string[]): HttpError {
  const readOnly = allowed.every((m) => m === "GET" || m === "HEAD");
  const allow = allowed.join(", ");
  const why = readOnly ? ": this service is read-only" : "";
  return new HttpError(
    "method_not_allowed",
    `${clip(method)} is not allowed on ${clip(url.pathname)}, which answers ${allow}${why}.`,
    {
      headers: { allow },
      ...(readOnly ? {} : { hint: `Use ${allowed.filter((m) => m !== "HEAD").join(" or ")}.` }),
    },
  );
}

/**
 * A static file's route, answering GET and HEAD. Only a name that carries its hash (`HASHED_NAME`)
 * or its hash in `?v=` (as `asset()` makes) earns immutable caching: any other URL may name a
 * newer file tomorrow.
 */
function staticRoute(file: StaticFile): RouteModule {
  const GET: Handler = (_req, { url }) =>
    new Response(file.body, {
      headers: {
        "content-type": file.type,
        etag: file.etag,
        "cache-control": file.immutable || url.searchParams.get("v") === file.hash
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      },
    });
  return { handler: { GET }, config: { kind: "static" } };
}

/** What a module's route is: its own `config.kind`, else a page when it has a page component. */
function kindOf(module: RouteModule): RouteKind {
  return module.config?.kind ?? (module.default ? "page" : "file");
}
