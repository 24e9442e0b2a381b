/**
 * Whether, from when and how fast the owner takes work (`taking_work`) on a day: a booking whose
 * `from` has come reads "available"; the store rebuilds the site that day, so nothing goes stale.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const booked = { status: "booked", from: "2027-02-01" } as const;
 * assert.equal(workState(booked, "2027-01-31").taking_work_from, "2027-02-01");
 * assert.equal(workState(booked, utcDay(Date.UTC(2027, 1, 1))).taking_work, "available");
 * ```
 */
import type { RawContent } from "./model.ts";
import type { Profile } from "./shapes.ts";
import { siteMessages } from "./messages.ts";

/** What the API's profile says of it, computed for one day. */
export type WorkState = Pick<Profile, "taking_work" | "taking_work_from" | "reply_within">;

/** `YYYY-MM-DD` of `ms` in UTC: the day availability is read against. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The owner's `taking_work` as it reads on `day` (YYYY-MM-DD): booked until `from`, then available. */
export function workState(work: RawContent["profile"]["taking_work"], day: string): WorkState {
  if (!work) return {};
  const booked = work.status === "booked" && work.from! > day;
  const taking_work = booked || work.status !== "booked" ? work.status : "available";
  const { from, reply_within } = work;
  return { taking_work, taking_work_from: booked ? from : undefined, reply_within };
}

/**
 * Whether and from when the owner takes work, and how soon they reply, in the site's words
 * (`Booked; new projects from February 1, 2027`, `Replies within 2 days`), and as one `line`.
 */
export function workWords(
  site: { lang: string; profile: WorkState; raw: Pick<RawContent, "messages"> },
): { status?: string; reply?: string; line: string } {
  const { taking_work: status, taking_work_from: from, reply_within } = site.profile;
  const { t, date, lang, sentences } = siteMessages(site);
  const [, days, hours] = reply_within?.match(/^P(?:(\d+)D|T(\d+)H)$/) ?? [];
  const within = days ? { days: Number(days) } : { hours: Number(hours) };
  const duration = reply_within && new Intl.DurationFormat(lang, { style: "long" }).format(within);
  const words = {
    status: status && t(`avail.${status}`, { date: from ? date(from) : "" }),
    reply: duration && t("avail.reply", { duration }),
  };
  return { ...words, line: sentences([words.status, words.reply]) };
}
