#!/usr/bin/env node
/**
 * `rao`: the command-line client of the Rao Web Studio API. Bundled by
 * `deno task build:cli` into `cli/dist/rao.mjs`, one file that runs on
 * Node.js 20 or newer with nothing but its built-in modules.
 */
import process from "node:process";
import { run } from "./run.ts";

// exitCode rather than exit(): a piped stdout is flushed before the process ends.
process.exitCode = await run({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
