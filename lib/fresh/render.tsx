/**
 * Server rendering of pages through `_app`, with islands: an island's output
 * is wrapped in `<x-island>` carrying its props, and the page gets one inline
 * script (`ISLAND_LOADER`) that imports each island used once the page has painted, so a page
 * without islands ships no JavaScript.
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
 * The one script a page with islands runs inline: after the first paint it imports the island
 * bundles its `data-islands` names. An island request made before the paint lies on the path of a
 * phone's largest contentful paint in Lighthouse's simulation (issue #39, docs/performance.md).
 */
export const ISLAND_LOADER =
  '{const s=document.currentScript.dataset.islands.split(" "),go=()=>s.forEach((u)=>import(u));PerformanceObserver.supportedEntryTypes.includes("paint")?new PerformanceObserver((l,o)=>{o.disconnect();go()}).observe({type:"paint",buffered:true}):go()}';
const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ISLAND_LOADER));
/** `ISLAND_LOADER`'s `sha256-…`, which the page policy allows. */
export const ISLAND_LOADER_HASH = `sha256-${new Uint8Array(digest).toBase64()}`;

/** Renders `Page` inside `App` to a complete HTML document, the island loader before `</body>`. */
export function renderDocument(
  App: ComponentType<AppProps>,
  Page: ComponentType<PageProps<unknown>>,
  props: PageProps<unknown>,
  scriptUrl: (island: string) => string,
): string {
  const seen = used = new Set();
  let html: string;
  try {
    html = renderToString(h(App, { ...props, Component: () => h(Page, props) }));
  } finally {
    used = undefined;
  }
  if (seen.size) {
    const urls = [...seen].sort().map(scriptUrl).join(" ");
    const scripts = `<script data-islands="${urls}">${ISLAND_LOADER}</script>`;
    const at = html.lastIndexOf("</body>");
    html = at === -1 ? html + scripts : html.slice(0, at) + scripts + html.slice(at);
  }
  return "<!DOCTYPE html>" + html;
}
