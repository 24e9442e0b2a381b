/**
 * The MCP App (the UI extension `io.modelcontextprotocol/ui`, MCP Apps
 * 2026-01-26, `@modelcontextprotocol/ext-apps`): `get_project`,
 * `list_projects` and `get_contact` name a `ui://` view in their tool
 * definition's `_meta.ui.resourceUri`, which hosts that render Apps (Claude,
 * ChatGPT, VS Code, Goose…) fetch with `resources/read` and show beside the
 * result. Nothing else changes: the tools return the same JSON, so hosts
 * without Apps see exactly what they saw before.
 *
 * Tool and resource `_meta` exist from protocol revision 2025-06-18 on; at
 * 2025-03-26 (and with no `MCP-Protocol-Version` header, which means it)
 * neither the metadata nor the views are listed.
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
import { renderView, VIEW_KINDS, type ViewKind } from "./app_views.ts";
import type { ReadResourceResult, Resource } from "./sdk.ts";

/** The media type of an MCP App view (the spec's `RESOURCE_MIME_TYPE`). */
const APP_MIME = "text/html;profile=mcp-app";

/** The first protocol revision whose tools and resources carry `_meta`. */
const APPS_SINCE = "2025-06-18";

/** Whether `revision` may carry the App's metadata and views. */
export function appsAllowed(revision: string): boolean {
  return revision >= APPS_SINCE;
}

/** The view each tool's result is shown in. */
const TOOL_VIEWS: Record<string, ViewKind> = {
  get_project: "project",
  list_projects: "projects",
  get_contact: "contact",
};

/** What each view is, for hosts and agents that list resources. */
const VIEW_INFO: Record<ViewKind, { title: string; description: string }> = {
  project: {
    title: "Project card",
    description:
      "An interactive card for one project (get_project): cover, outcomes, the client's words, and links to the case study, to email the developer and to book a call.",
  },
  projects: {
    title: "Projects",
    description:
      "The developer's projects (list_projects) as cards with their covers, each linking to its case study.",
  },
  contact: {
    title: "Contact card",
    description:
      "How to reach the developer (get_contact): the addresses, which to use when, and a link to book a call. It sends nothing itself.",
  },
};

/** The `ui://` URI of view `kind`, named after the site's host. */
export function viewUri(config: Config, kind: ViewKind): string {
  return `ui://${new URL(config.siteUrl).host}/${kind}.html`;
}

/** The `_meta` of tool `name`'s definition: its view, or nothing for a tool without one. */
export function toolUiMeta(
  config: Config,
  name: string,
): { ui: { resourceUri: string } } | undefined {
  const kind = TOOL_VIEWS[name];
  return kind ? { ui: { resourceUri: viewUri(config, kind) } } : undefined;
}

/**
 * A view's `_meta.ui`: the site's origin is the one place it loads pictures
 * from; it connects nowhere and frames nothing.
 */
function resourceMeta(config: Config) {
  return {
    ui: { csp: { resourceDomains: [new URL(config.siteUrl).origin] }, prefersBorder: true },
  };
}

/** Every view as a resource, for `resources/list`. */
export function appResources(config: Config): Resource[] {
  return VIEW_KINDS.map((kind) => ({
    uri: viewUri(config, kind),
    name: `${kind}-view`,
    title: VIEW_INFO[kind].title,
    description: VIEW_INFO[kind].description,
    mimeType: APP_MIME,
    _meta: resourceMeta(config),
  }));
}

/** The views of each content generation, made on first read. */
const views = new WeakMap<Site, Map<ViewKind, string>>();

/** View `kind`'s HTML for `site`: made once per content generation. */
function viewHtml(site: Site, kind: ViewKind): string {
  let made = views.get(site);
  if (!made) views.set(site, made = new Map());
  let html = made.get(kind);
  if (html === undefined) made.set(kind, html = renderView(site, kind));
  return html;
}

/**
 * The view `uri` names, or undefined when it names none. `_meta` (the CSP)
 * only where `revision` allows it.
 */
export function readView(
  site: Site,
  uri: string,
  revision: string,
): ReadResourceResult | undefined {
  const kind = VIEW_KINDS.find((k) => viewUri(site.config, k) === uri);
  if (!kind) return undefined;
  const text = viewHtml(site, kind);
  const meta = appsAllowed(revision) ? { _meta: resourceMeta(site.config) } : {};
  return { contents: [{ uri, mimeType: APP_MIME, text, ...meta }] };
}
