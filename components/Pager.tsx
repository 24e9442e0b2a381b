import { link } from "../lib/content/links.ts";
import type { Site } from "../lib/content/model.ts";
import { Text } from "./Doc.tsx";

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
  const links = [[previous, "prev"], [next, "next"]] as const;
  return (
    <nav class="pager" aria-label={label}>
      {links.map(([to, rel], i) =>
        to && (
          <a key={rel} class={i ? "card next" : "card"} href={link(site, to.path)} rel={rel}>
            <span class="pager-label">{words[i]}</span> <Text site={site} text={to.name} />
          </a>
        )
      )}
    </nav>
  );
}
