import assert from "node:assert/strict";
import { digest, matchesEtag } from "./etag.ts";

Deno.test("digest makes a strong, quoted 27-character base64url tag of the body's SHA-256", async () => {
  const { etag, hash } = await digest("hello");
  // SHA-256("hello") in base64url is LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ.
  assert.equal(etag, '"LPJNul-wow4m6DsqxbninhsWHlw"');
  assert.equal(hash, "LPJNul-wow");
  assert.deepEqual(await digest(new TextEncoder().encode("hello")), { etag, hash });
  assert.notEqual((await digest("hello!")).etag, etag);
  assert.match((await digest(new Uint8Array(4096).fill(0xfb))).etag, /^"[A-Za-z0-9_-]{27}"$/);
});

Deno.test("matchesEtag compares weakly: the tag, its W/ form, any member of a list, or *", () => {
  const etag = '"abc"';
  assert.equal(matchesEtag('"abc"', etag), true);
  assert.equal(matchesEtag('W/"abc"', etag), true);
  assert.equal(matchesEtag('"x", W/"abc" ,"y"', etag), true);
  assert.equal(matchesEtag("*", etag), true);
  assert.equal(matchesEtag('"abc"', 'W/"abc"'), true, "a weak tag of the answer matches too");
  assert.equal(matchesEtag('"abcd"', etag), false);
  assert.equal(matchesEtag('"ab", "c"', etag), false);
  assert.equal(matchesEtag("abc", etag), false, "an unquoted tag is not the tag");
  assert.equal(matchesEtag("", etag), false);
  assert.equal(matchesEtag(null, etag), false);
});
