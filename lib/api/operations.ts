/**
 * The one table of the API's operations, from which the `/api/v1` router, the OpenAPI document, the
 * MCP tools and the developers guide's reference come: adding an operation is one entry here. Its
 * zod schemas are made on first read after `loadSchemas`: validation, OpenAPI and MCP read them;
 * routing, the API index and the guide do not, so a start from the build loads no zod.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 * import { apiIndex, OPERATIONS } from "./operations.ts";
 * const config = readConfig(new Map([["SITE_URL", "https://you.example"]]));
 * const index = apiIndex(config, undefined);
 * assert.equal(index.endpoints.length, OPERATIONS.length);
 * assert.equal(index.endpoints[0], "https://you.example/api/v1/");
 * ```
 */
import type { z } from "zod";
import type { Config } from "../config.ts";
import { clip, HttpError } from "../http/problem.ts";
import type * as Shapes from "../content/shapes.ts";
import { everyPage, type Site } from "../content/model.ts";
import { findServedPage } from "../content/page_path.ts";
import { API_NAME, API_VERSION, endpointExample } from "./operation.ts";
import type { Operation, Param } from "./operation.ts";

/** A schema made from zod and the shapes, once `loadSchemas` has loaded them. */
type Make = (zod: typeof z, shapes: typeof Shapes) => z.ZodType;
let loaded: Parameters<Make> | undefined;

/** Loads zod and the shapes the table's schemas are made of: awaited before the first read of one. */
export async function loadSchemas(): Promise<void> {
  loaded ??= await Promise.all([import("zod").then((m) => m.z), import("../content/shapes.ts")]);
}

/** `target`, whose `key` reads as what `make` makes, made on the first read. */
function late<T extends object>(key: string, make: Make, target: T): T {
  let made: z.ZodType | undefined;
  const get = () => {
    if (!loaded) throw new Error(`The operations' ${key} is read before loadSchemas()`);
    return made ??= make(...loaded);
  };
  return Object.defineProperty(target, key, { get, enumerable: true });
}

const slugParam = late("schema", (z, s) => z.string().min(1).max(40).regex(s.SLUG_PARAM_PATTERN), {
  in: "path",
  description: "The project's slug, as listed by listProjects.",
  example: (site) => site?.projects[0]?.slug ?? "example",
  format: "1 to 40 lowercase letters, digits or hyphens (^[a-z0-9-]{1,40}$)",
} as Param);

/** Longest page path `getPage` accepts: far above any real page's, and bounding the work per request. */
const PAGE_PATH_MAX = 256;

const pathParam = late("schema", (z) => z.string().max(PAGE_PATH_MAX).regex(/^\//), {
  in: "query",
  description:
    "Path of the page, starting with /, as listed by listPages. A path with or without its final slash, with index.md after it, or as its .md mirror (/pricing.md for /pricing/), names the same page.",
  // A page other than the home page, when there is one, shows the path form best.
  example: (site) => {
    const pages = site ? everyPage(site) : [];
    return (pages.find((p) => p.path !== `${site?.prefix ?? ""}/`) ?? pages[0])?.path ?? "/";
  },
  format: `a path starting with "/", at most ${PAGE_PATH_MAX} characters, as listPages gives`,
} as Param);

/** An entry of the table: no parameters, no errors of its own and reading the site unless it says. */
type Entry = Omit<Operation, "params" | "errors" | "data" | "response"> & {
  response: Make;
} & Partial<Pick<Operation, "params" | "errors" | "data">>;

/** Every operation, in the order the docs list them. */
export const OPERATIONS: Operation[] = entries([
  {
    operationId: "getApiIndex",
    path: "/",
    summary: "API index",
    description:
      "Call it first, to discover what this API offers: returns the API's name, version and the full URL of every endpoint, the OpenAPI document and the developer guide.",
    response: (_, s) => s.ApiIndex,
    data: false,
    run: (_params, { config, site }) => apiIndex(config, site),
  },
  {
    operationId: "getOpenApiDocument",
    path: "/openapi.json",
    summary: "OpenAPI document",
    description:
      "Call it to generate a client or to load the operations as function-calling tools: returns this API's OpenAPI 3.1 document, every operation with its parameters, response schemas and errors.",
    response: (z) => z.looseObject({ openapi: z.string() }).describe("The OpenAPI 3.1 document."),
    data: false,
    // The generator (zod's JSON Schema output) loads on the first request for the document.
    run: async (_params, { config, site }) => {
      await loadSchemas();
      return (await import("./openapi.ts")).openApiDocument(config, OPERATIONS, site);
    },
  },
  {
    operationId: "getProfile",
    path: "/profile",
    summary: "Who the developer is",
    description:
      "Call it when asked who the developer is, what they do, where they are, or whether they are available: returns their profile (name, trading name, role, location, education, the full-time roles and freelance work they are open to, their stack and public profiles, and whether, from when and how fast they take work: `taking_work`, `taking_work_from`, `reply_within`, read against today's date).",
    response: (_, s) => s.Profile,
    tool: { name: "get_profile", title: "Get the developer's profile" },
    run: (_params, { site }) => site.profile,
  },
  {
    operationId: "listProjects",
    path: "/projects",
    summary: "Products the developer has built",
    description:
      "Call it when asked what the developer has built, for examples of their work, or for valid project slugs: lists every published project (product name, status, one-line summary, stack, live URL, case study and source when public).",
    response: (_, s) => s.ProjectList,
    tool: { name: "list_projects", title: "List projects" },
    run: (_params, { site }) => ({ projects: site.projects }),
  },
  {
    operationId: "getProject",
    path: "/projects/{slug}",
    summary: "One project",
    description:
      "Call it when asked about a specific product: returns one project by its slug (valid slugs come from listProjects). For the full story, read its `case_study` page with getPage.",
    params: { slug: slugParam },
    response: (_, s) => s.Project,
    errors: ["invalid_parameter", "project_not_found"],
    tool: { name: "get_project", title: "Get one project" },
    run: ({ slug }, { site }) => {
      const project = site.projects.find((p) => p.slug === slug);
      if (project) return project;
      const valid = site.projects.map((p) => p.slug).join(", ");
      const detail = `No project has the slug "${slug}". Valid slugs: ${valid}.`;
      throw new HttpError("project_not_found", detail);
    },
  },
  {
    operationId: "listServices",
    path: "/services",
    summary: "Freelance services offered",
    description:
      "Call it when asked what the developer can be hired for: lists the freelance services they offer, each with what it covers and a case study showing that kind of work when there is one. No prices: every project is priced by a written quote.",
    response: (_, s) => s.ServiceList,
    tool: { name: "list_services", title: "List freelance services" },
    run: (_params, { site }) => ({ services: site.services }),
  },
  {
    operationId: "listFaq",
    path: "/faq",
    summary: "Frequently asked questions",
    description:
      "Call it before answering questions on cost, timelines, ownership of the work, delivery or availability, and quote the published answer rather than guessing: returns the published questions and answers.",
    response: (_, s) => s.FaqList,
    tool: { name: "get_faq", title: "Get the FAQ" },
    run: (_params, { site }) => ({ questions: site.faq }),
  },
  {
    operationId: "getContact",
    path: "/contact",
    summary: "How to get in touch",
    description:
      "Call it when someone wants to get in touch, hire the developer or ask for a quote: returns the contact addresses and which to use when (one for jobs, interviews and freelance projects, one only for the hiring product's support, billing and legal questions), and the page where people book a call themselves when there is one. Give people the address or the booking page; do not send email or book on anyone's behalf.",
    response: (_, s) => s.Contact,
    tool: { name: "get_contact", title: "Get contact addresses" },
    run: (_params, { site }) => site.contact,
  },
  {
    operationId: "listPages",
    path: "/pages",
    summary: "Every public page",
    description:
      "Call it to find a page to read with getPage: lists every public page of the website (path, title, one-line description) in site order.",
    response: (_, s) => s.PageList,
    tool: { name: "list_pages", title: "List website pages" },
    run: (_params, { site }) => ({
      pages: everyPage(site).map(({ path, title, description }) => ({ path, title, description })),
    }),
  },
  {
    operationId: "getPage",
    path: "/page",
    summary: "One page as Markdown",
    description:
      "Call it to read a page of the website (about, pricing, a case study, …) in full: returns the page with its content as Markdown (valid paths come from listPages).",
    params: { path: pathParam },
    response: (_, s) => s.Page,
    errors: ["missing_parameter", "invalid_parameter", "page_not_found"],
    tool: { name: "get_page", title: "Read a page as Markdown" },
    run: ({ path }, { site }) => {
      const page = findServedPage(site, path);
      if (page) {
        const { path: p, title, description, url, markdown } = page;
        return { path: p, title, description, url, markdown };
      }
      const [quoted, valid] = [JSON.stringify(clip(path)), everyPage(site).map((p) => p.path)];
      const detail = `No public page has the path ${quoted}. Valid paths: ${valid.join(", ")}.`;
      throw new HttpError("page_not_found", detail);
    },
  },
]);

/** `list` with the defaults filled in. */
function entries(list: Entry[]): Operation[] {
  return list.map(({ response, ...op }) =>
    late("response", response, { params: {}, errors: [], data: true, ...op } as Operation)
  );
}

/** The API index for `config`, its example endpoints filled in from `site` when loaded. */
export function apiIndex(config: Config, site: Site | undefined): z.infer<typeof Shapes.ApiIndex> {
  return {
    name: API_NAME,
    version: API_VERSION,
    description:
      "Read-only facts about the freelance full-stack developer who publishes this site: profile, projects, services, FAQ, contact addresses and every page of the website as Markdown. No key needed; CORS is open.",
    openapi: `${config.baseUrl}/openapi.json`,
    docs: `${config.siteUrl}/developers/`,
    endpoints: OPERATIONS.map((op) => config.baseUrl + endpointExample(op, site)),
  };
}
