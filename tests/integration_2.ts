/** Half of the integration tests, in an isolate of its own: see tests/_shards.ts. */
import { importIntegrationTests } from "./_shards.ts";

await importIntegrationTests(1, 2);
