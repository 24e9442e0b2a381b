/**
 * The contact card against the real server: `/contact.vcf` and a
 * translation's `/<lang>/contact.vcf` are vCards of the fixture's facts in
 * that language, with their media type and download name, answered by the
 * one cache (ETag, 304, HEAD) like every other file; the contact page and
 * the CV link the card in their HTML and their Markdown.
 */
import assert from "node:assert/strict";
import { sharedServer } from "./_server.ts";

const GERMAN = "tests/fixtures/german";

/** The card's unfolded lines. */
function lines(card: string): string[] {
  return card.replace(/\r\n /g, "").split("\r\n");
}

Deno.test("/contact.vcf is the full fixture's vCard, with its media type and download name", async () => {
  const server = await sharedServer();
  const res = await fetch(`${server.url}/contact.vcf`);
  const card = await res.text();
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/vcard; charset=utf-8");
  assert.equal(
    res.headers.get("content-disposition"),
    `attachment; filename="Marta Quintela.vcf"; filename*=UTF-8''Marta%20Quintela.vcf`,
  );
  assert.equal(res.headers.get("content-language"), "en");
  assert.ok(card.startsWith("BEGIN:VCARD\r\nVERSION:4.0\r\n") && card.endsWith("END:VCARD\r\n"));
  for (
    const line of [
      "FN:Marta Quintela",
      "TITLE:Freelance product engineer",
      "EMAIL;TYPE=work:ola@martaquintela.example",
      'TEL;VALUE=uri;TYPE="work,voice":tel:+351912345678',
      `URL;TYPE=work:${server.url}/`,
      `SOURCE:${server.url}/contact.vcf`,
    ]
  ) assert.ok(lines(card).includes(line), `${line} in\n${card}`);
  assert.ok(lines(card).some((l) => l.startsWith(`PHOTO:${server.url}/images/portrait.svg?v=`)));
});

Deno.test("/contact.vcf is answered by the one cache: a strong ETag, 304 and HEAD", async () => {
  const server = await sharedServer();
  const get = await fetch(`${server.url}/contact.vcf`);
  const body = await get.text();
  const etag = get.headers.get("etag");
  assert.match(etag ?? "", /^"[^"]+"$/, "a strong ETag");
  const again = await fetch(`${server.url}/contact.vcf`, { headers: { "if-none-match": etag! } });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), "");
  assert.equal(again.headers.get("etag"), etag);
  const head = await fetch(`${server.url}/contact.vcf`, { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), "");
  assert.equal(head.headers.get("etag"), etag);
  assert.equal(head.headers.get("content-type"), "text/vcard; charset=utf-8");
  assert.equal(head.headers.get("content-length"), String(new TextEncoder().encode(body).length));
  const post = await fetch(`${server.url}/contact.vcf`, {
    method: "POST",
    headers: { accept: "application/json" },
  });
  assert.equal(post.status, 405);
  assert.match(post.headers.get("allow") ?? "", /GET/);
  assert.equal((await post.json()).code, "method_not_allowed", "the one error path's problem");
});

Deno.test("each language has its card: /en/contact.vcf carries the English fields", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const [de, en] = await Promise.all(
    ["/contact.vcf", "/en/contact.vcf"].map((path) => fetch(server.url + path)),
  );
  const [deCard, enCard] = [lines(await de.text()), lines(await en.text())];
  assert.equal(de.headers.get("content-language"), "de");
  assert.equal(en.headers.get("content-language"), "en");
  assert.equal(en.headers.get("content-type"), "text/vcard; charset=utf-8");
  assert.notEqual(de.headers.get("etag"), en.headers.get("etag"));
  assert.ok(deCard.includes("TITLE:Freiberuflicher Webentwickler") && deCard.includes("LANG:de"));
  assert.ok(enCard.includes("TITLE:Freelance web developer") && enCard.includes("LANG:en"));
  assert.ok(enCard.includes("FN:Jonas Brandt"));
  assert.ok(enCard.includes(`URL;TYPE=work:${server.url}/en/`));
  assert.ok(enCard.includes(`SOURCE:${server.url}/en/contact.vcf`));
  const missing = await fetch(`${server.url}/xx/contact.vcf`);
  assert.equal(missing.status, 404, "no card under a prefix that is no language");
  await missing.body?.cancel();
});

Deno.test("a Japanese owner's card is saved under their name, its ASCII fallback contact.vcf", async () => {
  const server = await sharedServer({ contentDir: "tests/fixtures/japanese" });
  const res = await fetch(`${server.url}/contact.vcf`);
  assert.equal(
    res.headers.get("content-disposition"),
    `attachment; filename="contact.vcf"; filename*=UTF-8''%E4%B8%AD%E6%9D%91%20%E8%91%B5.vcf`,
  );
  const card = await res.text();
  assert.ok(lines(card).includes("FN:中村 葵") && lines(card).includes("LANG:ja"), card);
  for (const line of card.split("\r\n")) assert.ok(new TextEncoder().encode(line).length <= 75);
});

Deno.test("the contact page and the CV link the card, in HTML and Markdown, in each language", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const get = async (path: string) => {
    const res = await fetch(server.url + path);
    assert.equal(res.status, 200, path);
    return res.text();
  };
  for (const [prefix, words] of [["", "Zu Ihren Kontakten"], ["/en", "Add to your contacts"]]) {
    for (const page of ["/contact/", "/cv/"]) {
      const html = await get(prefix + page);
      assert.match(html, new RegExp(`<a href="${prefix}/contact.vcf">${words}`), prefix + page);
      const md = await get(`${prefix}${page.slice(0, -1)}.md`);
      assert.ok(
        md.includes(`](${server.url}${prefix}/contact.vcf)`),
        `${prefix}${page} as Markdown`,
      );
    }
  }
});

Deno.test("llms.txt lists the contact card beside the résumé, in the site's words", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const llms = await (await fetch(`${server.url}/llms.txt`)).text();
  const row = `- [Kontaktkarte](${server.url}/contact.vcf): ` +
    "die Kontaktkarte von Jonas Brandt (vCard 4.0) für das Adressbuch";
  assert.ok(llms.includes(`Jonas Brandt im Format JSON Resume\n${row}\n`), llms);
});
