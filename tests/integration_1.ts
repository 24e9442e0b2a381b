/** Half of the integration tests, in an isolate of its own: see tests/_unit.ts. */
import { importTests } from "./_unit.ts";

await importTests(0, 2, "integration");
