/**
 * A page's share card: the picture LinkedIn, Slack, X and chat apps show for
 * a shared link (`og:image`, 1200×630). Drawn as SVG from the page's title,
 * the owner's name and brand, and the site's mark, then rasterised to PNG
 * (lib/site/pictures/raster.ts) on the first request and kept by that SVG, so it
 * always matches the content being served, whichever owner that is.
 */
import { siteMessages } from "../../content/messages.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { xmlText as escape } from "./xml.ts";

/** The card's size, as Open Graph and X recommend for large cards. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The URL path of `page`'s card: `/og/card.png` for home, `/og/about/card.png` for /about/. */
export function cardPath(page: { path: string }): string {
  return `/og${page.path}card.png`;
}

/** The page path whose card `path` is, if it is a card's path. */
export function pageOfCard(path: string): string | undefined {
  const match = /^\/og(\/(?:[a-z0-9-]+\/)*)card\.png$/.exec(path);
  return match?.[1];
}

/** The card's text alternative (`og:image:alt`). */
export function cardAlt(site: Site, page: SitePage): string {
  return siteMessages(site).t("card.alt", {
    title: page.title,
    name: site.profile.name,
    site: site.name,
  });
}

/**
 * `text` broken into lines of about `chars` characters at spaces, at most
 * `max` lines, the last one ending in "…" when the text is longer.
 */
function wrapWords(text: string, chars: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].replace(/[\s,.;:]*$/, "")}…`;
  return kept;
}

/** The card of `page` as SVG, in the site's colours, with text in the bundled font. */
export function shareCardSvg(site: Site, page: SitePage, font: string): string {
  const title = wrapWords(page.title, 26, 3);
  const size = title.length > 2 ? 62 : 70;
  const top = 250 - (title.length - 1) * size * 0.55;
  const host = new URL(site.config.siteUrl).host;
  const mark = [...site.mark];
  const markSize = [64, 48, 38][Math.min(mark.length, 3) - 1];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0f1115"/>`,
    `<rect width="${CARD_WIDTH}" height="12" fill="#1d5bbf"/>`,
    `<rect x="80" y="80" width="112" height="112" rx="24" fill="#1d5bbf"/>`,
    `<text x="136" y="${
      136 + markSize * 0.36
    }" font-family="${font}" font-weight="700" font-size="${markSize}" fill="#ffffff" text-anchor="middle">${
      escape(mark.join(""))
    }</text>`,
    ...title.map((line, i) =>
      `<text x="80" y="${
        top + 130 + i * size * 1.15
      }" font-family="${font}" font-weight="700" font-size="${size}" fill="#e8eaef">${
        escape(line)
      }</text>`
    ),
    `<text x="80" y="540" font-family="${font}" font-weight="700" font-size="34" fill="#e8eaef">${
      escape(site.profile.name)
    }</text>`,
    `<text x="80" y="584" font-family="${font}" font-size="28" fill="#a6adba">${
      escape(site.name === site.profile.name ? host : `${site.name} · ${host}`)
    }</text>`,
    "</svg>",
  ].join("\n");
}
