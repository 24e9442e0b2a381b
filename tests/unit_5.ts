/** One unit test file that mostly waits, in an isolate of its own: see tests/_shards.ts. */
import { importUnitTests } from "./_shards.ts";

await importUnitTests(4, 2);
