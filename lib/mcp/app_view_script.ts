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

/** What a view shows of a project: the API's facts and the case study's pictures and words. */
export interface ViewProject {
  slug: string;
  name: string;
  status: string;
  summary: string;
  year?: number;
  url?: string;
  case_study: string;
  cover?: { src: string; alt: string; width: number; height: number };
  outcomes: { label: string; value: string }[];
  testimonial?: { quote: string; name: string; role?: string; company?: string };
}

/** The JSON a view embeds. */
export interface ViewData {
  /** "project", "projects" or "contact" (`VIEW_KINDS`). */
  kind: string;
  brand: string;
  email: string;
  support?: { email: string; label?: string };
  note?: string;
  booking_url?: string;
  contact_page: string;
  projects: ViewProject[];
  /** The words the view shows, in the site's language (`view.*` in the catalogues). */
  labels: Record<string, string>;
}

/**
 * The view's script, run in the host's sandboxed frame. It is a function
 * here so that it is linted and type-checked; the view carries its source.
 * It speaks JSON-RPC over `postMessage` with the host (MCP Apps 2026-01-26),
 * builds the page with DOM calls (no content ever becomes markup), and opens
 * every link through the host with `ui/open-link`.
 */
export function viewMain(): void {
  type Json = Record<string, unknown>;
  const data = JSON.parse(document.getElementById("view-data")!.textContent!) as ViewData;
  const L = data.labels;
  const main = document.querySelector("main")!;
  const pending = new Map<number, (message: Json) => void>();
  let nextId = 1;
  let openLinks = false;
  let slug: string | undefined;
  let order: string[] | undefined;

  const send = (message: Json) => parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
  const request = (method: string, params: Json) =>
    new Promise<Json>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      send({ id, method, params });
    });
  const fill = (text: string) =>
    text.replace("{name}", findProject()?.name ?? "").replace("{brand}", data.brand);
  const findProject = () => data.projects.find((p) => p.slug === slug);

  function el(tag: string, props: Json = {}, ...children: (Node | string | undefined)[]) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined) node.setAttribute(key, String(value));
    }
    for (const child of children) if (child !== undefined) node.append(child);
    return node;
  }
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
  function mailto(subject: string) {
    return `mailto:${data.email}?subject=${encodeURIComponent(subject)}`;
  }
  function actions(subject: string, label: string, extra: (Node | undefined)[] = []) {
    return el(
      "p",
      { class: "actions" },
      ...extra,
      link(mailto(fill(subject)), label, true),
      data.booking_url ? link(data.booking_url, L.bookCall) : undefined,
    );
  }
  function cover(project: ViewProject, className: string) {
    const c = project.cover;
    return c
      ? el("img", { class: className, src: c.src, alt: c.alt, width: c.width, height: c.height })
      : undefined;
  }

  function showProject() {
    const project = findProject();
    if (!project) return show(el("p", {}, slug ? L.unknownProject : L.loading));
    const words = project.testimonial;
    show(
      el("h1", {}, project.name),
      el(
        "p",
        { class: "meta" },
        el("span", { class: "status" }, project.status),
        project.year ? ` ${project.year}` : undefined,
      ),
      el("p", {}, project.summary),
      cover(project, "cover"),
      project.outcomes.length ? el("h2", {}, L.outcomes) : undefined,
      project.outcomes.length
        ? el(
          "dl",
          { class: "outcomes" },
          ...project.outcomes.map((o) =>
            el("div", {}, el("dt", {}, o.label), el("dd", {}, o.value))
          ),
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
      actions(L.emailSubject, L.emailAbout, [
        link(project.case_study, L.caseStudy),
        project.url ? link(project.url, L.product) : undefined,
      ]),
    );
  }

  function showProjects() {
    const projects = order
      ? order.flatMap((s) => data.projects.filter((p) => p.slug === s))
      : data.projects;
    show(
      el("h1", {}, fill(L.work)),
      el(
        "ul",
        { class: "cards" },
        ...projects.map((p) =>
          el(
            "li",
            { class: "card" },
            cover(p, "thumb") ?? el("span"),
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
      actions(L.emailGeneralSubject, L.email),
    );
  }

  function showContact() {
    show(
      el("h1", {}, fill(L.contact)),
      data.note ? el("p", {}, data.note) : undefined,
      el("p", {}, el("a", { href: `mailto:${data.email}` }, data.email)),
      data.support
        ? el(
          "p",
          { class: "meta" },
          data.support.label ? `${data.support.label}: ` : "",
          el("a", { href: `mailto:${data.support.email}` }, data.support.email),
        )
        : undefined,
      actions(L.emailGeneralSubject, L.email, [link(data.contact_page, L.contactPage)]),
    );
  }

  function render() {
    if (data.kind === "project") showProject();
    else if (data.kind === "projects") showProjects();
    else showContact();
  }

  function applyContext(context: Json | undefined) {
    const theme = context?.theme;
    if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  }

  function fromCall(args: Json | undefined, result: Json | undefined) {
    const structured = result?.structuredContent as Json | undefined;
    if (typeof args?.slug === "string") slug = args.slug;
    if (typeof structured?.slug === "string") slug = structured.slug;
    if (Array.isArray(structured?.projects)) {
      order = (structured.projects as Json[]).map((p) => String(p.slug));
    }
    render();
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
      fromCall(params?.arguments as Json, undefined);
    } else if (method === "ui/notifications/tool-result") fromCall(undefined, params);
    else if (method === "ui/notifications/host-context-changed") applyContext(params);
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
  }).then((answer) => {
    const result = answer.result as Json | undefined;
    openLinks = Boolean((result?.hostCapabilities as Json | undefined)?.openLinks);
    applyContext(result?.hostContext as Json | undefined);
    send({ method: "ui/notifications/initialized", params: {} });
    let last = "";
    new ResizeObserver(() => {
      const size = { width: document.documentElement.scrollWidth, height: main.scrollHeight };
      if (JSON.stringify(size) === last) return;
      last = JSON.stringify(size);
      send({ method: "ui/notifications/size-changed", params: size });
    }).observe(main);
  });
}
