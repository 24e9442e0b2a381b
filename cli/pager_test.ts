import assert from "node:assert/strict";
import { pagerCommand } from "./pager.ts";

Deno.test("the pager is RAO_PAGER, else PAGER, else less -FRX; none with NO_PAGER, an empty one or cat", () => {
  assert.equal(pagerCommand({}), "less -FRX");
  assert.equal(pagerCommand({ PAGER: "more" }), "more");
  assert.equal(
    pagerCommand({ PAGER: "more", RAO_PAGER: "less -R" }),
    "less -R",
  );
  assert.equal(pagerCommand({ PAGER: "more", RAO_PAGER: "" }), undefined);
  assert.equal(pagerCommand({ PAGER: " " }), undefined);
  assert.equal(pagerCommand({ PAGER: "cat" }), undefined);
  assert.equal(pagerCommand({ NO_PAGER: "1" }), undefined);
  assert.equal(pagerCommand({ NO_PAGER: "1", RAO_PAGER: "less" }), undefined);
});
