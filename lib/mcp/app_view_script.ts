/**
 * The script of the MCP App's views (app_views.ts), run in the host's
 * sandboxed frame, and the data it reads. It speaks the App side of MCP Apps
 * 2026-01-26 by hand: bundled for the browser, ext-apps' \`App\` class with its
 * MCP client and zod is 664 KB minified (147 KB gzipped), for a view that
 * needs \`ui/initialize\`, \`ui/notifications/initialized\`, \`size-changed\`,
 * \`ui/open-link\` and answers to \`ping\` and \`ui/resource-teardown\`.
 * \`tests/mcp_app_test.ts\` runs it against ext-apps' own host side,
 * \`AppBridge\`, so the official implementation checks this one.
 */

/** What a view shows of a project beyond the API's facts: its pictures and words. */
export interface ProjectFacts {
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

/** The JSON a view embeds: what it is and its words, no content. */
export interface ViewData {
  /** "project", "projects" or "contact" (`VIEW_KINDS`). */
  kind: string;
  /** The words the view shows, in the site's language (`view.*` in the catalogues). */
  labels: Record<string, string>;
}

/** A DOM element with attributes and children: the views' only way to make markup. */
export function el(
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
export function applyHostContext(
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
  root.style.width = px(box.width);
  root.style.maxWidth = px(box.maxWidth);
  root.style.height = px(box.height);
  root.style.maxHeight = px(box.maxHeight);
  return box.height ?? box.maxHeight;
}

/**
 * The view's script, run in the host's sandboxed frame. It is a function
 * here so that it is linted and type-checked; the view carries its source,
 * after that of `el` and `applyHostContext`, which it calls.
 * It speaks JSON-RPC over `postMessage` with the host (MCP Apps 2026-01-26),
 * draws what the tool result says with DOM calls (no content ever becomes
 * markup), takes the host's style variables, fonts and container size, and
 * opens every link through the host with `ui/open-link`.
 */
export function viewMain(): void {
  type Json = Record<string, unknown>;
  type ApiProject = { slug: string; name: string; status: string; summary: string } & {
    url?: string;
    case_study: string;
  };
  const { kind, labels: L } = JSON.parse(
    document.getElementById("view-data")!.textContent!,
  ) as ViewData;
  const root = document.documentElement;
  const main = document.querySelector("main")!;
  const fonts = document.head.appendChild(document.createElement("style"));
  const pending = new Map<number, (message: Json) => void>();
  let nextId = 1;
  let openLinks = false;
  let slug: string | undefined;
  let result: Json | undefined;
  let maxHeight = Infinity;

  const send = (message: Json) => parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
  const request = (method: string, params: Json) =>
    new Promise<Json>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      send({ id, method, params });
    });
  const structured = () => result?.structuredContent as Json | undefined;
  const facts = () => (result?._meta as { view?: ViewFacts } | undefined)?.view;
  const fill = (text: string, name = "") =>
    text.replace("{name}", name).replace("{brand}", facts()?.brand ?? "");

  function show(...nodes: (Node | undefined)[]) {
    main.replaceChildren(...nodes.filter((n): n is Node => n !== undefined));
  }
  function link(url: string, text: string, primary = false) {
    return el("a", {
      href: url,
      class: primary ? "button primary" : "button",
      target: "_blank",
      rel: "noopener",
    }, text);
  }
  function actions(facts: ViewFacts, subject: string, label: string, extra: (Node | undefined)[]) {
    return el(
      "p",
      { class: "actions" },
      ...extra,
      facts.email
        ? link(`mailto:${facts.email}?subject=${encodeURIComponent(subject)}`, label, true)
        : undefined,
      facts.booking_url ? link(facts.booking_url, L.bookCall) : undefined,
    );
  }
  function cover(project: ProjectFacts | undefined, className: string) {
    const c = project?.cover;
    return c
      ? el("img", { class: className, src: c.src, alt: c.alt, width: c.width, height: c.height })
      : undefined;
  }

  function showProject(project: ApiProject, facts: ViewFacts) {
    const more = facts.projects[project.slug];
    const words = more?.testimonial;
    const outcomes = more?.outcomes ?? [];
    show(
      el("h1", {}, project.name),
      el(
        "p",
        { class: "meta" },
        el("span", { class: "status" }, project.status),
        more?.year ? ` ${more.year}` : undefined,
      ),
      el("p", {}, project.summary),
      cover(more, "cover"),
      outcomes.length ? el("h2", {}, L.outcomes) : undefined,
      outcomes.length
        ? el(
          "dl",
          { class: "outcomes" },
          ...outcomes.map((o) => el("div", {}, el("dt", {}, o.label), el("dd", {}, o.value))),
        )
        : undefined,
      words ? el("h2", {}, L.clientWords) : undefined,
      words
        ? el(
          "blockquote",
          {},
          el("p", {}, words.quote),
          el("footer", {}, [words.name, words.role, words.company].filter(Boolean).join(", ")),
        )
        : undefined,
      actions(facts, fill(L.emailSubject, project.name), L.emailAbout, [
        link(project.case_study, L.caseStudy),
        project.url ? link(project.url, L.product) : undefined,
      ]),
    );
  }

  function showProjects(projects: ApiProject[], facts: ViewFacts) {
    show(
      el("h1", {}, fill(L.work)),
      el(
        "ul",
        { class: "cards" },
        ...projects.map((p) =>
          el(
            "li",
            { class: "card" },
            cover(facts.projects[p.slug], "thumb") ?? el("span"),
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
      actions(facts, fill(L.emailGeneralSubject), L.email, []),
    );
  }

  function showContact(contact: Record<string, string | undefined>, facts: ViewFacts) {
    const support = contact.jantahr_support_billing_legal;
    show(
      el("h1", {}, fill(L.contact)),
      contact.note ? el("p", {}, contact.note) : undefined,
      el(
        "p",
        {},
        el("a", { href: `mailto:${contact.hiring_and_freelance}` }, contact.hiring_and_freelance!),
      ),
      support
        ? el(
          "p",
          { class: "meta" },
          facts.support_label ? `${facts.support_label}: ` : "",
          el("a", { href: `mailto:${support}` }, support),
        )
        : undefined,
      actions(facts, fill(L.emailGeneralSubject), L.email, [
        contact.contact_page ? link(contact.contact_page, L.contactPage) : undefined,
      ]),
    );
  }

  /** What the result says, or why there is nothing to show yet. */
  function render() {
    const data = structured();
    // A host that passes no `_meta` still gets the API's facts drawn.
    const more = facts() ?? { brand: "", email: "", projects: {} };
    if (!data) return show(el("p", {}, result?.isError && slug ? L.unknownProject : L.loading));
    if (kind === "project") showProject(data as ApiProject, more);
    else if (kind === "projects") showProjects(data.projects as ApiProject[], more);
    else showContact(data as Record<string, string>, more);
  }

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
    } else if (method === "ui/notifications/tool-result") {
      result = params;
      render();
    } else if (method === "ui/notifications/host-context-changed") {
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
    appInfo: { name: `${kind}-view`, version: "1.0.0" },
    appCapabilities: { availableDisplayModes: ["inline"] },
    protocolVersion: "2026-01-26",
  }).then((answer) => {
    const result = answer.result as Json | undefined;
    openLinks = Boolean((result?.hostCapabilities as Json | undefined)?.openLinks);
    maxHeight = applyHostContext(result?.hostContext as Json | undefined, fonts) ?? maxHeight;
    send({ method: "ui/notifications/initialized", params: {} });
    let last = "";
    new ResizeObserver(() => {
      const size = {
        width: root.scrollWidth,
        height: Math.min(main.scrollHeight, maxHeight),
      };
      if (JSON.stringify(size) === last) return;
      last = JSON.stringify(size);
      send({ method: "ui/notifications/size-changed", params: size });
    }).observe(main);
  });
}
