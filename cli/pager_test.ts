import assert from "node:assert/strict";
import { PAGER_ENV, pagerCommand } from "./pager.ts";

Deno.test("the pager is SITE_PAGER, else PAGER, else less -FRX; none with NO_PAGER, an empty one or cat", () => {
  assert.equal(PAGER_ENV, "SITE_PAGER");
  assert.equal(pagerCommand({}), "less -FRX");
  assert.equal(pagerCommand({ PAGER: "more" }), "more");
  assert.equal(
    pagerCommand({ PAGER: "more", SITE_PAGER: "less -R" }),
    "less -R",
  );
  assert.equal(pagerCommand({ PAGER: "more", SITE_PAGER: "" }), undefined);
  assert.equal(pagerCommand({ PAGER: " " }), undefined);
  assert.equal(pagerCommand({ PAGER: "cat" }), undefined);
  assert.equal(pagerCommand({ NO_PAGER: "1" }), undefined);
  assert.equal(pagerCommand({ NO_PAGER: "1", SITE_PAGER: "less" }), undefined);
});
