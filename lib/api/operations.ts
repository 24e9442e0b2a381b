/**
 * The one table of the API's operations, from which the router, the OpenAPI document, the MCP
 * tools and the developers guide's reference all come: adding an operation is one entry here.
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
import { z } from "zod";
import type { Config } from "../config.ts";
import { clip, HttpError } from "../http/problem.ts";
import * as shapes from "../content/shapes.ts";
import { everyPage, type Site } from "../content/model.ts";
import { findServedPage } from "../content/page_path.ts";
import { API_NAME, API_VERSION, endpointExample, SERVICE_DESCRIPTION } from "./operation.ts";
import type { Operation, Param } from "./operation.ts";

const slugParam: Param = {
  in: "path",
  schema: z.string().min(1).max(40).regex(shapes.SLUG_PARAM_PATTERN),
  description: "The project's slug, as listed by listProjects.",
  example: (site) => site?.projects[0]?.slug ?? "example",
  format: "1 to 40 lowercase letters, digits or hyphens (^[a-z0-9-]{1,40}$)",
};

/** Longest page path `getPage` accepts: far above any real page's, and bounding the work per request. */
const PAGE_PATH_MAX = 256;

const pathParam: Param = {
  in: "query",
  schema: z.string().max(PAGE_PATH_MAX).regex(/^\//),
  description:
    "Path of the page, starting with /, as listed by listPages. A path with or without its final slash, with index.md after it, or as its .md mirror (/pricing.md for /pricing/), names the same page.",
  // A page other than the home page, when there is one, shows the path form best.
  example: (site) => {
    const pages = site ? everyPage(site) : [];
    return (pages.find((p) => p.path !== `${site?.prefix ?? ""}/`) ?? pages[0])?.path ?? "/";
  },
  format: `a path starting with "/", at most ${PAGE_PATH_MAX} characters, as listPages gives`,
};

/** An entry of the table: no parameters, no errors of its own and reading the site unless it says. */
type Entry = Omit<Operation, "params" | "errors" | "data"> & Partial<Operation>;

/** Every operation, in the order the docs list them. */
export const OPERATIONS: Operation[] = entries([
  {
    operationId: "getApiIndex",
    path: "/",
    summary: "API index",
    description:
      "Call it first, to discover what this API offers: returns the API's name, version and the full URL of every endpoint, the OpenAPI document and the developer guide.",
    response: shapes.ApiIndex,
    data: false,
    run: (_params, { config, site }) => apiIndex(config, site),
  },
  {
    operationId: "getOpenApiDocument",
    path: "/openapi.json",
    summary: "OpenAPI document",
    description:
      "Call it to generate a client or to load the operations as function-calling tools: returns this API's OpenAPI 3.1 document, every operation with its parameters, response schemas and errors.",
    response: z.looseObject({ openapi: z.string() }).describe("The OpenAPI 3.1 document."),
    data: false,
    // The generator (zod's JSON Schema output) loads on the first request for the document.
    run: async (_params, { config, site }) =>
      (await import("./openapi.ts")).openApiDocument(config, OPERATIONS, site),
  },
  {
    operationId: "getProfile",
    path: "/profile",
    summary: "Who the developer is",
    description:
      "Call it when asked who the developer is, what they do, where they are, or whether they are available: returns their profile (name, trading name, role, location, education, the full-time roles and freelance work they are open to, their stack and public profiles, and whether, from when and how fast they take work: `taking_work`, `taking_work_from`, `reply_within`, read against today's date).",
    response: shapes.Profile,
    tool: { name: "get_profile", title: "Get the developer's profile" },
    run: (_params, { site }) => site.profile,
  },
  {
    operationId: "listProjects",
    path: "/projects",
    summary: "Products the developer has built",
    description:
      "Call it when asked what the developer has built, for examples of their work, or for valid project slugs: lists every published project (product name, status, one-line summary, stack, live URL, case study and source when public).",
    response: shapes.ProjectList,
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
    response: shapes.Project,
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
    response: shapes.ServiceList,
    tool: { name: "list_services", title: "List freelance services" },
    run: (_params, { site }) => ({ services: site.services }),
  },
  {
    operationId: "listFaq",
    path: "/faq",
    summary: "Frequently asked questions",
    description:
      "Call it before answering questions on cost, timelines, ownership of the work, delivery or availability, and quote the published answer rather than guessing: returns the published questions and answers.",
    response: shapes.FaqList,
    tool: { name: "get_faq", title: "Get the FAQ" },
    run: (_params, { site }) => ({ questions: site.faq }),
  },
  {
    operationId: "getContact",
    path: "/contact",
    summary: "How to get in touch",
    description:
      "Call it when someone wants to get in touch, hire the developer or ask for a quote: returns the contact addresses and which to use when (one for jobs, interviews and freelance projects, one only for the hiring product's support, billing and legal questions), and the page where people book a call themselves when there is one. Give people the address or the booking page; do not send email or book on anyone's behalf.",
    response: shapes.Contact,
    tool: { name: "get_contact", title: "Get contact addresses" },
    run: (_params, { site }) => site.contact,
  },
  {
    operationId: "listPages",
    path: "/pages",
    summary: "Every public page",
    description:
      "Call it to find a page to read with getPage: lists every public page of the website (path, title, one-line description) in site order.",
    response: shapes.PageList,
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
    response: shapes.Page,
    errors: ["missing_parameter", "invalid_parameter", "page_not_found"],
    tool: { name: "get_page", title: "Read a page as Markdown" },
    run: ({ path }, { site }) => {
      const page = findServedPage(site, path);
      if (page) {
        const { path: p, title, description, url, markdown } = page;
        return { path: p, title, description, url, markdown };
      }
      const valid = everyPage(site).map((p) => p.path).join(", ");
      const detail = `No public page has the path ${
        JSON.stringify(clip(path))
      }. Valid paths: ${valid}.`;
      throw new HttpError("page_not_found", detail);
    },
  },
]);

/** `list` with the defaults filled in. */
function entries(list: Entry[]): Operation[] {
  return list.map((op) => ({ params: {}, errors: [], data: true, ...op }));
}

/** The API index for `config`, its example endpoints filled in from `site` when loaded. */
export function apiIndex(config: Config, site: Site | undefined): z.infer<typeof shapes.ApiIndex> {
  return {
    name: API_NAME,
    version: API_VERSION,
    description: `${SERVICE_DESCRIPTION} No key needed; CORS is open.`,
    openapi: `${config.baseUrl}/openapi.json`,
    docs: `${config.siteUrl}/developers/`,
    endpoints: OPERATIONS.map((op) => config.baseUrl + endpointExample(op, site)),
  };
}
