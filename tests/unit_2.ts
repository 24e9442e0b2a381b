/** Half of the unit tests, in an isolate of its own: see tests/_unit.ts. */
import { importUnitTests } from "./_unit.ts";

await importUnitTests(1, 2);
