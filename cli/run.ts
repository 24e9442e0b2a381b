/**
 * One run of `site`: parse the command line, call the API, print the answer,
 * and return the exit code (0 done, 1 the API or the network failed, 2 the
 * command line is wrong). Takes its streams, environment and pager as
 * arguments so it can be tested without a process.
 */
import { parseArgs, UsageError } from "./args.ts";
import {
  type Answer,
  BASE_URL_ENV,
  DEFAULT_BASE_URL,
  get,
  isApiRoot,
  parseTimeout,
  RequestError,
  resolveBaseUrl,
} from "./client.ts";
import { type Command, findCommand } from "./commands.ts";
import { COMPLETE_COMMAND, completions, completionScript, isShell, SHELLS } from "./completion.ts";
import { findTopic, type HelpView, mainHelp, topicHelp, TOPICS, usageReminder } from "./help.ts";
import { COMMAND } from "./defaults.ts";
import { DEFAULT_PAGER, PAGER_ENV, pagerCommand } from "./pager.ts";
import { shapeProblem } from "./shape.ts";
import { nearest } from "./suggest.ts";
import {
  createStyle,
  fields,
  type Output,
  prettyJson,
  stripControlsDeep,
  type Style,
  useColor,
  widthOf,
} from "./text.ts";
import { VERSION } from "./version.ts";
import { baseUrlNote, type Call, EXIT, fail, failure, lines, reportProblem } from "./failure.ts";

/** What a run needs from its process. */
export interface RunContext {
  /** Arguments after the script path. */
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: Output;
  stderr: Output;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /**
   * Shows text through the pager `command` on the terminal; resolves to false
   * when it could not run. Without one, nothing is paged.
   */
  pager?: (text: string, command: string) => Promise<boolean>;
}

/** The site the published API belongs to. */
const DEFAULT_SITE_URL = DEFAULT_BASE_URL.replace(/\/api\/v1$/, "");

/** Runs the client once; resolves to the exit code. */
export async function run(ctx: RunContext): Promise<number> {
  const noColorFlag = ctx.argv.includes("--no-color");
  const err = createStyle(useColor(ctx.stderr, ctx.env, noColorFlag));
  try {
    if (ctx.argv[0] === COMPLETE_COMMAND) {
      const found = await completions(ctx.argv.slice(1), ctx);
      ctx.stdout.write(found.map((word) => `${word}\n`).join(""));
      return EXIT.ok;
    }
    return await dispatch(ctx);
  } catch (error) {
    if (error instanceof UsageError) {
      const topic = error.command ? findTopic(error.command) : undefined;
      ctx.stderr.write(
        lines(failure(error.message, ctx.stderr, err)) + usageReminder(topic),
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

/** `unknown command "projets"`, with the nearest real one when there is one. */
function unknownCommand(name: string): string {
  const guess = nearest(name, TOPICS.map((topic) => topic.name));
  return `unknown command "${name}"${guess ? `; did you mean "${guess}"?` : ""}`;
}

/** The site of the API at `--base-url` or SITE_API_URL, for help's links; else the published one. */
function siteOf(
  flag: string | undefined,
  env: Record<string, string | undefined>,
): string {
  try {
    const base = resolveBaseUrl(flag, env);
    return isApiRoot(base) ? base.replace(/\/api\/v1$/, "") : DEFAULT_SITE_URL;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

async function dispatch(ctx: RunContext): Promise<number> {
  const { command: name, args, options } = parseArgs(ctx.argv);
  const out = createStyle(useColor(ctx.stdout, ctx.env, options.noColor));
  const helpView: HelpView = {
    width: widthOf(ctx.stdout),
    style: out,
    siteUrl: siteOf(options.baseUrl, ctx.env),
  };
  if (options.version && !options.help) return runVersion([], ctx);
  if (name === undefined) return runHelp([], ctx, helpView);
  if (options.help) {
    if (!findTopic(name)) throw new UsageError(unknownCommand(name));
    return runHelp([name], ctx, helpView);
  }
  const builtin = BUILTINS[name];
  if (builtin) return builtin(args, ctx, helpView);
  const command = findCommand(name);
  if (!command) throw new UsageError(unknownCommand(name));
  const arg = commandArg(command, args);

  let baseUrl: string, timeout: number;
  try {
    baseUrl = resolveBaseUrl(options.baseUrl, ctx.env);
    timeout = parseTimeout(options.timeout);
  } catch (error) {
    // Show the usage of the command at hand rather than the general one.
    if (error instanceof UsageError) throw new UsageError(error.message, command.name);
    throw error;
  }
  const answer = await get(baseUrl + command.path(arg), { timeout, fetch: ctx.fetch });
  const call: Call & { ctx: RunContext } = {
    ctx,
    command,
    arg,
    baseUrl,
    timeout,
    json: options.json,
    style: createStyle(useColor(ctx.stderr, ctx.env, options.noColor)),
  };
  if (answer.status < 200 || answer.status > 299) return await reportProblem(answer, call);
  return await show(answer, call, out);
}

/** The commands that do not call the API, by name. */
const BUILTINS: Record<string, (args: string[], ctx: RunContext, view: HelpView) => number> = {
  help: runHelp,
  version: runVersion,
  completion: runCompletion,
};

/** `site help [command]`. */
function runHelp(args: string[], ctx: RunContext, view: HelpView): number {
  if (args.length > 1) {
    throw new UsageError(`help takes one command, got "${args.join(" ")}"`, "help");
  }
  const topic = args[0] === undefined ? undefined : findTopic(args[0]);
  if (args[0] !== undefined && !topic) throw new UsageError(unknownCommand(args[0]), "help");
  ctx.stdout.write(topic ? topicHelp(topic, view) : mainHelp(view));
  return EXIT.ok;
}

/** `site version`. */
function runVersion(args: string[], ctx: RunContext): number {
  if (args.length) {
    throw new UsageError(`version takes no arguments, got "${args.join(" ")}"`, "version");
  }
  ctx.stdout.write(`${COMMAND} ${VERSION}\n`);
  return EXIT.ok;
}

/** `site completion <shell>`. */
function runCompletion(args: string[], ctx: RunContext): number {
  const shells = SHELLS.join(", ");
  if (args.length !== 1) {
    throw new UsageError(
      args.length
        ? `completion takes one shell, got "${args.join(" ")}"`
        : `completion needs a <shell>: ${shells}`,
      "completion",
    );
  }
  if (!isShell(args[0])) {
    throw new UsageError(`completion knows ${shells}, not "${args[0]}"`, "completion");
  }
  ctx.stdout.write(completionScript(args[0]));
  return EXIT.ok;
}

/** The one argument `command` takes ("" when it takes none); a usage error when it is missing, extra or empty. */
function commandArg(command: Command, args: string[]): string {
  const wanted = command.arg ? 1 : 0;
  if (args.length < wanted) {
    throw new UsageError(`${command.name} needs a <${command.arg}>`, command.name);
  }
  if (args.length > wanted) {
    const takes = wanted ? `one <${command.arg}>` : "no arguments";
    throw new UsageError(`${command.name} takes ${takes}, got "${args.join(" ")}"`, command.name);
  }
  const arg = args[0] ?? "";
  if (wanted && !arg.trim()) {
    throw new UsageError(
      `${command.name} needs a <${command.arg}>, and "${arg}" is empty (see \`${COMMAND} ${command.name}s\`)`,
      command.name,
    );
  }
  return arg;
}

/**
 * Prints a 2xx answer: with `--json` its bytes (indented on a terminal), else
 * rendered for reading, through the pager for a page on a terminal. An answer
 * that is not JSON, or not of the command's shape, is an error.
 */
async function show(answer: Answer, call: Call & { ctx: RunContext }, out: Style): Promise<number> {
  const { ctx, command } = call;
  let data: unknown;
  try {
    data = JSON.parse(answer.text);
  } catch {
    return fail(
      call,
      `the answer from ${answer.url} is not JSON (${
        answer.headers.get("content-type") ?? "no content type"
      })`,
      `Is the base URL the API root? It ends in /api/v1, such as ${DEFAULT_BASE_URL}.`,
    );
  }
  if (call.json) {
    // On a terminal, for reading; anywhere else, the API's bytes for the next program.
    ctx.stdout.write(ctx.stdout.isTTY ? prettyJson(data, out) + "\n" : answer.text);
    return EXIT.ok;
  }
  const wrong = shapeProblem(data, command.shape);
  if (wrong) {
    return fail(
      call,
      `the answer from ${answer.url} is not ${command.what}: ${wrong}`,
      isApiRoot(call.baseUrl) ? undefined : baseUrlNote(call.baseUrl),
    );
  }
  const view = { width: widthOf(ctx.stdout), style: out, terminal: ctx.stdout.isTTY === true };
  const text = lines(command.render(stripControlsDeep(data), view));
  const pager = command.paged && view.terminal && ctx.pager ? pagerCommand(ctx.env) : undefined;
  if (pager) {
    if (await ctx.pager!(text, pager)) return EXIT.ok;
    // A missing less is no news; a pager the user named that does not run is.
    if (pager !== DEFAULT_PAGER) {
      ctx.stderr.write(lines(failure(
        `the pager "${pager}" could not run, so the page follows without it; set ${PAGER_ENV} or PAGER to another, or NO_PAGER=1 for none`,
        ctx.stderr,
        call.style,
      )));
    }
  }
  ctx.stdout.write(text);
  return EXIT.ok;
}
