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
