#!/usr/bin/env node
/**
 * `site`: the command-line client of a freelance developer's site API, bundled by `deno task
 * build:cli` into `cli/dist/cli.mjs`: one file for Node.js 20 or newer, built-in modules only.
 */
import { writeSync } from "node:fs";
import process from "node:process";
import type { Writable } from "node:stream";
import { COMMAND, envName } from "./defaults.ts";
import { showInPager } from "./pager.ts";
import { run } from "./run.ts";
import type { Output } from "./text.ts";

/** Set to show the stack of an unexpected error, such as `SITE_DEBUG` for `site`. */
const DEBUG_ENV = envName("DEBUG");

/** Last words to stderr, written directly: the stream itself may be what failed. */
function say(text: string): void {
  try {
    writeSync(2, text);
  } catch { /* stderr is gone too: nothing left to tell */ }
}

/** A failed write: a reader gone (`site page / | head -1`) stops it quietly; else one line. */
function writeFailed(error: unknown): never {
  const { code, message } = error as { code?: string; message?: string };
  if (code === "EPIPE") process.exit(0);
  const why = code === "ENOSPC" ? "no space left on the device (ENOSPC)" : message ?? String(error);
  say(`${COMMAND}: cannot write the output: ${why}\n`);
  process.exit(1);
}

/** `stream` as an Output whose failures end the run by `writeFailed`, never with a stack trace. */
function guarded(stream: Writable & { isTTY?: boolean; columns?: number }): Output {
  stream.on("error", writeFailed);
  return {
    isTTY: stream.isTTY,
    columns: stream.columns,
    write(text: string) {
      try {
        return stream.write(text);
      } catch (error) {
        writeFailed(error);
      }
    },
  };
}

try {
  // exitCode rather than exit(): a piped stdout is flushed before the process ends.
  process.exitCode = await run({
    argv: process.argv.slice(2),
    env: process.env,
    stdout: guarded(process.stdout),
    stderr: guarded(process.stderr),
    pager: (text, command) => showInPager(text, command, process.env),
  });
} catch (error) {
  // A bug in this client rather than a mistake of the user's: one line, the stack only on request.
  const detail = process.env[DEBUG_ENV] && error instanceof Error ? `\n${error.stack}` : "";
  const message = error instanceof Error ? error.message : String(error);
  say(`${COMMAND}: unexpected error: ${message} (${DEBUG_ENV}=1 shows where)${detail}\n`);
  process.exitCode = 1;
}
