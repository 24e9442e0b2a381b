import assert from "node:assert/strict";
import { utcDay, type WorkState, workState, workWords } from "./availability.ts";
import { ProfileFile } from "./file_schemas/profile_file.ts";
import { loadCatalogues } from "./messages.ts";

await loadCatalogues(); // the catalogues of the languages the words are asked in

const booked = { status: "booked", from: "2027-02-01", reply_within: "P2D" } as const;

Deno.test("a booking reads as booked before its day and as available from it, with no edit", () => {
  assert.deepEqual(workState(booked, "2027-01-31"), {
    taking_work: "booked",
    taking_work_from: "2027-02-01",
    reply_within: "P2D",
  });
  for (const day of ["2027-02-01", "2031-06-15"]) {
    assert.deepEqual(workState(booked, day), {
      taking_work: "available",
      taking_work_from: undefined,
      reply_within: "P2D",
    });
  }
  assert.equal(workState({ status: "unavailable" }, "2027-01-31").taking_work, "unavailable");
  assert.equal(workState({ status: "available" }, "2027-01-31").taking_work, "available");
  assert.deepEqual(workState(undefined, "2027-01-31"), {});
});

Deno.test("the day is UTC's, whatever the server's zone", () => {
  assert.equal(utcDay(Date.UTC(2027, 0, 31, 23, 59, 59)), "2027-01-31");
  assert.equal(utcDay(Date.UTC(2027, 1, 1)), "2027-02-01");
});

Deno.test("the words say the state and the reply time in the site's language", () => {
  const words = (lang: string, profile: WorkState) =>
    workWords({ lang, profile, raw: { messages: {} } });
  assert.deepEqual(words("en", workState(booked, "2027-01-31")), {
    status: "Booked; new projects from February 1, 2027",
    reply: "Replies within 2 days",
    line: "Booked; new projects from February 1, 2027. Replies within 2 days.",
  });
  assert.deepEqual(words("de", { taking_work: "unavailable", reply_within: "PT1H" }), {
    status: "Derzeit keine neuen Projekte",
    reply: "Antwortzeit: 1 Stunde",
    line: "Derzeit keine neuen Projekte. Antwortzeit: 1 Stunde.",
  });
  assert.equal(
    words("fr", { taking_work: "available" }).line,
    "Disponible pour de nouveaux projets.",
  );
  assert.deepEqual(words("pt", {}), { status: undefined, reply: undefined, line: "" });
});

Deno.test("profile.md's taking_work wants a date with booked only, and days or hours to reply", () => {
  const problems = (taking_work: unknown) => {
    const profile = { name: "A", brand: "B", role: "C", location: "D", stack: ["E"], taking_work };
    const result = ProfileFile.safeParse(profile);
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  assert.deepEqual(problems(booked), []);
  assert.deepEqual(problems({ status: "available", reply_within: "PT24H" }), []);
  assert.deepEqual(problems({ status: "booked" }), [
    'taking_work.from: give "from" with status "booked", and only then',
  ]);
  assert.deepEqual(problems({ status: "available", from: "2027-02-01" }), [
    'taking_work.from: give "from" with status "booked", and only then',
  ]);
  assert.match(problems({ status: "booked", from: "1 Feb 2027" })[0], /YYYY-MM-DD/);
  assert.match(problems({ status: "free" })[0], /"available", "booked" or "unavailable"/);
  assert.match(problems({ status: "available", reply_within: "2 days" })[0], /P2D or PT24H/);
});
