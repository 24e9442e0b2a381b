import { link } from "../lib/content/links.ts";
import type { Site } from "../lib/content/model.ts";

/** A neighbour in a pager: its primary-language path and its name. */
type Neighbour = { path: string; name: string } | false | undefined;

/**
 * The way to the previous and next of a series (case studies, articles), as two cards
 * linked `rel="prev"` and `rel="next"`, under `label`.
 */
export function Pager(
  { site, label, previous, next, words }: {
    site: Site;
    label: string;
    previous: Neighbour;
    next: Neighbour;
    words: [previous: string, next: string];
  },
) {
  return (
    <nav class="pager" aria-label={label}>
      {previous && (
        <a class="card" href={link(site, previous.path)} rel="prev">
          <span class="pager-label">{words[0]}</span> {previous.name}
        </a>
      )}
      {next && (
        <a class="card next" href={link(site, next.path)} rel="next">
          <span class="pager-label">{words[1]}</span> {next.name}
        </a>
      )}
    </nav>
  );
}
