/**
 * A page's share card, the picture LinkedIn, Slack, X and chat apps show for a shared link
 * (`og:image`, 1200×630): SVG of the page's title, the owner's name and brand and the site's mark,
 * rasterised (raster.ts) on first request and kept by that SVG, so it always matches the content.
 */
import { siteMessages } from "../../content/messages.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { faviconSvg } from "./favicon.ts";
import { measurer, rightToLeft } from "./outline.ts";
import { xmlText as escape } from "./xml.ts";

/** The card's size, as Open Graph and X recommend for large cards. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The card's text alternative (`og:image:alt`). */
export function cardAlt(site: Site, page: SitePage): string {
  const { t } = siteMessages(site);
  return t("card.alt", { title: page.title, name: site.profile.name, site: site.name });
}

/**
 * `text` in at most `max` lines `width` pixels wide as drawn (outline.ts), broken between words
 * (`Intl.Segmenter`: Japanese, Thai too), never before punctuation, the last ending in "…" if cut.
 */
async function wrapWords(text: string, lang: string, width: number, max: number) {
  const lines: string[] = [];
  let line = "";
  const [words, measure] = [new Intl.Segmenter(lang, { granularity: "word" }), await measurer()];
  for (const { segment } of words.segment(text.replace(/\s+/g, " ").trim())) {
    const breaks = line.trim() && /[\p{L}\p{N}]/u.test(segment);
    if (breaks && measure((line + segment).trimEnd(), 70) > width) {
      lines.push(line.trimEnd());
      line = segment;
    } else line += segment;
  }
  if (line) lines.push(line.trimEnd());
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1];
  while (measure(`${last}…`, 70) > width) last = last.replace(/\s+\S+$|.$/u, ""); // the word that has no room
  kept[max - 1] = `${last.replace(/[\s\p{P}]*$/u, "")}…`;
  return kept;
}

/** The card of `page` as SVG, set from the right edge when its title is written right to left. */
export async function shareCardSvg(site: Site, page: SitePage): Promise<string> {
  const { lang } = site;
  const title = await wrapWords(page.title, lang, CARD_WIDTH - 160, 3);
  const size = title.length > 2 ? 62 : 70;
  const top = 250 - (title.length - 1) * size * 0.55;
  const host = new URL(site.config.siteUrl).host;
  const at = rightToLeft(page.title) ? 'x="1120" text-anchor="end"' : 'x="80"';
  const text = (y: number, size: number, fill: string, line: string) =>
    `<text ${at} y="${y}" font-family="Inter" font-weight="700" font-size="${size}" fill="${fill}">${
      escape(line)
    }</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0f1115"/>`,
    `<rect width="${CARD_WIDTH}" height="12" fill="#1d5bbf"/>`,
    faviconSvg(site.mark).replace("<svg ", '<svg x="80" y="80" width="112" height="112" '),
    ...title.map((line, i) => text(top + 130 + i * size * 1.15, size, "#e8eaef", line)),
    text(540, 34, "#e8eaef", site.profile.name),
    text(584, 28, "#a6adba", site.name === site.profile.name ? host : `${site.name} · ${host}`),
    "</svg>",
  ].join("\n");
}
