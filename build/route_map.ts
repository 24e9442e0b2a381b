/**
 * `deno task routes`: the route map, as Hono's `showRoutes` prints it. Every
 * path pattern the one router matches, most specific first, with what it is
 * (page, api, mcp, file), the methods it answers and the file that answers
 * it. Files served as they are (`static/`, island bundles) are matched
 * before any of them and not listed.
 */
import manifest from "../fresh.gen.ts";
import { apiRoutes } from "../lib/api/router.ts";
import { createApp, type RouteInfo } from "../lib/fresh/mod.ts";

/** `routes` as a table with a header line, columns padded to line up. */
export function routeMap(routes: RouteInfo[]): string {
  const rows = [
    ["PATH", "KIND", "METHODS", "FILE"],
    ...routes.map((r) => [r.pattern, r.kind, r.methods.join(", "), r.file]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd())
    .join("\n");
}

if (import.meta.main) console.log(routeMap(createApp(manifest, { routes: apiRoutes() }).routes));
