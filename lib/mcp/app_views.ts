/**
 * The MCP App's views (`ui://` resources, app_resources.ts): self-contained HTML documents, one per
 * kind, in the site's design, holding no content: each draws the tool result the host passes it
 * (the API's JSON, `viewFacts` in `_meta.view`), so a kept view never shows an older card. The
 * host's style variables stand in for the site's tokens; the script is app_view_script.ts.
 */
import { siteMessages } from "../content/messages.ts";
import type { Site } from "../content/model.ts";
import { type ViewFacts, viewScript } from "./app_view_script.ts";

/** The kinds of view, each a `ui://` resource. */
export const VIEW_KINDS = ["project", "projects", "contact"] as const;
export type ViewKind = typeof VIEW_KINDS[number];

/**
 * What a result with view `kind` carries in `_meta.view`: the owner's brand and addresses, and the
 * pictures, outcomes and words of its projects (get_project's one, list_projects' all).
 */
export function viewFacts(site: Site, kind: ViewKind, result: { slug?: unknown }): ViewFacts {
  const { siteUrl } = site.config;
  const contact = site.raw.contact;
  const shown = kind === "project" ? [result.slug] : kind === "projects" ? undefined : [];
  const projects = site.raw.projects.filter((p) => !shown || shown.includes(p.slug));
  return {
    brand: site.profile.brand,
    email: contact.hiring_and_freelance,
    booking_url: contact.booking_url,
    support_label: contact.support_label,
    projects: Object.fromEntries(projects.map((entry) => {
      const image = entry.cover && site.raw.images.get(entry.cover.src);
      const cover = image && {
        src: `${siteUrl}/${image.src}?v=${image.hash}`,
        alt: entry.cover!.alt,
        width: image.width,
        height: image.height,
      };
      const { year, outcomes = [], testimonial } = entry;
      return [entry.slug, { year, cover, outcomes, testimonial }];
    })),
  };
}

let css: string | undefined;

/**
 * The views' style sheet, read once: the site's tokens (the `:root` rules atop `static/styles.css`:
 * one palette), then `app_view.css`, where the host's style variables stand in for them when given.
 */
function viewCss(): string {
  if (css === undefined) {
    const site = Deno.readTextFileSync(new URL("../../static/styles.css", import.meta.url));
    const rules = site.match(/:root(\[data-theme="(light|dark)"\])?\s*\{[^}]*\}/g);
    if (!rules || rules.length < 3) {
      throw new Error(
        'static/styles.css must start with its :root tokens and the :root[data-theme="light"|"dark"] rules; the MCP App views reuse them.',
      );
    }
    const layout = Deno.readTextFileSync(new URL("./app_view.css", import.meta.url))
      .replace(/\/\*[^]*?\*\/|\n\s*/g, ""); // its comments and line breaks, sent to every host
    css = `${rules.join("\n")}\n${layout}`;
  }
  return css;
}

function scriptJson(value: unknown): string {
  const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, escape);
}

/** The HTML of view `kind` for `site`: one document, no outside script or style. */
export function renderView(site: Site, kind: ViewKind): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${site.lang.replace(/[^A-Za-z0-9-]/g, "")}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${viewCss()}</style></head>`,
    "<body><main></main>",
    // The views' words (keys `view.*`); `{name}` and `{brand}` stay for the view's script to fill in.
    `<script type="application/json" id="view-data">${
      scriptJson({ kind, labels: siteMessages(site).under("view.") })
    }</script>`,
    `<script>${viewScript()}</script>`,
    "</body></html>",
  ].join("\n");
}
