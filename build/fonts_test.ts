import assert from "node:assert/strict";
import { readConfig } from "../lib/config.ts";
import { fixtureSite } from "../tests/_site.ts";
import { familiesNeeded, pictureTexts, uncoveredNotes } from "./fonts.ts";

Deno.test("an owner writing only Latin needs no font beyond Inter; Japanese and Arabic need theirs", async () => {
  const needed = async (name: string) => {
    const config = readConfig(new Map([["CONTENT_DIR", `tests/fixtures/${name}`]]));
    return familiesNeeded(pictureTexts(await fixtureSite(name), config));
  };
  assert.deepEqual(await needed("minimal"), []);
  assert.deepEqual(await needed("japanese"), ["Noto Sans JP"]);
  assert.deepEqual(await needed("rtl"), ["Noto Sans Arabic"]);
});

Deno.test("the texts pictures draw are named by the file and field they come from", async () => {
  const config = readConfig(new Map([["CONTENT_DIR", "tests/fixtures/japanese"]]));
  const texts = pictureTexts(await fixtureSite("japanese"), config);
  assert.ok(
    texts.some((t) => t.file === "tests/fixtures/japanese/site.yaml" && t.field === "name"),
  );
  assert.ok(
    texts.some((t) => t.field === "pages (/work/): title" && t.text === "制作実績"),
    JSON.stringify(texts),
  );
});

Deno.test("check names each character no font covers, with its file and field", async () => {
  const notes = await uncoveredNotes([
    { file: "content/site.yaml", field: "name", text: "Rocket 🚀 Καλημέρα Привет", lang: "en" },
    { file: "content/profile.md", field: "name", text: "Ada Lovelace", lang: "en" },
  ]);
  assert.equal(notes.length, 1, notes.join("\n"));
  assert.match(notes[0], /^content\/site\.yaml: name has characters no font covers/);
  assert.match(notes[0], /"🚀" \(U\+1F680\): write them otherwise/);
});
