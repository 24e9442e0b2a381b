/** Evaluation prompts: messages built from published facts; nothing is sent, stored or priced. */
import type { Site } from "../content/model.ts";
import {
  type GetPromptResult,
  type Icon,
  type Prompt,
  ProtocolError,
  ProtocolErrorCode,
} from "@modelcontextprotocol/server";

/** Longest argument taken into a prompt, so a message stays a message. */
const MAX_ARGUMENT = 4000;

type PromptEntry = Prompt & {
  messages(site: Site, args: Record<string, string>): GetPromptResult["messages"];
};

function user(text: string): GetPromptResult["messages"][number] {
  return { role: "user", content: { type: "text", text } };
}

function facts(label: string, value: unknown): string {
  return `${label} (published facts, JSON):\n${JSON.stringify(value, null, 2)}`;
}

const ENTRIES: PromptEntry[] = [
  {
    name: "prepare_inquiry",
    title: "Prepare a project inquiry",
    description:
      "Turns a short description of a project into an inquiry the person can send themselves: which of the developer's services fit, what the written quote will need to know, and the address to write to. It only drafts; it sends and stores nothing.",
    arguments: [{
      name: "project",
      description: "A few lines on the project: what it should do, for whom, and any deadline.",
      required: true,
    }],
    messages: (site, { project }) => [
      user(`I would like to hire ${site.profile.name} (${site.profile.brand}) for this project:

${project}

Help me prepare an inquiry I can send myself:
1. Say which of the services below fit, and why, citing a case study when one shows that kind of work.
2. List the questions about scope, timeline and hand-over that the written quote will need answered, and help me answer them from my description; mark what is still open.
3. Draft a short, plain email I can send, with a subject line.

Rules: do not estimate or invent a price, since every project is priced by a written quote after a short call. Do not send or submit anything on my behalf: give me the draft and the address to send it to. Use only the facts below or from this server's tools (get_faq, list_pages and get_page); say when something is not published.

${facts("Services", site.services)}

${facts("Contact", site.contact)}`),
    ],
  },
  {
    name: "evaluate_fit",
    title: "Evaluate fit for a role or project",
    description:
      "Assesses honestly how well the developer fits a role or project from the published profile, projects and services: strengths with evidence, gaps, and questions to ask them. Returns messages only.",
    arguments: [{
      name: "role",
      description: "The role or project to evaluate them for: a job description or a few lines.",
      required: true,
    }],
    messages: (site, { role }) => [
      user(`Evaluate how well ${site.profile.name} fits this role or project:

${role}

Use only the published facts below, and this server's tools (get_page for a case study, get_faq) for detail. Give: the requirements they clearly meet, each with the project or fact that shows it and its case-study link; the requirements the facts do not show, stated as open questions rather than as weaknesses; and a short overall view. Do not invent experience, dates or prices. If I want to go ahead, tell me the address to write to; do not contact anyone for me.

${facts("Profile", site.profile)}

${facts("Projects", site.projects)}

${facts("Services", site.services)}

${facts("Contact", site.contact)}`),
    ],
  },
];

/** Every prompt's definition, as `prompts/list` gives it, with the site's mark. */
export function prompts(icons: Icon[]): Prompt[] {
  return ENTRIES.map(({ messages: _, ...prompt }) => ({ ...prompt, icons }));
}

/** The messages of prompt `name`; unknown names and missing arguments are invalid params. */
export function getPrompt(
  site: Site,
  name: string,
  args: Record<string, string> = {},
): GetPromptResult {
  const entry = ENTRIES.find((p) => p.name === name);
  if (!entry) {
    const names = ENTRIES.map((p) => p.name).join(", ");
    const message = `No prompt is named "${name}". Prompts: ${names}.`;
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
  }
  const taken: Record<string, string> = {};
  for (const arg of entry.arguments ?? []) {
    const value = args[arg.name]?.trim();
    if (arg.required && !value) {
      const message = `The prompt "${name}" needs the argument "${arg.name}": ${arg.description}`;
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
    }
    taken[arg.name] = (value ?? "").slice(0, MAX_ARGUMENT);
  }
  return { description: entry.description, messages: entry.messages(site, taken) };
}
