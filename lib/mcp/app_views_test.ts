import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { buildSite } from "../site/web/site.ts";
import { renderView, VIEW_KINDS, viewFacts } from "./app_views.ts";

const site = buildSite(
  await loadContent("tests/fixtures/full"),
  readConfig(new Map([["SITE_URL", "https://site.test"]])),
);

Deno.test("a project's view facts carry its cover, year, outcomes and the client's words", () => {
  const facts = viewFacts(site, "project", { slug: "escala" });
  assert.equal(facts.email, "ola@martaquintela.example");
  assert.equal(facts.booking_url, "https://cal.example/martaquintela/intro-call");
  assert.equal(facts.support_label, "Escala support, billing and legal questions only");
  assert.deepEqual(Object.keys(facts.projects), ["escala"]);
  const escala = facts.projects.escala;
  assert.equal(escala.year, 2023);
  assert.match(escala.cover!.src, /^https:\/\/site\.test\/.+escala-cover.+\?v=\w+$/);
  assert.match(escala.cover!.alt, /^Escala's hiring board/);
  assert.deepEqual(escala.outcomes[0], {
    label: "Summer rota filled",
    value: "About 2 weeks earlier",
  });
  assert.equal(escala.testimonial?.name, "Rui Albuquerque");
});

Deno.test("the list's facts carry every project; contact's none", () => {
  const all = viewFacts(site, "projects", {});
  assert.deepEqual(Object.keys(all.projects).sort(), site.raw.projects.map((p) => p.slug).sort());
  assert.deepEqual(viewFacts(site, "contact", {}).projects, {});
  assert.deepEqual(viewFacts(site, "project", { slug: "nope" }).projects, {});
});

Deno.test("each view is one document in the site's language, with its words and no content", () => {
  for (const kind of VIEW_KINDS) {
    const html = renderView(site, kind);
    assert.match(html, new RegExp(`^<!DOCTYPE html>\\n<html lang="${site.lang}">`));
    const data = JSON.parse(
      html.match(/<script type="application\/json" id="view-data">(.*?)<\/script>/)![1],
    );
    assert.equal(data.kind, kind);
    assert.equal(data.labels.bookCall, "Book a call");
    assert.equal(data.labels.work, "Work by {brand}", "the script fills the brand in");
    assert.ok(!html.includes("Rui Albuquerque"), "content arrives with the tool result");
    assert.doesNotMatch(html, /<script src|<link /, "nothing is loaded from elsewhere");
  }
});

Deno.test("the view's style takes the host's variables first and keeps the site's tokens", () => {
  const html = renderView(site, "project");
  assert.ok(html.includes("--view-bg: var(--color-background-primary, var(--bg));"));
  assert.ok(html.includes("background: var(--view-bg);"));
  assert.match(html, /:root\[data-theme="dark"\]/);
  assert.ok(!html.includes("/*"), "the style sheet's comment stays in the file");
});
