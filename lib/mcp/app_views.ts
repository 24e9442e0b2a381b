/**
 * The MCP App's views (the `ui://` resources of `app_resources.ts`): self-contained
 * HTML documents, one per kind (a project, the list of projects, contact),
 * in the site's own design. Each carries the content it shows as JSON, made
 * once per content generation, and picks what to show from the tool call the
 * host passes it (`ui/notifications/tool-input` and `tool-result`).
 *
 * The App side of the protocol (ext-apps' `App` class) is written here by
 * hand rather than bundled: bundled and minified for the browser, `App` with
 * its MCP client and zod is 664 KB (147 KB gzipped), for a view that needs
 * five messages (`ui/initialize`, `initialized`, `size-changed`,
 * `ui/open-link`, the answer to `ping` and `ui/resource-teardown`). The test
 * (`tests/mcp_app_test.ts`) runs these views against ext-apps' own host
 * side, `AppBridge`, so the hand-written part is checked by the official one.
 */
import type { Site } from "../site/model.ts";

/**
 * Every word the views show, in one place, for the message catalogues of the
 * i18n issue to take over. `{name}` and `{brand}` are filled in.
 */
export const VIEW_LABELS = {
  caseStudy: "Read the case study",
  product: "Visit the product",
  emailAbout: "Email about a project like this",
  emailSubject: "A project like {name}",
  email: "Email about a project",
  emailGeneralSubject: "A project for {brand}",
  bookCall: "Book a call",
  outcomes: "Outcomes",
  clientWords: "What the client said",
  work: "Work by {brand}",
  contact: "Contact {brand}",
  contactPage: "Contact page",
  loading: "Loading…",
  unknownProject: "This project is not on the site.",
};

/** The kinds of view, each a `ui://` resource. */
export const VIEW_KINDS = ["project", "projects", "contact"] as const;
export type ViewKind = typeof VIEW_KINDS[number];

/** What a view shows of a project: the API's facts and the case study's pictures and words. */
interface ViewProject {
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
interface ViewData {
  kind: ViewKind;
  brand: string;
  email: string;
  support?: { email: string; label?: string };
  note?: string;
  booking_url?: string;
  contact_page: string;
  projects: ViewProject[];
  labels: typeof VIEW_LABELS;
}

/** The facts every view embeds, from the site's content. */
function viewData(site: Site, kind: ViewKind): ViewData {
  const { siteUrl } = site.config;
  const raw = new Map(site.raw.projects.map((p) => [p.slug, p]));
  const contact = site.raw.contact;
  return {
    kind,
    brand: site.profile.brand,
    email: contact.hiring_and_freelance,
    support: contact.jantahr_support_billing_legal
      ? { email: contact.jantahr_support_billing_legal, label: contact.support_label }
      : undefined,
    note: contact.note,
    booking_url: contact.booking_url,
    contact_page: site.contact.contact_page,
    projects: site.projects.map((project) => {
      const entry = raw.get(project.slug);
      const image = entry?.cover && site.raw.images.get(entry.cover.src);
      return {
        slug: project.slug,
        name: project.name,
        status: project.status,
        summary: project.summary,
        year: entry?.year,
        url: project.url,
        case_study: project.case_study,
        cover: image
          ? {
            src: `${siteUrl}/${image.src}?v=${image.hash}`,
            alt: entry!.cover!.alt,
            width: image.width,
            height: image.height,
          }
          : undefined,
        outcomes: entry?.outcomes ?? [],
        testimonial: entry?.testimonial,
      };
    }),
    labels: VIEW_LABELS,
  };
}

let tokens: string | undefined;

/**
 * The site's design tokens (colours in both schemes, fonts, radius): the
 * `:root` rules at the top of `static/styles.css`, read once, so the views
 * and the site share one palette.
 */
function siteTokens(): string {
  if (tokens === undefined) {
    const css = Deno.readTextFileSync(new URL("../../static/styles.css", import.meta.url));
    const rules = css.match(/:root(\[data-theme="(light|dark)"\])?\s*\{[^}]*\}/g);
    if (!rules || rules.length < 3) {
      throw new Error(
        'static/styles.css must start with its :root tokens and the :root[data-theme="light"|"dark"] rules; the MCP App views reuse them.',
      );
    }
    tokens = rules.join("\n");
  }
  return tokens;
}

/** The views' own layout, on the site's tokens. */
const VIEW_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.55 var(--font)}
main{padding:1rem 1.25rem 1.25rem;max-width:44rem}
h1{font-size:1.5rem;line-height:1.2;letter-spacing:-0.02em;margin:0 0 .25rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
p{margin:0 0 .75rem}
.meta{color:var(--muted);font-size:.9rem;margin:0 0 .5rem}
.status{display:inline-block;border-radius:999px;padding:.05rem .6rem;font-size:.8rem;font-weight:600;background:var(--live-bg);color:var(--live-text)}
img{display:block;max-width:100%;height:auto;border-radius:var(--radius);border:1px solid var(--border);background:var(--surface-2)}
.cover{margin:.75rem 0}
.outcomes{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.5rem;margin:0;padding:0}
.outcomes div{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:.6rem .75rem}
.outcomes dt{color:var(--muted);font-size:.85rem}
.outcomes dd{margin:0;font-weight:700;font-size:1.1rem}
blockquote{margin:0;background:var(--accent-soft);border-radius:var(--radius);padding:.75rem 1rem}
blockquote p{margin:0 0 .4rem}
blockquote footer{color:var(--muted);font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
.button{display:inline-block;border-radius:999px;padding:.45rem 1rem;font-weight:600;text-decoration:none;border:1px solid var(--accent);color:var(--accent)}
.button.primary{background:var(--accent);color:var(--accent-text)}
a{color:var(--accent)}
a:hover{color:var(--accent-hover)}
a.button:hover{color:var(--accent-hover)}
a.button.primary:hover{background:var(--accent-hover);color:var(--accent-text)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.card{display:grid;grid-template-columns:8rem 1fr;gap:.75rem;align-items:start;background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:.75rem}
.card h2{margin:0 0 .25rem}
.card p{margin:0 0 .4rem}
`;

/**
 * The view's script, run in the host's sandboxed frame. It is a function
 * here so that it is linted and type-checked; the view carries its source.
 * It speaks JSON-RPC over `postMessage` with the host (MCP Apps 2026-01-26),
 * builds the page with DOM calls (no content ever becomes markup), and opens
 * every link through the host with `ui/open-link`.
 */
function viewMain(): void {
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

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(
    /\u2028|\u2029/g,
    (c) => c === "\u2028" ? "\\u2028" : "\\u2029",
  );
}

/** The HTML of view `kind` for `site`: one document, no outside script or style. */
export function renderView(site: Site, kind: ViewKind): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${site.lang.replace(/[^A-Za-z0-9-]/g, "")}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${siteTokens()}\n${VIEW_CSS}</style></head>`,
    "<body><main></main>",
    `<script type="application/json" id="view-data">${scriptJson(viewData(site, kind))}</script>`,
    `<script>(${viewMain.toString()})();</script>`,
    "</body></html>",
  ].join("\n");
}
