/**
 * Every HTML page an owner's site serves, for the validator tests (Nu, rich
 * results, axe): the pages sitemap.xml lists (every language's), and for each
 * language its search page empty and with a query, and its 404 page, which no
 * sitemap lists.
 */

/** The owner content folders the validators check: every fixture owner, and `content/`. */
export const OWNERS = [
  "tests/fixtures/full",
  "tests/fixtures/german",
  "tests/fixtures/japanese",
  "tests/fixtures/minimal",
  "tests/fixtures/rtl",
  "tests/fixtures/studio",
  "content",
];

/** The paths of every HTML page of the site at `base` (a server's URL). */
export async function htmlPages(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((path) => path.endsWith("/"));
  // A language's home, such as /en/, is the alternate named by its own code (hreflang="en"
  // href=".../en/"); not any page with a short name (/faq/, /cv/). The site's own home is "".
  const homes = [...sitemap.matchAll(/hreflang="([^"]+)" href="[^"]*\/([^"/]+)\/"/g)]
    .filter(([, lang, segment]) => lang.toLowerCase() === segment.toLowerCase())
    .map(([, , segment]) => `/${segment}`);
  const prefixes = ["", ...new Set(homes)];
  const extra = prefixes.flatMap((p) => [
    `${p}/search/`,
    `${p}/search/?q=web`,
    `${p}/no-such-page/`,
  ]);
  return [...new Set([...listed, ...extra])];
}
