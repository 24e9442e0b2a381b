/**
 * The layout the README's "Where things are" describes, checked on the real
 * module graph (`deno info --json`): no import cycles between modules or
 * between `lib/`'s folders, which import in one order only (`LAYERS`),
 * `lib/` never imports `routes/`, `cli/`, `build/` or `tests/` (its unit
 * tests may use the tests' helpers), nothing the server runs imports
 * `build/`, build tools reach the shim only through `lib/fresh/mod.ts`, and
 * no two modules share a file name.
 *
 * The order of `lib/`'s folders, lowest first; a folder imports only folders
 * before it:
 *   http     one HTTP mechanism per file (errors, negotiation, CORS, cache…)
 *   fresh    the Fresh 1.x shim: the one router, middleware chain, rendering
 *   content  reading and validating content/, the shapes it is published in,
 *            the site model, the store of generations and the request state
 *   api      the table of operations over the site model, OpenAPI, its routes
 *   mcp      the MCP server over the same table
 *   site     what the site publishes, in rooms that build on each other:
 *            pictures (share cards, photographs, the favicon), languages,
 *            pages (their blocks, Markdown, CV and JSON-LD), agents (llms.txt,
 *            sitemaps, catalogs), guide (the developers guide) and web (the
 *            site model, the request context, handlers and the one error
 *            path); the store is handed its builder, `buildSite`, by main.ts
 * `lib/config.ts` and `lib/files.ts` sit below every folder, `lib/handler.ts`
 * (the site handler, which assembles them) above.
 */
import assert from "node:assert/strict";

const ROOT = new URL("..", import.meta.url);
const CODE = /\.(tsx?|jsx?)$/;

/** Every project module, relative to the root: lib/, routes/, components/, islands/, cli/, build/. */
function projectModules(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(new URL(dir, ROOT))) {
      const path = `${dir}${entry.name}`;
      if (entry.isDirectory && entry.name !== "dist") walk(`${path}/`);
      else if (entry.isFile && CODE.test(entry.name)) out.push(path);
    }
  };
  for (const dir of ["lib/", "routes/", "components/", "islands/", "cli/", "build/"]) walk(dir);
  return [...out, "main.ts", "dev.ts", "fresh.gen.ts"].sort();
}

interface Graph {
  /** Project module → the project modules it imports: static, type-only or dynamic. */
  edges: Map<string, Set<string>>;
  /** Project module → what it loads before it runs: static code imports, npm packages included. */
  eager?: Map<string, Set<string>>;
}

/** The import graph of `modules`, from one `deno info --json` run over a module importing them all. */
async function importGraph(modules: string[]): Promise<Graph> {
  const dir = await Deno.makeTempDir({ prefix: "graph-" });
  try {
    const entry = `${dir}/all.ts`;
    await Deno.writeTextFile(
      entry,
      modules.map((m) => `import ${JSON.stringify(new URL(m, ROOT).href)};`).join("\n"),
    );
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", entry],
      cwd: ROOT.pathname,
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.ok(out.success, new TextDecoder().decode(out.stderr));
    const info = JSON.parse(new TextDecoder().decode(out.stdout));
    const local = (specifier: string | undefined) =>
      specifier?.startsWith(ROOT.href) ? specifier.slice(ROOT.href.length) : undefined;
    const edges = new Map<string, Set<string>>();
    const eager = new Map<string, Set<string>>();
    for (const module of info.modules) {
      const from = local(module.specifier);
      if (!from) continue;
      const to = new Set<string>();
      const loads = new Set<string>();
      for (const dep of module.dependencies ?? []) {
        for (const target of [local(dep.code?.specifier), local(dep.type?.specifier)]) {
          if (target) to.add(target);
        }
        const code: string | undefined = dep.code?.specifier;
        if (code && !dep.isDynamic) loads.add(local(code) ?? code);
      }
      edges.set(from, to);
      eager.set(from, loads);
    }
    return { edges, eager };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Every cycle's path, found by depth-first search. */
function cycles({ edges }: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

/** Everything `root` reaches. */
function reach({ edges }: Graph, root: string): Set<string> {
  const seen = new Set<string>();
  const todo = [root];
  while (todo.length) {
    const node = todo.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    todo.push(...(edges.get(node) ?? []));
  }
  return seen;
}

/**
 * `lib/`'s folders, lowest first: each imports only those before it. The
 * site's rooms count as folders of their own, in the order they build on
 * each other: pictures and languages, then the pages, the agents' files that
 * list them, the developers guide that describes those, and the web that
 * serves them all.
 */
const LAYERS = [
  "http",
  "fresh",
  "content",
  "api",
  "mcp",
  "site/pictures",
  "site/languages",
  "site/pages",
  "site/agents",
  "site/guide",
  "site/web",
];

/** The folder (or site room) of a module under `lib/`, tests aside; undefined otherwise. */
function layerOf(module: string): string | undefined {
  if (/_test\.tsx?$/.test(module)) return;
  return /^lib\/(site\/[a-z_]+|[a-z_]+)\//.exec(module)?.[1];
}

/** The import graph between `lib/`'s folders, from the module graph (unit tests aside). */
function folderGraph({ edges }: Graph): Graph {
  const folders = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = layerOf(from);
    if (!a) continue;
    if (!folders.has(a)) folders.set(a, new Set());
    for (const target of to) {
      const b = layerOf(target);
      if (b && b !== a) folders.get(a)!.add(b);
    }
  }
  return { edges: folders };
}

const modules = projectModules();
const graph = await importGraph(modules);

Deno.test("no module imports another that imports it back", () => {
  assert.deepEqual(cycles(graph).map((c) => c.join(" → ")), []);
});

Deno.test("no folder of lib/ imports another that imports it back", () => {
  assert.deepEqual(cycles(folderGraph(graph)).map((c) => c.join(" → ")), []);
});

Deno.test("lib/'s folders import only the folders below them: http → fresh → content → api → mcp → site's rooms", () => {
  const folders = [...folderGraph(graph).edges.keys()].sort();
  assert.deepEqual(folders, [...LAYERS].sort(), "every folder of lib/ has its place in LAYERS");
  const upward = [...graph.edges].flatMap(([from, to]) => {
    const a = layerOf(from);
    if (!a) return [];
    return [...to].filter((t) => {
      const b = layerOf(t);
      return b !== undefined && LAYERS.indexOf(b) > LAYERS.indexOf(a);
    }).map((t) => `${from} → ${t}`);
  });
  assert.deepEqual(upward, []);
});

Deno.test("build tools reach the shim only through its declared surface, lib/fresh/mod.ts", () => {
  const wrong = [...graph.edges].flatMap(([from, to]) =>
    /^(build\/|dev\.ts$)/.test(from)
      ? [...to].filter((t) => t.startsWith("lib/fresh/") && t !== "lib/fresh/mod.ts")
        .map((t) => `${from} → ${t}`)
      : []
  );
  assert.deepEqual(wrong, []);
});

Deno.test("every route declares its methods, so the router alone answers 405 with Allow", async () => {
  // What the build read of each module (build/manifest.ts): "*" is one handler for every method.
  const { default: manifest } = await import("../fresh.gen.ts");
  const undeclared = Object.entries(manifest.routes).filter(([, e]) => e.methods?.includes("*"));
  assert.deepEqual(
    undeclared.map(([file]) => file),
    [],
    "export `handler = { GET }`, not one function",
  );
});

Deno.test("lib/ never imports routes/, cli/, build/ or tests/ (its own tests aside)", () => {
  const wrong = [...graph.edges].flatMap(([from, to]) =>
    from.startsWith("lib/") && !/_test\.tsx?$/.test(from)
      ? [...to].filter((t) => /^(routes|cli|build|tests)\//.test(t)).map((t) => `${from} → ${t}`)
      : []
  );
  assert.deepEqual(wrong, []);
});

Deno.test("nothing the server runs imports build/ (build tools are never loaded at run time)", () => {
  const served = [...reach(graph, "main.ts")].filter((m) => m.startsWith("build/"));
  assert.deepEqual(served, []);
  assert.ok(reach(graph, "main.ts").has("lib/handler.ts"), "the graph was read");
});

// Nor, since a start from the build's generation needs none of them before its first answer, zod,
// js-yaml and markdown-it: reading and validating content (lib/content/load.ts) and building the site
// (lib/site/web/site.ts) load when no generation matches, markdown-it when a page is first rendered,
// the catalogues' reader for a language other than English, the table's schemas when first read
// (lib/api/operations.ts). The rest loads on first use or in the warm-up after the first answer.
Deno.test("what only some requests need loads on first use: MCP, OpenAPI, pictures, search, zod, YAML, Markdown", () => {
  const atStart = [...reach({ edges: graph.eager! }, "main.ts")];
  const late = atStart.filter((m) =>
    /^lib\/(mcp\/http|api\/openapi|content\/(site_search|load|catalogue_file|shapes)|site\/web\/site)\.ts$/
      .test(m) ||
    // The share card's drawing, the favicon's and the text's outlines: a card's address is page_path.ts.
    /^lib\/site\/pictures\/(share_card|favicon|raster|outline)\.ts$/.test(m) ||
    // The CV and the Markdown writer, with the first page the resolver looks up (request.ts).
    /^lib\/site\/pages\/(cv|markdown|doc)\.ts$/.test(m) ||
    /^npm:\/?(@modelcontextprotocol|@resvg|harfbuzzjs|@jsquash|minisearch|zod|js-yaml|markdown-it)/
      .test(m)
  );
  assert.deepEqual(late, []);
  assert.ok(atStart.includes("lib/handler.ts") && atStart.some((m) => m.startsWith("npm:")));
});

// Each route module on its first request (fresh.gen.ts, lib/fresh/app.ts), and what renders pages
// (Preact, `_app`, the components, the islands) with the first page: an API answer loads none.
Deno.test("no route, component, island or Preact loads before the first request", () => {
  const atStart = [...reach({ edges: graph.eager! }, "main.ts")];
  const late = atStart.filter((m) =>
    /^(routes|components|islands)\/|^lib\/fresh\/render\.tsx$|^npm:\/?preact/.test(m)
  );
  assert.deepEqual(late, []);
});

Deno.test("no two modules share a file name (routes/ and folders' mod.ts aside)", () => {
  const byName = new Map<string, string[]>();
  const named = modules.filter((m) =>
    !m.startsWith("routes/") && !/_test\.tsx?$/.test(m) && !m.endsWith("/mod.ts")
  );
  for (const m of named) {
    const name = m.slice(m.lastIndexOf("/") + 1).replace(CODE, "");
    byName.set(name, [...(byName.get(name) ?? []), m]);
  }
  assert.deepEqual([...byName.values()].filter((paths) => paths.length > 1), []);
});

Deno.test("the cycle check finds a cycle when there is one", () => {
  const edges = new Map([["a", new Set(["b"])], ["b", new Set(["c"])], ["c", new Set(["a"])]]);
  assert.deepEqual(cycles({ edges }), [["a", "b", "c", "a"]]);
});

Deno.test("the folder check finds a cycle between folders whose modules form none", () => {
  const edges = new Map([
    ["lib/site/a.ts", new Set(["lib/api/b.ts"])],
    ["lib/api/c.ts", new Set(["lib/site/d.ts", "lib/api/c_test.ts"])],
    ["lib/site/a_test.ts", new Set(["lib/api/c.ts"])],
  ]);
  assert.deepEqual(cycles({ edges }), []);
  assert.deepEqual(cycles(folderGraph({ edges })), [["api", "site", "api"]]);
});
