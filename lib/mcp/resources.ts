/**
 * Every public page of every language as an MCP resource (`text/markdown`) named by its canonical
 * URL (`/en/about/`), and a template for any page by path; the Markdown is `getPage`'s.
 */
import type { Config } from "../config.ts";
import { findServedPage } from "../content/page_path.ts";
import { HttpError } from "../http/problem.ts";
import { everyPage, type Site, type SitePage } from "../content/model.ts";
import {
  ProtocolError,
  ProtocolErrorCode,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplateType,
} from "@modelcontextprotocol/server";

const MARKDOWN = "text/markdown";

/** The resource template: a page's URI is the site's address, then its path. */
export function pageTemplate(config: Config): ResourceTemplateType {
  return {
    uriTemplate: `${config.siteUrl}{+path}`,
    name: "page",
    title: "A page of the website",
    description:
      "Any public page of the website as Markdown, by its path (list_pages lists them). A path with or without its final slash, or with index.md after it, names the same page.",
    mimeType: MARKDOWN,
  };
}

/** A page as a resource or a link to one: addressed by its URL, named by its path. */
export function pageRef(page: SitePage) {
  const { url: uri, path: name, title, description } = page;
  return { uri, name, title, description, mimeType: MARKDOWN };
}

/** The page path of `url` when it is this site's URL of a page (query and fragment left out). */
export function sitePath(config: Config, url: unknown): string | undefined {
  if (typeof url !== "string" || !url.startsWith(`${config.siteUrl}/`)) return undefined;
  return url.slice(config.siteUrl.length).replace(/[?#].*$/, "");
}

/** Every page as a resource, in site order, the primary language's first. */
export function pageResources(site: Site): Resource[] {
  return everyPage(site).map((page) => ({
    ...pageRef(page),
    size: new TextEncoder().encode(page.markdown).byteLength,
    annotations: { audience: ["user", "assistant"], lastModified: `${site.updated}T00:00:00Z` },
  }));
}

/** Reads the page a URI names: its canonical URL, with or without the slash or `index.md`. */
export function readPage(site: Site, uri: string): ReadResourceResult {
  const { siteUrl } = site.config;
  const path = sitePath(site.config, uri);
  const page = path === undefined ? undefined : findServedPage(site, path);
  if (!page) {
    const named = `No public page has the URI ${JSON.stringify(uri.slice(0, 200))}.`;
    const how = `Page URIs are ${siteUrl}/ followed by a page path; resources/list lists them.`;
    const error = new HttpError("page_not_found", `${named} ${how}`);
    const data = { uri, ...error.toProblem(site.config) };
    // -32602, as revision 2026-07-28 requires (and the SDK sends at every revision).
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Resource not found", data);
  }
  return { contents: [{ uri: page.url, mimeType: MARKDOWN, text: page.markdown }] };
}

/** Page paths that start with what was typed, for the template's `path` argument. */
export function completePath(site: Site, typed: string): string[] {
  const prefix = typed.startsWith("/") ? typed : "/" + typed;
  return everyPage(site).map((p) => p.path).filter((path) => path.startsWith(prefix)).slice(0, 100);
}
