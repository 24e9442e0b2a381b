/**
 * The Fresh 1.x route-module contract, kept so that a reader who knows Fresh
 * knows where everything is. Nothing here depends on Hono.
 */
import type { ComponentType } from "preact";
import type { MiddlewareContext as HttpContext } from "../http/middleware.ts";

/** The app built from a manifest: a request in, its response out. */
export interface App {
  (req: Request): Promise<Response>;
  /**
   * `error` rendered by `_500` alone, without routing or middleware: for what
   * failed in front of the app (the answer cache).
   */
  renderError(req: Request, error: unknown): Promise<Response>;
  /** Every route, most specific first: the map `deno task routes` prints. */
  routes: RouteInfo[];
}

/**
 * What a route is, so that middleware never tests a path: a page (HTML or its
 * Markdown), an API operation, the MCP endpoint, a file a route makes
 * (llms.txt) or one served as it is from `static/`.
 */
export type RouteKind = "page" | "api" | "mcp" | "file" | "static";

/** A line of the route map; `file` names where a route declared in code comes from. */
export type RouteInfo = { pattern: string; kind: RouteKind; methods: string[]; file: string };

/** What the router found for a path; no kind when nothing matched. */
export type RouteMatch = Pick<MiddlewareContext, "kind" | "route" | "params">;

/** What a resolver gets: the request's URL, parsed once, its fresh state, and the router. */
export type Resolving<M, S = State> = { url: URL; state: S; route(path: string): M };

/** A resolved request: its URL and route, and an answer when the resolver knows it. */
export type Resolved<M> = { url: URL; match: M; answer?: () => Response };

/** Per-request state shared by middleware and routes. */
export type State = Record<string, unknown>;

/** What a middleware gets besides the request: `lib/http/`'s context and the shim's. */
export interface MiddlewareContext<S = State> extends HttpContext {
  /** Matched route parameters (empty when no route matched). */
  params: Record<string, string>;
  state: S;
  /** What the matched route is; undefined when nothing matched. */
  kind?: RouteKind;
}

/** What a route handler gets besides the request. */
export interface HandlerContext<Data = unknown, S = State>
  extends Omit<MiddlewareContext<S>, "next"> {
  /** Renders the route's page component with `data` through `_app`. */
  render(data?: Data, init?: ResponseInit): Response;
  /** Set on the `_500` route: what was thrown. */
  error?: unknown;
}

export type Handler<Data = unknown, S = State> = (
  req: Request,
  ctx: HandlerContext<Data, S>,
) => Response | Promise<Response>;

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** A route's handler: one function for every method, or one per method. */
export type Handlers<Data = unknown, S = State> =
  | Handler<Data, S>
  | Partial<Record<Method, Handler<Data, S>>>;

export type MiddlewareHandler<S = State> = (
  req: Request,
  ctx: MiddlewareContext<S>,
) => Response | Promise<Response>;

/** Props of a page component: its handler's context (`route` "" when none matched) and `data`. */
export interface PageProps<Data = unknown, S = State>
  extends Pick<HandlerContext<Data, S>, "url" | "params" | "state" | "error"> {
  route: string;
  data: Data;
}

/** Props of `_app.tsx`: the page to wrap, plus the page's props. */
export interface AppProps<S = State> extends PageProps<unknown, S> {
  Component: ComponentType;
}

/** A module under `routes/`. */
export interface RouteModule {
  handler?: Handlers;
  default?: ComponentType<PageProps<never>> | ComponentType<AppProps>;
  config?: RouteConfig;
}

/** A route's `config`: its kind (default: "page" with a component, else "file") and source. */
export type RouteConfig = { kind?: RouteKind; source?: string };

/** A `_middleware.ts` module. */
export interface MiddlewareModule {
  handler: MiddlewareHandler | MiddlewareHandler[];
}

/** A module under `islands/`: its default export is the island component. */
export interface IslandModule {
  default: ComponentType<Record<string, unknown>>;
}

/** A manifest's file as the build writes it: imported on first use; a route's kind and methods. */
export type LazyModule = { load(): Promise<RouteModule>; kind?: RouteKind; methods?: string[] };

/** The generated `fresh.gen.ts` (entries: `LazyModule`s, or modules), loosely typed. */
export interface Manifest {
  // deno-lint-ignore no-explicit-any
  routes: Record<string, Record<string, any>>;
  // deno-lint-ignore no-explicit-any
  islands: Record<string, Record<string, any>>;
  baseUrl: string;
}
