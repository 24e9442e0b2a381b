/**
 * Command-line arguments: the subcommand, its positional arguments and the
 * global options, which may appear anywhere. Hand-written rather than
 * `node:util` `parseArgs` so every mistake gets a message that names it.
 */
import { nearest } from "./suggest.ts";

/** Options that apply to every subcommand. */
export interface Options {
  json: boolean;
  help: boolean;
  version: boolean;
  noColor: boolean;
  baseUrl?: string;
  timeout?: string;
}

/** What the command line asks for. */
export interface Invocation {
  /** The subcommand, when one was given. */
  command?: string;
  /** Positional arguments after the subcommand. */
  args: string[];
  options: Options;
}

/** A mistake on the command line: printed with a short usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
  /** `command`: the subcommand whose usage to show, when known. */
  constructor(message: string, readonly command?: string) {
    super(message);
  }
}

/** Every option, by how it is written, with the field it sets. */
const OPTIONS: Record<string, keyof Options> = {
  "--json": "json",
  "--help": "help",
  "-h": "help",
  "--version": "version",
  "-v": "version",
  "-V": "version",
  "--no-color": "noColor",
  "--base-url": "baseUrl",
  "--timeout": "timeout",
};

/** Every option's long name, for "did you mean" and shell completion. */
export const OPTION_NAMES: string[] = Object.keys(OPTIONS).filter((name) => name.startsWith("--"));

/** Options that take a value. */
export function takesValue(name: string): boolean {
  return name === "--base-url" || name === "--timeout";
}

/**
 * `unknown option "--jsn"`, with the nearest real option when there is one.
 * Only the name is repeated: a value after "=" may be a secret.
 */
function unknownOption(name: string): string {
  const guess = nearest(name.replace(/^-+/, "--"), OPTION_NAMES);
  return `unknown option "${name}"${guess ? `; did you mean ${guess}?` : ""}`;
}

/** Parses `argv` (without the node and script paths). */
export function parseArgs(argv: string[]): Invocation {
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
    const field = OPTIONS[name];
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
