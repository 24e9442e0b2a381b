/** What `site --help`, `site help <command>` and usage errors print, wrapped to the terminal. */
import { FLAGS } from "./args.ts";
import { DEFAULT_BASE_URL } from "./client.ts";
import { COMMANDS, type Topic } from "./commands.ts";
import { BASE_URL_ENV, COMMAND, IDENTITY, VERSION } from "./defaults.ts";
import { PAGER_ENV } from "./pager.ts";
import { fields, indent, type View, wrap } from "./text.ts";

/** How help is laid out, and the site whose /developers/ page LEARN MORE links to. */
export type HelpView = View & { siteUrl: string };

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

export function findTopic(name: string | undefined): Topic | undefined {
  return TOPICS.find((topic) => topic.name === name);
}

const ENVIRONMENT: [string, string][] = [
  [BASE_URL_ENV, `the API root when --base-url is not given; default ${DEFAULT_BASE_URL}`],
  ["NO_COLOR", "any value: no colour"],
  ["FORCE_COLOR", "colour even when not on a terminal (also CLICOLOR_FORCE)"],
  [`${PAGER_ENV}, PAGER`, `the pager of \`${COMMAND} page\` on a terminal (default less -FRX)`],
  ["NO_PAGER", "any value: print pages without a pager"],
  ["COLUMNS", "wrap at this width, piped too (default the terminal's or 80)"],
];

const EXIT_CODES: [string, string][] = [
  ["0", "done"],
  ["1", "the API answered with an error, or the network failed or timed out"],
  ["2", "the command line is wrong"],
];

/** `site project <slug>`, `site help [command]`; with ` [flags]` after an API command's when `flags`. */
function usageLine(topic: Topic, flags = false): string {
  const arg = topic.arg ? (topic.optionalArg ? ` [${topic.arg}]` : ` <${topic.arg}>`) : "";
  return `${COMMAND} ${topic.name}${arg}${flags && !BUILTINS.includes(topic) ? " [flags]" : ""}`;
}

function table(rows: [string, string][], view: HelpView): string[] {
  return fields(rows, { width: view.width - 2, style: view.style });
}

/** `intro` wrapped, each section with a body (bold title, body indented by two), LEARN MORE. */
function helpText(intro: string, sections: [string, string[]][], view: HelpView): string {
  const more =
    `\`${COMMAND} help <command>\` for one command. The API, its errors and the MCP server: ${view.siteUrl}/developers/`;
  return [
    ...wrap(intro, view.width),
    ...[...sections, ["LEARN MORE", wrap(more, view.width - 2)] as [string, string[]]]
      .filter(([, body]) => body.length)
      .flatMap(([title, body]) => ["", view.style.bold(title), ...indent(body, 2)]),
    "",
  ].join("\n");
}

/** `site --help`, `site help` and `site` alone. */
export function mainHelp(view: HelpView): string {
  const name = (topic: Topic) => usageLine(topic).slice(COMMAND.length + 1);
  const commands = TOPICS.map((topic): [string, string] => [name(topic), topic.summary]);
  const intro =
    `${COMMAND} ${VERSION}: a freelance developer's public profile, work, services, FAQ and pages, read from their site's API (read-only, no key needed).`;
  return helpText(intro, [
    ["USAGE", [`${COMMAND} <command> [argument] [flags]`]],
    ["COMMANDS", table(commands, view)],
    ["FLAGS", table(FLAGS, view)],
    ["EXAMPLES", [
      `${COMMAND} projects`,
      `${COMMAND} project ${IDENTITY.project}`,
      `${COMMAND} page ${IDENTITY.page}`,
      `${COMMAND} faq --json`,
      `${COMMAND} profile --base-url http://localhost:8000/api/v1`,
    ]],
    ["ENVIRONMENT", table(ENVIRONMENT, view)],
    ["EXIT CODES", table(EXIT_CODES, view)],
  ], view);
}

/** `site <command> --help` and `site help <command>`: flags and exit codes for API commands only. */
export function topicHelp(topic: Topic, view: HelpView): string {
  const api = !BUILTINS.includes(topic);
  return helpText(topic.summary.charAt(0).toUpperCase() + topic.summary.slice(1) + ".", [
    ["USAGE", [usageLine(topic, true)]],
    ["DESCRIPTION", wrap(topic.details, view.width - 2)],
    ["FLAGS", api ? table(FLAGS, view) : []],
    ["EXAMPLES", topic.examples ?? [`${COMMAND} ${topic.name}`]],
    ["EXIT CODES", api ? table(EXIT_CODES, view) : []],
  ], view);
}

/** The two lines after a usage error: the usage at hand and where help is. */
export function usageReminder(topic: Topic | undefined): string {
  return topic
    ? `Usage: ${usageLine(topic, true)}\n` +
      `Run \`${COMMAND} ${topic.name} --help\` for more, or \`${COMMAND} --help\` for every command.\n`
    : `Usage: ${COMMAND} <command> [argument] [flags]\nRun \`${COMMAND} --help\` for the commands and flags.\n`;
}
