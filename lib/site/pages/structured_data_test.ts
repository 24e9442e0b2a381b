import assert from "node:assert/strict";
import { loadContent } from "../../content/load.ts";
import { readConfig } from "../../config.ts";
import { FIXTURE } from "../../../tests/_server.ts";
import { buildSite } from "../web/site.ts";
import { caseStudyBreadcrumbs, postalAddress } from "./structured_data.ts";

const SITE = "https://site.example";

Deno.test("postalAddress splits a location on commas: locality, region only with three parts, country last", () => {
  assert.deepEqual(postalAddress("Pune, Maharashtra, India"), {
    "@type": "PostalAddress",
    addressLocality: "Pune",
    addressRegion: "Maharashtra",
    addressCountry: "India",
  });
  assert.deepEqual(JSON.parse(JSON.stringify(postalAddress("Hamburg ,Germany"))), {
    "@type": "PostalAddress",
    addressLocality: "Hamburg",
    addressCountry: "Germany",
  });
  assert.deepEqual(JSON.parse(JSON.stringify(postalAddress("Lagos"))), {
    "@type": "PostalAddress",
    addressLocality: "Lagos",
  });
  // Four parts: which middle one is the region is not guessed.
  assert.deepEqual(
    JSON.parse(JSON.stringify(postalAddress("Alfama, Lisbon, Lisbon District, Portugal"))),
    { "@type": "PostalAddress", addressLocality: "Alfama", addressCountry: "Portugal" },
  );
});

Deno.test("a case study's breadcrumbs skip Work when the site has no /work/ page", async () => {
  const site = buildSite(await loadContent(FIXTURE), readConfig(new Map([["SITE_URL", SITE]])));
  const page = site.pages.find((p) => p.project)!;
  const names = (s: typeof site) =>
    (caseStudyBreadcrumbs(s, page).itemListElement as unknown as { name: string; item: string }[])
      .map((c) => [c.name, c.item]);
  assert.deepEqual(names(site), [
    ["Home", `${SITE}/`],
    ["Work", `${SITE}/work/`],
    [page.project!.name, page.url],
  ]);
  const noWork = { ...site, pages: site.pages.filter((p) => p.path !== "/work/") };
  assert.deepEqual(names(noWork), [["Home", `${SITE}/`], [page.project!.name, page.url]]);
});
