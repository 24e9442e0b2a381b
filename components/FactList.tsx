import type { FactRow } from "../lib/site/pages/facts.ts";
import { ExternalLink, Facts, Tags } from "./Facts.tsx";
import { StatusBadge } from "./ProjectCard.tsx";

/**
 * Facts from lib/site/pages/facts.ts as a description list: the same rows the
 * page's Markdown lists, with links, tags and a status badge.
 */
export function FactList({ rows, tagsLabel }: { rows: FactRow[]; tagsLabel: string }) {
  return (
    <Facts
      facts={rows.map(({ label, text, href, tags, status }) => ({
        label,
        value: href
          ? text ? <a href={href}>{text}</a> : <ExternalLink href={href} />
          : tags
          ? <Tags items={tags} label={tagsLabel} />
          : status
          ? <StatusBadge status={status} />
          : text,
      }))}
    />
  );
}
