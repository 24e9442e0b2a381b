import type { ComponentChildren } from "preact";
import type { SitePage } from "../lib/content/model.ts";

/** A page's heading and one-line description, from `content/site.yaml`. */
export function PageHeader(
  { page, lead, children }: { page: SitePage; lead?: string; children?: ComponentChildren },
) {
  return (
    <header class="page-header">
      {children}
      <h1>{page.title}</h1>
      <p class="lead">{lead ?? page.description}</p>
    </header>
  );
}
