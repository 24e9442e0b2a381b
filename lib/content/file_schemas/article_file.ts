/** The schema of `content/articles/*.md`: an article's front matter; its body is the article. */
import { z } from "zod";
import { COVER, day, doc, image, languageTag, slug, text } from "./_fields.ts";

/** Where an article's facts are published: its page, its JSON-LD and the feeds (catalogs). */
const FEEDS = "page JSON-LD catalogs";
const LISTED = "page API MCP JSON-LD catalogs";

export const ArticleFile = z.strictObject({
  title: text.meta(doc("The article's title.", "Why the booking page has no app", LISTED)),
  date: day.meta(doc(
    "When it was published, YYYY-MM-DD: articles are listed newest first.",
    "2026-03-04",
    FEEDS,
  )),
  summary: text.meta(doc(
    "One or two sentences on what the reader learns: the listings, the feeds and the meta description.",
    "Why a web page beat an app for a salon's bookings.",
    LISTED,
  )),
  tags: z.array(slug).optional().meta(doc(
    "Its topics, lowercase words or hyphens: the writing page groups articles by them.",
    ["deno", "booking"],
    FEEDS,
  )),
  updated: day.optional().meta(
    doc("When it last changed in substance, YYYY-MM-DD. Default: its date.", "2026-05-01", FEEDS),
  ),
  language: languageTag.optional().meta(doc(
    "The language it is written in, when not the site's (an English site's article in Hindi). Default: the site's.",
    "hi",
    FEEDS,
  )),
  cover: image.optional().meta(
    doc("The picture at the top of the article.", COVER, "page JSON-LD"),
  ),
});
