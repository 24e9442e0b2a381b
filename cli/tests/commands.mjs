/**
 * Every subcommand of the built client against the real server, in human and
 * `--json` form, compared with what the API itself answers.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  cli,
  describe,
  fetchApi,
  flat,
  freePort,
  sharedServer,
  startServer,
  stubServer,
  STUDIO,
} from "./_helpers.mjs";

/** Start of every ANSI colour sequence. */
const ESC = "\x1b[";

const shared = sharedServer();
const { client } = shared;

/** Checks what every human output must be: success, no colour off a terminal, 80 columns. */
function assertReadable({ code, stdout, stderr }) {
  assert.equal(stderr, "");
  assert.equal(code, 0);
  assert.ok(
    !stdout.includes(ESC),
    "no ANSI escapes when stdout is not a terminal",
  );
  for (const line of stdout.split("\n")) {
    // Only a line holding an unbreakable URL may pass the width.
    if (line.length > 80) {
      assert.match(line, /\S+:\/\/\S+$/, `longer than 80 columns: ${line}`);
    }
  }
  return flat(stdout);
}

describe("--json prints exactly what the API answers", () => {
  const cases = [
    [["profile"], "/profile"],
    [["projects"], "/projects"],
    [["project", STUDIO.project], `/projects/${STUDIO.project}`],
    [["services"], "/services"],
    [["faq"], "/faq"],
    [["contact"], "/contact"],
    [["pages"], "/pages"],
    [["page", "/services/"], "/page?path=%2Fservices%2F"],
  ];
  for (const [args, path] of cases) {
    test(`site ${args.join(" ")} --json equals GET ${path}`, async () => {
      const api = await fetchApi(shared.server.baseUrl + path);
      assert.equal(api.status, 200);
      const { code, stdout, stderr } = await client([...args, "--json"]);
      assert.equal(stderr, "");
      assert.equal(code, 0);
      assert.deepEqual(JSON.parse(stdout), api.json);
      assert.equal(stdout, api.text, "the body is printed byte for byte, nothing added");
    });
  }

  test("every project and every page gives the same JSON through the client as through the API", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    for (const { slug } of projects) {
      const api = await fetchApi(`${shared.server.baseUrl}/projects/${slug}`);
      assert.deepEqual(
        JSON.parse((await client(["project", slug, "--json"])).stdout),
        api.json,
      );
    }
    const { json: { pages } } = await fetchApi(
      `${shared.server.baseUrl}/pages`,
    );
    for (const { path } of pages) {
      const api = await fetchApi(
        `${shared.server.baseUrl}/page?path=${encodeURIComponent(path)}`,
      );
      assert.deepEqual(
        JSON.parse((await client(["page", path, "--json"])).stdout),
        api.json,
      );
    }
  });
});

describe("human output shows every field the API gives", () => {
  test("site profile shows the name, brand, role, location, availability, stack and links", async () => {
    const { json: profile } = await fetchApi(
      `${shared.server.baseUrl}/profile`,
    );
    const result = await client(["profile"]);
    const out = assertReadable(result);
    assert.ok(result.stdout.startsWith(`${profile.name} · ${profile.brand}\n`));
    for (
      const key of [
        "role",
        "location",
        "education",
        "looking_for",
        "freelance",
        "site",
      ]
    ) {
      if (profile[key]) {
        assert.ok(out.includes(flat(profile[key])), `shows ${key}`);
      }
    }
    for (const key of ["github", "linkedin"]) {
      if (profile[key]) assert.ok(out.includes(profile[key]));
    }
    assert.ok(out.includes(profile.stack.join(", ")));
    assert.match(
      result.stdout,
      /^Looking for {2}\S/m,
      "labels and values are aligned",
    );
    assert.match(result.stdout, /^Stack {8}\S/m);
  });

  test("site projects shows each project's name, slug, status, summary and links", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    assert.deepEqual(projects.map((p) => p.slug), STUDIO.slugs);
    const out = assertReadable(await client(["projects"]));
    for (const p of projects) {
      assert.ok(out.includes(`${p.name} (${p.slug})`), p.slug);
      for (
        const value of [
          p.status,
          flat(p.summary),
          p.case_study,
          p.url,
          p.source,
        ]
      ) {
        if (value) assert.ok(out.includes(value), `${p.slug} shows ${value}`);
      }
      if (p.stack) assert.ok(out.includes(p.stack.join(", ")));
    }
  });

  test("site project <slug> shows that one project, for every slug", async () => {
    const { json: { projects } } = await fetchApi(
      `${shared.server.baseUrl}/projects`,
    );
    for (const p of projects) {
      const result = await client(["project", p.slug]);
      const out = assertReadable(result);
      assert.ok(result.stdout.startsWith(`${p.name} (${p.slug})\n`));
      assert.ok(out.includes(flat(p.summary)));
      assert.ok(out.includes(`Case study ${p.case_study}`));
      for (const other of projects) {
        if (other.slug !== p.slug) assert.ok(!out.includes(`(${other.slug})`));
      }
    }
  });

  test("site services shows each service's name, summary and example", async () => {
    const { json: { services } } = await fetchApi(
      `${shared.server.baseUrl}/services`,
    );
    const out = assertReadable(await client(["services"]));
    for (const s of services) {
      assert.ok(
        out.includes(`${s.name} (${s.slug}) ${flat(s.summary)}`),
        s.slug,
      );
      if (s.example) assert.ok(out.includes(`Example ${s.example}`));
    }
  });

  test("site faq shows every question with its answer", async () => {
    const { json: { questions } } = await fetchApi(
      `${shared.server.baseUrl}/faq`,
    );
    const out = assertReadable(await client(["faq"]));
    for (const q of questions) {
      assert.ok(out.includes(flat(`${q.question} ${q.answer}`)), q.question);
    }
  });

  test("site contact shows the addresses, the contact page and the note", async () => {
    const { json: contact } = await fetchApi(
      `${shared.server.baseUrl}/contact`,
    );
    const result = await client(["contact"]);
    const out = assertReadable(result);
    assert.ok(
      out.includes(`Hiring and freelance ${contact.hiring_and_freelance}`),
    );
    // The studio gives one address: the label of a second one must not show.
    assert.equal(contact.jantahr_support_billing_legal, undefined);
    assert.ok(!out.includes("support, billing, legal"), out);
    assert.ok(out.includes(`Contact page ${contact.contact_page}`));
    assert.ok(contact.note, "the studio's contact has a note");
    assert.ok(out.includes(flat(contact.note)));
    // The studio has no booking page: no line for one.
    assert.equal(contact.booking_url, undefined);
    assert.ok(!out.includes("Book a call"), out);
  });

  test("site profile says whether, from when and how fast the developer takes work, when the API gives it", async () => {
    // The studio says nothing of it: no line for it.
    const studio = assertReadable(await client(["profile"]));
    assert.ok(!studio.includes("Taking work") && !studio.includes("Replies within"), studio);
    // The German fixture is booked until 2099-03-01 and replies within P2D, over real HTTP.
    const german = await startServer({ contentDir: "tests/fixtures/german" });
    try {
      const out = assertReadable(await cli(["profile"], { SITE_API_URL: german.baseUrl }));
      assert.ok(out.includes("Taking work booked, free from 2099-03-01"), out);
      assert.ok(out.includes("Replies within 2 days"), out);
    } finally {
      await german.close();
    }
    const profile = {
      ...(await fetchApi(`${shared.server.baseUrl}/profile`)).json,
      taking_work: "unavailable",
      reply_within: "PT1H",
    };
    const stub = await stubServer(() => ({ body: JSON.stringify(profile) }));
    try {
      const out = assertReadable(await cli(["profile"], { SITE_API_URL: stub.baseUrl }));
      assert.ok(out.includes("Taking work unavailable"), out);
      assert.ok(out.includes("Replies within 1 hour"), out);
    } finally {
      await stub.close();
    }
  });

  test("site contact shows a second address under its label, and the booking page, when the API gives them", async () => {
    const contact = {
      hiring_and_freelance: "projects@nordlicht.example",
      jantahr_support_billing_legal: "support@nordlicht.example",
      contact_page: "https://nordlicht.example/contact/",
      note: "Write to projects@nordlicht.example for any project or question.",
      booking_url: "https://cal.example/nordlicht/intro",
    };
    const stub = await stubServer(() => ({ body: JSON.stringify(contact) }));
    try {
      const out = assertReadable(await cli(["contact"], { SITE_API_URL: stub.baseUrl }));
      const second = `Product support, billing, legal ${contact.jantahr_support_billing_legal}`;
      assert.ok(out.includes(second), out);
      assert.ok(out.includes(`Contact page ${contact.contact_page}`));
      assert.ok(out.includes(`Book a call ${contact.booking_url}`), out);
    } finally {
      await stub.close();
    }
  });

  test("site pages shows every page's path, title and description", async () => {
    const { json: { pages } } = await fetchApi(
      `${shared.server.baseUrl}/pages`,
    );
    const out = assertReadable(await client(["pages"]));
    for (const p of pages) {
      assert.ok(
        out.includes(flat(`${p.path} ${p.title} ${p.description}`)),
        p.path,
      );
    }
  });

  test("site page <path> prints the page's Markdown, for every spelling of the path", async () => {
    const { json: page } = await fetchApi(
      `${shared.server.baseUrl}/page?path=%2Fservices%2F`,
    );
    assert.match(page.markdown, /^# Services\n/);
    for (const path of ["/services/", "/services", "/services/index.md", "services", "services/"]) {
      const { code, stdout, stderr } = await client(["page", path]);
      assert.equal(stderr, "");
      assert.equal(code, 0);
      assert.equal(stdout, page.markdown.replace(/\n*$/, "\n"), path);
    }
  });
});

describe("where the client points", () => {
  test("--base-url wins over SITE_API_URL", async () => {
    const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
    const result = await cli(["contact", "--base-url", shared.server.baseUrl], {
      SITE_API_URL: dead,
    });
    assert.equal(result.code, 0, result.stderr);
  });

  test("a trailing slash on the base URL is fine", async () => {
    const result = await cli([
      "faq",
      "--json",
      `--base-url=${shared.server.baseUrl}/`,
    ]);
    assert.equal(result.code, 0, result.stderr);
  });
});
