/**
 * What `site` prints on failure: what failed, a hint, and for an API error the problem's code,
 * detail, hint, when to retry, the nearest valid slug or path and whether the base URL is wrong.
 */
import { type Answer, type GetOptions, isApiRoot, listOf, retryAfter } from "./client.ts";
import { type Command, pagePath } from "./commands.ts";
import { BASE_URL_ENV, COMMAND } from "./defaults.ts";
import { nearest, nearestPath } from "./suggest.ts";
import { clip, escapeInvisible, fields, type Screen, stripControls, wrap } from "./text.ts";

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** One API call being reported on; `request` serves the lists "did you mean" reads. */
export interface Call {
  command: Command;
  arg: string;
  baseUrl: string;
  request: GetOptions;
  json: boolean;
  err: Screen;
}

/** Prints `message` to `err`, then the `rows` that have a value (a hint…); returns exit code 1. */
export function report(err: Screen, message: string, rows: [string, string | undefined][] = []) {
  err.write(lines([...failure(message, err), ...fields(rows, { ...err, indent: 2 })]));
  return EXIT.failed;
}

/** Why a 404 or 406 may come from a base URL that is not the API root, and the likely root. */
export function baseUrlNote(baseUrl: string): string {
  return `${baseUrl} does not end in /api/v1, so it may not be the API root; try ${
    new URL(baseUrl).origin
  }/api/v1 (--base-url or ${BASE_URL_ENV}).`;
}

/** The widest body excerpt shown for an error answer that is not a problem, in columns. */
const EXCERPT_WIDTH = 200;

/** The start of a body as one line of plain text: tags dropped, space collapsed. */
function excerpt(body: string): string | undefined {
  const text = stripControls(body)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&")
    .replace(/\s+/g, " ").trim();
  return text ? clip(text, EXCERPT_WIDTH) : undefined;
}

/** The values listed after `label` in a problem's detail ("Valid slugs: a, b."). */
function listedIn(detail: string | undefined, label: string): string[] | undefined {
  const at = detail?.indexOf(label) ?? -1;
  if (at < 0) return undefined;
  return detail!.slice(at + label.length).replace(/\.\s*$/, "").split(",")
    .map((item) => item.trim()).filter(Boolean);
}

/** The likely command after a 404 or 400: the nearest valid slug or path, from detail or list. */
async function didYouMean(call: Call, code: string | undefined, detail: string | undefined) {
  const { command, arg, command: { choices } } = call;
  if (!choices || (code !== "invalid_parameter" && code !== `${command.name}_not_found`)) return;
  const valid = listedIn(detail, choices.label) ??
    (await listOf(call.baseUrl + choices.path, choices.field, call.request))?.map(stripControls);
  const found = valid &&
    (command.name === "page" ? nearestPath(pagePath(arg), valid) : nearest(arg, valid));
  return found && `${COMMAND} ${command.name} ${found}`;
}

/**
 * Prints an error answer: the problem's code, detail and hint, when to retry, the nearest valid
 * slug or path, and whether the base URL looks wrong; with `--json`, the problem's JSON after.
 */
export async function reportProblem(answer: Answer, call: Call): Promise<number> {
  const { err } = call;
  let problem: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(answer.text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) problem = parsed;
  } catch { /* not a problem body: report the status and an excerpt */ }
  const text = (key: string) =>
    typeof problem?.[key] === "string" ? stripControls(problem[key] as string) : undefined;
  const code = text("code");
  const title = text("title");
  const heading = code
    ? `${code} (${answer.status}${title ? ` ${title}` : ""})`
    : `HTTP ${answer.status} from ${answer.url}`;
  const wait = answer.status === 503 || answer.status === 429
    ? retryAfter(answer.headers.get("retry-after")) ?? "later (the server did not say when)"
    : undefined;
  const wrongRoot = (answer.status === 404 || answer.status === 406) && !isApiRoot(call.baseUrl);
  // After "no such project" or "no such page", the command that lists them: `site projects`.
  const { choices } = call.command;
  const listable = choices && code === `${call.command.name}_not_found`;
  report(err, heading, [
    ["detail", text("detail")],
    ["hint", text("hint")],
    ["body", problem ? undefined : excerpt(answer.text)],
    ["retry", wait],
    ["did you mean", await didYouMean(call, code, text("detail"))],
    ["try", listable ? `${COMMAND} ${choices.path.slice(1)}` : undefined],
    ["base URL", wrongRoot ? baseUrlNote(call.baseUrl) : undefined],
  ]);
  if (call.json && problem) {
    // On a terminal, escaped like stdout's JSON; into a pipe, the API's bytes.
    const raw = err.isTTY ? escapeInvisible(answer.text) : answer.text;
    err.write(raw.endsWith("\n") ? raw : `${raw}\n`);
  }
  return EXIT.failed;
}

/** `site: <message>`, wrapped to the width of `err`, without control characters. */
export function failure(message: string, err: Screen): string[] {
  const [first, ...rest] = wrap(`${COMMAND}: ${stripControls(message)}`, err.width);
  return [err.style.error(`${COMMAND}:`) + first.slice(COMMAND.length + 1), ...rest];
}

/** `list` as lines of text, each ended. */
export function lines(list: string[]): string {
  return list.join("\n") + "\n";
}
