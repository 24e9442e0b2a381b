import assert from "node:assert/strict";
import { countryCode, resumeEducation, resumeLocation } from "./resume.ts";

Deno.test("countryCode knows a country by its English name only, never by a guess", () => {
  assert.equal(countryCode("Portugal"), "PT");
  assert.equal(countryCode(" india "), "IN");
  assert.equal(countryCode("United States"), "US");
  for (const name of ["USA", "Europe", "European Union", "Unknown Region", "Lisbon District", ""]) {
    assert.equal(countryCode(name), undefined, name);
  }
});

Deno.test("resumeLocation splits a location only when its last part is a country", () => {
  assert.deepEqual(resumeLocation("Pune, Maharashtra, India"), {
    city: "Pune",
    region: "Maharashtra",
    countryCode: "IN",
  });
  assert.deepEqual(resumeLocation("Lagos, Nigeria"), { city: "Lagos", countryCode: "NG" });
  // Four parts: the middle ones are not guessed at.
  assert.deepEqual(resumeLocation("Camden, London, England, United Kingdom"), {
    city: "Camden",
    countryCode: "GB",
  });
  assert.deepEqual(resumeLocation("Austin, Texas"), { address: "Austin, Texas" });
  assert.deepEqual(resumeLocation("Portugal"), { address: "Portugal" });
  assert.deepEqual(resumeLocation("Remote"), { address: "Remote" });
});

Deno.test("resumeEducation splits a degree that reads '<degree> in <field>, <school>'", () => {
  assert.deepEqual(
    resumeEducation(
      "B.E. in Computer Engineering, Deccan Institute of Technology, Pune",
      "Deccan Institute of Technology",
    ),
    {
      institution: "Deccan Institute of Technology",
      studyType: "B.E.",
      area: "Computer Engineering",
    },
  );
  assert.deepEqual(resumeEducation("PhD at Tejo University", "Tejo University"), {
    institution: "Tejo University",
    studyType: "PhD",
  });
  // The school is not named in the degree: the degree is kept whole.
  assert.deepEqual(resumeEducation("MSc in Physics, Porto", "Tejo University"), {
    institution: "Tejo University",
    studyType: "MSc in Physics, Porto",
  });
  assert.deepEqual(resumeEducation("Tejo University", "Tejo University"), {
    institution: "Tejo University",
  });
  assert.deepEqual(resumeEducation("Self-taught, 2015 onwards", undefined), {
    institution: "Self-taught, 2015 onwards",
  });
  assert.deepEqual(resumeEducation(undefined, "Tejo University"), {
    institution: "Tejo University",
  });
  assert.equal(resumeEducation(undefined, undefined), undefined);
});
