/** The same MCP server card as `/mcp/server-card`, at its well-known address. */
export { handler } from "../../mcp/server-card.ts";
