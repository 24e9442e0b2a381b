/**
 * Proof that can be checked, on the complete fixture owner: a testimonial
 * links the client's site and the place its words were published.
 */
import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { FIXTURE, startServer } from "./_server.ts";

const raw = await loadContent(FIXTURE);

Deno.test("a testimonial links the client's site and where its words were published", async () => {
  const linked = raw.testimonials.find((t) => t.source && t.url)!;
  assert.ok(linked, "the fixture has a testimonial with source and url");
  const server = await startServer();
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const figure = html.split('<figure class="testimonial">').find((f) => f.includes(linked.name))!;
    assert.ok(figure, "the home page shows the testimonial");
    assert.ok(
      figure.includes(`<a href="${linked.url}" rel="noopener">${linked.company}</a>`),
      "the company links its site",
    );
    assert.ok(
      figure.includes(`<a class="testimonial-source" href="${linked.source}" rel="noopener">`),
      "the words link where they were published",
    );
  } finally {
    await server.close();
  }
});

Deno.test("/resume.json lists the clients' words as references, with where they were published", async () => {
  const linked = raw.testimonials.find((t) => t.source)!;
  const server = await startServer();
  try {
    const { references } = await (await fetch(`${server.url}/resume.json`)).json();
    assert.deepEqual(
      references.find((r: { name: string }) => r.name.startsWith(linked.name)),
      {
        name: [linked.name, linked.role, linked.company].filter(Boolean).join(", "),
        reference: `${linked.quote} (${linked.source})`,
      },
    );
    const quotes = new Set([
      ...raw.testimonials.map((t) => t.quote),
      ...raw.projects.flatMap((p) => (p.testimonial ? [p.testimonial.quote] : [])),
    ]);
    assert.equal(references.length, quotes.size, "each client's words once");
  } finally {
    await server.close();
  }
});

Deno.test("the CV and /resume.json show the work history from content", async () => {
  const jobs = raw.profile.experience!;
  assert.ok(jobs.length >= 2, "the fixture has a work history");
  const server = await startServer();
  try {
    const { work } = await (await fetch(`${server.url}/resume.json`)).json();
    assert.deepEqual(work.slice(1), [
      {
        name: "Rotas Logística",
        position: "Staff engineer",
        url: "https://rotas-logistica.example",
        startDate: "2019-04",
        endDate: "2023-06",
        highlights: [
          "Led the rewrite of the dispatch board used by 300 drivers a day",
          "Cut the nightly route planning from 40 minutes to 6",
        ],
      },
      { name: "Pastelaria Digital", position: "Developer", startDate: "2016", endDate: "2019-03" },
    ]);
    const html = await (await fetch(`${server.url}/cv/`)).text();
    assert.ok(
      html.includes('Staff engineer, Rotas Logística<span class="cv-date">2019-04–2023-06</span>'),
    );
    assert.ok(html.includes("<li>Cut the nightly route planning from 40 minutes to 6</li>"));
  } finally {
    await server.close();
  }
});
