/**
 * The script of the MCP App's views (app_views.ts), run in the host's sandboxed frame, and the data
 * it reads. It speaks the App side of MCP Apps 2026-01-26 by hand: ext-apps' `App` class, bundled
 * with its MCP client and zod, is 664 KB minified (147 KB gzipped) for a view that needs five
 * messages. `tests/mcp_app_test.ts` runs it against ext-apps' own host side, `AppBridge`.
 */
import type { Contact, Project } from "../content/shapes.ts";

/** What a view shows of a project beyond the API's facts: its pictures and words. */
interface ProjectFacts {
  year?: number;
  cover?: { src: string; alt: string; width: number; height: number };
  outcomes: { label: string; value: string }[];
  testimonial?: { quote: string; name: string; role?: string; company?: string };
}

/** What a result carries for its view, in `_meta.view` (passed to the view, not the model). */
export interface ViewFacts {
  brand: string;
  email: string;
  booking_url?: string;
  support_label?: string;
  /** By slug, the projects the result names. */
  projects: Record<string, ProjectFacts>;
}

/** The JSON a view embeds: its kind (`VIEW_KINDS`) and its words (`view.*`), no content. */
type ViewData = { kind: string; labels: Record<string, string> };

/** What a view draws: nodes and text, lists of them, and gaps (falsy) where a fact is absent. */
type Part = Node | string | undefined | null | false | 0 | Part[];

/** A DOM element, the views' only markup: `a.b` adds class b, a plain first part attributes. */
function el(tag: string, ...parts: (Part | Record<string, unknown>)[]): HTMLElement {
  const [name, ...classes] = tag.split(".");
  const node = document.createElement(name);
  const first = parts[0];
  if (first && typeof first === "object" && !(first instanceof Node) && !Array.isArray(first)) {
    for (const [key, value] of Object.entries(parts.shift()!)) {
      if (value !== undefined) node.setAttribute(key, String(value));
    }
  }
  if (classes.length) node.className = classes.join(" ");
  node.append(...(parts as Part[]).flat().filter((p): p is Node | string => Boolean(p)));
  return node;
}

/** Applies the host's theme, style variables, fonts and size; returns the height, if bounded. */
function applyHostContext(
  context: Record<string, unknown> | undefined,
  fonts: HTMLStyleElement,
): number | undefined {
  const root = document.documentElement;
  const theme = context?.theme;
  if (theme === "light" || theme === "dark") root.dataset.theme = theme;
  const styles = context?.styles as
    | { variables?: Record<string, unknown>; css?: { fonts?: unknown } }
    | undefined;
  for (const [name, value] of Object.entries(styles?.variables ?? {})) {
    if (name.startsWith("--") && typeof value === "string") root.style.setProperty(name, value);
  }
  if (typeof styles?.css?.fonts === "string") fonts.textContent = styles.css.fonts;
  const box = context?.containerDimensions as Record<string, number> | undefined;
  if (!box) return undefined;
  for (const side of ["width", "maxWidth", "height", "maxHeight"] as const) {
    root.style[side] = typeof box[side] === "number" ? `${box[side]}px` : "";
  }
  return box.height ?? box.maxHeight;
}

/** What every drawing reads: the result's facts, and the view's words with `{brand}` filled in. */
type Drawing = { facts: ViewFacts; labels: Record<string, string> };

/** A link (drawn as a button with `tag`'s classes); like every link, it opens through the host. */
function link(href: string, text: string, tag = "a.button"): HTMLElement {
  return el(tag, { href, target: "_blank", rel: "noopener" }, text);
}

/** The actions under a card: `extra`, then an email about `subject`, then booking a call. */
function actions(
  { facts, labels }: Drawing,
  { subject, label, extra = [] }: { subject: string; label: string; extra?: Part[] },
): HTMLElement {
  const mailto = `mailto:${facts.email}?subject=${encodeURIComponent(subject)}`;
  return el(
    "p.actions",
    extra,
    facts.email && link(mailto, label, "a.button.primary"),
    facts.booking_url && link(facts.booking_url, labels.bookCall),
  );
}

/** The cover of `project` as an image of class `className`, if it has one. */
function cover(project: ProjectFacts | undefined, className: string): HTMLElement | undefined {
  const c = project?.cover;
  return c && el(`img.${className}`, { src: c.src, alt: c.alt, width: c.width, height: c.height });
}

/** One project (get_project): its status, summary, cover, outcomes, the client's words, actions. */
function drawProject(project: Project, drawing: Drawing): Part[] {
  const L = drawing.labels;
  const more = drawing.facts.projects[project.slug];
  const words = more?.testimonial;
  const outcomes = more?.outcomes ?? [];
  const by = words && [words.name, words.role, words.company].filter(Boolean).join(", ");
  return [
    el("h1", project.name),
    el("p.meta", el("span.status", project.status), more?.year && ` ${more.year}`),
    el("p", project.summary),
    cover(more, "cover"),
    // Each heading only with what it heads.
    outcomes.length > 0 && [
      el("h2", L.outcomes),
      el("dl.outcomes", outcomes.map((o) => el("div", el("dt", o.label), el("dd", o.value)))),
    ],
    words && [el("h2", L.clientWords), el("blockquote", el("p", words.quote), el("footer", by))],
    actions(drawing, {
      subject: L.emailSubject.replace("{name}", project.name),
      label: L.emailAbout,
      extra: [link(project.case_study, L.caseStudy), project.url && link(project.url, L.product)],
    }),
  ];
}

/** The projects (list_projects) as cards, each linking to its case study. */
function drawProjects(projects: Project[], drawing: Drawing): Part[] {
  const L = drawing.labels;
  const card = (p: Project) =>
    el(
      "li.card",
      cover(drawing.facts.projects[p.slug], "thumb") ?? el("span"),
      el(
        "div",
        el("h2", p.name),
        el("p.meta", el("span.status", p.status)),
        el("p", p.summary),
        link(p.case_study, L.caseStudy, "a"),
      ),
    );
  return [
    el("h1", L.work),
    el("ul.cards", projects.map(card)),
    actions(drawing, { subject: L.emailGeneralSubject, label: L.email }),
  ];
}

/** How to reach the owner (get_contact): the addresses, and the contact page. */
function drawContact(contact: Contact, drawing: Drawing): Part[] {
  const L = drawing.labels;
  const mail = (address: string) => el("a", { href: `mailto:${address}` }, address);
  const support = contact.jantahr_support_billing_legal;
  const label = drawing.facts.support_label;
  return [
    el("h1", L.contact),
    contact.note && el("p", contact.note),
    el("p", mail(contact.hiring_and_freelance)),
    support && el("p.meta", label && `${label}: `, mail(support)),
    actions(drawing, {
      subject: L.emailGeneralSubject,
      label: L.email,
      extra: [contact.contact_page && link(contact.contact_page, L.contactPage)],
    }),
  ];
}

/** What view `kind` shows of a tool `result`, or that it is loading, or that `slug` is unknown. */
function drawResult(
  result: Record<string, unknown> | undefined,
  { kind, labels, slug }: ViewData & { slug?: string },
): Part[] {
  const data = result?.structuredContent as Record<string, unknown> | undefined;
  if (!data) return [el("p", result?.isError && slug ? labels.unknownProject : labels.loading)];
  // A host that passes no `_meta` still gets the API's facts drawn.
  const facts = (result?._meta as { view?: ViewFacts } | undefined)?.view ??
    { brand: "", email: "", projects: {} };
  const filled = Object.fromEntries(
    Object.entries(labels).map(([key, text]) => [key, text.replace("{brand}", facts.brand)]),
  );
  const drawing = { facts, labels: filled };
  if (kind === "project") return drawProject(data as Project, drawing);
  if (kind === "projects") return drawProjects(data.projects as Project[], drawing);
  return drawContact(data as Contact, drawing);
}

/**
 * The protocol with the host: JSON-RPC over `postMessage` (MCP Apps 2026-01-26). It draws each
 * tool result with `drawResult`, takes the host's style variables, fonts and container size,
 * reports its size, and opens every link through the host with `ui/open-link`.
 */
function viewMain(): void {
  type Json = Record<string, unknown>;
  const data = JSON.parse(document.getElementById("view-data")!.textContent!) as ViewData;
  const root = document.documentElement;
  const main = document.querySelector("main")!;
  const fonts = document.head.appendChild(document.createElement("style"));
  const pending = new Map<unknown, (message: Json) => void>();
  let nextId = 1;
  let openLinks = false;
  let slug: string | undefined;
  let maxHeight = Infinity;
  const host = (context: unknown) =>
    maxHeight = applyHostContext(context as Json, fonts) ?? maxHeight;
  const send = (message: Json) => parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
  const request = (method: string, params: Json) =>
    new Promise<Json>((resolve) => {
      pending.set(nextId, resolve);
      send({ id: nextId++, method, params });
    });
  const render = (result?: Json) =>
    main.replaceChildren(...el("div", ...drawResult(result, { ...data, slug })).childNodes);

  addEventListener("message", (event) => {
    const message = event.data as Json;
    if (event.source !== parent || message?.jsonrpc !== "2.0") return;
    const { id, method, params } = message as { id?: number; method?: string; params?: Json };
    if (method === undefined) {
      pending.get(id)?.(message);
      pending.delete(id);
    } else if (method === "ui/notifications/tool-input") {
      const args = params?.arguments as Json | undefined;
      if (typeof args?.slug === "string") slug = args.slug;
    } else if (method === "ui/notifications/tool-result") render(params);
    else if (method === "ui/notifications/host-context-changed") host(params);
    else if (method === "ping" || method === "ui/resource-teardown") send({ id, result: {} });
    else if (id !== undefined) {
      send({ id, error: { code: -32601, message: `Method not found: ${method}` } });
    }
  });

  // Every link opens through the host, which may ask the person first.
  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element).closest?.("a");
    if (!anchor || !openLinks) return;
    event.preventDefault();
    request("ui/open-link", { url: anchor.href });
  });

  render();
  request("ui/initialize", {
    appInfo: { name: `${data.kind}-view`, version: "1.0.0" },
    appCapabilities: { availableDisplayModes: ["inline"] },
    protocolVersion: "2026-01-26",
  }).then(({ result }) => {
    const { hostCapabilities, hostContext } = (result ?? {}) as Json;
    openLinks = Boolean((hostCapabilities as Json | undefined)?.openLinks);
    host(hostContext);
    send({ method: "ui/notifications/initialized", params: {} });
    let last = "";
    new ResizeObserver(() => {
      const size = { width: root.scrollWidth, height: Math.min(main.scrollHeight, maxHeight) };
      if (JSON.stringify(size) === last) return;
      last = JSON.stringify(size);
      send({ method: "ui/notifications/size-changed", params: size });
    }).observe(main);
  });
}

/**
 * The view's script: its functions, type-checked and linted here, then a call of `viewMain`. It
 * holds no content and draws what the host passes it with DOM calls: no content becomes markup.
 */
export function viewScript(): string {
  const parts = [el, applyHostContext, link, actions, cover, drawProject, drawProjects];
  return [...parts, drawContact, drawResult, `(${viewMain})();`].join("\n");
}
