/**
 * The owner's contact card, a vCard 4.0 (RFC 6350) in the request's language at `/contact.vcf` and
 * `/<lang>/contact.vcf`, for a client's address book: text escaped, every line folded at 75 octets
 * between characters; a messenger's name is RFC 9554's `SERVICE-TYPE`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(escape("Web, Apps; more"), "Web\\, Apps\\; more");
 * assert.equal(fold("N:" + "a".repeat(80)).split("\r\n")[1], " " + "a".repeat(7));
 * ```
 */
import { link } from "../../content/links.ts";
import type { Site } from "../../content/model.ts";
import { pictureUrl } from "../pictures/responsive.ts";
import { resumeLocation } from "./resume.ts";

/** Where the card is served, relative to the site (and to a translation's prefix). */
export const VCARD_PATH = "/contact.vcf";

/** `text` as a vCard text value: backslash, comma, semicolon and line breaks escaped. */
export function escape(text: string): string {
  return text.replace(/[\\,;]/g, "\\$&").replace(/\r?\n/g, "\\n");
}

/** A parameter's value, quoted, with RFC 6868's `^` escapes for a quote and a line break. */
function param(value: string): string {
  return `"${value.replace(/\^/g, "^^").replace(/\r?\n/g, "^n").replace(/"/g, "^'")}"`;
}

/** `line` folded (RFC 6350 §3.2): at most 75 octets a line, a UTF-8 sequence never split. */
export function fold(line: string): string {
  let out = "", size = 0;
  for (const char of line) {
    const octets = new TextEncoder().encode(char).length;
    if (size + octets > 75) [out, size] = [out + "\r\n ", 1];
    out += char;
    size += octets;
  }
  return out;
}

/** The card of `site`, in its language: CRLF lines, `VERSION` after `BEGIN`, `FN` always. */
export function vcard(site: Site): string {
  const own = site.raw.profile;
  const { phone, messengers = [], booking_url } = site.raw.contact;
  const portrait = own.portrait && site.raw.images.get(own.portrait.src);
  const where = resumeLocation(own.location);
  // Locality, region and country as the CV splits them, else the whole location as the locality.
  const [city, region, country] = "address" in where
    ? [where.address]
    : [where.city, where.region, own.location.split(",").at(-1)?.trim()];
  const adr = [city, region, "", country].map((part) => escape(part ?? "")).join(";");
  const lines = [
    "BEGIN:VCARD",
    "VERSION:4.0",
    `FN:${escape(own.name)}`,
    own.brand !== own.name && `ORG:${escape(own.brand)}`,
    `TITLE:${escape(own.role)}`,
    `EMAIL;TYPE=work:${site.contact.hiring_and_freelance}`,
    phone && `TEL;VALUE=uri;TYPE="work,voice":tel:${phone.replace(/ /g, "")}`,
    ...messengers.map((m) => `IMPP;SERVICE-TYPE=${param(m.name)}:${m.url}`),
    `URL;TYPE=work:${link(site, "/", { absolute: true })}`,
    ...[own.github, own.linkedin, booking_url].filter(Boolean).map((u) => `URL:${u}`),
    `ADR;TYPE=work;LABEL=${param(own.location)}:;;;${adr}`,
    portrait && `PHOTO:${link(site, pictureUrl(portrait, 480), { absolute: true })}`,
    `LANG:${site.lang}`,
    `SOURCE:${link(site, VCARD_PATH, { absolute: true })}`,
    `REV:${site.updated.replace(/-/g, "")}T000000Z`,
    "END:VCARD",
  ];
  return lines.filter((l) => typeof l === "string").map(fold).join("\r\n") + "\r\n";
}

/** `Content-Disposition` naming the file after the owner in any script (RFC 6266), ASCII too. */
export function vcardDisposition(name: string): string {
  const file = name.replace(/[\p{Cc}/\\:*?"<>|]/gu, "").trim() || "contact";
  const ascii = file.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").trim() || "contact";
  const encoded = encodeURIComponent(file + ".vcf")
    .replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${encoded}`;
}
