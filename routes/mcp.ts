import { mcpRoute } from "../lib/mcp/http.ts";

/** The MCP tool server: POST only, with CORS of its own. */
export const handler = mcpRoute;
