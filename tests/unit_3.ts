/** One unit test file that mostly waits, in an isolate of its own: see tests/_unit.ts. */
import { importUnitTests } from "./_unit.ts";

await importUnitTests(2, 2);
