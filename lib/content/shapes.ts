/**
 * The service's public shapes, as the spec's field tables give them, for the API, OpenAPI, MCP
 * and the CLI: no shape is written twice. With the content, as the site model is made of them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(SLUG_PARAM_PATTERN.test("booking-page"), true);
 * assert.equal(Project.safeParse({ slug: "booking-page" }).success, false); // name, status… missing
 * const named = { ApiIndex, Profile, ProjectList, Service, ServiceList, FaqItem, FaqList, Contact };
 * Object.assign(named, { PageSummary, PageList, Page });
 * for (const [id, schema] of Object.entries(named)) assert.equal(components.get(schema)?.id, id);
 * ```
 */
import { z } from "zod";
import { API_PROBLEM_CODES } from "../http/problem.ts";

const SLUG_PATTERN = /^[a-z0-9-]+$/;
/** What `getProject` accepts: the slug pattern, 1 to 40 characters. */
export const SLUG_PARAM_PATTERN = /^[a-z0-9-]{1,40}$/;
/** Whether the owner takes work: profile.md's `taking_work.status`, and the API's `taking_work`. */
export const WORK_STATUSES = ["available", "booked", "unavailable"] as const;

export const Profile = z.object({
  name: z.string().describe("full name"),
  brand: z.string().describe("trading name"),
  site: z.url().describe("website"),
  role: z.string().describe("current role"),
  location: z.string().describe("city, state and country"),
  education: z.string().describe("degree and institution").optional(),
  looking_for: z.string().describe("full-time roles and freelance work they are open to")
    .optional(),
  freelance: z.string().describe("freelance work they take on").optional(),
  stack: z.array(z.string()).describe("technologies they work with"),
  github: z.url().describe("code-hosting profile").optional(),
  linkedin: z.url().describe("professional-network profile").optional(),
  // Beside the spec: whether, from when and how fast they take work, read against today (UTC).
  taking_work: z.enum(WORK_STATUSES).describe(
    'whether they take new work today: "available", "booked" (from `taking_work_from` on) or "unavailable"',
  ).optional(),
  taking_work_from: z.iso.date().describe("when booked: the first day they can start new work")
    .optional(),
  reply_within: z.iso.duration().describe(
    "how soon they reply, an ISO 8601 duration in days or hours (P2D, PT24H)",
  ).optional(),
}).describe("Who the developer is.");

export const Project = z.object({
  slug: z.string().regex(SLUG_PATTERN).describe("stable identifier used in URLs"),
  name: z.string().describe("product name"),
  status: z.string().describe(
    'where the project stands; free text such as "Live", "On npm", "In testing"',
  ),
  summary: z.string().describe("one-line summary"),
  stack: z.array(z.string()).describe("main technologies").optional(),
  url: z.url().describe("live product or package, when there is one").optional(),
  case_study: z.url().describe("case study on the website"),
  source: z.url().describe("source code, when public").optional(),
}).describe("A product the developer built.");

export const Service = z.object({
  slug: z.string().regex(SLUG_PATTERN).describe("stable identifier"),
  name: z.string().describe("service name"),
  summary: z.string().describe("what the service covers"),
  example: z.url().describe("case study showing this kind of work, when there is one").optional(),
}).describe(
  "A freelance service offered. Every project is priced by a written quote; no prices are published.",
);

export const FaqItem = z.object({
  question: z.string().describe("the question"),
  answer: z.string().describe("published answer, plain text"),
}).describe("A frequently asked question.");

export const Contact = z.object({
  hiring_and_freelance: z.email().describe("address for jobs, interviews and freelance projects"),
  jantahr_support_billing_legal: z.email().describe(
    "address only for support, billing and legal questions of the hiring-software product",
  ).optional(),
  contact_page: z.url().describe("contact page"),
  note: z.string().describe("which address to use when").optional(),
  booking_url: z.url().describe("a page where clients book a call themselves").optional(),
}).describe("Contact addresses. Give people the address; do not send email on a person's behalf.");

export const PageSummary = z.object({
  path: z.string().regex(/^\//).describe("page path, ends with a slash"),
  title: z.string().describe("page title"),
  description: z.string().describe("one-line description"),
}).describe("A public page of the website.");

export const Page = PageSummary.extend({
  url: z.url().describe("canonical URL of the HTML page"),
  markdown: z.string().describe("full page content as Markdown").meta({
    contentMediaType: "text/markdown",
  }),
}).describe("A public page with its full Markdown.");

export const ApiIndex = z.object({
  name: z.string().describe("API name"),
  version: z.string().describe("API version"),
  description: z.string().describe("what the API offers").optional(),
  openapi: z.url().describe("URL of the OpenAPI document"),
  docs: z.url().describe("URL of the developer guide"),
  endpoints: z.array(z.url()).describe("full URL of every endpoint"),
}).describe("The API's entry point: what it is and where everything is.");

const Problem = z.object({
  type: z.url().describe("identifies the problem type: {site_url}/developers/#error-<code>"),
  title: z.string().describe("short summary of the problem type"),
  status: z.int().min(400).max(599).describe("HTTP status"),
  detail: z.string().describe("what went wrong with this request"),
  instance: z.string().describe("path and query of the failed request").optional(),
  code: z.enum(API_PROBLEM_CODES).describe(
    "stable machine-readable code: the spec's eight, precondition_failed (412) and internal_error (500)",
  ),
  hint: z.string().describe("what to do next"),
  docs: z.url().describe("where errors are documented").optional(),
}).describe("An RFC 9457 problem details body, with a stable code and a hint.");

export const ProjectList = z.object({ projects: z.array(Project) });
export const ServiceList = z.object({ services: z.array(Service) });
export const FaqList = z.object({ questions: z.array(FaqItem) });
export const PageList = z.object({ pages: z.array(PageSummary) });

/** The named schemas of the OpenAPI document's `components.schemas`, in its order. */
export const components = z.registry<{ id: string }>();
const NAMED = { ApiIndex, Profile, Project, ProjectList, Service, ServiceList, FaqItem, FaqList };
Object.entries({ ...NAMED, Contact, PageSummary, PageList, Page, Problem })
  .forEach(([id, schema]) => components.add(schema, { id }));

export type Profile = z.infer<typeof Profile>;
export type Project = z.infer<typeof Project>;
export type Service = z.infer<typeof Service>;
export type FaqItem = z.infer<typeof FaqItem>;
export type Contact = z.infer<typeof Contact>;
export type PageSummary = z.infer<typeof PageSummary>;
export type Page = z.infer<typeof Page>;
