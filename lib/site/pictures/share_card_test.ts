import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { cardAlt, shareCardSvg } from "./share_card.ts";
import { cardPath, pageOfCard } from "../../content/page_path.ts";
import { measurer } from "./outline.ts";

const full = await fixtureSite("full");
const about = full.pages.find((p) => p.path === "/about/")!;

Deno.test("a card's path is its page's path under /og/, and is read back from it", () => {
  assert.equal(cardPath({ path: "/" }), "/og/card.png");
  assert.equal(cardPath(about), "/og/about/card.png");
  assert.equal(pageOfCard("/og/about/card.png"), "/about/");
  assert.equal(pageOfCard("/og/card.png"), "/");
  for (const path of ["/og/../card.png", "/og/About/card.png", "/about/card.png"]) {
    assert.equal(pageOfCard(path), undefined, path);
  }
});

Deno.test("the card shows the page's title, the owner and the site, escaped, Latin words in Inter", async () => {
  const svg = await shareCardSvg(full, { ...about, title: "Tom & Jerry <3" });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
  assert.ok(svg.includes(">Tom &amp; Jerry &lt;3</text>"));
  assert.ok(svg.includes(">Marta Quintela</text>"));
  assert.ok(svg.includes(">Calçada Web · site.test</text>"));
  assert.ok(svg.includes('font-family="Inter"'));
});

Deno.test("a long title wraps into at most three lines as drawn, the last ending in an ellipsis", async () => {
  const title =
    "A very long title that goes on and on about everything the page could ever say, and says it all again";
  const lines = [
    ...(await shareCardSvg(full, { ...about, title })).matchAll(
      /font-size="62" fill="#e8eaef">([^<]+)</g,
    ),
  ].map((m) => m[1]);
  assert.equal(lines.length, 3);
  const measure = await measurer();
  assert.ok(lines.every((line) => measure(line, 70) <= 1040), lines.join(" | "));
  for (const [i, line] of lines.slice(0, -1).entries()) {
    const more = `${line} ${lines[i + 1].split(" ")[0]}`;
    assert.ok(measure(more, 70) > 1040, `"${more}" would still fit: the line is broken too soon`);
  }
  assert.ok(lines[2].endsWith("…"));
});

Deno.test("the card's text alternative names the page, the owner and the site", () => {
  const alt = cardAlt(full, about);
  for (const part of [about.title, "Marta Quintela", "Calçada Web"]) {
    assert.ok(alt.includes(part), alt);
  }
});
