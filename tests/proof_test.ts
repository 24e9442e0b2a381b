/**
 * Proof that can be checked, on the complete fixture owner: a testimonial
 * links the client's site and the place its words were published.
 */
import assert from "node:assert/strict";
import { loadContent } from "../lib/content/load.ts";
import { FIXTURE, sharedServer } from "./_server.ts";

const raw = await loadContent(FIXTURE);

Deno.test("a testimonial links the client's site and where its words were published", async () => {
  const linked = raw.testimonials.find((t) => t.source && t.url)!;
  assert.ok(linked, "the fixture has a testimonial with source and url");
  const server = await sharedServer();
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
  const server = await sharedServer();
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
  const server = await sharedServer();
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
      // Dates are written the site's way (Intl, English here), not as content's ISO strings,
      // after a space: the heading's text reads "Rotas Logística Apr 2019", not "LogísticaApr".
      html.includes(
        'Staff engineer, Rotas Logística <span class="cv-date">Apr 2019 – Jun 2023</span>',
      ),
    );
    assert.ok(html.includes("<li>Cut the nightly route planning from 40 minutes to 6</li>"));
  } finally {
    await server.close();
  }
});

Deno.test("a case study names the client, the owner's role and the duration, on the page and in its Markdown", async () => {
  const selo = raw.projects.find((p) => p.slug === "selo")!;
  assert.ok(selo.client?.url && selo.role && selo.duration, "the fixture's Selo has them all");
  const server = await sharedServer();
  try {
    const html = await (await fetch(`${server.url}/work/selo/`)).text();
    const facts = html.split('aria-labelledby="facts-heading"')[1].split("</aside>")[0];
    assert.ok(
      facts.includes(
        `<dt>Client</dt><dd><a href="${selo.client.url}">${selo.client.name}</a></dd>`,
      ),
      "the client's name links their site",
    );
    assert.ok(facts.includes(`<dt>Role</dt><dd>${selo.role}</dd>`));
    assert.ok(facts.includes(`<dt>Duration</dt><dd>${selo.duration}</dd>`));
    assert.ok(facts.includes(`<dd><a href="${selo.url}">`), "the live link is there too");
    const markdown = await (await fetch(`${server.url}/work/selo/index.md`)).text();
    assert.ok(markdown.includes(`- **Client:** [${selo.client.name}](${selo.client.url})`));
    assert.ok(markdown.includes(`- **Role:** ${selo.role}`));
    assert.ok(markdown.includes(`- **Duration:** ${selo.duration}`));
    // The API's Project keeps the spec's fields only.
    const project = await (await fetch(`${server.url}/api/v1/projects/selo`)).json();
    assert.deepEqual(Object.keys(project).sort(), [
      "case_study",
      "name",
      "slug",
      "source",
      "stack",
      "status",
      "summary",
      "url",
    ]);
  } finally {
    await server.close();
  }
});

Deno.test("credentials show on about and the CV, each linking where it can be checked, and in the Markdown", async () => {
  const credentials = raw.profile.credentials!;
  assert.equal(credentials.length, 3, "the fixture has a certification, a talk and a publication");
  const server = await sharedServer();
  try {
    const about = await (await fetch(`${server.url}/about/`)).text();
    const cv = await (await fetch(`${server.url}/cv/`)).text();
    const markdown = await (await fetch(`${server.url}/about/index.md`)).text();
    assert.ok(about.includes('<h2 id="credentials-heading">Credentials</h2>'));
    assert.ok(cv.includes('<h2 id="cv-credentials">Credentials</h2>'));
    for (const c of credentials) {
      const kind = c.kind[0].toUpperCase() + c.kind.slice(1);
      // Shown as month and year in the site's language (`Oct 2023`), machine-readable in `datetime`.
      const shown = new Intl.DateTimeFormat("en", { year: "numeric", month: "short" })
        .format(new Date(`${c.date}-15`));
      const line =
        `<span class="credential-kind">${kind}:</span> <a href="${c.url}">${c.name}</a>, ${c.issuer}, <time datetime="${c.date}">${shown}</time>`;
      assert.ok(about.includes(line), `about shows ${c.name}`);
      assert.ok(cv.includes(line), `the CV shows ${c.name}`);
      assert.ok(markdown.includes(`- ${kind}: [${c.name}](${c.url}), ${c.issuer}, ${shown}`));
    }
    const profile = await (await fetch(`${server.url}/api/v1/profile`)).json();
    assert.equal(profile.credentials, undefined, "the API's Profile keeps the spec's fields");
  } finally {
    await server.close();
  }
});

Deno.test("credentials and the client reach JSON-LD, /resume.json and the agent catalog's attestations", async () => {
  const credentials = raw.profile.credentials!;
  const server = await sharedServer();
  try {
    const ld = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    const profilePage = ld(await (await fetch(`${server.url}/about/`)).text());
    assert.deepEqual(profilePage.mainEntity.hasCredential[0], {
      "@type": "EducationalOccupationalCredential",
      name: credentials[0].name,
      credentialCategory: "certification",
      recognizedBy: { "@type": "Organization", name: credentials[0].issuer },
      dateCreated: credentials[0].date,
      url: credentials[0].url,
    });
    assert.equal(profilePage.mainEntity.hasCredential.length, 3);
    const article = ld(await (await fetch(`${server.url}/work/selo/`)).text())["@graph"][0];
    assert.deepEqual(article.about.funder, {
      "@type": "Organization",
      name: "Peritajes Morales",
      url: "https://peritajes-morales.example",
      sameAs: "https://peritajes-morales.example",
    });

    const resume = await (await fetch(`${server.url}/resume.json`)).json();
    assert.deepEqual(resume.certificates, [{
      name: credentials[0].name,
      issuer: credentials[0].issuer,
      date: credentials[0].date,
      url: credentials[0].url,
    }]);
    assert.deepEqual(
      resume.publications.map((p: { name: string; publisher: string }) => [p.name, p.publisher]),
      credentials.slice(1).map((c) => [c.name, c.issuer]),
    );
    const selo = resume.projects.find((p: { name: string }) => p.name === "Selo");
    assert.equal(selo.entity, "Peritajes Morales");
    assert.deepEqual(selo.roles, ["Sole developer"]);

    const ard = await (await fetch(`${server.url}/.well-known/ard.json`)).json();
    const entry = ard.entries.find((e: { type: string }) => e.type.includes("json"));
    const withTrust = ard.entries.find((e: { trustManifest?: unknown }) => e.trustManifest);
    assert.ok(entry && withTrust, "the résumé entry carries a trust manifest");
    assert.equal(withTrust.url, `${server.url}/resume.json`);
    assert.deepEqual(
      withTrust.trustManifest.attestations.map((a: { uri: string }) => a.uri),
      credentials.map((c) => c.url),
    );
    assert.equal(withTrust.trustManifest.attestations[0].mediaType, "text/html");
  } finally {
    await server.close();
  }
});

Deno.test("the CV has a Markdown version and a share card, like every page", async () => {
  const server = await sharedServer();
  try {
    const file = await fetch(`${server.url}/cv/index.md`);
    assert.equal(file.headers.get("content-type"), "text/markdown; charset=utf-8");
    const markdown = await file.text();
    const negotiated = await fetch(`${server.url}/cv/`, { headers: { accept: "text/markdown" } });
    assert.equal(await negotiated.text(), markdown, "Accept: text/markdown gets the same text");
    assert.match(markdown, /^# Marta Quintela\n/);
    for (
      const line of [
        "## Experience",
        "### Staff engineer, Rotas Logística (Apr 2019 – Jun 2023)",
        "- Cut the nightly route planning from 40 minutes to 6",
        "### Selo (2026)",
        "Sole developer, Peritajes Morales",
        "## Credentials",
        `- Certification: [${raw.profile.credentials![0].name}](${
          raw.profile.credentials![0].url
        })`,
      ]
    ) assert.ok(markdown.includes(line), line);

    const html = await (await fetch(`${server.url}/cv/`)).text();
    assert.ok(
      html.includes(`<link rel="alternate" type="text/markdown" href="${server.url}/cv/index.md"`),
    );
    assert.ok(html.includes(`<meta property="og:image" content="${server.url}/og/cv/card.png"/>`));
    const card = await fetch(`${server.url}/og/cv/card.png`);
    assert.equal(card.headers.get("content-type"), "image/png");
    const png = new Uint8Array(await card.arrayBuffer());
    assert.deepEqual([...png.slice(1, 4)], [0x50, 0x4e, 0x47], "a PNG");
  } finally {
    await server.close();
  }
});

Deno.test("about shows the portrait, sized, and a next step to write or book", async () => {
  const server = await sharedServer();
  try {
    const html = await (await fetch(`${server.url}/about/`)).text();
    const portrait = /<img class="portrait about-portrait"[^>]*>/.exec(html)?.[0];
    assert.ok(portrait, "the portrait is on about");
    assert.match(portrait, /width="\d+"/);
    assert.match(portrait, /height="\d+"/);
    assert.ok(portrait.includes(`alt="${raw.profile.portrait!.alt}"`));
    const cta = html.split('aria-labelledby="next-step-heading"')[1];
    assert.ok(cta, "a next step follows the text");
    assert.ok(cta.includes('<h2 id="next-step-heading">Work with Marta</h2>'));
    assert.ok(cta.includes(`href="mailto:${raw.contact.hiring_and_freelance}?subject=`));
  } finally {
    await server.close();
  }
});
