/**
 * The Fresh 1.x shim's declared surface: what build tools (`build/`, `dev.ts`) and tests may use of
 * it. The runtime's own modules (`lib/handler.ts`) import the shim's files directly; anything
 * outside `lib/` goes through here, so the shim can change its files freely.
 *
 * @example
 * ```ts
 * islandName("./islands/ThemeToggle.tsx"); // "ThemeToggle"
 * MODULE.test("routes/about.tsx"); // true
 * ```
 */
export { createApp, describeRoute } from "./app.ts";
export { decodeUnreserved } from "./matcher.ts";
export { classify, islandName, MODULE } from "./routes.ts";
export type * from "./types.ts";
