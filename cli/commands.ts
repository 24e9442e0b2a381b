/**
 * The subcommands: one table of each one's API path, help, answer shape and rendering. Shapes are
 * the service's (type-only imports, erased from the bundle); `commands_test.ts` keeps them in step.
 */
import type {
  Contact,
  FaqItem,
  Page,
  PageSummary,
  Profile,
  Project,
  Service,
} from "../lib/content/shapes.ts";
import { renderMarkdown, separated } from "./page_view.ts";
import { COMMAND, IDENTITY } from "./defaults.ts";
import { PAGER_ENV } from "./pager.ts";
import { record, type Shape } from "./shape.ts";
import { displayWidth, fields, heading, indent, type Screen, type View, wrap } from "./text.ts";

/**
 * What `site help` explains (a command, `help`, `version`, `completion`): its `arg`, maybe optional
 * or one of `values`; a `summary`, `details` for `--help`, `examples` (default: the command).
 */
export interface Topic {
  name: string;
  arg?: string;
  optionalArg?: boolean;
  values?: readonly string[];
  summary: string;
  details: string;
  examples?: string[];
}

/**
 * A subcommand that calls the API at `path(arg)` below the base URL: a 200 answer must have its
 * `shape` (else it is not `what`, "a project list") and is `render`ed as terminal lines, paged on a
 * terminal when `paged`. `choices` says where completion and "did you mean" find valid arguments:
 * the list's path, its items' field, and how a problem's detail introduces them ("Valid slugs:").
 */
export interface Command extends Topic {
  shape: Shape;
  what: string;
  paged?: boolean;
  choices?: { path: string; field: string; label: string };
  path(arg: string): string;
  render(data: unknown, view: Screen): string[];
}

const PROJECT = record("slug name status summary stack[]? url? case_study source?");

/** The page help's examples show, and the other ways `page` takes it. */
const PAGE = IDENTITY.page;
const BARE = PAGE.slice(1, -1);
const PAGE_NAME = BARE.split("/").pop() || "index";
const PAGE_FORMS = BARE ? `/${BARE}, ${PAGE}, ${PAGE}index.md and ${BARE}` : "/ and /index.md";

/** A command that takes no argument: GET `/<name>`, as its help says unless `details` is given. */
function plain(command: Omit<Command, "path" | "details"> & { details?: string }): Command {
  const path = `/${command.name}`;
  return { details: `Calls GET {base_url}${path}.`, path: () => path, ...command };
}

/** Every subcommand, in the order help lists them. */
export const COMMANDS: Command[] = [
  plain({
    name: "profile",
    summary: "who the developer is: role, location, availability, stack",
    examples: [`${COMMAND} profile`, `${COMMAND} profile --json`],
    what: "a profile",
    shape: record(
      "name brand site role location education? looking_for? freelance? stack[] github? linkedin? taking_work? taking_work_from? reply_within?",
    ),
    render: renderProfile,
  }),
  plain({
    name: "projects",
    summary: "the products built, with status and links",
    what: "a project list",
    shape: { projects: [PROJECT] },
    render: ({ projects }: { projects: Project[] }, view) => [
      ...separated(projects.map((project) => renderProject(project, view))),
      "",
      view.style.dim(`One project: ${COMMAND} project <slug>`),
    ],
  }),
  {
    name: "project",
    arg: "slug",
    summary: `one project by its slug (see \`${COMMAND} projects\`)`,
    details:
      "Calls GET {base_url}/projects/{slug}. A slug is 1 to 40 lowercase letters, digits and hyphens; a mistyped one gets the nearest real slug as a suggestion.",
    examples: [`${COMMAND} project ${IDENTITY.project}`],
    what: "a project",
    shape: PROJECT,
    choices: { path: "/projects", field: "slug", label: "Valid slugs:" },
    path: (slug) => `/projects/${encodeURIComponent(slug)}`,
    render: renderProject,
  },
  plain({
    name: "services",
    summary: "the freelance services offered",
    what: "a service list",
    shape: { services: [record("slug name summary example?")] },
    render: ({ services }: { services: Service[] }, view) =>
      separated(
        services.map((s) =>
          entry([s.name, `(${s.slug})`, s.summary], [["Example", s.example]], view)
        ),
      ),
  }),
  plain({
    name: "faq",
    summary: "frequently asked questions and their answers",
    what: "a list of questions",
    shape: { questions: [record("question answer")] },
    render: ({ questions }: { questions: FaqItem[] }, view) =>
      separated(questions.map((item) => entry([item.question, "", item.answer], [], view))),
  }),
  plain({
    name: "contact",
    summary: "the addresses to write to, and which to use when",
    details:
      `Calls GET {base_url}/contact. ${COMMAND} only shows the addresses: write from your own mail client; it never sends email.`,
    what: "contact details",
    shape: record(
      "hiring_and_freelance jantahr_support_billing_legal? contact_page note? booking_url?",
    ),
    render: renderContact,
  }),
  plain({
    name: "pages",
    summary: "the website's public pages, with their paths",
    what: "a page list",
    shape: { pages: [record("path title description")] },
    render: renderPages,
  }),
  {
    name: "page",
    arg: "path",
    summary: `one page as Markdown, for example: ${COMMAND} page ${PAGE}`,
    details:
      `Calls GET {base_url}/page?path={path}. ${PAGE_FORMS} are the same page; \`${COMMAND} pages\` lists them. On a terminal the Markdown is laid out for reading and shown through $PAGER (less -FRX unless ${PAGER_ENV} or PAGER says otherwise; NO_PAGER=1 for none); piped, it is printed as it is.`,
    examples: [
      `${COMMAND} page ${PAGE}`,
      `${COMMAND} page ${BARE || PAGE}`,
      `${COMMAND} page ${PAGE} > ${PAGE_NAME}.md`,
    ],
    what: "a page",
    shape: record("path title description url markdown"),
    paged: true,
    choices: { path: "/pages", field: "path", label: "Valid paths:" },
    path: (path) => `/page?path=${encodeURIComponent(pagePath(path))}`,
    render: ({ markdown }: Page, view: Screen) =>
      view.isTTY ? renderMarkdown(markdown, view) : [markdown.replace(/\n+$/, "")],
  },
];

/** The page path typed: as it is when it starts with a slash, else `pricing` is `/pricing/`. */
export function pagePath(typed: string): string {
  if (typed.startsWith("/")) return typed;
  const path = `/${typed}`;
  return /(\/|\.md)$/.test(path) ? path : `${path}/`;
}

/** A list's item: bold title and dim note, its text wrapped and indented below, then its `rows`. */
function entry(
  [title, note, text]: [string, string, string],
  rows: [string, string | string[] | undefined][],
  { width, style }: View,
): string[] {
  return [
    ...heading(title, note, width, style),
    ...indent(wrap(text, width - 2), 2),
    ...fields(rows, { width, indent: 2, style }),
  ];
}

function renderProfile(profile: Profile, { width, style }: View): string[] {
  const title = profile.brand ? `${profile.name} · ${profile.brand}` : profile.name;
  return [
    ...heading(title, "", width, style),
    "",
    ...fields([
      ["Role", profile.role],
      ["Location", profile.location],
      ["Education", profile.education],
      ["Looking for", profile.looking_for],
      ["Freelance", profile.freelance],
      ["Stack", profile.stack],
      ["Site", profile.site],
      ["GitHub", profile.github],
      ["LinkedIn", profile.linkedin],
      [
        "Taking work",
        profile.taking_work?.replace("booked", `booked, free from ${profile.taking_work_from}`),
      ],
      // An ISO 8601 duration of days or hours in words: `P2D` is `2 days`, `PT1H` is `1 hour`.
      [
        "Replies within",
        profile.reply_within?.replace(
          /^PT?(\d+)([DH])$/,
          (_, n, unit) => `${n} ${unit === "D" ? "day" : "hour"}${n === "1" ? "" : "s"}`,
        ),
      ],
    ], { width, style }),
  ];
}

function renderProject(project: Project, view: View): string[] {
  return entry([project.name, `(${project.slug})`, project.summary], [
    ["Status", project.status],
    ["Stack", project.stack],
    ["URL", project.url],
    ["Case study", project.case_study],
    ["Source", project.source],
  ], view);
}

function renderContact(contact: Contact, { width, style }: View): string[] {
  return [
    ...fields([
      ["Hiring and freelance", contact.hiring_and_freelance],
      ["Product support, billing, legal", contact.jantahr_support_billing_legal],
      ["Contact page", contact.contact_page],
      ["Book a call", contact.booking_url],
    ], { width, style }),
    ...(contact.note ? ["", ...wrap(contact.note, width)] : []),
  ];
}

/** Titles narrower than this beside the paths read badly: the paths go above them instead. */
const MIN_TITLE_WIDTH = 30;

function renderPages({ pages }: { pages: PageSummary[] }, { width, style }: View): string[] {
  const column = Math.max(...pages.map((page) => displayWidth(page.path)), 0) + 2;
  const beside = width - column >= MIN_TITLE_WIDTH;
  const textWidth = beside ? width - column : width - 2;
  const lines = pages.flatMap((page) => {
    const text = [
      ...wrap(page.title, textWidth).map((line) => style.bold(line)),
      ...wrap(page.description, textWidth).map((line) => style.dim(line)),
    ];
    if (!beside) return [style.label(page.path), ...indent(text, 2)];
    const gap = " ".repeat(column - displayWidth(page.path));
    return [style.label(page.path) + gap + text[0], ...indent(text.slice(1), column)];
  });
  return [...lines, "", style.dim(`One page as Markdown: ${COMMAND} page <path>`)];
}
