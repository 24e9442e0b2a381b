/**
 * Security headers: `nosniff` and a referrer policy on every response; on HTML, a strict CSP
 * (same-origin scripts, styles and images, and the inline scripts whose hashes are listed).
 *
 * Not Hono's `hono/secure-headers`: it needs Hono's context and sends one policy on every response.
 *
 * @example
 * ```ts
 * export const handler = [securityHeaders(contentSecurityPolicy(["sha256-…"]))];
 * ```
 */
import type { Middleware } from "./middleware.ts";

/**
 * The Content-Security-Policy for HTML pages that may run the inline scripts of `scriptHashes`
 * (`sha256-…` sources; default: none).
 *
 * @example
 * ```ts
 * contentSecurityPolicy(["sha256-…"]); // "default-src 'none'; …"
 * ```
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)];
  return [
    "default-src 'none'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Middleware adding the security headers, `csp` on HTML (default: no inline scripts). */
export function securityHeaders(csp = contentSecurityPolicy()): Middleware {
  return async function securityMiddleware(_req, ctx) {
    const res = await ctx.next();
    setSecurityHeaders(res.headers, csp);
    return res;
  };
}

/**
 * Sets the security headers on `h` (`csp` on HTML); errors made outside the middleware too.
 *
 * @example
 * ```ts
 * const headers = new Headers({ "content-type": "text/html" });
 * setSecurityHeaders(headers, contentSecurityPolicy());
 * headers.get("x-frame-options"); // "DENY", as on every HTML answer
 * ```
 */
export function setSecurityHeaders(h: Headers, csp: string): void {
  h.set("x-content-type-options", "nosniff");
  h.set("referrer-policy", "strict-origin-when-cross-origin");
  if (h.get("content-type")?.startsWith("text/html")) {
    h.set("content-security-policy", csp);
    h.set("x-frame-options", "DENY");
    h.set("cross-origin-opener-policy", "same-origin");
    h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
  }
}
