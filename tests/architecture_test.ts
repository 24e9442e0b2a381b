/**
 * The layout the README's "Where things are" describes, checked on the real
 * module graph (`deno info --json`): no import cycles, `lib/` never imports
 * `routes/`, `cli/`, `build/` or `tests/` (its unit tests may use the tests'
 * helpers), nothing the server runs imports
 * `build/`, and no two modules share a file name.
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

const modules = projectModules();
const graph = await importGraph(modules);

Deno.test("no module imports another that imports it back", () => {
  assert.deepEqual(cycles(graph).map((c) => c.join(" → ")), []);
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

Deno.test("what only some requests need loads on first use: the MCP SDK, OpenAPI, markdown-it, resvg", () => {
  const atStart = [...reach({ edges: graph.eager! }, "main.ts")];
  const late = atStart.filter((m) =>
    m === "lib/mcp/http.ts" || m === "lib/api/openapi.ts" ||
    /^npm:\/?(@modelcontextprotocol|markdown-it|@resvg)/.test(m)
  );
  assert.deepEqual(late, []);
  assert.ok(atStart.includes("lib/handler.ts") && atStart.some((m) => m.startsWith("npm:")));
});

Deno.test("no two modules share a file name (routes/ aside, whose names mirror URLs)", () => {
  const byName = new Map<string, string[]>();
  for (const m of modules.filter((m) => !m.startsWith("routes/") && !/_test\.tsx?$/.test(m))) {
    const name = m.slice(m.lastIndexOf("/") + 1).replace(CODE, "");
    byName.set(name, [...(byName.get(name) ?? []), m]);
  }
  assert.deepEqual([...byName.values()].filter((paths) => paths.length > 1), []);
});

Deno.test("the cycle check finds a cycle when there is one", () => {
  const edges = new Map([["a", new Set(["b"])], ["b", new Set(["c"])], ["c", new Set(["a"])]]);
  assert.deepEqual(cycles({ edges }), [["a", "b", "c", "a"]]);
});
