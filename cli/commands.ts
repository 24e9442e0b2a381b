/**
 * The subcommands: one table giving each its API path, its help, the shape of
 * its answer and how that answer reads in a terminal. The shapes are the
 * service's own (type-only imports, erased from the bundle), so the client
 * reads what the API sends; `commands_test.ts` keeps the checked shapes in
 * step with them.
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
import { renderMarkdown } from "./page_view.ts";
import { COMMAND, IDENTITY } from "./defaults.ts";
import { PAGER_ENV } from "./pager.ts";
import type { Shape } from "./shape.ts";
import { displayWidth, fields, heading, indent, type Style, wrap } from "./text.ts";

/** How human output is laid out. */
export interface View {
  width: number;
  style: Style;
  /** True when the output is a terminal, where a page is rendered for reading. */
  terminal?: boolean;
}

/** Something `site help` explains: a subcommand, or `help`, `version`, `completion`. */
export interface Topic {
  name: string;
  /** Its one positional argument, when it takes one. */
  arg?: string;
  /** True when the argument may be left out. */
  optionalArg?: boolean;
  /** One line for the command list. */
  summary: string;
  /** What `site <command> --help` adds below the usage line: one paragraph. */
  details: string;
  /** Command lines shown under EXAMPLES. */
  examples: string[];
}

/** A subcommand that calls the API. */
export interface Command extends Topic {
  /** What a 200 answer must hold for `render`. */
  shape: Shape;
  /** What the answer is, for the error when it has the wrong shape ("a project list"). */
  what: string;
  /** True when a terminal shows the output through a pager. */
  paged?: boolean;
  /** Path and query below the base URL for `arg`. */
  path(arg: string): string;
  /** The answer as lines of terminal text. */
  render(data: unknown, view: View): string[];
}

const PROJECT = {
  slug: "string",
  name: "string",
  status: "string",
  summary: "string",
  stack: "string[]?",
  url: "string?",
  case_study: "string",
  source: "string?",
} as const;

/** The page help's examples show, and the same page written the other ways `page` takes. */
const PAGE = IDENTITY.page;
const BARE = PAGE.slice(1, -1);
const PAGE_NAME = BARE.split("/").pop() || "index";
const PAGE_FORMS = BARE ? `/${BARE}, ${PAGE}, ${PAGE}index.md and ${BARE}` : "/ and /index.md";

/** Every subcommand, in the order help lists them. */
export const COMMANDS: Command[] = [
  {
    name: "profile",
    summary: "who the developer is: role, location, availability, stack",
    details: "Calls GET {base_url}/profile.",
    examples: [`${COMMAND} profile`, `${COMMAND} profile --json`],
    what: "a profile",
    shape: {
      name: "string",
      brand: "string",
      site: "string",
      role: "string",
      location: "string",
      education: "string?",
      looking_for: "string?",
      freelance: "string?",
      stack: "string[]",
      github: "string?",
      linkedin: "string?",
    },
    path: () => "/profile",
    render: (data, view) => renderProfile(data as Profile, view),
  },
  {
    name: "projects",
    summary: "the products built, with status and links",
    details: "Calls GET {base_url}/projects.",
    examples: [`${COMMAND} projects`],
    what: "a project list",
    shape: { projects: [PROJECT] },
    path: () => "/projects",
    render: (data, view) => renderProjects((data as { projects: Project[] }).projects, view),
  },
  {
    name: "project",
    arg: "slug",
    summary: `one project by its slug (see \`${COMMAND} projects\`)`,
    details:
      "Calls GET {base_url}/projects/{slug}. A slug is 1 to 40 lowercase letters, digits and hyphens; a mistyped one gets the nearest real slug as a suggestion.",
    examples: [`${COMMAND} project ${IDENTITY.project}`],
    what: "a project",
    shape: PROJECT,
    path: (slug) => `/projects/${encodeURIComponent(slug)}`,
    render: (data, view) => renderProject(data as Project, view),
  },
  {
    name: "services",
    summary: "the freelance services offered",
    details: "Calls GET {base_url}/services.",
    examples: [`${COMMAND} services`],
    what: "a service list",
    shape: {
      services: [{
        slug: "string",
        name: "string",
        summary: "string",
        example: "string?",
      }],
    },
    path: () => "/services",
    render: (data, view) => renderServices((data as { services: Service[] }).services, view),
  },
  {
    name: "faq",
    summary: "frequently asked questions and their answers",
    details: "Calls GET {base_url}/faq.",
    examples: [`${COMMAND} faq`],
    what: "a list of questions",
    shape: { questions: [{ question: "string", answer: "string" }] },
    path: () => "/faq",
    render: (data, view) => renderFaq((data as { questions: FaqItem[] }).questions, view),
  },
  {
    name: "contact",
    summary: "the addresses to write to, and which to use when",
    details:
      `Calls GET {base_url}/contact. ${COMMAND} only shows the addresses: write from your own mail client; it never sends email.`,
    examples: [`${COMMAND} contact`],
    what: "contact details",
    shape: {
      hiring_and_freelance: "string",
      jantahr_support_billing_legal: "string?",
      contact_page: "string",
      note: "string?",
      booking_url: "string?",
    },
    path: () => "/contact",
    render: (data, view) => renderContact(data as Contact, view),
  },
  {
    name: "pages",
    summary: "the website's public pages, with their paths",
    details: "Calls GET {base_url}/pages.",
    examples: [`${COMMAND} pages`],
    what: "a page list",
    shape: {
      pages: [{ path: "string", title: "string", description: "string" }],
    },
    path: () => "/pages",
    render: (data, view) => renderPages((data as { pages: PageSummary[] }).pages, view),
  },
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
    shape: {
      path: "string",
      title: "string",
      description: "string",
      url: "string",
      markdown: "string",
    },
    paged: true,
    path: (path) => `/page?path=${encodeURIComponent(pagePath(path))}`,
    render: (data, view) => {
      const { markdown } = data as Page;
      return view.terminal ? renderMarkdown(markdown, view) : [markdown.replace(/\n+$/, "")];
    },
  },
];

/** The command named `name`, if there is one. */
export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}

/**
 * The page path for what was typed: as it is when it starts with a slash,
 * else with one added at each end, so `pricing` is `/pricing/`.
 */
export function pagePath(typed: string): string {
  if (typed.startsWith("/")) return typed;
  const path = `/${typed}`;
  return /(\/|\.md)$/.test(path) ? path : `${path}/`;
}

function list(values: string[] | undefined): string | undefined {
  return values?.length ? values.join(", ") : undefined;
}

function renderProfile(profile: Profile, { width, style }: View): string[] {
  return [
    ...heading(
      profile.brand ? `${profile.name} · ${profile.brand}` : profile.name,
      "",
      width,
      style,
    ),
    "",
    ...fields([
      ["Role", profile.role],
      ["Location", profile.location],
      ["Education", profile.education],
      ["Looking for", profile.looking_for],
      ["Freelance", profile.freelance],
      ["Stack", list(profile.stack)],
      ["Site", profile.site],
      ["GitHub", profile.github],
      ["LinkedIn", profile.linkedin],
    ], { width, style }),
  ];
}

function renderProject(project: Project, { width, style }: View): string[] {
  return [
    ...heading(project.name, `(${project.slug})`, width, style),
    ...indent(wrap(project.summary, width - 2), 2),
    ...fields([
      ["Status", project.status],
      ["Stack", list(project.stack)],
      ["URL", project.url],
      ["Case study", project.case_study],
      ["Source", project.source],
    ], { width, indent: 2, style }),
  ];
}

function renderProjects(projects: Project[], view: View): string[] {
  return [
    ...projects.flatMap((project, i) => [...(i ? [""] : []), ...renderProject(project, view)]),
    "",
    view.style.dim(`One project: ${COMMAND} project <slug>`),
  ];
}

function renderServices(services: Service[], { width, style }: View): string[] {
  return services.flatMap((service, i) => [
    ...(i ? [""] : []),
    ...heading(service.name, `(${service.slug})`, width, style),
    ...indent(wrap(service.summary, width - 2), 2),
    ...fields([["Example", service.example]], { width, indent: 2, style }),
  ]);
}

function renderFaq(questions: FaqItem[], { width, style }: View): string[] {
  return questions.flatMap((item, i) => [
    ...(i ? [""] : []),
    ...heading(item.question, "", width, style),
    ...indent(wrap(item.answer, width - 2), 2),
  ]);
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

function renderPages(pages: PageSummary[], { width, style }: View): string[] {
  const column = Math.max(...pages.map((page) => displayWidth(page.path)), 0) + 2;
  const beside = width - column >= MIN_TITLE_WIDTH;
  const textWidth = beside ? width - column : width - 2;
  const lines = pages.flatMap((page) => {
    const title = wrap(page.title, textWidth).map((line) => style.bold(line));
    const description = wrap(page.description, textWidth).map((line) => style.dim(line));
    if (!beside) {
      return [style.label(page.path), ...indent([...title, ...description], 2)];
    }
    return [
      style.label(page.path) + " ".repeat(column - displayWidth(page.path)) + title[0],
      ...indent([...title.slice(1), ...description], column),
    ];
  });
  return [
    ...lines,
    "",
    style.dim(`One page as Markdown: ${COMMAND} page <path>`),
  ];
}
