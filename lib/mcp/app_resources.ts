/**
 * The MCP App (MCP Apps 2026-01-26): `get_project`, `list_projects` and `get_contact` name a
 * `ui://` view in `_meta.ui.resourceUri`, shown beside the result; `_meta.view` carries what the
 * view shows besides the JSON (`viewFacts`). 2025-03-26 (no `_meta`) lists neither.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 *
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const meta = toolUiMeta(config, "get_project");
 * assert.match(meta?.ui.resourceUri ?? "", /^ui:\/\/www\.example\.com\//);
 * assert.equal(toolUiMeta(config, "get_faq"), undefined); // no view
 * ```
 */
import type { Config } from "../config.ts";
import type { Site } from "../content/model.ts";
import { renderView, VIEW_KINDS, viewFacts, type ViewKind } from "./app_views.ts";
import type { CallToolResult, ReadResourceResult, Resource } from "@modelcontextprotocol/server";

/** The media type of an MCP App view (the spec's `RESOURCE_MIME_TYPE`). */
const APP_MIME = "text/html;profile=mcp-app";

const TOOL_VIEWS: Record<string, ViewKind> = {
  get_project: "project",
  list_projects: "projects",
  get_contact: "contact",
};

/** What each view is, said first: clients that read every resource would take one for a page. */
const VIEW_INFO: Record<ViewKind, { title: string; description: string }> = {
  project: {
    title: "Project card",
    description:
      "An MCP App view (HTML that hosts show beside a tool result; not a page of the site): An interactive card for one project (get_project): cover, outcomes, the client's words, and links to the case study, to email the developer and to book a call.",
  },
  projects: {
    title: "Projects",
    description:
      "An MCP App view (HTML that hosts show beside a tool result; not a page of the site): The developer's projects (list_projects) as cards with their covers, each linking to its case study.",
  },
  contact: {
    title: "Contact card",
    description:
      "An MCP App view (HTML that hosts show beside a tool result; not a page of the site): How to reach the developer (get_contact): the addresses, which to use when, and a link to book a call. It sends nothing itself.",
  },
};

/** The `ui://` URI of view `kind`, named after the site's host. */
export function viewUri(config: Config, kind: ViewKind): string {
  return `ui://${new URL(config.siteUrl).host}/${kind}.html`;
}

/** The `_meta` of tool `name`'s definition: its view, or nothing for a tool without one. */
export function toolUiMeta(config: Config, name: string) {
  const kind = TOOL_VIEWS[name];
  return kind ? { ui: { resourceUri: viewUri(config, kind) } } : undefined;
}

/** A view's `_meta.ui`: pictures from the site's origin only; no connections, no frames. */
function resourceMeta(config: Config) {
  const resourceDomains = [new URL(config.siteUrl).origin];
  return { ui: { csp: { resourceDomains }, prefersBorder: true } };
}

/** Every view as a resource, for `resources/list`: its size, and meant for people, not the model. */
export function appResources(site: Site): Resource[] {
  return VIEW_KINDS.map((kind) => ({
    uri: viewUri(site.config, kind),
    name: `${kind}-view`,
    ...VIEW_INFO[kind], // title, description
    mimeType: APP_MIME,
    size: new TextEncoder().encode(renderView(site, kind)).byteLength,
    annotations: { audience: ["user"] },
    _meta: resourceMeta(site.config),
  }));
}

/** Tool `name`'s `result` with its view's facts (`_meta.view`), if it has a view and succeeded. */
export function withViewFacts(result: CallToolResult, name: string, site?: Site): CallToolResult {
  const kind = TOOL_VIEWS[name];
  if (!kind || !site || result.isError || !result.structuredContent) return result;
  return { ...result, _meta: { view: viewFacts(site, kind, result.structuredContent) } };
}

/** The view `uri` names, if any, with its `_meta` (the CSP; `shape` drops it where unknown). */
export function readView(site: Site, uri: string): ReadResourceResult | undefined {
  const kind = VIEW_KINDS.find((k) => viewUri(site.config, k) === uri);
  if (!kind) return undefined;
  const text = renderView(site, kind);
  return { contents: [{ uri, mimeType: APP_MIME, text, _meta: resourceMeta(site.config) }] };
}
