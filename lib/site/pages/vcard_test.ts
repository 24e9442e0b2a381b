import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import { loadContent } from "../../content/load.ts";
import { buildSite } from "../web/site.ts";
import { escape, fold, vcard, vcardDisposition } from "./vcard.ts";

const octets = (line: string) => new TextEncoder().encode(line).length;
const strict = new TextDecoder("utf-8", { fatal: true });

/** The site of fixture `dir` at https://card.test. */
async function fixtureSite(dir: string) {
  const config = readConfig(new Map([["SITE_URL", "https://card.test"]]));
  return buildSite(await loadContent(`tests/fixtures/${dir}`), config);
}

Deno.test("escape writes a backslash, comma, semicolon and line break as RFC 6350 text", () => {
  assert.equal(escape("a\\b,c;d\ne\r\nf"), "a\\\\b\\,c\\;d\\ne\\nf");
  assert.equal(escape("Calçada Web; Lda, Lisboa"), "Calçada Web\\; Lda\\, Lisboa");
});

Deno.test("fold breaks a Japanese name at 75 octets between characters, never inside one", () => {
  const given =
    "寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処やぶら小路の藪柑子パイポ";
  const lines = fold(`FN:中村 ${given}`).split("\r\n");
  // "FN:中村 " is 10 octets and each character 3: the 75th octet falls inside the 22nd
  // character, so the line ends after the 21st (73 octets); a continuation's space and 24
  // characters make 73, as a 25th would make 76.
  assert.deepEqual(lines.map(octets), [73, 73, 1 + 3 * ([...given].length - 45)]);
  assert.equal(lines[0], `FN:中村 ${[...given].slice(0, 21).join("")}`);
  for (const line of lines.slice(1)) assert.ok(line.startsWith(" ") && !line.startsWith("  "));
  // Each line is whole UTF-8 on its own, and unfolding gives the line back.
  for (const line of lines) strict.decode(new TextEncoder().encode(line));
  assert.equal(lines.join("\r\n").replace(/\r\n /g, ""), `FN:中村 ${given}`);
  assert.equal(fold("FN:短い"), "FN:短い");
});

Deno.test("fold counts a four-octet character as one that is never split", () => {
  const line = "NOTE:" + "a".repeat(69) + "𠮷x";
  assert.deepEqual(fold(line).split("\r\n"), ["NOTE:" + "a".repeat(69), " 𠮷x"]);
});

Deno.test("vcard of the full fixture: CRLF, VERSION after BEGIN, the profile and contact facts", async () => {
  const card = vcard(await fixtureSite("full"));
  assert.ok(card.endsWith("END:VCARD\r\n") && !/[^\r]\n/.test(card), "every line ends in CRLF");
  const lines = card.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
  assert.deepEqual(lines.slice(0, 3), [
    "BEGIN:VCARD",
    "VERSION:4.0",
    "FN:Marta Quintela",
  ]);
  for (
    const expected of [
      "ORG:Calçada Web",
      "TITLE:Freelance product engineer",
      "EMAIL;TYPE=work:ola@martaquintela.example",
      'TEL;VALUE=uri;TYPE="work,voice":tel:+351912345678',
      'IMPP;SERVICE-TYPE="Signal":https://signal.me/#p/+351912345678',
      "URL;TYPE=work:https://card.test/",
      "URL:https://github.example/martaquintela",
      "URL:https://linkedin.example/in/martaquintela",
      "URL:https://cal.example/martaquintela/intro-call",
      'ADR;TYPE=work;LABEL="Lisbon, Lisbon District, Portugal":;;;Lisbon;Lisbon District;;Portugal',
      "LANG:en",
      "SOURCE:https://card.test/contact.vcf",
    ]
  ) assert.ok(lines.includes(expected), `${expected} in\n${card}`);
  assert.match(card, /\r\nPHOTO:https:\/\/card\.test\/images\/portrait\.svg\?v=[\w-]+\r\n/);
  for (const line of card.split("\r\n")) assert.ok(octets(line) <= 75, line);
});

Deno.test("vcard of a translation is in its language, with its own addresses", async () => {
  const german = await fixtureSite("german");
  const english = german.translations.find((t) => t.lang === "en")!;
  const de = vcard(german).split("\r\n");
  const en = vcard(english).split("\r\n");
  assert.ok(de.includes("TITLE:Freiberuflicher Webentwickler") && de.includes("LANG:de"));
  assert.ok(de.includes('ADR;TYPE=work;LABEL="Leipzig, Deutschland":;;;Leipzig\\, Deutschland;;;'));
  assert.ok(en.includes("TITLE:Freelance web developer") && en.includes("LANG:en"));
  assert.ok(en.includes('ADR;TYPE=work;LABEL="Leipzig, Germany":;;;Leipzig;;;Germany'));
  assert.ok(en.includes("URL;TYPE=work:https://card.test/en/"));
  assert.ok(en.includes("SOURCE:https://card.test/en/contact.vcf"));
});

Deno.test("vcard writes a right-to-left name as it is, its language from site.yaml", async () => {
  const card = vcard(await fixtureSite("rtl")).split("\r\n");
  assert.ok(card.includes("FN:ليلى حداد"), card.join("\n"));
  assert.ok(card.includes("TITLE:مطوّرة ويب"));
  assert.ok(!card.some((line) => line.startsWith("ORG:")), "the brand is the name");
});

Deno.test("vcardDisposition names the file in any script, with an ASCII fallback", () => {
  assert.equal(
    vcardDisposition("Marta Quintela"),
    `attachment; filename="Marta Quintela.vcf"; filename*=UTF-8''Marta%20Quintela.vcf`,
  );
  assert.equal(
    vcardDisposition("中村 葵"),
    `attachment; filename="contact.vcf"; filename*=UTF-8''%E4%B8%AD%E6%9D%91%20%E8%91%B5.vcf`,
  );
  assert.equal(
    vcardDisposition('Zoë "Z" O\'Brien (Studio)/x'),
    `attachment; filename="Zoe Z O'Brien (Studio)x.vcf"; ` +
      `filename*=UTF-8''Zo%C3%AB%20Z%20O%27Brien%20%28Studio%29x.vcf`,
  );
});
