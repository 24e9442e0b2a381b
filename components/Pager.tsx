import { link } from "../lib/content/links.ts";
import type { Site, SitePage } from "../lib/content/model.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { Text } from "./Doc.tsx";

const REL = ["prev", "next"];

/**
 * The previous and next of `page`'s series (the case studies in order, the articles newest first,
 * so an article's previous is the older), as cards in the series' words.
 */
export function Pager({ site, page }: { site: Site; page: SitePage }) {
  const section = page.project ? "work" : "writing";
  const series = site.pages.filter((p) => page.project ? p.project : p.article);
  const at = series.findIndex((p) => p.path === page.path), step = page.project ? 1 : -1;
  const { t } = siteMessages(site);
  const words = [t(`${section}.previous`), t(`${section}.next`)];
  return (
    <nav class="pager" aria-label={t(`${section}.pager`)}>
      {[series[at - step], series[at + step]].map((to, i) =>
        to && (
          <a key={i} class={i ? "card next" : "card"} href={link(site, to.path)} rel={REL[i]}>
            <span class="pager-label">{words[i]}</span>{" "}
            <Text site={site} text={to.project?.name ?? to.article!.title} />
          </a>
        )
      )}
    </nav>
  );
}
