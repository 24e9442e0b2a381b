/** Half of the unit tests, in an isolate of its own: see tests/_shards.ts. */
import { importUnitTests } from "./_shards.ts";

await importUnitTests(0, 2);
