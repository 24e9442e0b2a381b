/** The integration tests that mostly wait, in an isolate of their own: see tests/_shards.ts. */
import { importIntegrationTests } from "./_shards.ts";

await importIntegrationTests(2, 2);
