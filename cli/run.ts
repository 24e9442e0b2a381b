/**
 * One run of `site`: parse the command line, call the API, print the answer, return the exit code
 * (0 done, 1 API or network failed, 2 bad command line); streams, env and pager are arguments.
 */
import { parseArgs, parseTimeout, UsageError } from "./args.ts";
import {
  type Answer,
  DEFAULT_BASE_URL,
  get,
  isApiRoot,
  RequestError,
  resolveBaseUrl,
} from "./client.ts";
import type { Command, Topic } from "./commands.ts";
import { COMPLETE_COMMAND, COMPLETION_SCRIPTS, completions } from "./completion.ts";
import { findTopic, type HelpView, mainHelp, topicHelp, TOPICS, usageReminder } from "./help.ts";
import { BASE_URL_ENV, COMMAND, type Env, VERSION } from "./defaults.ts";
import { DEFAULT_PAGER, PAGER_ENV, pagerCommand } from "./pager.ts";
import { shapeProblem } from "./shape.ts";
import { nearest } from "./suggest.ts";
import { type Output, prettyJson, type Screen, screenOf, withoutControls } from "./text.ts";
import { baseUrlNote, type Call, EXIT, failure, lines, report, reportProblem } from "./failure.ts";

/**
 * What a run needs from its process: the arguments after the script path, a fetch (default: the
 * global one), and a `pager` showing text through `command`, false when it could not run.
 */
export interface RunContext {
  argv: string[];
  env: Env;
  stdout: Output;
  stderr: Output;
  fetch?: typeof fetch;
  pager?: (text: string, command: string) => Promise<boolean>;
}

/** The site the published API belongs to. */
const DEFAULT_SITE_URL = DEFAULT_BASE_URL.replace(/\/api\/v1$/, "");

export async function run(ctx: RunContext): Promise<number> {
  const err = screenOf(ctx.stderr, ctx.env, ctx.argv.includes("--no-color"));
  try {
    if (ctx.argv[0] === COMPLETE_COMMAND) {
      return print(ctx, (await completions(ctx.argv.slice(1), ctx)).map((w) => `${w}\n`).join(""));
    }
    return await dispatch(ctx, err);
  } catch (error) {
    if (error instanceof UsageError) {
      err.write(lines(failure(error.message, err)) + usageReminder(findTopic(error.command)));
      return EXIT.usage;
    }
    if (error instanceof RequestError) {
      const hint = error.timedOut
        ? "Try again, or wait longer with --timeout <seconds>."
        : `Check the base URL (--base-url or ${BASE_URL_ENV}) and your network.`;
      return report(err, error.message, [["hint", hint]]);
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
function siteOf(flag: string | undefined, env: Env): string {
  try {
    const base = resolveBaseUrl(flag, env);
    return isApiRoot(base) ? base.replace(/\/api\/v1$/, "") : DEFAULT_SITE_URL;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

async function dispatch(ctx: RunContext, err: Screen): Promise<number> {
  const { command: name, args, options } = parseArgs(ctx.argv);
  const out = screenOf(ctx.stdout, ctx.env, options.noColor);
  const view: HelpView = { ...out, siteUrl: siteOf(options.baseUrl, ctx.env) };
  if (options.version && !options.help) return print(ctx, `${COMMAND} ${VERSION}\n`);
  const topic = findTopic(name);
  if (name !== undefined && !topic) throw new UsageError(unknownCommand(name));
  if (!topic || options.help) return print(ctx, topic ? topicHelp(topic, view) : mainHelp(view));
  const arg = topicArg(topic, args);
  if (topic.name === "help") {
    const about = args.length ? findTopic(arg) : undefined;
    if (args.length && !about) throw new UsageError(unknownCommand(arg), "help");
    return print(ctx, about ? topicHelp(about, view) : mainHelp(view));
  }
  if (topic.name === "version") return print(ctx, `${COMMAND} ${VERSION}\n`);
  if (topic.name === "completion") return print(ctx, COMPLETION_SCRIPTS[arg]);
  const command = topic as Command;

  let baseUrl: string, timeout: number;
  try {
    baseUrl = resolveBaseUrl(options.baseUrl, ctx.env);
    timeout = parseTimeout(options.timeout);
  } catch (error) {
    // Show the usage of the command at hand rather than the general one.
    if (error instanceof UsageError) throw new UsageError(error.message, command.name);
    throw error;
  }
  const request = { timeout, fetch: ctx.fetch };
  const answer = await get(baseUrl + command.path(arg), request);
  const call: Call = { command, arg, baseUrl, request, json: options.json, err };
  if (answer.status < 200 || answer.status > 299) return await reportProblem(answer, call);
  return await show(answer, call, { ctx, out });
}

function print(ctx: RunContext, text: string): number {
  ctx.stdout.write(text);
  return EXIT.ok;
}

/** The one argument `topic` takes, or ""; a usage error when missing, extra, empty or not known. */
function topicArg(topic: Topic, args: string[]): string {
  const { name, arg, values } = topic;
  const known = values?.join(", ");
  const wrong = (message: string) => new UsageError(message, name);
  if (args.length > (arg ? 1 : 0)) {
    throw wrong(`${name} takes ${arg ? `one <${arg}>` : "no arguments"}, got "${args.join(" ")}"`);
  }
  const given = args[0];
  if (!arg || (topic.optionalArg && given === undefined)) return "";
  if (given === undefined) throw wrong(`${name} needs a <${arg}>${known ? `: ${known}` : ""}`);
  if (values && !values.includes(given)) throw wrong(`${name} knows ${known}, not "${given}"`);
  const { choices } = topic as Command;
  if (choices && !given.trim()) {
    const list = `${COMMAND} ${choices.path.slice(1)}`;
    throw wrong(`${name} needs a <${arg}>, and "${given}" is empty (see \`${list}\`)`);
  }
  return given;
}

/**
 * Prints a 2xx answer: with `--json` its bytes (indented on a terminal), else rendered, through the
 * pager for a page on a terminal. An answer that is not JSON, or not of the command's shape, fails.
 */
async function show(answer: Answer, call: Call, { ctx, out }: { ctx: RunContext; out: Screen }) {
  const { command, err } = call;
  let data: unknown;
  try {
    data = JSON.parse(answer.text);
  } catch {
    const type = answer.headers.get("content-type") ?? "no content type";
    return report(err, `the answer from ${answer.url} is not JSON (${type})`, [
      ["hint", `Is the base URL the API root? It ends in /api/v1, such as ${DEFAULT_BASE_URL}.`],
    ]);
  }
  if (call.json) {
    // On a terminal, for reading; anywhere else, the API's bytes for the next program.
    return print(ctx, out.isTTY ? prettyJson(data, out.style) + "\n" : answer.text);
  }
  const wrong = shapeProblem(data, command.shape);
  if (wrong) {
    return report(err, `the answer from ${answer.url} is not ${command.what}: ${wrong}`, [
      ["hint", isApiRoot(call.baseUrl) ? undefined : baseUrlNote(call.baseUrl)],
    ]);
  }
  const text = lines(command.render(JSON.parse(answer.text, withoutControls), out));
  const pager = command.paged && out.isTTY && ctx.pager ? pagerCommand(ctx.env) : undefined;
  if (pager) {
    if (await ctx.pager!(text, pager)) return EXIT.ok;
    // A missing less is no news; a pager the user named that does not run is.
    const why =
      `the pager "${pager}" could not run, so the page follows without it; set ${PAGER_ENV} or PAGER to another, or NO_PAGER=1 for none`;
    if (pager !== DEFAULT_PAGER) report(err, why);
  }
  return print(ctx, text);
}
