/**
 * Builds the app from the manifest: Fresh 1.x conventions, with Hono's trie router doing the
 * matching. Middleware runs as in Fresh, outer folders first, around routes, static files and the
 * 404 page alike. Each file of the manifest is imported on its first request, and `_app`, the
 * islands and Preact's renderer with the first page: an API answer loads no page.
 */
import type { ComponentType, FunctionComponent } from "preact";
import { clip, HttpError } from "../http/problem.ts";
import { requestUrl, routeMatcher } from "./matcher.ts";
import { classify, compareSpecificity, islandName } from "./routes.ts";
import type { StaticFile } from "./static.ts";
import type {
  App,
  AppProps,
  Handler,
  HandlerContext,
  IslandModule,
  LazyModule,
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
  resolve?: <M extends RouteMatch>(
    req: Request,
    resolving: Resolving<M, S>,
  ) => Resolved<M> | Promise<Resolved<M>>;
}

/** A manifest's file, imported once, when first needed. */
type Load = LazyModule["load"];

interface Target extends Required<LazyModule> {
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
/** `render`, once `ready()` (awaited before any module with a page runs) loaded what it needs. */
type Pages = { render: Render; ready: () => Promise<void> };
/** A route module to answer with, how its page renders, and for `_404`/`_500` their status and error. */
type Answering = { module?: RouteModule; render: Render; status?: number; error?: unknown };

/** What the manifest's files (`_app`, `_404`, `_500` by kind) and the routes declared in code make. */
interface Parts extends Partial<Record<"app" | "404" | "500", Load>> {
  /** Most specific first. */
  routes: Target[];
  /** By folder, outer folders first. */
  middleware: { prefix: string; load: Load }[];
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
  const parts = readManifest(manifest, options.routes ?? {});
  // Before every route, as files are in Fresh: a catch-all route never shadows a static file.
  const files = [...options.staticFiles ?? []]
    .map(([pattern, file]): Target => ({ ...lazy(staticRoute(file)), pattern, file: "" }));
  const islandUrl = options.islandUrl ?? ((name) => `/_frsh/js/${name}.js`);
  // The chunks a static script imports, and theirs in turn (lib/fresh/static.ts).
  const imports = (path: string, found = new Set<string>()): Set<string> => {
    for (const chunk of options.staticFiles?.get(path)?.imports ?? []) {
      if (!found.has(chunk)) imports(chunk, found.add(chunk));
    }
    return found;
  };
  const pages = renderer(parts.app, manifest.islands, islandUrl, (name) => [
    ...imports(new URL(islandUrl(name), "http://island.invalid").pathname),
  ]);
  const initialState = options.state ?? (() => ({}) as S);
  const match = matcher([...files, ...parts.routes], pages);
  const missing: Final = (req, ctx) => special(req, ctx, parts["404"], pages, { status: 404 });
  const caught = (req: Request, ctx: Base, error: unknown) => {
    if (!parts["500"]) return Promise.reject(error);
    return special(req, ctx, parts["500"], pages, { error, status: 500 });
  };
  const route = (path: string): Found => {
    const [entry, params] = match(path);
    return { final: missing, ...entry, params };
  };
  const resolve = options.resolve ??
    ((_req, { url, route }) => ({ url, match: route(url.pathname) }));

  async function dispatch(req: Request): Promise<Response> {
    const state = initialState();
    let url: URL | undefined;
    let resolved: Resolved<Found>;
    try {
      url = requestUrl(req);
      resolved = await resolve(req, { url, state, route });
    } catch (error) {
      // Rendered inside the chain, as a route's error is.
      url ??= new URL("http://invalid.invalid/");
      resolved = { url, match: { params: {}, final: () => Promise.reject(error) } };
    }
    const { match: { final, ...found }, answer } = resolved;
    const base = { url: resolved.url, state, ...found };
    const handlers = await middlewareOf(parts.middleware, base.url.pathname);
    return await chain(req, base, {
      handlers,
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
    return await special(req, base, parts["500"], pages, { error, status: 500 });
  }

  const table: RouteInfo[] = parts.routes.map(({ load: _load, exact: _exact, ...info }) => info);
  return Object.assign(dispatch, { renderError: renderFailure, routes: table });
}

/** Reads what each file of `manifest` is; `declared` are the routes declared in code. */
function readManifest(manifest: Manifest, declared: Record<string, RouteModule>): Parts {
  const parts: Parts = { routes: [], middleware: [] };
  for (const [file, entry] of Object.entries(manifest.routes)) {
    const [info, route, name] = [classify(file), lazy(entry), file.replace(/^\.\//, "")];
    if (info?.kind === "route") {
      for (const pattern of info.patterns) parts.routes.push({ ...route, pattern, file: name });
    } else if (info?.kind === "middleware") parts.middleware.push({ ...info, load: route.load });
    else if (info) parts[info.kind] = route.load;
  }
  // Outer folders first: a folder's prefix is longer than its parent's (`/` < `/work`).
  parts.middleware.sort((a, b) => a.prefix.length - b.prefix.length);
  for (const [pattern, module] of Object.entries(declared)) {
    parts.routes.push({ ...lazy(module), pattern, file: module.config?.source ?? "", exact: true });
  }
  // A `[...rest]` file yields to its folder's `index`, which has the same pattern.
  const rest = (route: Target) => Number(route.file.includes("[..."));
  parts.routes.sort((a, b) => compareSpecificity(a.pattern, b.pattern) || rest(a) - rest(b));
  return parts;
}

/** A manifest's entry as a memoised import, with its kind and methods; a module given is read. */
function lazy(entry: RouteModule | LazyModule): Required<LazyModule> {
  if (!("load" in entry)) return { ...describeRoute(entry), load: () => Promise.resolve(entry) };
  let loading: Promise<RouteModule> | undefined;
  return { kind: entry.kind!, methods: entry.methods!, load: () => loading ??= entry.load() };
}

/** A route module's kind (its `config.kind`, else a page if it has a component) and methods. */
export function describeRoute(module: RouteModule): { kind: RouteKind; methods: string[] } {
  const methods = pick(module, "");
  const kind = module.config?.kind ?? (module.default ? "page" : "file");
  return { kind, methods: Array.isArray(methods) ? methods : ["*"] };
}

function matcher(routes: Target[], pages: Pages) {
  return routeMatcher<Omit<Found, "params">>(routes.map(({ load, kind, pattern, exact }) => ({
    pattern,
    exact,
    value: {
      kind,
      route: pattern,
      final: async (req: Request, ctx: MiddlewareContext) => {
        const module = await load();
        const handler = pick(module, req.method);
        if (typeof handler !== "function") throw methodNotAllowed(req.method, ctx.url, handler);
        if (module.default) await pages.ready();
        return await handler(req, handlerContext(ctx, { module, render: pages.render }));
      },
    },
  })));
}

/** The middleware that runs for `path`: every folder's that holds it, outer folders first. */
async function middlewareOf(middleware: Parts["middleware"], path: string) {
  const holding = middleware
    .filter(({ prefix }) => prefix === "/" || path === prefix || path.startsWith(prefix + "/"));
  const modules = await Promise.all(holding.map(({ load }) => load())) as MiddlewareModule[];
  return modules.flatMap((m): MiddlewareHandler[] => [m.handler].flat());
}

/** Runs `handlers` around `final`; what one throws is `caught` at its level, for outer ones. */
async function chain(req: Request, base: Base, { handlers, final, caught }: {
  handlers: MiddlewareHandler[];
  final: Final;
  caught: (ctx: MiddlewareContext, error: unknown) => Promise<Response>;
}): Promise<Response> {
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

/** Renders pages through `_app` once `ready()` imported it, the islands and the renderer. */
function renderer(
  app: Load | undefined,
  islands: Manifest["islands"],
  islandUrl: (name: string) => string,
  imports: (name: string) => string[],
): Pages {
  let document: (Page: ComponentType<PageProps>, props: PageProps) => string;
  let loading: Promise<void> | undefined;
  const ready = () =>
    loading ??= (async () => {
      const [shim, App] = await Promise.all([
        import("./render.tsx"),
        app?.().then((m) => m.default as ComponentType<AppProps>),
      ]);
      for (const [file, entry] of Object.entries(islands)) {
        const island = (await lazy(entry).load()) as unknown as IslandModule;
        shim.registerIsland(islandName(file), island.default);
      }
      const Outer = App ?? (({ Component }: AppProps) => (Component as FunctionComponent)({}));
      document = (Page, props) => shim.renderDocument(Outer, Page, props, islandUrl, imports);
    })();
  function render(module: RouteModule | undefined, props: PageProps, init?: ResponseInit) {
    const status = init?.status ?? 200;
    const Page = module?.default as ComponentType<PageProps> | undefined;
    if (!Page) return new Response(status === 404 ? "Not Found" : "", { status });
    const headers = new Headers(init?.headers);
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response(document(Page, props), { status, headers });
  }
  return { render, ready };
}

/** What a route's handler gets: the request's context, and `render` for its module's page. */
function handlerContext(base: Base, { module, render: page, status, error }: Answering) {
  const { url, params, state, kind, route } = base;
  const render: HandlerContext["render"] = (data, init = { status }) =>
    page(module, { url, params, state, route: route ?? "", data, error }, init);
  return { url, params, state, kind, route, error, render } satisfies HandlerContext;
}

/** Runs `_404` or `_500` (`load`) as a GET of its module (its page rendered with `status`). */
async function special(
  req: Request,
  base: Base,
  load: Load | undefined,
  { render, ready }: Pages,
  answering: Omit<Answering, "module" | "render">,
): Promise<Response> {
  const module = await load?.();
  if (module?.default) await ready();
  const handler = module && pick(module, "GET");
  const ctx = handlerContext(base, { ...answering, module, render });
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
  const [verb, path] = [clip(method), clip(url.pathname)];
  const detail = `${verb} is not allowed on ${path}, which answers ${allow}${why}.`;
  const hint = readOnly ? undefined : `Use ${allowed.filter((m) => m !== "HEAD").join(" or ")}.`;
  return new HttpError("method_not_allowed", detail, { headers: { allow }, hint });
}

/**
 * A static file's route, answering GET and HEAD. Only a name that carries its hash (`HASHED_NAME`)
 * or its hash in `?v=` (as `asset()` makes) is immutable: another URL may name a newer file later.
 */
function staticRoute(file: StaticFile): RouteModule {
  const GET: Handler = (_req, { url }) => {
    const immutable = file.immutable || url.searchParams.get("v") === file.hash;
    const cacheControl = immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600";
    const headers = { "content-type": file.type, etag: file.etag, "cache-control": cacheControl };
    return new Response(file.body, { headers });
  };
  return { handler: { GET }, config: { kind: "static" } };
}
