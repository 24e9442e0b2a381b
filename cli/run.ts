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
  retryAfter,
} from "./client.ts";
import { type Command, findCommand, pagePath } from "./commands.ts";
import { COMPLETE_COMMAND, completions, completionScript, isShell, SHELLS } from "./completion.ts";
import { findTopic, type HelpView, mainHelp, topicHelp, TOPICS, usageReminder } from "./help.ts";
import { COMMAND } from "./defaults.ts";
import { DEFAULT_PAGER, PAGER_ENV, pagerCommand } from "./pager.ts";
import { shapeProblem } from "./shape.ts";
import { nearest, nearestPath } from "./suggest.ts";
import {
  createStyle,
  escapeInvisible,
  fields,
  type Output,
  prettyJson,
  stripControls,
  stripControlsDeep,
  type Style,
  useColor,
  widthOf,
  wrap,
} from "./text.ts";
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
  /**
   * Shows text through the pager `command` on the terminal; resolves to false
   * when it could not run. Without one, nothing is paged.
   */
  pager?: (text: string, command: string) => Promise<boolean>;
}

/** Exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

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
  const call: Call = {
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
async function show(answer: Answer, call: Call, out: Style): Promise<number> {
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

/** One API call being reported on. */
interface Call {
  ctx: RunContext;
  command: Command;
  arg: string;
  baseUrl: string;
  /** Milliseconds. */
  timeout: number;
  json: boolean;
  /** Style of stderr. */
  style: Style;
}

/** Prints `message` and an optional hint to stderr; returns the exit code 1. */
function fail(call: Call, message: string, hint: string | undefined): number {
  const { stderr } = call.ctx;
  stderr.write(lines([
    ...failure(message, stderr, call.style),
    ...fields([["hint", hint]], {
      width: widthOf(stderr),
      indent: 2,
      style: call.style,
    }),
  ]));
  return EXIT.failed;
}

/** Why a 404 or 406 may come from a base URL that is not the API root, and the likely root. */
function baseUrlNote(baseUrl: string): string {
  return `${baseUrl} does not end in /api/v1, so it may not be the API root; try ${
    new URL(baseUrl).origin
  }/api/v1 (--base-url or ${BASE_URL_ENV}).`;
}

/** What the CLI suggests after an API error, besides the API's own hint. */
const NEXT_STEP: Record<string, string> = {
  project_not_found: `${COMMAND} projects`,
  page_not_found: `${COMMAND} pages`,
};

/** The longest body excerpt shown for an error answer that is not a problem. */
const EXCERPT_LENGTH = 200;

/** The start of a body as one line of plain text: tags dropped, space collapsed. */
function excerpt(body: string): string | undefined {
  const text = stripControls(body)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&")
    .replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** The values listed after `label` in a problem's detail ("Valid slugs: a, b."). */
function listedIn(
  detail: string | undefined,
  label: string,
): string[] | undefined {
  const at = detail?.indexOf(label) ?? -1;
  if (at < 0) return undefined;
  return detail!.slice(at + label.length).replace(/\.\s*$/, "").split(",")
    .map((item) => item.trim()).filter(Boolean);
}

/** `field` of every item of the list at `path`, or undefined when it cannot be had. */
async function fetchList(
  call: Call,
  path: string,
  field: string,
): Promise<string[] | undefined> {
  try {
    const answer = await get(call.baseUrl + path, {
      timeout: call.timeout,
      fetch: call.ctx.fetch,
    });
    if (answer.status !== 200) return undefined;
    const items = Object.values(JSON.parse(answer.text) ?? {}).find(
      Array.isArray,
    );
    return items?.map((item) => stripControls(String(item?.[field] ?? "")));
  } catch {
    return undefined;
  }
}

/**
 * The command the user probably meant after a 404 or 400 for a slug or path:
 * the nearest valid one, from the problem's detail when it lists them, else
 * from the list endpoint.
 */
async function didYouMean(
  call: Call,
  code: string | undefined,
  detail: string | undefined,
) {
  const { command, arg } = call;
  if (code !== "invalid_parameter" && code !== `${command.name}_not_found`) {
    return undefined;
  }
  if (command.name === "project") {
    const slugs = listedIn(detail, "Valid slugs:") ??
      await fetchList(call, "/projects", "slug");
    const found = slugs && nearest(arg, slugs);
    return found && `${COMMAND} project ${found}`;
  }
  if (command.name === "page") {
    const paths = listedIn(detail, "Valid paths:") ??
      await fetchList(call, "/pages", "path");
    const found = paths && nearestPath(pagePath(arg), paths);
    return found && `${COMMAND} page ${found}`;
  }
  return undefined;
}

/**
 * Prints an error answer: the problem's code, detail and hint, when to retry,
 * the nearest valid slug or path, and whether the base URL looks wrong. With
 * `--json` the problem's own JSON follows, for a program reading stderr.
 */
async function reportProblem(answer: Answer, call: Call): Promise<number> {
  const { stderr } = call.ctx;
  let problem: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(answer.text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      problem = parsed;
    }
  } catch { /* not a problem body: report the status and an excerpt */ }
  const text = (key: string) =>
    typeof problem?.[key] === "string" ? stripControls(problem[key] as string) : undefined;
  const code = text("code");
  const title = text("title");
  const heading = code
    ? `${code} (${answer.status}${title ? ` ${title}` : ""})`
    : `HTTP ${answer.status} from ${answer.url}`;
  const wait = answer.status === 503 || answer.status === 429
    ? retryAfter(answer.headers.get("retry-after")) ??
      "later (the server did not say when)"
    : undefined;
  const wrongRoot = (answer.status === 404 || answer.status === 406) &&
    !isApiRoot(call.baseUrl);
  stderr.write(lines([
    ...failure(heading, stderr, call.style),
    ...fields([
      ["detail", text("detail")],
      ["hint", text("hint")],
      ["body", problem ? undefined : excerpt(answer.text)],
      ["retry", wait],
      ["did you mean", await didYouMean(call, code, text("detail"))],
      ["try", code ? NEXT_STEP[code] : undefined],
      ["base URL", wrongRoot ? baseUrlNote(call.baseUrl) : undefined],
    ], { width: widthOf(stderr), indent: 2, style: call.style }),
  ]));
  if (call.json && problem) {
    // On a terminal, escaped like stdout's JSON; into a pipe, the API's bytes.
    const raw = stderr.isTTY ? escapeInvisible(answer.text) : answer.text;
    stderr.write(raw.endsWith("\n") ? raw : `${raw}\n`);
  }
  return EXIT.failed;
}

/** `site: <message>`, wrapped to the width of `out`, without control characters. */
function failure(message: string, out: Output, style: Style): string[] {
  const [first, ...rest] = wrap(`${COMMAND}: ${stripControls(message)}`, widthOf(out));
  return [style.error(`${COMMAND}:`) + first.slice(COMMAND.length + 1), ...rest];
}

function lines(list: string[]): string {
  return list.join("\n") + "\n";
}
