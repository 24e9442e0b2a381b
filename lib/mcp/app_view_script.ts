/**
 * The script of the MCP App's views (app_views.ts), run in the host's
 * sandboxed frame, and the data it reads. It speaks the App side of MCP Apps
 * 2026-01-26 by hand: ext-apps' `App` class, bundled with its MCP client and
 * zod, is 664 KB minified (147 KB gzipped) for a view that needs five
 * messages. `tests/mcp_app_test.ts` runs it against ext-apps' own host side,
 * `AppBridge`, so the official implementation checks this one.
 */
import type { Contact, Project } from "../content/shapes.ts";

/** What a view shows of a project beyond the API's facts: its pictures and words. */
interface ProjectFacts {
  year?: number;
  cover?: { src: string; alt: string; width: number; height: number };
  outcomes: { label: string; value: string }[];
  testimonial?: { quote: string; name: string; role?: string; company?: string };
}

/**
 * What a tool result carries for its view besides the API's JSON, in its
 * `_meta.view` (hosts pass the whole result to the view, not to the model).
 */
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

/** A DOM element with attributes and children: the views' only way to make markup. */
function el(
  tag: string,
  props: Record<string, unknown> = {},
  ...children: (Node | string | undefined)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value !== undefined) node.setAttribute(key, String(value));
  }
  for (const child of children) if (child !== undefined) node.append(child);
  return node;
}

/**
 * Takes the host's theme, style variables, fonts (into `fonts`) and container
 * size where it gives them; returns the height the view may take, if bounded.
 */
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
  const px = (n: unknown) => typeof n === "number" ? `${n}px` : "";
  for (const side of ["width", "maxWidth", "height", "maxHeight"] as const) {
    root.style[side] = px(box[side]);
  }
  return box.height ?? box.maxHeight;
}

/** What a view draws: nodes, and gaps where a fact is absent. */
type Parts = (Node | undefined)[];

/** What every drawing reads: the result's facts, and the view's words with `{brand}` filled in. */
type Drawing = { facts: ViewFacts; labels: Record<string, string> };

/** A link drawn as a button; like every link, it opens through the host. */
function button(url: string, text: string, primary = false): HTMLElement {
  return el("a", {
    href: url,
    class: primary ? "button primary" : "button",
    target: "_blank",
    rel: "noopener",
  }, text);
}

/** The actions under a card: `extra`, then an email about `subject`, then booking a call. */
function actions(
  { facts, labels: L }: Drawing,
  { subject, label, extra = [] }: { subject: string; label: string; extra?: Parts },
): HTMLElement {
  return el(
    "p",
    { class: "actions" },
    ...extra,
    facts.email
      ? button(`mailto:${facts.email}?subject=${encodeURIComponent(subject)}`, label, true)
      : undefined,
    facts.booking_url ? button(facts.booking_url, L.bookCall) : undefined,
  );
}

/** The cover of `project` as an image of class `className`, if it has one. */
function cover(project: ProjectFacts | undefined, className: string): HTMLElement | undefined {
  const c = project?.cover;
  return c
    ? el("img", { class: className, src: c.src, alt: c.alt, width: c.width, height: c.height })
    : undefined;
}

/** One project (get_project): its status, summary, cover, outcomes, the client's words, actions. */
function drawProject(project: Project, drawing: Drawing): Parts {
  const L = drawing.labels;
  const more = drawing.facts.projects[project.slug];
  const words = more?.testimonial;
  const outcomes = more?.outcomes ?? [];
  const dl = outcomes.map((o) => el("div", {}, el("dt", {}, o.label), el("dd", {}, o.value)));
  const quote = words && el("p", {}, words.quote);
  const by = words &&
    el("footer", {}, [words.name, words.role, words.company].filter(Boolean).join(", "));
  return [
    el("h1", {}, project.name),
    el(
      "p",
      { class: "meta" },
      el("span", { class: "status" }, project.status),
      more?.year ? ` ${more.year}` : undefined,
    ),
    el("p", {}, project.summary),
    cover(more, "cover"),
    // Each heading only with what it heads.
    ...(outcomes.length ? [el("h2", {}, L.outcomes), el("dl", { class: "outcomes" }, ...dl)] : []),
    ...(words ? [el("h2", {}, L.clientWords), el("blockquote", {}, quote, by)] : []),
    actions(drawing, {
      subject: L.emailSubject.replace("{name}", project.name),
      label: L.emailAbout,
      extra: [
        button(project.case_study, L.caseStudy),
        project.url ? button(project.url, L.product) : undefined,
      ],
    }),
  ];
}

/** The projects (list_projects) as cards, each linking to its case study. */
function drawProjects(projects: Project[], drawing: Drawing): Parts {
  const L = drawing.labels;
  return [
    el("h1", {}, L.work),
    el(
      "ul",
      { class: "cards" },
      ...projects.map((p) =>
        el(
          "li",
          { class: "card" },
          cover(drawing.facts.projects[p.slug], "thumb") ?? el("span"),
          el(
            "div",
            {},
            el("h2", {}, p.name),
            el("p", { class: "meta" }, el("span", { class: "status" }, p.status)),
            el("p", {}, p.summary),
            el("a", { href: p.case_study, target: "_blank", rel: "noopener" }, L.caseStudy),
          ),
        )
      ),
    ),
    actions(drawing, { subject: L.emailGeneralSubject, label: L.email }),
  ];
}

/** How to reach the owner (get_contact): the addresses, and the contact page. */
function drawContact(contact: Contact, drawing: Drawing): Parts {
  const L = drawing.labels;
  const support = contact.jantahr_support_billing_legal;
  const label = drawing.facts.support_label;
  return [
    el("h1", {}, L.contact),
    contact.note ? el("p", {}, contact.note) : undefined,
    el(
      "p",
      {},
      el("a", { href: `mailto:${contact.hiring_and_freelance}` }, contact.hiring_and_freelance),
    ),
    support
      ? el(
        "p",
        { class: "meta" },
        label ? `${label}: ` : "",
        el("a", { href: `mailto:${support}` }, support),
      )
      : undefined,
    actions(drawing, {
      subject: L.emailGeneralSubject,
      label: L.email,
      extra: [contact.contact_page ? button(contact.contact_page, L.contactPage) : undefined],
    }),
  ];
}

/**
 * What view `kind` shows of a tool `result`, or why there is nothing to show
 * yet: loading, or an unknown project when the call for `slug` failed.
 */
function drawResult(
  result: Record<string, unknown> | undefined,
  { kind, labels, slug }: ViewData & { slug?: string },
): Parts {
  const data = result?.structuredContent as Record<string, unknown> | undefined;
  if (!data) return [el("p", {}, result?.isError && slug ? labels.unknownProject : labels.loading)];
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
 * The view's script, run in the host's sandboxed frame: the protocol with the
 * host. It speaks JSON-RPC over `postMessage` (MCP Apps 2026-01-26), draws
 * each tool result with `drawResult`, takes the host's style variables, fonts
 * and container size, reports its size, and opens every link through the
 * host with `ui/open-link`.
 */
function viewMain(): void {
  type Json = Record<string, unknown>;
  const data = JSON.parse(document.getElementById("view-data")!.textContent!) as ViewData;
  const root = document.documentElement;
  const main = document.querySelector("main")!;
  const fonts = document.head.appendChild(document.createElement("style"));
  const pending = new Map<number, (message: Json) => void>();
  let nextId = 1;
  let openLinks = false;
  let slug: string | undefined;
  let maxHeight = Infinity;

  const send = (message: Json) => parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
  const request = (method: string, params: Json) =>
    new Promise<Json>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      send({ id, method, params });
    });
  const render = (result?: Json) =>
    main.replaceChildren(
      ...drawResult(result, { ...data, slug }).filter((n): n is Node => n !== undefined),
    );

  addEventListener("message", (event) => {
    if (event.source !== parent) return;
    const message = event.data as Json;
    if (message?.jsonrpc !== "2.0") return;
    const { id, method, params } = message as { id?: number; method?: string; params?: Json };
    if (method === undefined) {
      if (id !== undefined) pending.get(id)?.(message);
      pending.delete(id!);
    } else if (method === "ui/notifications/tool-input") {
      const args = params?.arguments as Json | undefined;
      if (typeof args?.slug === "string") slug = args.slug;
    } else if (method === "ui/notifications/tool-result") render(params);
    else if (method === "ui/notifications/host-context-changed") {
      maxHeight = applyHostContext(params, fonts) ?? maxHeight;
    } else if (method === "ping" || method === "ui/resource-teardown") send({ id, result: {} });
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
  }).then((answer) => {
    const result = answer.result as Json | undefined;
    openLinks = Boolean((result?.hostCapabilities as Json | undefined)?.openLinks);
    maxHeight = applyHostContext(result?.hostContext as Json | undefined, fonts) ?? maxHeight;
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
 * The source of the view's script: its functions, type-checked and linted
 * here, then a call of `viewMain`. No content is in it; it draws what the
 * host passes it with DOM calls, so no content ever becomes markup.
 */
export function viewScript(): string {
  const parts = [el, applyHostContext, button, actions, cover, drawProject, drawProjects];
  return [...parts, drawContact, drawResult, `(${viewMain})();`].join("\n");
}
