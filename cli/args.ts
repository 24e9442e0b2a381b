/**
 * Command-line arguments: the subcommand, its positional arguments and the global options, in any
 * order. Hand-written rather than `node:util` `parseArgs` so every mistake gets its own message.
 */
import { BASE_URL_ENV } from "./defaults.ts";
import { nearest } from "./suggest.ts";

export interface Options {
  json: boolean;
  help: boolean;
  version: boolean;
  noColor: boolean;
  baseUrl?: string;
  timeout?: string;
}

/** A mistake on the command line: printed with a short usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
  /** `command`: the subcommand whose usage to show, when known. */
  constructor(message: string, readonly command?: string) {
    super(message);
  }
}

/** Seconds to wait for an answer unless `--timeout` says otherwise, and at most (ten minutes). */
const [DEFAULT_TIMEOUT, MAX_TIMEOUT] = [10, 600];

/**
 * Every option as help lists it, with its value's name when it takes one, the field it sets and
 * what it does: help's FLAGS, the parser, "did you mean" and completion all read this one table.
 */
const OPTIONS: [flags: string, field: keyof Options, help: string][] = [
  ["--json", "json", "print the API's JSON as received (indented on a terminal)"],
  ["--base-url <url>", "baseUrl", `API root; default $${BASE_URL_ENV}, else the site it came from`],
  [
    "--timeout <seconds>",
    "timeout",
    `give up after this long (default ${DEFAULT_TIMEOUT}, at most ${MAX_TIMEOUT})`,
  ],
  ["--no-color", "noColor", "no colour"],
  ["-h, --help", "help", "show help"],
  ["-V, --version", "version", "show the version"],
];

export const FLAGS: [string, string][] = OPTIONS.map(([flags, , help]) => [flags, help]);

/** The field each way of writing an option sets; `-v` is `-V`, as in many tools. */
const FIELDS = new Map<string, keyof Options>([
  ...OPTIONS.flatMap(([flags, field]) =>
    flags.replace(/ <.*/, "").split(", ").map((name) => [name, field] as const)
  ),
  ["-v", "version"],
]);

/** Every option's long name, for "did you mean" and shell completion. */
export const OPTION_NAMES: string[] = [...FIELDS.keys()].filter((name) => name.startsWith("--"));

/** Whether option `name` takes a value. */
export function takesValue(name: string): boolean {
  return OPTIONS.some(([flags]) => flags.startsWith(`${name} <`));
}

/** `unknown option "--jsn"`, maybe with the nearest; never the value after "=" (maybe secret). */
function unknownOption(name: string): string {
  const guess = nearest(name.replace(/^-+/, "--"), OPTION_NAMES);
  return `unknown option "${name}"${guess ? `; did you mean ${guess}?` : ""}`;
}

/** `argv` (without the node and script paths) as the subcommand, if any, its arguments and options. */
export function parseArgs(argv: string[]): { command?: string; args: string[]; options: Options } {
  const options: Options = { json: false, help: false, version: false, noColor: false };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const field = FIELDS.get(name);
    if (!field) throw new UsageError(unknownOption(name), positional[0]);
    if (takesValue(name)) {
      // The next word is the value unless it is another option.
      const value = eq > 0 ? arg.slice(eq + 1) : argv[i + 1]?.startsWith("--") ? "" : argv[++i];
      if (!value) throw new UsageError(`option ${name} needs a value`, positional[0]);
      (options[field] as string) = value;
    } else if (eq > 0) {
      throw new UsageError(`option ${name} takes no value`, positional[0]);
    } else (options[field] as boolean) = true;
  }
  const [command, ...args] = positional;
  return { command, args, options };
}

/** `--timeout` in ms; a usage error unless over 0 and at most `MAX_TIMEOUT` s (timers' limit). */
export function parseTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(
      `--timeout "${value}" is not a positive number of seconds (for example --timeout 30)`,
    );
  }
  if (seconds > MAX_TIMEOUT) {
    throw new UsageError(
      `--timeout "${value}" is more than ${MAX_TIMEOUT} seconds: give at most --timeout ${MAX_TIMEOUT} (ten minutes)`,
    );
  }
  return Math.ceil(seconds * 1000);
}
