/**
 * What `site --help`, `site help <command>` and a usage error print: sections
 * (USAGE, COMMANDS, FLAGS, EXAMPLES, …) wrapped to the terminal's width.
 */
import { FLAGS } from "./args.ts";
import { DEFAULT_BASE_URL } from "./client.ts";
import { COMMANDS, type Topic } from "./commands.ts";
import { BASE_URL_ENV, COMMAND, IDENTITY } from "./defaults.ts";
import { PAGER_ENV } from "./pager.ts";
import { fields, indent, type View, wrap } from "./text.ts";
import { VERSION } from "./version.ts";

/** How help is laid out, and which site it points to. */
export interface HelpView extends View {
  /** The site whose /developers/ page LEARN MORE links to. */
  siteUrl: string;
}

/** The shells `site completion` writes a script for. */
export const SHELLS = ["bash", "zsh", "fish"] as const;

/** The commands that do not call the API. */
const BUILTINS: Topic[] = [
  {
    name: "help",
    arg: "command",
    optionalArg: true,
    summary: "this help, or one command's",
    details: `\`${COMMAND} help <command>\` is the same as \`${COMMAND} <command> --help\`.`,
    examples: [`${COMMAND} help`, `${COMMAND} help page`],
  },
  {
    name: "version",
    summary: `the version of ${COMMAND}`,
    details: `The same as \`${COMMAND} --version\` and \`${COMMAND} -V\`.`,
    examples: [`${COMMAND} version`],
  },
  {
    name: "completion",
    arg: "shell",
    values: SHELLS,
    summary: "shell completion for bash, zsh or fish",
    details:
      "Prints a completion script for the shell. It completes commands, flags, project slugs and page paths; slugs and paths come from the API as you press Tab, and nothing is offered when it cannot be reached. In zsh, load it after compinit.",
    examples: [
      `eval "$(${COMMAND} completion bash)"  # in ~/.bashrc`,
      `eval "$(${COMMAND} completion zsh)"   # in ~/.zshrc`,
      `${COMMAND} completion fish | source  # in config.fish`,
    ],
  },
];

/** Every topic of `site help`: the API commands, then the built-in ones. */
export const TOPICS: Topic[] = [...COMMANDS, ...BUILTINS];

/** The topic named `name`, if there is one. */
export function findTopic(name: string): Topic | undefined {
  return TOPICS.find((topic) => topic.name === name);
}

const ENVIRONMENT: [string, string][] = [
  [BASE_URL_ENV, `the API root when --base-url is not given; default ${DEFAULT_BASE_URL}`],
  ["NO_COLOR", "any value: no colour"],
  ["FORCE_COLOR", "colour even when not on a terminal (also CLICOLOR_FORCE)"],
  [`${PAGER_ENV}, PAGER`, `the pager of \`${COMMAND} page\` on a terminal (default less -FRX)`],
  ["NO_PAGER", "any value: print pages without a pager"],
  ["COLUMNS", "the width to wrap at, even into a pipe; default the terminal's, else 80"],
];

const EXIT_CODES: [string, string][] = [
  ["0", "done"],
  ["1", "the API answered with an error, or the network failed or timed out"],
  ["2", "the command line is wrong"],
];

/** `site project <slug>`, `site help [command]`; with ` [flags]` after an API command's when `flags`. */
function usageLine(topic: Topic, flags = false): string {
  const arg = topic.arg ? (topic.optionalArg ? ` [${topic.arg}]` : ` <${topic.arg}>`) : "";
  return `${COMMAND} ${topic.name}${arg}${flags && isApiCommand(topic) ? " [flags]" : ""}`;
}

function isApiCommand(topic: Topic): boolean {
  return COMMANDS.some((command) => command.name === topic.name);
}

/** A section: its bold heading, then `body` indented by two. */
function section(title: string, body: string[], { style }: HelpView): string[] {
  return ["", style.bold(title), ...indent(body, 2)];
}

function table(rows: [string, string][], view: HelpView): string[] {
  return fields(rows, { width: view.width - 2, style: view.style });
}

function learnMore(view: HelpView): string[] {
  const text =
    `\`${COMMAND} help <command>\` for one command. The API, its errors and the MCP server: ${view.siteUrl}/developers/`;
  return section("LEARN MORE", wrap(text, view.width - 2), view);
}

/** `site --help`, `site help` and `site` alone. */
export function mainHelp(view: HelpView): string {
  return [
    ...wrap(
      `${COMMAND} ${VERSION}: a freelance developer's public profile, work, services, FAQ and pages, read from their site's API (read-only, no key needed).`,
      view.width,
    ),
    ...section("USAGE", [`${COMMAND} <command> [argument] [flags]`], view),
    ...section(
      "COMMANDS",
      table(
        TOPICS.map((topic) => [usageLine(topic).slice(COMMAND.length + 1), topic.summary]),
        view,
      ),
      view,
    ),
    ...section("FLAGS", table(FLAGS, view), view),
    ...section("EXAMPLES", [
      `${COMMAND} projects`,
      `${COMMAND} project ${IDENTITY.project}`,
      `${COMMAND} page ${IDENTITY.page}`,
      `${COMMAND} faq --json`,
      `${COMMAND} profile --base-url http://localhost:8000/api/v1`,
    ], view),
    ...section("ENVIRONMENT", table(ENVIRONMENT, view), view),
    ...section("EXIT CODES", table(EXIT_CODES, view), view),
    ...learnMore(view),
    "",
  ].join("\n");
}

/** `site <command> --help` and `site help <command>`. */
export function topicHelp(topic: Topic, view: HelpView): string {
  const api = isApiCommand(topic);
  const sentence = topic.summary.charAt(0).toUpperCase() + topic.summary.slice(1) + ".";
  return [
    ...wrap(sentence, view.width),
    ...section("USAGE", [usageLine(topic, true)], view),
    ...section("DESCRIPTION", wrap(topic.details, view.width - 2), view),
    ...(api ? section("FLAGS", table(FLAGS, view), view) : []),
    ...section("EXAMPLES", topic.examples ?? [`${COMMAND} ${topic.name}`], view),
    ...(api ? section("EXIT CODES", table(EXIT_CODES, view), view) : []),
    ...learnMore(view),
    "",
  ].join("\n");
}

/** The two lines after a usage error: the usage at hand and where help is. */
export function usageReminder(topic: Topic | undefined): string {
  return topic
    ? `Usage: ${usageLine(topic, true)}\n` +
      `Run \`${COMMAND} ${topic.name} --help\` for more, or \`${COMMAND} --help\` for every command.\n`
    : `Usage: ${COMMAND} <command> [argument] [flags]\nRun \`${COMMAND} --help\` for the commands and flags.\n`;
}
