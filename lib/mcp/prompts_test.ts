import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { buildSite } from "../site/web/site.ts";
import { getPrompt, prompts } from "./prompts.ts";
import { ProtocolError } from "@modelcontextprotocol/server";

const site = buildSite(
  await loadContent("tests/fixtures/full"),
  readConfig(new Map([["SITE_URL", "https://site.test"]])),
);
const mark = [{ src: "https://site.test/favicon.svg" }];

Deno.test("prompts are listed with the site's mark and without their message builders", () => {
  const listed = prompts(mark);
  assert.deepEqual(listed.map((p) => p.name), ["prepare_inquiry", "evaluate_fit"]);
  for (const prompt of listed) {
    assert.deepEqual(prompt.icons, mark);
    assert.equal("messages" in prompt, false);
  }
});

Deno.test("a prompt is one user message with the argument and the published facts", () => {
  const { messages, description } = getPrompt(site, "prepare_inquiry", {
    project: "  A booking site for a clinic.  ",
  });
  assert.match(description!, /^Turns a short description of a project/);
  assert.equal(messages.length, 1);
  const [{ role, content }] = messages;
  assert.equal(role, "user");
  const text = (content as { text: string }).text;
  assert.match(
    text,
    /^I would like to hire Marta Quintela \(.+\) for this project:\n\nA booking site for a clinic\.\n\n/,
  );
  assert.ok(
    text.includes(`Services (published facts, JSON):\n${JSON.stringify(site.services, null, 2)}`),
  );
  assert.ok(
    text.includes(`Contact (published facts, JSON):\n${JSON.stringify(site.contact, null, 2)}`),
  );
});

Deno.test("an argument is cut at 4000 characters", () => {
  const { messages } = getPrompt(site, "evaluate_fit", { role: "r".repeat(5000) });
  const text = (messages[0].content as { text: string }).text;
  assert.ok(text.includes(`\n\n${"r".repeat(4000)}\n\n`));
  assert.ok(!text.includes("r".repeat(4001)));
});

Deno.test("an unknown prompt or a missing argument is invalid params naming what to send", () => {
  assert.throws(
    () => getPrompt(site, "send_email"),
    (e: unknown) =>
      e instanceof ProtocolError && e.code === -32602 &&
      /No prompt is named "send_email"\. Prompts: prepare_inquiry, evaluate_fit\./.test(e.message),
  );
  assert.throws(
    () => getPrompt(site, "evaluate_fit", { role: "   " }),
    (e: unknown) =>
      e instanceof ProtocolError && e.code === -32602 &&
      /The prompt "evaluate_fit" needs the argument "role": The role or project/.test(e.message),
  );
});
