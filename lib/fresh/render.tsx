/**
 * Server rendering of pages through `_app`, with islands: an island's output
 * is wrapped in `<x-island>` carrying its props, and the page gets one module
 * script per island used, so a page without islands ships no JavaScript.
 */
import { type ComponentType, type FunctionComponent, h, options, type VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import type { AppProps, PageProps } from "./types.ts";

type Component = ComponentType<Record<string, unknown>>;

const islands = new Map<Component, string>();
/** Islands' server-side stand-ins (by name), so an island is not wrapped twice. */
const inner = new Map<string, Component>();
/** Islands used by the render in progress (renders are synchronous). */
let used: Set<string> | undefined;

/** Registers an island component under `name`. */
export function registerIsland(name: string, component: Component): void {
  islands.set(component, name);
  // Called directly rather than through h(), so the vnode hook does not see it.
  inner.set(name, (props) => (component as FunctionComponent)(props));
}

const previousVnode = options.vnode;
options.vnode = function islandVnode(vnode: VNode<Record<string, unknown>>) {
  const name = islands.get(vnode.type as Component);
  if (name && used) {
    used.add(name);
    const { children: _children, ...data } = vnode.props as Record<string, unknown>;
    vnode.type = Island as Component;
    vnode.props = { name, data, children: undefined };
  }
  previousVnode?.(vnode);
};

function Island({ name, data }: { name: string; data: Record<string, unknown> }) {
  const Inner = inner.get(name)!;
  return h("x-island", { "data-island": name, "data-props": JSON.stringify(data) }, h(Inner, data));
}

/**
 * Renders `Page` inside `App` to a complete HTML document, island scripts before `</body>` and what
 * they import preloaded in the head: fetched with the page, not a round trip after the scripts.
 */
export function renderDocument(
  App: ComponentType<AppProps>,
  Page: ComponentType<PageProps<unknown>>,
  props: PageProps<unknown>,
  scriptUrl: (island: string) => string,
  imports: (island: string) => string[] = () => [],
): string {
  const seen = used = new Set();
  let html: string;
  try {
    html = renderToString(h(App, { ...props, Component: () => h(Page, props) }));
  } finally {
    used = undefined;
  }
  if (seen.size) {
    const names = [...seen].sort();
    const scripts = names
      .map((name) => `<script type="module" src="${scriptUrl(name)}"></script>`).join("");
    const at = html.lastIndexOf("</body>");
    html = at === -1 ? html + scripts : html.slice(0, at) + scripts + html.slice(at);
    const preloads = [...new Set(names.flatMap(imports))]
      .map((url) => `<link rel="modulepreload" href="${url}">`).join("");
    html = html.replace("</head>", () => `${preloads}</head>`);
  }
  return "<!DOCTYPE html>" + html;
}
