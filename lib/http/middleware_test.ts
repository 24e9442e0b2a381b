import assert from "node:assert/strict";
import { cors } from "./cors.ts";
import { hostCheck } from "./host.ts";
import type { Middleware, MiddlewareContext } from "./middleware.ts";
import { securityHeaders } from "./security.ts";

/** Runs `chain` around `final` with only the context `Middleware` declares, as the shim does. */
function run(chain: Middleware[], req: Request, final: () => Response): Promise<Response> {
  let i = 0;
  const ctx: MiddlewareContext = {
    url: new URL(req.url),
    next: async () => await (chain[i] ? chain[i++](req, ctx) : final()),
  };
  return ctx.next();
}

Deno.test("this folder's middleware run in order on the declared context alone", async () => {
  const chain = [securityHeaders(), cors(), hostCheck];
  const page = () => new Response("<p>", { headers: { "content-type": "text/html" } });
  const res = await run(chain, new Request("http://site.test/"), page);
  assert.equal(await res.text(), "<p>");
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.match(res.headers.get("content-security-policy")!, /^default-src 'none'/);
  const badHost = new Request("http://site.test/", { headers: { host: "a b" } });
  await assert.rejects(run(chain, badHost, page), /The Host header "a b" is not a valid/);
});
