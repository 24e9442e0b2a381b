/**
 * One run of `rao`: parse the command line, call the API, print the answer,
 * and return the exit code (0 done, 1 the API or the network failed, 2 the
 * command line is wrong). Takes its streams and environment as arguments so
 * it can be tested without a process.
 */
import { parseArgs, UsageError } from "./args.ts";
import {
  type Answer,
  BASE_URL_ENV,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT,
  get,
  parseTimeout,
  RequestError,
  resolveBaseUrl,
  retryAfter,
} from "./client.ts";
import { type Command, COMMANDS, findCommand } from "./commands.ts";
import { createStyle, fields, type Output, type Style, useColor, widthOf, wrap } from "./text.ts";
import { VERSION } from "./version.ts";

/** What a run needs from its process. */
export interface RunContext {
  /** Arguments after the script path. */
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: Output;
  stderr: Output;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Runs the client once; resolves to the exit code. */
export async function run(ctx: RunContext): Promise<number> {
  const noColorFlag = ctx.argv.includes("--no-color");
  const err = createStyle(useColor(ctx.stderr, ctx.env, noColorFlag));
  try {
    return await dispatch(ctx);
  } catch (error) {
    if (error instanceof UsageError) {
      const command = error.command ? findCommand(error.command) : undefined;
      ctx.stderr.write(
        lines(failure(error.message, ctx.stderr, err)) + "\n" +
          (command ? commandUsage(command) : usage()) +
          `\nMore: rao ${command ? command.name + " " : ""}--help\n`,
      );
      return EXIT.usage;
    }
    if (error instanceof RequestError) {
      const hint = error.timedOut
        ? "Try again, or wait longer with --timeout <seconds>."
        : `Check the base URL (--base-url or ${BASE_URL_ENV}) and your network.`;
      ctx.stderr.write(lines([
        ...failure(error.message, ctx.stderr, err),
        ...fields([["hint", hint]], {
          width: widthOf(ctx.stderr),
          indent: 2,
          style: err,
        }),
      ]));
      return EXIT.failed;
    }
    throw error;
  }
}

async function dispatch(ctx: RunContext): Promise<number> {
  const { command: name, args, options } = parseArgs(ctx.argv);
  if (options.version) {
    ctx.stdout.write(`rao ${VERSION}\n`);
    return EXIT.ok;
  }
  if (name === undefined) {
    if (options.help) {
      ctx.stdout.write(help());
      return EXIT.ok;
    }
    throw new UsageError("no command given");
  }
  if (name === "help") {
    if (args.length > 1) {
      throw new UsageError(`help takes one command, got ${args.length}`);
    }
    const topic = args[0] === undefined ? undefined : findCommand(args[0]);
    if (args[0] !== undefined && !topic) {
      throw new UsageError(`unknown command "${args[0]}"`);
    }
    ctx.stdout.write(topic ? commandHelp(topic) : help());
    return EXIT.ok;
  }
  const command = findCommand(name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  if (options.help) {
    ctx.stdout.write(commandHelp(command));
    return EXIT.ok;
  }
  const wanted = command.arg ? 1 : 0;
  if (args.length < wanted) {
    throw new UsageError(
      `${command.name} needs a <${command.arg}>`,
      command.name,
    );
  }
  if (args.length > wanted) {
    throw new UsageError(
      `${command.name} takes ${wanted ? `one <${command.arg}>` : "no arguments"}, got "${
        args.join(" ")
      }"`,
      command.name,
    );
  }

  let baseUrl: string, timeout: number;
  try {
    baseUrl = resolveBaseUrl(options.baseUrl, ctx.env);
    timeout = parseTimeout(options.timeout);
  } catch (error) {
    // Show the usage of the command at hand rather than the whole list.
    if (error instanceof UsageError) {
      throw new UsageError(error.message, command.name);
    }
    throw error;
  }
  const answer = await get(baseUrl + command.path(args[0] ?? ""), {
    timeout,
    fetch: ctx.fetch,
  });
  const err = createStyle(useColor(ctx.stderr, ctx.env, options.noColor));
  if (answer.status < 200 || answer.status > 299) {
    return reportProblem(answer, ctx.stderr, err);
  }

  let data: unknown;
  try {
    data = JSON.parse(answer.text);
  } catch {
    ctx.stderr.write(lines([
      ...failure(
        `the answer from ${answer.url} is not JSON (${
          answer.headers.get("content-type") ?? "no content type"
        })`,
        ctx.stderr,
        err,
      ),
      ...fields([[
        "hint",
        `Is the base URL the API root? It ends in /api/v1, such as ${DEFAULT_BASE_URL}.`,
      ]], { width: widthOf(ctx.stderr), indent: 2, style: err }),
    ]));
    return EXIT.failed;
  }
  if (options.json) {
    ctx.stdout.write(
      answer.text.endsWith("\n") ? answer.text : answer.text + "\n",
    );
    return EXIT.ok;
  }
  const style = createStyle(useColor(ctx.stdout, ctx.env, options.noColor));
  ctx.stdout.write(
    lines(command.render(data, { width: widthOf(ctx.stdout), style })),
  );
  return EXIT.ok;
}

/** What the CLI suggests after an API error, besides the API's own hint. */
const NEXT_STEP: Record<string, string> = {
  project_not_found: "rao projects",
  page_not_found: "rao pages",
};

/** Prints an error answer: the problem's code, detail and hint, and when to retry. */
function reportProblem(answer: Answer, stderr: Output, style: Style): number {
  let problem: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(answer.text);
    if (parsed && typeof parsed === "object") problem = parsed;
  } catch { /* not a problem body: report the status alone */ }
  const text = (key: string) => typeof problem[key] === "string" ? problem[key] : undefined;
  const code = text("code");
  const title = text("title");
  const heading = code
    ? `${code} (${answer.status}${title ? ` ${title}` : ""})`
    : `HTTP ${answer.status} from ${answer.url}`;
  const wait = answer.status === 503 || answer.status === 429
    ? retryAfter(answer.headers.get("retry-after")) ??
      "later (the server did not say when)"
    : undefined;
  stderr.write(lines([
    ...failure(heading, stderr, style),
    ...fields([
      ["detail", text("detail")],
      ["hint", text("hint")],
      ["retry", wait],
      ["try", code ? NEXT_STEP[code] : undefined],
    ], { width: widthOf(stderr), indent: 2, style }),
  ]));
  return EXIT.failed;
}

/** `rao: <message>`, wrapped to the width of `out`. */
function failure(message: string, out: Output, style: Style): string[] {
  const [first, ...rest] = wrap(`rao: ${message}`, widthOf(out));
  return [style.error("rao:") + first.slice(4), ...rest];
}

function lines(list: string[]): string {
  return list.join("\n") + "\n";
}

function usageLine(command: Command): string {
  return `rao ${command.name}${command.arg ? ` <${command.arg}>` : ""}`;
}

/** The short usage printed after a command-line mistake. */
function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => usageLine(c).length)) + 2;
  return [
    "Usage: rao <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${usageLine(c).slice(4).padEnd(width - 4)}${c.summary}`),
    `  ${"help [command]".padEnd(width - 4)}this help, or one command's`,
    "",
  ].join("\n");
}

function commandUsage(command: Command): string {
  return `Usage: ${usageLine(command)} [--json] [--base-url <url>] [--timeout <seconds>]\n`;
}

const OPTIONS = [
  ["--json", "print the API's JSON answer exactly as received"],
  [
    "--base-url <url>",
    `API root; default $${BASE_URL_ENV}, else the published one`,
  ],
  [
    "--timeout <seconds>",
    `give up after this long (default: ${DEFAULT_TIMEOUT})`,
  ],
  ["--no-color", "no colour (never used off a terminal or with NO_COLOR)"],
  ["-h, --help", "show help"],
  ["-v, --version", "show the version"],
];

function optionList(): string[] {
  const width = Math.max(...OPTIONS.map(([flag]) => flag.length)) + 2;
  return OPTIONS.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`);
}

const EXIT_CODES = [
  "Exit codes: 0 done; 1 the API answered with an error, or the network failed or",
  "timed out; 2 the command line is wrong.",
];

/** `rao --help`. */
function help(): string {
  return [
    `rao ${VERSION}: Arjun Rao's public profile, work, services, FAQ and pages, read`,
    "from the Rao Web Studio API (read-only, no key needed).",
    "",
    usage(),
    "Options:",
    ...optionList(),
    "",
    ...wrap(
      `The API root comes from --base-url, else the ${BASE_URL_ENV} environment variable, else ${DEFAULT_BASE_URL}.`,
      80,
    ),
    ...EXIT_CODES,
    "",
  ].join("\n");
}

/** `rao <command> --help`. */
function commandHelp(command: Command): string {
  return [
    commandUsage(command).trimEnd(),
    "",
    command.summary.charAt(0).toUpperCase() + command.summary.slice(1) + ".",
    ...command.details,
    "",
    "Options:",
    ...optionList(),
    "",
    ...EXIT_CODES,
    "",
  ].join("\n");
}
