import { link } from "../lib/content/links.ts";
import type { Site } from "../lib/content/model.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { Text } from "./Doc.tsx";

const REL = ["prev", "next"];

/** A neighbour in a pager: its primary-language path and its name. */
type Neighbour = { path: string; name: string } | false | undefined;

/** The previous and next of a series (case studies, articles), as cards in `section`'s words. */
export function Pager({ site, section, neighbours }: {
  site: Site;
  section: "work" | "writing";
  neighbours: [previous: Neighbour, next: Neighbour];
}) {
  const { t } = siteMessages(site);
  const words = [t(`${section}.previous`), t(`${section}.next`)];
  return (
    <nav class="pager" aria-label={t(`${section}.pager`)}>
      {neighbours.map((to, i) =>
        to && (
          <a key={i} class={i ? "card next" : "card"} href={link(site, to.path)} rel={REL[i]}>
            <span class="pager-label">{words[i]}</span> <Text site={site} text={to.name} />
          </a>
        )
      )}
    </nav>
  );
}
