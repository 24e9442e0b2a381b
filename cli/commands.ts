/**
 * The subcommands: one table giving each its API path, its help and how its
 * answer reads in a terminal. The shapes are the service's own (type-only
 * imports, erased from the bundle), so the client reads what the API sends.
 */
import type {
  Contact,
  FaqItem,
  Page,
  PageSummary,
  Profile,
  Project,
  Service,
} from "../lib/api/schemas.ts";
import { fields, indent, type Style, wrap } from "./text.ts";

/** How human output is laid out. */
export interface View {
  width: number;
  style: Style;
}

/** A subcommand. */
export interface Command {
  name: string;
  /** Its one positional argument, when it takes one. */
  arg?: string;
  /** One line for the command list. */
  summary: string;
  /** What `rao <command> --help` adds below the usage line. */
  details: string[];
  /** Path and query below the base URL for `arg`. */
  path(arg: string): string;
  /** The answer as lines of terminal text. */
  render(data: unknown, view: View): string[];
}

/** Every subcommand, in the order help lists them. */
export const COMMANDS: Command[] = [
  {
    name: "profile",
    summary: "who the developer is: role, location, availability, stack",
    details: ["Calls GET {base_url}/profile."],
    path: () => "/profile",
    render: (data, view) => renderProfile(data as Profile, view),
  },
  {
    name: "projects",
    summary: "the products he built, with status and links",
    details: ["Calls GET {base_url}/projects."],
    path: () => "/projects",
    render: (data, view) => renderProjects((data as { projects: Project[] }).projects, view),
  },
  {
    name: "project",
    arg: "slug",
    summary: "one project by its slug (see `rao projects`)",
    details: [
      "Calls GET {base_url}/projects/{slug}. A slug is 1 to 40 lowercase letters,",
      "digits and hyphens, for example: rao project jantahr",
    ],
    path: (slug) => `/projects/${encodeURIComponent(slug)}`,
    render: (data, view) => renderProject(data as Project, view),
  },
  {
    name: "services",
    summary: "the freelance services offered",
    details: ["Calls GET {base_url}/services."],
    path: () => "/services",
    render: (data, view) => renderServices((data as { services: Service[] }).services, view),
  },
  {
    name: "faq",
    summary: "frequently asked questions and their answers",
    details: ["Calls GET {base_url}/faq."],
    path: () => "/faq",
    render: (data, view) => renderFaq((data as { questions: FaqItem[] }).questions, view),
  },
  {
    name: "contact",
    summary: "the addresses to write to, and which to use when",
    details: [
      "Calls GET {base_url}/contact. rao only shows the addresses: write from your own",
      "mail client; it never sends email.",
    ],
    path: () => "/contact",
    render: (data, view) => renderContact(data as Contact, view),
  },
  {
    name: "pages",
    summary: "the website's public pages, with their paths",
    details: ["Calls GET {base_url}/pages."],
    path: () => "/pages",
    render: (data, view) => renderPages((data as { pages: PageSummary[] }).pages, view),
  },
  {
    name: "page",
    arg: "path",
    summary: "one page as Markdown, for example: rao page /pricing/",
    details: [
      "Calls GET {base_url}/page?path={path} and prints the page's Markdown as it is.",
      "The path starts with a slash; /pricing, /pricing/ and /pricing/index.md are the",
      "same page. `rao pages` lists them.",
    ],
    path: (path) => `/page?path=${encodeURIComponent(path)}`,
    render: (data) => [(data as Page).markdown.replace(/\n+$/, "")],
  },
];

/** The command named `name`, if there is one. */
export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}

function list(values: string[] | undefined): string | undefined {
  return values?.length ? values.join(", ") : undefined;
}

function renderProfile(profile: Profile, { width, style }: View): string[] {
  return [
    style.bold(
      profile.brand ? `${profile.name} · ${profile.brand}` : profile.name,
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
    style.bold(project.name) + style.dim(` (${project.slug})`),
    ...indent(wrap(project.summary ?? "", width - 2), 2),
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
    ...projects.flatMap((
      project,
      i,
    ) => [...(i ? [""] : []), ...renderProject(project, view)]),
    "",
    view.style.dim("One project: rao project <slug>"),
  ];
}

function renderServices(services: Service[], { width, style }: View): string[] {
  return services.flatMap((service, i) => [
    ...(i ? [""] : []),
    style.bold(service.name) + style.dim(` (${service.slug})`),
    ...indent(wrap(service.summary, width - 2), 2),
    ...fields([["Example", service.example]], { width, indent: 2, style }),
  ]);
}

function renderFaq(questions: FaqItem[], { width, style }: View): string[] {
  return questions.flatMap((item, i) => [
    ...(i ? [""] : []),
    ...wrap(item.question, width).map((line) => style.bold(line)),
    ...indent(wrap(item.answer, width - 2), 2),
  ]);
}

function renderContact(contact: Contact, { width, style }: View): string[] {
  return [
    ...fields([
      ["Hiring and freelance", contact.hiring_and_freelance],
      [
        "JantaHR support, billing, legal",
        contact.jantahr_support_billing_legal,
      ],
      ["Contact page", contact.contact_page],
    ], { width, style }),
    ...(contact.note ? ["", ...wrap(contact.note, width)] : []),
  ];
}

function renderPages(pages: PageSummary[], { width, style }: View): string[] {
  const column = Math.max(...pages.map((page) => page.path.length), 0) + 2;
  const textWidth = Math.max(width - column, 20);
  const lines = pages.flatMap((page) => [
    style.label(page.path) + " ".repeat(column - page.path.length) +
    style.bold(page.title),
    ...indent(wrap(page.description, textWidth), column).map((line) => style.dim(line)),
  ]);
  return [...lines, "", style.dim("One page as Markdown: rao page <path>")];
}
