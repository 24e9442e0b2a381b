// deno-lint-ignore-file no-explicit-any -- walks parsed JSON that the linters check
/**
 * The OpenAPI document as outside tools read it: Redocly's and Spectral's
 * linters (`spectral:oas`) report nothing, and a function-calling tool loader
 * finds exactly the ten GET operations. The linters are test tools, installed
 * with npm into a cache folder of their own on first use (never imported by
 * the server, never in deno.json).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { API_PROBLEM_CODES } from "../lib/http/problem.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { sharedServer } from "./_server.ts";

/** The linters, at versions known to install here. */
const LINTERS = ["@redocly/cli@2.77.0", "@stoplight/spectral-cli@6.16.3"];
const PREFIX = join(Deno.env.get("HOME") ?? "/tmp", ".cache", "openapi-lint");
const BIN = join(PREFIX, "node_modules", ".bin");

async function run(command: string, args: string[], cwd?: string) {
  const out = await new Deno.Command(command, { args, cwd, stdout: "piped", stderr: "piped" })
    .output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  return { code: out.code, text };
}

/** Installs the linters into `PREFIX` unless they are there already. */
async function installLinters(): Promise<void> {
  const have = await Promise.all(
    ["redocly", "spectral"].map((bin) => Deno.stat(join(BIN, bin)).then(() => true, () => false)),
  );
  if (have.every(Boolean)) return;
  await Deno.mkdir(PREFIX, { recursive: true });
  const { code, text } = await run("npm", [
    "install",
    "--silent",
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--prefix",
    PREFIX,
    ...LINTERS,
  ]);
  assert.equal(code, 0, `npm install ${LINTERS.join(" ")} failed:\n${text}`);
}

/** The document the server serves, written to a temporary folder with a Spectral ruleset beside it. */
async function servedDocument(): Promise<{ dir: string; doc: Record<string, unknown> }> {
  const server = await sharedServer({ siteUrl: "https://martaquintela.example" });
  try {
    const doc = await (await fetch(`${server.url}/api/v1/openapi.json`)).json();
    const dir = await Deno.makeTempDir({ prefix: "openapi-" });
    await Deno.writeTextFile(join(dir, "openapi.json"), JSON.stringify(doc, null, 2));
    await Deno.writeTextFile(join(dir, ".spectral.yaml"), 'extends: ["spectral:oas"]\n');
    return { dir, doc };
  } finally {
    await server.close();
  }
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

Deno.test("the OpenAPI document passes Redocly and Spectral with nothing reported, and loads as the ten GET tools", async (t) => {
  const [{ dir, doc }] = await Promise.all([servedDocument(), installLinters()]);
  try {
    await t.step("Redocly's recommended rules report no error and no warning", async () => {
      const { code, text } = await run(join(BIN, "redocly"), [
        "lint",
        "--format=json",
        "openapi.json",
      ], dir);
      const report = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
      assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 }, text);
      assert.equal(code, 0, text);
    });

    await t.step("Spectral's spectral:oas rules report nothing, down to hints", async () => {
      const { code, text } = await run(
        join(BIN, "spectral"),
        ["lint", "--fail-severity=hint", "--ruleset", ".spectral.yaml", "openapi.json"],
        dir,
      );
      assert.equal(code, 0, text);
      assert.match(text, /No results with a severity of 'hint' or higher found/);
    });

    await t.step(
      "a function-tool loader finds the ten GET operations, each named and described",
      () => {
        const tools: { name: string; method: string; description: string }[] = [];
        for (const item of Object.values(doc.paths as Record<string, Record<string, any>>)) {
          for (const method of METHODS) {
            const op = item[method];
            if (op) tools.push({ name: op.operationId, method, description: op.description });
          }
        }
        assert.deepEqual(tools.map((tool) => tool.name), OPERATIONS.map((op) => op.operationId));
        assert.ok(tools.every((tool) => tool.method === "get"), JSON.stringify(tools));
        for (const tool of tools) assert.match(tool.description, /^Call it /, tool.name);
      },
    );

    await t.step("the Problem code enumeration is what operations can send, and says why", () => {
      const schemas = (doc.components as any).schemas;
      assert.deepEqual(schemas.Problem.properties.code.enum, [...API_PROBLEM_CODES]);
      const info = (doc.info as any).description as string;
      assert.match(info, /`internal_error`, the 500/);
      assert.match(info, /`precondition_failed` \(412/);
      assert.match(info, /only at `\/mcp`/);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
